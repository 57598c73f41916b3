/**
 * The agenda's state in the URL (day or week, the date, mine or everyone, one listing), its days
 * in the office's time zone, and what a day lists: bookings and repair visits. Days are Pacific
 * calendar dates; a booking or visit belongs to the day its start falls on in Pacific time,
 * whatever the device's zone.
 */
import { formatDate } from '@contract/date-format.ts';
import { addDays, officeDateOf } from '@contract/booking.ts';
import type { AgendaBooking, AgendaVisit } from '../api/calendar';

export type AgendaView = 'day' | 'week';

export interface AgendaState {
  view: AgendaView;
  /** A Pacific date 'YYYY-MM-DD': the day shown, or a day of the week shown. */
  date: string;
  mine: boolean;
  /** Only this listing's showings, or ''. */
  listing: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function agendaFromSearch(search: URLSearchParams, now: Date): AgendaState {
  const date = search.get('date') ?? '';
  return {
    view: search.get('view') === 'week' ? 'week' : 'day',
    date: DATE.test(date) && !Number.isNaN(Date.parse(date)) ? date : officeDateOf(now),
    mine: search.get('who') === 'mine',
    listing: search.get('listing') ?? '',
  };
}

/** Only what differs from the defaults goes in the URL (today's date is kept: links stay true). */
export function agendaToSearch(state: AgendaState): URLSearchParams {
  const next = new URLSearchParams();
  if (state.view === 'week') next.set('view', 'week');
  next.set('date', state.date);
  if (state.mine) next.set('who', 'mine');
  if (state.listing) next.set('listing', state.listing);
  return next;
}

/** Monday of the date's week. */
export function weekStart(date: string): string {
  const dow = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((dow + 6) % 7));
}

/** The Pacific dates shown: one, or Monday to Sunday. */
export function agendaDays(state: Pick<AgendaState, 'view' | 'date'>): string[] {
  if (state.view === 'day') return [state.date];
  const start = weekStart(state.date);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** Prev/next move a day or a week. */
export function shiftDate(state: Pick<AgendaState, 'view' | 'date'>, direction: 1 | -1): string {
  return addDays(state.date, direction * (state.view === 'week' ? 7 : 1));
}

/**
 * Instants that surely contain the days (a day on either side: Pacific is UTC-7 or -8); the
 * bookings are then placed by their Pacific date.
 */
export function queryRange(days: string[]): { fromIso: string; toIso: string } {
  const first = days[0] as string;
  const last = days[days.length - 1] as string;
  return {
    fromIso: `${addDays(first, -1)}T00:00:00Z`,
    toIso: `${addDays(last, 2)}T00:00:00Z`,
  };
}

/** 'Monday, November 30' for a Pacific date (noon UTC is that date in Pacific time). */
export function dateHeading(date: string): string {
  return formatDate(date, 'en', 'weekdayLong');
}

export type AgendaEntry =
  | { kind: 'booking'; startsAt: string; booking: AgendaBooking }
  | { kind: 'visit'; startsAt: string; visit: AgendaVisit };

/**
 * One day's entries, earliest first: the bookings shown and the repair visits. Visits belong to
 * no staff member and no listing, so "Mine" keeps them (they are the whole office's) and a
 * listing's view leaves them out.
 */
export function dayEntries(
  day: string,
  bookings: readonly AgendaBooking[],
  visits: readonly AgendaVisit[],
  state: Pick<AgendaState, 'listing'>,
): AgendaEntry[] {
  const entries: AgendaEntry[] = [
    ...bookings
      .filter((b) => officeDateOf(b.starts_at) === day)
      .map((booking) => ({ kind: 'booking' as const, startsAt: booking.starts_at, booking })),
    ...(state.listing ? [] : visits)
      .filter((v) => officeDateOf(v.visit_starts_at) === day)
      .map((visit) => ({ kind: 'visit' as const, startsAt: visit.visit_starts_at, visit })),
  ];
  // Stable: at the same instant a booking stays before a visit.
  return entries.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
