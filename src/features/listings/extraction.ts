/** Listing extraction in the form: reading the URL box, filling fields, and the error messages. */
import {
  airConditioningOptions,
  laundryOptions,
  parkingOptions,
  utilityOptions,
  type Utility,
} from '@/config/listingRules';
import { listingTypes, type ListingType } from '@/lib/database.types';
import type { PropertyFormValues } from './propertySchema';

/** `propertyData` as generate-property-listing answers it (any field may be missing or null). */
export interface ExtractedListing {
  title?: string | null;
  description?: string | null;
  property_type?: string | null;
  price?: number | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  square_feet?: number | null;
  images?: string[] | null;
  available_date?: string | null;
  security_deposit?: number | null;
  application_fee?: number | null;
  lease_term_months?: number | null;
  month_to_month?: boolean | null;
  cats_allowed?: boolean | null;
  dogs_allowed?: boolean | null;
  pet_limit?: number | null;
  pet_fee?: number | null;
  parking?: string | null;
  laundry?: string | null;
  utilities_included?: string[] | null;
  air_conditioning?: string | null;
  appliances?: string[] | null;
  amenities?: string[] | null;
  year_built?: number | null;
  hoa_fee?: number | null;
  virtual_tour_url?: string | null;
}

export const EXTRACTION_MESSAGES = {
  empty: 'Please enter at least one listing URL',
  success: 'Property details extracted! Review and adjust as needed.',
  rateLimited: 'Rate limit reached. Please try again in a moment.',
  noCredits: 'AI credits depleted. Please add credits to continue.',
  failed: 'Failed to extract property details',
} as const;

/** The URLs in the box: one per line, blank lines dropped. */
export function listingUrlLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const TEXT_FIELDS = [
  'title',
  'description',
  'address',
  'city',
  'state',
  'zip_code',
  'available_date',
  'virtual_tour_url',
] as const;
const NUMBER_FIELDS = [
  'price',
  'bedrooms',
  'bathrooms',
  'square_feet',
  'security_deposit',
  'application_fee',
  'lease_term_months',
  'pet_limit',
  'pet_fee',
  'year_built',
  'hoa_fee',
] as const;
const PET_FIELDS = ['cats_allowed', 'dogs_allowed'] as const;
const LIST_FIELDS = ['appliances', 'amenities'] as const;

const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (options as readonly string[]).includes(value);

/**
 * The form values with every non-empty extracted value written over them; empty ones (null,
 * blank text, no images) keep what the form had. Zero is a value (a studio has 0 bedrooms).
 * Returns the names of the fields that changed.
 */
export function applyExtraction(
  values: PropertyFormValues,
  data: ExtractedListing,
): { values: PropertyFormValues; filled: Array<keyof PropertyFormValues> } {
  const next: PropertyFormValues = { ...values };
  const filled: Array<keyof PropertyFormValues> = [];
  const set = <K extends keyof PropertyFormValues>(key: K, value: PropertyFormValues[K]) => {
    if (next[key] !== value) filled.push(key);
    next[key] = value;
  };
  for (const key of TEXT_FIELDS) {
    const value = data[key];
    if (typeof value === 'string' && value.trim() !== '') set(key, value.trim());
  }
  for (const key of NUMBER_FIELDS) {
    const value = data[key];
    if (typeof value === 'number' && Number.isFinite(value)) set(key, String(value));
  }
  const type = data.property_type;
  if (typeof type === 'string' && (listingTypes as readonly string[]).includes(type)) {
    set('property_type', type as ListingType);
  }
  const images = (data.images ?? []).filter((u) => typeof u === 'string' && u.trim() !== '');
  if (images.length > 0) set('images', images.join('\n'));
  // Only "yes, month to month" is news: false is also what "not stated" looks like in the form.
  if (data.month_to_month === true) set('month_to_month', true);
  for (const key of PET_FIELDS) {
    const value = data[key];
    if (typeof value === 'boolean') set(key, value ? 'yes' : 'no');
  }
  if (isOneOf(parkingOptions, data.parking)) set('parking', data.parking);
  if (isOneOf(laundryOptions, data.laundry)) set('laundry', data.laundry);
  if (isOneOf(airConditioningOptions, data.air_conditioning)) {
    set('air_conditioning', data.air_conditioning);
  }
  const utilities = utilityOptions.filter((u: Utility) => data.utilities_included?.includes(u));
  if (utilities.length > 0 && utilities.join() !== next.utilities_included.join()) {
    set('utilities_included', utilities);
  }
  for (const key of LIST_FIELDS) {
    const items = (data[key] ?? []).filter((i) => typeof i === 'string' && i.trim() !== '');
    if (items.length > 0) set(key, items.map((i) => i.trim()).join('\n'));
  }
  return { values: next, filled };
}

/** What an invoke error carries: the HTTP status (when the function answered) and a message. */
export interface InvokeFailure {
  status?: number;
  message?: string;
  /** The function's own explanation (its JSON `message`), when it answered with one. */
  detail?: string;
}

export function extractionErrorMessage(failure: InvokeFailure): string {
  const text = failure.message ?? '';
  if (failure.status === 429 || text.includes('429')) return EXTRACTION_MESSAGES.rateLimited;
  if (failure.status === 402 || text.includes('402')) return EXTRACTION_MESSAGES.noCredits;
  return EXTRACTION_MESSAGES.failed;
}
