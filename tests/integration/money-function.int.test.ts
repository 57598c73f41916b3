/**
 * The money function end to end through supabase-js, the real function, Storage and the mail
 * catcher: the schedule posts once however often it runs; a payment staff record mails the
 * tenant a receipt; the receipt PDF is the tenant's alone; month end makes one statement per
 * owner, once, that adds up, that the owner (and no other owner) downloads, and that is mailed.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  anonClient,
  cronHeaders,
  functionsUrl,
  serviceClient,
  testEnv,
} from '../support/backend';
import { waitForEmail } from '../support/mailcatcher';
import { ledgerSeed, PORTAL_SEED_PASSWORD, portalSeed } from '../support/portalSeed';
import {
  MONEY_FUNCTION,
  officeToday,
  previousPeriod,
  STATEMENTS_BUCKET,
} from '../../supabase/functions/_shared/contract/ledger';
import type {
  RunAnswer,
  StatementsAnswer,
} from '../../supabase/functions/_shared/contract/money-api';
import { ledgerPrices } from '../../supabase/functions/_shared/contract/plans';
import { signFile } from '../support/files';

const service = serviceClient();
let admin: SupabaseClient;
const sessions: Record<'tenant1' | 'tenant2' | 'owner1' | 'owner2', SupabaseClient> = {} as never;
const tokens: Record<keyof typeof sessions, string> = {} as never;

/** The month two months back: the seed's first month of books, never made by `run` itself. */
const seedPeriod = previousPeriod(`${previousPeriod(officeToday())}-01`);

async function call(body: object, token?: string, extra: Record<string, string> = {}) {
  return await fetch(functionsUrl(MONEY_FUNCTION), {
    method: 'POST',
    headers: {
      ...extra,
      apikey: testEnv().anonKey,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** One step of the schedule as pg_cron runs it (its secret), waiting for the answer. */
async function run(): Promise<RunAnswer> {
  const res = await call({ action: 'run', wait: true }, undefined, cronHeaders());
  expect(res.status).toBe(200);
  return (await res.json()) as RunAnswer;
}

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text;
}

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

beforeAll(async () => {
  admin = await adminClient();
  await Promise.all(
    (['tenant1', 'tenant2', 'owner1', 'owner2'] as const).map(async (who) => {
      const c = anonClient();
      const { data, error } = await c.auth.signInWithPassword({
        email: portalSeed[who].email,
        password: PORTAL_SEED_PASSWORD,
      });
      if (error || !data.session) throw new Error(`sign-in of ${who}: ${error?.message}`);
      sessions[who] = c;
      tokens[who] = data.session.access_token;
    }),
  );
});

describe('the money function', () => {
  it('runs the schedule only for pg_cron (its secret) or staff; the senders alike', async () => {
    const tenant = await call({ action: 'run', wait: true }, tokens.tenant1);
    const refused = [
      await call({ action: 'run', wait: true }),
      await call({ action: 'run' }, undefined, { 'x-cron-secret': 'guessed' }),
      tenant,
    ];
    for (const res of refused) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: string }).error).toBe('unauthorized');
    }
    // The mail senders' `send` (maintenance, listing alerts, bookings) refuse anonymous calls.
    for (const fn of ['maintenance', 'listing-alerts', 'bookings']) {
      const res = await fetch(functionsUrl(fn), {
        method: 'POST',
        headers: { apikey: testEnv().anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'send' }),
      });
      expect(res.status, fn).toBe(401);
      await res.body?.cancel();
    }
    const staff = await call(
      { action: 'run', wait: true },
      (await admin.auth.getSession()).data.session!.access_token,
    );
    expect(staff.status).toBe(200);
    await staff.body?.cancel();
    // pg_cron's call is answered at once; the work goes on after the answer.
    const scheduled = await call({ action: 'run' }, undefined, cronHeaders());
    expect(scheduled.status).toBe(202);
    expect(await scheduled.json()).toEqual({ accepted: true });
  });

  it('posts what is due once, however often it runs', async () => {
    await run();
    const count = async () =>
      (
        await service
          .from('ledger_entries')
          .select('id', { count: 'exact', head: true })
          .not('posting_key', 'is', null)
          // The seed's homes only: other files post on homes of their own meanwhile.
          .in('home_id', [portalSeed.home1.id, portalSeed.home2.id])
      ).count;
    const before = await count();
    // Its answer counts every home's postings, and other files add homes meanwhile: the count
    // of the seed's own entries is what must not move.
    await run();
    expect(await count()).toBe(before);
    // The seed's books start two months back: tenant1 has been charged that month's rent.
    const { data } = await sessions.tenant1
      .from('ledger_entries')
      .select('kind, period')
      .eq('lease_id', portalSeed.home1.lease)
      .eq('kind', 'rent_charge')
      .eq('period', `${seedPeriod}-01`);
    expect(data).toHaveLength(1);
  });

  it('mails the tenant a receipt for a payment staff record, and hands it only to them', async () => {
    const reference = String(Math.floor(Math.random() * 90000) + 10000);
    const { data: entry, error } = await admin.rpc('record_payment', {
      p_lease_id: portalSeed.home1.lease,
      p_kind: 'payment_received',
      p_amount_cents: 12345,
      p_received_on: officeToday(),
      p_method: 'check',
      p_reference: reference,
      p_memo: '',
      p_idempotency_key: randomUUID(),
    });
    if (error) throw new Error(error.message);
    const receipt = (entry as { id: string; receipt_number: number }).receipt_number;
    await run();
    const mail = await waitForEmail(
      (m) =>
        m.to.some((a) => a.address === portalSeed.tenant1.email) &&
        m.subject.startsWith(`Receipt ${receipt}:`),
      20_000,
    );
    expect(mail.text).toContain('$123.45');
    expect(mail.text).toContain(`Check no. ${reference}`);
    expect(mail.text).toContain('What it paid (oldest charges first)');

    const pdf = await call(
      { action: 'receipt', entryId: (entry as { id: string }).id },
      tokens.tenant1,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain(String(receipt));
    expect(text).toContain('$123.45');
    expect(text).toContain(portalSeed.tenant1.name);

    const other = await call(
      { action: 'receipt', entryId: (entry as { id: string }).id },
      tokens.tenant2,
    );
    expect(other.status).toBe(404);
    await other.body?.cancel();
    const none = await call({ action: 'receipt', entryId: ledgerSeed.tenant1Check.id });
    expect(none.status).toBe(401);
    await none.body?.cancel();
  });

  it('makes each owner’s statement for a past month once; the owner alone downloads it', async () => {
    const refused = await call({ action: 'make-statements', period: seedPeriod }, tokens.owner1);
    expect(refused.status).toBe(403);
    await refused.body?.cancel();
    const current = await call(
      { action: 'make-statements', period: officeToday().slice(0, 7) },
      (await admin.auth.getSession()).data.session!.access_token,
    );
    expect(current.status).toBe(400);
    await current.body?.cancel();

    const staffToken = (await admin.auth.getSession()).data.session!.access_token;
    const first = await call({ action: 'make-statements', period: seedPeriod }, staffToken);
    expect(first.status).toBe(200);
    let made = (await first.json()) as StatementsAnswer;
    expect(made.period).toBe(seedPeriod);
    // A bounded batch per call: the screen calls again while some remain.
    for (let calls = 1; made.remaining > 0 && calls < 100; calls += 1) {
      const next = await call({ action: 'make-statements', period: seedPeriod }, staffToken);
      expect(next.status).toBe(200);
      made = (await next.json()) as StatementsAnswer;
    }
    expect(made.remaining).toBe(0);
    const seedRows = async () =>
      (
        await service
          .from('owner_statements')
          .select('id')
          .eq('period', `${seedPeriod}-01`)
          .in('person_id', [portalSeed.owner1.personId, portalSeed.owner2.personId])
          .order('id')
      ).data;
    const once = await seedRows();
    // Asked again, nothing new for the seed's owners (other files add owners of their own
    // meanwhile, so the answer's counts are not compared).
    const second = await call({ action: 'make-statements', period: seedPeriod }, staffToken);
    expect(second.status).toBe(200);
    await second.body?.cancel();
    expect(await seedRows()).toEqual(once);

    const { data: rows } = await service
      .from('owner_statements')
      .select('*')
      .eq('period', `${seedPeriod}-01`)
      .in('person_id', [portalSeed.owner1.personId, portalSeed.owner2.personId]);
    expect(rows).toHaveLength(2);
    const mine = rows!.find((r) => r.person_id === portalSeed.owner1.personId)!;
    // The seed's check paid the month's rent; the standard plan's fee is charged per unit let on
    // the 1st: Unit A, not the vacant Unit B.
    expect(mine.income_cents).toBeGreaterThanOrEqual(ledgerSeed.tenant1Check.amountCents);
    expect(Number(mine.fees_cents)).toBe(ledgerPrices().standard.monthly);

    const signed = await signFile(sessions.owner1, STATEMENTS_BUCKET, mine.storage_path);
    const text = await pdfText(await (await fetch(signed!)).arrayBuffer());
    expect(text).toContain('Owner statement');
    expect(text).toContain(portalSeed.home1.street);
    expect(text).toContain(usd(Number(mine.closing_cents)));
    expect(text).toContain(usd(Number(mine.income_cents)));

    expect(await signFile(sessions.owner2, STATEMENTS_BUCKET, mine.storage_path)).toBeNull();

    await run();
    const mail = await waitForEmail(
      (m) =>
        m.to.some((a) => a.address === portalSeed.owner1.email) &&
        // This month's statement: another file mails owner1 one of January 2020.
        m.subject ===
          `Your owner statement for ${new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${seedPeriod}-01T00:00:00Z`))}`,
      20_000,
    );
    expect(mail.text).toContain(usd(Number(mine.closing_cents)));
  });
});
