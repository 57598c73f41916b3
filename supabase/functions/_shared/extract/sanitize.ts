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
  return data;
}

/** `over`'s non-empty values replace `base`'s; images are combined, `over`'s first. */
export function mergePropertyData(base: PropertyData, over: PropertyData): PropertyData {
  const merged: PropertyData = { ...base };
  for (const key of Object.keys(base) as Array<keyof PropertyData>) {
    if (key === 'images') continue;
    const value = over[key];
    if (value !== null && value !== '') (merged as unknown as Record<string, unknown>)[key] = value;
  }
  const images = [...over.images];
  for (const url of base.images) if (!images.includes(url)) images.push(url);
  merged.images = images.slice(0, LIMITS.images);
  return merged;
}
