/**
 * The rental fields (deposit, fees, lease, pets, parking, laundry, cooling, utilities, year
 * built, HOA, virtual tour): cleaning to the values the CHECK constraints accept, and the
 * conservative page-text patterns. Anything ambiguous is left out.
 */
import {
  airConditioningOptions,
  type AirConditioning,
  type Laundry,
  laundryOptions,
  listingDetailLimits as limits,
  type Parking,
  parkingOptions,
  type Utility,
  utilityOptions,
} from '../../contract/listing-options.ts';
import { parseNumber, plainText } from './normalize.ts';
import type { PageExtraction, Rank, RentalFields, RentalKey } from './types.ts';

/** Records a rental value unless empty or a better-ranked source already gave one. */
export function setRental<K extends RentalKey>(
  page: PageExtraction,
  key: K,
  value: RentalFields[K] | undefined,
  rank: Rank,
): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value) && value.length === 0) return;
  const existing = page.rental[key];
  if (!existing || existing.rank < rank) {
    (page.rental as Record<string, unknown>)[key] = { value, rank };
  }
}

export function normalizeMoney(value: unknown): number | null {
  const n = parseNumber(value);
  if (n === null || n < 0 || n > limits.moneyMax) return null;
  return Math.round(n * 100) / 100;
}

function intBetween(value: unknown, min: number, max: number): number | null {
  const n = parseNumber(value);
  if (n === null || !Number.isInteger(n) || n < min || n > max) return null;
  return n;
}

export const normalizeLeaseMonths = (v: unknown) => intBetween(v, 1, limits.leaseTermMonthsMax);
export const normalizePetLimit = (v: unknown) => intBetween(v, 1, limits.petLimitMax);
export const normalizeYearBuilt = (v: unknown) =>
  intBetween(v, limits.yearBuiltMin, limits.yearBuiltMax);

export function oneOf<T extends string>(options: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : null;
}

export const normalizeParking = (v: unknown): Parking | null => oneOf(parkingOptions, v);
export const normalizeLaundry = (v: unknown): Laundry | null => oneOf(laundryOptions, v);
export const normalizeAirConditioning = (v: unknown): AirConditioning | null =>
  oneOf(airConditioningOptions, v);

export function normalizeUtilities(value: unknown): Utility[] {
  const list = Array.isArray(value) ? value : [];
  const out: Utility[] = [];
  for (const item of list) {
    const u = oneOf(utilityOptions, item);
    if (u && !out.includes(u)) out.push(u);
  }
  return out;
}

/** Short plain items, at most 30, each at most 60 characters and without a newline. */
export function normalizeItems(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [];
  const out: string[] = [];
  for (const item of list) {
    const text = plainText(item, 400);
    if (!text || text.length > limits.featureItemMax) continue;
    if (!out.some((o) => o.toLowerCase() === text.toLowerCase())) out.push(text);
    if (out.length >= limits.featureItemsMax) break;
  }
  return out;
}

/** An https URL with a host and no spaces (the column's CHECK), else null. */
export function normalizeHttpsUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (v.length > limits.virtualTourUrlMax || !/^https:\/\/[^\s/?#@]+(\/\S*)?$/.test(v)) return null;
  try {
    return new URL(v).protocol === 'https:' ? v : null;
  } catch {
    return null;
  }
}

const TOUR_HOSTS =
  /(^|\.)(matterport\.com|kuula\.co|cloudpano\.com|zillow\.com\/view-3d-home|iguide\.com|youriguide\.com|tourbuilder\.com|vrtour|360tour)/i;

/** A virtual tour link: https and clearly a tour (a 3D tour host, or "tour" in the address). */
export function normalizeTourUrl(value: unknown): string | null {
  const url = normalizeHttpsUrl(value);
  if (!url) return null;
  const { hostname, pathname } = new URL(url);
  return TOUR_HOSTS.test(hostname) || /tour|3d/i.test(`${hostname}${pathname}`) ? url : null;
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 2000 || year > limits.yearBuiltMax) return null;
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD from "2026-12-01", "2026-12-01T00:00Z", "12/1/2026" or "December 1, 2026"; dates without a year are ambiguous. */
export function normalizeDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(v);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/.exec(v);
  if (m) {
    const year = (m[3] as string).length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return isoDate(year, Number(m[1]), Number(m[2]));
  }
  m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/.exec(v);
  if (m) {
    const name = (m[1] as string).toLowerCase();
    const month = MONTH_NAMES.findIndex((full) => full.startsWith(name)) + 1;
    if (month === 0) return null;
    return isoDate(Number(m[3]), month, Number(m[2]));
  }
  return null;
}

// ---- Page text ----

const MONEY = String.raw`\$[ \t]?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?)`;
const GAP = String.raw`[ \t]*(?:is|of|:|-|\u2013)?[ \t]*\n?[ \t]*`;

function firstMatch(texts: readonly string[], pattern: RegExp): RegExpExecArray | null {
  for (const text of texts) {
    const m = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
    if (m) return m;
  }
  return null;
}

function moneyAfter(texts: readonly string[], label: string): number | null {
  const m = firstMatch(texts, new RegExp(String.raw`${label}${GAP}${MONEY}`, 'i'));
  return m ? normalizeMoney((m[1] as string).replace(/,/g, '')) : null;
}

export function findSecurityDeposit(texts: readonly string[]): number | null {
  // Not a pet deposit; "deposit" alone on a rental page is the security deposit.
  return moneyAfter(texts, String.raw`(?<!\bpet[ \t])(?<!\bpets[ \t])\b(?:security[ \t]+)?deposit`);
}

export function findApplicationFee(texts: readonly string[]): number | null {
  return moneyAfter(
    texts,
    String.raw`\bapplication[ \t]+fee(?:[ \t]*\(per[ \t]+(?:adult|applicant)\))?`,
  );
}

export function findPetFee(texts: readonly string[]): number | null {
  return moneyAfter(texts, String.raw`\bpet[ \t]+(?:fee|rent)`);
}

export function findHoaFee(texts: readonly string[]): number | null {
  const m = firstMatch(
    texts,
    new RegExp(
      String.raw`\bHOA(?:[ \t]+(?:fees?|dues))?${GAP}${MONEY}([ \t]*(?:\/[ \t]*|per[ \t]+|a[ \t]+)?(?:mo\b|month\b|monthly\b|yr\b|year\b|annual\w*|quarter\w*|qtr\b))?`,
      'i',
    ),
  );
  if (!m) return null;
  // The column is monthly: a yearly or quarterly figure is dropped rather than converted.
  if (m[2] && !/mo/i.test(m[2])) return null;
  return normalizeMoney((m[1] as string).replace(/,/g, ''));
}

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, six: 6, twelve: 12 };

export function findLease(texts: readonly string[]): {
  months: number | null;
  monthToMonth: boolean | null;
} {
  const joined = texts.join('\n');
  const monthToMonth = /(?<!\bno[ \t])\bmonth[- \t]to[- \t]month\b/i.test(joined) ? true : null;
  let months: number | null = null;
  const m =
    /\b(\d{1,2}|six|twelve)[- \t]?(?:months?|mo\.?)[- \t]+(?:minimum[ \t]+)?lease\b/i.exec(
      joined,
    ) ??
    /\blease(?:[ \t]+(?:term|length))?[ \t]*:[ \t]*\n?[ \t]*(\d{1,2})[ \t]*(?:months?|mo\b)/i.exec(
      joined,
    );
  if (m) {
    const raw = (m[1] as string).toLowerCase();
    months = normalizeLeaseMonths(WORD_NUMBERS[raw] ?? raw);
  } else {
    const y = /\b(1|one|2|two)[- \t]?year[- \t]+(?:minimum[ \t]+)?lease\b/i.exec(joined);
    if (y) months = (WORD_NUMBERS[(y[1] as string).toLowerCase()] ?? Number(y[1])) * 12;
  }
  return { months, monthToMonth };
}

export function findYearBuilt(texts: readonly string[]): number | null {
  const m = firstMatch(
    texts,
    /\b(?:year[ \t]+built|built[ \t]+in|built)[ \t]*:?[ \t]*\n?[ \t]*(1[89]\d{2}|20\d{2})\b/i,
  );
  return m ? normalizeYearBuilt(m[1]) : null;
}

/** "Available ..." starting a line or sentence, or said of the home: not "parking available now". */
export function findAvailableDate(texts: readonly string[], today: string): string | null {
  const m = firstMatch(
    texts,
    /(?<=(?:^|[\n.!|\u2022\u00b7;][ \t]*|\b(?:unit|home|house|apartment|it)[ \t]+(?:is[ \t]+)?))available(?:[ \t]+(?:on|from|starting|date))?[ \t]*:?[ \t]*\n?[ \t]*(now|immediately|today|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4}|[A-Z][a-z]{2,8}\.?[ \t]+\d{1,2}(?:st|nd|rd|th)?,?[ \t]+\d{4})/i,
  );
  if (!m) return null;
  const raw = m[1] as string;
  return /^(now|immediately|today)$/i.test(raw) ? today : normalizeDate(raw);
}

/** Cats and dogs separately: specific wording beats "pets allowed"; contradictions drop the answer. */
export function findPets(texts: readonly string[]): {
  cats: boolean | null;
  dogs: boolean | null;
  limit: number | null;
} {
  const t = texts.join('\n');
  const yes = String.raw`(?:ok|okay|allowed|welcome|accepted|friendly)\b`;
  const answer = (animal: string): boolean | null => {
    const allowed =
      new RegExp(
        String.raw`\b(?:small[ \t]+)?${animal}s?[ \t]*(?:are[ \t]+|is[ \t]+)?${yes}`,
        'i',
      ).test(t) || new RegExp(String.raw`\b${animal}s?[- \t]friendly\b`, 'i').test(t);
    const refused =
      new RegExp(
        String.raw`\bno[ \t]+${animal}s?\b(?![ \t]+(?:over|larger|above|under|weighing))`,
        'i',
      ).test(t) ||
      new RegExp(
        String.raw`\b${animal}s?[ \t]+(?:are[ \t]+)?not[ \t]+(?:allowed|permitted|accepted)\b`,
        'i',
      ).test(t);
    if (allowed && refused) return null;
    if (allowed) return true;
    if (refused) return false;
    return null;
  };
  let cats = answer('cat');
  let dogs = answer('dog');
  const only = (animal: string) => new RegExp(String.raw`\b${animal}s?[ \t]+only\b`, 'i').test(t);
  if (only('cat') && dogs === null) [cats, dogs] = [true, false];
  else if (only('dog') && cats === null) [cats, dogs] = [false, true];
  const petsYes =
    new RegExp(String.raw`(?<!\bno[ \t])\bpets?[ \t]*:?[ \t]*(?:are[ \t]+)?${yes}`, 'i').test(t) ||
    /\bpets?[- \t]friendly\b/i.test(t) ||
    /\bpets?[ \t]*:[ \t]*yes\b/i.test(t);
  const petsNo =
    /\bno[ \t]+pets\b|\bpets?[ \t]+(?:are[ \t]+)?not[ \t]+(?:allowed|permitted|accepted)\b|\bpets?[ \t]*:[ \t]*no\b/i.test(
      t,
    );
  if (petsYes !== petsNo) {
    cats ??= petsYes;
    dogs ??= petsYes;
  }
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };
  const m =
    /\b(?:max(?:imum)?\.?(?:[ \t]+of)?|up[ \t]+to|limit(?:[ \t]+of)?)[ \t]+(\d{1,2}|one|two|three|four)[ \t]+pets?\b/i.exec(
      t,
    );
  const rawLimit = m ? (m[1] as string).toLowerCase() : null;
  const limit = rawLimit === null ? null : normalizePetLimit(words[rawLimit] ?? rawLimit);
  // A limit with no pets allowed is dropped after merging (another source may allow them).
  return { cats, dogs, limit };
}

function firstOf<T>(t: string, rules: Array<[T, RegExp]>): T | null {
  for (const [value, pattern] of rules) if (pattern.test(t)) return value;
  return null;
}

export function findParking(texts: readonly string[]): Parking | null {
  const t = texts.join('\n');
  return firstOf<Parking>(t, [
    [
      'garage',
      /(?<!\bno[ \t])\b(?:attached[ \t]+|detached[ \t]+|private[ \t]+|(?:\d|one|two|three)[- \t]car[ \t]+)?garage\b(?![ \t]+sale)/i,
    ],
    ['carport', /(?<!\bno[ \t])\bcarports?\b/i],
    ['covered', /\bcovered[ \t]+parking\b/i],
    ['driveway', /(?<!\bno[ \t])\bdriveway(?:[ \t]+parking)?\b/i],
    ['lot', /\bparking[ \t]+lot\b|\bassigned[ \t]+parking\b/i],
    ['street', /\b(?:on-?|off-?)?street[ \t]+parking\b/i],
    ['none', /\bno[ \t]+parking\b/i],
  ]);
}

export function findLaundry(texts: readonly string[]): Laundry | null {
  const t = texts.join('\n');
  return firstOf<Laundry>(t, [
    [
      'in_unit',
      /\bin[- \t](?:unit|home)[ \t]+(?:laundry|washer)(?![ \t\w/]*hook[- \t]?ups?)|\blaundry[ \t]+in[ \t]+(?:unit|home)\b|\bwasher[ \t]*(?:\/|and|&)[ \t]*dryer[ \t]+(?:included|in[ \t]+unit)\b/i,
    ],
    ['hookups', /\b(?:washer[ \t]*\/[ \t]*dryer|w\/d|laundry)[ \t]+hook[- \t]?ups?\b/i],
    [
      'shared',
      /\b(?:shared|on-?site|community|common)[ \t]+laundry\b|\blaundry[ \t]+(?:room|facilities)[ \t]+on[- \t]?site\b/i,
    ],
    ['none', /\bno[ \t]+laundry\b/i],
  ]);
}

export function findAirConditioning(texts: readonly string[]): AirConditioning | null {
  const t = texts.join('\n');
  return firstOf<AirConditioning>(t, [
    ['central', /\bcentral[ \t]+(?:air|a\/c|ac|heat(?:ing)?[ \t]+(?:and|&|\/)[ \t]+air)\b/i],
    [
      'wall',
      /\bwall[- \t](?:unit[ \t]+)?(?:a\/c|ac|air[ \t]+condition\w*)\b|\bwall[- \t]mounted[ \t]+(?:a\/c|ac)\b/i,
    ],
    [
      'window',
      /\bwindow[ \t]+(?:unit[ \t]+)?(?:a\/c|ac|air[ \t]+condition\w*)s?\b|\bwindow[ \t]+units?\b/i,
    ],
    ['evaporative', /\b(?:evaporative|swamp)[ \t]+coolers?\b/i],
    ['none', /\bno[ \t]+(?:a\/c|ac|air[ \t]+conditioning)\b/i],
  ]);
}

const UTILITY_WORDS: Array<[Utility, RegExp]> = [
  ['water', /\bwater\b(?![ \t]+heater)/i],
  ['sewer', /\bsewer\b/i],
  ['trash', /\b(?:trash|garbage)\b/i],
  ['gas', /\bgas\b(?![ \t]+(?:range|stove|oven|fireplace|dryer|heat\w*|cooking))/i],
  ['electricity', /\belectric(?:ity)?\b/i],
  ['internet', /\b(?:internet|wi-?fi)\b/i],
  ['gardener', /\b(?:gardener|gardening|landscaping)\b/i],
];
const UTILITY = String.raw`(?:water|sewer|trash|garbage|gas|electric(?:ity)?|internet|wi-?fi|gardener|gardening|landscaping)`;

/** "Utilities included: water, trash" or "Water and trash included"; never what the tenant pays. */
export function findUtilitiesIncluded(texts: readonly string[]): Utility[] {
  const found: Utility[] = [];
  const patterns = [
    /\butilities[ \t]+(?:included|paid)[ \t]*(?::|-|\u2013)[ \t]*([^.\n;]{1,100})/gi,
    /\b(?:landlord|owner)[ \t]+pays[ \t]*:?[ \t]*([^.\n;]{1,100})/gi,
    new RegExp(
      String.raw`\b(${UTILITY}(?:[ \t]*(?:,|\/|&|and|,[ \t]*and)[ \t]*${UTILITY})*)[ \t]+(?:(?:is|are)[ \t]+)?(?:included|paid[ \t]+by[ \t]+(?:owner|landlord))\b`,
      'gi',
    ),
  ];
  for (const text of texts) {
    for (const pattern of patterns) {
      for (const m of text.matchAll(pattern)) {
        const list = (m[1] as string).split(/\b(?:tenant|resident)s?\b/i)[0] as string;
        for (const [utility, word] of UTILITY_WORDS) {
          if (word.test(list) && !found.includes(utility)) found.push(utility);
        }
      }
    }
  }
  return utilityOptions.filter((u) => found.includes(u));
}

/** All the rental fields the page text states, at text rank. */
export function applyRentalText(
  page: PageExtraction,
  texts: readonly string[],
  today: string,
  rank: Rank,
): void {
  setRental(page, 'available_date', findAvailableDate(texts, today), rank);
  setRental(page, 'security_deposit', findSecurityDeposit(texts), rank);
  setRental(page, 'application_fee', findApplicationFee(texts), rank);
  const lease = findLease(texts);
  setRental(page, 'lease_term_months', lease.months, rank);
  setRental(page, 'month_to_month', lease.monthToMonth, rank);
  const pets = findPets(texts);
  setRental(page, 'cats_allowed', pets.cats, rank);
  setRental(page, 'dogs_allowed', pets.dogs, rank);
  setRental(page, 'pet_limit', pets.limit, rank);
  setRental(page, 'pet_fee', findPetFee(texts), rank);
  setRental(page, 'parking', findParking(texts), rank);
  setRental(page, 'laundry', findLaundry(texts), rank);
  setRental(page, 'air_conditioning', findAirConditioning(texts), rank);
  setRental(page, 'utilities_included', findUtilitiesIncluded(texts), rank);
  setRental(page, 'year_built', findYearBuilt(texts), rank);
  setRental(page, 'hoa_fee', findHoaFee(texts), rank);
}
