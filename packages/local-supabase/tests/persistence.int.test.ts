/**
 * Durability and start time of the local backend CLI: a row committed through REST survives
 * `kill -9`, the mail catcher and function workers do not outlive a killed backend, and a start
 * on an existing data directory is fast.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/env.ts';
import { WELL_KNOWN_ANON_KEY, WELL_KNOWN_SERVICE_ROLE_KEY } from '../src/jwt.ts';
import { freePort } from '../src/ports.ts';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
/** The start-time budget of the issue (3 s), scaled when other work saturates the CPUs. */
const EXISTING_START_BUDGET_MS = 3000;

const root = mkdtempSync(path.join(os.tmpdir(), 'local-persistence-'));
const dataDir = path.join(root, 'data');
const functionsDir = path.join(root, 'functions');
mkdirSync(path.join(functionsDir, 'hello'), { recursive: true });
writeFileSync(
  path.join(functionsDir, 'hello', 'index.ts'),
  "Deno.serve(() => new Response('hi'));\n",
);
const started: ChildProcess[] = [];

interface Running {
  child: ChildProcess;
  url: string;
  readyMs: number;
}

/** Starts the CLI as one Node process (no tsx wrapper process, so SIGKILL hits the server). */
async function startCli(args: string[]): Promise<Running> {
  const t0 = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--quiet', ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line: ${output}`)), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const match = /Local Supabase ready at (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    });
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`CLI exited with ${code}: ${output}`));
    });
  });
  return { child, url, readyMs: Date.now() - t0 };
}

function childPids(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
  } catch {
    return [];
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitGone(pids: number[], timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && pids.some(alive)) await new Promise((r) => setTimeout(r, 100));
  return pids.filter(alive);
}

function client(url: string, key: string) {
  return createClient(url, key, {
    realtime: { transport: ws as never },
    auth: { persistSession: false },
  });
}

afterAll(async () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('local backend CLI', () => {
  it('keeps a committed row through kill -9, leaves no orphans, and restarts fast', async () => {
    const port = await freePort();
    const [smtp, web] = [await freePort(), await freePort()];
    const common = ['--port', String(port), '--data-dir', dataDir, '--functions-dir', functionsDir];
    const first = await startCli([
      ...common,
      '--fresh',
      '--mail-smtp',
      String(smtp),
      '--mail-web',
      String(web),
    ]);

    const title = `kill-9 survivor ${Date.now()}`;
    const svc = client(first.url, WELL_KNOWN_SERVICE_ROLE_KEY);
    const insert = await svc.from('properties').insert({
      title,
      price: 1,
      address: '1 Durable Way',
      city: 'Pomona',
      zip_code: '91766',
      bedrooms: 1,
      bathrooms: 1,
      square_feet: 500,
    });
    expect(insert.error).toBeNull();
    const hello = await fetch(`${first.url}/functions/v1/hello`, {
      headers: { authorization: `Bearer ${WELL_KNOWN_ANON_KEY}` },
    });
    expect(await hello.text()).toBe('hi');

    const children = childPids(first.child.pid!);
    expect(children.length).toBeGreaterThanOrEqual(2); // maildev + the deno worker
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect(await waitGone(children, 10_000)).toEqual([]);

    const second = await startCli([...common, '--no-mail']);
    const budget = EXISTING_START_BUDGET_MS * Math.max(1, os.loadavg()[0]! / os.cpus().length);
    console.info(
      `start on an existing data dir: ${second.readyMs} ms (budget ${Math.round(budget)} ms, load ${os.loadavg()[0]!.toFixed(1)})`,
    );
    expect(second.readyMs).toBeLessThan(budget);
    const { data, error } = await client(second.url, WELL_KNOWN_SERVICE_ROLE_KEY)
      .from('properties')
      .select('title')
      .eq('title', title);
    expect(error).toBeNull();
    expect(data).toEqual([{ title }]);

    // A second backend on the same data directory is refused while the first runs.
    await expect(
      startCli(['--port', String(await freePort()), '--data-dir', dataDir, '--no-mail']),
    ).rejects.toThrow(/in use by process/);
    second.child.kill('SIGTERM');
    const code = await new Promise((r) => second.child.once('exit', (c) => r(c)));
    expect(code).toBe(0);
  }, 120_000);
});
