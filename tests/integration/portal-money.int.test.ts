/**
 * The portals' money reads through supabase-js as the seeded accounts, the way the portal makes
 * them: a tenant reads only their own lease's tenant-side entries (never the owner's fees or
 * payouts, never another lease), an owner only their homes' entries, balances and statements
 * (the row and its PDF in the private bucket). The full table × actor matrix is the RLS suite's.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STATEMENTS_BUCKET,
  balanceOf,
  statementPath,
  tenantKinds,
  unitRentStatus,
  type LedgerEntryLike,
  type UnitRentStatus,
} from '../../supabase/functions/_shared/contract/ledger.ts';
import { anonClient, serviceClient } from '../support/backend';
import { PORTAL_SEED_PASSWORD, portalSeed } from '../support/portalSeed';
import { signFile } from '../support/files';

async function signIn(email: string): Promise<SupabaseClient> {
  const c = anonClient();
  const { error } = await c.auth.signInWithPassword({ email, password: PORTAL_SEED_PASSWORD });
  if (error) throw new Error(`${email}: ${error.message}`);
  return c;
}

let tenant1: SupabaseClient;
let tenant2: SupabaseClient;
let owner1: SupabaseClient;
let owner2: SupabaseClient;

const { home1, home2 } = portalSeed;
/** The entries this file posts (the seed's books may hold others; ids tell them apart). */
const mine = {
  rent1: randomUUID(),
  payment1: randomUUID(),
  fee1: randomUUID(),
  payout1: randomUUID(),
  rent2: randomUUID(),
  fee2: randomUUID(),
};
const statement1 = randomUUID();

async function post(rows: Array<Record<string, unknown>>) {
  // One request: PostgREST sends the union of the rows' columns, so each row names its memo.
  const { error } = await serviceClient()
    .from('ledger_entries')
    .insert(rows.map((r) => ({ memo: '', ...r })));
  if (error) throw new Error(error.message);
}

beforeAll(async () => {
  [tenant1, tenant2, owner1, owner2] = (await Promise.all(
    (['tenant1', 'tenant2', 'owner1', 'owner2'] as const).map((k) => signIn(portalSeed[k].email)),
  )) as [SupabaseClient, SupabaseClient, SupabaseClient, SupabaseClient];
  // Old dates and an old period: nothing a scheduled posting or a statement run makes collides.
  await post([
    {
      id: mine.rent1,
      home_id: home1.id,
      lease_id: home1.lease,
      kind: 'rent_charge',
      amount_cents: 245000,
      posted_on: '2020-01-01',
      memo: 'Rent for January 2020',
    },
    {
      id: mine.payment1,
      home_id: home1.id,
      lease_id: home1.lease,
      kind: 'payment_received',
      amount_cents: 100000,
      posted_on: '2020-01-03',
      method: 'check',
      reference: '2001',
    },
    {
      id: mine.fee1,
      home_id: home1.id,
      kind: 'management_fee',
      amount_cents: 14900,
      posted_on: '2020-01-01',
    },
    {
      id: mine.payout1,
      home_id: home1.id,
      kind: 'owner_payout',
      amount_cents: 5000,
      posted_on: '2020-02-08',
      reference: 'ACH-1',
    },
    {
      id: mine.rent2,
      home_id: home2.id,
      lease_id: home2.lease,
      kind: 'rent_charge',
      amount_cents: 310000,
      posted_on: '2020-01-01',
    },
    {
      id: mine.fee2,
      home_id: home2.id,
      kind: 'management_fee',
      amount_cents: 14900,
      posted_on: '2020-01-01',
    },
  ]);
  const path = statementPath(portalSeed.owner1.personId, statement1);
  const upload = await serviceClient()
    .storage.from(STATEMENTS_BUCKET)
    .upload(path, Buffer.from('%PDF-1.4\n%%EOF\n'), { contentType: 'application/pdf' });
  if (upload.error) throw new Error(upload.error.message);
  const { error } = await serviceClient().from('owner_statements').insert({
    id: statement1,
    person_id: portalSeed.owner1.personId,
    period: '2020-01-01',
    opening_cents: 0,
    income_cents: 100000,
    expenses_cents: 0,
    fees_cents: 14900,
    payouts_cents: 0,
    closing_cents: 85100,
    storage_path: path,
  });
  if (error) throw new Error(error.message);
});

const ENTRY = 'id, home_id, lease_id, kind, amount_cents, posted_on, reverses_id';
type Entry = LedgerEntryLike & { home_id: string; lease_id: string | null };

async function entries(c: SupabaseClient): Promise<Entry[]> {
  const { data, error } = await c.from('ledger_entries').select(ENTRY).order('posted_on');
  if (error) throw new Error(error.message);
  return data as Entry[];
}

describe('a tenant reads their own lease’s money', () => {
  it('sees their charges and payments, not the owner’s fees or payouts, not another lease', async () => {
    const seen = await entries(tenant1);
    const ids = seen.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining([mine.rent1, mine.payment1]));
    for (const id of [mine.fee1, mine.payout1, mine.rent2, mine.fee2])
      expect(ids).not.toContain(id);
    expect(seen.every((e) => e.lease_id === home1.lease && tenantKinds.includes(e.kind))).toBe(
      true,
    );
    const other = (await entries(tenant2)).map((e) => e.id);
    expect(other).toContain(mine.rent2);
    expect(other).not.toContain(mine.rent1);
  });

  it('reads the balance of their lease alone, the sum of the entries they see', async () => {
    const { data, error } = await tenant1
      .from('lease_balances')
      .select('lease_id, balance_cents, deposits_held_cents');
    expect(error).toBeNull();
    expect(data!.map((r) => r.lease_id)).toEqual([home1.lease]);
    const seen = await entries(tenant1);
    expect(Number(data![0]!.balance_cents)).toBe(balanceOf(seen, 'tenant'));
    expect(Number(data![0]!.deposits_held_cents)).toBe(balanceOf(seen, 'deposit'));
    const { data: homes } = await tenant1.from('home_balances').select('home_id');
    expect(homes).toEqual([]);
  });

  it('sees no statements', async () => {
    const { data } = await tenant1.from('owner_statements').select('id');
    expect(data).toEqual([]);
  });
});

describe('an owner reads their homes’ money', () => {
  it('sees every entry of their homes, none of another owner’s', async () => {
    const ids = (await entries(owner1)).map((e) => e.id);
    expect(ids).toEqual(
      expect.arrayContaining([mine.rent1, mine.payment1, mine.fee1, mine.payout1]),
    );
    expect(ids).not.toContain(mine.rent2);
    expect(ids).not.toContain(mine.fee2);
    expect((await entries(owner2)).map((e) => e.id)).not.toContain(mine.fee1);
  });

  it('reads their homes’ balances, the sum of the owner side of what they see', async () => {
    const { data, error } = await owner1.from('home_balances').select('home_id, balance_cents');
    expect(error).toBeNull();
    expect(data!.map((r) => r.home_id)).toEqual([home1.id]);
    const seen = (await entries(owner1)).filter((e) => e.home_id === home1.id);
    expect(Number(data![0]!.balance_cents)).toBe(balanceOf(seen, 'owner'));
  });

  it('gets the month’s lines for their own homes, nothing for another owner', async () => {
    const { data, error } = await owner1.rpc('owner_statement_lines', {
      p_person_id: portalSeed.owner1.personId,
      p_period: '2020-01-01',
    });
    expect(error).toBeNull();
    const lines = data as Array<{ home_id: string; rent_cents: number; fees_cents: number }>;
    expect(lines.map((l) => l.home_id)).toEqual([home1.id]);
    expect(Number(lines[0]!.rent_cents)).toBeGreaterThanOrEqual(100000);
    expect(Number(lines[0]!.fees_cents)).toBeGreaterThanOrEqual(14900);
    const other = await owner1.rpc('owner_statement_lines', {
      p_person_id: portalSeed.owner2.personId,
      p_period: '2020-01-01',
    });
    expect(other.data).toEqual([]);
  });

  it('lists and opens their own statements; another owner can do neither', async () => {
    const { data } = await owner1.from('owner_statements').select('id, period, storage_path');
    expect(data!.map((s) => s.id)).toContain(statement1);
    const path = data!.find((s) => s.id === statement1)!.storage_path as string;
    const signed = await signFile(owner1, STATEMENTS_BUCKET, path);
    const pdf = await fetch(signed!);
    expect(pdf.status).toBe(200);
    expect(await pdf.text()).toContain('%PDF');

    const theirs = await owner2.from('owner_statements').select('id');
    expect(theirs.data!.map((s) => s.id)).not.toContain(statement1);
    expect(await signFile(owner2, STATEMENTS_BUCKET, path)).toBeNull();
    // Server-only signing: not even the statement's owner signs it themselves.
    const own = await owner1.storage.from(STATEMENTS_BUCKET).createSignedUrl(path, 60);
    expect(own.error).not.toBeNull();
  });
});

describe('an owner sees each unit’s rent status (home_rent_status)', () => {
  // A duplex of owner1's made here: Unit A let since December 2019 (the schedule never charges
  // it: its books start in 2999), Unit B vacant. Rent $1,000 on the 1st, 5 grace days.
  const home = randomUUID();
  const [unitA, unitB, lease] = [randomUUID(), randomUUID(), randomUUID()];

  // Other files read owner1's homes from the seed (seed.int.test.ts): the duplex is theirs no more.
  afterAll(async () => {
    const { error } = await serviceClient()
      .from('home_owners')
      .delete()
      .eq('home_id', home)
      .eq('person_id', portalSeed.owner1.personId);
    if (error) throw new Error(error.message);
  });

  beforeAll(async () => {
    const service = serviceClient();
    const must = async (p: PromiseLike<{ error: { message: string } | null }>) => {
      const { error } = await p;
      if (error) throw new Error(error.message);
    };
    await must(
      service.from('managed_homes').insert({
        id: home,
        street: '7 Status Ct',
        city: 'Pomona',
        state: 'CA',
        zip_code: '91767',
      }),
    );
    await must(
      service.from('home_owners').insert({ home_id: home, person_id: portalSeed.owner1.personId }),
    );
    await must(
      service.from('home_units').insert([
        { id: unitA, home_id: home, label: 'Unit A' },
        { id: unitB, home_id: home, label: 'Unit B' },
      ]),
    );
    await must(
      service.from('leases').insert({
        id: lease,
        unit_id: unitA,
        home_id: home,
        starts_on: '2019-12-01',
        rent_cents: 100000,
        due_day: 1,
        late_fee_grace_days: 5,
        status: 'active',
        charges_from: '2999-01-01',
        placement_fee: false,
      }),
    );
    await post([
      {
        home_id: home,
        lease_id: lease,
        kind: 'rent_charge',
        amount_cents: 100000,
        posted_on: '2020-01-01',
      },
      {
        home_id: home,
        lease_id: lease,
        kind: 'payment_received',
        amount_cents: 40000,
        posted_on: '2020-01-04',
        method: 'check',
        reference: '3001',
      },
      {
        home_id: home,
        lease_id: lease,
        kind: 'payment_received',
        amount_cents: 60000,
        posted_on: '2020-01-25',
        method: 'check',
        reference: '3002',
      },
    ]);
  });

  const statusOf = async (c: SupabaseClient, asOf: string) => {
    const { data, error } = await c.rpc('home_rent_status', { p_as_of: asOf });
    if (error) throw new Error(error.message);
    return (data as Record<string, unknown>[]).map((r) => unitRentStatus(r));
  };
  const mineOnly = (rows: UnitRentStatus[]) =>
    rows
      .filter((r) => r.homeId === home)
      .map((r) => [r.unitLabel, r.status, r.owedCents, r.daysLate]);

  it('reads due, partly paid, late with days and amount, then paid; the vacant unit as vacant', async () => {
    expect(mineOnly(await statusOf(owner1, '2020-01-03'))).toEqual([
      ['Unit A', 'due', 100000, null],
      ['Unit B', 'vacant', 0, null],
    ]);
    expect(mineOnly(await statusOf(owner1, '2020-01-05'))).toEqual([
      ['Unit A', 'partial', 60000, null],
      ['Unit B', 'vacant', 0, null],
    ]);
    // Late from the day after the grace days; days counted from the open charge, as the office's
    // delinquency list counts them.
    expect(mineOnly(await statusOf(owner1, '2020-01-20'))).toEqual([
      ['Unit A', 'late', 60000, 19],
      ['Unit B', 'vacant', 0, null],
    ]);
    expect(mineOnly(await statusOf(owner1, '2020-01-31'))).toEqual([
      ['Unit A', 'paid', 0, null],
      ['Unit B', 'vacant', 0, null],
    ]);
  });

  it('answers only the caller’s own homes: not another owner’s, nothing to a tenant', async () => {
    const own = new Set((await statusOf(owner1, '2020-01-20')).map((r) => r.homeId));
    expect([own.has(home), own.has(home1.id), own.has(home2.id)]).toEqual([true, true, false]);
    const theirs = new Set((await statusOf(owner2, '2020-01-20')).map((r) => r.homeId));
    expect([theirs.has(home), theirs.has(home1.id), theirs.has(home2.id)]).toEqual([
      false,
      false,
      true,
    ]);
    expect(await statusOf(tenant1, '2020-01-20')).toEqual([]);
  });
});
