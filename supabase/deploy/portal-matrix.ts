/**
 * The portals' row-level security matrix, shared by the deployment check on real Postgres
 * (database.deploy.test.ts) and the local backend through supabase-js
 * (tests/integration/database/portal-rls.int.test.ts): the fixture (two owned homes, each with a
 * unit, a lease and its tenant, documents of each visibility, a renters-insurance row; a revoked
 * tenant with an old lease; a third home nobody holds) and what every actor may do to every table.
 *
 * Outcomes: `denied` (no grant, 42501), `rls` (an insert no policy admits), `fk` (a foreign key
 * keeps the rows), `ok` (insert done), else the fixture rows the statement returned (select) or
 * touched (update, delete with RETURNING), by label, sorted; `-` for none.
 */
export const portalActors = [
  'anon',
  'user',
  'tenant',
  'tenant2',
  'revoked',
  'owner',
  'owner2',
  'staff',
  'service_role',
] as const;
export type PortalActor = (typeof portalActors)[number];
/** The actors that are people with a portal role (each gets an Auth account). */
export type PortalPersonActor = 'tenant' | 'tenant2' | 'revoked' | 'owner' | 'owner2';

export const portalOps = ['select', 'insert', 'update', 'delete'] as const;
export type PortalOp = (typeof portalOps)[number];

export const portalTables = [
  'people',
  'portal_access',
  'managed_homes',
  'management_agreements',
  'home_units',
  'home_owners',
  'leases',
  'lease_tenants',
  'documents',
] as const;
export type PortalTable = (typeof portalTables)[number];

const id = (n: number) => `fa000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
/** Fixed fixture ids by label. */
export const F = {
  O1: id(1),
  O2: id(2),
  T1: id(3),
  T2: id(4),
  TR: id(5),
  PA_O1: id(0x11),
  PA_O2: id(0x12),
  PA_T1: id(0x13),
  PA_T2: id(0x14),
  PA_TR: id(0x15),
  H1: id(0x21),
  H2: id(0x22),
  H3: id(0x23),
  H_NEW: id(0x24),
  U1: id(0x31),
  U2: id(0x32),
  U2B: id(0x33),
  U3: id(0x34),
  U_NEW: id(0x35),
  L1: id(0x41),
  L2: id(0x42),
  LR: id(0x43),
  L_NEW: id(0x44),
  D1O: id(0x51),
  D1T: id(0x52),
  D1B: id(0x53),
  D1I: id(0x54),
  D1R: id(0x55),
  D2O: id(0x56),
  D2T: id(0x57),
  D2B: id(0x58),
  D3: id(0x59),
  D_NEW: id(0x5a),
} as const;
export type FixtureLabel = keyof typeof F;
const labelOf = new Map<string, string>(Object.entries(F).map(([k, v]) => [v, k]));

export const docPath = (home: string, doc: string) => `${home}/${doc}.pdf`;

type Row = Record<string, unknown>;
const CREATED = '2026-01-01T00:00:00+00:00';

function doc(
  label: FixtureLabel,
  home: string,
  at: { unit_id?: string; lease_id?: string },
  kind: string,
  visible_to: string,
  uploaded_by: string | null = null,
): Row {
  return {
    id: F[label],
    home_id: home,
    unit_id: at.unit_id ?? null,
    lease_id: at.lease_id ?? null,
    kind,
    visible_to,
    title: `Fixture ${label}`,
    storage_path: docPath(home, F[label]),
    content_type: 'application/pdf',
    size_bytes: 1000,
    uploaded_by,
  };
}

/** The fixture, table by table in insertion order; `uid` are the persons' Auth account ids. */
export function portalFixture(uid: Record<PortalPersonActor, string>): [PortalTable, Row[]][] {
  const person = (label: FixtureLabel, name: string, user: string) => ({
    id: F[label],
    full_name: name,
    email: `portal-matrix-${label.toLowerCase()}@example.com`,
    phone: null,
    user_id: user,
  });
  const access = (label: FixtureLabel, p: string, role: string, revoked = false) => ({
    id: F[label],
    person_id: p,
    role,
    granted_at: CREATED,
    invited_at: null,
    revoked_at: revoked ? '2026-02-01T00:00:00+00:00' : null,
  });
  const lease = (label: FixtureLabel, unit: string, home: string, status: string) => ({
    id: F[label],
    unit_id: unit,
    home_id: home,
    starts_on: '2025-01-01',
    ends_on: '2026-12-31',
    rent_cents: 250000,
    status,
    late_fee_grace_days: 5,
  });
  return [
    [
      'people',
      [
        person('O1', 'Matrix Owner One', uid.owner),
        person('O2', 'Matrix Owner Two', uid.owner2),
        person('T1', 'Matrix Tenant One', uid.tenant),
        person('T2', 'Matrix Tenant Two', uid.tenant2),
        person('TR', 'Matrix Former Tenant', uid.revoked),
      ],
    ],
    [
      'portal_access',
      [
        access('PA_O1', F.O1, 'owner'),
        access('PA_O2', F.O2, 'owner'),
        access('PA_T1', F.T1, 'tenant'),
        access('PA_T2', F.T2, 'tenant'),
        access('PA_TR', F.TR, 'tenant', true),
      ],
    ],
    [
      'managed_homes',
      [
        { id: F.H1, street: '1 Matrix Way', city: 'Pomona', state: 'CA', zip_code: '91766' },
        { id: F.H2, street: '2 Matrix Way', city: 'Pomona', state: 'CA', zip_code: '91766' },
        { id: F.H3, street: '3 Matrix Way', city: 'Pomona', state: 'CA', zip_code: '91766' },
      ],
    ],
    [
      'management_agreements',
      [
        { home_id: F.H1, plan: 'standard', billing_term: 'monthly', starts_on: '2025-01-01' },
        { home_id: F.H2, plan: 'plus', billing_term: 'monthly', starts_on: '2025-01-01' },
      ],
    ],
    [
      'home_units',
      [
        { id: F.U1, home_id: F.H1, label: 'Main', bedrooms: 2 },
        { id: F.U2, home_id: F.H2, label: 'Unit A', bedrooms: 2 },
        { id: F.U2B, home_id: F.H2, label: 'Unit B', bedrooms: 2 },
        { id: F.U3, home_id: F.H3, label: 'Main', bedrooms: 2 },
      ],
    ],
    [
      'home_owners',
      [
        { home_id: F.H1, person_id: F.O1, created_at: CREATED },
        { home_id: F.H2, person_id: F.O2, created_at: CREATED },
      ],
    ],
    [
      'leases',
      [
        lease('L1', F.U1, F.H1, 'active'),
        lease('L2', F.U2, F.H2, 'active'),
        lease('LR', F.U1, F.H1, 'ended'),
      ],
    ],
    [
      'lease_tenants',
      [
        { lease_id: F.L1, person_id: F.T1, created_at: CREATED },
        { lease_id: F.L2, person_id: F.T2, created_at: CREATED },
        { lease_id: F.LR, person_id: F.TR, created_at: CREATED },
      ],
    ],
    [
      'documents',
      [
        doc('D1O', F.H1, {}, 'statement', 'owner'),
        doc('D1T', F.H1, { unit_id: F.U1 }, 'notice', 'tenant'),
        doc('D1B', F.H1, { lease_id: F.L1 }, 'lease', 'both'),
        // The tenant's renters-insurance proof: row inserted, file not yet uploaded.
        doc('D1I', F.H1, { lease_id: F.L1 }, 'renters_insurance', 'both', uid.tenant),
        doc('D1R', F.H1, { lease_id: F.LR }, 'inspection_report', 'tenant'),
        doc('D2O', F.H2, {}, 'tax_form', 'owner'),
        doc('D2T', F.H2, { unit_id: F.U2 }, 'notice', 'tenant'),
        doc('D2B', F.H2, { lease_id: F.L2 }, 'lease', 'both'),
        doc('D3', F.H3, {}, 'other', 'both'),
      ],
    ],
  ];
}

/** Documents whose file is in the bucket (all but the pending renters-insurance proof). */
export const fixtureObjects: FixtureLabel[] = [
  'D1O',
  'D1T',
  'D1B',
  'D1R',
  'D2O',
  'D2T',
  'D2B',
  'D3',
];
export const objectPath = (label: FixtureLabel): string => {
  const home = label.startsWith('D1') ? F.H1 : label.startsWith('D2') ? F.H2 : F.H3;
  return docPath(home, F[label]);
};
const labelOfPath = new Map<string, string>(
  [...fixtureObjects, 'D1I' as const].map((l) => [objectPath(l), l]),
);

const fixturePeople = [F.O1, F.O2, F.T1, F.T2, F.TR];
const fixtureHomes = [F.H1, F.H2, F.H3];

/** How each table's statements find the fixture rows, name them, change and add one. */
export const portalTableSpecs: Record<
  PortalTable,
  {
    /** Selected and returned columns; the row's label is theirs joined by '/'. */
    columns: string[];
    /** Rows of the fixture: this column in these ids (other rows, the seed's, are left alone). */
    scope: [string, string[]];
    /** A no-op update every fixture row already holds (policies still judge it). */
    update: Row;
    /** A new row for insert; `key` finds it again to clean up. */
    insert: Row;
    key: Row;
  }
> = {
  people: {
    columns: ['id'],
    scope: ['id', fixturePeople],
    update: { phone: null },
    // Clients may write only names and contacts (no id).
    insert: { full_name: 'Matrix Newcomer', email: 'portal-matrix-new@example.com' },
    key: { email: 'portal-matrix-new@example.com' },
  },
  portal_access: {
    columns: ['id'],
    scope: ['person_id', fixturePeople],
    update: { invited_at: null },
    // A tenant making themself an owner.
    insert: { person_id: F.T2, role: 'owner' },
    key: { person_id: F.T2, role: 'owner' },
  },
  managed_homes: {
    columns: ['id'],
    scope: ['id', fixtureHomes],
    update: { state: 'CA' },
    insert: { id: F.H_NEW, street: '4 Matrix Way', city: 'Pomona', zip_code: '91766' },
    key: { id: F.H_NEW },
  },
  management_agreements: {
    columns: ['home_id'],
    scope: ['home_id', fixtureHomes],
    update: { billing_term: 'monthly' },
    insert: { home_id: F.H3, plan: 'standard', starts_on: '2025-01-01' },
    key: { home_id: F.H3 },
  },
  home_units: {
    columns: ['id'],
    scope: ['home_id', fixtureHomes],
    update: { bedrooms: 2 },
    insert: { id: F.U_NEW, home_id: F.H3, label: 'Unit 9' },
    key: { id: F.U_NEW },
  },
  home_owners: {
    columns: ['home_id', 'person_id'],
    scope: ['home_id', fixtureHomes],
    update: { created_at: CREATED },
    // Owner one claiming owner two's home.
    insert: { home_id: F.H2, person_id: F.O1 },
    key: { home_id: F.H2, person_id: F.O1 },
  },
  leases: {
    columns: ['id'],
    scope: ['home_id', fixtureHomes],
    update: { late_fee_grace_days: 5 },
    insert: {
      id: F.L_NEW,
      unit_id: F.U3,
      home_id: F.H3,
      starts_on: '2026-01-01',
      rent_cents: 100000,
    },
    key: { id: F.L_NEW },
  },
  lease_tenants: {
    columns: ['lease_id', 'person_id'],
    scope: ['person_id', fixturePeople],
    update: { created_at: CREATED },
    // Tenant one joining tenant two's lease.
    insert: { lease_id: F.L2, person_id: F.T1 },
    key: { lease_id: F.L2, person_id: F.T1 },
  },
  documents: {
    columns: ['id'],
    scope: ['home_id', fixtureHomes],
    update: { content_type: 'application/pdf' },
    // Renters-insurance proof on lease one (uploaded_by defaults to the caller).
    insert: {
      id: F.D_NEW,
      home_id: F.H1,
      lease_id: F.L1,
      kind: 'renters_insurance',
      visible_to: 'both',
      title: 'Matrix insurance',
      storage_path: docPath(F.H1, F.D_NEW),
      content_type: 'application/pdf',
      size_bytes: 1000,
    },
    key: { id: F.D_NEW },
  },
};

/** The label of a returned row (`?` for a row that is not the fixture's: a leak). */
export function rowLabel(row: Row, columns: string[]): string {
  return columns
    .map((c) => labelOf.get(String(row[c])) ?? labelOfPath.get(String(row[c])) ?? '?')
    .join('/');
}

export function labels(rows: Row[], columns: string[]): string {
  const names = rows.map((r) => rowLabel(r, columns)).sort();
  return names.length ? names.join(' ') : '-';
}

/** Each actor's outcome of one operation on one table (the matrices of every domain). */
export type ByActor = Record<PortalActor, string>;
export type Outcomes = Record<PortalOp, ByActor>;
/** One outcome for every actor but those named. */
export const row = (all: string, except: Partial<ByActor> = {}): ByActor =>
  Object.fromEntries(portalActors.map((a) => [a, except[a] ?? all])) as ByActor;
/** Staff and the service role reach `rows`; everyone else nothing, anon not even the table. */
export const staffOnly = (rows: string): ByActor =>
  row('-', { anon: 'denied', staff: rows, service_role: rows });
/** Staff and the service role insert; other accounts are refused by RLS, anon by its grants. */
export const staffInsert = row('rls', { anon: 'denied', staff: 'ok', service_role: 'ok' });
/** No API role has a grant: only the service role (the functions) reaches it. */
export const serviceOnly = (rows: string): Outcomes => ({
  select: row('denied', { service_role: rows }),
  insert: row('denied', { service_role: 'ok' }),
  update: row('denied', { service_role: rows }),
  delete: row('denied', { service_role: rows }),
});
const P = 'O1 O2 T1 T2 TR';
const PA = 'PA_O1 PA_O2 PA_T1 PA_T2 PA_TR';
const H = 'H1 H2 H3';
const U = 'U1 U2 U2B U3';
const HO = 'H1/O1 H2/O2';
const L = 'L1 L2 LR';
const LT = 'L1/T1 L2/T2 LR/TR';
const D = 'D1B D1I D1O D1R D1T D2B D2O D2T D3';
const OBJ = 'D1B D1O D1R D1T D2B D2O D2T D3';

/**
 * What each actor may do. Owners and tenants read their own homes' rows and nothing of each
 * other; a tenant writes only their renters-insurance proof; the revoked tenant and a signed-in
 * account without a role read nothing but their own person and access rows (if any); staff
 * write everything but portal_access (the service role's, through the invitation function).
 */
export const expectedPortalMatrix: Record<PortalTable, Outcomes> = {
  people: {
    select: row('-', {
      ...{ anon: 'denied', tenant: 'T1', tenant2: 'T2', revoked: 'TR' },
      ...{ owner: 'O1', owner2: 'O2', staff: P, service_role: P },
    }),
    insert: staffInsert,
    update: staffOnly(P),
    // Owners and tenants are kept by their homes and leases.
    delete: staffOnly('fk'),
  },
  portal_access: {
    select: row('-', {
      ...{ anon: 'denied', tenant: 'PA_T1', tenant2: 'PA_T2', revoked: 'PA_TR' },
      ...{ owner: 'PA_O1', owner2: 'PA_O2', staff: PA, service_role: PA },
    }),
    insert: row('denied', { service_role: 'ok' }),
    update: row('denied', { service_role: PA }),
    delete: row('denied', { service_role: PA }),
  },
  managed_homes: {
    select: row('-', {
      ...{ anon: 'denied', tenant: 'H1', tenant2: 'H2', owner: 'H1', owner2: 'H2' },
      ...{ staff: H, service_role: H },
    }),
    insert: staffInsert,
    update: staffOnly(H),
    delete: staffOnly('fk'),
  },
  management_agreements: {
    select: row('-', {
      ...{ anon: 'denied', owner: 'H1', owner2: 'H2' },
      ...{ staff: 'H1 H2', service_role: 'H1 H2' },
    }),
    insert: staffInsert,
    update: staffOnly('H1 H2'),
    delete: staffOnly('H1 H2'),
  },
  home_units: {
    select: row('-', {
      ...{ anon: 'denied', tenant: 'U1', tenant2: 'U2', owner: 'U1', owner2: 'U2 U2B' },
      ...{ staff: U, service_role: U },
    }),
    insert: staffInsert,
    update: staffOnly(U),
    delete: staffOnly('fk'),
  },
  home_owners: {
    select: row('-', {
      ...{ anon: 'denied', owner: 'H1/O1', owner2: 'H2/O2' },
      ...{ staff: HO, service_role: HO },
    }),
    insert: staffInsert,
    update: row('denied', { service_role: HO }),
    delete: staffOnly(HO),
  },
  leases: {
    select: row('-', {
      ...{ anon: 'denied', tenant: 'L1', tenant2: 'L2', owner: 'L1 LR', owner2: 'L2' },
      ...{ staff: L, service_role: L },
    }),
    insert: staffInsert,
    update: staffOnly(L),
    delete: staffOnly('fk'),
  },
  lease_tenants: {
    select: row('-', {
      ...{ anon: 'denied', tenant: 'L1/T1', tenant2: 'L2/T2' },
      ...{ staff: LT, service_role: LT },
    }),
    insert: staffInsert,
    update: row('denied', { service_role: LT }),
    delete: staffOnly(LT),
  },
  documents: {
    select: row('-', {
      ...{ anon: 'denied', tenant: 'D1B D1I D1T', tenant2: 'D2B D2T' },
      ...{ owner: 'D1B D1I D1O', owner2: 'D2B D2O', staff: D, service_role: D },
    }),
    insert: row('rls', { anon: 'denied', tenant: 'ok', staff: 'ok', service_role: 'ok' }),
    update: staffOnly(D),
    delete: row('-', { anon: 'denied', tenant: 'D1I', staff: D, service_role: D }),
  },
};

/**
 * storage.objects rows of the documents bucket, as the deployment check runs them on the table
 * (Storage grants the table to every API role, so only the policies decide; the local backend's
 * test runs the same through the Storage API).
 */
export const expectedDocumentObjects: Outcomes = {
  // Server-only signing: nobody but the service role reads an object row, staff included, so
  // Storage's sign and download refuse every browser; the `files` function signs after the
  // caller's documents row is readable, and removes a document's file after its row.
  select: row('-', { service_role: OBJ }),
  // The pending renters-insurance file, at its row's path: its tenant, staff, service role.
  insert: row('rls', { tenant: 'ok', staff: 'ok', service_role: 'ok' }),
  update: row('-', { service_role: OBJ }),
  delete: row('-', { service_role: OBJ }),
};
