// @vitest-environment node
/** The one list of pg_cron jobs (supabase/cron-jobs.ts) matches where each is scheduled. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPECTED_CRON_JOBS } from '../supabase/cron-jobs.ts';

const root = path.resolve(import.meta.dirname, '..');
const migrationsDir = path.join(root, 'supabase', 'migrations');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** `cron.schedule('name', 'expression', ...)` calls in a text. */
function scheduled(text: string): Map<string, string> {
  return new Map(
    [...text.matchAll(/cron\.schedule\(\s*'([^']+)',\s*'([^']+)'/g)].map((m) => [m[1]!, m[2]!]),
  );
}

/** The command of each `cron.schedule('name', 'expression', $tag$ ... $tag$)` in a text. */
function commands(text: string): Map<string, string> {
  return new Map(
    [...text.matchAll(/cron\.schedule\(\s*'([^']+)',\s*'[^']+',\s*(\$\w*\$)([\s\S]*?)\2/g)].map(
      (m) => [m[1]!, m[3]!],
    ),
  );
}

describe('expected pg_cron jobs', () => {
  it('each is scheduled where the list says, with the listed schedule', () => {
    for (const job of EXPECTED_CRON_JOBS) {
      const text =
        'migration' in job.scheduledIn
          ? readFileSync(path.join(migrationsDir, job.scheduledIn.migration), 'utf8')
          : readme;
      expect(scheduled(text).get(job.name), job.name).toBe(job.schedule);
    }
  });

  it('every job a migration or the README schedules is in the list', () => {
    const all = new Map(scheduled(readme));
    for (const file of readdirSync(migrationsDir).filter((f) => f.endsWith('.sql'))) {
      for (const [name, expr] of scheduled(readFileSync(path.join(migrationsDir, file), 'utf8')))
        all.set(name, expr);
    }
    expect([...all.keys()].sort()).toEqual(EXPECTED_CRON_JOBS.map((j) => j.name).sort());
  });

  it('a job calling a function posts its body with the secret, both from Vault', () => {
    for (const job of EXPECTED_CRON_JOBS.filter((j) => j.calls)) {
      expect('migration' in job.scheduledIn, job.name).toBe(true);
      if (!('migration' in job.scheduledIn) || !job.calls) continue;
      const command = commands(
        readFileSync(path.join(migrationsDir, job.scheduledIn.migration), 'utf8'),
      ).get(job.name);
      expect(command, job.name).toBeDefined();
      expect(command).toContain('net.http_post(');
      expect(command).toContain(
        "(select decrypted_secret from vault.decrypted_secrets where name = 'project_url')",
      );
      expect(command).toContain(`'/functions/v1/${job.calls.fn}'`);
      expect(command).toMatch(
        /'x-cron-secret',\s*\(select decrypted_secret from vault\.decrypted_secrets where name = 'cron_secret'\)/,
      );
      const body = /body := '([^']*)'::jsonb/.exec(command!)?.[1];
      expect(JSON.parse(body ?? 'null'), job.name).toEqual(job.calls.body);
      // No project URL or secret in the migration itself.
      expect(command).not.toMatch(/https?:\/\//);
    }
  });
});
