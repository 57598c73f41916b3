/**
 * What the browser's lazy form validation loads: the per-source schemas (written once, in the
 * lead registry, where the server reads them too), the consultation form's own variant (its
 * picker holds a Date; it is sent as an ISO date) and the options. Runs in Vite and in Deno.
 */
import { z } from 'zod';
import { honeypotField, nameParts, timeSlotField } from './lead-fields.ts';
import { HONEYPOT_FIELD, isBookableDate, isWeekend, leadMessages } from './lead-options.ts';

export * from './lead-options.ts';
export * from './privacy-options.ts';
export { fieldErrorsOf } from './lead-fields.ts';
export {
  consultationSchema,
  contactFormSchema,
  leadDialogSchema,
  listingAlertFiltersSchema,
  listingAlertSchema,
  ownerPortalSchema,
  privacyRequestSchema,
  showingRequestSchema,
  todayIso,
  type ConsultationValues,
  type ContactFormInput,
  type ContactFormValues,
  type LeadDialogInput,
  type LeadDialogValues,
  type ListingAlertInput,
  type ListingAlertValues,
  type OwnerPortalInput,
  type OwnerPortalValues,
  type PrivacyRequestInput,
  type PrivacyRequestValues,
  type ShowingRequestInput,
  type ShowingRequestValues,
} from './lead-registry.ts';

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
