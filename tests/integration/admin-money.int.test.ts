/**
 * What the office's money screens rely on, through supabase-js on the local backend: a payment
 * recorded twice with one form's key posts once (one receipt mail queued) and a non-staff user is
 * refused; a charge posted by hand twice with one key posts once; an entry reverses once and a
 * reversal never; the delinquency list shows the lease with its last contact and a reminder is
 * queued; a payout is refused before the month ends, then recorded once per home and month; the
 * database's refusals map to the forms' fields in plain words; the screens' api module
 * (src/features/money/api/money.ts) reads and writes the same through its own selects.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ledgerLineTitle,
  type LedgerLineFacts,
} from '../../supabase/functions/_shared/contract/ledger-words';
import { ledgerPrices } from '../../supabase/functions/_shared/contract/plans';
import * as api from '../../src/features/money/api/money';
import { moneyProblem } from '../../src/features/money/api/problems';
import { adminClient, serviceClient, signUpUser, uniqueEmail } from '../support/backend';

// The screens' own reads and writes (api/money.ts) run as staff.
const session = vi.hoisted(() => ({ client: null as SupabaseClient | null }));
vi.mock('@/lib/supabase', () => ({ getSupabase: () => Promise.resolve(session.client) }));

interface Fixture {
  address: string;
  homeId: string;
  leaseId: string;
  tenantId: string;
}

interface Entry {
  id: string;
  receipt_number: number | null;
  amount_cents: number;
  kind: string;
  reverses_id: string | null;
}

async function must<T>(
  p: PromiseLike<{ data: T; error: { message: string } | null }>,
): Promise<NonNullable<T>> {
  const { data, error } = await p;
  if (error) throw new Error(error.message);
  if (data === null || data === undefined) throw new Error('no data');
  return data;
}

async function ok(p: PromiseLike<{ error: { message: string } | null }>): Promise<void> {
  const { error } = await p;
  if (error) throw new Error(error.message);
}

/** A home with an owner and a tenant's lease, $2,000 due on the 1st, charged from September. */
async function fixture(): Promise<Fixture> {
  const svc = serviceClient();
  const tag = randomUUID().slice(0, 8);
  const street = `${tag} Ledger Way`;
  const { id: homeId } = await must(
    svc
      .from('managed_homes')
      .insert({ street, city: 'Covina', zip_code: '91724' })
      .select('id')
      .single<{ id: string }>(),
  );
  await ok(
    svc.from('management_agreements').insert({
      home_id: homeId,
      plan: 'standard',
      starts_on: '2026-01-01',
      repair_approval_limit_cents: 50_000,
    }),
  );
  const { id: unitId } = await must(
    svc
      .from('home_units')
      .insert({ home_id: homeId, label: 'Unit 1' })
      .select('id')
      .single<{ id: string }>(),
  );
  const tenantEmail = uniqueEmail('money-tenant');
  const ownerEmail = uniqueEmail('money-owner');
  const people = await must(
    svc
      .from('people')
      .insert([
        { full_name: 'Tess Tenant', email: tenantEmail },
        { full_name: 'Owen Owner', email: ownerEmail },
      ])
      .select('id, email')
      .returns<{ id: string; email: string }[]>(),
  );
  const tenantId = people.find((p) => p.email === tenantEmail)!.id;
  const ownerId = people.find((p) => p.email === ownerEmail)!.id;
  await ok(svc.from('home_owners').insert({ home_id: homeId, person_id: ownerId }));
  const { id: leaseId } = await must(
    svc
      .from('leases')
      .insert({
        home_id: homeId,
        unit_id: unitId,
        starts_on: '2026-08-01',
        charges_from: '2026-09-01',
        placement_fee: false,
        rent_cents: 200_000,
        late_fee_cents: 7_500,
        late_fee_grace_days: 5,
        due_day: 1,
        status: 'active',
      })
      .select('id')
      .single<{ id: string }>(),
  );
  await ok(svc.from('lease_tenants').insert({ lease_id: leaseId, person_id: tenantId }));
  return { address: `${street}, Covina`, homeId, leaseId, tenantId };
}

function payment(f: Fixture, key: string, overrides: Record<string, unknown> = {}) {
  return {
    p_lease_id: f.leaseId,
    p_kind: 'payment_received',
    p_amount_cents: 150_000,
    p_received_on: '2026-10-15',
    p_method: 'check',
    p_reference: '1042',
    p_memo: '',
    p_idempotency_key: key,
    ...overrides,
  };
}

describe('the books as the office uses them', () => {
  let staff: SupabaseClient;
  let f: Fixture;

  beforeAll(async () => {
    staff = await adminClient();
    session.client = staff;
    f = await fixture();
    // September's and October's rent and late fees (as of October 20).
    await must(
      serviceClient().rpc('post_due_ledger_entries', {
        p_as_of: '2026-10-20',
        p_prices: ledgerPrices(),
      }),
    );
  });

  it('posts each rent and late fee with its kind and month, which every reader words in their language', async () => {
    const lines = await must(
      staff
        .from('ledger_entries')
        .select('kind, period, posting_key, memo, maintenance_request_id')
        .eq('lease_id', f.leaseId)
        .in('kind', ['rent_charge', 'late_fee'])
        .order('posted_on'),
    );
    expect(lines.map((l) => [l.kind, l.period])).toEqual([
      ['rent_charge', '2026-09-01'],
      ['late_fee', '2026-09-01'],
      ['rent_charge', '2026-10-01'],
      ['late_fee', '2026-10-01'],
    ]);
    expect(lines.map((l) => ledgerLineTitle(l as LedgerLineFacts, 'es'))).toEqual([
      'Renta de septiembre de 2026',
      'Cargo por pago atrasado de la renta de septiembre de 2026',
      'Renta de octubre de 2026',
      'Cargo por pago atrasado de la renta de octubre de 2026',
    ]);
    // A posting of the books without its month is refused (it could not be worded).
    const { error } = await serviceClient()
      .from('ledger_entries')
      .insert({
        home_id: f.homeId,
        lease_id: f.leaseId,
        kind: 'rent_charge',
        amount_cents: 100,
        posted_on: '2026-10-02',
        posting_key: `test:${randomUUID()}`,
      });
    expect(error?.message).toMatch(/ledger_entries_period_on_postings/);
  });

  it('lists the lease as delinquent with its last contact; a reminder mail is queued', async () => {
    const before = await must(staff.rpc('delinquent_leases', { p_as_of: '2026-10-20' }));
    const row = (before as { lease_id: string; balance_cents: number; days_late: number }[]).find(
      (r) => r.lease_id === f.leaseId,
    );
    expect(row).toMatchObject({ balance_cents: 415_000, days_late: 49 });

    const contact = await must(
      staff
        .from('ledger_contacts')
        .insert({ lease_id: f.leaseId, channel: 'reminder_mail', note: '', balance_cents: 415_000 })
        .select('id')
        .single<{ id: string }>(),
    );
    const after = (await must(staff.rpc('delinquent_leases', { p_as_of: '2026-10-20' }))) as {
      lease_id: string;
      last_contact_channel: string | null;
    }[];
    expect(after.find((r) => r.lease_id === f.leaseId)?.last_contact_channel).toBe('reminder_mail');
    const mail = await must(
      serviceClient()
        .from('ledger_mail')
        .select('template, person_id')
        .eq('contact_id', contact.id),
    );
    expect(mail).toEqual([{ template: 'tenant_reminder', person_id: f.tenantId }]);
  });

  it('records a payment once per form key, with a receipt number and one receipt mail', async () => {
    const key = randomUUID();
    const first = (await must(staff.rpc('record_payment', payment(f, key)))) as Entry;
    const again = (await must(staff.rpc('record_payment', payment(f, key)))) as Entry;
    expect(again.id).toBe(first.id);
    expect(first.receipt_number).toBeGreaterThan(1000);
    expect(again.receipt_number).toBe(first.receipt_number);
    const rows = await must(staff.from('ledger_entries').select('id').eq('idempotency_key', key));
    expect(rows).toHaveLength(1);
    const mail = await must(
      serviceClient().from('ledger_mail').select('template').eq('entry_id', first.id),
    );
    expect(mail).toEqual([{ template: 'tenant_receipt' }]);
    const balance = await must(
      staff
        .from('lease_balances')
        .select('balance_cents')
        .eq('lease_id', f.leaseId)
        .single<{ balance_cents: number }>(),
    );
    expect(balance.balance_cents).toBe(415_000 - 150_000);
  });

  it('refuses a payment without its check number, in the form’s words', async () => {
    const { error } = await staff.rpc(
      'record_payment',
      payment(f, randomUUID(), { p_reference: '' }),
    );
    expect(error).not.toBeNull();
    expect(moneyProblem(error!)).toEqual({
      field: 'reference',
      message: 'The number is required for this method',
    });
  });

  it('refuses payments, charges and contacts from a user who is not staff', async () => {
    const { client: outsider } = await signUpUser();
    // record_payment runs as the caller: row-level security hides the lease from them.
    const key = randomUUID();
    const paid = await outsider.rpc('record_payment', payment(f, key));
    expect(paid.error?.hint).toBe('ledger_no_lease');
    const none = await must(
      serviceClient().from('ledger_entries').select('id').eq('idempotency_key', key),
    );
    expect(none).toEqual([]);
    const charged = await outsider.from('ledger_entries').insert({
      home_id: f.homeId,
      lease_id: f.leaseId,
      kind: 'other_charge',
      amount_cents: 100,
      posted_on: '2026-10-20',
      memo: 'Not allowed',
      idempotency_key: randomUUID(),
    });
    expect(charged.error?.code).toBe('42501');
    const noted = await outsider
      .from('ledger_contacts')
      .insert({ lease_id: f.leaseId, channel: 'call' });
    expect(noted.error?.code).toBe('42501');
    const payout = await outsider.rpc('record_owner_payout', {
      p_home_id: f.homeId,
      p_period: '2026-10-01',
      p_sent_on: '2026-11-05',
      p_reference: 'ACH-1',
    });
    expect(payout.error?.code).toBe('42501');
  });

  it('posts a hand-made charge once per key: the second tap is the unique key', async () => {
    const row = {
      home_id: f.homeId,
      lease_id: f.leaseId,
      kind: 'other_charge',
      amount_cents: 4_500,
      posted_on: '2026-10-20',
      memo: 'Replacement key',
      idempotency_key: randomUUID(),
    };
    expect((await staff.from('ledger_entries').insert(row)).error).toBeNull();
    const twice = await staff.from('ledger_entries').insert(row);
    // What postManualEntry takes as "already posted".
    expect(twice.error?.code).toBe('23505');
    expect(twice.error?.message).toMatch(/idempotency_key/);
    const tooMuch = await staff
      .from('ledger_entries')
      .insert({ ...row, amount_cents: 0, idempotency_key: randomUUID() });
    expect(moneyProblem(tooMuch.error!)?.field).toBe('amount');
  });

  it('reverses an entry once, never a reversal, and asks for a reason', async () => {
    const paid = (await must(
      staff.rpc('record_payment', payment(f, randomUUID(), { p_amount_cents: 1_000 })),
    )) as Entry;
    const noReason = await staff.rpc('reverse_ledger_entry', {
      p_entry_id: paid.id,
      p_memo: '',
      p_idempotency_key: randomUUID(),
    });
    expect(moneyProblem(noReason.error!)).toEqual({
      field: 'reason',
      message: 'Say why the entry is reversed.',
    });
    const reversal = (await must(
      staff.rpc('reverse_ledger_entry', {
        p_entry_id: paid.id,
        p_memo: 'Check bounced',
        p_idempotency_key: randomUUID(),
      }),
    )) as Entry;
    expect(reversal).toMatchObject({
      reverses_id: paid.id,
      kind: 'payment_received',
      amount_cents: 1_000,
    });
    expect(reversal.receipt_number).toBeNull();
    const twice = await staff.rpc('reverse_ledger_entry', {
      p_entry_id: paid.id,
      p_memo: 'Again',
      p_idempotency_key: randomUUID(),
    });
    expect(twice.error?.hint).toBe('ledger_already_reversed');
    expect(moneyProblem(twice.error!)?.message).toBe('That entry has already been reversed.');
    const ofReversal = await staff.rpc('reverse_ledger_entry', {
      p_entry_id: reversal.id,
      p_memo: 'Undo the undo',
      p_idempotency_key: randomUUID(),
    });
    expect(ofReversal.error?.hint).toBe('ledger_reverse_reversal');
  });

  it('records a payout after the month ends, once per home and month', async () => {
    const early = await staff.rpc('record_owner_payout', {
      p_home_id: f.homeId,
      p_period: '2026-10-01',
      p_sent_on: '2026-10-31',
      p_reference: 'ACH-1',
    });
    expect(moneyProblem(early.error!)).toEqual({
      field: 'sentOn',
      message: 'A month’s payout is sent after the month ends.'.replace('’', "'"),
    });
    const sent = (await must(
      staff.rpc('record_owner_payout', {
        p_home_id: f.homeId,
        p_period: '2026-10-01',
        p_sent_on: '2026-11-08',
        p_reference: 'ACH-1',
      }),
    )) as Entry;
    // October's payments ($1,500 and $10): the $10 one's reversal is dated the day it was made
    // (November), so October's books still hold it.
    expect(sent.amount_cents).toBe(151_000);
    const again = (await must(
      staff.rpc('record_owner_payout', {
        p_home_id: f.homeId,
        p_period: '2026-10-01',
        p_sent_on: '2026-11-09',
        p_reference: 'ACH-2',
      }),
    )) as Entry;
    expect(again.id).toBe(sent.id);
    const summary = (await must(staff.rpc('month_end_summary', { p_period: '2026-10-01' }))) as {
      home_id: string;
      payout_sent_on: string | null;
      payout_reference: string | null;
      payable_cents: number;
    }[];
    expect(summary.find((r) => r.home_id === f.homeId)).toMatchObject({
      payout_sent_on: '2026-11-08',
      payout_reference: 'ACH-1',
      payable_cents: 151_000,
    });
  });

  it('reads and writes what the screens show through their own api module', async () => {
    const leases = await api.fetchLeaseChoices();
    expect(leases.find((l) => l.id === f.leaseId)).toEqual({
      id: f.leaseId,
      home_id: f.homeId,
      status: 'active',
      address: f.address,
      unit: 'Unit 1',
      tenants: 'Tess Tenant',
    });

    const values = {
      leaseId: f.leaseId,
      kind: 'payment_received' as const,
      amount: 2_500,
      receivedOn: '2026-10-18',
      method: 'money_order' as const,
      reference: 'MO-77',
      memo: '',
      idempotencyKey: randomUUID(),
    };
    const first = await api.recordPayment(values);
    const again = await api.recordPayment(values);
    expect(again.receipt_number).toBe(first.receipt_number);
    const charge = {
      homeId: f.homeId,
      leaseId: f.leaseId,
      kind: 'credit' as const,
      amount: 1_000,
      postedOn: '2026-10-18',
      memo: 'Goodwill credit',
      idempotencyKey: randomUUID(),
    };
    await api.postManualEntry(charge);
    await api.postManualEntry(charge);

    // The books may be posting this lease's due charges in a deferred step (the money function's
    // run after a receipt) while the two reads below happen: wait until they agree.
    const ledger = await vi.waitFor(
      async () => {
        const read = await api.fetchLeaseLedger(f.leaseId);
        const balance = read!.entries.reduce(
          (sum, e) =>
            sum +
            (e.reverses_id ? -1 : 1) *
              e.amount_cents *
              (['rent_charge', 'late_fee', 'other_charge'].includes(e.kind)
                ? 1
                : ['payment_received', 'credit'].includes(e.kind)
                  ? -1
                  : 0),
          0,
        );
        expect(read?.balanceCents).toBe(balance);
        return read;
      },
      { timeout: 30_000, interval: 250 },
    );
    expect(ledger?.lease).toMatchObject({ address: f.address, rent_cents: 200_000, due_day: 1 });
    expect(ledger?.entries.filter((e) => e.memo === 'Goodwill credit')).toHaveLength(1);
    expect(ledger?.entries.filter((e) => e.id === first.id)).toHaveLength(1);
    expect(ledger?.entries.every((e) => e.kind !== 'owner_payout')).toBe(true);

    const home = await api.fetchHomeLedger(f.homeId);
    expect(home?.home).toEqual({ id: f.homeId, address: f.address, owners: 'Owen Owner' });
    expect(home?.entries.some((e) => e.id === first.id)).toBe(true);
    expect(home?.entries.some((e) => e.kind === 'credit')).toBe(false);

    expect((await api.fetchDelinquent('2026-10-20')).some((r) => r.lease_id === f.leaseId)).toBe(
      true,
    );
    expect((await api.fetchMonthEnd('2026-10')).some((r) => r.home_id === f.homeId)).toBe(true);
    expect(Array.isArray(await api.fetchStatements('2026-10'))).toBe(true);
    const totals = await api.fetchRentTotals(2026);
    expect(totals.some((t) => t.full_name === 'Owen Owner' && t.rents_cents > 0)).toBe(true);
  });
});
