/** The leads inbox: what each column shows, the text filter and the CSV of what is shown. */
import { formatStoredDate } from '@contract/date-format.ts';
import {
  bestTimeLabels,
  contactMethodLabels,
  leadSourceLabels,
  propertyTypeLabels,
  unitsOwnedLabels,
} from '@contract/lead-options.ts';
import { bookingKindLabels, type BookingKind } from '@contract/booking.ts';
import type { BookingStatus } from '@contract/booking-api.ts';
import { planNames, type PlanId } from '@contract/plans.ts';
import { z } from 'zod';
import { paths } from '@/config/paths';
import {
  leadSources,
  leadStatuses,
  type Lead,
  type LeadNote,
  type LeadSource,
  type LeadStatus,
  type LeadStatusChange,
} from '@/lib/database.types';
import { formatInstant, officeDate } from '@contract/date-format.ts';
import { toCsv } from './csv';

export { leadSourceLabels };

/** A lead's booking as it stands now (a lead has at most one; it moves or is cancelled). */
export interface LeadBooking {
  id: string;
  lead_id: string;
  kind: BookingKind;
  status: BookingStatus;
  starts_at: string;
  hold_expires_at: string | null;
  staff_id: string;
}

/** One change of a booking (booking_events): what happened, the slot it took or left, when. */
export interface LeadBookingEvent {
  id: string;
  event: 'booked' | 'confirmed' | 'rescheduled' | 'cancelled';
  starts_at: string;
  actor: 'visitor' | 'staff' | 'system';
  at: string;
}

/** A lead as the inbox holds it: the row, its notes (oldest first) and its booking, if any. */
export type InboxLead = Lead & { notes?: readonly LeadNote[]; booking?: LeadBooking | null };

/** The booking as it is now: 'Booked for Dec 1, 2026, 11:00 AM', 'Cancelled (was …)'. */
export function bookingState(b: LeadBooking, now = Date.now()): string {
  const when = formatReceived(b.starts_at);
  switch (b.status) {
    case 'booked':
      return `Booked for ${when}`;
    case 'cancelled':
      return `Cancelled (was ${when})`;
    case 'held':
      // A hold past its end blocks nothing, whether or not a later booking released it yet.
      if (b.hold_expires_at && Date.parse(b.hold_expires_at) > now) {
        return `Held for ${when} until the visitor confirms it`;
      }
      return `Not confirmed in time (was held for ${when})`;
    case 'expired':
      return `Not confirmed in time (was held for ${when})`;
  }
}

const actorLabels: Record<LeadBookingEvent['actor'], string> = {
  visitor: 'the visitor',
  staff: 'staff',
  system: 'the system',
};

/** Who changed a status: the website stores a lead without a signed-in user. */
function changedBy(change: LeadStatusChange): string {
  if (change.changed_by_email) return change.changed_by_email;
  return change.changed_by ? 'a former admin' : 'the website';
}

/** One line of a lead's history: what happened (and who did it), and when. */
interface HistoryEntry {
  key: string;
  text: string;
  at: string;
}

/**
 * A lead's history, oldest first: its status changes and its booking's changes (booked,
 * confirmed, moved from one time to another, cancelled), each with who and when.
 */
export function leadHistory(
  statuses: readonly LeadStatusChange[],
  events: readonly LeadBookingEvent[],
  kind: BookingKind = 'showing',
): HistoryEntry[] {
  const what = bookingKindLabels[kind];
  const entries: HistoryEntry[] = statuses.map((change) => ({
    key: `status-${change.id}`,
    text: `${labelOf(leadStatusLabels, change.to_status)}${
      change.lost_reason ? ` (${change.lost_reason})` : ''
    }, by ${changedBy(change)}`,
    at: change.changed_at,
  }));
  let slot: string | null = null;
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const e of ordered) {
    const when = formatReceived(e.starts_at);
    const by = actorLabels[e.actor] ?? e.actor;
    const text = {
      booked: `${what} booked for ${when}, by ${by}`,
      confirmed: `${what} confirmed by ${by}`,
      rescheduled: slot
        ? `${what} moved from ${formatReceived(slot)} to ${when}, by ${by}`
        : `${what} moved to ${when}, by ${by}`,
      cancelled: `${what} cancelled (was ${when}), by ${by}`,
    }[e.event];
    slot = e.starts_at;
    entries.push({ key: `booking-${e.id}`, text, at: e.at });
  }
  // Oldest first; a status change and the booking stored with it keep that order.
  return entries
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.i - b.i)
    .map(({ entry }) => entry);
}

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

/** When a lead arrived, in the office's time (Pacific) wherever the browser is. */
export const formatReceived = formatInstant;

/** '2025-03-15' -> 'Mar 15, 2025' (a calendar date: no time zone shift). */
export function formatRequestedDate(value: string | null): string {
  return formatStoredDate(value, 'en', 'medium');
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
  // The plan picked on the pricing page (the database allows only the plans' ids).
  { id: 'plan', header: 'Plan', value: (l) => (l.plan ? planNames[l.plan as PlanId] : '') },
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
  // A booked lead shows its booking as it is now (moved, cancelled), not the time first booked.
  { id: 'booking', header: 'Booking', value: (l) => (l.booking ? bookingState(l.booking) : '') },
  {
    id: 'requested',
    header: 'Requested date / time',
    value: (l) =>
      l.booking
        ? ''
        : [formatRequestedDate(l.requested_date), l.requested_time ?? ''].filter(Boolean).join(' '),
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

// ---------------------------------------------------------------------------------------------
// Workflow: order, filters in the URL, the same person, status changes
// ---------------------------------------------------------------------------------------------

/** Statuses that still need the office's work: listed first. */
export const OPEN_STATUSES: readonly LeadStatus[] = [
  'new',
  'contacted',
  'showing_scheduled',
  'consultation_scheduled',
];

export function isOpen(lead: Pick<Lead, 'status' | 'archived_at'>): boolean {
  return lead.archived_at === null && OPEN_STATUSES.includes(lead.status);
}

/** 0: open, 1: won or lost, 2: archived. */
function rank(lead: Pick<Lead, 'status' | 'archived_at'>): number {
  if (lead.archived_at !== null) return 2;
  return isOpen(lead) ? 0 : 1;
}

/** Open leads first (new, contacted, scheduled), then won/lost, then archived; newest first in each. */
export function sortLeads<T extends Lead>(leads: readonly T[]): T[] {
  return [...leads].sort(
    (a, b) => rank(a) - rank(b) || Date.parse(b.created_at) - Date.parse(a.created_at),
  );
}

/** What the status filter offers besides each status. */
export const statusFilterLabels = {
  '': 'All but archived',
  open: 'Open (new, contacted, scheduled)',
  archived: 'Archived',
  ...leadStatusLabels,
} as const;
export type StatusFilter = keyof typeof statusFilterLabels;

export interface LeadFilters {
  status: StatusFilter;
  source: LeadSource | '';
  /** Received on or after this Pacific day, 'YYYY-MM-DD' ('' for no bound). */
  from: string;
  /** Received on or before this Pacific day. */
  to: string;
  /** Free text: every word must appear in the lead. */
  q: string;
}

export const noLeadFilters: LeadFilters = { status: '', source: '', from: '', to: '', q: '' };

/** How many filters narrow the list (the phone's folded Filters button shows it). */
export function activeFilterCount(filters: LeadFilters): number {
  return (['status', 'source', 'from', 'to', 'q'] as const).filter(
    (key) => filters[key].trim() !== '',
  ).length;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Filters from the page's URL; anything unknown or malformed is ignored, never an error. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const status = params.get('status') ?? '';
  const source = params.get('source') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    status: Object.hasOwn(statusFilterLabels, status) ? (status as StatusFilter) : '',
    source: (leadSources as readonly string[]).includes(source) ? (source as LeadSource) : '',
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
    q: params.get('q') ?? '',
  };
}

/** Writes the filters into `params` (keeping other keys, e.g. the open lead); empty ones go. */
export function withLeadFilters(params: URLSearchParams, filters: LeadFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['status', 'source', 'from', 'to', 'q'] as const) {
    if (filters[key]) next.set(key, filters[key]);
    else next.delete(key);
  }
  return next;
}

export function applyLeadFilters<T extends InboxLead>(leads: readonly T[], f: LeadFilters): T[] {
  const matching = leads.filter((lead) => {
    if (f.status === '' && lead.archived_at !== null) return false;
    if (f.status === 'archived' && lead.archived_at === null) return false;
    if (f.status === 'open' && !isOpen(lead)) return false;
    if (leadStatuses.includes(f.status as LeadStatus)) {
      if (lead.status !== f.status || lead.archived_at !== null) return false;
    }
    if (f.source && lead.source !== f.source) return false;
    const day = officeDate(lead.created_at);
    if (f.from && day < f.from) return false;
    if (f.to && day > f.to) return false;
    return true;
  });
  return sortLeads(filterLeads(matching, f.q));
}

/** The same person, as related_leads() tells them: same email (any case) or phone digits. */
const SAME_PERSON_DAYS = 90;

function samePerson(a: Lead, b: Lead): boolean {
  const email = a.email_key ?? a.email.toLowerCase();
  const sameEmail = email !== '' && email === (b.email_key ?? b.email.toLowerCase());
  const samePhone = Boolean(a.phone_key) && a.phone_key === b.phone_key;
  const days = Math.abs(Date.parse(a.created_at) - Date.parse(b.created_at)) / 86_400_000;
  return (sameEmail || samePhone) && days <= SAME_PERSON_DAYS;
}

/**
 * The list as the office reads it: one card per person. Each lead joins the card of the first
 * lead above it (in list order) from the same person within 90 days; a card keeps its own lead on
 * top and the person's other leads below it, in list order.
 */
export function groupByPerson<T extends Lead>(
  leads: readonly T[],
): Array<{ lead: T; others: T[] }> {
  const groups: Array<{ lead: T; others: T[] }> = [];
  for (const lead of leads) {
    const group = groups.find((g) => [g.lead, ...g.others].some((m) => samePerson(m, lead)));
    if (group) group.others.push(lead);
    else groups.push({ lead, others: [] });
  }
  return groups;
}

export const LOST_REASON_MAX = 500;
export const NOTE_MAX = 5000;

export const workflowMessages = {
  lostReason: 'Say why the lead was lost',
  lostReasonTooLong: `Keep the reason under ${LOST_REASON_MAX} characters`,
  followUp: 'Enter a date as YYYY-MM-DD',
  note: 'Write the note first',
  noteTooLong: `Keep the note under ${NOTE_MAX} characters`,
} as const;

/** The workflow form; the database's CHECK constraints hold the same rules. */
export const workflowSchema = z
  .object({
    status: z.enum(leadStatuses),
    lostReason: z.string().max(LOST_REASON_MAX, workflowMessages.lostReasonTooLong),
    followUpOn: z.union([z.literal(''), z.string().regex(DAY, workflowMessages.followUp)]),
    assigneeId: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'lost' && v.lostReason.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['lostReason'], message: workflowMessages.lostReason });
    }
  });
export type WorkflowValues = z.infer<typeof workflowSchema>;

/** The columns an admin may change, as the form's values become them. */
export interface WorkflowPatch {
  status: LeadStatus;
  lost_reason: string | null;
  follow_up_on: string | null;
  assignee_id: string | null;
}

export function workflowValues(lead: Lead): WorkflowValues {
  return {
    status: lead.status,
    lostReason: lead.lost_reason ?? '',
    followUpOn: lead.follow_up_on ?? '',
    assigneeId: lead.assignee_id ?? '',
  };
}

/** Only a lost lead keeps a reason (the database refuses one on any other status). */
export function workflowPatch(v: WorkflowValues): WorkflowPatch {
  return {
    status: v.status,
    lost_reason: v.status === 'lost' ? v.lostReason.trim() : null,
    follow_up_on: v.followUpOn || null,
    assignee_id: v.assigneeId || null,
  };
}

export const noteSchema = z
  .string()
  .trim()
  .min(1, workflowMessages.note)
  .max(NOTE_MAX, workflowMessages.noteTooLong);
