/**
 * The lead forms' contract: each source's zod schema with its messages. The browser's forms
 * validate with it (this module loads lazily, with the first validation) and the server validates
 * again with the same schema (lead-registry.ts, server-only, turns valid values into a row and
 * emails), and, re-exported, the options. Runs in Vite and in Deno; imports only zod and the
 * contract.
 */
import { z } from 'zod';
import {
  bestTimes,
  contactMethods,
  HONEYPOT_FIELD,
  isoDateOf,
  leadMessages,
  parseIsoDate,
  propertyTypes,
  unitsOwnedOptions,
  yesNo,
  type LeadSource,
} from './lead-options.ts';
import { privacyRequestTypes } from './privacy-options.ts';
import { bookingMessages, isSlotInstant, slotStartField } from './booking.ts';
import {
  choice,
  emailField,
  honeypotField,
  nameParts,
  optionalPhoneField,
  phoneField,
  text,
  textConsentField,
} from './lead-fields.ts';
import {
  isSearchDate,
  listingFilters,
  searchLimits,
  type ListingSearchFilters,
} from './listing-search.ts';

export * from './lead-options.ts';
export * from './privacy-options.ts';
export { fieldErrorsOf } from './lead-fields.ts';

// ---------------------------------------------------------------------------------------------
// Schemas: what each form sends, checked in the browser (the forms use these) and by the server
// ---------------------------------------------------------------------------------------------

/** Picking text as the contact method needs the consent box ticked (shown on the box). */
function requireTextConsent<
  T extends z.ZodType<{ preferredContact: string; textConsent?: boolean | undefined }>,
>(schema: T): T {
  return schema.refine((v) => v.preferredContact !== 'text' || v.textConsent === true, {
    message: leadMessages.textConsentRequired,
    path: ['textConsent'],
    // Also while other fields are still wrong, so every message shows at once.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
}

const leadDialogFields = z.object({
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
  textConsent: textConsentField,
  [HONEYPOT_FIELD]: honeypotField,
});
export const leadDialogSchema = requireTextConsent(leadDialogFields);
export type LeadDialogInput = z.input<typeof leadDialogSchema>;
export type LeadDialogValues = z.output<typeof leadDialogSchema>;

/**
 * A consultation is booked, not requested: one of the open slots the booking-slots function
 * offers (booking-api.ts), as an ISO instant with its offset. Whether it is still open is the
 * database's answer (book_lead), not the form's. The form validates with this schema too.
 */
export const consultationSchema = z.object({
  ...nameParts,
  slotStart: slotStartField,
  [HONEYPOT_FIELD]: honeypotField,
});
export type ConsultationInput = z.input<typeof consultationSchema>;
export type ConsultationValues = z.output<typeof consultationSchema>;

export const contactFormSchema = z.object({
  name: text(2, 100, leadMessages.nameMin, leadMessages.nameMax),
  email: emailField,
  phone: phoneField,
  propertyInfo: text(10, 1000, leadMessages.propertyInfoRequired, leadMessages.propertyInfoMax),
  [HONEYPOT_FIELD]: honeypotField,
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

export const ownerPortalSchema = z.object({
  email: emailField,
  [HONEYPOT_FIELD]: honeypotField,
});
export type OwnerPortalInput = z.input<typeof ownerPortalSchema>;
export type OwnerPortalValues = z.output<typeof ownerPortalSchema>;

/** Today in the visitor's time zone as YYYY-MM-DD (what <input type="date"> uses). */
export function todayIso(now: Date = new Date()): string {
  return isoDateOf(now);
}

export const showingRequestSchema = requireTextConsent(
  leadDialogFields
    .pick({
      fullName: true,
      email: true,
      phone: true,
      preferredContact: true,
      bestTime: true,
      textConsent: true,
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
      // A listing with showing hours books a slot; without any, the visitor asks as before.
      slotStart: z
        .string()
        .trim()
        .refine((v) => v === '' || isSlotInstant(v), bookingMessages.slotRequired)
        .default(''),
      bestTime: z
        .string({ error: leadMessages.bestTimeRequired })
        .pipe(z.enum([...bestTimes, ''], { error: leadMessages.bestTimeRequired })),
    })
    .refine((v) => v.slotStart !== '' || v.bestTime !== '', {
      message: leadMessages.bestTimeRequired,
      path: ['bestTime'],
      // Also while other fields are still wrong, so every message shows at once.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
);
export type ShowingRequestInput = z.input<typeof showingRequestSchema>;
export type ShowingRequestValues = z.output<typeof showingRequestSchema>;

/** A California resident's request to know, delete or correct what the company holds. */
export const privacyRequestSchema = z.object({
  fullName: text(2, 100, leadMessages.nameMin, leadMessages.nameMax),
  email: emailField,
  phone: optionalPhoneField,
  requestType: choice(privacyRequestTypes, leadMessages.privacyRequestTypeRequired),
  details: z.string().trim().max(1000, leadMessages.detailsMax),
  [HONEYPOT_FIELD]: honeypotField,
});
export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;
export type PrivacyRequestValues = z.output<typeof privacyRequestSchema>;

/**
 * The filters of a listing alert: the /properties search (listing-search.ts) without the sort,
 * with its limits as rules rather than as values dropped from a URL. The database checks the same
 * shape (listing_alert_filters_valid).
 */
const money = z.number().min(0).max(searchLimits.priceMax).nullable();
export const listingAlertFiltersSchema = z
  .strictObject({
    type: z.enum(listingFilters),
    city: z.string().trim().max(searchLimits.cityMax),
    minPrice: money,
    maxPrice: money,
    beds: z.number().int().min(0).max(searchLimits.bedsMax).nullable(),
    baths: z
      .number()
      .min(0)
      .max(searchLimits.bathsMax)
      .refine((v) => Number.isInteger(v * 2))
      .nullable(),
    cats: z.boolean(),
    dogs: z.boolean(),
    availableBy: z.string().refine(isSearchDate).nullable(),
  })
  .refine((f) => f.minPrice === null || f.maxPrice === null || f.minPrice <= f.maxPrice, {
    message: leadMessages.alertPriceRange,
  }) satisfies z.ZodType<ListingSearchFilters>;

/** "Email me when a home matches": an email, the consent to be emailed and the search. */
export const listingAlertSchema = z.object({
  email: emailField,
  emailConsent: z
    .boolean({ error: leadMessages.alertConsentRequired })
    .refine((v) => v, leadMessages.alertConsentRequired),
  filters: listingAlertFiltersSchema,
  [HONEYPOT_FIELD]: honeypotField,
});
export type ListingAlertInput = z.input<typeof listingAlertSchema>;

// ---------------------------------------------------------------------------------------------
// One schema per source: what the server validates a submission with (and what the privacy
// policy lists as collected, scripts/vite-lead-fields.ts)
// ---------------------------------------------------------------------------------------------

export const leadSchemas = {
  lead_dialog: leadDialogSchema,
  contact: contactFormSchema,
  consultation: consultationSchema,
  owner_portal: ownerPortalSchema,
  property_showing: showingRequestSchema,
  privacy_request: privacyRequestSchema,
  listing_alert: listingAlertSchema,
} as const satisfies Record<LeadSource, z.ZodType>;
