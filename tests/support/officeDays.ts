/** Office (Pacific) days for tests that schedule visits: Civil Code 1954 wants weekdays. */
import { OFFICE_TIME_ZONE } from '../../supabase/functions/_shared/contract/zone';

/** The first weekday at least 2 office days ahead, as YYYY-MM-DD (so 24 hours' notice holds). */
export function weekdayAhead(): string {
  for (let days = 2; ; days += 1) {
    const at = new Date(Date.now() + days * 86_400_000);
    const zone = { timeZone: OFFICE_TIME_ZONE };
    const weekday = new Intl.DateTimeFormat('en-US', { ...zone, weekday: 'short' }).format(at);
    if (weekday !== 'Sat' && weekday !== 'Sun') {
      return new Intl.DateTimeFormat('en-CA', zone).format(at);
    }
  }
}
