/**
 * Everything about the lead forms that needs no validation library: allowed values and labels,
 * the consultation slots and dates, the messages, and the mappings from form values to request
 * bodies and `leads` rows. Pages import this module statically; the zod schemas
 * (lead-schemas.ts, which re-exports all of this) load only when a form is validated.
 *
 * Runs in Vite and in Deno alike: imports nothing at run time.
 */
import type {
  ConsultationFormValues,
  ContactFormValues,
  DemoRequest,
  LeadDialogInput,
  LeadDialogValues,
  OwnerPortalValues,
  SubmitLeadBody,
} from './lead-schemas.ts';

// ---------------------------------------------------------------------------------------------
// Allowed values, labels and messages
// ---------------------------------------------------------------------------------------------

export const propertyTypes = [
  'single-family',
  'condo',
  'multi-unit',
  'apartment',
  'other',
] as const;
export const unitsOwnedOptions = ['1', '2-5', '6-10', '10+'] as const;
export const yesNo = ['yes', 'no'] as const;
export const contactMethods = ['email', 'phone', 'text'] as const;
export const bestTimes = ['morning', 'afternoon', 'evening'] as const;

export type PropertyType = (typeof propertyTypes)[number];
export type UnitsOwned = (typeof unitsOwnedOptions)[number];
export type ContactMethod = (typeof contactMethods)[number];
export type BestTime = (typeof bestTimes)[number];

export const propertyTypeLabels: Record<PropertyType, string> = {
  'single-family': 'Single-family home',
  condo: 'Condo / townhome',
  'multi-unit': 'Multi-unit (2-4 units)',
  apartment: 'Apartment building (5+ units)',
  other: 'Other',
};
export const unitsOwnedLabels: Record<UnitsOwned, string> = {
  '1': '1 unit',
  '2-5': '2-5 units',
  '6-10': '6-10 units',
  '10+': 'More than 10 units',
};
export const contactMethodLabels: Record<ContactMethod, string> = {
  email: 'Email',
  phone: 'Phone call',
  text: 'Text message',
};
export const bestTimeLabels: Record<BestTime, string> = {
  morning: 'Morning (7am-12pm)',
  afternoon: 'Afternoon (12pm-4pm)',
  evening: 'Evening (4pm-7pm)',
};

/** The 13 hourly consultation slots, 7:00 AM to 7:00 PM. */
export const timeSlots: readonly string[] = Array.from({ length: 13 }, (_, i) => {
  const hour24 = 7 + i;
  const hour12 = hour24 > 12 ? hour24 - 12 : hour24;
  return `${hour12}:00 ${hour24 < 12 ? 'AM' : 'PM'}`;
});

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Name of the hidden honeypot field every form sends; people never fill it, bots do. */
export const HONEYPOT_FIELD = 'company_website';

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

export const leadMessages = {
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  firstNameRequired: 'First name is required',
  firstNameMax: 'First name must be at most 100 characters',
  lastNameRequired: 'Last name is required',
  lastNameMax: 'Last name must be at most 100 characters',
  emailInvalid: 'Invalid email address',
  emailMax: 'Email must be at most 255 characters',
  phoneMin: 'Phone number must be at least 10 digits',
  phoneMax: 'Phone number must be at most 20 characters',
  phoneChars: 'Phone number may only contain digits, spaces and + ( ) - .',
  propertyAddressRequired: 'Property address is required',
  propertyAddressMax: 'Property address must be at most 200 characters',
  propertyTypeRequired: 'Please select a property type',
  unitsOwnedRequired: 'Please select number of units',
  hasCurrentManagerRequired: 'Please select yes or no',
  frustrationRequired: 'Please share your biggest frustration',
  frustrationMax: 'Please keep it under 1000 characters',
  preferredContactRequired: 'Please select a contact method',
  bestTimeRequired: 'Please select a time',
  dateRequired: 'Please select a date',
  dateWeekday: 'Please select a weekday (Monday to Friday)',
  datePast: 'Please select a date that is not in the past',
  timeRequired: 'Please select a time',
  propertyInfoRequired: 'Please tell us about your property',
  propertyInfoMax: 'Please keep it under 1000 characters',
} as const;

// ---------------------------------------------------------------------------------------------
// Consultation dates
// ---------------------------------------------------------------------------------------------

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function isWeekend(date: Date): boolean {
  const day = date.getDay();
  return day === 0 || day === 6;
}

/** Days a consultation can be booked on: weekdays from today on (in the visitor's time zone). */
export function isBookableDate(date: Date, now: Date = new Date()): boolean {
  return !isWeekend(date) && startOfDay(date) >= startOfDay(now);
}

/** 'March 15, 2025' (the same as date-fns `format(date, 'MMMM d, yyyy')`). */
export function formatRequestDate(date: Date): string {
  return `${MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** Parses 'March 15, 2025' to a local date, or null when it is not a real calendar date. */
export function parseRequestDate(value: string): Date | null {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(value);
  if (!match) return null;
  const month = MONTH_NAMES.indexOf(match[1] as (typeof MONTH_NAMES)[number]);
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (month < 0) return null;
  const date = new Date(year, month, day);
  if (date.getFullYear() !== year || date.getMonth() !== month || date.getDate() !== day) {
    return null;
  }
  return date;
}

// ---------------------------------------------------------------------------------------------
// Form values to request bodies and rows
// ---------------------------------------------------------------------------------------------

export const emptyLeadDialog: LeadDialogInput = {
  fullName: '',
  email: '',
  phone: '',
  propertyAddress: '',
  propertyType: '',
  unitsOwned: '',
  hasCurrentManager: '',
  biggestFrustration: '',
  preferredContact: '',
  bestTime: '',
  [HONEYPOT_FIELD]: '',
};

export function toDemoRequest(values: ConsultationFormValues): DemoRequest {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    date: formatRequestDate(values.date),
    time: values.time,
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? '',
  };
}

export const CONTACT_FIXED = {
  property_address: 'Not provided - general inquiry',
  property_type: 'not specified',
  units_owned: 'not specified',
  has_current_manager: false,
  preferred_contact: 'email',
  best_time: 'anytime',
} as const;

export function toSubmitLeadBody(values: ContactFormValues): SubmitLeadBody {
  return {
    full_name: values.name,
    email: values.email,
    phone: values.phone,
    ...CONTACT_FIXED,
    biggest_frustration: values.propertyInfo,
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? '',
  };
}

export const OWNER_PORTAL_FIXED = {
  full_name: 'Owner Portal notification request',
  biggest_frustration: 'Interested in the Owner Portal launch: please notify me when it opens.',
} as const;

export type LeadSource = 'lead_dialog' | 'contact' | 'consultation' | 'owner_portal';

export interface LeadRowInsert {
  source: LeadSource;
  full_name: string;
  email: string;
  phone: string;
  property_address: string;
  property_type: string;
  units_owned: string;
  has_current_manager: boolean;
  biggest_frustration: string;
  preferred_contact: string;
  best_time: string;
  requested_date?: string | null;
  requested_time?: string | null;
}

export function leadDialogToRow(v: LeadDialogValues): LeadRowInsert {
  return {
    source: 'lead_dialog',
    full_name: v.fullName,
    email: v.email,
    phone: v.phone,
    property_address: v.propertyAddress,
    property_type: v.propertyType,
    units_owned: v.unitsOwned,
    has_current_manager: v.hasCurrentManager === 'yes',
    biggest_frustration: v.biggestFrustration,
    preferred_contact: v.preferredContact,
    best_time: v.bestTime,
  };
}

/** The camelCase body of `send-lead-notification` (hasCurrentManager stays the raw 'yes'/'no'). */
export function leadDialogToNotification(v: LeadDialogValues): LeadDialogValues {
  return {
    fullName: v.fullName,
    email: v.email,
    phone: v.phone,
    propertyAddress: v.propertyAddress,
    propertyType: v.propertyType,
    unitsOwned: v.unitsOwned,
    hasCurrentManager: v.hasCurrentManager,
    biggestFrustration: v.biggestFrustration,
    preferredContact: v.preferredContact,
    bestTime: v.bestTime,
  };
}

export function submitLeadToRow(b: SubmitLeadBody): LeadRowInsert {
  return {
    source: 'contact',
    full_name: b.full_name,
    email: b.email,
    phone: b.phone,
    property_address: b.property_address,
    property_type: b.property_type,
    units_owned: b.units_owned,
    has_current_manager: b.has_current_manager,
    biggest_frustration: b.biggest_frustration,
    preferred_contact: b.preferred_contact,
    best_time: b.best_time,
  };
}

export function demoRequestToRow(d: DemoRequest): LeadRowInsert {
  return {
    source: 'consultation',
    full_name: `${d.firstName} ${d.lastName}`,
    email: d.email,
    phone: d.phone,
    property_address: '',
    property_type: '',
    units_owned: '',
    has_current_manager: false,
    biggest_frustration: '',
    preferred_contact: 'phone',
    best_time: '',
    requested_date: d.date,
    requested_time: d.time,
  };
}

export function ownerPortalToRow(v: OwnerPortalValues): LeadRowInsert {
  return {
    source: 'owner_portal',
    full_name: OWNER_PORTAL_FIXED.full_name,
    email: v.email,
    phone: '',
    property_address: '',
    property_type: '',
    units_owned: '',
    has_current_manager: false,
    biggest_frustration: OWNER_PORTAL_FIXED.biggest_frustration,
    preferred_contact: 'email',
    best_time: 'morning',
  };
}
