// @vitest-environment node
/** The local stand-in for pg_cron reads the cron expressions of supabase/cron-jobs.ts as pg_cron does. */
import { describe, expect, it } from 'vitest';
import { EXPECTED_CRON_JOBS } from '../supabase/cron-jobs.ts';
import { isDue } from './local-cron.ts';

const at = (iso: string) => new Date(iso);

describe('isDue', () => {
  it('reads every field in UTC: *, */n, numbers and lists', () => {
    expect(isDue('* * * * *', at('2026-12-01T08:13:00Z'))).toBe(true);
    expect(isDue('*/5 * * * *', at('2026-12-01T08:15:00Z'))).toBe(true);
    expect(isDue('*/5 * * * *', at('2026-12-01T08:13:00Z'))).toBe(false);
    expect(isDue('17 10 * * *', at('2026-12-01T10:17:59Z'))).toBe(true);
    expect(isDue('17 10 * * *', at('2026-12-01T11:17:00Z'))).toBe(false);
    expect(isDue('0 0 1,15 * *', at('2026-12-15T00:00:00Z'))).toBe(true);
    expect(() => isDue('* * *', at('2026-12-01T00:00:00Z'))).toThrow(/5-field/);
  });

  it('understands every schedule of the expected jobs', () => {
    for (const job of EXPECTED_CRON_JOBS) {
      expect(() => isDue(job.schedule, new Date()), job.name).not.toThrow();
    }
  });
});
