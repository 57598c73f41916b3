/**
 * Listing fields from schema.org things (JSON-LD or microdata): RealEstateListing, the residence
 * types, Product, Offer / AggregateOffer with price specifications, and PostalAddress.
 */
import { first, hasType, isObject, type Thing, values } from './jsonld.ts';
import {
  absoluteHttpUrl,
  LIMITS,
  normalizeBathrooms,
  normalizeBedrooms,
  normalizePrice,
  normalizeSquareFeet,
  normalizeState,
  normalizeZip,
  parseNumber,
  plainText,
} from './normalize.ts';
import {
  applyRentalText,
  findPets,
  normalizeDate,
  normalizeItems,
  normalizeLeaseMonths,
  normalizeTourUrl,
  normalizeYearBuilt,
  setRental,
} from './rental.ts';
import { parseAddressText } from './text.ts';
import type { PageExtraction, PriceKind, Rank } from './types.ts';

const LISTING_TYPES = ['RealEstateListing'];
const RESIDENCE_TYPES = [
  'SingleFamilyResidence',
  'House',
  'Apartment',
  'Residence',
  'Accommodation',
  'ApartmentComplex',
  'Suite',
  'Room',
  'Condominium',
  'Townhouse',
  'MobileHome',
];
const PRODUCT_TYPES = ['Product', 'IndividualProduct'];
const OFFER_TYPES = ['Offer', 'AggregateOffer'];

/** Objects a listing points at for the home it describes. */
function linkedResidence(from: Thing | undefined): Thing | undefined {
  for (const key of ['mainEntity', 'about', 'itemOffered', 'containsPlace']) {
    const found = values(from, key).find((v) => hasType(v, RESIDENCE_TYPES));
    if (found) return found as Thing;
  }
  return undefined;
}

function numberFromQuantity(value: unknown): unknown {
  return isObject(value) ? (first(value, 'value', 'maxValue', 'minValue') ?? undefined) : value;
}

function squareFeetFrom(value: unknown): number | null {
  if (isObject(value)) {
    const unit = String(first(value, 'unitCode', 'unitText') ?? '');
    return normalizeSquareFeet(first(value, 'value', 'maxValue', 'minValue'), unit);
  }
  if (typeof value === 'string') {
    const unit = /m²|m2|sq\.?\s*m|square met/i.test(value) ? 'MTK' : undefined;
    return normalizeSquareFeet(value, unit);
  }
  return normalizeSquareFeet(value);
}

function isMonthly(spec: unknown): boolean {
  if (!isObject(spec)) return false;
  const unitFields = [
    first(spec, 'unitCode', 'unitText', 'billingDuration'),
    first(
      isObject(spec.referenceQuantity) ? spec.referenceQuantity : undefined,
      'unitCode',
      'unitText',
    ),
  ];
  return unitFields.some(
    (u) => typeof u === 'string' && /^(mon|month|monthly|p1m)$/i.test(u.trim()),
  );
}

function offerKind(offer: Thing): PriceKind {
  const fn = values(offer, 'businessFunction').map(String).join(' ');
  if (/LeaseOut|Rent/i.test(fn)) return 'rent';
  if (/Sell/i.test(fn)) return 'sale';
  if (values(offer, 'priceSpecification').some(isMonthly) || isMonthly(offer)) return 'rent';
  const category = values(offer, 'category').map(String).join(' ');
  if (/\b(rent|rental|lease)\b/i.test(category)) return 'rent';
  if (/\bsale\b/i.test(category)) return 'sale';
  return 'unknown';
}

function offerPrice(offer: Thing): unknown {
  const direct = first(offer, 'price', 'lowPrice');
  if (direct !== undefined) return direct;
  for (const spec of values(offer, 'priceSpecification')) {
    if (isObject(spec)) {
      const p = first(spec, 'price', 'minPrice');
      if (p !== undefined) return p;
    }
  }
  return undefined;
}

function imageUrls(value: unknown, base: string): string[] {
  const list = Array.isArray(value) ? value : [value];
  const urls: string[] = [];
  for (const item of list) {
    const raw = isObject(item) ? first(item, 'contentUrl', 'url') : item;
    const url = absoluteHttpUrl(raw, base);
    if (url) urls.push(url);
  }
  return urls;
}

/** Adds what the things say about the listing to `page`, at the given rank. */
export function extractFromThings(things: Thing[], page: PageExtraction, rank: Rank): void {
  const listing = things.find((t) => hasType(t, LISTING_TYPES));
  const product = things.find((t) => hasType(t, PRODUCT_TYPES) && !hasType(t, LISTING_TYPES));
  const residence =
    linkedResidence(listing) ??
    linkedResidence(product) ??
    things
      .filter((t) => hasType(t, OFFER_TYPES))
      .map((o) => linkedResidence(o))
      .find(Boolean) ??
    things.find((t) => hasType(t, RESIDENCE_TYPES));
  if (!listing && !product && !residence) return;

  const set = (field: keyof PageExtraction['fields'], value: string | number | null) => {
    if (value === null || value === '') return;
    const existing = page.fields[field];
    if (!existing || existing.rank < rank) page.fields[field] = { value, rank };
  };

  set(
    'title',
    plainText(
      first(listing, 'name') ?? first(product, 'name') ?? first(residence, 'name'),
      LIMITS.title,
    ),
  );
  set(
    'description',
    plainText(
      first(listing, 'description') ??
        first(product, 'description') ??
        first(residence, 'description'),
      LIMITS.description,
      true,
    ),
  );

  const address = [residence, listing, product]
    .map((t) => first(t, 'address'))
    .find((a) => a !== undefined);
  if (isObject(address)) {
    const street = [first(address, 'streetAddress'), first(address, 'addressLine2')]
      .map((s) => plainText(s, LIMITS.address))
      .filter(Boolean)
      .join(' ');
    set('address', street || null);
    set('city', plainText(first(address, 'addressLocality'), LIMITS.city));
    set('state', normalizeState(first(address, 'addressRegion')));
    set('zip_code', normalizeZip(first(address, 'postalCode')));
  } else if (typeof address === 'string') {
    const parsed = parseAddressText(plainText(address, 400) ?? '');
    if (parsed) {
      set('address', parsed.address);
      set('city', parsed.city);
      set('state', parsed.state);
      set('zip_code', parsed.zip);
    }
  }

  const homes = [residence, listing, product];
  const pick = (...keys: string[]) =>
    homes.map((t) => numberFromQuantity(first(t, ...keys))).find((v) => v !== undefined);
  set('bedrooms', normalizeBedrooms(pick('numberOfBedrooms') ?? pick('numberOfRooms')));
  let baths = normalizeBathrooms(pick('numberOfBathroomsTotal', 'numberOfBathrooms'));
  if (baths === null) {
    const full = parseNumber(pick('numberOfFullBathrooms'));
    const partial = parseNumber(pick('numberOfPartialBathrooms')) ?? 0;
    if (full !== null) baths = normalizeBathrooms(full + partial * 0.5);
  }
  set('bathrooms', baths);
  const floor = homes.map((t) => first(t, 'floorSize')).find((v) => v !== undefined);
  set('square_feet', floor === undefined ? null : squareFeetFrom(floor));

  for (const offer of things.filter((t) => hasType(t, OFFER_TYPES))) {
    const amount = normalizePrice(offerPrice(offer));
    if (amount === null) continue;
    const kind = offerKind(offer);
    page.prices.push({ amount, kind, rank });
    if (kind === 'rent') page.rent = true;
    if (kind === 'sale') page.sale = true;
  }

  extractRental(things, [residence, listing, product], page, rank);

  for (const source of [listing, product, residence]) {
    for (const key of ['image', 'photo', 'photos']) {
      for (const url of imageUrls(values(source, key), page.url)) {
        if (!page.images.includes(url)) page.images.push(url);
      }
    }
  }
}

/** Months from a leaseLength: a QuantitativeValue in months (MON) or years (ANN), or "P12M". */
function leaseMonths(value: unknown): number | null {
  if (isObject(value)) {
    const unit = String(first(value, 'unitCode', 'unitText') ?? 'MON');
    const n = parseNumber(first(value, 'value', 'minValue'));
    if (n === null) return null;
    if (/^(mon|months?)$/i.test(unit.trim())) return normalizeLeaseMonths(n);
    if (/^(ann|years?)$/i.test(unit.trim())) return normalizeLeaseMonths(n * 12);
    return null;
  }
  if (typeof value === 'string') {
    const m = /^P(?:(\d+)Y)?(?:(\d+)M)?$/i.exec(value.trim());
    if (m && (m[1] || m[2]))
      return normalizeLeaseMonths(Number(m[1] ?? 0) * 12 + Number(m[2] ?? 0));
  }
  return null;
}

const APPLIANCE =
  /^(?:dishwasher|refrigerator|fridge|microwave|oven|range|stove|cooktop|washer|dryer|washer\/dryer|garbage disposal|disposal|freezer|ice maker|wine fridge|wine cooler)s?$/i;

/**
 * The rental fields schema.org states: yearBuilt, petsAllowed, leaseLength, the availability
 * date, a tour page, and amenityFeature names (the ones matching a listing option fill that
 * field; other appliances and amenities become list items).
 */
function extractRental(
  things: Thing[],
  homes: Array<Thing | undefined>,
  page: PageExtraction,
  rank: Rank,
): void {
  const offers = things.filter((t) => hasType(t, OFFER_TYPES));
  const sources = [...homes, ...offers];
  const pick = (...keys: string[]) =>
    sources.map((t) => first(t, ...keys)).find((v) => v !== undefined);

  setRental(page, 'year_built', normalizeYearBuilt(pick('yearBuilt')), rank);
  setRental(page, 'lease_term_months', leaseMonths(pick('leaseLength')), rank);
  const available = pick('availabilityStarts', 'availableAtOrFrom', 'availableFrom');
  setRental(page, 'available_date', normalizeDate(available), rank);
  for (const key of ['tourBookingPage', 'virtualTour', 'tour']) {
    const url = normalizeTourUrl(pick(key));
    if (url) {
      setRental(page, 'virtual_tour_url', url, rank);
      break;
    }
  }

  const pets = pick('petsAllowed');
  if (typeof pets === 'boolean' || /^(true|false)$/i.test(String(pets))) {
    const allowed = pets === true || String(pets).toLowerCase() === 'true';
    setRental(page, 'cats_allowed', allowed, rank);
    setRental(page, 'dogs_allowed', allowed, rank);
  } else if (typeof pets === 'string') {
    // Text such as "Cats only" or "No pets": read like page text, at this rank.
    const text = /\bpets?\b|\bcats?\b|\bdogs?\b/i.test(pets) ? pets : `Pets: ${pets}`;
    const found = findPets([text]);
    setRental(page, 'cats_allowed', found.cats, rank);
    setRental(page, 'dogs_allowed', found.dogs, rank);
    setRental(page, 'pet_limit', found.limit, rank);
  }

  const amenities: string[] = [];
  const appliances: string[] = [];
  for (const feature of sources.flatMap((t) => values(t, 'amenityFeature'))) {
    const name = plainText(isObject(feature) ? first(feature, 'name') : feature, 200);
    if (!name) continue;
    const value = isObject(feature) ? first(feature, 'value') : undefined;
    if (value === false || /^(false|no)$/i.test(String(value ?? ''))) continue;
    if (APPLIANCE.test(name)) {
      appliances.push(name);
      continue;
    }
    // A name matching a listing option (garage, central air, in-unit laundry...) fills that field.
    const probe: PageExtraction = { ...page, rental: {} };
    applyRentalText(probe, [name], '', rank);
    const mapped = (['parking', 'laundry', 'air_conditioning'] as const).filter((key) => {
      const found = probe.rental[key];
      if (found) setRental(page, key, found.value, rank);
      return !!found;
    });
    if (mapped.length === 0) amenities.push(name);
  }
  setRental(page, 'appliances', normalizeItems(appliances), rank);
  setRental(page, 'amenities', normalizeItems(amenities), rank);
}
