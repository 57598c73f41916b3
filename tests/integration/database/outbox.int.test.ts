/**
 * The one outbox. First the carry-over: a database migrated up to the outbox holds mail in each
 * old queue (owed, failed, sent), then the outbox migrations run, and every row is in the outbox
 * with its tries, state and error. Then the one claim, record and backoff against the
 * contract's numbers (contract/outbox.ts), the idempotency key and the domains' triggers.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, openDatabase } from 'local-supabase/db';
import { REPO_ROOT } from 'local-supabase/env';
import { BACKUP_MAX_AGE_HOURS } from '../../../supabase/functions/_shared/contract/operations.ts';
import {
  outboxBackoff,
  retryDelayMinutes,
} from '../../../supabase/functions/_shared/contract/outbox.ts';

/** The first migration of the outbox: everything before it is the old queues' schema. */
const OUTBOX_MIGRATION = '20261204010100';
const MIGRATIONS = path.join(REPO_ROOT, 'supabase', 'migrations');

let dir: string;
let db: PGlite;

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const FAILED_AT = '2026-11-30T10:00:00Z';
const SENT_AT = '2026-11-29T09:00:00Z';

interface OutboxRow {
  kind: string;
  ref: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  sent_at: Date | null;
  last_error: string | null;
}

async function outboxOf(ref: string): Promise<OutboxRow | undefined> {
  const { rows } = await db.query<OutboxRow>(
    'select kind, ref, status, attempts, next_attempt_at, sent_at, last_error from public.outbox where ref = $1',
    [ref],
  );
  return rows[0];
}

/** Old queue rows inserted without their foreign keys' rows (replica mode skips those checks). */
async function fillOldQueues(): Promise<void> {
  await db.exec(`set session_replication_role = replica`);
  await db.query(
    `insert into public.ledger_mail
       (id, template, person_id, to_email, entry_id, status, attempts, next_attempt_at, sent_at, last_error)
     values
       ($1, 'tenant_receipt', $4, 'a@example.com', $5, 'pending', 0, now(), null, null),
       ($2, 'tenant_receipt', $4, 'a@example.com', $6, 'failed', 2, $7, null, 'SMTP down'),
       ($3, 'tenant_receipt', $4, 'a@example.com', $8, 'sent', 1, now(), $9, null)`,
    [id(1), id(2), id(3), id(100), id(101), id(102), FAILED_AT, id(103), SENT_AT],
  );
  await db.query(
    `insert into public.maintenance_mail
       (id, request_id, event_id, template, recipient, status, attempts, next_attempt_at, sent_at, last_error)
     values
       ($1, $4, $5, 'office_new', 'office', 'pending', 0, now(), null, null),
       ($2, $4, $6, 'office_new', 'office', 'failed', 3, $7, null, 'SMTP down'),
       ($3, $4, $8, 'office_new', 'office', 'skipped', 1, now(), null, 'the request or event is gone')`,
    [id(11), id(12), id(13), id(110), id(111), id(112), FAILED_AT, id(113)],
  );
  // The booking queue's own states: waiting for a retry, leased, given up, dropped.
  await db.query(
    `insert into public.booking_mail
       (id, booking_id, template, starts_at, due_at, status, attempts, sent_at, last_error)
     values
       ($1, $6, 'reminder_24h', $7, $7, 'pending', 0, null, null),
       ($2, $6, 'booked', $7, $8, 'pending', 2, null, 'SMTP down'),
       ($3, $6, 'office_booked', $7, $8, 'sending', 1, null, null),
       ($4, $6, 'cancelled', $7, $8, 'failed', 5, null, 'SMTP down'),
       ($5, $6, 'reminder_2h', $7, $7, 'dropped', 0, null, null)`,
    [id(21), id(22), id(23), id(24), id(25), id(120), '2026-12-10T18:00:00Z', FAILED_AT],
  );
  await db.query(
    `insert into public.alert_deliveries
       (id, alert_id, property_id, status, attempts, next_attempt_at, sent_at, last_error, unsubscribe_token_hash)
     values
       ($1, $3, $4, 'failed', 4, $6, null, 'SMTP down', null),
       ($2, $3, $5, 'sent', 1, now(), $7, null, $8)`,
    [id(31), id(32), id(130), id(131), id(132), FAILED_AT, SENT_AT, 'a'.repeat(64)],
  );
  // Leads: one owing both mails after a failed try, one owing its confirmation only.
  const lead = (email: string) =>
    `('owner_portal', 'Owner Portal page: get started', '${email}', '', '', '', '', false, '', 'email', '')`;
  await db.query(
    `insert into public.leads
       (id, source, full_name, email, phone, property_address, property_type, units_owned,
        has_current_manager, biggest_frustration, preferred_contact, best_time,
        mail_pending, notification_status, notification_error, notification_attempts,
        notification_next_at)
     select v.id::uuid, l.*, v.pending::text[], v.status, v.error, v.attempts, v.next_at::timestamptz
     from (values
       ($1, '{office,confirmation}', 'failed', 'office notification: SMTP down', 2, $3),
       ($2, '{confirmation}', 'pending', null, 0, $3)
     ) as v (id, pending, status, error, attempts, next_at)
     cross join lateral (values ${lead('a@example.com')}) as l`,
    [id(41), id(42), FAILED_AT],
  );
  await db.exec(`set session_replication_role = origin`);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-carry-over-'));
  const before = path.join(dir, 'migrations');
  mkdirSync(before);
  for (const file of readdirSync(MIGRATIONS)) {
    if (file.endsWith('.sql') && file < OUTBOX_MIGRATION) {
      cpSync(path.join(MIGRATIONS, file), path.join(before, file));
    }
  }
  db = await openDatabase({ dataDir: path.join(dir, 'db') });
  await applyMigrations(db, before);
  await fillOldQueues();
  const applied = await applyMigrations(db, MIGRATIONS);
  expect(applied[0]).toMatch(new RegExp(`^${OUTBOX_MIGRATION}_`));
}, 180_000);

afterAll(async () => {
  await db?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the old queues carried into the outbox', () => {
  it('the books: owed, failed and sent mail with their tries, times and errors', async () => {
    expect(await outboxOf(id(1))).toMatchObject({ kind: 'money', status: 'pending', attempts: 0 });
    expect(await outboxOf(id(2))).toMatchObject({
      kind: 'money',
      status: 'failed',
      attempts: 2,
      next_attempt_at: new Date(FAILED_AT),
      last_error: 'SMTP down',
    });
    expect(await outboxOf(id(3))).toMatchObject({
      kind: 'money',
      status: 'sent',
      attempts: 1,
      sent_at: new Date(SENT_AT),
    });
    // What each mail is stays the domain's; its delivery columns are gone.
    const { rows } = await db.query<Record<string, unknown>>(
      'select * from public.ledger_mail where id = $1',
      [id(2)],
    );
    expect(rows[0]).toMatchObject({ template: 'tenant_receipt', to_email: 'a@example.com' });
    expect(rows[0]).not.toHaveProperty('status');
  });

  it('maintenance: owed, failed and skipped mail, its first due time kept', async () => {
    expect(await outboxOf(id(11))).toMatchObject({ kind: 'maintenance', status: 'pending' });
    expect(await outboxOf(id(12))).toMatchObject({
      kind: 'maintenance',
      status: 'failed',
      attempts: 3,
      next_attempt_at: new Date(FAILED_AT),
      last_error: 'SMTP down',
    });
    expect(await outboxOf(id(13))).toMatchObject({
      kind: 'maintenance',
      status: 'skipped',
      last_error: 'the request or event is gone',
    });
    const { rows } = await db.query<Record<string, unknown>>(
      'select * from public.maintenance_mail where id = $1',
      [id(12)],
    );
    expect(rows[0]).toMatchObject({ template: 'office_new', due_at: new Date(FAILED_AT) });
    expect(rows[0]).not.toHaveProperty('attempts');
  });

  it('bookings: their states in the outbox, the given-up kept given up', async () => {
    expect(await outboxOf(id(21))).toMatchObject({
      kind: 'booking',
      status: 'pending',
      attempts: 0,
      next_attempt_at: new Date('2026-12-10T18:00:00Z'),
    });
    expect(await outboxOf(id(22))).toMatchObject({
      status: 'failed',
      attempts: 2,
      next_attempt_at: new Date(FAILED_AT),
      last_error: 'SMTP down',
    });
    expect(await outboxOf(id(23))).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await outboxOf(id(24))).toMatchObject({
      status: 'failed',
      attempts: outboxBackoff.maxAttempts,
      last_error: 'SMTP down',
    });
    expect(await outboxOf(id(25))).toMatchObject({ status: 'skipped', last_error: 'dropped' });
  });

  it('listing alerts: a failed and a sent delivery, its unsubscribe token kept', async () => {
    expect(await outboxOf(id(31))).toMatchObject({
      kind: 'listing_alert',
      status: 'failed',
      attempts: 4,
      next_attempt_at: new Date(FAILED_AT),
      last_error: 'SMTP down',
    });
    expect(await outboxOf(id(32))).toMatchObject({
      kind: 'listing_alert',
      status: 'sent',
      sent_at: new Date(SENT_AT),
    });
    const { rows } = await db.query<Record<string, unknown>>(
      'select * from public.alert_deliveries where id = $1',
      [id(32)],
    );
    expect(rows[0]).toMatchObject({ unsubscribe_token_hash: 'a'.repeat(64) });
    expect(rows[0]).not.toHaveProperty('status');
  });

  it("leads: each owed mail with the lead's tries and error", async () => {
    const { rows } = await db.query<OutboxRow>(
      `select kind, status, attempts, next_attempt_at, last_error from public.outbox
       where ref in ($1, $2) order by ref, kind`,
      [id(41), id(42)],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'lead_confirmation',
        status: 'failed',
        attempts: 2,
        next_attempt_at: new Date(FAILED_AT),
        last_error: 'office notification: SMTP down',
      }),
      expect.objectContaining({ kind: 'lead_office', status: 'failed', attempts: 2 }),
      expect.objectContaining({ kind: 'lead_confirmation', status: 'pending', attempts: 0 }),
    ]);
  });

  it("a lead's recorded tries are what the office inbox shows", async () => {
    await db.exec('begin');
    try {
      const summary = async () =>
        (
          await db.query<Record<string, unknown>>(
            'select mail_pending, notification_status, notification_error from public.leads where id = $1',
            [id(41)],
          )
        ).rows[0];
      const outboxId = async (kind: string) =>
        (
          await db.query<{ id: string }>(
            'select id from public.outbox where ref = $1 and kind = $2',
            [id(41), kind],
          )
        ).rows[0]!.id;
      await db.query(`select public.record_outbox($1, 'sent')`, [await outboxId('lead_office')]);
      expect(await summary()).toEqual({
        mail_pending: ['confirmation'],
        notification_status: 'failed',
        notification_error: 'confirmation: office notification: SMTP down',
      });
      await db.query(`select public.record_outbox($1, 'sent')`, [
        await outboxId('lead_confirmation'),
      ]);
      expect(await summary()).toMatchObject({ mail_pending: [], notification_status: 'sent' });
    } finally {
      await db.exec('rollback');
    }
  });
});

describe('one claim, one record, one backoff', () => {
  it('a claim leases a due row for one try; a failure waits 2^n minutes; 6 tries at most', async () => {
    await db.exec('begin');
    try {
      await db.query(`update public.outbox set next_attempt_at = now() + interval '1 day'`);
      await db.query(`select private.queue_mail('money', $1)`, [id(50)]);
      const claim = async () =>
        (
          await db.query<{ id: string; attempts: number; status: string; lease: number }>(
            `select id, attempts, status,
               extract(epoch from next_attempt_at - now()) / 60 as lease
             from public.claim_outbox(array['money'], 10)`,
          )
        ).rows;
      const first = await claim();
      expect(first).toHaveLength(1);
      expect(first[0]).toMatchObject({ attempts: 1, status: 'sending' });
      expect(Math.round(first[0]!.lease)).toBe(outboxBackoff.leaseMinutes);
      // Leased: not claimed again until the lease ends.
      expect(await claim()).toHaveLength(0);

      for (let attempts = 1; attempts <= outboxBackoff.maxAttempts; attempts += 1) {
        await db.query(`select public.record_outbox($1, 'failed', 'SMTP down')`, [first[0]!.id]);
        const { rows } = await db.query<{ wait: number }>(
          `select extract(epoch from next_attempt_at - now()) / 60 as wait
           from public.outbox where id = $1`,
          [first[0]!.id],
        );
        expect(Math.round(rows[0]!.wait)).toBe(retryDelayMinutes(attempts));
        await db.query(`update public.outbox set next_attempt_at = now() where id = $1`, [
          first[0]!.id,
        ]);
        const again = await claim();
        expect(again.map((r) => r.attempts)).toEqual(
          attempts < outboxBackoff.maxAttempts ? [attempts + 1] : [],
        );
      }
    } finally {
      await db.exec('rollback');
    }
  });

  it('a mail is queued once per idempotency key', async () => {
    await db.exec('begin');
    try {
      const queue = async () =>
        (await db.query<{ q: boolean }>(`select private.queue_mail('money', $1) as q`, [id(60)]))
          .rows[0]!.q;
      expect(await queue()).toBe(true);
      expect(await queue()).toBe(false);
      const { rows } = await db.query('select 1 from public.outbox where ref = $1', [id(60)]);
      expect(rows).toHaveLength(1);
    } finally {
      await db.exec('rollback');
    }
  });

  it("a domain's new mail row is queued, and its deletion takes the outbox row", async () => {
    await db.exec('begin');
    try {
      await db.exec(`set session_replication_role = replica`);
      await db.query(
        `insert into public.ledger_mail (id, template, person_id, to_email, entry_id)
         values ($1, 'tenant_receipt', $2, 'b@example.com', $3)`,
        [id(70), id(100), id(104)],
      );
      await db.exec(`set session_replication_role = origin`);
      // Replica mode skipped the trigger too: queue it as the trigger would, then delete.
      await db.query(`select private.queue_mail('money', $1)`, [id(70)]);
      expect(await outboxOf(id(70))).toMatchObject({ kind: 'money', status: 'pending' });
      await db.query('delete from public.ledger_mail where id = $1', [id(70)]);
      expect(await outboxOf(id(70))).toBeUndefined();
    } finally {
      await db.exec(`set session_replication_role = origin`);
      await db.exec('rollback');
    }
  });
});

describe("office_status(): the status panel's checks", () => {
  const status = async () =>
    (
      await db.query<{ check_name: string; problems: number | null; detail: string | null }>(
        'select check_name, problems::int as problems, detail from public.office_status()',
      )
    ).rows;
  const as = (claims: object) =>
    db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);

  it('counts mail that gave up or has been due over an hour, by kind; jobs unchecked without pg_cron', async () => {
    await db.exec('begin');
    try {
      await as({ role: 'service_role' });
      const before = (await status()).find((r) => r.check_name === 'stuck_mail')!.problems ?? 0;
      await db.query(
        `insert into public.outbox (kind, ref, idempotency_key, status, attempts, next_attempt_at)
         values ('money', $1, 'status:1', 'failed', $5, now()),
                ('booking', $2, 'status:2', 'pending', 0, now() - interval '2 hours'),
                ('maintenance', $3, 'status:3', 'pending', 0, now() - interval '5 minutes'),
                ('lead_office', $4, 'status:4', 'failed', 2, now() + interval '4 minutes')`,
        [id(80), id(81), id(82), id(83), outboxBackoff.maxAttempts],
      );
      const rows = await status();
      const mail = rows.find((r) => r.check_name === 'stuck_mail')!;
      expect(mail.problems).toBe(before + 2);
      expect(mail.detail).toMatch(/booking.*money/);
      expect(rows.find((r) => r.check_name === 'missed_jobs')).toEqual({
        check_name: 'missed_jobs',
        problems: null,
        detail: 'pg_cron is not installed here',
      });
    } finally {
      await db.exec('rollback');
    }
  });

  it(`says whether the last successful backup is under ${BACKUP_MAX_AGE_HOURS} hours old, and the failures since`, async () => {
    await db.exec('begin');
    try {
      await as({ role: 'service_role' });
      const backup = async () => (await status()).find((r) => r.check_name === 'last_backup')!;
      await db.exec('delete from private.backup_runs');
      expect(await backup()).toMatchObject({ problems: 1, detail: null });
      const run = (hours: number, ok: boolean) =>
        db.query(
          `insert into private.backup_runs (backup_id, ok, finished_at)
           values ('2026-12-05T02-00-00Z', $1, now() - make_interval(mins => $2))`,
          [ok, Math.round(hours * 60)],
        );
      await run(BACKUP_MAX_AGE_HOURS + 0.5, true);
      expect(await backup()).toMatchObject({ problems: 1 });
      await run(BACKUP_MAX_AGE_HOURS - 0.5, true);
      await run(1, false);
      expect(await backup()).toMatchObject({ problems: 0, detail: '1 failed since' });
    } finally {
      await db.exec('rollback');
    }
  });

  it('refuses anyone but staff and the service role', async () => {
    await db.exec('begin');
    try {
      await as({ role: 'authenticated', sub: id(90) });
      await expect(status()).rejects.toMatchObject({ code: '42501' });
    } finally {
      await db.exec('rollback');
    }
  });
});
