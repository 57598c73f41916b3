/**
 * `npm run bench:backend [-- --baseline <git ref>] [--runs N]`: the local backend's speed and
 * memory, measured from outside as a developer meets it.
 *
 * - start to ready: spawning the local-supabase CLI (`packages/local-supabase/src/cli.ts`) until it prints its ready line, on a fresh
 *   data directory (database template already cached) and on an existing one;
 * - RSS of the backend process at idle, after start and after the select loop;
 * - 500 sequential `select` calls through supabase-js (`properties`, active listings).
 *
 * With `--baseline <ref>` the same measurements run on that commit too (a temporary git worktree
 * sharing node_modules), interleaved run by run, so old and new see the same machine load.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { freePort } from 'local-supabase/ports';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const READY = /Local Supabase ready at (\S+)/;
const ANON_KEY = /Anon key:\s+(\S+)/;

interface Started {
  child: ChildProcess;
  url: string;
  anonKey: string;
  ms: number;
}

async function startBackend(root: string, dataDir: string, fresh: boolean): Promise<Started> {
  const port = await freePort();
  // The CLI's path before and after the stand-in became a package, so a baseline commit runs too.
  const cli = ['packages/local-supabase/src/cli.ts', 'supabase/local/cli.ts'].find((f) =>
    existsSync(path.join(root, f)),
  );
  if (!cli) throw new Error(`no local backend CLI in ${root}`);
  const args = [cli, '--port', String(port), '--data-dir', dataDir, '--no-mail'];
  if (fresh) args.push('--fresh');
  const started = performance.now();
  const child = spawn(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let url = '';
    let readyAt = 0;
    const onData = (d: Buffer) => {
      out += d.toString();
      const ready = READY.exec(out);
      if (ready && !url) {
        url = ready[1] as string;
        readyAt = performance.now();
      }
      const key = ANON_KEY.exec(out);
      if (url && key) {
        child.stdout?.off('data', onData);
        resolve({ child, url, anonKey: key[1] as string, ms: readyAt - started });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) =>
      reject(new Error(`backend exited (${code}) before ready:\n${out}`)),
    );
  });
}

/** RSS of the process tree under the child (tsx → node), in MiB. */
function rssMiB(pid: number): number {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number, number]);
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [p, pp] of table) {
      if (tree.has(pp) && !tree.has(p)) {
        tree.add(p);
        grew = true;
      }
    }
  }
  // Deno function workers start on demand; only the backend itself counts at idle.
  const kib = table.filter(([p]) => tree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0);
  return kib / 1024;
}

async function stopBackend(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGINT');
  await exited;
}

interface Sample {
  freshMs: number;
  existingMs: number;
  idleRss: number;
  selectsMs: number;
  afterRss: number;
}

async function measure(root: string): Promise<Sample> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-backend-'));
  try {
    const fresh = await startBackend(root, dataDir, true);
    await stopBackend(fresh.child);
    const existing = await startBackend(root, dataDir, false);
    await new Promise((r) => setTimeout(r, 1000));
    const idleRss = rssMiB(existing.child.pid as number);
    const client = createClient(existing.url, existing.anonKey, {
      auth: { persistSession: false },
      // ws satisfies the transport at run time; its constructor type differs from supabase-js's.
      realtime: { transport: ws as never },
    });
    const t = performance.now();
    for (let i = 0; i < 500; i++) {
      const { error } = await client
        .from('properties')
        .select('id,city,price') // anon may not select the free-text columns
        .eq('status', 'active');
      if (error) throw new Error(error.message);
    }
    const selectsMs = performance.now() - t;
    const afterRss = rssMiB(existing.child.pid as number);
    await stopBackend(existing.child);
    return { freshMs: fresh.ms, existingMs: existing.ms, idleRss, selectsMs, afterRss };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function summary(samples: Sample[]): Record<string, string> {
  const pick = (k: keyof Sample) => samples.map((s) => s[k]);
  const range = (k: keyof Sample, unit: string, digits = 0) =>
    `${median(pick(k)).toFixed(digits)} ${unit} (${Math.min(...pick(k)).toFixed(digits)}-${Math.max(...pick(k)).toFixed(digits)})`;
  return {
    'start, fresh data dir (template cached)': range('freshMs', 'ms'),
    'start, existing data dir': range('existingMs', 'ms'),
    'RSS at idle': range('idleRss', 'MiB'),
    '500 sequential selects': range('selectsMs', 'ms'),
    'RSS after the selects': range('afterRss', 'MiB'),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: { baseline: { type: 'string' }, runs: { type: 'string', default: '3' } },
  });
  const runs = Math.max(1, Number(values.runs));
  let baselineDir: string | undefined;
  if (values.baseline) {
    baselineDir = mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'));
    execFileSync('git', ['worktree', 'add', '--detach', baselineDir, values.baseline], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
    });
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(baselineDir, 'node_modules'));
  }
  try {
    // A first fresh start of each tree builds its cached database template; not measured.
    for (const root of [REPO_ROOT, baselineDir].filter(Boolean) as string[]) await measure(root);
    const current: Sample[] = [];
    const baseline: Sample[] = [];
    for (let i = 0; i < runs; i++) {
      current.push(await measure(REPO_ROOT));
      if (baselineDir) baseline.push(await measure(baselineDir));
    }
    const now = summary(current);
    const old = baselineDir ? summary(baseline) : undefined;
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`local backend, median of ${runs} runs (min-max); load average ${load}`);
    for (const [k, v] of Object.entries(now)) {
      console.log(
        `  ${k.padEnd(42)} ${v.padEnd(28)}${old ? ` baseline ${values.baseline}: ${old[k]}` : ''}`,
      );
    }
  } finally {
    if (baselineDir) {
      execFileSync('git', ['worktree', 'remove', '--force', baselineDir], {
        cwd: REPO_ROOT,
        stdio: 'ignore',
      });
    }
  }
}

await main();
