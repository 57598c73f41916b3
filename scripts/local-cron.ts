/**
 * pg_cron's function jobs for `npm start`: the local backend has no pg_cron, so this runs each
 * job of supabase/cron-jobs.ts that calls a function, on its schedule, the way the migration's
 * job does on hosted (a POST with the `x-cron-secret` header, here the local CRON_SECRET).
 */
import { EXPECTED_CRON_JOBS, type CronJob } from '../supabase/cron-jobs.ts';

/** Whether one field of a cron expression (`*`, `*\/n`, `n`, or a list of them) matches. */
function fieldMatches(field: string, value: number): boolean {
  return field.split(',').some((part) => {
    if (part === '*') return true;
    const step = /^\*\/(\d+)$/.exec(part);
    if (step) return value % Number(step[1]) === 0;
    return /^\d+$/.test(part) && Number(part) === value;
  });
}

/** Whether a 5-field cron expression (UTC, as pg_cron's) is due in the minute of `at`. */
export function isDue(schedule: string, at: Date): boolean {
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`not a 5-field cron expression: ${schedule}`);
  const values = [
    at.getUTCMinutes(),
    at.getUTCHours(),
    at.getUTCDate(),
    at.getUTCMonth() + 1,
    at.getUTCDay(),
  ];
  return fields.every((field, i) => fieldMatches(field, values[i]!));
}

export interface LocalCronOptions {
  backendUrl: string;
  apikey: string;
  cronSecret: string;
  log: (line: string) => void;
  jobs?: readonly CronJob[];
}

/** Runs the due function jobs at the start of every minute; returns a stop function. */
export function startLocalCron(options: LocalCronOptions): () => void {
  const jobs = (options.jobs ?? EXPECTED_CRON_JOBS).filter((j) => j.calls);
  const tick = () => {
    const now = new Date();
    for (const job of jobs.filter((j) => isDue(j.schedule, now))) {
      fetch(`${options.backendUrl}/functions/v1/${job.calls!.fn}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'x-cron-secret': options.cronSecret,
          ...(options.apikey ? { apikey: options.apikey } : {}),
        },
        body: JSON.stringify(job.calls!.body),
      })
        .then(async (res) => {
          const text = await res.text();
          if (!res.ok) options.log(`${job.name}: ${res.status} ${text.slice(0, 200)}`);
        })
        .catch((error: unknown) =>
          options.log(`${job.name}: ${error instanceof Error ? error.message : String(error)}`),
        );
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(
      () => {
        tick();
        schedule();
      },
      60_000 - (Date.now() % 60_000),
    );
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}
