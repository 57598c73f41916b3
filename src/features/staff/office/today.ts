/**
 * The landing page's pure parts: the office day's instants, and today's appointments (showings,
 * calls and repair visits) as one list in time order.
 */
import { addDays, officeDateOf } from '@contract/booking.ts';
import { officeInstant } from '@contract/maintenance.ts';
import type { TodayBooking, TodayRequest } from '../api/todayQuery';

/** The office's day (Pacific) of `now` as the instants that bound it, DST-safe (23 or 25 h). */
export function officeDayBounds(now: Date): { date: string; fromIso: string; toIso: string } {
  const date = officeDateOf(now);
  return {
    date,
    fromIso: officeInstant(date, '00:00').toISOString(),
    toIso: officeInstant(addDays(date, 1), '00:00').toISOString(),
  };
}

export type Appointment =
  | { kind: 'booking'; startsAt: string; booking: TodayBooking }
  | { kind: 'visit'; startsAt: string; visit: TodayRequest };

/** Bookings and repair visits together, earliest first (a booking first at the same minute). */
export function appointments(
  bookings: readonly TodayBooking[],
  visits: readonly TodayRequest[],
): Appointment[] {
  const all: Appointment[] = [
    ...bookings.map((booking) => ({
      kind: 'booking' as const,
      startsAt: booking.starts_at,
      booking,
    })),
    ...visits
      .filter((visit) => visit.visit_starts_at !== null)
      .map((visit) => ({ kind: 'visit' as const, startsAt: visit.visit_starts_at!, visit })),
  ];
  // Stable sort: bookings were listed first, so they stay first at the same instant.
  return all.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
