/** Calendar arithmetic of the portals, on 'YYYY-MM-DD' dates (UTC, so no zone shifts a day). */
import { pacificDay } from '@/lib/dates';

/** How far ahead the owner's "leases ending soon" list looks. */
export const ENDING_SOON_DAYS = 90;

/** The office's today, 'YYYY-MM-DD'. */
export function officeToday(now: Date = new Date()): string {
  return pacificDay(now.toISOString()) ?? now.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A fixed-term lease that ends between today and today + 90 days (inclusive). */
export function endsWithin(
  endsOn: string | null,
  today: string,
  days: number = ENDING_SOON_DAYS,
): boolean {
  return endsOn !== null && endsOn >= today && endsOn <= addDays(today, days);
}
