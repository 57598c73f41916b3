/**
 * The lead forms' contract: each source's zod schema with its messages. The browser's forms
 * validate with it (this module loads lazily, with the first validation) and the server validates
 * again with the same schema (lead-registry.ts, server-only, turns valid values into a row and
 * emails), and, re-exported, the options. One definition serves every language: the schemas are
 * built from a message catalogue (`leadSchemasFor(locale)`); the named exports are the English
 * ones. Runs in Vite and in Deno; imports only zod and the contract.
 */
import { z } from 'zod';
import {
  bestTimes,
  contactMethods,
  HONEYPOT_FIELD,
  isoDateOf,
  leadMessagesByLocale,
  parseIsoDate,
  propertyTypes,
  unitsOwnedOptions,
  yesNo,
  type LeadMessages,
  type LeadSource,
} from './lead-options.ts';
import { planIds } from './plans.ts';
import { privacyRequestTypes } from './privacy-options.ts';
import {
  bookingMessagesByLocale,
  isSlotInstant,
  slotStartField,
  type BookingMessages,
} from './booking.ts';
import { choice, honeypotField, leadFields, text, textConsentField } from './lead-fields.ts';
import type { Locale } from './locale.ts';
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

/** Today in the visitor's time zone as YYYY-MM-DD (what <input type="date"> uses). */
export function todayIso(now: Date = new Date()): string {
  return isoDateOf(now);
}

const money = z.number().min(0).max(searchLimits.priceMax).nullable();

/** Every form's schema with one language's messages (the rules are the same in all). */
function buildSchemas(m: LeadMessages, booking: BookingMessages) {
  const { emailField, phoneField, optionalPhoneField, nameParts } = leadFields(m);

  /** Picking text as the contact method needs the consent box ticked (shown on the box). */
  function requireTextConsent<
    T extends z.ZodType<{ preferredContact: string; textConsent?: boolean | undefined }>,
  >(schema: T): T {
    return schema.refine((v) => v.preferredContact !== 'text' || v.textConsent === true, {
      message: m.textConsentRequired,
      path: ['textConsent'],
      // Also while other fields are still wrong, so every message shows at once.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    });
  }

  const leadDialogFields = z.object({
    fullName: text(2, 100, m.nameMin, m.nameMax),
    email: emailField,
    phone: phoneField,
    propertyAddress: text(3, 200, m.propertyAddressRequired, m.propertyAddressMax),
    propertyType: choice(propertyTypes, m.propertyTypeRequired),
    unitsOwned: choice(unitsOwnedOptions, m.unitsOwnedRequired),
    hasCurrentManager: choice(yesNo, m.hasCurrentManagerRequired),
    biggestFrustration: text(10, 1000, m.frustrationRequired, m.frustrationMax),
    preferredContact: choice(contactMethods, m.preferredContactRequired),
    bestTime: choice(bestTimes, m.bestTimeRequired),
    /** The plan chosen on the pricing page, '' for none yet; optional (older pages omit it). */
    plan: z.enum(['', ...planIds], { error: m.planInvalid }).default(''),
    textConsent: textConsentField,
    [HONEYPOT_FIELD]: honeypotField,
  });

  /**
   * A consultation is booked, not requested: one of the open slots the booking-slots function
   * offers (booking-api.ts), as an ISO instant with its offset. Whether it is still open is the
   * database's answer (book_lead), not the form's.
   */
  const consultation = z.object({
    ...nameParts,
    slotStart: slotStartField(booking.slotRequired),
    [HONEYPOT_FIELD]: honeypotField,
  });

  const contact = z.object({
    name: text(2, 100, m.nameMin, m.nameMax),
    email: emailField,
    phone: phoneField,
    propertyInfo: text(10, 1000, m.propertyInfoRequired, m.propertyInfoMax),
    [HONEYPOT_FIELD]: honeypotField,
  });

  const ownerPortal = z.object({
    email: emailField,
    [HONEYPOT_FIELD]: honeypotField,
  });

  const showing = requireTextConsent(
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
        propertyId: z.uuid(m.listingUnavailable),
        preferredDate: z
          .string()
          .trim()
          .refine((v) => v === '' || parseIsoDate(v) !== null, m.datePast)
          // A day of slack for visitors east or west of the server.
          .refine(
            (v) => v === '' || v >= todayIso(new Date(Date.now() - 36 * 3600_000)),
            m.datePast,
          ),
        message: z.string().trim().max(1000, m.frustrationMax),
        // A listing with showing hours books a slot; without any, the visitor asks as before.
        slotStart: z
          .string()
          .trim()
          .refine((v) => v === '' || isSlotInstant(v), booking.slotRequired)
          .default(''),
        bestTime: z
          .string({ error: m.bestTimeRequired })
          .pipe(z.enum([...bestTimes, ''], { error: m.bestTimeRequired })),
      })
      .refine((v) => v.slotStart !== '' || v.bestTime !== '', {
        message: m.bestTimeRequired,
        path: ['bestTime'],
        // Also while other fields are still wrong, so every message shows at once.
        when: (payload) => typeof payload.value === 'object' && payload.value !== null,
      }),
  );

  /** A California resident's request to know, delete or correct what the company holds. */
  const privacyRequest = z.object({
    fullName: text(2, 100, m.nameMin, m.nameMax),
    email: emailField,
    phone: optionalPhoneField,
    requestType: choice(privacyRequestTypes, m.privacyRequestTypeRequired),
    details: z.string().trim().max(1000, m.detailsMax),
    [HONEYPOT_FIELD]: honeypotField,
  });

  /**
   * The filters of a listing alert: the /properties search (listing-search.ts) without the sort,
   * with its limits as rules rather than as values dropped from a URL. The database checks the
   * same shape (listing_alert_filters_valid).
   */
  const listingAlertFilters = z
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
      message: m.alertPriceRange,
    }) satisfies z.ZodType<ListingSearchFilters>;

  /** "Email me when a home matches": an email, the consent to be emailed and the search. */
  const listingAlert = z.object({
    email: emailField,
    emailConsent: z
      .boolean({ error: m.alertConsentRequired })
      .refine((v) => v, m.alertConsentRequired),
    filters: listingAlertFilters,
    [HONEYPOT_FIELD]: honeypotField,
  });

  // One schema per source: what the server validates a submission with (and what the privacy
  // policy lists as collected, scripts/vite-lead-fields.ts).
  return {
    lead_dialog: requireTextConsent(leadDialogFields),
    contact,
    consultation,
    owner_portal: ownerPortal,
    property_showing: showing,
    privacy_request: privacyRequest,
    listing_alert: listingAlert,
  } as const satisfies Record<LeadSource, z.ZodType>;
}

export type LeadSchemas = ReturnType<typeof buildSchemas>;

const built: Partial<Record<Locale, LeadSchemas>> = {};

/**
 * Each source's schema answering in `locale` (built on first use): the browser's forms validate
 * with their page's language, submit-lead with the language the form sent.
 */
export function leadSchemasFor(locale: Locale): LeadSchemas {
  return (built[locale] ??= buildSchemas(
    leadMessagesByLocale[locale],
    bookingMessagesByLocale[locale],
  ));
}

/** The English schemas, one per source. */
export const leadSchemas = leadSchemasFor('en');

export const leadDialogSchema = leadSchemas.lead_dialog;
export type LeadDialogInput = z.input<typeof leadDialogSchema>;
export type LeadDialogValues = z.output<typeof leadDialogSchema>;

export const consultationSchema = leadSchemas.consultation;
export type ConsultationInput = z.input<typeof consultationSchema>;
export type ConsultationValues = z.output<typeof consultationSchema>;

export const contactFormSchema = leadSchemas.contact;
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

export const ownerPortalSchema = leadSchemas.owner_portal;
export type OwnerPortalInput = z.input<typeof ownerPortalSchema>;
export type OwnerPortalValues = z.output<typeof ownerPortalSchema>;

export const showingRequestSchema = leadSchemas.property_showing;
export type ShowingRequestInput = z.input<typeof showingRequestSchema>;
export type ShowingRequestValues = z.output<typeof showingRequestSchema>;

export const privacyRequestSchema = leadSchemas.privacy_request;
export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;
export type PrivacyRequestValues = z.output<typeof privacyRequestSchema>;

export const listingAlertSchema = leadSchemas.listing_alert;
export const listingAlertFiltersSchema = listingAlertSchema.shape.filters;
export type ListingAlertInput = z.input<typeof listingAlertSchema>;
