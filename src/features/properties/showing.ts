/**
 * 'Request a showing' on a listing page: the lead dialog's field rules (the shared schema, so
 * messages match everywhere), sent through the one lead path as a `property_showing` lead. The
 * server looks the listing up by its id: the title and address in the office's email are the
 * listing's own, never what a browser claims.
 */
import { HONEYPOT_FIELD, leadMessages } from '@contract/lead-options.ts';
import type { ShowingRequestInput, ShowingRequestValues } from '@contract/lead-schemas.ts';
import type { Property } from '@/lib/database.types';
import { submitLead } from '@/lib/leads';

export { showingRequestSchema, todayIso } from '@contract/lead-schemas.ts';
export type { ShowingRequestInput, ShowingRequestValues };

export const showingMessages = {
  messageMax: leadMessages.frustrationMax,
  datePast: leadMessages.datePast,
  bookHeading: 'Book a showing',
  bookIntro: 'Pick an open time to see this home, and tell us how to reach you.',
  requestHeading: 'Request a showing',
  requestIntro: "Tell us how to reach you and we'll set up a time to see this home.",
  /** Said above the old fields when the listing has no open time online. */
  noSlots: 'No showing times are open online right now. Tell us when suits you and we will call.',
  pickLegend: 'Pick a showing time',
  book: 'Book Showing',
  booking: 'Booking...',
  request: 'Request a Showing',
  sending: 'Sending...',
  bookedTitle: 'Your showing is booked',
  bookedDescription:
    'We emailed you an invitation for your calendar, with links to reschedule or cancel.',
  successTitle: 'Showing requested!',
  successDescription: "We'll call or email you within 24 hours to confirm a time.",
  errorTitle: 'Error',
  errorDescription: 'Failed to submit form. Please try again.',
} as const;

export type ShowingListing = Pick<
  Property,
  'id' | 'title' | 'address' | 'city' | 'state' | 'zip_code'
>;

/** The empty form for one listing. */
export function emptyShowingRequest(listing: Pick<ShowingListing, 'id'>): ShowingRequestInput {
  return {
    fullName: '',
    email: '',
    phone: '',
    preferredContact: '',
    bestTime: '',
    preferredDate: '',
    slotStart: '',
    message: '',
    textConsent: false,
    propertyId: listing.id,
    [HONEYPOT_FIELD]: '',
  };
}

/** Sends the request through the lead pipeline (bots are dropped quietly). */
export function submitShowingRequest(values: ShowingRequestValues): Promise<void> {
  return submitLead('property_showing', values);
}
