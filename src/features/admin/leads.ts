/** The leads inbox: what each column shows, the text filter and the CSV of what is shown. */
import {
  bestTimeLabels,
  contactMethodLabels,
  leadSourceLabels,
  propertyTypeLabels,
  unitsOwnedLabels,
} from '@shared/lead-options.ts';
import { paths } from '@/config/paths';
import type { Lead, LeadNote, LeadStatus } from '@/lib/database.types';
import { toCsv } from './csv';

export { leadSourceLabels };

/** A lead as the inbox holds it: the row and its notes, oldest first. */
export type InboxLead = Lead & { notes?: readonly LeadNote[] };

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  showing_scheduled: 'Showing scheduled',
  consultation_scheduled: 'Consultation scheduled',
  won: 'Won',
  lost: 'Lost',
};

/** 'Lost: chose another manager (archived)'. */
export function formatStatus(lead: Lead): string {
  const status = labelOf(leadStatusLabels, lead.status);
  const reason = lead.status === 'lost' && lead.lost_reason ? `: ${lead.lost_reason}` : '';
  return `${status}${reason}${lead.archived_at ? ' (archived)' : ''}`;
}

/** Each note on its own line: when (Pacific), who, what. */
export function formatNotes(notes: readonly LeadNote[] | undefined): string {
  return (notes ?? [])
    .map((n) => `${formatReceived(n.created_at)}, ${n.author_email ?? 'unknown'}: ${n.body}`)
    .join('\n');
}

const notificationLabels: Record<Lead['notification_status'], string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

function labelOf(labels: Record<string, string>, value: string): string {
  if (Object.hasOwn(labels, value)) return labels[value] as string;
  if (value === 'not specified') return 'Not specified';
  if (value === 'anytime') return 'Anytime';
  return value;
}

// The office is in Southern California: times read as Pacific time wherever the browser is.
const receivedFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Los_Angeles',
});

export function formatReceived(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : receivedFormat.format(date);
}

/** '2025-03-15' -> 'Mar 15, 2025' (a calendar date: no time zone shift). */
export function formatRequestedDate(value: string | null): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}

export interface LeadColumn {
  id: string;
  header: string;
  value: (lead: InboxLead) => string;
}

export const leadColumns: readonly LeadColumn[] = [
  { id: 'received', header: 'Received (Pacific)', value: (l) => formatReceived(l.created_at) },
  { id: 'source', header: 'Source', value: (l) => labelOf(leadSourceLabels, l.source) },
  { id: 'status', header: 'Status', value: formatStatus },
  { id: 'followUp', header: 'Follow up on', value: (l) => formatRequestedDate(l.follow_up_on) },
  { id: 'name', header: 'Name', value: (l) => l.full_name },
  { id: 'email', header: 'Email', value: (l) => l.email },
  { id: 'phone', header: 'Phone', value: (l) => l.phone },
  { id: 'address', header: 'Property address', value: (l) => l.property_address },
  {
    id: 'propertyType',
    header: 'Property type',
    value: (l) => labelOf(propertyTypeLabels, l.property_type),
  },
  { id: 'units', header: 'Units owned', value: (l) => labelOf(unitsOwnedLabels, l.units_owned) },
  {
    id: 'manager',
    header: 'Has a manager',
    // Only the Get Started form asks; other forms store the default.
    value: (l) => (l.source === 'lead_dialog' ? (l.has_current_manager ? 'Yes' : 'No') : ''),
  },
  { id: 'message', header: 'Message / frustration', value: (l) => l.biggest_frustration },
  {
    id: 'contact',
    header: 'Preferred contact',
    value: (l) => labelOf(contactMethodLabels, l.preferred_contact),
  },
  { id: 'bestTime', header: 'Best time', value: (l) => labelOf(bestTimeLabels, l.best_time) },
  { id: 'listing', header: 'Listing', value: (l) => l.property_title ?? '' },
  {
    id: 'requested',
    header: 'Requested date / time',
    value: (l) =>
      [formatRequestedDate(l.requested_date), l.requested_time ?? ''].filter(Boolean).join(' '),
  },
  { id: 'notes', header: 'Notes', value: (l) => formatNotes(l.notes) },
  {
    id: 'notification',
    header: 'Email notification',
    value: (l) =>
      l.notification_status === 'failed' && l.notification_error
        ? `Failed: ${l.notification_error}`
        : labelOf(notificationLabels, l.notification_status),
  },
];

/** Link to the public page of the listing a showing request is about (if it still exists). */
export function leadListingHref(lead: Lead): string | null {
  return lead.property_id ? paths.property(lead.property_id) : null;
}

/** Leads whose shown text contains every word of the query (case-insensitive). */
export function filterLeads<T extends InboxLead>(leads: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...leads];
  return leads.filter((lead) => {
    const text = leadColumns
      .map((c) => c.value(lead))
      .join('\n')
      .toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

export function leadsCsv(leads: readonly InboxLead[]): string {
  return toCsv(
    leadColumns.map((c) => c.header),
    leads.map((lead) => leadColumns.map((c) => c.value(lead))),
  );
}
