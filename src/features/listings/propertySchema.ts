/**
 * The listing form's rules, written once: what the admin types (strings, as inputs give them)
 * and what is saved (the `properties` row, numbers as numbers). They mirror the table's CHECK
 * constraints, so a form that validates always saves.
 */
import { z } from 'zod';
import {
  propertyLimits as limits,
  propertyStatuses,
  listingTypes,
  type Property,
  type PropertyInsert,
  type PropertyStatus,
  type ListingType,
} from '@/lib/database.types';
import {
  airConditioningOptions,
  checkFairHousing,
  laundryOptions,
  listingDetailLimits as detailLimits,
  parkingOptions,
  utilityOptions,
  type AirConditioning,
  type Laundry,
  type ListingFee,
  type Parking,
  type Utility,
} from '@/config/listingRules';

export const listingTypeLabels: Record<ListingType, string> = {
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
  property_type: ListingType;
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
  available_date: string;
  security_deposit: string;
  application_fee: string;
  lease_term_months: string;
  month_to_month: boolean;
  cats_allowed: PetAnswer;
  dogs_allowed: PetAnswer;
  pet_limit: string;
  pet_fee: string;
  parking: Parking | '';
  laundry: Laundry | '';
  air_conditioning: AirConditioning | '';
  utilities_included: Utility[];
  /** One item per line. */
  appliances: string;
  amenities: string;
  year_built: string;
  hoa_fee: string;
  virtual_tour_url: string;
  /** Mandatory monthly fees, one 'Label: amount' per line. */
  mandatory_fees: string;
}

/** A pet question: not stated, allowed, or not allowed. */
export type PetAnswer = '' | 'yes' | 'no';

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
  available_date: '',
  security_deposit: '',
  application_fee: '',
  lease_term_months: '',
  month_to_month: false,
  cats_allowed: '',
  dogs_allowed: '',
  pet_limit: '',
  pet_fee: '',
  parking: '',
  laundry: '',
  air_conditioning: '',
  utilities_included: [],
  appliances: '',
  amenities: '',
  year_built: '',
  hoa_fee: '',
  virtual_tour_url: '',
  mandatory_fees: '',
};

const text = (value: number | null) => (value === null ? '' : String(value));
const petAnswer = (value: boolean | null): PetAnswer =>
  value === null ? '' : value ? 'yes' : 'no';

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
    available_date: property.available_date ?? '',
    security_deposit: text(property.security_deposit),
    application_fee: text(property.application_fee),
    lease_term_months: text(property.lease_term_months),
    month_to_month: property.month_to_month,
    cats_allowed: petAnswer(property.cats_allowed),
    dogs_allowed: petAnswer(property.dogs_allowed),
    pet_limit: text(property.pet_limit),
    pet_fee: text(property.pet_fee),
    parking: property.parking ?? '',
    laundry: property.laundry ?? '',
    air_conditioning: property.air_conditioning ?? '',
    utilities_included: property.utilities_included,
    appliances: property.appliances.join('\n'),
    amenities: property.amenities.join('\n'),
    year_built: text(property.year_built),
    hoa_fee: text(property.hoa_fee),
    virtual_tour_url: property.virtual_tour_url ?? '',
    mandatory_fees: property.mandatory_fees.map((f) => `${f.label}: ${f.amount}`).join('\n'),
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

/** The same number rules, but blank means 'not stated' (null). */
function optionalNumber(label: string, rule: NumberRule) {
  return z.union([
    z
      .string()
      .trim()
      .length(0)
      .transform(() => null),
    numberField(label, rule),
  ]);
}

const money = (label: string) => optionalNumber(label, { min: 0, max: detailLimits.moneyMax });

const petField = z.enum(['', 'yes', 'no']).transform((v) => (v === '' ? null : v === 'yes'));

function optionalChoice<T extends string>(values: readonly [T, ...T[]], label: string) {
  return z
    .union([z.literal(''), z.enum(values, { error: `Choose a ${label}` })])
    .transform((v): T | null => (v === '' ? null : v));
}

/** Lines of a list field, trimmed, blanks dropped, each short. */
function itemList(label: string) {
  return z
    .string()
    .transform(imageLines)
    .superRefine((items, ctx) => {
      if (items.length > detailLimits.featureItemsMax) {
        ctx.addIssue({
          code: 'custom',
          message: `${label}: at most ${detailLimits.featureItemsMax} items`,
        });
      }
      const long = items.find((item) => item.length > detailLimits.featureItemMax);
      if (long) {
        ctx.addIssue({
          code: 'custom',
          message: `${label}: each item at most ${detailLimits.featureItemMax} characters ("${long.slice(0, 30)}...")`,
        });
      }
    });
}

/** 'Trash service: 25' lines as fees; a line that does not read so is an error naming it. */
export function parseFeeLines(value: string): { fees: ListingFee[]; bad: string | null } {
  const fees: ListingFee[] = [];
  for (const line of imageLines(value)) {
    const match = /^(.+?)\s*:\s*\$?\s*([\d,]+(?:\.\d{1,2})?)$/.exec(line);
    const label = match?.[1]?.trim() ?? '';
    const amount = Number((match?.[2] ?? '').replace(/,/g, ''));
    if (
      !match ||
      label === '' ||
      label.length > detailLimits.feeLabelMax ||
      !(amount <= detailLimits.moneyMax)
    ) {
      return { fees, bad: line };
    }
    fees.push({ label, amount });
  }
  return { fees, bad: null };
}

const feesField = z.string().transform((v, ctx) => {
  const { fees, bad } = parseFeeLines(v);
  if (bad !== null) {
    ctx.addIssue({
      code: 'custom',
      message: `Write each fee as 'Label: amount', e.g. 'Trash: 25' (not "${bad.slice(0, 40)}")`,
    });
  } else if (fees.length > detailLimits.feesMax) {
    ctx.addIssue({ code: 'custom', message: `At most ${detailLimits.feesMax} fees` });
  }
  return fees;
});

/** The first forbidden ad phrase in a text, as a form message: which phrase and why. */
export function fairHousingMessage(value: string | null): string | null {
  const finding = value ? checkFairHousing(value)[0] : undefined;
  if (!finding) return null;
  return `"${finding.found}" may not appear in a housing ad: ${finding.rule.why} (${finding.rule.source.name}). Please rephrase.`;
}

function fairHousingChecked<T extends z.ZodType<string | null>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const message = fairHousingMessage(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

export const propertyFormSchema = z
  .object({
    title: fairHousingChecked(requiredText('Title', limits.titleMax)),
    description: fairHousingChecked(
      z
        .string()
        .trim()
        .max(
          limits.descriptionMax,
          `Description must be at most ${limits.descriptionMax} characters`,
        )
        .transform((v) => (v === '' ? null : v)),
    ),
    property_type: z.enum(listingTypes, { error: 'Choose a listing type' }),
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
    available_date: z
      .string()
      .trim()
      .refine((v) => v === '' || isCalendarDate(v), 'Enter a date such as 2026-12-01')
      .transform((v) => (v === '' ? null : v)),
    security_deposit: money('Security deposit'),
    application_fee: money('Application fee'),
    lease_term_months: optionalNumber('Lease term', {
      min: 1,
      max: detailLimits.leaseTermMonthsMax,
      step: 1,
    }),
    month_to_month: z.boolean(),
    cats_allowed: petField,
    dogs_allowed: petField,
    pet_limit: optionalNumber('Pet limit', { min: 1, max: detailLimits.petLimitMax, step: 1 }),
    pet_fee: money('Pet fee'),
    parking: optionalChoice(parkingOptions, 'parking option'),
    laundry: optionalChoice(laundryOptions, 'laundry option'),
    air_conditioning: optionalChoice(airConditioningOptions, 'cooling option'),
    utilities_included: z.array(z.enum(utilityOptions)).transform((v) => [...new Set(v)]),
    appliances: itemList('Appliances'),
    amenities: itemList('Amenities'),
    year_built: optionalNumber('Year built', {
      min: detailLimits.yearBuiltMin,
      max: detailLimits.yearBuiltMax,
      step: 1,
    }),
    hoa_fee: money('HOA fee'),
    virtual_tour_url: z
      .string()
      .trim()
      .refine((v) => v === '' || isHttpsUrl(v), 'Virtual tour link must start with https://')
      .transform((v) => (v === '' ? null : v)),
    mandatory_fees: feesField,
  })
  .superRefine((values, ctx) => {
    const petsAllowed = values.cats_allowed === true || values.dogs_allowed === true;
    if (!petsAllowed && (values.pet_limit !== null || values.pet_fee !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['pet_limit'],
        message: 'A pet limit or fee needs cats or dogs allowed',
      });
    }
  }) satisfies z.ZodType<PropertyInsert, PropertyFormValues>;

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** https only, with a host, no spaces: the database's CHECK says the same. */
export function isHttpsUrl(value: string): boolean {
  if (value.length > detailLimits.virtualTourUrlMax) return false;
  if (!/^https:\/\/[^\s/?#@]+(\/\S*)?$/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}
