/**
 * The office's times: Pacific wherever the browser is (the inbox; emails use the same zone on
 * the server). Apart from format.ts so marketing pages, which import formatUsd, stay smaller.
 */
import { OFFICE_TIME_ZONE } from '@contract/zone.ts';

export { OFFICE_TIME_ZONE };

// Built on first use.
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
