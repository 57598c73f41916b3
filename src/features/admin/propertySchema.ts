/**
 * The listing form's rules, written once: what the admin types (strings, as inputs give them)
 * and what is saved (the `properties` row, numbers as numbers). They mirror the table's CHECK
 * constraints, so a form that validates always saves.
 */
import { z } from 'zod';
import {
  propertyLimits as limits,
  propertyStatuses,
  propertyTypes,
  type Property,
  type PropertyInsert,
  type PropertyStatus,
  type PropertyType,
} from '@/lib/database.types';

export const propertyTypeLabels: Record<PropertyType, string> = {
  sale: 'For Sale',
  rent: 'For Rent',
  both: 'For Sale or Rent',
};

export const propertyStatusLabels: Record<PropertyStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  sold: 'Sold',
  rented: 'Rented',
  off_market: 'Off market',
};

/** What the form holds: every field as typed. */
export interface PropertyFormValues {
  title: string;
  description: string;
  property_type: PropertyType;
  price: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  bedrooms: string;
  bathrooms: string;
  square_feet: string;
  status: PropertyStatus;
  /** Image URLs, one per line. */
  images: string;
}

export const emptyPropertyForm: PropertyFormValues = {
  title: '',
  description: '',
  property_type: 'sale',
  price: '',
  address: '',
  city: '',
  state: 'CA',
  zip_code: '',
  bedrooms: '',
  bathrooms: '',
  square_feet: '',
  status: 'active',
  images: '',
};

export function toFormValues(property: Property): PropertyFormValues {
  return {
    title: property.title,
    description: property.description ?? '',
    property_type: property.property_type,
    price: String(property.price),
    address: property.address,
    city: property.city,
    state: property.state,
    zip_code: property.zip_code,
    bedrooms: String(property.bedrooms),
    bathrooms: String(property.bathrooms),
    square_feet: String(property.square_feet),
    status: property.status,
    images: property.images.join('\n'),
  };
}

function requiredText(label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

interface NumberRule {
  min: number;
  max: number;
  /** 1 for whole numbers, 0.5 for half steps; omit for any amount with at most cents. */
  step?: number;
  minMessage?: string;
}

function numberField(label: string, rule: NumberRule) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => /^\d+(\.\d+)?$/.test(v.replace(/,/g, '')), `${label} must be a number`)
    .transform((v) => Number(v.replace(/,/g, '')))
    .refine((n) => n >= rule.min, rule.minMessage ?? `${label} must be at least ${rule.min}`)
    .refine((n) => n <= rule.max, `${label} must be at most ${rule.max.toLocaleString('en-US')}`)
    .refine(
      (n) => {
        if (rule.step === undefined) return Math.round(n * 100) === n * 100;
        return Number.isInteger(n / rule.step);
      },
      rule.step === 1
        ? `${label} must be a whole number`
        : rule.step
          ? `${label} must be in steps of ${rule.step}`
          : `${label} can have at most 2 decimals`,
    );
}

/** An http(s) URL, or a path on this site such as /images/listings/1.jpg (the seed uses those). */
export function isImageUrl(value: string): boolean {
  if (value.length > limits.imageUrlMax || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The image lines as a list: trimmed, blank lines dropped. */
export function imageLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const imagesField = z
  .string()
  .transform(imageLines)
  .superRefine((urls, ctx) => {
    if (urls.length > limits.imagesMax) {
      ctx.addIssue({ code: 'custom', message: `At most ${limits.imagesMax} images` });
    }
    const bad = urls.findIndex((u) => !isImageUrl(u));
    if (bad !== -1) {
      ctx.addIssue({
        code: 'custom',
        message: `Image ${bad + 1} is not an http(s) URL: ${urls[bad]!.slice(0, 80)}`,
      });
    }
  });

export const propertyFormSchema = z.object({
  title: requiredText('Title', limits.titleMax),
  description: z
    .string()
    .trim()
    .max(limits.descriptionMax, `Description must be at most ${limits.descriptionMax} characters`)
    .transform((v) => (v === '' ? null : v)),
  property_type: z.enum(propertyTypes, { error: 'Choose a listing type' }),
  price: numberField('Price', { min: 0, max: limits.priceMax }),
  address: requiredText('Address', limits.addressMax),
  city: requiredText('City', limits.cityMax),
  state: z
    .string()
    .trim()
    .min(1, 'State is required')
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z]{2}$/.test(v), 'Use the two-letter state code, e.g. CA'),
  zip_code: z
    .string()
    .trim()
    .min(1, 'ZIP code is required')
    .refine((v) => /^\d{5}(-\d{4})?$/.test(v), 'Enter a 5-digit ZIP code'),
  bedrooms: numberField('Bedrooms', { min: 0, max: limits.bedroomsMax, step: 1 }),
  bathrooms: numberField('Bathrooms', { min: 0, max: limits.bathroomsMax, step: 0.5 }),
  square_feet: numberField('Square feet', {
    min: limits.squareFeetMin,
    max: limits.squareFeetMax,
    step: 1,
  }),
  status: z.enum(propertyStatuses, { error: 'Choose a status' }),
  images: imagesField,
}) satisfies z.ZodType<PropertyInsert, PropertyFormValues>;

export type PropertyFormOutput = z.output<typeof propertyFormSchema>;
