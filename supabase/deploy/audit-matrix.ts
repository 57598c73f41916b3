/**
 * The audit trail's row-level security matrix (public.audit_log), on top of the portals' fixture
 * (portal-matrix.ts), whose writes left rows there: shared by the deployment check on real
 * Postgres (database.deploy.test.ts) and the local backend through supabase-js
 * (tests/integration/database/portal-rls.int.test.ts).
 *
 * Staff read the trail; owners, tenants, a plain account and anon read nothing; no API role,
 * the service role included, writes, changes or deletes a row (the triggers write it as the
 * table's owner, and a trigger refuses update, delete and truncate even to the owner).
 */
import { F, portalActors, type PortalActor, type PortalOp } from './portal-matrix.ts';

export const AUDIT_TABLE = 'audit_log';

/** Each operation's target: the trail's rows about home one (the fixture made them). */
export const auditSpec = {
  scope: { table_name: 'managed_homes', record_id: F.H1 },
  update: { record_id: F.H2 },
  insert: {
    actor_role: 'staff',
    table_name: 'managed_homes',
    record_id: F.H1,
    action: 'delete',
  },
} as const;

/** `H1`: the rows about home one were reached (read, changed or deleted); `-`: none. */
export const auditLabel = (rows: readonly unknown[]) => (rows.length > 0 ? 'H1' : '-');

type ByActor = Record<PortalActor, string>;
const row = (all: string, except: Partial<ByActor> = {}): ByActor =>
  Object.fromEntries(portalActors.map((a) => [a, except[a] ?? all])) as ByActor;

export const expectedAuditMatrix: Record<PortalOp, ByActor> = {
  select: row('-', { anon: 'denied', staff: 'H1', service_role: 'H1' }),
  insert: row('denied'),
  update: row('denied'),
  delete: row('denied'),
};
