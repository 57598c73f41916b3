/** Cleaning a listing object from an untrusted source (the AI model) into valid PropertyData. */
import {
  absoluteHttpUrl,
  LIMITS,
  normalizeBathrooms,
  normalizeBedrooms,
  normalizePrice,
  normalizeSquareFeet,
  normalizeState,
  normalizeZip,
  plainText,
} from './normalize.ts';
import { dropPetTermsWithoutPets } from './merge.ts';
import {
  normalizeAirConditioning,
  normalizeDate,
  normalizeHttpsUrl,
  normalizeItems,
  normalizeLaundry,
  normalizeLeaseMonths,
  normalizeMoney,
  normalizeParking,
  normalizePetLimit,
  normalizeUtilities,
  normalizeYearBuilt,
} from './rental.ts';
import { emptyPropertyData, type ListingType, type PropertyData } from './types.ts';

function listingType(value: unknown): ListingType | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  if (v === 'sale' || v === 'rent' || v === 'both') return v;
  if (/sale.*(rent|lease)|(rent|lease).*sale/.test(v)) return 'both';
  if (/rent|lease/.test(v)) return 'rent';
  if (/sale|sell|buy/.test(v)) return 'sale';
  return null;
}

export function sanitizePropertyData(raw: unknown, base: string): PropertyData {
  const data = emptyPropertyData();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return data;
  const r = raw as Record<string, unknown>;
  data.title = plainText(r.title, LIMITS.title);
  data.description = plainText(r.description, LIMITS.description, true);
  data.property_type = listingType(r.property_type);
  data.price = normalizePrice(r.price);
  data.address = plainText(r.address, LIMITS.address);
  data.city = plainText(r.city, LIMITS.city);
  data.state = normalizeState(r.state);
  data.zip_code = normalizeZip(r.zip_code);
  data.bedrooms = normalizeBedrooms(r.bedrooms);
  data.bathrooms = normalizeBathrooms(r.bathrooms);
  data.square_feet = normalizeSquareFeet(r.square_feet);
  const images = Array.isArray(r.images) ? r.images : [];
  for (const image of images) {
    const url = absoluteHttpUrl(image, base);
    if (url && !data.images.includes(url) && data.images.length < LIMITS.images)
      data.images.push(url);
  }
  data.available_date = normalizeDate(r.available_date);
  data.security_deposit = normalizeMoney(r.security_deposit);
  data.application_fee = normalizeMoney(r.application_fee);
  data.lease_term_months = normalizeLeaseMonths(r.lease_term_months);
  data.month_to_month = r.month_to_month === true ? true : null;
  data.cats_allowed = typeof r.cats_allowed === 'boolean' ? r.cats_allowed : null;
  data.dogs_allowed = typeof r.dogs_allowed === 'boolean' ? r.dogs_allowed : null;
  data.pet_limit = normalizePetLimit(r.pet_limit);
  data.pet_fee = normalizeMoney(r.pet_fee);
  data.parking = normalizeParking(r.parking);
  data.laundry = normalizeLaundry(r.laundry);
  data.utilities_included = normalizeUtilities(r.utilities_included);
  data.air_conditioning = normalizeAirConditioning(r.air_conditioning);
  data.appliances = normalizeItems(r.appliances);
  data.amenities = normalizeItems(r.amenities);
  data.year_built = normalizeYearBuilt(r.year_built);
  data.hoa_fee = normalizeMoney(r.hoa_fee);
  data.virtual_tour_url = normalizeHttpsUrl(r.virtual_tour_url);
  return data;
}

/** `over`'s non-empty values replace `base`'s; images are combined, `over`'s first. */
export function mergePropertyData(base: PropertyData, over: PropertyData): PropertyData {
  const merged: PropertyData = { ...base };
  const take = <K extends keyof PropertyData>(key: K) => {
    const value = over[key];
    if (Array.isArray(value) && value.length === 0) return;
    if (value !== null && value !== '') merged[key] = value;
  };
  for (const key of Object.keys(base) as Array<keyof PropertyData>) if (key !== 'images') take(key);
  const images = [...over.images];
  for (const url of base.images) if (!images.includes(url)) images.push(url);
  merged.images = images.slice(0, LIMITS.images);
  dropPetTermsWithoutPets(merged);
  return merged;
}
