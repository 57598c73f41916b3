/**
 * The money function's reads and writes: PostgREST and Storage with raw fetch (decision 0004),
 * like maintenance-store.ts. Everything runs with the secret key except reading the entry a
 * receipt is asked for, which goes with the caller's own Authorization so row-level security
 * decides who may have it.
 */
import type { LedgerKind, UnitRentStatus } from '../contract/ledger.ts';
import {
  officeToday,
  STATEMENTS_BUCKET,
  statementPath,
  unitRentStatus,
} from '../contract/ledger.ts';
import type { RunAnswer } from '../contract/money-api.ts';
import type { LedgerPrices } from '../contract/plans.ts';
import { inList, RestError, RestStore } from '../platform/rest-store.ts';

// ---------------------------------------------------------------------------------------------
// Stored rows (the columns the function reads)
// ---------------------------------------------------------------------------------------------
export interface EntryRow {
  id: string;
  home_id: string;
  lease_id: string | null;
  kind: LedgerKind;
  amount_cents: number;
  posted_on: string;
  memo: string;
  reverses_id: string | null;
  method: string | null;
  reference: string | null;
  receipt_number: number | null;
  maintenance_request_id: string | null;
  created_at: string;
  /** The month the line is for (`YYYY-MM-01`); its words come from it (contract/ledger-words.ts). */
  period: string | null;
  /** Set on the lines the books posted (their memo is the record's, not a reader's). */
  posting_key: string | null;
  /** A repair's request (category and location), where the reads embed it. */
  repair?: { category: string; location: string } | null;
}

export interface PersonRow {
  id: string;
  full_name: string;
  email: string | null;
  /** people.locale: the language of their mail ('en' when absent). */
  locale?: string | null;
}

/** One home's month, as owner_statement_lines() answers it. */
export interface StatementLine {
  home_id: string;
  address: string;
  opening_cents: number;
  rent_cents: number;
  contributions_cents: number;
  expenses_cents: number;
  fees_cents: number;
  payouts_cents: number;
  closing_cents: number;
}

export interface StatementRow {
  id: string;
  person_id: string;
  period: string;
  opening_cents: number;
  income_cents: number;
  expenses_cents: number;
  fees_cents: number;
  payouts_cents: number;
  closing_cents: number;
  storage_path: string;
}

export interface ContactRow {
  id: string;
  lease_id: string;
  balance_cents: number | null;
}

/** What a receipt or a lease's mail shows about the lease. */
export interface LeaseContext {
  leaseId: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  unitLabel: string | null;
  tenants: PersonRow[];
  /** Every entry of the lease, in posting order (posted_on, created_at, id). */
  entries: EntryRow[];
}

export interface MoneyMailRow {
  id: string;
  template: string;
  person_id: string;
  to_email: string;
  entry_id: string | null;
  contact_id: string | null;
  statement_id: string | null;
}

export type NewStatement = Omit<StatementRow, 'storage_path'>;

/** The repair request an entry paid for: what and when, never the tenant's own words. */
export interface StatementRequest {
  id: string;
  category: string;
  /** When the request was made (YYYY-MM-DD, the office's date). */
  requestedOn: string;
}

export interface StatementDetails {
  entries: EntryRow[];
  /** Lease id -> its unit's label. */
  leaseUnits: Map<string, string>;
  requests: Map<string, StatementRequest>;
  rent: UnitRentStatus[];
}

export interface MoneyStore {
  postDue(asOf: string, prices: LedgerPrices): Promise<RunAnswer['posted']>;
  /** Every person who owns a home. */
  owners(): Promise<string[]>;
  /** The people who already have a statement for the month (`YYYY-MM-01`). */
  statementHolders(periodStart: string): Promise<Set<string>>;
  statementLines(personId: string, periodStart: string): Promise<StatementLine[]>;
  /**
   * What a statement lists for these homes: the month's entries (posting order), the unit of
   * each lease, the repair requests the entries paid for, and each unit's rent status on `asOf`.
   */
  statementDetails(
    homeIds: string[],
    periodStart: string,
    nextStart: string,
    asOf: string,
  ): Promise<StatementDetails>;
  /** Stores the PDF, then the row; false (and the file removed) when the month was made since. */
  storeStatement(row: NewStatement, pdf: Uint8Array): Promise<boolean>;
  statement(id: string): Promise<StatementRow | null>;
  person(id: string): Promise<PersonRow | null>;
  /** As the caller: null when row-level security hides it; RestError when PostgREST refuses. */
  entryAs(id: string, authorization: string): Promise<EntryRow | null>;
  entry(id: string): Promise<EntryRow | null>;
  leaseContext(leaseId: string): Promise<LeaseContext | null>;
  contact(id: string): Promise<ContactRow | null>;
  /** A ledger_mail row (what an outbox `money` row is about). */
  mailRow(id: string): Promise<MoneyMailRow | null>;
}

export class RestMoneyStore extends RestStore implements MoneyStore {
  constructor(supabaseUrl: string, secret: string, publishable: string) {
    super({ supabaseUrl, secret, publishable, timeoutMs: 20_000 });
  }

  async postDue(asOf: string, prices: LedgerPrices): Promise<RunAnswer['posted']> {
    return (await this.rpc('post_due_ledger_entries', {
      p_as_of: asOf,
      p_prices: prices,
    })) as RunAnswer['posted'];
  }

  async owners(): Promise<string[]> {
    const rows = await this.rows<{ person_id: string }>('home_owners?select=person_id');
    return [...new Set(rows.map((r) => r.person_id))].sort();
  }

  async statementHolders(periodStart: string): Promise<Set<string>> {
    const rows = await this.rows<{ person_id: string }>(
      `owner_statements?period=eq.${periodStart}&select=person_id`,
    );
    return new Set(rows.map((r) => r.person_id));
  }

  async statementLines(personId: string, periodStart: string): Promise<StatementLine[]> {
    const rows = await this.rpc('owner_statement_lines', {
      p_person_id: personId,
      p_period: periodStart,
    });
    // bigint columns arrive as numbers (cents fit well inside 2^53).
    return (Array.isArray(rows) ? (rows as StatementLine[]) : []).map((r) => ({
      ...r,
      opening_cents: Number(r.opening_cents),
      rent_cents: Number(r.rent_cents),
      contributions_cents: Number(r.contributions_cents),
      expenses_cents: Number(r.expenses_cents),
      fees_cents: Number(r.fees_cents),
      payouts_cents: Number(r.payouts_cents),
      closing_cents: Number(r.closing_cents),
    }));
  }

  async statementDetails(
    homeIds: string[],
    periodStart: string,
    nextStart: string,
    asOf: string,
  ): Promise<StatementDetails> {
    if (homeIds.length === 0) {
      return { entries: [], leaseUnits: new Map(), requests: new Map(), rent: [] };
    }
    const homes = inList(homeIds);
    const [entries, leases, units, rent] = await Promise.all([
      this.rows<EntryRow>(
        `ledger_entries?home_id=${homes}&posted_on=gte.${periodStart}&posted_on=lt.${nextStart}&select=*&order=posted_on,created_at,id`,
      ),
      this.rows<{ id: string; unit_id: string }>(`leases?home_id=${homes}&select=id,unit_id`),
      this.rows<{ id: string; label: string }>(`home_units?home_id=${homes}&select=id,label`),
      this.rpc('home_rent_status', { p_as_of: asOf }),
    ]);
    const requestIds = [
      ...new Set(
        entries.flatMap((e) => (e.maintenance_request_id ? [e.maintenance_request_id] : [])),
      ),
    ];
    const requests = requestIds.length
      ? await this.rows<{ id: string; category: string; created_at: string }>(
          `maintenance_requests?id=${inList(requestIds)}&select=id,category,created_at`,
        )
      : [];
    const label = new Map(units.map((u) => [u.id, u.label]));
    return {
      entries,
      leaseUnits: new Map(leases.map((l) => [l.id, label.get(l.unit_id) ?? ''])),
      requests: new Map(
        requests.map((r) => [
          r.id,
          { id: r.id, category: r.category, requestedOn: officeToday(new Date(r.created_at)) },
        ]),
      ),
      rent: (Array.isArray(rent) ? (rent as Record<string, unknown>[]) : [])
        .map((row) => unitRentStatus(row))
        .filter((r) => homeIds.includes(r.homeId)),
    };
  }

  async storeStatement(row: NewStatement, pdf: Uint8Array): Promise<boolean> {
    const path = statementPath(row.person_id, row.id);
    await this.call(`/storage/v1/object/${STATEMENTS_BUCKET}/${path}`, {
      method: 'POST',
      body: pdf as Uint8Array<ArrayBuffer>,
      headers: { 'Content-Type': 'application/pdf', 'x-upsert': 'false' },
    });
    try {
      await this.call('/rest/v1/owner_statements', {
        method: 'POST',
        prefer: 'return=minimal',
        body: JSON.stringify({ ...row, storage_path: path }),
      });
      return true;
    } catch (error) {
      await this.call(`/storage/v1/object/${STATEMENTS_BUCKET}`, {
        method: 'DELETE',
        body: JSON.stringify({ prefixes: [path] }),
      }).catch(() => {});
      // Another run made this month's statement in between: it stands, this one goes.
      if (error instanceof RestError && error.code === '23505') return false;
      throw error;
    }
  }

  statement(id: string): Promise<StatementRow | null> {
    return this.one<StatementRow>(`owner_statements?id=eq.${encodeURIComponent(id)}&select=*`);
  }

  person(id: string): Promise<PersonRow | null> {
    return this.one<PersonRow>(
      `people?id=eq.${encodeURIComponent(id)}&select=id,full_name,email,locale`,
    );
  }

  entryAs(id: string, authorization: string): Promise<EntryRow | null> {
    return this.one<EntryRow>(`ledger_entries?id=eq.${encodeURIComponent(id)}&select=*`, {
      as: authorization,
    });
  }

  entry(id: string): Promise<EntryRow | null> {
    return this.one<EntryRow>(`ledger_entries?id=eq.${encodeURIComponent(id)}&select=*`);
  }

  async leaseContext(leaseId: string): Promise<LeaseContext | null> {
    const id = encodeURIComponent(leaseId);
    const lease = await this.one<{ home_id: string; unit_id: string }>(
      `leases?id=eq.${id}&select=home_id,unit_id`,
    );
    if (!lease) return null;
    const [home, unit, tenants, entries] = await Promise.all([
      this.one<{ street: string; city: string; state: string; zip_code: string }>(
        `managed_homes?id=eq.${lease.home_id}&select=street,city,state,zip_code`,
      ),
      this.one<{ label: string }>(`home_units?id=eq.${lease.unit_id}&select=label`),
      this.rows<{ people: PersonRow | null }>(
        `lease_tenants?lease_id=eq.${id}&select=people(id,full_name,email)`,
      ),
      this.rows<EntryRow>(
        `ledger_entries?lease_id=eq.${id}&select=*&order=posted_on,created_at,id`,
      ),
    ]);
    if (!home) return null;
    return {
      leaseId,
      street: home.street,
      city: home.city,
      state: home.state,
      zip: home.zip_code,
      unitLabel: unit?.label ?? null,
      tenants: tenants
        .flatMap((t) => (t.people ? [t.people] : []))
        .sort((a, b) => a.full_name.localeCompare(b.full_name)),
      entries,
    };
  }

  contact(id: string): Promise<ContactRow | null> {
    return this.one<ContactRow>(
      `ledger_contacts?id=eq.${encodeURIComponent(id)}&select=id,lease_id,balance_cents`,
    );
  }

  mailRow(id: string): Promise<MoneyMailRow | null> {
    return this.one<MoneyMailRow>(
      `ledger_mail?id=eq.${encodeURIComponent(id)}&select=id,template,person_id,to_email,entry_id,contact_id,statement_id`,
    );
  }
}
