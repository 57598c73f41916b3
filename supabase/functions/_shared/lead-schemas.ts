/**
 * The lead-capture rules, written once. The React forms validate with these schemas
 * (via `@shared/lead-schemas.ts`) and the edge functions validate request bodies with the same
 * ones, so a message shown in the browser is the message the server answers with.
 *
 * Values, labels, messages and mappings live in lead-options.ts (re-exported here), so pages can
 * show a form without downloading zod. Runs in Vite and in Deno alike: imports only `zod`.
 */
import { z } from 'zod';
import {
  bestTimes,
  contactMethods,
  HONEYPOT_FIELD,
  isBookableDate,
  isoDateOf,
  isWeekend,
  leadMessages,
  parseIsoDate,
  propertyTypes,
  timeSlots,
  unitsOwnedOptions,
  yesNo,
} from './lead-options.ts';

export * from './lead-options.ts';

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
// Lead dialog
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

// ---------------------------------------------------------------------------------------------
// Consultation (the form holds a Date; the request to `send-demo-request` holds 'March 15, 2025')
// ---------------------------------------------------------------------------------------------

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

/**
 * What the consultation sends: the date as an ISO calendar date ('2025-03-17'). The server allows
 * a day and a half of slack for visitors' time zones.
 */
export const consultationSchema = z.object({
  ...nameParts,
  date: z
    .string({ error: leadMessages.dateRequired })
    .refine((v) => parseIsoDate(v) !== null, leadMessages.dateRequired)
    .refine((v) => {
      const d = parseIsoDate(v);
      return d === null || !isWeekend(d);
    }, leadMessages.dateWeekday)
    .refine((v) => {
      const d = parseIsoDate(v);
      return d === null || isBookableDate(d, new Date(Date.now() - 36 * 3600_000)) || isWeekend(d);
    }, leadMessages.datePast),
  time: timeSlotField,
  [HONEYPOT_FIELD]: honeypotField,
});
export type ConsultationValues = z.output<typeof consultationSchema>;

// ---------------------------------------------------------------------------------------------
// Contact
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

// ---------------------------------------------------------------------------------------------
// Owner portal notify
// ---------------------------------------------------------------------------------------------

export const ownerPortalSchema = z.object({
  email: emailField,
  [HONEYPOT_FIELD]: honeypotField,
});
export type OwnerPortalInput = z.input<typeof ownerPortalSchema>;
export type OwnerPortalValues = z.output<typeof ownerPortalSchema>;

// ---------------------------------------------------------------------------------------------
// Showing request (a listing page)
// ---------------------------------------------------------------------------------------------

/** Today in the visitor's time zone as YYYY-MM-DD (what <input type="date"> uses). */
export function todayIso(now: Date = new Date()): string {
  return isoDateOf(now);
}

export const showingRequestSchema = leadDialogSchema
  .pick({
    fullName: true,
    email: true,
    phone: true,
    preferredContact: true,
    bestTime: true,
    [HONEYPOT_FIELD]: true,
  })
  .extend({
    // The server looks the listing up itself: title and address never come from the browser.
    propertyId: z.uuid(leadMessages.listingUnavailable),
    preferredDate: z
      .string()
      .trim()
      .refine((v) => v === '' || parseIsoDate(v) !== null, leadMessages.datePast)
      // A day of slack for visitors east or west of the server.
      .refine(
        (v) => v === '' || v >= todayIso(new Date(Date.now() - 36 * 3600_000)),
        leadMessages.datePast,
      ),
    message: z.string().trim().max(1000, leadMessages.frustrationMax),
  });
export type ShowingRequestInput = z.input<typeof showingRequestSchema>;
export type ShowingRequestValues = z.output<typeof showingRequestSchema>;

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
