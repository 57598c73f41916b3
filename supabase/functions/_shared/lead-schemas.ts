/**
 * The lead-capture rules, written once. The React forms validate with these schemas
 * (via `@shared/lead-schemas.ts`) and the edge functions validate request bodies with the same
 * ones, so a message shown in the browser is the message the server answers with.
 *
 * Runs in Vite and in Deno alike: import nothing but `zod`.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Allowed values and their labels
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
// Field builders
// ---------------------------------------------------------------------------------------------

const PHONE_CHARS = /^[0-9+().\-\s]*$/;

function text(min: number, max: number, minMessage: string, maxMessage: string) {
  return z.string({ error: minMessage }).trim().min(min, minMessage).max(max, maxMessage);
}

const emailField = z
  .string({ error: leadMessages.emailInvalid })
  .trim()
  .max(255, leadMessages.emailMax)
  .pipe(z.email(leadMessages.emailInvalid));

const phoneField = z
  .string({ error: leadMessages.phoneMin })
  .trim()
  .min(10, leadMessages.phoneMin)
  .max(20, leadMessages.phoneMax)
  .regex(PHONE_CHARS, leadMessages.phoneChars)
  // Counting digits only makes sense once the characters are right (one message at a time).
  .refine((v) => !PHONE_CHARS.test(v) || v.replace(/\D/g, '').length >= 10, leadMessages.phoneMin);

/** A required choice: any string in (so forms can start empty), one of `values` out. */
function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.string({ error: message }).pipe(z.enum(values, { error: message }));
}

const honeypotField = z.string().max(1000).optional();

// ---------------------------------------------------------------------------------------------
// Lead dialog (camelCase: the form, and the body of `send-lead-notification`)
// ---------------------------------------------------------------------------------------------

export const leadDialogSchema = z.object({
  fullName: text(2, 100, leadMessages.nameMin, leadMessages.nameMax),
  email: emailField,
  phone: phoneField,
  propertyAddress: text(
    3,
    200,
    leadMessages.propertyAddressRequired,
    leadMessages.propertyAddressMax,
  ),
  propertyType: choice(propertyTypes, leadMessages.propertyTypeRequired),
  unitsOwned: choice(unitsOwnedOptions, leadMessages.unitsOwnedRequired),
  hasCurrentManager: choice(yesNo, leadMessages.hasCurrentManagerRequired),
  biggestFrustration: text(10, 1000, leadMessages.frustrationRequired, leadMessages.frustrationMax),
  preferredContact: choice(contactMethods, leadMessages.preferredContactRequired),
  bestTime: choice(bestTimes, leadMessages.bestTimeRequired),
  [HONEYPOT_FIELD]: honeypotField,
});
export type LeadDialogInput = z.input<typeof leadDialogSchema>;
export type LeadDialogValues = z.output<typeof leadDialogSchema>;

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

// ---------------------------------------------------------------------------------------------
// Consultation (the form holds a Date; the request to `send-demo-request` holds 'March 15, 2025')
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

const nameParts = {
  firstName: text(1, 100, leadMessages.firstNameRequired, leadMessages.firstNameMax),
  lastName: text(1, 100, leadMessages.lastNameRequired, leadMessages.lastNameMax),
  email: emailField,
  phone: phoneField,
};

const timeSlotField = z
  .string({ error: leadMessages.timeRequired })
  .refine((v) => timeSlots.includes(v), leadMessages.timeRequired);

export const consultationFormSchema = z.object({
  ...nameParts,
  date: z
    .date({ error: leadMessages.dateRequired })
    .refine((d) => !isWeekend(d), leadMessages.dateWeekday)
    .refine((d) => isBookableDate(d) || isWeekend(d), leadMessages.datePast),
  time: timeSlotField,
  [HONEYPOT_FIELD]: honeypotField,
});
export type ConsultationFormInput = z.input<typeof consultationFormSchema>;
export type ConsultationFormValues = z.output<typeof consultationFormSchema>;

/** The body of `send-demo-request`. The server allows a day of slack for visitors' time zones. */
export const demoRequestSchema = z.object({
  ...nameParts,
  date: z
    .string({ error: leadMessages.dateRequired })
    .max(40, leadMessages.dateRequired)
    .refine((v) => parseRequestDate(v) !== null, leadMessages.dateRequired)
    .refine((v) => {
      const d = parseRequestDate(v);
      return d === null || !isWeekend(d);
    }, leadMessages.dateWeekday)
    .refine((v) => {
      const d = parseRequestDate(v);
      return d === null || isBookableDate(d, new Date(Date.now() - 36 * 3600_000)) || isWeekend(d);
    }, leadMessages.datePast),
  time: timeSlotField,
  [HONEYPOT_FIELD]: honeypotField,
});
export type DemoRequest = z.output<typeof demoRequestSchema>;

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

// ---------------------------------------------------------------------------------------------
// Contact (the form, and the snake_case body of `submit-lead`)
// ---------------------------------------------------------------------------------------------

export const contactFormSchema = z.object({
  name: text(2, 100, leadMessages.nameMin, leadMessages.nameMax),
  email: emailField,
  phone: phoneField,
  propertyInfo: text(10, 1000, leadMessages.propertyInfoRequired, leadMessages.propertyInfoMax),
  [HONEYPOT_FIELD]: honeypotField,
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

export const CONTACT_FIXED = {
  property_address: 'Not provided - general inquiry',
  property_type: 'not specified',
  units_owned: 'not specified',
  has_current_manager: false,
  preferred_contact: 'email',
  best_time: 'anytime',
} as const;

/** The body of `submit-lead`: a lead from the contact form. */
export const submitLeadSchema = z.object({
  full_name: text(2, 100, leadMessages.nameMin, leadMessages.nameMax),
  email: emailField,
  phone: phoneField,
  property_address: text(
    3,
    200,
    leadMessages.propertyAddressRequired,
    leadMessages.propertyAddressMax,
  ),
  property_type: choice(
    [...propertyTypes, CONTACT_FIXED.property_type],
    leadMessages.propertyTypeRequired,
  ),
  units_owned: choice(
    [...unitsOwnedOptions, CONTACT_FIXED.units_owned],
    leadMessages.unitsOwnedRequired,
  ),
  has_current_manager: z.boolean({ error: leadMessages.hasCurrentManagerRequired }),
  biggest_frustration: text(
    10,
    1000,
    leadMessages.propertyInfoRequired,
    leadMessages.propertyInfoMax,
  ),
  preferred_contact: choice(contactMethods, leadMessages.preferredContactRequired),
  best_time: choice([...bestTimes, CONTACT_FIXED.best_time], leadMessages.bestTimeRequired),
  [HONEYPOT_FIELD]: honeypotField,
});
export type SubmitLeadBody = z.output<typeof submitLeadSchema>;

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

// ---------------------------------------------------------------------------------------------
// Owner portal notify
// ---------------------------------------------------------------------------------------------

export const ownerPortalSchema = z.object({
  email: emailField,
  [HONEYPOT_FIELD]: honeypotField,
});
export type OwnerPortalInput = z.input<typeof ownerPortalSchema>;
export type OwnerPortalValues = z.output<typeof ownerPortalSchema>;

export const OWNER_PORTAL_FIXED = {
  full_name: 'Owner Portal notification request',
  biggest_frustration: 'Interested in the Owner Portal launch: please notify me when it opens.',
} as const;

// ---------------------------------------------------------------------------------------------
// Rows of `leads` (snake_case, as the table stores them)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Errors in the shape the functions answer with
// ---------------------------------------------------------------------------------------------

/** `{ field: [messages] }` for a failed parse (top-level fields only, as the forms are flat). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}
