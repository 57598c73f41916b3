/**
 * `npm run bench:ledger [-- --homes 500] [--months 12] [--monthly]`: the books at size.
 *
 * On a fresh PGlite database with every migration (the local backend's engine, in process: the
 * SQL is what is measured, not HTTP), 500 homes (owners with one to four homes, one to three
 * units, a lease on most units, plans and billing terms mixed) and a year of 2026:
 *
 * 1. posting: `post_due_ledger_entries` run for every day of the year (`--monthly`: the 1st of
 *    each month and the last day), with each day's payments recorded before that day's run
 *    (`record_payment`: most on time, some late, some partial), then a rerun of the whole year
 *    (posts nothing);
 * 2. statements: `owner_statement_lines` for every owner and month, and `month_end_summary` for
 *    every month.
 *
 * Prints wall times and memory (RSS, V8 heap, external: PGlite's WebAssembly memory is in RSS).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { applyMigrations, openDatabase } from 'local-supabase/db';
import { REPO_ROOT } from 'local-supabase/env';
import { ledgerPrices } from '../supabase/functions/_shared/contract/plans.ts';

const { values: args } = parseArgs({
  options: {
    homes: { type: 'string', default: '500' },
    months: { type: 'string', default: '12' },
    monthly: { type: 'boolean', default: false },
  },
});
const HOMES = Number(args.homes);
const MONTHS = Number(args.months);
const YEAR_START = '2026-01-01';

/** A small deterministic generator (mulberry32), so every run builds the same books. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(26);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
const between = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
function addMonths(first: string, months: number): string {
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}
const uid = (space: number, n: number) =>
  `be${space.toString(16).padStart(6, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

const MiB = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MiB`;
function memory(): string {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  return `RSS ${MiB(m.rss)}, heap ${MiB(m.heapUsed)}, external ${MiB(m.external)}`;
}
// Sampled after each step and between the job's runs (PGlite's queries hold the event loop).
let peakRss = 0;

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const out = await run();
  const s = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`${label.padEnd(58)} ${s.padStart(7)} s   ${memory()}`);
  return out;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-'));
try {
  const db = await timed('database with every migration', async () => {
    const d = await openDatabase({ dataDir });
    await applyMigrations(d, path.join(REPO_ROOT, 'supabase', 'migrations'));
    return d;
  });

  interface Lease {
    id: string;
    rent: number;
    dueDay: number;
    behaviour: 'on_time' | 'late' | 'partial';
  }
  const leases: Lease[] = [];
  let owners = 0;
  await timed(`${HOMES} homes, their owners, units and leases`, async () => {
    await db.transaction(async (tx) => {
      for (let h = 0; h < HOMES;) {
        const person = uid(1, owners++);
        await tx.query(`insert into public.people (id, full_name, email) values ($1, $2, $3)`, [
          person,
          `Bench Owner ${owners}`,
          `bench-owner-${owners}@example.com`,
        ]);
        for (let k = between(1, 4); k > 0 && h < HOMES; k--, h++) {
          const home = uid(2, h);
          await tx.query(
            `insert into public.managed_homes (id, street, city, zip_code) values ($1, $2, 'Pomona', '91766')`,
            [home, `${100 + h} Bench St`],
          );
          await tx.query(`insert into public.home_owners (home_id, person_id) values ($1, $2)`, [
            home,
            person,
          ]);
          await tx.query(
            `insert into public.management_agreements
               (home_id, plan, billing_term, starts_on, fees_from, reserve_cents)
             values ($1, $2, $3, $4, $4, $5)`,
            [
              home,
              pick(['standard', 'plus']),
              pick(['monthly', 'annual']),
              YEAR_START,
              pick([0, 0, 50_000]),
            ],
          );
          for (let u = between(1, 3) - 1; u >= 0; u--) {
            const unit = uid(3, h * 10 + u);
            await tx.query(
              `insert into public.home_units (id, home_id, label) values ($1, $2, $3)`,
              [unit, home, `Unit ${u + 1}`],
            );
            if (rnd() < 0.1) continue; // vacant
            const lease: Lease = {
              id: uid(4, h * 10 + u),
              rent: between(150_000, 400_000),
              dueDay: pick([1, 1, 1, 5, 15]),
              behaviour: pick(['on_time', 'on_time', 'on_time', 'on_time', 'late', 'partial']),
            };
            // Some placed this year (placement fee), most taken over with the books.
            const startsOn = rnd() < 0.15 ? addDays(YEAR_START, between(0, 300)) : '2025-06-01';
            await tx.query(
              `insert into public.leases (id, unit_id, home_id, starts_on, rent_cents, due_day,
                 late_fee_grace_days, late_fee_cents, status, charges_from, placement_fee)
               values ($1, $2, $3, $4, $5, $6, 5, 7500, 'active', $7, $8)`,
              [
                lease.id,
                unit,
                home,
                startsOn,
                lease.rent,
                lease.dueDay,
                YEAR_START,
                startsOn > YEAR_START,
              ],
            );
            leases.push(lease);
          }
        }
      }
    });
  });
  console.log(`  ${owners} owners, ${leases.length} leases`);

  // Each lease's payments of the year by day: on time (on or just before the due day), late
  // (after the grace days) or partial (two thirds on time, the rest late).
  const days = 365;
  const paymentsOn = new Map<number, { lease: string; cents: number }[]>();
  const at = (date: string, lease: string, cents: number) => {
    const d = Math.round((Date.parse(date) - Date.parse(YEAR_START)) / 86_400_000);
    if (d < 0 || d >= days) return;
    paymentsOn.set(d, [...(paymentsOn.get(d) ?? []), { lease, cents }]);
  };
  for (const l of leases) {
    for (let m = 0; m < MONTHS; m++) {
      const due = addDays(addMonths(YEAR_START, m), l.dueDay - 1);
      if (l.behaviour === 'on_time') at(addDays(due, -between(0, 3)), l.id, l.rent);
      else if (l.behaviour === 'late') at(addDays(due, between(7, 20)), l.id, l.rent);
      else {
        const first = Math.round((l.rent * 2) / 3);
        at(due, l.id, first);
        at(addDays(due, between(8, 25)), l.id, l.rent - first);
      }
    }
  }

  const prices = ledgerPrices();
  const lastDay = addDays(addMonths(YEAR_START, MONTHS), -1);
  const runDays = (
    args.monthly
      ? [
          ...Array.from({ length: MONTHS }, (_, m) => addMonths(YEAR_START, m)),
          addDays(YEAR_START, days - 1),
        ]
      : Array.from({ length: days }, (_, d) => addDays(YEAR_START, d))
  ).filter((d) => d <= lastDay);
  let paymentMs = 0;
  let payments = 0;
  let key = 0;
  await timed(
    `posting: ${runDays.length} runs of the job${args.monthly ? ' (monthly)' : ' (daily)'}, with the payments`,
    async () => {
      let next = 0;
      for (let d = 0; d < days; d++) {
        const today = addDays(YEAR_START, d);
        if (today > lastDay) break;
        const t0 = performance.now();
        for (const p of paymentsOn.get(d) ?? []) {
          await db.query(
            `select public.record_payment($1, 'payment_received', $2, $3, 'check', $4, '', $5)`,
            [p.lease, p.cents, today, String(1000 + payments), uid(9, ++key)],
          );
          payments++;
        }
        paymentMs += performance.now() - t0;
        while (next < runDays.length && runDays[next]! <= today) {
          await db.query(`select public.post_due_ledger_entries($1, $2)`, [runDays[next], prices]);
          next++;
          memory();
        }
      }
    },
  );
  console.log(`  of which ${payments} payments recorded: ${(paymentMs / 1000).toFixed(1)} s`);
  await timed('rerun of the year (posts nothing)', async () => {
    const { rows } = await db.query<{ r: Record<string, number> }>(
      `select public.post_due_ledger_entries($1, $2) as r`,
      [lastDay, prices],
    );
    const posted = Object.values(rows[0]!.r).reduce((a, b) => a + b, 0);
    if (posted !== 0) throw new Error(`the rerun posted ${posted} entries`);
  });
  const { rows: counts } = await db.query<{ kind: string; n: number }>(
    `select kind, count(*)::int as n from public.ledger_entries group by kind order by kind`,
  );
  console.log(`  ledger: ${counts.map((c) => `${c.n} ${c.kind}`).join(', ')}`);

  const people = (
    await db.query<{ id: string }>(`select distinct person_id as id from public.home_owners`)
  ).rows.map((r) => r.id);
  await timed(
    `statements: owner_statement_lines × ${people.length} owners × ${MONTHS} months`,
    async () => {
      for (let m = 0; m < MONTHS; m++) {
        const period = addMonths(YEAR_START, m);
        for (const person of people) {
          await db.query(`select * from public.owner_statement_lines($1, $2)`, [person, period]);
        }
      }
    },
  );
  await timed(`month end: month_end_summary × ${MONTHS} months`, async () => {
    for (let m = 0; m < MONTHS; m++) {
      await db.query(`select * from public.month_end_summary($1)`, [addMonths(YEAR_START, m)]);
    }
  });
  await timed('delinquency list and the 1099 totals (once each)', async () => {
    await db.query(`select * from public.delinquent_leases($1)`, [lastDay]);
    await db.query(`select * from public.rent_totals_for_year(2026)`);
  });
  console.log(
    `peak RSS ${MiB(peakRss)}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await db.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
