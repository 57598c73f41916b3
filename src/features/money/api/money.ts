/**
 * What the money screens read and write, through the Data API under row-level security (staff
 * only): the RPCs of migration 20261128000100_ledger.sql and inserts into ledger_entries and
 * ledger_contacts. After a write that queues mail (a payment's receipt, a reminder) the `money`
 * function is asked to `run`, so the mail goes now (contract/money-api.ts).
 */
import {
  MONEY_FUNCTION,
  periodStart,
  tenantKinds,
  type ContactChannel,
  type LedgerKind,
  type ManualEntryValues,
  type PaymentValues,
} from '@contract/ledger.ts';
import type { StatementsAnswer } from '@contract/money-api.ts';
import type { FunctionRow, LedgerEntryRow } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';
import { SaveError, type DatabaseError } from './problems';

function fail(error: { message: string }): never {
  throw new Error(error.message);
}

function refuse(error: unknown): never {
  throw new SaveError(error as DatabaseError);
}

/** Asks the money function to post what is due and send the mails queued; a failure only delays them. */
export async function runMoney(): Promise<void> {
  try {
    const supabase = await getSupabase();
    await supabase.functions.invoke(MONEY_FUNCTION, { body: { action: 'run' } });
  } catch {
    // The cron run (hosted) or the next write sends them.
  }
}

// ---------------------------------------------------------------------------------------------
// Delinquency and contacts
// ---------------------------------------------------------------------------------------------
export type DelinquentLease = FunctionRow<'delinquent_leases'>;

export async function fetchDelinquent(asOf: string): Promise<DelinquentLease[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('delinquent_leases', { p_as_of: asOf });
  if (error) fail(error);
  return data;
}

/** Notes a contact; a `reminder_mail` queues the reminder (trigger), which `run` sends now. */
export async function addContact(
  leaseId: string,
  channel: ContactChannel,
  note: string,
  balanceCents: number | null,
): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('ledger_contacts')
    .insert({ lease_id: leaseId, channel, note, balance_cents: balanceCents });
  if (error) refuse(error);
  if (channel === 'reminder_mail') void runMoney();
}

// ---------------------------------------------------------------------------------------------
// Leases: the finder and one lease's ledger
// ---------------------------------------------------------------------------------------------
export interface LeaseChoice {
  id: string;
  home_id: string;
  status: string;
  address: string;
  unit: string;
  tenants: string;
}

interface RawLease {
  id: string;
  home_id: string;
  status: string;
  home_units: { label: string; managed_homes: { street: string; city: string } | null } | null;
  lease_tenants: { people: { full_name: string } | null }[];
}

function toChoice(raw: RawLease): LeaseChoice {
  const home = raw.home_units?.managed_homes;
  return {
    id: raw.id,
    home_id: raw.home_id,
    status: raw.status,
    address: home ? `${home.street}, ${home.city}` : '',
    unit: raw.home_units?.label ?? '',
    tenants: raw.lease_tenants
      .map((t) => t.people?.full_name)
      .filter(Boolean)
      .join(', '),
  };
}

const LEASE_COLUMNS =
  'id, home_id, status, home_units(label, managed_homes(street, city)), lease_tenants(people(full_name))';

/** Active and ended leases (not upcoming ones), the current first. */
export async function fetchLeaseChoices(): Promise<LeaseChoice[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('leases')
    .select(LEASE_COLUMNS)
    .neq('status', 'upcoming')
    .order('status')
    .order('starts_on', { ascending: false });
  if (error) fail(error);
  return data.map(toChoice);
}

/** An entry as the office's ledger shows it (the books' own postings, those with a posting_key,
 * are worded from kind and period: ledger-words.ts). */
export type LedgerEntry = Pick<
  LedgerEntryRow,
  | 'id'
  | 'kind'
  | 'amount_cents'
  | 'posted_on'
  | 'created_at'
  | 'memo'
  | 'reverses_id'
  | 'method'
  | 'reference'
  | 'receipt_number'
  | 'maintenance_request_id'
  | 'period'
  | 'posting_key'
> & {
  /** A repair's request, to word its line. */
  repair?: { category: string; location: string } | null;
};

const ENTRY_COLUMNS =
  'id, kind, amount_cents, posted_on, created_at, memo, reverses_id, method, reference, receipt_number, maintenance_request_id, period, posting_key, repair:maintenance_requests(category, location)';

export interface LeaseLedger {
  lease: LeaseChoice & { rent_cents: number; deposit_cents: number; due_day: number };
  balanceCents: number;
  depositsHeldCents: number;
  entries: LedgerEntry[];
}

export async function fetchLeaseLedger(leaseId: string): Promise<LeaseLedger | null> {
  const supabase = await getSupabase();
  const [lease, balance, entries] = await Promise.all([
    supabase
      .from('leases')
      .select(`${LEASE_COLUMNS}, rent_cents, deposit_cents, due_day`)
      .eq('id', leaseId)
      .maybeSingle(),
    supabase
      .from('lease_balances')
      .select('balance_cents, deposits_held_cents')
      .eq('lease_id', leaseId)
      .maybeSingle(),
    supabase
      .from('ledger_entries')
      .select(ENTRY_COLUMNS)
      .eq('lease_id', leaseId)
      .in('kind', tenantKinds)
      .order('posted_on')
      .order('created_at')
      .order('id'),
  ]);
  if (lease.error) fail(lease.error);
  if (balance.error) fail(balance.error);
  if (entries.error) fail(entries.error);
  if (!lease.data) return null;
  const raw = lease.data;
  return {
    lease: {
      ...toChoice(raw),
      rent_cents: raw.rent_cents,
      deposit_cents: raw.deposit_cents,
      due_day: raw.due_day,
    },
    balanceCents: Number(balance.data?.balance_cents ?? 0),
    depositsHeldCents: Number(balance.data?.deposits_held_cents ?? 0),
    entries: entries.data,
  };
}

/** A payment or deposit received; the same idempotency key answers the first entry. */
export async function recordPayment(values: PaymentValues): Promise<LedgerEntry> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('record_payment', {
    p_lease_id: values.leaseId,
    p_kind: values.kind,
    p_amount_cents: values.amount,
    p_received_on: values.receivedOn,
    p_method: values.method,
    p_reference: values.reference,
    p_memo: values.memo,
    p_idempotency_key: values.idempotencyKey,
  });
  if (error) refuse(error);
  void runMoney();
  return data;
}

/** A charge, credit, deposit returned or owner contribution; a double tap posts once. */
export async function postManualEntry(values: ManualEntryValues): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('ledger_entries').insert({
    home_id: values.homeId,
    lease_id: values.leaseId,
    kind: values.kind,
    amount_cents: values.amount,
    posted_on: values.postedOn,
    memo: values.memo,
    idempotency_key: values.idempotencyKey,
  });
  // The same key again: the first tap's entry is there.
  if (error && !(error.code === '23505' && /idempotency_key/.test(error.message))) refuse(error);
}

export async function reverseEntry(
  entryId: string,
  reason: string,
  idempotencyKey: string,
): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('reverse_ledger_entry', {
    p_entry_id: entryId,
    p_memo: reason,
    p_idempotency_key: idempotencyKey,
  });
  if (error) refuse(error);
}

// ---------------------------------------------------------------------------------------------
// Month end
// ---------------------------------------------------------------------------------------------
export type MonthEndRow = FunctionRow<'month_end_summary'>;

/** `period` is `YYYY-MM`. */
export async function fetchMonthEnd(period: string): Promise<MonthEndRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('month_end_summary', {
    p_period: periodStart(period),
  });
  if (error) fail(error);
  return data;
}

export async function recordPayout(
  homeId: string,
  period: string,
  sentOn: string,
  reference: string,
): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('record_owner_payout', {
    p_home_id: homeId,
    p_period: periodStart(period),
    p_sent_on: sentOn,
    p_reference: reference,
  });
  if (error) refuse(error);
}

export interface StatementRow {
  id: string;
  person_id: string;
  full_name: string;
  period: string;
  opening_cents: number;
  closing_cents: number;
  storage_path: string;
  created_at: string;
}

export async function fetchStatements(period: string): Promise<StatementRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('owner_statements')
    .select(
      'id, person_id, period, opening_cents, closing_cents, storage_path, created_at, people(full_name)',
    )
    .eq('period', periodStart(period))
    .order('created_at');
  if (error) fail(error);
  return data.map(({ people, ...row }) => ({ ...row, full_name: people?.full_name ?? '' }));
}

/** The function's `{ error, message }` answer, if it sent one. */
async function functionMessage(error: unknown): Promise<string> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    try {
      const body = (await context.json()) as { message?: string; error?: string };
      if (body.message || body.error) return body.message ?? body.error ?? '';
    } catch {
      // Not JSON: fall through to the status.
    }
    return `The money function answered ${context.status}.`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The most calls one click makes: 100 batches are thousands of owners. */
const MAX_STATEMENT_CALLS = 100;

/**
 * Every owner's statement for the month: the function makes a bounded batch per call (each
 * inside an Edge Function's CPU time), so this asks again while some remain.
 */
export async function makeStatements(period: string): Promise<StatementsAnswer> {
  const supabase = await getSupabase();
  let made = 0;
  for (let call = 0; ; call += 1) {
    const { data, error } = await supabase.functions.invoke(MONEY_FUNCTION, {
      body: { action: 'make-statements', period },
    });
    if (error) throw new Error(await functionMessage(error));
    const answer = data as StatementsAnswer;
    made += answer.made;
    if (answer.remaining <= 0 || call + 1 >= MAX_STATEMENT_CALLS) {
      // The last answer counts this click's earlier statements as existing: they were made now.
      return { ...answer, made, existing: answer.existing - (made - answer.made) };
    }
  }
}

export type RentTotal = FunctionRow<'rent_totals_for_year'>;

export async function fetchRentTotals(year: number): Promise<RentTotal[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('rent_totals_for_year', { p_year: year });
  if (error) fail(error);
  return data;
}

// ---------------------------------------------------------------------------------------------
// A home's owner side
// ---------------------------------------------------------------------------------------------
export interface HomeLedger {
  home: { id: string; address: string; owners: string };
  balanceCents: number;
  depositsHeldCents: number;
  reserveCents: number;
  entries: LedgerEntry[];
}

const ownerSide: readonly LedgerKind[] = [
  'payment_received',
  'repair_cost',
  'management_fee',
  'leasing_fee',
  'owner_contribution',
  'owner_payout',
];

export async function fetchHomeLedger(homeId: string): Promise<HomeLedger | null> {
  const supabase = await getSupabase();
  const [home, balance, agreement, entries] = await Promise.all([
    supabase
      .from('managed_homes')
      .select('id, street, city, home_owners(people(full_name))')
      .eq('id', homeId)
      .maybeSingle(),
    supabase
      .from('home_balances')
      .select('balance_cents, deposits_held_cents')
      .eq('home_id', homeId)
      .maybeSingle(),
    supabase
      .from('management_agreements')
      .select('reserve_cents')
      .eq('home_id', homeId)
      .maybeSingle(),
    supabase
      .from('ledger_entries')
      .select(ENTRY_COLUMNS)
      .eq('home_id', homeId)
      .in('kind', ownerSide)
      .order('posted_on')
      .order('created_at')
      .order('id'),
  ]);
  for (const r of [home, balance, agreement, entries]) if (r.error) fail(r.error);
  if (!home.data) return null;
  const raw = home.data;
  return {
    home: {
      id: raw.id,
      address: `${raw.street}, ${raw.city}`,
      owners: raw.home_owners
        .map((o) => o.people?.full_name)
        .filter(Boolean)
        .join(', '),
    },
    balanceCents: Number(balance.data?.balance_cents ?? 0),
    depositsHeldCents: Number(balance.data?.deposits_held_cents ?? 0),
    reserveCents: agreement.data?.reserve_cents ?? 0,
    entries: entries.data ?? [],
  };
}
