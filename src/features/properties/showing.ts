/**
 * 'Request a showing' on a listing page: the lead dialog's field rules (from the shared lead
 * schemas, so messages match everywhere), stored as a `property_showing` lead tied to the listing
 * by the same path as the other browser forms (anon insert, return=minimal; see the per-source
 * contract in the header of the initial migration).
 */
import { z } from 'zod';
import { HONEYPOT_FIELD, leadDialogSchema, leadMessages } from '@shared/lead-schemas.ts';
import type { LeadInsert, Property } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';

export const showingMessages = {
  messageMax: leadMessages.frustrationMax,
  datePast: leadMessages.datePast,
  successTitle: 'Showing requested!',
  successDescription: "We'll call or email you within 24 hours to confirm a time.",
  errorTitle: 'Error',
  errorDescription: 'Failed to submit form. Please try again.',
} as const;

/** Today's date in the visitor's time zone as YYYY-MM-DD (what <input type="date"> uses). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
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
    preferredDate: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), showingMessages.datePast)
      .refine((v) => v === '' || v >= todayIso(), showingMessages.datePast),
    message: z.string().trim().max(1000, showingMessages.messageMax),
  });
export type ShowingRequestInput = z.input<typeof showingRequestSchema>;
export type ShowingRequestValues = z.output<typeof showingRequestSchema>;

export const emptyShowingRequest: ShowingRequestInput = {
  fullName: '',
  email: '',
  phone: '',
  preferredContact: '',
  bestTime: '',
  preferredDate: '',
  message: '',
  [HONEYPOT_FIELD]: '',
};

export type ShowingListing = Pick<
  Property,
  'id' | 'title' | 'address' | 'city' | 'state' | 'zip_code'
>;

/** The `leads` row of a showing request. */
export function showingToRow(values: ShowingRequestValues, listing: ShowingListing): LeadInsert {
  const address = `${listing.address}, ${listing.city}, ${listing.state} ${listing.zip_code}`;
  return {
    source: 'property_showing',
    full_name: values.fullName,
    email: values.email,
    phone: values.phone,
    property_address: address.slice(0, 200),
    property_type: '',
    units_owned: '',
    has_current_manager: false,
    biggest_frustration: values.message,
    preferred_contact: values.preferredContact,
    best_time: values.bestTime,
    property_id: listing.id,
    property_title: listing.title.slice(0, 200),
    requested_date: values.preferredDate === '' ? null : values.preferredDate,
  };
}

/** Stores the request (anon may insert, not read back: no `.select()`). Bots are dropped quietly. */
export async function submitShowingRequest(
  values: ShowingRequestValues,
  listing: ShowingListing,
): Promise<void> {
  if ((values[HONEYPOT_FIELD] ?? '').trim() !== '') return;
  const supabase = await getSupabase();
  const { error } = await supabase.from('leads').insert(showingToRow(values, listing));
  if (error) throw new Error(error.message);
}
