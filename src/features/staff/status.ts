/**
 * The office's status checks (public.office_status(): one row per check) in the office's words.
 * A new check is a row in that function and its entry here; a row with no entry still shows, by
 * its name.
 */
import { formatInstant } from '@contract/date-format.ts';
import { BACKUP_MAX_AGE_HOURS } from '@contract/operations.ts';

export interface StatusRow {
  check_name: string;
  /** How many problems; null when the check cannot run here. */
  problems: number | null;
  /** The oldest problem's time. */
  oldest: string | null;
  /** Mail kinds, job names… */
  detail: string | null;
}

export const statusChecks: Record<string, { label: string; what: (row: StatusRow) => string }> = {
  stuck_mail: {
    label: 'Mail',
    what: (row) =>
      row.problems
        ? `${row.problems} stuck (${row.detail ?? ''}), oldest ${formatInstant(row.oldest ?? '')}`
        : 'Nothing stuck',
  },
  missed_jobs: {
    label: 'Scheduled jobs',
    what: (row) =>
      row.problems === null
        ? `Not checked: ${row.detail ?? ''}`
        : row.problems
          ? `${row.problems} missed their run: ${row.detail ?? ''}`
          : 'All ran on time',
  },
  last_backup: {
    label: 'Backups',
    what: (row) => {
      const failed = row.detail ? ` (${row.detail})` : '';
      if (!row.oldest) return `No backup recorded yet${failed}`;
      const when = `last one ${formatInstant(row.oldest)}`;
      return row.problems
        ? `Older than ${BACKUP_MAX_AGE_HOURS} hours: ${when}${failed}`
        : `Up to date: ${when}`;
    },
  },
};

export type StatusLevel = 'ok' | 'problem' | 'unknown';

export function statusLevel(row: StatusRow): StatusLevel {
  return row.problems === null ? 'unknown' : row.problems > 0 ? 'problem' : 'ok';
}

/** A row's label and sentence (a check with no words yet: its name and count). */
export function statusText(row: StatusRow): { label: string; text: string } {
  const words = statusChecks[row.check_name];
  return words
    ? { label: words.label, text: words.what(row) }
    : { label: row.check_name, text: String(row.problems ?? 'not checked') };
}
