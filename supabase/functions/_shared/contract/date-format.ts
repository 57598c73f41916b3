/**
 * The one date formatter: screens, mails and PDFs write dates through here, in the reader's
 * language (Intl 'en-US' / 'es-US', no month tables). Two kinds of date, never mixed:
 * - a calendar date, `YYYY-MM-DD` (a due date, a lease's start): written as it is stored, read
 *   and written in UTC, so no machine's or office's zone can move it a day;
 * - an instant (a timestamp): written in the office's time, Pacific, wherever the code runs.
 * Runs in Vite and in Deno alike.
 */
import { intlLocales, type Locale } from './locale.ts';
import { OFFICE_TIME_ZONE } from './zone.ts';

/** How a date reads; the examples are English, then Spanish. */
const shapes = {
  /** March 15, 2025 · 15 de marzo de 2025 */
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  /** Mar 15, 2025 · 15 mar 2025 */
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  /** November 2026 · noviembre de 2026 */
  month: { year: 'numeric', month: 'long' },
  /** Monday, November 2 · lunes, 2 de noviembre */
  weekday: { weekday: 'long', month: 'long', day: 'numeric' },
  /** Tuesday, December 1, 2026 · martes, 1 de diciembre de 2026 */
  weekdayLong: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  /** Mon, Nov 30, 2026 · lun, 30 nov 2026 */
  weekdayMedium: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' },
  /** 9:00 AM · 9:00 a.m. (instants only) */
  time: { hour: 'numeric', minute: '2-digit' },
  /** Mar 15, 2026, 10:30 AM · 15 mar 2026, 10:30 a.m. (instants only) */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** Mon, Nov 30, 2026, 9:00 AM · lun, 30 nov 2026, 9:00 a.m. (instants only) */
  weekdayDateTime: {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateShape = keyof typeof shapes;
/** The shapes a calendar date has (no time of day). */
export type CalendarShape = Exclude<DateShape, 'time' | 'dateTime' | 'weekdayDateTime'>;

// Built on first use (Intl formatters are costly to make), one per language, shape and zone.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale | 'iso', shape: DateShape, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}:${shape}:${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    found =
      locale === 'iso'
        ? // en-CA writes a date as YYYY-MM-DD.
          new Intl.DateTimeFormat('en-CA', {
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            timeZone,
          })
        : new Intl.DateTimeFormat(intlLocales[locale], { ...shapes[shape], timeZone });
    formats.set(key, found);
  }
  return found;
}

const CALENDAR = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/**
 * A calendar date in words: `'2025-03-15'` -> "March 15, 2025" ("15 de marzo de 2025"); a month,
 * `'2026-11'`, for the `month` shape. Throws on anything but a real date.
 */
export function formatDate(
  date: string,
  locale: Locale = 'en',
  shape: CalendarShape = 'long',
): string {
  const match = CALENDAR.exec(date);
  const [year, month, day] = match
    ? [Number(match[1]), Number(match[2]), match[3] ? Number(match[3]) : 1]
    : [0, 0, 0];
  const at = new Date(Date.UTC(year, month - 1, day));
  const real = match && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  if (!real || (!match[3] && shape !== 'month')) {
    throw new RangeError(`formatDate: expected YYYY-MM-DD, got "${date}"`);
  }
  return format(locale, shape, 'UTC').format(at);
}

/**
 * A stored date as people read it: a date column, or a timestamp's date as stored (its first ten
 * characters); empty for none, and text that is no date as it is (never a thrown error in a list).
 */
export function formatStoredDate(
  value: string | null,
  locale: Locale = 'en',
  shape: CalendarShape = 'long',
): string {
  const day = value && /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!day) return value ?? '';
  try {
    return formatDate(day, locale, shape);
  } catch {
    return value;
  }
}

/**
 * An instant in the office's time: `'2026-03-15T17:30:00Z'` -> "Mar 15, 2026, 10:30 AM" (the
 * `dateTime` shape); text that is not a time comes back as it is.
 */
export function formatInstant(
  at: string | Date,
  locale: Locale = 'en',
  shape: DateShape = 'dateTime',
): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  return format(locale, shape, OFFICE_TIME_ZONE).format(date);
}

/** The office's calendar date of an instant, `'YYYY-MM-DD'`: today by default. */
export function officeDate(at: string | Date = new Date()): string {
  return format('iso', 'long', OFFICE_TIME_ZONE).format(new Date(at));
}

/** A wall-clock time, `'15:00'` or `'15:00:00'` -> "3:00 PM" ("3:00 p.m."): no zone to convert. */
export function formatClock(time: string, locale: Locale = 'en'): string {
  return format(locale, 'time', 'UTC').format(new Date(`1970-01-01T${time.slice(0, 5)}:00Z`));
}

/** Calendar arithmetic: `'2026-11-30'` + 2 days -> `'2026-12-02'` (at noon UTC, so no zone or DST moves it). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
