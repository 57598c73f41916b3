/** Words and numbers of the maintenance screens: ages, visit windows, the history's lines. */
import {
  entryNoticeFacts,
  visitFacts,
  type MaintenanceEvent,
  type MaintenanceStatus,
} from '@contract/maintenance.ts';
import { formatClock } from '@contract/date-format.ts';
import type { Locale } from '@contract/locale.ts';
import { portalFormat } from '@/features/portal/locale';
import { maintenanceLabels, maintenanceText } from './copy';

/** How long ago, in the largest whole unit: "just now", "5 minutes ago", "3 days ago". */
export function ageText(iso: string, now: Date = new Date(), locale: Locale = 'en'): string {
  const t = maintenanceText[locale];
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return t.justNow;
  if (minutes < 60) return t.ago(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t.ago(hours, 'hour');
  return t.ago(Math.floor(hours / 24), 'day');
}

/** "Tuesday, December 1, 2026, 9:00 AM to 11:00 AM" (office time), in the language. */
export function visitText(startsAt: string, endsAt: string, locale: Locale = 'en'): string {
  const visit = { startsAt, endsAt };
  return maintenanceLabels[locale].visitWindow(visit);
}

/** The tenant's stated availability in their words: "Weekdays (Monday to Friday), after 3:00 PM". */
export function availabilityLine(
  r: { available_days: string; available_from: string | null; available_to: string | null },
  locale: Locale = 'en',
): string {
  const days = maintenanceLabels[locale].days;
  const label = days[r.available_days as keyof typeof days] ?? days.any;
  const from = r.available_from ? formatClock(r.available_from, locale) : null;
  const to = r.available_to ? formatClock(r.available_to, locale) : null;
  const hours = maintenanceText[locale].availableHours(from, to);
  return hours ? `${label}, ${hours}` : label;
}

export const isOpen = (status: MaintenanceStatus) =>
  !['completed', 'closed', 'cancelled', 'declined'].includes(status);

/** Where a tenant may still post messages and add photos (private.tenant_open_request). */
export const acceptsTenantAdds = (status: MaintenanceStatus) =>
  !['closed', 'cancelled', 'declined'].includes(status);

/** One line of the history for a person (messages are the thread's, notes never arrive). */
export function eventText(
  event: MaintenanceEvent,
  locale: Locale = 'en',
): { title: string; detail: string | null } {
  const t = maintenanceText[locale].events;
  const statuses = maintenanceLabels[locale].statuses;
  const cents = (n: number | null) => (n === null ? '' : portalFormat(locale).cents(n));
  const status = event.to_status;
  switch (event.kind) {
    case 'submitted':
      return { title: t.submitted, detail: null };
    case 'status':
      // The owner's answer sent the request back to the office: not a second acknowledgement.
      if (event.from_status === 'awaiting_owner_approval' && status === 'acknowledged') {
        return { title: t.backToOffice, detail: null };
      }
      return {
        title: status ? statuses[status] : '',
        detail: status === 'declined' && event.body ? t.reason(event.body) : null,
      };
    case 'scheduled': {
      // Facts, worded here; an event written before as text is shown as written.
      const visit = visitFacts(event.details);
      return {
        title: t.scheduled,
        detail: visit
          ? maintenanceText[locale].screen.pacific(visitText(visit.startsAt, visit.endsAt, locale))
          : event.body,
      };
    }
    case 'entry_notice': {
      const notice = entryNoticeFacts(event.details);
      return {
        title: t.entryNotice,
        detail: notice ? maintenanceLabels[locale].entryNotice(notice) : event.body,
      };
    }
    case 'estimate':
      return { title: t.estimate(cents(event.details.cents)), detail: null };
    case 'cost':
      return { title: t.cost(cents(event.details.cents)), detail: null };
    case 'approval_requested':
      return {
        title: t.approvalRequested,
        detail: t.approvalRequestedDetail(cents(event.details.cents)),
      };
    case 'approval':
      return {
        title: event.details.decision === 'approved' ? t.approved : t.declined,
        detail: event.body ? t.note(event.body) : null,
      };
    case 'emergency_proceeded':
      return { title: t.emergency, detail: t.emergencyDetail(cents(event.details.cents)) };
    case 'vendor_confirmed':
      return { title: t.vendorConfirmed, detail: null };
    case 'vendor_completed':
      return { title: t.vendorCompleted, detail: event.body };
    default:
      return { title: event.kind, detail: event.body };
  }
}

/** Who acted, as the reader would say it. */
export function actorText(event: MaintenanceEvent, userId: string, locale: Locale = 'en'): string {
  const a = maintenanceText[locale].actors;
  // The move back to the office is the owner's answer's consequence, not an act of theirs
  // (recorded as the system since 20261202070100; older events named the owner).
  if (event.from_status === 'awaiting_owner_approval' && event.to_status === 'acknowledged') {
    return '';
  }
  if (event.actor_user_id && event.actor_user_id === userId) return a.you;
  return (
    { tenant: a.tenant, owner: a.owner, staff: a.staff, vendor: a.vendor, system: '' }[
      event.actor_kind
    ] ?? ''
  );
}
