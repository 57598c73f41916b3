/** Merging pages field by field and deciding sale / rent / both and the price. */
import { LIMITS } from './normalize.ts';
import {
  emptyPropertyData,
  emptyRentalFields,
  type ListingType,
  type PageExtraction,
  type PriceCandidate,
  type PropertyData,
  type Ranked,
  type RentalFields,
  type RentalKey,
  type ScalarField,
} from './types.ts';

// The scalar fields (ScalarField), by their type.
const TEXT_FIELDS = [
  'title',
  'description',
  'address',
  'city',
  'state',
  'zip_code',
] as const satisfies readonly ScalarField[];
const NUMBER_FIELDS = [
  'bedrooms',
  'bathrooms',
  'square_feet',
] as const satisfies readonly ScalarField[];

/** Below this an amount with no other clue is a monthly rent, not a sale price. */
const RENT_CEILING = 20_000;

function best(candidates: PriceCandidate[]): PriceCandidate | undefined {
  // Highest rank wins; among equals the earliest (first page, first on the page).
  return candidates.reduce<PriceCandidate | undefined>(
    (winner, c) => (!winner || c.rank > winner.rank ? c : winner),
    undefined,
  );
}

export function inferListingType(pages: PageExtraction[]): ListingType | null {
  const prices = pages.flatMap((p) => p.prices);
  const sale = pages.some((p) => p.sale) || prices.some((p) => p.kind === 'sale');
  const rent = pages.some((p) => p.rent) || prices.some((p) => p.kind === 'rent');
  if (sale && rent) return 'both';
  if (sale) return 'sale';
  if (rent) return 'rent';
  const unknown = best(prices);
  if (!unknown) return null;
  return unknown.amount < RENT_CEILING ? 'rent' : 'sale';
}

function choosePrice(pages: PageExtraction[], type: ListingType | null): number | null {
  const prices = pages.flatMap((p) => p.prices);
  const ofKind = (kind: PriceCandidate['kind']) => prices.filter((p) => p.kind === kind);
  let chosen: PriceCandidate | undefined;
  if (type === 'rent') {
    chosen = best(ofKind('rent')) ?? best(ofKind('unknown'));
  } else if (type === 'sale' || type === 'both') {
    // A listing offered both ways is priced at its sale price; the rent is in the text.
    chosen =
      best(ofKind('sale')) ??
      best(ofKind('unknown').filter((p) => p.amount >= RENT_CEILING)) ??
      best(ofKind('unknown'));
    if (!chosen && type === 'both') chosen = best(ofKind('rent'));
  }
  chosen ??= best(prices);
  return chosen ? chosen.amount : null;
}

/** A scalar field's value from the best-ranked page that states it (the first among equals). */
function bestScalar(pages: PageExtraction[], field: ScalarField): string | number | null {
  let winner: Ranked<string | number> | undefined;
  for (const page of pages) {
    const candidate = page.fields[field];
    if (candidate && (!winner || candidate.rank > winner.rank)) winner = candidate;
  }
  return winner ? winner.value : null;
}

/** A rental field from the best-ranked page that states it; left as it is when none does. */
function takeRental<K extends RentalKey>(pages: PageExtraction[], data: RentalFields, key: K) {
  let winner: Ranked<NonNullable<RentalFields[K]>> | undefined;
  for (const page of pages) {
    const candidate = page.rental[key];
    if (candidate && (!winner || candidate.rank > winner.rank)) winner = candidate;
  }
  if (winner) data[key] = winner.value;
}

export function mergePages(pages: PageExtraction[]): PropertyData {
  const data = emptyPropertyData();
  // The page readers record text fields as text and counts as numbers (page.ts setField).
  for (const field of TEXT_FIELDS) {
    const value = bestScalar(pages, field);
    data[field] = typeof value === 'string' ? value : null;
  }
  for (const field of NUMBER_FIELDS) {
    const value = bestScalar(pages, field);
    data[field] = typeof value === 'number' ? value : null;
  }
  data.property_type = inferListingType(pages);
  data.price = choosePrice(pages, data.property_type);
  const images: string[] = [];
  for (const page of pages) {
    for (const url of page.images) if (!images.includes(url)) images.push(url);
  }
  data.images = images.slice(0, LIMITS.images);
  mergeRental(pages, data);
  return data;
}

/** Each rental field from the best-ranked page that states it (the first page among equals). */
function mergeRental(pages: PageExtraction[], data: PropertyData): void {
  for (const key of Object.keys(emptyRentalFields()) as RentalKey[]) takeRental(pages, data, key);
  dropPetTermsWithoutPets(data);
}

/** The table refuses a pet limit or fee unless cats or dogs are allowed. */
export function dropPetTermsWithoutPets(data: PropertyData): void {
  if (data.cats_allowed !== true && data.dogs_allowed !== true) {
    data.pet_limit = null;
    data.pet_fee = null;
  }
}
