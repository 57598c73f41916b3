/**
 * The migration that gave maintenance events their `details` moves what the body strings held
 * into details with nothing lost, and every migrated row decodes by the contract's schema. The
 * database is migrated up to just before it, given rows in the old formats, then migrated on.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, openDatabase } from 'local-supabase/db';
import { REPO_ROOT } from 'local-supabase/env';
import { maintenanceEventSchema } from '../../../supabase/functions/_shared/contract/maintenance.ts';

const MIGRATION = '20261204020100';
const MIGRATIONS = path.join(REPO_ROOT, 'supabase', 'migrations');
const REQUEST = '7e570000-0000-4000-8000-000000000001';
const FIRST = '7e570000-0000-4000-8000-000000000002';

let db: PGlite;
let dataDir: string;
let before: string;

/** Each old body, and the details and body it must become. */
const cases = [
  ['estimate', '90000', { cents: 90000 }, null],
  ['cost', '125000', { cents: 125000 }, null],
  ['approval_requested', '80000', { cents: 80000 }, null],
  ['emergency_proceeded', null, { cents: null }, null],
  ['cost_review', 'to_review: 125000', { state: 'to_review', via: null, cents: 125000 }, null],
  [
    'cost_review',
    'accepted (owner_approval): 99000',
    { state: 'accepted', via: 'owner_approval', cents: 99000 },
    null,
  ],
  ['approval', 'approved', { decision: 'approved' }, null],
  [
    'approval',
    'declined: Too much: get a quote',
    { decision: 'declined' },
    'Too much: get a quote',
  ],
  ['duplicate_emergency', FIRST, { first_request_id: FIRST }, null],
  [
    'scheduled',
    '{"ends_at": "2026-12-02T11:00:00-08:00", "starts_at": "2026-12-02T09:00:00-08:00"}',
    { ends_at: '2026-12-02T11:00:00-08:00', starts_at: '2026-12-02T09:00:00-08:00' },
    null,
  ],
  ['scheduled', 'Visit on Tuesday', {}, 'Visit on Tuesday'],
  [
    'entry_notice',
    '{"address": "1 Main St", "category": "plumbing", "ends_at": "2026-12-02T11:00:00-08:00", "location": "Kitchen", "starts_at": "2026-12-02T09:00:00-08:00"}',
    {
      address: '1 Main St',
      category: 'plumbing',
      ends_at: '2026-12-02T11:00:00-08:00',
      location: 'Kitchen',
      starts_at: '2026-12-02T09:00:00-08:00',
    },
    null,
  ],
  ['entry_notice', 'NOTICE OF INTENT TO ENTER', {}, 'NOTICE OF INTENT TO ENTER'],
  ['message', 'It leaks: again', {}, 'It leaks: again'],
  ['vendor_completed', 'Replaced the valve', {}, 'Replaced the valve'],
  ['status', 'No access', {}, 'No access'],
] as const;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'event-details-'));
  before = mkdtempSync(path.join(os.tmpdir(), 'event-details-migrations-'));
  for (const f of readdirSync(MIGRATIONS).filter((f) => f < MIGRATION)) {
    cpSync(path.join(MIGRATIONS, f), path.join(before, f));
  }
  db = await openDatabase({ dataDir });
  await applyMigrations(db, before);
  // Old rows as the triggers wrote them; no request behind them (foreign keys and triggers off).
  await db.transaction(async (tx) => {
    await tx.query(`set local session_replication_role = replica`);
    for (const [i, [kind, body]] of cases.entries()) {
      await tx.query(
        `insert into public.maintenance_events (id, request_id, kind, audience, actor_kind, body, created_at)
         values ($1, $2, $3, case when $3 in ('cost_review', 'duplicate_emergency') then 'staff' else 'everyone' end,
                 'staff', $4, now() + make_interval(secs => $5))`,
        [`7e570000-0000-4000-8000-1000000000${String(i).padStart(2, '0')}`, REQUEST, kind, body, i],
      );
    }
  });
  await applyMigrations(db, MIGRATIONS);
}, 180_000);

afterAll(async () => {
  await db?.close();
  for (const dir of [dataDir, before]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('maintenance event details migration', () => {
  it('moves each old body into its kind’s details, keeping the words people wrote', async () => {
    const { rows } = await db.query<{ kind: string; details: unknown; body: string | null }>(
      `select kind, details, body from public.maintenance_events where request_id = $1 order by created_at`,
      [REQUEST],
    );
    expect(rows.map((r) => [r.kind, r.details, r.body])).toEqual(
      cases.map(([kind, , details, body]) => [kind, details, body]),
    );
  });

  it('every migrated row decodes by the contract', async () => {
    const { rows } = await db.query(
      `select id, created_at::text, kind, audience, actor_kind, actor_user_id, from_status,
              to_status, body, details
       from public.maintenance_events where request_id = $1`,
      [REQUEST],
    );
    expect(() => maintenanceEventSchema.array().parse(rows)).not.toThrow();
  });

  it('refuses details of the wrong shape for a kind', async () => {
    const insert = (kind: string, details: object) =>
      db.transaction(async (tx) => {
        await tx.query(`set local session_replication_role = replica`);
        await tx.query(
          `insert into public.maintenance_events (request_id, kind, audience, actor_kind, details)
           values ($1, $2, 'staff', 'staff', $3)`,
          [REQUEST, kind, JSON.stringify(details)],
        );
      });
    await expect(insert('estimate', {})).rejects.toThrow(/maintenance_events_details_shape/);
    await expect(insert('estimate', { cents: 1, extra: 2 })).rejects.toThrow(
      /maintenance_events_details_shape/,
    );
    await expect(insert('note', { cents: 1 })).rejects.toThrow(/maintenance_events_details_shape/);
    await expect(insert('estimate', { cents: 1 })).resolves.toBeUndefined();
  });
});
