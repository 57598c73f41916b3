/** The portals' lease dates, on 'YYYY-MM-DD' dates. */
import { addDays } from '@contract/date-format.ts';

/** How far ahead the owner's "leases ending soon" list looks. */
export const ENDING_SOON_DAYS = 90;

/** A fixed-term lease that ends between today and today + 90 days (inclusive). */
export function endsWithin(
  endsOn: string | null,
  today: string,
  days: number = ENDING_SOON_DAYS,
): boolean {
  return endsOn !== null && endsOn >= today && endsOn <= addDays(today, days);
}
