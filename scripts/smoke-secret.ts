/**
 * The checks of `npm run smoke` that need the project's secret key (`--secret-key` or
 * SUPABASE_SECRET_KEY): which client-address headers a deployed lead function receives,
 * whether every expected pg_cron job exists, and the last backup's age. Kept apart from scripts/smoke.ts, which
 * only adds them to its list.
 */
import { BACKUP_MAX_AGE_HOURS } from '../supabase/functions/_shared/contract/operations.ts';
import { EXPECTED_CRON_JOBS } from '../supabase/cron-jobs.ts';

export interface SecretSmokeOptions {
  /** The secret key (sb_secret_…) or a legacy service_role JWT; without it both checks fail. */
  secretKey?: string;
  /** The local backend has no pg_cron: report the jobs without failing. */
  allowMissingCron?: boolean;
  /** The local backend is not backed up: report the last backup without failing. */
  allowNoBackup?: boolean;
  /** The suite's shared backend holds mail its tests failed on purpose: report it without failing. */
  allowStuckMail?: boolean;
}

export const BACKUP_CHECK = `the last backup succeeded less than ${BACKUP_MAX_AGE_HOURS} hours ago`;
export const STATUS_CHECK = 'no mail is stuck in the outbox and no scheduled job missed its run';

type Check = [name: string, run: () => Promise<string>];

/** Forged values the smoke test sends: documentation addresses (RFC 5737) nobody connects from. */
export const FORGED_ADDRESS_HEADERS = {
  'cf-connecting-ip': '192.0.2.10',
  'x-real-ip': '192.0.2.11',
  'x-forwarded-for': '192.0.2.12',
} as const;

interface HeaderReport {
  name: string;
  present: boolean;
  validIp: boolean;
  entries: number;
  documentation: boolean;
}

function fail(detail: string): never {
  throw new Error(detail);
}

const NEEDS_KEY =
  'needs the secret key: pass --secret-key sb_secret_... (or set SUPABASE_SECRET_KEY)';

export function secretKeyChecks(
  api: string,
  doFetch: typeof fetch,
  options: SecretSmokeOptions = {},
): Check[] {
  const key = options.secretKey;
  const keyHeaders = (k: string): Record<string, string> =>
    k.startsWith('sb_') ? { apikey: k } : { apikey: k, Authorization: `Bearer ${k}` };

  return [
    [
      'submit-lead receives a client address the client cannot choose',
      async () => {
        if (!key) fail(NEEDS_KEY);
        const res = await doFetch(`${api}/functions/v1/submit-lead?diagnose=headers`, {
          headers: { ...keyHeaders(key), ...FORGED_ADDRESS_HEADERS },
        });
        const text = await res.text();
        if (res.status !== 200) fail(`status ${res.status}: ${text.slice(0, 200)}`);
        const body = JSON.parse(text) as { headers: HeaderReport[]; used: string | null };
        const summary = body.headers
          .map((h) =>
            h.present
              ? `${h.name} (${h.validIp ? 'valid IP' : 'not an IP'}${h.entries > 1 ? `, ${h.entries} entries` : ''}${h.documentation ? ', our forged value came through' : ''})`
              : `${h.name} absent`,
          )
          .join('; ');
        const used = body.headers.find((h) => h.name === body.used);
        if (!used) {
          fail(`no client-address header: every visitor shares the site-wide ceiling. ${summary}`);
        }
        if (used.documentation) {
          fail(`${used.name} passes a client's forged value through. ${summary}`);
        }
        return `keyed by ${used.name}; ${summary}`;
      },
    ],
    [
      'the expected pg_cron jobs are scheduled',
      async () => {
        if (!key) fail(NEEDS_KEY);
        const res = await doFetch(`${api}/rest/v1/rpc/scheduled_jobs`, {
          method: 'POST',
          headers: { ...keyHeaders(key), 'Content-Type': 'application/json' },
          body: '{}',
        });
        const text = await res.text();
        if (res.status !== 200) fail(`status ${res.status}: ${text.slice(0, 200)}`);
        const jobs = JSON.parse(text) as { jobname: string; schedule: string; active: boolean }[];
        const problems = EXPECTED_CRON_JOBS.flatMap((expected) => {
          const job = jobs.find((j) => j.jobname === expected.name);
          if (!job) {
            const where =
              'migration' in expected.scheduledIn
                ? `migration ${expected.scheduledIn.migration} (is pg_cron enabled?)`
                : `README, ${expected.scheduledIn.readme}`;
            return [`${expected.name} is missing (scheduled by ${where})`];
          }
          if (!job.active) return [`${expected.name} is not active`];
          if (job.schedule !== expected.schedule) {
            return [`${expected.name} runs at "${job.schedule}", expected "${expected.schedule}"`];
          }
          return [];
        });
        const names = EXPECTED_CRON_JOBS.map((j) => j.name).join(', ');
        if (problems.length > 0 && !options.allowMissingCron) fail(problems.join('; '));
        return problems.length > 0 ? `allowed here: ${problems.join('; ')}` : `${names} scheduled`;
      },
    ],
    [
      BACKUP_CHECK,
      async () => {
        if (!key) fail(NEEDS_KEY);
        const res = await doFetch(`${api}/rest/v1/rpc/backup_runs`, {
          method: 'POST',
          headers: { ...keyHeaders(key), 'Content-Type': 'application/json' },
          body: JSON.stringify({ p_limit: 30 }),
        });
        const text = await res.text();
        if (res.status !== 200) fail(`status ${res.status}: ${text.slice(0, 200)}`);
        const runs = JSON.parse(text) as {
          backup_id: string;
          finished_at: string;
          ok: boolean;
          size_bytes: number;
          objects: number;
        }[];
        const last = runs.find((r) => r.ok);
        const failed = runs.filter((r) => !r.ok && (!last || r.finished_at > last.finished_at));
        const hours = last ? (Date.now() - Date.parse(last.finished_at)) / 3_600_000 : Infinity;
        const since = failed.length > 0 ? `; ${failed.length} failed run(s) since` : '';
        const problem = !last
          ? `no backup has succeeded (npm run backup: README, Backups)${since}`
          : hours > BACKUP_MAX_AGE_HOURS
            ? `the last successful backup is ${hours.toFixed(0)} hours old${since}`
            : undefined;
        if (problem && !options.allowNoBackup) fail(problem);
        if (problem) return `allowed here: ${problem}`;
        return `${last!.backup_id}, ${hours.toFixed(1)} hours ago: ${last!.objects} objects, ${last!.size_bytes} bytes${since}`;
      },
    ],
    [
      STATUS_CHECK,
      async () => {
        if (!key) fail(NEEDS_KEY);
        // The office's status panel reads the same function (supabase: public.office_status()).
        const res = await doFetch(`${api}/rest/v1/rpc/office_status`, {
          method: 'POST',
          headers: { ...keyHeaders(key), 'Content-Type': 'application/json' },
          body: '{}',
        });
        const text = await res.text();
        if (res.status !== 200) fail(`status ${res.status}: ${text.slice(0, 200)}`);
        const rows = JSON.parse(text) as {
          check_name: string;
          problems: number | null;
          detail: string | null;
        }[];
        const row = (name: string) => rows.find((r) => r.check_name === name);
        const mail = row('stuck_mail');
        const jobs = row('missed_jobs');
        const problems = [
          mail?.problems ? `${mail.problems} mail stuck (${mail.detail ?? ''})` : '',
          jobs?.problems ? `${jobs.problems} job(s) missed their run: ${jobs.detail ?? ''}` : '',
        ].filter(Boolean);
        const mailStuck = Boolean(mail?.problems);
        const jobsMissed = Boolean(jobs?.problems);
        if ((mailStuck && !options.allowStuckMail) || (jobsMissed && !options.allowMissingCron)) {
          fail(problems.join('; '));
        }
        if (problems.length > 0) return `allowed here: ${problems.join('; ')}`;
        return jobs?.problems === null
          ? `no mail stuck; jobs not checked: ${jobs.detail ?? ''}`
          : 'no mail stuck, every job on time';
      },
    ],
  ];
}
