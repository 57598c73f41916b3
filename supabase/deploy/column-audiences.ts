/**
 * Who reads which column: every table and view the signed-in role (`authenticated`) may select
 * from, with the columns each audience reads. Staff, owners and tenants are all `authenticated`,
 * so a column grant cannot tell them apart: a table whose rows reach several audiences is granted
 * only the columns EVERY reader its policies admit may see (`shared`), and a narrower audience's
 * columns are read through a security definer function that admits that audience's rows only
 * (migration 20261201000900_audience_columns.sql; docs/security.md, "Who reads which column").
 *
 * The deployment check (database.deploy.test.ts) and the integration test
 * (tests/integration/database/portal-rls.int.test.ts) compare this with the catalog: a table
 * granted to `authenticated` that is missing here, a column granted that is not `shared`, or a
 * column that is in no list (a new one) fails them. Then each actor of the matrices selects each
 * column outside `shared`, through the Data API on the local backend and the PostgREST way on
 * real Postgres, and must be refused.
 *
 * A new column goes in exactly one list of its table here, and in the same list in SQL: the
 * table's `grant select (...)`, or the narrower audience's reader function.
 */

/** Who a table's row policies admit. `self`: an owner or tenant, to their own rows only. */
export type Reader = 'anyone' | 'tenant' | 'owner' | 'staff' | 'self';

export interface Narrower {
  audience: 'owner' | 'staff';
  /** The security definer function (public, `p_*_ids uuid[]`) that reads these columns. */
  reader: string;
  columns: readonly string[];
}

export interface ColumnAudience {
  rows: readonly Reader[];
  /**
   * The columns every admitted reader sees: the grant to `authenticated`. `all`: every column
   * but `hidden` (allowed only where no tenant shares the rows with another audience).
   */
  shared: readonly string[] | 'all';
  narrower?: readonly Narrower[];
  /** No API role reads these (the service role's, or written only), with why in the comment. */
  hidden?: readonly string[];
}

/** The owner's columns of a repair request: what it costs and the owner's answer. */
export const MAINTENANCE_OWNER_COLUMNS = [
  'estimate_cents',
  'actual_cost_cents',
  'owner_approval',
  'owner_approval_decided_at',
  'owner_approval_note',
  'cost_state',
  'approval_cents',
] as const;
/** Staff's columns of a repair request: how the vendor gets in (a lockbox code), who accepted the final cost. */
export const MAINTENANCE_STAFF_COLUMNS = [
  'access_notes',
  'cost_reviewed_by',
  'cost_reviewed_at',
  'cost_accepted_via',
] as const;

export const COLUMN_AUDIENCES: Record<string, ColumnAudience> = {
  // Public listings: the same rows anon browses (anon's narrower grant: bounded reads migration).
  properties: { rows: ['anyone', 'staff'], shared: 'all' },
  user_roles: { rows: ['self', 'staff'], shared: 'all' },
  // The lead pipeline and bookings: staff's rows only.
  leads: { rows: ['staff'], shared: 'all' },
  lead_notes: { rows: ['staff'], shared: 'all' },
  lead_status_history: { rows: ['staff'], shared: 'all' },
  booking_calendars: { rows: ['staff'], shared: 'all' },
  booking_hours: { rows: ['staff'], shared: 'all' },
  booking_blackouts: { rows: ['staff'], shared: 'all' },
  // The feed token's hash: written through set_booking_feed_token(), read by no one.
  booking_staff: { rows: ['staff'], shared: 'all', hidden: ['feed_token_hash'] },
  bookings: { rows: ['staff'], shared: 'all' },
  booking_events: { rows: ['staff'], shared: 'all' },
  vendors: { rows: ['staff'], shared: 'all' },
  ledger_contacts: { rows: ['staff'], shared: 'all' },
  // The audit trail: staff read it whole (personal fields are masked in it already).
  audit_log: { rows: ['staff'], shared: 'all' },
  // A person's own row and roles: everything in it is theirs.
  people: { rows: ['self', 'staff'], shared: 'all' },
  portal_access: { rows: ['self', 'staff'], shared: 'all' },
  home_owners: { rows: ['self', 'staff'], shared: 'all' },
  lease_tenants: { rows: ['self', 'staff'], shared: 'all' },
  // The owner's own agreement, statements and balances: owner and staff see the same.
  management_agreements: { rows: ['owner', 'staff'], shared: 'all' },
  owner_statements: { rows: ['owner', 'staff'], shared: 'all' },
  home_balances: { rows: ['owner', 'staff'], shared: 'all' },
  // Tables whose rows a tenant shares with the owner and staff: every column listed.
  managed_homes: {
    rows: ['tenant', 'owner', 'staff'],
    shared: [
      'id',
      'street',
      'city',
      'state',
      'zip_code',
      'property_id',
      'created_at',
      'updated_at',
    ],
  },
  home_units: {
    rows: ['tenant', 'owner', 'staff'],
    shared: ['id', 'home_id', 'label', 'bedrooms', 'bathrooms', 'created_at'],
  },
  leases: {
    rows: ['tenant', 'owner', 'staff'],
    // The lease's terms are the tenant's as much as the owner's.
    shared: [
      ...['id', 'unit_id', 'home_id', 'starts_on', 'ends_on', 'rent_cents', 'deposit_cents'],
      ...['due_day', 'late_fee_grace_days', 'late_fee_cents', 'status', 'move_in_on'],
      ...['move_out_on', 'created_at', 'updated_at', 'charges_from'],
    ],
    // Whether the owner owes the office's placement fee: the owner's business with the office,
    // read only by the books' scheduled job (service role); no screen shows it.
    hidden: ['placement_fee'],
  },
  documents: {
    rows: ['tenant', 'owner', 'staff'],
    // visible_to already keeps each document to its audience.
    shared: [
      ...['id', 'home_id', 'unit_id', 'lease_id', 'kind', 'visible_to', 'title', 'storage_path'],
      ...['content_type', 'size_bytes', 'uploaded_by', 'created_at'],
    ],
  },
  maintenance_requests: {
    rows: ['tenant', 'owner', 'staff'],
    shared: [
      ...['id', 'created_at', 'updated_at', 'home_id', 'lease_id', 'created_by', 'person_id'],
      ...['category', 'location', 'description', 'entry_permission', 'pets', 'good_times'],
      ...['available_days', 'available_from', 'available_to'],
      ...['share_contact', 'emergency', 'urgent', 'status', 'status_changed_at'],
      ...['acknowledged_at', 'decline_reason', 'vendor_id', 'visit_starts_at', 'visit_ends_at'],
      ...['vendor_confirmed_at', 'completion_note', 'completed_at', 'closed_at'],
    ],
    narrower: [
      {
        audience: 'owner',
        reader: 'maintenance_request_owner_columns',
        columns: MAINTENANCE_OWNER_COLUMNS,
      },
      {
        audience: 'staff',
        reader: 'maintenance_request_staff_columns',
        columns: MAINTENANCE_STAFF_COLUMNS,
      },
    ],
    // The tenant's double-submit key: submit_maintenance_request()'s own bookkeeping.
    hidden: ['idempotency_key'],
  },
  maintenance_events: {
    rows: ['tenant', 'owner', 'staff'],
    // audience (a row filter) keeps owner and staff events from the tenant.
    shared: [
      ...['id', 'request_id', 'created_at', 'kind', 'audience', 'actor_kind', 'actor_user_id'],
      // details: the event's facts, as body held them before (the row filter decides who reads).
      ...['from_status', 'to_status', 'body', 'details'],
    ],
  },
  maintenance_photos: {
    rows: ['tenant', 'owner', 'staff'],
    shared: [
      ...['id', 'request_id', 'storage_path', 'added_by_kind', 'uploaded_by', 'content_type'],
      ...['size_bytes', 'width', 'height', 'created_at'],
    ],
  },
  // The tenant reads only their leases' tenant-side entries (a row filter); each such entry is
  // the tenant's own charge, payment or deposit, memo and receipt included.
  ledger_entries: {
    rows: ['tenant', 'owner', 'staff'],
    shared: [
      ...['id', 'home_id', 'lease_id', 'kind', 'amount_cents', 'posted_on', 'memo'],
      ...['reverses_id', 'method', 'reference', 'receipt_number', 'maintenance_request_id'],
      ...['period', 'posting_key', 'idempotency_key', 'posted_by', 'created_at'],
      // Who or what posted it (staff, the scheduler, a reviewed vendor cost...): not personal.
      'posted_via',
    ],
  },
  ledger_lines: {
    rows: ['tenant', 'owner', 'staff'],
    shared: [
      ...['id', 'home_id', 'lease_id', 'kind', 'amount_cents', 'posted_on', 'memo'],
      ...['reverses_id', 'method', 'reference', 'receipt_number', 'maintenance_request_id'],
      ...['period', 'posting_key', 'idempotency_key', 'posted_by', 'created_at'],
      ...['tenant_cents', 'owner_cents', 'deposit_cents'],
    ],
  },
  lease_balances: {
    rows: ['tenant', 'owner', 'staff'],
    shared: ['lease_id', 'home_id', 'balance_cents', 'deposits_held_cents'],
  },
};

/** Every column of `table` outside `shared`: no signed-in caller may select it from the table. */
export function unsharedColumns(table: string): string[] {
  const a = COLUMN_AUDIENCES[table];
  if (!a) return [];
  return [...(a.narrower ?? []).flatMap((n) => n.columns), ...(a.hidden ?? [])];
}

/**
 * The catalog's answer, per relation: every column, and those `authenticated` may select.
 * Returns the problems found (empty: the grants are as listed above).
 */
export function auditColumnGrants(
  catalog: readonly { relation: string; columns: string[]; granted: string[] }[],
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { relation, columns, granted } of catalog) {
    if (granted.length === 0) continue;
    seen.add(relation);
    const a = COLUMN_AUDIENCES[relation];
    if (!a) {
      problems.push(`${relation}: granted to authenticated but not in COLUMN_AUDIENCES`);
      continue;
    }
    if (a.shared === 'all' && a.rows.includes('tenant') && a.rows.length > 1)
      problems.push(`${relation}: a tenant shares its rows, so list its columns one by one`);
    const hidden = new Set(unsharedColumns(relation));
    const shared = a.shared === 'all' ? columns.filter((c) => !hidden.has(c)) : a.shared;
    const listed = new Set([...shared, ...hidden]);
    for (const c of columns)
      if (!listed.has(c)) problems.push(`${relation}.${c}: a column in no audience's list`);
    for (const c of shared)
      if (!granted.includes(c)) problems.push(`${relation}.${c}: shared but not granted`);
    for (const c of granted)
      if (!shared.includes(c)) problems.push(`${relation}.${c}: granted but not shared`);
  }
  for (const relation of Object.keys(COLUMN_AUDIENCES))
    if (!seen.has(relation)) problems.push(`${relation}: listed but not granted to authenticated`);
  return problems;
}

/** The catalog query both checks run (public tables and views, every column and the grant). */
export const COLUMN_GRANTS_SQL = `
select c.relname as relation,
       array_agg(a.attname::text order by a.attnum) as columns,
       coalesce(array_agg(a.attname::text order by a.attnum)
         filter (where has_column_privilege('authenticated', c.oid, a.attnum, 'SELECT')),
         '{}') as granted
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
group by c.relname
order by c.relname`;

/** The signed-in actors of the matrices: none may select a column outside `shared`. */
export const columnActors = [
  'user',
  'tenant',
  'tenant2',
  'revoked',
  'owner',
  'owner2',
  'staff',
] as const;

/** Every (table, column) no signed-in caller may select from the table itself. */
export function unsharedCases(): [string, string][] {
  return Object.keys(COLUMN_AUDIENCES).flatMap((table) =>
    unsharedColumns(table).map((column): [string, string] => [table, column]),
  );
}
