/**
 * The books' row-level security matrix, on top of the portals' fixture
 * (portal-matrix.ts) and shared the same way by the deployment check on real Postgres
 * (database.deploy.test.ts) and the local backend through supabase-js
 * (tests/integration/database/portal-rls.int.test.ts).
 *
 * Fixture: on home one (owner one) lease one's rent, payment and deposit, a repair and a
 * management fee on the home; on home two (owner two) lease two's rent and payment and an owner
 * payout; a rent on the revoked tenant's old lease (home one); a management fee on home three
 * (nobody's). A contact on each lease, one statement per owner (row and PDF), one mail row.
 *
 * Entries are append-only (no update or delete grant for any API role, and a trigger for every
 * role), so the local backend keeps the fixture's entries once inserted: the fixture is inserted
 * with "on conflict do nothing" and never restored.
 *
 * Outcomes as in portal-matrix.ts: `denied`, `rls`, `ok`, or the fixture rows by label, sorted.
 */
import { type ByActor, F, type Outcomes, row, staffInsert } from './portal-matrix.ts';

export const ledgerTables = [
  'ledger_entries',
  'ledger_contacts',
  'owner_statements',
  'ledger_mail',
  'ledger_lines',
  'lease_balances',
  'home_balances',
] as const;
export type LedgerTable = (typeof ledgerTables)[number];

const id = (n: number) => `fa000000-0000-4000-8000-${(0x200 + n).toString(16).padStart(12, '0')}`;
/** Fixed fixture ids by label (after maintenance's range). */
export const B = {
  E1R: id(1),
  E1P: id(2),
  E1D: id(3),
  E1X: id(4),
  E1F: id(5),
  E2R: id(6),
  E2P: id(7),
  E2O: id(8),
  ERR: id(9),
  E3F: id(0xa),
  E_NEW: id(0xb),
  C1: id(0x11),
  C2: id(0x12),
  S1: id(0x21),
  S2: id(0x22),
  S_NEW: id(0x23),
  MM: id(0x31),
  K_NEW: id(0x41),
} as const;
export type LedgerLabel = keyof typeof B;

export const STATEMENTS_BUCKET = 'statements';
export const statementObject = (person: string, statement: string) => `${person}/${statement}.pdf`;
/** The statements whose PDFs are in the bucket. */
export const ledgerObjects = {
  S1: statementObject(F.O1, B.S1),
  S2: statementObject(F.O2, B.S2),
} as const;
/** Where a new statement's PDF would go (owner one's folder; no row names it). */
export const newStatementObject = statementObject(F.O1, B.S_NEW);

const labelOf = new Map<string, string>([
  ...Object.entries(B).map(([k, v]) => [v, k] as [string, string]),
  ...Object.entries(ledgerObjects).map(([k, v]) => [v, k] as [string, string]),
  [newStatementObject, 'S_NEW'],
  // The views name leases and homes.
  [F.L1, 'L1'],
  [F.L2, 'L2'],
  [F.LR, 'LR'],
  [F.H1, 'H1'],
  [F.H2, 'H2'],
  [F.H3, 'H3'],
]);

type Row = Record<string, unknown>;

export function ledgerLabels(rows: Row[], columns: string[]): string {
  const names = rows
    .map((r) => columns.map((c) => labelOf.get(String(r[c])) ?? '?').join('/'))
    .sort();
  return names.length ? names.join(' ') : '-';
}

function entry(label: LedgerLabel, home: string, lease: string | null, kind: string, over: Row) {
  return {
    id: B[label],
    home_id: home,
    lease_id: lease,
    kind,
    amount_cents: 10000,
    posted_on: '2026-01-01',
    memo: `Fixture ${label}`,
    method: null,
    reference: null,
    period: '2026-01-01',
    posting_key: null,
    idempotency_key: null,
    posted_by: null,
    // Filled by the poster trigger (scheduler, service) unless a row names it.
    posted_via: null,
    ...over,
  };
}

const statement = (label: 'S1' | 'S2', person: string) => ({
  id: B[label],
  person_id: person,
  period: '2026-01-01',
  opening_cents: 0,
  income_cents: 250000,
  expenses_cents: 0,
  fees_cents: 14900,
  payouts_cents: 0,
  closing_cents: 235100,
  storage_path: statementObject(person, B[label]),
});

/** The fixture, table by table in insertion order (after the portals' fixture). */
export function ledgerFixture(): [LedgerTable, Row[]][] {
  const key = (label: LedgerLabel) => `fixture:${B[label]}`;
  return [
    [
      'ledger_entries',
      [
        entry('E1R', F.H1, F.L1, 'rent_charge', { amount_cents: 250000, posting_key: key('E1R') }),
        entry('E1P', F.H1, F.L1, 'payment_received', {
          amount_cents: 250000,
          posted_on: '2026-01-03',
          period: null,
          method: 'check',
          reference: '1001',
          idempotency_key: B.E1P,
        }),
        entry('E1D', F.H1, F.L1, 'deposit_received', {
          amount_cents: 250000,
          period: null,
          method: 'cashiers_check',
          reference: 'D-1',
          idempotency_key: B.E1D,
        }),
        // A repair on the tenant's lease: the owner's cost, not the tenant's line.
        entry('E1X', F.H1, F.L1, 'repair_cost', {
          posting_key: key('E1X'),
          posted_via: 'vendor_link',
        }),
        entry('E1F', F.H1, null, 'management_fee', {
          amount_cents: 14900,
          posting_key: key('E1F'),
        }),
        entry('E2R', F.H2, F.L2, 'rent_charge', { amount_cents: 250000, posting_key: key('E2R') }),
        entry('E2P', F.H2, F.L2, 'payment_received', {
          period: null,
          method: 'cash',
          idempotency_key: B.E2P,
        }),
        entry('E2O', F.H2, null, 'owner_payout', { reference: 'ACH-1', posting_key: key('E2O') }),
        entry('ERR', F.H1, F.LR, 'rent_charge', { posting_key: key('ERR') }),
        entry('E3F', F.H3, null, 'management_fee', { posting_key: key('E3F') }),
      ],
    ],
    [
      'ledger_contacts',
      [
        { id: B.C1, lease_id: F.L1, channel: 'call', note: 'Fixture C1', contacted_by: null },
        { id: B.C2, lease_id: F.L2, channel: 'text', note: 'Fixture C2', contacted_by: null },
      ],
    ],
    ['owner_statements', [statement('S1', F.O1), statement('S2', F.O2)]],
    [
      'ledger_mail',
      [
        {
          id: B.MM,
          template: 'tenant_reminder',
          person_id: F.T1,
          to_email: 'portal-matrix-t1@example.com',
          contact_id: B.C1,
        },
      ],
    ],
  ];
}

const entryIds = [B.E1R, B.E1P, B.E1D, B.E1X, B.E1F, B.E2R, B.E2P, B.E2O, B.ERR, B.E3F, B.E_NEW];

/** How each table's statements find the fixture rows, name them, change and add one. */
export const ledgerTableSpecs: Record<
  LedgerTable,
  { columns: string[]; scope: [string, string[]]; update: Row; insert: Row; key: Row }
> = {
  ledger_entries: {
    columns: ['id'],
    scope: ['id', entryIds],
    // The amount as it is: still refused (no grant; the trigger for anyone with one).
    update: { memo: 'changed' },
    // Staff's other charge on lease one (posted_by defaults to the caller; no API role may
    // choose the id).
    insert: {
      home_id: F.H1,
      lease_id: F.L1,
      kind: 'other_charge',
      amount_cents: 5000,
      posted_on: '2026-01-10',
      memo: 'Matrix key copy',
      idempotency_key: B.K_NEW,
    },
    key: { idempotency_key: B.K_NEW },
  },
  ledger_contacts: {
    columns: ['id'],
    scope: ['id', [B.C1, B.C2]],
    update: { note: 'Fixture C1' },
    insert: { lease_id: F.L2, channel: 'call', note: 'Matrix call' },
    key: { note: 'Matrix call' },
  },
  owner_statements: {
    columns: ['id'],
    scope: ['id', [B.S1, B.S2, B.S_NEW]],
    update: { opening_cents: 0 },
    insert: {
      ...statement('S1', F.O1),
      id: B.S_NEW,
      period: '2026-02-01',
      storage_path: newStatementObject,
    },
    key: { id: B.S_NEW },
  },
  ledger_mail: {
    columns: ['id'],
    scope: ['id', [B.MM]],
    update: { to_email: 'portal-matrix-t1@example.com' },
    insert: {
      template: 'tenant_reminder',
      person_id: F.T2,
      to_email: 'portal-matrix-t2@example.com',
      contact_id: B.C2,
    },
    key: { person_id: F.T2, contact_id: B.C2 },
  },
  // The views: read only, each with its caller's row-level security.
  ledger_lines: {
    columns: ['id'],
    scope: ['id', entryIds],
    update: { memo: 'changed' },
    insert: { home_id: F.H1, kind: 'credit', amount_cents: 1, posted_on: '2026-01-10' },
    key: { memo: 'never' },
  },
  lease_balances: {
    columns: ['lease_id'],
    scope: ['lease_id', [F.L1, F.L2, F.LR]],
    update: { balance_cents: 0 },
    insert: { lease_id: F.L1, balance_cents: 0 },
    key: { lease_id: 'never' },
  },
  home_balances: {
    columns: ['home_id'],
    scope: ['home_id', [F.H1, F.H2, F.H3]],
    update: { balance_cents: 0 },
    insert: { home_id: F.H1, balance_cents: 0 },
    key: { home_id: 'never' },
  },
};

const denied = row('denied');
/** A view: read as the caller; written by nobody (no grant, or not updatable at all). */
const readOnly = (select: ByActor, writes = denied): Outcomes => ({
  select,
  insert: writes,
  update: writes,
  delete: writes,
});
const aggregate = row('not_updatable');

const ALL = 'E1D E1F E1P E1R E1X E2O E2P E2R E3F ERR';
const H1 = 'E1D E1F E1P E1R E1X ERR';
const H2 = 'E2O E2P E2R';

/**
 * What each actor may do. A tenant reads their own lease's tenant-side entries (charges,
 * payments, deposits; not the repair or the home's fees); an owner their homes' entries (the
 * revoked tenant's old lease too: it is their home's history); staff and the service role all.
 * Nobody, staff and the service role included, updates or deletes an entry.
 */
export const expectedLedgerMatrix: Record<LedgerTable, Outcomes> = {
  ledger_entries: {
    select: row('-', {
      ...{ anon: 'denied', tenant: 'E1D E1P E1R', tenant2: 'E2P E2R' },
      ...{ owner: H1, owner2: H2, staff: ALL, service_role: ALL },
    }),
    insert: staffInsert,
    update: denied,
    delete: denied,
  },
  ledger_contacts: {
    select: row('-', { anon: 'denied', staff: 'C1 C2', service_role: 'C1 C2' }),
    insert: staffInsert,
    update: denied,
    delete: row('denied', { service_role: 'C1 C2' }),
  },
  owner_statements: {
    select: row('-', {
      ...{ anon: 'denied', owner: 'S1', owner2: 'S2' },
      ...{ staff: 'S1 S2', service_role: 'S1 S2' },
    }),
    // The money function (service role) makes statements.
    insert: row('denied', { service_role: 'ok' }),
    update: row('denied', { service_role: 'S1 S2' }),
    delete: row('denied', { service_role: 'S1 S2' }),
  },
  ledger_mail: {
    select: row('denied', { service_role: 'MM' }),
    insert: row('denied', { service_role: 'ok' }),
    update: row('denied', { service_role: 'MM' }),
    delete: row('denied', { service_role: 'MM' }),
  },
  ledger_lines: readOnly(
    row('-', {
      ...{ anon: 'denied', tenant: 'E1D E1P E1R', tenant2: 'E2P E2R' },
      ...{ owner: H1, owner2: H2, staff: ALL, service_role: ALL },
    }),
  ),
  // Every lease has a row; a caller's sums are over the entries they may read.
  lease_balances: readOnly(
    row('-', {
      ...{ anon: 'denied', tenant: 'L1', tenant2: 'L2', owner: 'L1 LR', owner2: 'L2' },
      ...{ staff: 'L1 L2 LR', service_role: 'L1 L2 LR' },
    }),
    aggregate,
  ),
  home_balances: readOnly(
    row('-', {
      ...{ anon: 'denied', owner: 'H1', owner2: 'H2' },
      ...{ staff: 'H1 H2 H3', service_role: 'H1 H2 H3' },
    }),
    aggregate,
  ),
};

/** storage.objects rows of the statements bucket: owners their own, staff all, written by the service role. */
export const expectedLedgerObjects: Outcomes = {
  // Server-only signing: the `files` function signs statements; nobody else reads the objects.
  select: row('-', { service_role: 'S1 S2' }),
  insert: row('rls', { service_role: 'ok' }),
  update: row('-', { service_role: 'S1 S2' }),
  delete: row('-', { service_role: 'S1 S2' }),
};

/** The books' RPCs by actor: `ok` (ran), `denied`, or the rows' labels. */
export const expectedLedgerRpc: Record<string, ByActor> = {
  // The schedule and the mail queue: the money function (service role) only.
  post_due_ledger_entries: row('denied', { service_role: 'ok' }),
  claim_outbox: row('denied', { service_role: 'ok' }),
  record_outbox: row('denied', { service_role: 'ok' }),
  // Staff alone record a payout (it checks is_admin() itself: security definer).
  record_owner_payout: row('denied', { staff: 'ok' }),
  // Security invoker: the insert policy refuses those who may read lease one; for the others
  // the lease does not exist (23503).
  record_payment: row('fk', {
    anon: 'denied',
    tenant: 'rls',
    owner: 'rls',
    staff: 'ok',
    service_role: 'ok',
  }),
  // Owner one's statement lines: their homes only.
  owner_statement_lines: row('-', { anon: 'denied', owner: 'H1', staff: 'H1', service_role: 'H1' }),
  // The rent status per unit: owners their homes' units, staff and the service role all, tenants none.
  home_rent_status: row('-', {
    ...{ anon: 'denied', owner: 'H1', owner2: 'H2' },
    ...{ staff: 'H1 H2 H3', service_role: 'H1 H2 H3' },
  }),
};
