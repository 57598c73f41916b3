/** Words and numbers of the maintenance screens: ages, visit windows, the history's lines. */
import { maintenanceStatusLabels, type MaintenanceStatus } from '@contract/maintenance.ts';
import { OFFICE_TIME_ZONE } from '@/lib/dates';
import { formatCents } from '@/lib/format';
import type { MaintenanceEvent } from '../../api/maintenance';

/** How long ago, in the largest whole unit: "just now", "5 minutes ago", "3 days ago". */
export function ageText(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return 'just now';
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

let visitDay: Intl.DateTimeFormat | undefined;
let visitTime: Intl.DateTimeFormat | undefined;

/** "Tuesday, December 1, 2026, 9:00 AM to 11:00 AM" (office time). */
export function visitText(startsAt: string, endsAt: string): string {
  visitDay ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: OFFICE_TIME_ZONE,
  });
  visitTime ??= new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: OFFICE_TIME_ZONE,
  });
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  return `${visitDay.format(start)}, ${visitTime.format(start)} to ${visitTime.format(end)}`;
}

export const isOpen = (status: MaintenanceStatus) =>
  !['completed', 'closed', 'cancelled', 'declined'].includes(status);

/** Where a tenant may still post messages and add photos (private.tenant_open_request). */
export const acceptsTenantAdds = (status: MaintenanceStatus) =>
  !['closed', 'cancelled', 'declined'].includes(status);

const statusLabel = (status: string | null) =>
  status && status in maintenanceStatusLabels
    ? maintenanceStatusLabels[status as MaintenanceStatus]
    : (status ?? '');

const cents = (body: string | null) => {
  const n = Number(body);
  return body !== null && Number.isInteger(n) ? formatCents(n) : '';
};

/** One line of the history for a person (messages are the thread's, notes never arrive). */
export function eventText(event: MaintenanceEvent): { title: string; detail: string | null } {
  switch (event.kind) {
    case 'submitted':
      return { title: 'Request filed', detail: null };
    case 'status':
      return {
        title: `${statusLabel(event.to_status)}`,
        detail: event.to_status === 'declined' && event.body ? `Reason: ${event.body}` : null,
      };
    case 'scheduled':
      return { title: 'Visit scheduled', detail: event.body };
    case 'entry_notice':
      return { title: 'Notice of entry (Civil Code 1954)', detail: event.body };
    case 'estimate':
      return { title: `Estimate: ${cents(event.body)}`, detail: null };
    case 'cost':
      return { title: `Actual cost: ${cents(event.body)}`, detail: null };
    case 'approval_requested':
      return {
        title: 'Your approval was asked',
        detail: `The estimate of ${cents(event.body)} is above your approval limit.`,
      };
    case 'approval': {
      const [decision = '', ...note] = (event.body ?? '').split(': ');
      return {
        title: decision === 'approved' ? 'Repair approved' : 'Repair declined',
        detail: note.length > 0 ? `Note: ${note.join(': ')}` : null,
      };
    }
    case 'emergency_proceeded':
      return {
        title: 'Emergency repair went ahead',
        detail: `The estimate of ${cents(event.body)} is above your approval limit, but an emergency is repaired at once.`,
      };
    case 'vendor_confirmed':
      return { title: 'The vendor confirmed the visit', detail: null };
    case 'vendor_completed':
      return { title: 'The vendor finished the job', detail: event.body };
    default:
      return { title: event.kind, detail: event.body };
  }
}

/** Who acted, as the reader would say it. */
export function actorText(event: MaintenanceEvent, userId: string): string {
  if (event.actor_user_id && event.actor_user_id === userId) return 'You';
  return (
    { tenant: 'Tenant', owner: 'Owner', staff: 'Office', vendor: 'Vendor', system: '' }[
      event.actor_kind
    ] ?? ''
  );
}
