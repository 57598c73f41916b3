/** Listing facts from free text: the patterns listing pages use for price, beds, baths, area, address. */
import {
  LIMITS,
  normalizeBathrooms,
  normalizeBedrooms,
  normalizePrice,
  normalizeSquareFeet,
  normalizeState,
  normalizeZip,
} from './normalize.ts';
import type { PriceKind } from './types.ts';

export interface ParsedAddress {
  address: string;
  city: string;
  state: string;
  zip: string | null;
}

// "1234 Elm St, Unit 5, Upland, CA 91786" / "77 Palm Canyon Dr, Palm Springs, California 92262".
const ADDRESS =
  /(?<![\w.])(\d{1,6}[A-Za-z]?[ \t]+[A-Za-z0-9.'#\- \t]{2,80}?(?:,[ \t]*(?:Unit|Apt\.?|Apartment|Suite|Ste\.?|#)[ \t]*[A-Za-z0-9-]+)?),[ \t]*([A-Za-z][A-Za-z .'-]{1,40}?),[ \t]*([A-Z]{2}|[A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?)\.?(?:[ \t]+(\d{5}(?:-\d{4})?))?(?![A-Za-z0-9])/g;

export function parseAddressText(text: string): ParsedAddress | null {
  const pattern = new RegExp(ADDRESS.source, 'g');
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    // A rejected match may hide a real address that starts inside it: retry one character on.
    pattern.lastIndex = m.index + 1;
    const street = (m[1] ?? '').replace(/\s+/g, ' ').trim();
    const city = (m[2] ?? '').replace(/\s+/g, ' ').trim();
    const state = normalizeState(m[3]);
    if (!state || !/[A-Za-z]{2,}/.test(street.replace(/^\d+\S*\s/, ''))) continue;
    if (/\b(beds?|baths?|bd|ba|sq|sqft)\b/i.test(`${street} ${city}`)) continue;
    return {
      address: street.slice(0, LIMITS.address),
      city: city.slice(0, LIMITS.city),
      state,
      zip: normalizeZip(m[4] ?? ''),
    };
  }
  return null;
}

export function findAddress(texts: readonly string[]): ParsedAddress | null {
  for (const text of texts) {
    const found = parseAddressText(text);
    if (found) return found;
  }
  return null;
}

export interface TextPrice {
  amount: number;
  kind: PriceKind;
}

const MONEY =
  /\$[ \t]?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?:[ \t]?([kKmM])(?![a-zA-Z]))?([ \t]*(?:\/[ \t]*(?:mo|mon|month|mth)\b\.?|per[ \t]+month\b|a[ \t]+month\b|monthly\b))?/g;
/** Amounts that are not the asking price: fees, deposits, estimates, history. */
const NOT_THE_PRICE =
  /(fee|fees|deposit|hoa|dues|tax|taxes|insurance|save|saving|savings|credit|utilit\w*|pet|application|estimated|est\.?|payment|mortgage|zestimate|sold|sold for|previous|previously|reduced by|drop|was)\W{0,3}$/i;

/** Nightly or weekly rates belong to vacation rentals, not to a sale or a lease. */
const SHORT_STAY =
  /^[ \t]*(?:\/[ \t]*|per[ \t]+|a[ \t]+)(?:night|nt|day|week|wk)\b|^[ \t]*(?:nightly|weekly)\b/i;

/** Dollar amounts in page text that look like the asking price or rent, in order. */
export function priceCandidates(text: string): TextPrice[] {
  const found: TextPrice[] = [];
  for (const m of text.matchAll(MONEY)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 60), m.index).toLowerCase();
    // The label is on the same line, or on the line above when it sits in its own cell.
    const lines = before.split('\n');
    let lastWords = lines.pop() ?? '';
    if (!lastWords.trim() && lines.length > 0) lastWords = lines.pop() ?? '';
    if (NOT_THE_PRICE.test(lastWords.trimEnd())) continue;
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 16);
    if (SHORT_STAY.test(after)) continue;
    const amount = normalizePrice(`${m[1]}${m[2] ?? ''}${m[3] ?? ''}`);
    if (amount === null || amount < 100) continue;
    let kind: PriceKind = 'unknown';
    if (m[4] || /\b(rent|rental|lease)\b[^$]*$/.test(lastWords)) kind = 'rent';
    else if (
      /\b(for sale|list price|listing price|asking|sale price|sales price|purchase price)\b[^$]*$/.test(
        lastWords,
      )
    )
      kind = 'sale';
    found.push({ amount, kind });
    if (found.length >= 8) break;
  }
  return found;
}

export interface Signals {
  sale: boolean;
  rent: boolean;
}

/** Whether headings and summaries say the home is offered for sale, for rent, or both. */
export function saleRentSignals(texts: readonly string[]): Signals {
  const joined = texts.join('\n');
  const both =
    /\b(sale or (rent|lease)|(rent|lease) or (sale|buy|purchase)|sale\/(rent|lease)|(rent|lease)\/sale|lease[- ]to[- ]own|rent[- ]to[- ]own)\b/i.test(
      joined,
    );
  return {
    sale:
      both ||
      /\b(for sale|list price|asking price|sale price|new listing for sale)\b/i.test(joined),
    rent:
      both ||
      /\b(for rent|for lease|monthly rent|rent:|rental listing|per month|lease terms?)\b|\/\s?mo(nth)?\b/i.test(
        joined,
      ),
  };
}

const NUM = String.raw`(\d{1,2}(?:\.\d{1,2})?)`;
const AREA = String.raw`(\d{1,3}(?:,\d{3})+|\d{3,6})`;

/** Tries label-with-colon, then number-then-unit on one line, then label above the number. */
function findByPatterns(
  texts: readonly string[],
  patterns: RegExp[],
  skipBefore?: RegExp,
): string | null {
  for (const pattern of patterns) {
    for (const text of texts) {
      for (const m of text.matchAll(pattern)) {
        if (skipBefore) {
          const before = text.slice(Math.max(0, (m.index ?? 0) - 20), m.index);
          if (skipBefore.test(before)) continue;
        }
        if (m[1]) return m[1];
      }
    }
  }
  return null;
}

export function findBedrooms(texts: readonly string[]): number | null {
  const raw = findByPatterns(texts, [
    new RegExp(String.raw`\b(?:bedrooms?|beds?|bdrms?)[ \t]*:[ \t]*\n?[ \t]*${NUM}`, 'gi'),
    new RegExp(String.raw`\b${NUM}[ \t]*(?:bd|bds|beds?|bedrooms?|br|bdrms?)\b`, 'gi'),
    new RegExp(
      String.raw`\b(?:bedrooms?|beds?)[ \t]*\n?[ \t]*${NUM}\b(?![ \t]*(?:ba|baths?|bathrooms?|sq))`,
      'gi',
    ),
  ]);
  if (raw !== null) return normalizeBedrooms(raw);
  return texts.some((t) => /\bstudio\b(?! city)/i.test(t)) ? 0 : null;
}

export function findBathrooms(texts: readonly string[]): number | null {
  const raw = findByPatterns(texts, [
    new RegExp(String.raw`\b(?:bathrooms?|baths?)[ \t]*:[ \t]*\n?[ \t]*${NUM}`, 'gi'),
    new RegExp(String.raw`\b${NUM}[ \t]*(?:ba|baths?|bathrooms?|bth)\b`, 'gi'),
    new RegExp(
      String.raw`\b(?:bathrooms?|baths?)[ \t]*\n?[ \t]*${NUM}\b(?![ \t]*(?:bd|beds?|bedrooms?|sq))`,
      'gi',
    ),
  ]);
  return raw === null ? null : normalizeBathrooms(raw);
}

export function findSquareFeet(texts: readonly string[]): number | null {
  const raw = findByPatterns(
    texts,
    [
      new RegExp(
        String.raw`\b(?:square feet|square footage|sq\.?[ \t]*ft\.?|sqft|living area|interior)[ \t]*:[ \t]*\n?[ \t]*${AREA}`,
        'gi',
      ),
      new RegExp(
        String.raw`\b${AREA}[ \t]*(?:sq\.?[ \t]*ft\.?|sqft|sf|square[ \t]+feet|sq\.?[ \t]*feet)(?![A-Za-z])`,
        'gi',
      ),
      new RegExp(String.raw`\b(?:square feet|sq\.?[ \t]*ft\.?|sqft)[ \t]*\n?[ \t]*${AREA}\b`, 'gi'),
    ],
    /\blot\b[^\d]{0,14}$/i,
  );
  return raw === null ? null : normalizeSquareFeet(raw);
}
