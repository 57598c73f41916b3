/**
 * The pg_cron jobs production must have: one list, read by `npm run smoke` (which fails when one
 * is missing from the deployed database) and by scripts/cron-jobs.test.ts (which checks each job
 * is scheduled, with this schedule, where the list says). Migrations schedule theirs only where
 * pg_cron exists (the local backend and the deployment check have none), so a missing extension
 * never stops a migration; the smoke test is what notices.
 */
export interface CronJob {
  name: string;
  /** The cron expression, in UTC. */
  schedule: string;
  /** What it does. */
  purpose: string;
  /** Where it is scheduled: a migration file, or the README's deploy step for jobs with URLs. */
  scheduledIn: { migration: string } | { readme: string };
}

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
    // Its URL names the project, so it is scheduled once by hand (README, Deploy to production, step 2).
    scheduledIn: { readme: 'Deploy to production, step 2' },
  },
  {
    name: 'maintenance-mail-sender',
    schedule: '* * * * *',
    purpose:
      'sends and retries the maintenance mail queue (the maintenance function), also when no request comes in',
    // Its URL names the project, like the alert sender's (README, Deploy to production, step 2).
    scheduledIn: { readme: 'Deploy to production, step 2' },
  },
  {
    name: 'money-run',
    schedule: '*/15 * * * *',
    purpose:
      "posts the books' due rent, late and management fees (the money function), makes last month's owner statements on the 1st-5th and sends the receipts, reminders and statements owed",
    // Its URL names the project, like the mail senders' (README, Deploy to production, step 2).
    scheduledIn: { readme: 'Deploy to production, step 2' },
  },
  {
    name: 'booking-mail-sender',
    schedule: '* * * * *',
    purpose:
      'sends the booking reminders (24 h and 2 h before) and change mails (the bookings function), also when no request comes in',
    // Its URL names the project, like the other senders' (README, Deploy to production, step 2).
    scheduledIn: { readme: 'Deploy to production, step 2' },
  },
];
