/**
 * The one way dates are written for people, all through Intl.DateTimeFormat (no month tables).
 * Instants in the office's time, Pacific wherever the browser is (the inbox; emails use the same
 * zone on the server); calendar dates as written. Apart from format.ts so marketing pages, which
 * import formatUsd, stay smaller.
 */
import { OFFICE_TIME_ZONE } from '@contract/zone.ts';

export { OFFICE_TIME_ZONE };

// Built on first use.
let pacificDateTime: Intl.DateTimeFormat | undefined;
let pacificDayFormatter: Intl.DateTimeFormat | undefined;
const calendarDates = new Map<string, Intl.DateTimeFormat>();

/** `'2026-03-15T17:30:00Z'` -> `'Mar 15, 2026, 10:30 AM'` (Pacific); unparsable text as is. */
export function formatPacificDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  pacificDateTime ??= new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: OFFICE_TIME_ZONE,
  });
  return pacificDateTime.format(date);
}

/** The office's calendar day of an instant, `'YYYY-MM-DD'` (null when unparsable). */
export function pacificDay(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // en-CA formats a date as YYYY-MM-DD.
  pacificDayFormatter ??= new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: OFFICE_TIME_ZONE,
  });
  return pacificDayFormatter.format(date);
}

/**
 * `'2025-03-15'` -> `'March 15, 2025'` (`'es-US'`: `'15 de marzo de 2025'`). A calendar date, not an instant: read and written in UTC,
 * so the text never depends on the zone of the machine that renders it (prerender and browser
 * must agree). Throws on anything but a real YYYY-MM-DD date.
 */
export function formatCalendarDate(isoDate: string, intlLocale = 'en-US'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [];
  const date = match ? new Date(Date.UTC(year!, month! - 1, day!)) : undefined;
  if (!date || date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day) {
    throw new RangeError(`formatCalendarDate: expected YYYY-MM-DD, got "${isoDate}"`);
  }
  let format = calendarDates.get(intlLocale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    calendarDates.set(intlLocale, format);
  }
  return format.format(date);
}
