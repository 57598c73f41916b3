/**
 * `npm run bench:money [-- --homes 500] [--months 12]`: the CPU one call of the money function
 * takes, at size (an Edge Function has 2 s of CPU per request).
 *
 * Starts the local backend on a fresh database (free ports; real Deno, PGlite, Storage and the
 * mail catcher), seeds `--homes` homes, one owner each (the most statements), one unit and one
 * lease each with a tenant, the books starting `--months` months back, and a check for every
 * month's rent; then calls the function as pg_cron and staff do and reads the CPU time (user +
 * system, from /proc) of the Deno process serving `money` before and after each call:
 *
 * 1. `run` with the year's books posted (by `post_due_ledger_entries` month by month, as the
 *    daily job would have) and nothing due;
 * 2. `run` until the 200 receipts of the day's payments are sent (a bounded batch per call);
 * 3. `make-statements` for last month until every owner has one (what `run` does on the 1st-5th);
 * 4. `run` until the statements' mails are sent.
 *
 * The process's CPU counts everything the worker does (its HTTP server, V8's compiler and
 * garbage collector threads), so it is an upper bound on the isolate's CPU that hosted counts.
 * Linux only (/proc). Prints one line per call and a summary.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startLocalSupabase } from 'local-supabase';
import {
  MONEY_FUNCTION,
  officeToday,
  previousPeriod,
} from '../supabase/functions/_shared/contract/ledger.ts';
import { ledgerPrices } from '../supabase/functions/_shared/contract/plans.ts';
import type {
  RunAnswer,
  StatementsAnswer,
} from '../supabase/functions/_shared/contract/money-api.ts';

const { values: args } = parseArgs({
  options: {
    homes: { type: 'string', default: '500' },
    months: { type: 'string', default: '12' },
    receipts: { type: 'string', default: '200' },
  },
});
const HOMES = Number(args.homes);
const MONTHS = Number(args.months);
const RECEIPTS = Math.min(Number(args.receipts), HOMES);
const CRON_SECRET = `bench-${randomUUID()}`;
/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

const uid = (space: number, n: number) =>
  `bc${space.toString(16).padStart(6, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function addMonths(first: string, months: number): string {
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** The Deno process serving `money` for the backend at `url` (its environment names both). */
function moneyWorkerPid(url: string): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const env = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (
        env.includes(`SUPABASE_URL=${url}`) &&
        env.some((v) => v.startsWith('LOCAL_FUNCTION_ENTRY=') && v.endsWith('/money/index.ts'))
      ) {
        return Number(entry);
      }
    } catch {
      // Another user's process, or gone meanwhile.
    }
  }
  return null;
}

/** User + system CPU of a process, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at state (field 3).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

interface Sample {
  step: string;
  cpu: number;
  wall: number;
  did: string;
}
const samples: Sample[] = [];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-money-'));
/** The backend, tried again when a busy machine keeps its mail catcher from answering in time. */
async function startBackend(tries = 3): Promise<Awaited<ReturnType<typeof startLocalSupabase>>> {
  for (let i = 1; ; i += 1) {
    try {
      return await startLocalSupabase({
        port: 0,
        dataDir,
        fresh: true,
        mail: { smtpPort: 0, webPort: 0 },
        env: { CRON_SECRET },
      });
    } catch (error) {
      if (i >= tries) throw error;
      console.error(`backend start ${i} failed (${String(error)}); again`);
    }
  }
}
const backend = await startBackend();
try {
  const options = {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  };
  const service = createClient(backend.url, backend.secretKey, options);
  const staff = createClient(backend.url, backend.publishableKey, options);
  const { data: signIn, error: signInError } = await staff.auth.signInWithPassword({
    email: backend.adminEmail,
    password: backend.adminPassword,
  });
  if (signInError || !signIn.session) throw new Error(`staff sign-in: ${signInError?.message}`);
  const staffToken = signIn.session.access_token;

  const insert = async (table: string, rows: object[]) => {
    for (let i = 0; i < rows.length; i += 1000) {
      const { error } = await service.from(table).insert(rows.slice(i, i + 1000));
      if (error) throw new Error(`${table}: ${error.message}`);
    }
  };
  const today = officeToday();
  const booksStart = addMonths(`${today.slice(0, 7)}-01`, -MONTHS);
  const t0 = performance.now();
  const homes = Array.from({ length: HOMES }, (_, h) => h);
  await insert(
    'people',
    homes.flatMap((h) => [
      { id: uid(1, h), full_name: `Bench Owner ${h}`, email: `bench-owner-${h}@example.com` },
      { id: uid(2, h), full_name: `Bench Tenant ${h}`, email: `bench-tenant-${h}@example.com` },
    ]),
  );
  await insert(
    'managed_homes',
    homes.map((h) => ({
      id: uid(3, h),
      street: `${100 + h} Bench St`,
      city: 'Pomona',
      zip_code: '91766',
    })),
  );
  await insert(
    'home_owners',
    homes.map((h) => ({ home_id: uid(3, h), person_id: uid(1, h) })),
  );
  await insert(
    'management_agreements',
    homes.map((h) => ({
      home_id: uid(3, h),
      plan: h % 2 ? 'plus' : 'standard',
      billing_term: h % 3 ? 'monthly' : 'annual',
      starts_on: booksStart,
      fees_from: booksStart,
    })),
  );
  await insert(
    'home_units',
    homes.map((h) => ({ id: uid(4, h), home_id: uid(3, h), label: 'Main house' })),
  );
  const rent = (h: number) => 150_000 + (h % 25) * 10_000;
  await insert(
    'leases',
    homes.map((h) => ({
      id: uid(5, h),
      unit_id: uid(4, h),
      home_id: uid(3, h),
      starts_on: booksStart,
      rent_cents: rent(h),
      due_day: 1,
      late_fee_grace_days: 5,
      late_fee_cents: 7500,
      status: 'active',
      charges_from: booksStart,
    })),
  );
  await insert(
    'lease_tenants',
    homes.map((h) => ({ lease_id: uid(5, h), person_id: uid(2, h) })),
  );
  console.log(
    `seeded ${HOMES} homes (owners, units, leases, tenants), books from ${booksStart}: ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const call = async (body: object, headers: Record<string, string>) => {
    const res = await fetch(`${backend.url}/functions/v1/${MONEY_FUNCTION}`, {
      method: 'POST',
      headers: { apikey: backend.publishableKey, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as unknown;
    if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  // The worker starts on its first request: an action it does not know loads it, nothing more.
  const warm = await fetch(`${backend.url}/functions/v1/${MONEY_FUNCTION}`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'bench-warm-up' }),
  });
  await warm.body?.cancel();
  const pid = moneyWorkerPid(backend.url);
  if (!pid) throw new Error('the money worker process was not found in /proc');
  console.log(`money worker: pid ${pid}, ${cpuMs(pid)} ms of CPU to start and load its modules`);

  const measured = async <T>(step: string, run: () => Promise<T>, did: (t: T) => string) => {
    const c0 = cpuMs(pid);
    const w0 = performance.now();
    const out = await run();
    // Deferred work (the schedule after make-statements) runs after the answer: let it finish.
    await new Promise((r) => setTimeout(r, 300));
    const sample = { step, cpu: cpuMs(pid) - c0, wall: performance.now() - w0, did: did(out) };
    samples.push(sample);
    console.log(
      `${step.padEnd(24)} CPU ${String(sample.cpu).padStart(5)} ms   wall ${(sample.wall / 1000).toFixed(2).padStart(6)} s   ${sample.did}`,
    );
    return out;
  };
  const cron = { 'x-cron-secret': CRON_SECRET };
  const run = () => call({ action: 'run', wait: true }, cron) as Promise<RunAnswer>;
  const runUntilSent = async (step: string) => {
    for (;;) {
      const answer = await measured(step, run, (a) => `sent ${a.sent}`);
      if (answer.sent === 0) return;
    }
  };

  // The year's books, month by month as the daily job would have posted them (the database's
  // work, not the function's: one call posting a whole year at once outlasts its store's timeout).
  const t1 = performance.now();
  for (let m = 0; m <= MONTHS; m += 1) {
    const asOf = m === MONTHS ? today : addMonths(booksStart, m);
    const { error } = await service.rpc('post_due_ledger_entries', {
      p_as_of: asOf,
      p_prices: ledgerPrices(),
    });
    if (error) throw new Error(`post_due_ledger_entries(${asOf}): ${error.message}`);
  }
  console.log(
    `posted ${MONTHS} months of books: ${((performance.now() - t1) / 1000).toFixed(1)} s`,
  );
  await measured('run (nothing due)', run, (a) => `posted ${JSON.stringify(a.posted)}`);

  // A check for every month's rent (their receipts are history), then the day's payments.
  const payment = (h: number, on: string) => ({
    home_id: uid(3, h),
    lease_id: uid(5, h),
    kind: 'payment_received',
    amount_cents: rent(h),
    posted_on: on,
    method: 'check',
    reference: String(1000 + h),
    memo: 'Rent',
    idempotency_key: randomUUID(),
  });
  await insert(
    'ledger_entries',
    Array.from({ length: MONTHS }, (_, m) => addMonths(booksStart, m)).flatMap((on) =>
      homes.map((h) => payment(h, on)),
    ),
  );
  const { error: historyError } = await service
    .from('outbox')
    .update({ status: 'sent', sent_at: new Date().toISOString() })
    .eq('kind', 'money')
    .neq('status', 'sent');
  if (historyError) throw new Error(historyError.message);
  await insert(
    'ledger_entries',
    homes.slice(0, RECEIPTS).map((h) => payment(h, today)),
  );
  await runUntilSent(`run (${RECEIPTS} receipts)`);

  const period = previousPeriod(today);
  for (;;) {
    const answer = (await measured(
      'make-statements',
      () =>
        call(
          { action: 'make-statements', period },
          {
            Authorization: `Bearer ${staffToken}`,
          },
        ) as Promise<StatementsAnswer>,
      (a) => `made ${a.made}, remaining ${a.remaining}`,
    )) as StatementsAnswer;
    if (answer.remaining === 0) break;
  }
  await runUntilSent('run (statement mails)');

  const of = (prefix: string) => samples.filter((s) => s.step.startsWith(prefix));
  const max = (list: Sample[]) => Math.max(...list.map((s) => s.cpu));
  const sum = (list: Sample[]) => list.reduce((n, s) => n + s.cpu, 0);
  console.log('\nsummary (CPU of the worker process per call, ms)');
  console.log(`  run, nothing due: ${max(of('run (nothing'))}`);
  console.log(
    `  run, a mail batch: max ${max([...of('run (' + RECEIPTS), ...of('run (statement')])}`,
  );
  console.log(
    `  make-statements batch: max ${max(of('make-statements'))}; all ${of('make-statements').length} batches together ${sum(of('make-statements'))} (one unbounded call, as before)`,
  );
  console.log(
    `  a run in the 1st-5th window (mail batch + posting + statement batch), at most: ${max([...of('run (' + RECEIPTS), ...of('run (statement')]) + max(of('make-statements'))}`,
  );
} finally {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
