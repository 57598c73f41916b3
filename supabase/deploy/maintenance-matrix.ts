/**
 * Maintenance's row-level security matrix, on top of the portals' fixture (portal-matrix.ts) and
 * shared the same way by the deployment check on real Postgres (database.deploy.test.ts) and the
 * local backend through supabase-js (tests/integration/database/portal-rls.int.test.ts).
 *
 * Fixture: two vendors; a routine request on home one (lease one) waiting for its owner's
 * approval, an urgent one on home two, and a closed one on the revoked tenant's old lease; on
 * each of the first two an event of every audience (everyone, tenant, owner, a staff note) and a
 * photo (row and object); a vendor link, an owner-approval link and a mail row. The vendor has no
 * account: it acts only through the maintenance function with its link, so anon's column is the
 * vendor's proof of getting nothing directly.
 *
 * Outcomes as in portal-matrix.ts: `denied`, `rls`, `ok`, or the fixture rows by label, sorted.
 */
import { F, type Outcomes, row, serviceOnly, staffInsert, staffOnly } from './portal-matrix.ts';

export const maintenanceTables = [
  'vendors',
  'maintenance_requests',
  'maintenance_events',
  'maintenance_photos',
  'maintenance_links',
  'maintenance_mail',
] as const;
export type MaintenanceTable = (typeof maintenanceTables)[number];

const id = (n: number) => `fa000000-0000-4000-8000-${(0x100 + n).toString(16).padStart(12, '0')}`;
/** Fixed fixture ids by label (after the portals' range). */
export const M = {
  V1: id(1),
  V2: id(2),
  V_NEW: id(3),
  R1: id(0x11),
  R2: id(0x12),
  RR: id(0x13),
  R_NEW: id(0x14),
  E1A: id(0x21),
  E1T: id(0x22),
  E1O: id(0x23),
  E1N: id(0x24),
  E2A: id(0x25),
  E2T: id(0x26),
  E2O: id(0x27),
  E2N: id(0x28),
  E_NEW: id(0x29),
  P1: id(0x31),
  P2: id(0x32),
  P3: id(0x33),
  P_NEW: id(0x34),
  K1: id(0x41),
  K2: id(0x42),
  K_NEW: id(0x43),
  MM: id(0x51),
  M_NEW: id(0x52),
} as const;
export type MaintenanceLabel = keyof typeof M;

export const MAINTENANCE_BUCKET = 'maintenance-photos';
export const photoPath = (request: string, photo: string) => `${request}/${photo}.webp`;
/** The photos whose files are in the bucket. */
export const maintenanceObjects = {
  P1: photoPath(M.R1, M.P1),
  P2: photoPath(M.R2, M.P2),
} as const;
/**
 * Where the tenant's next file goes: P3, a row whose file is not uploaded yet (uploads go row
 * first: the insert policy admits the object only under a request the tenant may still add to).
 */
export const newPhotoObject = photoPath(M.R1, M.P3);

const labelOf = new Map<string, string>([
  ...Object.entries(M).map(([k, v]) => [v, k] as [string, string]),
  ...Object.entries(maintenanceObjects).map(([k, v]) => [v, k] as [string, string]),
  [newPhotoObject, 'P3'],
]);

type Row = Record<string, unknown>;

export function maintenanceLabels(rows: Row[], columns: string[]): string {
  const names = rows
    .map((r) => columns.map((c) => labelOf.get(String(r[c])) ?? '?').join('/'))
    .sort();
  return names.length ? names.join(' ') : '-';
}

/** The tenants' accounts, as the portals' fixture names them. */
type Accounts = Record<'tenant' | 'tenant2' | 'revoked', string>;

function request(label: MaintenanceLabel, by: string | null, at: Row, over: Row = {}): Row {
  return {
    id: M[label],
    created_by: by,
    idempotency_key: M[label],
    category: 'plumbing',
    location: 'Kitchen',
    description: `Fixture ${label}: the sink drips all night.`,
    entry_permission: 'call_first',
    pets: '',
    good_times: '',
    share_contact: false,
    emergency: null,
    urgent: false,
    status: 'submitted',
    estimate_cents: null,
    owner_approval: 'not_needed',
    access_notes: '',
    person_id: null,
    ...at,
    ...over,
  };
}

function event(label: MaintenanceLabel, req: string, kind: string, audience: string): Row {
  return {
    id: M[label],
    request_id: req,
    kind,
    audience,
    actor_kind: 'staff',
    actor_user_id: null,
    from_status: kind === 'status' ? 'submitted' : null,
    to_status: kind === 'status' ? 'acknowledged' : null,
    body: kind === 'status' ? null : `Fixture ${label}`,
    // Each kind's facts in its contract shape (maintenanceEventDetails): an amount, or none.
    details: ['approval_requested', 'emergency_proceeded'].includes(kind) ? { cents: 90_000 } : {},
  };
}

function photo(label: MaintenanceLabel, req: string, by: string): Row {
  return {
    id: M[label],
    request_id: req,
    storage_path: photoPath(req, M[label]),
    added_by_kind: 'tenant',
    uploaded_by: by,
    content_type: 'image/webp',
    size_bytes: 1000,
    width: 800,
    height: 600,
  };
}

const vendor = (label: MaintenanceLabel, trade: string): Row => ({
  id: M[label],
  name: `Matrix ${label}`,
  trade,
  phone: '(626) 555-0100',
  email: `matrix-${label.toLowerCase()}@example.com`,
});

/** The fixture, table by table in insertion order (after the portals' fixture). */
export function maintenanceFixture(uid: Accounts): [MaintenanceTable, Row[]][] {
  return [
    ['vendors', [vendor('V1', 'plumbing'), vendor('V2', 'electrical')]],
    [
      'maintenance_requests',
      [
        request(
          'R1',
          uid.tenant,
          { home_id: F.H1, lease_id: F.L1, person_id: F.T1 },
          { status: 'awaiting_owner_approval', estimate_cents: 80000, owner_approval: 'pending' },
        ),
        request(
          'R2',
          uid.tenant2,
          { home_id: F.H2, lease_id: F.L2, person_id: F.T2 },
          { status: 'acknowledged', emergency: 'flooding', urgent: true },
        ),
        request(
          'RR',
          uid.revoked,
          { home_id: F.H1, lease_id: F.LR, person_id: F.TR },
          { status: 'closed' },
        ),
      ],
    ],
    [
      'maintenance_events',
      [
        event('E1A', M.R1, 'status', 'everyone'),
        event('E1T', M.R1, 'message', 'tenant'),
        event('E1O', M.R1, 'approval_requested', 'owner'),
        event('E1N', M.R1, 'note', 'staff'),
        event('E2A', M.R2, 'status', 'everyone'),
        event('E2T', M.R2, 'message', 'tenant'),
        event('E2O', M.R2, 'emergency_proceeded', 'owner'),
        event('E2N', M.R2, 'note', 'staff'),
      ],
    ],
    [
      'maintenance_photos',
      [
        photo('P1', M.R1, uid.tenant),
        photo('P2', M.R2, uid.tenant2),
        // Row inserted, file not yet uploaded (the storage insert case puts it).
        photo('P3', M.R1, uid.tenant),
      ],
    ],
    [
      'maintenance_links',
      [
        {
          id: M.K1,
          request_id: M.R1,
          purpose: 'vendor',
          vendor_id: M.V1,
          person_id: null,
          token_hash: '1'.repeat(64),
          expires_at: '2030-01-01T00:00:00+00:00',
        },
        {
          id: M.K2,
          request_id: M.R1,
          purpose: 'owner_approval',
          vendor_id: null,
          person_id: F.O1,
          token_hash: '2'.repeat(64),
          expires_at: '2030-01-01T00:00:00+00:00',
        },
      ],
    ],
    [
      'maintenance_mail',
      [
        {
          id: M.MM,
          request_id: M.R1,
          event_id: M.E1A,
          template: 'office_vendor',
          recipient: 'office',
          to_email: null,
        },
      ],
    ],
  ];
}

const R = [M.R1, M.R2, M.RR];
const E = [M.E1A, M.E1T, M.E1O, M.E1N, M.E2A, M.E2T, M.E2O, M.E2N];

/**
 * How each table's statements find the fixture rows (by id: the triggers add events and mails
 * of their own, which stay out of scope), change them and add one.
 */
export const maintenanceTableSpecs: Record<
  MaintenanceTable,
  { columns: string[]; scope: [string, string[]]; update: Row; insert: Row; key: Row }
> = {
  vendors: {
    columns: ['id'],
    scope: ['id', [M.V1, M.V2]],
    update: { phone: '(626) 555-0100' },
    insert: { ...vendor('V_NEW', 'general') },
    key: { id: M.V_NEW },
  },
  maintenance_requests: {
    columns: ['id'],
    scope: ['id', R],
    // A workflow column (staff's update grant); the guard trigger judges it too.
    update: { access_notes: '' },
    // Filing goes through submit_maintenance_request(); no client inserts the row.
    insert: request('R_NEW', null, { home_id: F.H1, lease_id: F.L1 }),
    key: { id: M.R_NEW },
  },
  maintenance_events: {
    columns: ['id'],
    scope: ['id', E],
    update: { actor_user_id: null },
    // A message to the office on request one: its tenant's and staff's to write.
    insert: {
      id: M.E_NEW,
      request_id: M.R1,
      kind: 'message',
      audience: 'tenant',
      actor_kind: 'tenant',
      body: 'Matrix: is anyone coming today?',
    },
    key: { id: M.E_NEW },
  },
  maintenance_photos: {
    columns: ['id'],
    scope: ['id', [M.P1, M.P2, M.P3]],
    update: { content_type: 'image/webp' },
    // A tenant's photo on request one (uploaded_by defaults to the caller).
    insert: {
      id: M.P_NEW,
      request_id: M.R1,
      storage_path: photoPath(M.R1, M.P_NEW),
      added_by_kind: 'tenant',
      size_bytes: 1000,
      width: 800,
      height: 600,
    },
    key: { id: M.P_NEW },
  },
  maintenance_links: {
    columns: ['id'],
    scope: ['id', [M.K1, M.K2]],
    update: { used_at: null },
    insert: {
      id: M.K_NEW,
      request_id: M.R2,
      purpose: 'vendor',
      vendor_id: M.V2,
      token_hash: '3'.repeat(64),
      expires_at: '2030-01-01T00:00:00+00:00',
    },
    key: { id: M.K_NEW },
  },
  maintenance_mail: {
    columns: ['id'],
    scope: ['id', [M.MM]],
    update: { to_email: null },
    insert: {
      id: M.M_NEW,
      request_id: M.R1,
      event_id: M.E1A,
      template: 'office_message',
      recipient: 'office',
    },
    key: { id: M.M_NEW },
  },
};

const RS = 'R1 R2 RR';
const ES = 'E1A E1N E1O E1T E2A E2N E2O E2T';
const PH = 'P1 P2 P3';
const OBJ = 'P1 P2';

/**
 * What each actor may do. Tenants read their own lease's requests and the 'everyone' and
 * 'tenant' events; owners their homes' requests and the 'everyone' and 'owner' events; nobody
 * but staff reads notes; the revoked tenant and a signed-in account without a role read nothing.
 * Only staff update requests (workflow columns); nobody updates or deletes events; links and
 * mail are the service role's alone.
 */
export const expectedMaintenanceMatrix: Record<MaintenanceTable, Outcomes> = {
  vendors: {
    select: staffOnly('V1 V2'),
    insert: staffInsert,
    update: staffOnly('V1 V2'),
    // A vendor's requests keep their history (vendor_id set null); its links go with it.
    delete: staffOnly('V1 V2'),
  },
  maintenance_requests: {
    select: row('-', {
      ...{ anon: 'denied', tenant: 'R1', tenant2: 'R2', owner: 'R1 RR', owner2: 'R2' },
      ...{ staff: RS, service_role: RS },
    }),
    insert: row('denied', { service_role: 'ok' }),
    update: staffOnly(RS),
    delete: row('denied', { service_role: RS }),
  },
  maintenance_events: {
    select: row('-', {
      ...{ anon: 'denied', tenant: 'E1A E1T', tenant2: 'E2A E2T' },
      ...{ owner: 'E1A E1O', owner2: 'E2A E2O', staff: ES, service_role: ES },
    }),
    insert: row('rls', { anon: 'denied', tenant: 'ok', staff: 'ok', service_role: 'ok' }),
    update: row('denied', { service_role: ES }),
    delete: row('denied', { service_role: ES }),
  },
  maintenance_photos: {
    select: row('-', {
      ...{ anon: 'denied', tenant: 'P1 P3', tenant2: 'P2', owner: 'P1 P3', owner2: 'P2' },
      ...{ staff: PH, service_role: PH },
    }),
    // A tenant's photo: its tenant (staff add theirs as added_by_kind 'staff').
    insert: row('rls', { anon: 'denied', tenant: 'ok', service_role: 'ok' }),
    update: row('denied', { service_role: PH }),
    delete: staffOnly(PH),
  },
  maintenance_links: serviceOnly('K1 K2'),
  maintenance_mail: serviceOnly('MM'),
};

/** storage.objects rows of the maintenance-photos bucket (as expectedDocumentObjects). */
export const expectedMaintenanceObjects: Outcomes = {
  // Server-only signing, as the documents bucket: only the service role reads, signs or removes
  // photos (the `files` and maintenance functions), staff included.
  select: row('-', { service_role: OBJ }),
  // P3's file under request one's folder: its tenant while it is open, staff, the service role.
  insert: row('rls', { tenant: 'ok', staff: 'ok', service_role: 'ok' }),
  update: row('-', { service_role: OBJ }),
  delete: row('-', { service_role: OBJ }),
};

/** The two RPCs the portals call, per actor (the deployment check; rolled back). */
export const expectedMaintenanceRpc = {
  /** Filing on tenant two's lease: only tenant two (`false`: not a duplicate). */
  submitOnLease2: row('denied', { tenant2: 'false' }),
  /** Approving request one: only home one's owner. */
  decideRequest1: row('denied', { owner: 'ok' }),
};

/**
 * The reader functions of a request's narrower columns (column-audiences.ts), asked for R1, R2
 * and RR: the owner's columns reach the home's owners and staff, the staff's staff only; the
 * service role has no session, so no row (it reads the table itself).
 */
export const expectedMaintenanceReaders = {
  owner: row('-', { anon: 'denied', owner: 'R1 RR', owner2: 'R2', staff: RS }),
  staff: row('-', { anon: 'denied', staff: RS }),
};
