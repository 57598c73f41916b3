/**
 * What the browser and the functions tell the audit trail (public.audit_log, written by the
 * database's triggers) about where a write came from. The trigger reads PostgREST's
 * `request.headers`; a value not of this shape is recorded as no source.
 */

/** The screen (`screen:/admin/homes/:id`) or function (`function:manage-staff`) that writes. */
export const AUDIT_SOURCE_HEADER = 'x-audit-source';
/** The staff member a function acts for; believed only from the service role. */
export const AUDIT_ACTOR_HEADER = 'x-audit-actor';
/** What the trail holds instead of a personal field's value. */
export const AUDIT_MASKED = '[masked]';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A screen's source: its path with ids as `:id`, so one screen reads the same for every record. */
export function auditScreen(pathname: string): string {
  const path = pathname.replace(UUID, ':id').replace(/[^A-Za-z0-9/:._-]/g, '') || '/';
  return `screen:${path.slice(0, 200)}`;
}

/** A function's source. */
export const auditFunction = (name: string) => `function:${name}`;
