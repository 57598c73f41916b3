/**
 * `npm start`: the local Supabase stand-in (with its mail catcher) and the Vite dev server on
 * http://localhost:5173 together. Vite starts once the backend prints its ready line; Ctrl-C
 * stops both. Works on a fresh clone without .env (defaults from .env.example).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_SITE_URL, loadProjectEnv } from 'local-supabase/env';
import { localErrorDsn } from 'local-supabase/errors';
import { startLocalCron } from './local-cron.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const READY = /Local Supabase ready at (\S+)/;

const env = loadProjectEnv(ROOT);
const children: ChildProcess[] = [];
let shuttingDown = false;

function prefixLines(name: string, stream: NodeJS.ReadableStream, onLine?: (line: string) => void) {
  let buffer = '';
  stream.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      process.stdout.write(`[${name}] ${line}\n`);
      onLine?.(line);
    }
  });
}

function shutdown(code: number): void {
  if (shuttingDown) return;
  shuttingDown = true;
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of alive) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of alive) child.kill('SIGKILL');
    process.exit(code);
  }, 8000);
  force.unref();
  Promise.all(alive.map((c) => new Promise((r) => c.once('exit', r)))).then(() =>
    process.exit(code),
  );
}

function startBackend(): Promise<string> {
  // `node --import tsx` runs the backend in one process (the tsx CLI would add a wrapper process).
  const cli = fileURLToPath(import.meta.resolve('local-supabase/cli'));
  const backend = spawn(process.execPath, ['--import', 'tsx', cli], {
    cwd: ROOT,
    // The functions' links (leads, bookings, maintenance, money mails) open this dev server,
    // not the production domain that .env.example's VITE_SITE_URL names. The shell may override.
    env: { ...process.env, SITE_URL: process.env.SITE_URL || LOCAL_SITE_URL },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(backend);
  return new Promise((resolve, reject) => {
    prefixLines('backend', backend.stdout!, (line) => {
      const match = READY.exec(line);
      if (match) resolve(match[1] as string);
    });
    prefixLines('backend', backend.stderr!);
    backend.once('exit', (code) => {
      reject(new Error(`the local backend exited (code ${code})`));
      if (!shuttingDown) {
        console.error('The local backend stopped; stopping everything.');
        shutdown(code ?? 1);
      }
    });
  });
}

/**
 * The books' schedule once (the money function's `run`, as pg_cron does on hosted, with the
 * scheduler's secret CRON_SECRET), so the demo leases have their rent, fees and late fees when
 * someone clicks through. Idempotent; `wait` answers what it posted.
 */
async function runBooks(backendUrl: string, key: string, cronSecret: string): Promise<void> {
  try {
    const res = await fetch(`${backendUrl}/functions/v1/money`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-cron-secret': cronSecret,
        ...(key ? { apikey: key } : {}),
      },
      body: JSON.stringify({ action: 'run', wait: true }),
    });
    const body = (await res.json()) as { posted?: unknown; message?: string };
    console.log(
      `[money] run: ${res.status} ${JSON.stringify(body.posted ?? body.message ?? body)}`,
    );
  } catch (error) {
    console.error(`[money] run failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function main(): Promise<void> {
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  const backendUrl = await startBackend();
  const apikey =
    process.env.VITE_SUPABASE_PUBLISHABLE_KEY ||
    env.VITE_SUPABASE_PUBLISHABLE_KEY ||
    process.env.VITE_SUPABASE_ANON_KEY ||
    env.VITE_SUPABASE_ANON_KEY ||
    '';
  void runBooks(backendUrl, apikey, env.CRON_SECRET ?? '');
  // The function jobs of supabase/cron-jobs.ts on their schedules, as pg_cron runs them on hosted.
  startLocalCron({
    backendUrl,
    apikey,
    cronSecret: env.CRON_SECRET ?? '',
    log: (line) => console.error(`[cron] ${line}`),
  });
  const vite = spawn(
    path.join(BIN, 'vite'),
    ['--port', new URL(LOCAL_SITE_URL).port, '--strictPort'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        // Says this is the local stack (src/config/buildTarget.ts); the dev server never refuses.
        LOCAL_BUILD: '1',
        VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL || env.VITE_SUPABASE_URL || backendUrl,
        VITE_SUPABASE_PUBLISHABLE_KEY:
          process.env.VITE_SUPABASE_PUBLISHABLE_KEY || env.VITE_SUPABASE_PUBLISHABLE_KEY || '',
        VITE_SUPABASE_ANON_KEY:
          process.env.VITE_SUPABASE_ANON_KEY || env.VITE_SUPABASE_ANON_KEY || '',
        // The browser's errors go to the backend's catcher: GET <backend>/errors/reports.
        VITE_SENTRY_DSN:
          process.env.VITE_SENTRY_DSN || env.VITE_SENTRY_DSN || localErrorDsn(backendUrl),
        VITE_SENTRY_ENVIRONMENT:
          process.env.VITE_SENTRY_ENVIRONMENT || env.VITE_SENTRY_ENVIRONMENT || 'local',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(vite);
  let announced = false;
  const announce = (line: string) => {
    if (announced || !/localhost:5173/.test(line)) return;
    announced = true;
    const mailWeb = 'http://127.0.0.1:54324';
    console.log('');
    console.log('  Site:      http://localhost:5173');
    console.log(`  REST:      ${backendUrl}/rest/v1`);
    console.log(`  Auth:      ${backendUrl}/auth/v1`);
    console.log(`  Functions: ${backendUrl}/functions/v1/<name>`);
    console.log(`  Mail UI:   ${mailWeb}`);
    console.log(
      `  Admin:     ${env.LOCAL_ADMIN_EMAIL || 'admin@example.com'} / ${env.LOCAL_ADMIN_PASSWORD || 'admin-password-123'}`,
    );
    if (env.LOCAL_SEED_ACCOUNTS) {
      console.log(
        `  Portals:   ${env.LOCAL_SEED_ACCOUNTS.split(',').join(', ')} / ${env.LOCAL_SEED_PASSWORD}`,
      );
    }
    console.log('  Ctrl-C stops everything.\n');
  };
  prefixLines('vite', vite.stdout!, announce);
  prefixLines('vite', vite.stderr!);
  vite.once('exit', (code) => {
    if (!shuttingDown) {
      console.error('Vite stopped; stopping everything.');
      shutdown(code ?? 1);
    }
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  shutdown(1);
});
