/**
 * The operations' thresholds, shared by `npm run smoke` and the office's status panel; the SQL
 * of public.office_status() uses the same figure, and outbox.int.test.ts checks it on both sides.
 */

/** A daily backup (README, Backups) with two hours' slack for a slow run. */
export const BACKUP_MAX_AGE_HOURS = 26;
