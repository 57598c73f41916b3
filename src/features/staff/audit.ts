/**
 * How the office reads the audit trail: each table's name, who acted, from where, and one line
 * per changed column. Office screens are English only (docs/architecture.md, Languages).
 */
import { AUDIT_MASKED } from '@contract/audit.ts';
import { formatCents } from '@contract/money-format.ts';
import type { AuditEntry } from './api/audit';
import type { AuditedTable } from './auditColumns';

export const auditTableLabels: Record<AuditedTable, string> = {
  properties: 'Listing',
  managed_homes: 'Home',
  home_units: 'Unit',
  management_agreements: 'Management agreement',
  home_owners: 'Home owner',
  leases: 'Lease',
  lease_tenants: 'Lease tenant',
  people: 'Person',
  portal_access: 'Portal access',
  user_roles: 'Staff role',
  documents: 'Document',
  vendors: 'Vendor',
  booking_calendars: 'Booking calendar',
  booking_hours: 'Booking hours',
  booking_blackouts: 'Blackout date',
  booking_staff: 'Bookable staff',
};

export const auditActionLabels: Record<AuditEntry['action'], string> = {
  insert: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  truncate: 'Emptied',
};

/** What a masked value reads as: the trail knows it changed, not what it was. */
export const MASKED_TEXT = 'personal, not kept';

/** Who acted, with the staff's emails by Auth id (the Staff screen's list). */
export function auditActor(entry: AuditEntry, staffEmails: ReadonlyMap<string, string>): string {
  switch (entry.actor_role) {
    case 'staff':
      return (
        (entry.actor_id && staffEmails.get(entry.actor_id)) ??
        `Staff member ${entry.actor_id?.slice(0, 8) ?? ''}`.trim()
      );
    case 'portal':
      return 'An owner or tenant';
    case 'anon':
      return 'A visitor';
    case 'service':
      return 'The system';
    case 'database':
      return 'A database session';
  }
}

/** "Screen /admin/homes/:id", "Function manage-staff", or nothing known. */
export function auditSource(source: string | null): string {
  if (!source) return '';
  const [kind, ...rest] = source.split(':');
  const what = rest.join(':');
  return kind === 'screen' ? `Screen ${what}` : kind === 'function' ? `Function ${what}` : '';
}

/** Columns every row has that say nothing about the change. */
const QUIET = new Set(['id', 'created_at', 'updated_at']);

function valueText(column: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (value === AUDIT_MASKED) return MASKED_TEXT;
  if (column.endsWith('_cents') && typeof value === 'number') return formatCents(value);
  if (typeof value === 'string') return value;
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

export interface AuditChange {
  column: string;
  before: string | null;
  after: string | null;
}

/**
 * One line per column: an update's changed columns with both sides; an insert's or a delete's
 * filled columns with one side (the key and timestamps left out).
 */
export function auditChanges(entry: AuditEntry): AuditChange[] {
  const { before, after } = entry;
  // Money columns read as money already: "rent", not "rent cents".
  const name = (column: string) => column.replace(/_cents$/, '').replace(/_/g, ' ');
  if (entry.action === 'update') {
    return Object.keys(after ?? {}).map((column) => ({
      column: name(column),
      before: valueText(column, before?.[column]),
      after: valueText(column, after?.[column]),
    }));
  }
  const row = entry.action === 'insert' ? after : before;
  return Object.entries(row ?? {})
    .filter(([column, value]) => !QUIET.has(column) && value !== null)
    .map(([column, value]) =>
      entry.action === 'insert'
        ? { column: name(column), before: null, after: valueText(column, value) }
        : { column: name(column), before: valueText(column, value), after: null },
    );
}
