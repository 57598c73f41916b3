/**
 * The portals' view of the books, read with the signed-in account's client: row-level
 * security limits `ledger_entries` to a tenant's own lease (tenant-side kinds only) and an owner's
 * homes, `owner_statements` and the `statements` bucket to the owner. The filters here only pick
 * which visible rows belong to which view (a person can be owner and tenant). Receipts come from
 * the `money` function (contract/money-api.ts). Only the lazy money screens import this module:
 * the ledger contract carries zod, which the portal's first load must not fetch.
 */
import {
  MONEY_FUNCTION,
  previousPeriod,
  tenantKinds,
  unitRentStatus,
  type LedgerKind,
  type UnitRentStatus,
} from '@contract/ledger.ts';
import type { Locale } from '@contract/locale.ts';
import type { MoneyAction } from '@contract/money-api.ts';
import { check } from '@/lib/dataAnswer';
import type { Database, FunctionRow, LedgerEntryRow } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';

type Row<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row'];

/** An entry as the portals show it. */
export type MoneyEntry = Pick<
  LedgerEntryRow,
  | 'id'
  | 'home_id'
  | 'lease_id'
  | 'kind'
  | 'amount_cents'
  | 'posted_on'
  | 'memo'
  | 'reverses_id'
  | 'method'
  | 'reference'
  | 'receipt_number'
  | 'maintenance_request_id'
  | 'created_at'
  | 'period'
  | 'posting_key'
> & {
  /** The repair's request, on the owner's repair lines (worded by contract/ledger-words). */
  repair?: { category: string; location: string } | null;
};

export interface TenantMoney {
  /** What the tenant owes now (negative: a credit). */
  balanceCents: number;
  /** The security deposit the office holds for this lease. */
  depositHeldCents: number;
  /** In posting order (oldest first). */
  entries: MoneyEntry[];
}

/** One home's month for its owner (owner_statement_lines). */
export interface OwnerMonth {
  period: string;
  openingCents: number;
  rentCents: number;
  contributionsCents: number;
  expensesCents: number;
  feesCents: number;
  payoutsCents: number;
  closingCents: number;
}

export interface OwnerHomeMoney {
  homeId: string;
  address: string;
  /** The owner's balance held for this home now. */
  balanceCents: number;
  thisMonth: OwnerMonth;
  lastMonth: OwnerMonth;
  /** This month's and last month's entries, oldest first. */
  entries: MoneyEntry[];
  /** Each unit's rent today (home_rent_status): vacant, paid, due, partial or late. */
  rent: UnitRentStatus[];
}

export type OwnerStatement = Pick<
  Row<'owner_statements'>,
  | 'id'
  | 'period'
  | 'opening_cents'
  | 'income_cents'
  | 'expenses_cents'
  | 'fees_cents'
  | 'payouts_cents'
  | 'closing_cents'
  | 'storage_path'
  | 'created_at'
>;

export interface OwnerMoney {
  homes: OwnerHomeMoney[];
  /** Newest month first. */
  statements: OwnerStatement[];
}

const ENTRY_COLUMNS =
  'id, home_id, lease_id, kind, amount_cents, posted_on, memo, reverses_id, method, reference, receipt_number, maintenance_request_id, created_at, period, posting_key';

/** Posting order: the date, then the order the office entered them. */
const postingOrder = (a: MoneyEntry, b: MoneyEntry) =>
  a.posted_on.localeCompare(b.posted_on) || a.created_at.localeCompare(b.created_at);

/** A tenant's lease: balance, deposit held and every tenant-side entry. */
export async function fetchTenantMoney(leaseId: string): Promise<TenantMoney> {
  const supabase = await getSupabase();
  const [entries, balance] = await Promise.all([
    supabase
      .from('ledger_entries')
      .select(ENTRY_COLUMNS)
      .eq('lease_id', leaseId)
      .in('kind', tenantKinds as LedgerKind[])
      .order('posted_on')
      .order('created_at'),
    supabase
      .from('lease_balances')
      .select('balance_cents, deposits_held_cents')
      .eq('lease_id', leaseId)
      .maybeSingle(),
  ]);
  if (balance.error) throw new Error(balance.error.message);
  return {
    balanceCents: Number(balance.data?.balance_cents ?? 0),
    depositHeldCents: Number(balance.data?.deposits_held_cents ?? 0),
    entries: check(entries).sort(postingOrder),
  };
}

/** The owner-side kinds an owner's home shows (the tenant's charges are the tenant's). */
const ownerKinds: LedgerKind[] = [
  'payment_received',
  'owner_contribution',
  'repair_cost',
  'management_fee',
  'leasing_fee',
  'owner_payout',
];

/** One home's line of the owner's statement for a month (the statement PDF's own function). */
type StatementLine = FunctionRow<'owner_statement_lines'>;

function toMonth(period: string, line: StatementLine | undefined): OwnerMonth {
  return {
    period,
    openingCents: Number(line?.opening_cents ?? 0),
    rentCents: Number(line?.rent_cents ?? 0),
    contributionsCents: Number(line?.contributions_cents ?? 0),
    expensesCents: Number(line?.expenses_cents ?? 0),
    feesCents: Number(line?.fees_cents ?? 0),
    payoutsCents: Number(line?.payouts_cents ?? 0),
    closingCents: Number(line?.closing_cents ?? 0),
  };
}

/**
 * The owner's homes' money: each home's balance held, each unit's rent status today, this month's
 * and last month's totals (the statement's own function, so the portal and the PDF agree) and
 * entries, and the statements.
 * `today` is the office's date.
 */
export async function fetchOwnerMoney(userId: string, today: string): Promise<OwnerMoney> {
  const supabase = await getSupabase();
  const found = await supabase
    .from('people')
    .select('id')
    .eq('user_id', userId)
    .limit(1)
    .maybeSingle();
  if (found.error) throw new Error(found.error.message);
  const person = found.data;
  if (!person) return { homes: [], statements: [] };
  const thisPeriod = today.slice(0, 7);
  const lastPeriod = previousPeriod(today);
  const [thisLines, lastLines, statements, owned, rent] = await Promise.all([
    supabase.rpc('owner_statement_lines', {
      p_person_id: person.id,
      p_period: `${thisPeriod}-01`,
    }),
    supabase.rpc('owner_statement_lines', {
      p_person_id: person.id,
      p_period: `${lastPeriod}-01`,
    }),
    supabase
      .from('owner_statements')
      .select(
        'id, period, opening_cents, income_cents, expenses_cents, fees_cents, payouts_cents, closing_cents, storage_path, created_at',
      )
      .eq('person_id', person.id)
      .order('period', { ascending: false }),
    supabase.from('home_owners').select('home_id').eq('person_id', person.id),
    supabase.rpc('home_rent_status', { p_as_of: today }),
  ]);
  const homeIds = [...new Set(check(owned).map((o) => o.home_id))];
  const current = check(thisLines);
  const previous = check(lastLines);
  const [balances, entries] = homeIds.length
    ? await Promise.all([
        supabase.from('home_balances').select('home_id, balance_cents').in('home_id', homeIds),
        supabase
          .from('ledger_entries')
          .select(`${ENTRY_COLUMNS}, repair:maintenance_requests(category, location)`)
          .in('home_id', homeIds)
          .in('kind', ownerKinds)
          .gte('posted_on', `${lastPeriod}-01`)
          .order('posted_on')
          .order('created_at'),
      ])
    : [
        { data: [], error: null },
        { data: [], error: null },
      ];
  const allBalances = check(balances);
  const allEntries = check(entries).sort(postingOrder);
  const allRent = check(rent).map((row) => unitRentStatus(row));
  return {
    homes: current.map((line) => ({
      homeId: line.home_id,
      address: line.address,
      balanceCents: Number(allBalances.find((b) => b.home_id === line.home_id)?.balance_cents ?? 0),
      thisMonth: toMonth(thisPeriod, line),
      lastMonth: toMonth(
        lastPeriod,
        previous.find((p) => p.home_id === line.home_id),
      ),
      entries: allEntries.filter((e) => e.home_id === line.home_id),
      rent: allRent.filter((r) => r.homeId === line.home_id),
    })),
    statements: check(statements),
  };
}

export class ReceiptUnavailable extends Error {}

const RECEIPT_FAILED =
  'The receipt could not be downloaded. Check your connection and try again, or call the office.';

/**
 * A payment's receipt PDF from the `money` function, as a Blob (the caller's session decides),
 * in the language the reader has the portal in.
 */
export async function fetchReceipt(entryId: string, locale: Locale = 'en'): Promise<Blob> {
  const supabase = await getSupabase();
  const action: MoneyAction = 'receipt';
  const { data, error } = await supabase.functions.invoke<Blob>(MONEY_FUNCTION, {
    body: { action, entryId, locale },
  });
  if (error) {
    const context = (error as { context?: unknown }).context;
    if (context instanceof Response && context.status === 404) {
      throw new ReceiptUnavailable(
        'That receipt is not available to this account. Call the office for a copy.',
      );
    }
    throw new ReceiptUnavailable(RECEIPT_FAILED);
  }
  if (!(data instanceof Blob) || data.size === 0) throw new ReceiptUnavailable(RECEIPT_FAILED);
  return data;
}
