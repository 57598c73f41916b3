/**
 * The README's "Deploy to production" steps, checked against the code they describe: the steps
 * are all there in order, every secret a function reads is injected or set in step 3, every
 * `env(...)` of config.toml is set before `config push`, every browser variable is set at build,
 * every npm script the steps run exists, Auth mail goes through the SMTP config.toml names, the
 * first admin is created without a public sign-up, and the smoke test checks a mail.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './postgres.ts';

const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
const deploy = (() => {
  const start = readme.indexOf('## Deploy to production');
  const end = readme.indexOf('\n## ', start + 1);
  return start < 0 ? '' : readme.slice(start, end < 0 ? undefined : end);
})();
const steps = [
  ...deploy.matchAll(/^(\d)\. \*\*(.+?)\*\*([\s\S]*?)(?=^\d\. \*\*|^### |(?![\s\S]))/gm),
];
const step = (n: number) => steps.find((s) => s[1] === String(n))?.[0] ?? '';

/** Platform-injected on hosted Supabase, or test-only (never set in production). */
const INJECTED = [
  'SUPABASE_URL',
  'SUPABASE_PUBLISHABLE_KEYS',
  'SUPABASE_SECRET_KEYS',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
];
const TEST_ONLY = ['SAFE_FETCH_ALLOW_HOSTS', 'RESEND_API_URL', 'TURNSTILE_VERIFY_URL'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.ts$/.test(e.name) && !/_test\.ts$|^test-/.test(e.name) ? [p] : [];
  });
}

describe('README: Deploy to production', () => {
  it('gives the seven steps in order', () => {
    expect(steps.map((s) => s[2])).toEqual([
      'Create the project.',
      'Database, Auth settings and functions.',
      'Secrets of the functions.',
      'Grant the first admin.',
      'Build and upload the site.',
      'Smoke-test.',
      'Backups.',
    ]);
    for (const command of ['supabase link', 'supabase db push', 'supabase functions deploy']) {
      expect(step(2)).toContain(command);
    }
  });

  it('step 3 names every variable a function reads that the platform does not inject', () => {
    const read = new Set<string>();
    for (const file of sourceFiles(path.join(REPO_ROOT, 'supabase', 'functions'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(
        /(?:Deno\.env\.get\(|value\(|envValue\(env, |\(env, |\benv\()'([A-Z][A-Z0-9_]+)'/g,
      )) {
        read.add(m[1] as string);
      }
    }
    expect(read).toContain('RESEND_API_KEY');
    expect(read).toContain('SENTRY_DSN');
    expect(read).toContain('SUPABASE_SECRET_KEYS');
    const toSet = [...read].filter((v) => !INJECTED.includes(v) && !TEST_ONLY.includes(v));
    const missing = toSet.filter((v) => !step(3).includes(v));
    expect(missing).toEqual([]);
    for (const v of INJECTED) expect(step(3)).toContain(v);
  });

  it('the scheduled jobs: the migrations schedule them, step 3 puts their secret in Vault', () => {
    // pg_cron calls the functions with a secret read from Vault, never by a
    // URL pasted into the SQL editor without one.
    expect(step(2)).not.toContain('cron.schedule(');
    expect(step(2)).toContain('pg_cron and pg_net');
    expect(step(3)).toContain('supabase secrets set CRON_SECRET=');
    for (const name of ['project_url', 'cron_secret']) {
      expect(step(3)).toContain(`vault.create_secret(`);
      expect(step(3)).toContain(`'${name}');`);
    }
  });

  it('step 2 sets every env(...) of config.toml before `supabase config push`', () => {
    const config = readFileSync(path.join(REPO_ROOT, 'supabase', 'config.toml'), 'utf8');
    const names = [...config.matchAll(/^[^#\n]*"env\(([A-Z0-9_]+)\)"/gm)].map(
      (m) => m[1] as string,
    );
    expect(names.length).toBeGreaterThan(0);
    const beforePush = step(2).slice(0, step(2).indexOf('config push'));
    expect(names.filter((n) => !beforePush.includes(`${n}=`))).toEqual([]);
  });

  it('step 2 pushes Auth SMTP with its password and says why the built-in mailer will not do', () => {
    const config = readFileSync(path.join(REPO_ROOT, 'supabase', 'config.toml'), 'utf8');
    const smtp = /^\[auth\.email\.smtp\]\n([\s\S]*?)(?=^\[)/m.exec(config)?.[1] ?? '';
    expect(smtp).toMatch(/^enabled = true$/m);
    const host = /^host = "([^"]+)"$/m.exec(smtp)?.[1];
    const port = /^port = (\d+)$/m.exec(smtp)?.[1];
    // Hosted Supabase blocks outbound 25 and 587.
    expect(['465', '2525']).toContain(port);
    expect(step(2)).toContain(`${host}:${port}`);
    const pass = /^pass = "env\(([A-Z0-9_]+)\)"$/m.exec(smtp)?.[1];
    expect(pass).toBeDefined();
    expect(step(2)).toContain('https://supabase.com/docs/guides/auth/auth-smtp');
    // Public sign-up ships off: the first admin is created with the secret key.
    expect(config).toMatch(/^\[auth\][\s\S]*?^enable_signup = false$/m);
    expect(step(4)).toMatch(/npm run admin:grant -- \S+ --create/);
  });

  it('step 6 sends a real mail through the deployed Auth', () => {
    expect(step(6)).toMatch(/npm run smoke -- [\s\S]*--mail-to /);
  });

  it('step 5 sets every browser variable the app reads', () => {
    // The app's settings, and the error tracker's (read where it is loaded, off the first chunk).
    const env = ['src/config/env.ts', 'src/lib/errorReports.ts', 'src/lib/errorTracker.ts']
      .map((file) => readFileSync(path.join(REPO_ROOT, file), 'utf8'))
      .join('\n');
    const names = new Set(
      [...env.matchAll(/import\.meta\.env\.(VITE_[A-Z0-9_]+)/g)].map((m) => m[1]),
    );
    // The legacy anon key is the fallback of the publishable key, not a second setting.
    names.delete('VITE_SUPABASE_ANON_KEY');
    expect(names.size).toBeGreaterThan(0);
    expect(names).toContain('VITE_SENTRY_DSN');
    expect([...names].filter((n) => !step(5).includes(`${n}=`))).toEqual([]);
  });

  it('step 5 explains the fail-fast build, step 6 passes the secret key to the smoke test', () => {
    expect(step(5)).toContain('LOCAL_BUILD=1');
    expect(step(5)).toContain('src/config/buildTarget.ts');
    expect(step(6)).toMatch(/npm run smoke -- [^`]*--secret-key sb_secret_/);
    expect(step(6)).toContain('supabase/cron-jobs.ts');
  });

  it('every npm script the steps run exists', () => {
    const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const used = [...deploy.matchAll(/npm run ([a-z:-]+)/g)].map((m) => m[1] as string);
    expect(used).toEqual(
      expect.arrayContaining(['admin:grant', 'build', 'smoke', 'backup', 'restore']),
    );
    expect(used.filter((s) => !(s in pkg.scripts))).toEqual([]);
  });
});
