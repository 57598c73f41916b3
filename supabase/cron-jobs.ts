/**
 * The pg_cron jobs production must have: one list, read by `npm run smoke` (which fails when one
 * is missing from the deployed database), by scripts/cron-jobs.test.ts (which checks each job
 * is scheduled, with this schedule, where the list says, and that a job calling a function sends
 * the scheduler's secret) and by `npm start` (which runs the function jobs on the local backend,
 * which has no pg_cron). Migrations schedule theirs only where pg_cron exists (the local backend
 * and the deployment check have none), so a missing extension never stops a migration; the
 * smoke test is what notices.
 */
export interface CronJob {
  name: string;
  /** The cron expression, in UTC. */
  schedule: string;
  /** What it does. */
  purpose: string;
  /** Where it is scheduled: a migration file, or the README's deploy step. */
  scheduledIn: { migration: string } | { readme: string };
  /**
   * The edge function it POSTs to (pg_net, with the project URL and the `x-cron-secret` header
   * read from Vault; supabase/functions/_shared/platform/cron-auth.ts) and the JSON body it sends.
   */
  calls?: { fn: string; body: { action: string } };
}

/** The migration that (re)defines the jobs calling functions, with the secret from Vault. */
const FUNCTION_JOBS = '20261201000300_scheduled_jobs_secret.sql';

export const EXPECTED_CRON_JOBS: readonly CronJob[] = [
  {
    name: 'delete-expired-leads',
    schedule: '17 10 * * *',
    purpose: 'deletes leads lost or archived more than 24 months ago (privacy retention)',
    scheduledIn: { migration: '20261124000300_privacy_consent_retention.sql' },
  },
  {
    name: 'listing-alerts-sender',
    schedule: '* * * * *',
    purpose: 'mails confirmed listing alerts their new matches (the listing-alerts function)',
    scheduledIn: { migration: FUNCTION_JOBS },
    calls: { fn: 'listing-alerts', body: { action: 'send' } },
  },
  {
    name: 'maintenance-mail-sender',
    schedule: '* * * * *',
    purpose:
      'sends and retries the maintenance mail queue (the maintenance function), also when no request comes in',
    scheduledIn: { migration: FUNCTION_JOBS },
    calls: { fn: 'maintenance', body: { action: 'send' } },
  },
  {
    name: 'money-run',
    schedule: '*/5 * * * *',
    purpose:
      "one bounded step of the books (the money function): sends a batch of the receipts, reminders and statements owed, posts the due rent, late and management fees, and on the 1st-5th makes a batch of last month's owner statements",
    scheduledIn: { migration: FUNCTION_JOBS },
    calls: { fn: 'money', body: { action: 'run' } },
  },
  {
    name: 'booking-mail-sender',
    schedule: '* * * * *',
    purpose:
      'sends the booking reminders (24 h and 2 h before) and change mails (the bookings function), also when no request comes in',
    scheduledIn: { migration: FUNCTION_JOBS },
    calls: { fn: 'bookings', body: { action: 'send' } },
  },
];
