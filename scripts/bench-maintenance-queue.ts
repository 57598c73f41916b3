/**
 * `npm run bench:maintenance [-- --runs N] [--requests N] [--no-build]`: the office's maintenance
 * queue with 10,000 requests.
 *
 * 1. Starts a fresh local backend (packages/local-supabase, its own port, no mail) and files
 *    10,000 requests with the service role over 20 homes (a year of history: most closed, about
 *    1,500 open, 5% urgent).
 * 2. Signs in as the seeded admin and times the queue's own reads (readQueue, the code the screen
 *    runs) through supabase-js: the first page unfiltered, by status, by home and by category;
 *    median and p95 over N runs (20 by default) after one warm-up.
 * 3. Builds the site for that backend (production build, LOCAL_BUILD=1; skip with --no-build),
 *    serves it with `vite preview`, signs in in Chromium at phone size (390×844, mobile, touch)
 *    and loads /admin/maintenance N times (10 by default): first contentful paint and the first
 *    queue row on screen, from navigation start.
 *
 * Prints a table with the machine's load average. No throttling: the figures are this machine's.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { maintenanceCategories } from '../supabase/functions/_shared/contract/maintenance.ts';
import { readQueue, type QueueFilters } from '../src/features/maintenance/api/queueQuery.ts';
import { PUBLISHABLE_KEY, SERVICE_ROLE_KEY } from '../tests/e2e/fixtures/env.ts';
import { launchBrowser } from './browser-js.ts';
import {
  buildLocalSite,
  cleanUp,
  removeOnExit,
  startChild as startProcess,
  waitForOutput,
} from './child-processes.ts';

declare global {
  interface Window {
    /** When the queue's first row appeared (ms since navigation), set by the init script. */
    __firstRow?: number;
  }
}

const root = path.resolve(import.meta.dirname, '..');
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const BACKEND_PORT = 54341 + OFFSET;
const PREVIEW_PORT = 4181 + OFFSET;
const ADMIN_EMAIL = process.env.LOCAL_ADMIN_EMAIL || 'admin@example.com';
const ADMIN_PASSWORD = process.env.LOCAL_ADMIN_PASSWORD || 'admin-password-123';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    'page-runs': { type: 'string', default: '10' },
    requests: { type: 'string', default: '10000' },
    'no-build': { type: 'boolean', default: false },
  },
});

/** Children of this script print without colour codes. */
const startChild = (cmd: string, argv: string[], env: NodeJS.ProcessEnv = {}) =>
  startProcess(cmd, argv, { NO_COLOR: '1', ...env });

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

async function must<T>(p: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await p;
  if (error) throw new Error(error.message);
  return data;
}

const OPEN = ['submitted', 'acknowledged', 'scheduled', 'in_progress'];
const CLOSED = ['closed', 'closed', 'closed', 'completed', 'cancelled'];

/** 20 homes with a unit, an agreement and a lease each, then `total` requests over a year. */
async function seed(svc: SupabaseClient, total: number): Promise<{ homeIds: string[] }> {
  const homes = (await must(
    svc
      .from('managed_homes')
      .insert(
        Array.from({ length: 20 }, (_, i) => ({
          street: `${100 + i} Bench St`,
          city: 'Covina',
          zip_code: '91724',
        })),
      )
      .select('id'),
  )) as { id: string }[];
  const homeIds = homes.map((h) => h.id);
  await must(
    svc
      .from('management_agreements')
      .insert(homeIds.map((id) => ({ home_id: id, plan: 'standard', starts_on: '2025-01-01' }))),
  );
  const units = (await must(
    svc
      .from('home_units')
      .insert(homeIds.map((id) => ({ home_id: id, label: 'Main house' })))
      .select('id, home_id'),
  )) as { id: string; home_id: string }[];
  const leases = (await must(
    svc
      .from('leases')
      .insert(
        units.map((u) => ({
          home_id: u.home_id,
          unit_id: u.id,
          starts_on: '2025-01-01',
          rent_cents: 250_000,
          status: 'active',
        })),
      )
      .select('id, home_id'),
  )) as { id: string; home_id: string }[];

  const now = Date.now();
  const yearMs = 365 * 86_400_000;
  const BATCH = 500;
  for (let start = 0; start < total; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - start) }, (_, j) => {
      const n = start + j;
      const lease = leases[n % leases.length]!;
      // The newest 15% are mostly open; older ones mostly finished.
      const age = ((total - n) / total) * yearMs;
      const open = n > total * 0.85;
      return {
        home_id: lease.home_id,
        lease_id: lease.id,
        idempotency_key: randomUUID(),
        category: maintenanceCategories[n % maintenanceCategories.length]!,
        location: `Room ${n % 7}`,
        description: `Benchmark request number ${n}: something needs a repair.`,
        entry_permission: n % 3 === 0 ? 'yes' : 'call_first',
        urgent: n % 20 === 0,
        status: open ? OPEN[n % OPEN.length]! : CLOSED[n % CLOSED.length]!,
        created_at: new Date(now - age).toISOString(),
      };
    });
    await must(svc.from('maintenance_requests').insert(rows));
  }
  return { homeIds };
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) =>
  sorted(xs)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;

async function timeQuery(staff: SupabaseClient, filters: QueueFilters, runs: number) {
  await readQueue(staff, filters, 50); // warm-up
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const page = await readQueue(staff, filters, 50);
    times.push(performance.now() - t);
    rows = page.rows.length;
  }
  return { median: pct(times, 50), p95: pct(times, 95), rows };
}

async function measurePage(origin: string, runs: number) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
    });
    const page = await context.newPage();
    // The first queue row on screen, from navigation start.
    // A string, not a function: tsx (esbuild, keepNames) would wrap named functions in a
    // `__name` helper the page does not have.
    await page.addInitScript(`
      new MutationObserver(function () {
        if (window.__firstRow === undefined &&
            document.querySelector('[aria-label="Maintenance requests"] li')) {
          window.__firstRow = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto(`${origin}/auth`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN_EMAIL);
    await page.locator('input[autocomplete="current-password"]').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    const fcp: number[] = [];
    const firstRow: number[] = [];
    for (let i = 0; i <= runs; i++) {
      await page.goto(`${origin}/admin/maintenance`);
      await page.locator('[aria-label="Maintenance requests"] li').first().waitFor();
      const m = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        row: window.__firstRow ?? NaN,
      }));
      if (i === 0) continue; // the first load fills the HTTP cache: not counted
      fcp.push(m.fcp);
      firstRow.push(m.row);
    }
    return { fcp, firstRow };
  } finally {
    await browser.close();
  }
}

async function main() {
  const runs = Number(args.runs);
  const pageRuns = Number(args['page-runs']);
  const total = Number(args.requests);
  const url = `http://127.0.0.1:${BACKEND_PORT}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-maintenance-'));
  removeOnExit(dataDir);

  console.log(`Starting the local backend on ${url} ...`);
  const backend = startChild(bin('tsx'), [
    'packages/local-supabase/src/cli.ts',
    '--port',
    String(BACKEND_PORT),
    '--data-dir',
    dataDir,
    '--fresh',
    '--no-mail',
    '--no-watch',
    '--quiet',
  ]);
  await waitForOutput(backend, /Local Supabase ready at/, 'The local backend');

  const svc = client(url, SERVICE_ROLE_KEY);
  const t = performance.now();
  const { homeIds } = await seed(svc, total);
  const count = await svc.from('maintenance_requests').select('id', { count: 'exact', head: true });
  console.log(`Filed ${count.count} requests in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const staff = client(url, PUBLISHABLE_KEY);
  const signIn = await staff.auth.signInWithPassword({
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  if (signIn.error) throw new Error(`admin sign-in: ${signIn.error.message}`);
  const base: QueueFilters = { homeId: '', status: 'open', category: '' };
  const queries: [string, QueueFilters][] = [
    ['first page, open (unfiltered)', base],
    ['status = closed', { ...base, status: 'closed' }],
    ['status = scheduled', { ...base, status: 'scheduled' }],
    ['one home (open)', { ...base, homeId: homeIds[3]! }],
    ['category = plumbing (open)', { ...base, category: 'plumbing' }],
    ['all statuses', { ...base, status: 'all' }],
  ];
  const results: [string, string, string, string][] = [];
  for (const [label, filters] of queries) {
    const r = await timeQuery(staff, filters, runs);
    results.push([label, fmt(r.median), fmt(r.p95), String(r.rows)]);
  }

  if (!args['no-build']) {
    console.log('Building the site (production, LOCAL_BUILD=1) ...');
    buildLocalSite({ VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY });
  }
  const preview = startChild(bin('vite'), [
    'preview',
    '--port',
    String(PREVIEW_PORT),
    '--strictPort',
  ]);
  await waitForOutput(preview, /localhost:\d+/, 'vite preview', 30_000);
  const page = await measurePage(`http://localhost:${PREVIEW_PORT}`, pageRuns);

  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const rows: [string, string, string, string][] = [
    ['Query (readQueue, 50 rows, as staff)', `median of ${runs}`, 'p95', 'rows'],
    ...results,
    [`/admin/maintenance at 390×844 (production build)`, `median of ${pageRuns}`, 'p95', ''],
    ['first contentful paint', fmt(pct(page.fcp, 50)), fmt(pct(page.fcp, 95)), ''],
    ['first queue row rendered', fmt(pct(page.firstRow, 50)), fmt(pct(page.firstRow, 95)), ''],
  ];
  const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c]!.length)));
  console.log(
    `\nMaintenance queue, ${count.count} requests (${os.cpus().length} CPUs, load ${load})\n`,
  );
  for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
}

main()
  .then(() => {
    cleanUp();
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error);
    cleanUp();
    process.exit(1);
  });
