/** The one money formatter of the site: US dollars, en-US grouping. */
export interface FormatUsdOptions {
  /** Show cents (two decimals). Off by default: the site shows whole dollars. */
  cents?: boolean;
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const withCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `formatUsd(1500)` -> `$1,500`; `formatUsd(99.5, { cents: true })` -> `$99.50`. */
export function formatUsd(amount: number, options: FormatUsdOptions = {}): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatUsd: not a finite number: ${amount}`);
  return (options.cents ? withCents : wholeDollars).format(amount);
}

/** The office's time zone: inbox times read as Pacific time wherever the browser is. */
export const OFFICE_TIME_ZONE = 'America/Los_Angeles';

// Built on first use: marketing pages import this file for formatUsd only.
let pacificDateTime: Intl.DateTimeFormat | undefined;
let pacificDayFormatter: Intl.DateTimeFormat | undefined;

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
