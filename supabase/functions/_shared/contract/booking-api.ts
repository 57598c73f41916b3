/**
 * The booking functions' wire contract, shared by the functions, the slot picker, the manage page,
 * the admin calendar and other clients.
 *
 * `GET /functions/v1/booking-slots?kind=consultation&from=YYYY-MM-DD&to=YYYY-MM-DD`, or
 * `?kind=showing&listing=<id>&from=…&to=…` (public; from/to default to the coming 14 days and are
 * clipped to them): `SlotsAnswer`. A listing that is not active, or has no showing hours, answers
 * no slots. Bad parameters: 400 `{ error: 'invalid_request', message }`.
 *
 * Booking: `POST /functions/v1/submit-lead` with source `consultation` or `property_showing` and
 * the form's values plus `slotStart` (ISO-8601 with offset, one of the answered slots). A slot
 * taken meanwhile answers 409 `{ error: 'slot_taken', message }`, a client over its bounds 429
 * `{ error: 'booking_limit', message }`, and nothing is stored. A booking is held for
 * `bookingBounds.holdMinutes` until confirmed from the mailed link.
 *
 * `POST /functions/v1/bookings` (public; the token is the authority):
 * - `{ action: 'view', token }`: `ManageAnswer` (the booking behind a mailed link, with its
 *   lead's language);
 * - `{ action: 'confirm', token }`: `ManageAnswer` with status `booked` (a held booking is
 *   confirmed; reminders and the office's notice follow), or 410 `{ error: 'hold_expired' }`;
 * - `{ action: 'cancel', token }`: `ManageAnswer` with status `cancelled`;
 * - `{ action: 'reschedule', token, slotStart }`: `ManageAnswer` at the new time, or 409
 *   `slot_taken`, or 429 `move_limit` after the visitor's 3rd move (a held booking is confirmed
 *   first: 409 `not_confirmed`);
 * - `{ action: 'slots', token }`: `SlotsAnswer` for moving this booking (its own slot does not make
 *   its neighbours busy);
 * - `{ action: 'send' }` (pg_cron, with the scheduler's secret; anyone else: 401): sends the
 *   reminders and change mails due (locally also after requests) and answers `{ sent }`.
 * A link whose slot has started, or whose booking is cancelled, answers 410
 * `{ error: 'booking_closed', message, locale }` (the booking's language); an unknown token 404 `{ error: 'link_invalid', message }`.
 * A GET with `?manage=<token>` redirects to the site's page (mail scanners change nothing).
 *
 * `GET /functions/v1/bookings?feed=<token>`: the staff member's private ICS feed (text/calendar).
 */
import type { BookingKind } from './booking.ts';
import type { Locale } from './locale.ts';

export interface Slot {
  /** ISO-8601 with offset. */
  start: string;
  end: string;
}

export interface SlotsAnswer {
  slots: Slot[];
}

/**
 * held: kept for the visitor until `holdUntil`, to be confirmed from the mailed link; booked:
 * confirmed; expired: a hold never confirmed (its slot is free); cancelled.
 */
export type BookingStatus = 'held' | 'booked' | 'cancelled' | 'expired';

export interface ManagedBooking {
  kind: BookingKind;
  status: BookingStatus;
  /** A held booking's end of hold (ISO-8601), else null. */
  holdUntil: string | null;
  start: string;
  end: string;
  /** The listing's address for a showing; '' for a phone call. */
  location: string;
  listingTitle: string;
  /** The listing's id (its page offers its slots), or null. */
  listingId: string | null;
  /** The visitor's first name, to greet them. */
  firstName: string;
  /** The lead's language: the page shows the booking in it (it stays at /booking). */
  locale: Locale;
}

export interface ManageAnswer {
  booking: ManagedBooking;
}

export type BookingsRequest =
  | { action: 'view'; token: string }
  | { action: 'confirm'; token: string }
  | { action: 'cancel'; token: string }
  | { action: 'reschedule'; token: string; slotStart: string }
  | { action: 'slots'; token: string }
  | { action: 'send' };

export const BOOKING_TOKEN_PARAM = 'token';
/** The site's page the mailed links open (a shell route, noindex). */
export const BOOKING_MANAGE_PATH = '/booking';
