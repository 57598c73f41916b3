/**
 * The open slots of the coming 14 days from the public `booking-slots` function (contract:
 * booking-api.ts). Plain fetch, not supabase-js: the consultation and listing pages must not
 * download the client to show times. Never computes a slot itself: booking_slots() is the rule.
 */
import type { Slot, SlotsAnswer } from '@contract/booking-api.ts';
import { bookingRange, isSlotInstant } from '@contract/booking.ts';
import { env } from '@/config/env';
import { functionHeaders } from '@/lib/functionAnswer';

export const BOOKING_SLOTS_FUNCTION = 'booking-slots';

/** The network or the function failed: nothing is known about the slots, the visitor may retry. */
export class SlotsUnavailable extends Error {
  override name = 'SlotsUnavailable';
}

export type SlotsQuery = { kind: 'consultation' } | { kind: 'showing'; listing: string };

/** Keeps the well-formed slots of an answer, in time order; throws on anything else. */
export function slotsOf(body: unknown): Slot[] {
  const slots = (body as Partial<SlotsAnswer> | null)?.slots;
  if (!Array.isArray(slots)) throw new SlotsUnavailable('The answer has no slots');
  return slots
    .filter(
      (s): s is Slot =>
        typeof s?.start === 'string' &&
        typeof s.end === 'string' &&
        isSlotInstant(s.start) &&
        isSlotInstant(s.end),
    )
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

export async function fetchOpenSlots(query: SlotsQuery, now = new Date()): Promise<Slot[]> {
  const params = new URLSearchParams({ kind: query.kind });
  if (query.kind === 'showing') params.set('listing', query.listing);
  const { from, to } = bookingRange(now);
  params.set('from', from);
  params.set('to', to);
  let res: Response;
  try {
    res = await fetch(`${env.supabaseUrl}/functions/v1/${BOOKING_SLOTS_FUNCTION}?${params}`, {
      headers: functionHeaders(),
    });
  } catch (error) {
    throw new SlotsUnavailable(error instanceof Error ? error.message : 'Network error');
  }
  if (!res.ok) throw new SlotsUnavailable(`booking-slots answered ${res.status}`);
  return slotsOf(await res.json().catch(() => null));
}
