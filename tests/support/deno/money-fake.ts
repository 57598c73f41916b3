/** An in-memory MoneyStore and deps for the money function's Deno tests. */
import type { MailMessage } from '../../../supabase/functions/_shared/platform/mailer.ts';
import type { MoneyDeps } from '../../../supabase/functions/money/handler.ts';
import type {
  ContactRow,
  EntryRow,
  LeaseContext,
  MoneyMailRow,
  MoneyStore,
  NewStatement,
  PersonRow,
  StatementLine,
  StatementRequest,
  StatementRow,
} from '../../../supabase/functions/_shared/money/store.ts';
import type { UnitRentStatus } from '../../../supabase/functions/_shared/contract/ledger.ts';
import { RestError } from '../../../supabase/functions/_shared/platform/rest-store.ts';
import type { OutboxKind } from '../../../supabase/functions/_shared/contract/outbox.ts';
import type {
  OutboxOutcome,
  OutboxRow,
  OutboxStore,
} from '../../../supabase/functions/_shared/platform/outbox.ts';

export const LEASE = '5eed0500-0000-4000-8000-000000000001';
export const HOME = '5eed0300-0000-4000-8000-000000000001';
export const OWNER = '5eed0100-0000-4000-8000-000000000001';
export const TENANT = '5eed0100-0000-4000-8000-000000000003';

let seq = 0;
/** An entry of the sample lease; ids and created_at follow the call order. */
export function entry(over: Partial<EntryRow> & Pick<EntryRow, 'kind' | 'amount_cents'>): EntryRow {
  seq += 1;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  return {
    id,
    home_id: HOME,
    lease_id: LEASE,
    posted_on: '2026-10-01',
    memo: '',
    reverses_id: null,
    method: null,
    reference: null,
    receipt_number: null,
    maintenance_request_id: null,
    created_at: new Date(Date.UTC(2026, 9, 1, 0, 0, seq)).toISOString(),
    period: null,
    posting_key: null,
    ...over,
  };
}

export const payment = (cents: number, over: Partial<EntryRow> = {}) =>
  entry({
    kind: 'payment_received',
    amount_cents: cents,
    method: 'check',
    reference: '1042',
    receipt_number: 1000 + seq + 1,
    ...over,
  });

export function sampleLease(entries: EntryRow[]): LeaseContext {
  return {
    leaseId: LEASE,
    street: '1520 N Garey Ave',
    city: 'Pomona',
    state: 'CA',
    zip: '91767',
    unitLabel: 'Unit A',
    tenants: [{ id: TENANT, full_name: 'Jordan Avila', email: 'tenant1@example.com' }],
    entries,
  };
}

export const sampleLine = (over: Partial<StatementLine> = {}): StatementLine => ({
  home_id: HOME,
  address: '1520 N Garey Ave, Pomona',
  opening_cents: 10000,
  rent_cents: 245000,
  contributions_cents: 0,
  expenses_cents: 18000,
  fees_cents: 29800,
  payouts_cents: 0,
  closing_cents: 10000 + 245000 - 18000 - 29800,
  ...over,
});

export class FakeMoneyStore implements MoneyStore, OutboxStore {
  entries: EntryRow[] = [];
  lease: LeaseContext = sampleLease([]);
  people = new Map<string, PersonRow>([
    [OWNER, { id: OWNER, full_name: 'Olivia Marsh', email: 'owner1@example.com' }],
    [TENANT, { id: TENANT, full_name: 'Jordan Avila', email: 'tenant1@example.com' }],
  ]);
  ownerIds = [OWNER];
  requests = new Map<string, StatementRequest>();
  rent: UnitRentStatus[] = [];
  lines: StatementLine[] = [sampleLine()];
  statements: (StatementRow & { pdf: Uint8Array })[] = [];
  contacts: ContactRow[] = [];
  mail: MoneyMailRow[] = [];
  recorded: { id: string; status: string; error: string | null }[] = [];
  postDueCalls: string[] = [];
  /** Entry ids the caller may read (row-level security), or 'expired'. */
  visible: Set<string> | 'expired' = new Set();

  postDue(asOf: string) {
    this.postDueCalls.push(asOf);
    return Promise.resolve({
      rent: 1,
      late_fees: 0,
      management_fees: 1,
      placement_fees: 0,
      repairs: 0,
    });
  }
  owners() {
    return Promise.resolve(this.ownerIds);
  }
  statementHolders(periodStart: string) {
    return Promise.resolve(
      new Set(this.statements.filter((s) => s.period === periodStart).map((s) => s.person_id)),
    );
  }
  statementLines() {
    return Promise.resolve(this.lines);
  }
  statementDetails(homeIds: string[], periodStart: string, nextStart: string) {
    return Promise.resolve({
      entries: this.entries.filter(
        (e) => homeIds.includes(e.home_id) && e.posted_on >= periodStart && e.posted_on < nextStart,
      ),
      leaseUnits: new Map([[LEASE, 'Unit A']]),
      requests: this.requests,
      rent: this.rent.filter((r) => homeIds.includes(r.homeId)),
    });
  }
  storeStatement(row: NewStatement, pdf: Uint8Array) {
    this.statements.push({ ...row, storage_path: `${row.person_id}/${row.id}.pdf`, pdf });
    return Promise.resolve(true);
  }
  statement(id: string) {
    return Promise.resolve(this.statements.find((s) => s.id === id) ?? null);
  }
  person(id: string) {
    return Promise.resolve(this.people.get(id) ?? null);
  }
  entryAs(id: string) {
    if (this.visible === 'expired') {
      return Promise.reject(new RestError(401, 'PGRST301', '', 'JWT expired'));
    }
    return Promise.resolve(this.visible.has(id) ? (this.entry0(id) ?? null) : null);
  }
  private entry0(id: string) {
    return this.lease.entries.find((e) => e.id === id) ?? this.entries.find((e) => e.id === id);
  }
  entry(id: string) {
    return Promise.resolve(this.entry0(id) ?? null);
  }
  leaseContext() {
    return Promise.resolve(this.lease);
  }
  contact(id: string) {
    return Promise.resolve(this.contacts.find((c) => c.id === id) ?? null);
  }
  /** Claimed ledger_mail rows, by id (the outbox's ref). */
  private claimed = new Map<string, MoneyMailRow>();
  mailRow(id: string) {
    return Promise.resolve(this.claimed.get(id) ?? this.mail.find((m) => m.id === id) ?? null);
  }
  /** The outbox of `mail`: each row claimed once, in order. */
  claim(_kinds: readonly OutboxKind[], limit: number): Promise<OutboxRow[]> {
    const due = this.mail.splice(0, limit);
    for (const m of due) this.claimed.set(m.id, m);
    return Promise.resolve(due.map((m) => ({ id: m.id, kind: 'money', ref: m.id, attempts: 1 })));
  }
  record(id: string, status: OutboxOutcome, error: string | null) {
    this.recorded.push({ id, status, error });
    return Promise.resolve();
  }
}

/** The scheduler's secret the fake deps' environment holds (CRON_SECRET). */
export const CRON_TEST_SECRET = 'test-cron-secret-0123456789abcdef-0123';
export const cronHeaders = { 'x-cron-secret': CRON_TEST_SECRET };

export function fakeMoneyDeps(
  store = new FakeMoneyStore(),
  over: Partial<MoneyDeps> = {},
): MoneyDeps & { sent: MailMessage[]; deferred: Promise<unknown>[]; logs: unknown[] } {
  const sent: MailMessage[] = [];
  const deferred: Promise<unknown>[] = [];
  const logs: unknown[] = [];
  return {
    store,
    outbox: store,
    send: (m) => {
      sent.push(m);
      return Promise.resolve();
    },
    siteUrl: 'https://www.example.com',
    companyName: 'Summit Flat Fee Property Management',
    officeEmail: 'office@example.com',
    configProblems: [],
    log: (e) => logs.push(e),
    verifyStaff: () => Promise.resolve({ ok: true, userId: 'staff', email: 'admin@example.com' }),
    // 2026-11-20, 12:00 in California: outside the statement window.
    now: () => new Date('2026-11-20T20:00:00Z'),
    defer: (t) => deferred.push(t),
    // As a run without EdgeRuntime: `run` answers when done.
    canDefer: false,
    env: (name) => (name === 'CRON_SECRET' ? CRON_TEST_SECRET : undefined),
    sent,
    deferred,
    logs,
    ...over,
  };
}
