/**
 * The site's copyright year: the year the site was built, in the office's time zone (a build
 * on New Year's Eve evening in California is still that year). vite.config.ts compiles it in as
 * `__BUILD_YEAR__`; the prerender's server build takes the client build's date (BUILD_DATE), so
 * the prerendered footer and its hydration agree.
 */
// Relative, not @contract: vite.config.ts loads this before its aliases exist.
import { OFFICE_TIME_ZONE } from '../../supabase/functions/_shared/contract/zone.ts';

export function yearInOfficeZone(date: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIME_ZONE, year: 'numeric' }).format(date),
  );
}

/** The build's date: BUILD_DATE (an ISO instant) when set, else now. */
export function buildDateFrom(env: Record<string, string | undefined>): Date {
  const given = env.BUILD_DATE ? new Date(env.BUILD_DATE) : null;
  return given && !Number.isNaN(given.getTime()) ? given : new Date();
}
