/** The admin bar's sections and the badges each shows from the work counts (lib/staffWork). */
import { paths } from '@/config/paths';
import type { WorkCounts } from '@/lib/staffWork';

export interface AdminSection {
  to: string;
  label: string;
}

export const adminSections: readonly AdminSection[] = [
  { to: paths.admin, label: 'Today' },
  { to: paths.adminProperties, label: 'Listings' },
  { to: paths.adminHomes, label: 'Homes' },
  { to: paths.adminMaintenance, label: 'Maintenance' },
  { to: paths.adminVendors, label: 'Vendors' },
  { to: paths.adminMoney, label: 'Money' },
  { to: paths.adminLeads, label: 'Leads' },
  { to: paths.adminCalendar, label: 'Calendar' },
  { to: paths.adminPeople, label: 'People' },
  { to: paths.adminStaff, label: 'Staff' },
  { to: paths.adminAudit, label: 'Audit' },
];

export interface SectionBadge {
  /** What the badge reads ("2 urgent"). */
  text: string;
  /** Red for what can't wait (urgent repairs, late payouts). */
  alarm: boolean;
}

/** A section's badges, only those with something to count. */
export function sectionBadges(to: string, counts: WorkCounts | undefined): SectionBadge[] {
  if (!counts) return [];
  const badges: [number, string, boolean][] =
    to === paths.adminLeads
      ? [[counts.newLeads, 'new', false]]
      : to === paths.adminMaintenance
        ? [
            [counts.urgent, 'urgent', true],
            [counts.unacknowledged, 'new', false],
            [counts.toCheck, 'to check', false],
          ]
        : to === paths.adminMoney
          ? [[counts.latePayouts, counts.latePayouts === 1 ? 'payout late' : 'payouts late', true]]
          : [];
  return badges.filter(([n]) => n > 0).map(([n, what, alarm]) => ({ text: `${n} ${what}`, alarm }));
}

/**
 * The count on the phone's folded menu: the items waiting for someone (new leads, unacknowledged
 * requests, jobs to check, late payouts). Urgent requests get their own red badge beside it; one
 * still unacknowledged is counted here once, as new.
 */
export function waitingTotal(counts: WorkCounts | undefined): number {
  if (!counts) return 0;
  return counts.newLeads + counts.unacknowledged + counts.toCheck + counts.latePayouts;
}
