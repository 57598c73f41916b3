/**
 * The manage page's calls to the `bookings` function (contract: booking-api.ts). Plain fetch, not
 * supabase-js: the mailed link's page has no session. Every call is a POST with the link's token:
 * opening the page only reads (`view`); confirm, cancel and reschedule act after the visitor's click.
 */
import type { BookingsRequest, ManageAnswer, ManagedBooking, Slot } from '@contract/booking-api.ts';
import { isLocale, localeOr, type Locale } from '@contract/locale.ts';
import { env } from '@/config/env';
import { slotsOf, SlotsUnavailable } from '@/lib/bookingSlots';
import { functionHeaders } from '@/lib/functionAnswer';

export const BOOKINGS_FUNCTION = 'bookings';

/** The network or the server failed: nothing changed, the visitor may try again. */
export class ManageCallFailed extends Error {
  override name = 'ManageCallFailed';
}

/** What an action answers: the booking, or why the link does not act. */
export type ManageOutcome =
  | { status: 'ok'; booking: ManagedBooking }
  /** 404 link_invalid (or no token at all). */
  | { status: 'invalid' }
  /** 410 booking_closed: started, or cancelled (with the booking's language when known). */
  | { status: 'closed'; locale?: Locale }
  /** 409 slot_taken (reschedule only). */
  | { status: 'taken' }
  /** 410 hold_expired: a hold never confirmed; its slot is free again. */
  | { status: 'expired'; locale?: Locale }
  /** 429 move_limit: moved as often as allowed online. */
  | { status: 'moveLimit' };

async function post(body: BookingsRequest): Promise<{ status: number; data: unknown }> {
  let res: Response;
  try {
    res = await fetch(`${env.supabaseUrl}/functions/v1/${BOOKINGS_FUNCTION}`, {
      method: 'POST',
      headers: { ...functionHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ManageCallFailed(error instanceof Error ? error.message : 'Network error');
  }
  return { status: res.status, data: await res.json().catch(() => null) };
}

function isBooking(value: unknown): value is ManagedBooking {
  const b = value as Partial<ManagedBooking> | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    (b.kind === 'consultation' || b.kind === 'showing') &&
    (b.status === 'held' ||
      b.status === 'booked' ||
      b.status === 'cancelled' ||
      b.status === 'expired') &&
    typeof b.start === 'string' &&
    typeof b.end === 'string'
  );
}

async function act(body: BookingsRequest): Promise<ManageOutcome> {
  const { status, data } = await post(body);
  const code = (data as { error?: unknown } | null)?.error;
  if (status === 404 || code === 'link_invalid') return { status: 'invalid' };
  const locale = (data as { locale?: unknown } | null)?.locale;
  if (code === 'hold_expired') {
    return isLocale(locale) ? { status: 'expired', locale } : { status: 'expired' };
  }
  if (status === 410 || code === 'booking_closed') {
    return isLocale(locale) ? { status: 'closed', locale } : { status: 'closed' };
  }
  if (code === 'move_limit') return { status: 'moveLimit' };
  if (status === 409 || code === 'slot_taken') return { status: 'taken' };
  const booking = (data as Partial<ManageAnswer> | null)?.booking;
  if (status !== 200 || !isBooking(booking)) {
    throw new ManageCallFailed(`The bookings function answered ${status}`);
  }
  // An answer without a language (an older function) reads as English.
  return { status: 'ok', booking: { ...booking, locale: localeOr(booking.locale) } };
}

export function viewBooking(token: string): Promise<ManageOutcome> {
  return act({ action: 'view', token });
}

/** Confirms a held booking (the mail's "Confirm appointment" leads here; the visitor taps). */
export function confirmBooking(token: string): Promise<ManageOutcome> {
  return act({ action: 'confirm', token });
}

export function cancelBooking(token: string): Promise<ManageOutcome> {
  return act({ action: 'cancel', token });
}

export function rescheduleBooking(token: string, slotStart: string): Promise<ManageOutcome> {
  return act({ action: 'reschedule', token, slotStart });
}

/** The slots this booking may move to (its own slot does not block its neighbours). */
export async function slotsForBooking(token: string): Promise<Slot[]> {
  let answer: { status: number; data: unknown };
  try {
    answer = await post({ action: 'slots', token });
  } catch (error) {
    throw new SlotsUnavailable(error instanceof Error ? error.message : 'Network error');
  }
  if (answer.status !== 200) throw new SlotsUnavailable(`bookings answered ${answer.status}`);
  return slotsOf(answer.data);
}
