/** What the leads inbox reads and writes. Row-level security decides; these just ask. */
import type { Lead, LeadNote, LeadStatusChange } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';
import type { InboxLead, LeadBooking, LeadBookingEvent, WorkflowPatch } from '../leads';

/** Rows per request: PostgREST caps a response at 1000 rows on hosted projects. */
export const PAGE_SIZE = 1000;

/**
 * Every row of a query, page by page (newest first for leads), so the inbox never stops at the
 * newest 1000: an old lead, or one sent after a burst of others, is still there.
 * `created_at` is set by the database (browsers cannot write it), `id` breaks ties.
 */
export async function fetchAllPages<T>(
  page: (
    from: number,
    to: number,
  ) => PromiseLike<{ data: T[] | null; error: { message: string } | null }>,
  pageSize = PAGE_SIZE,
): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += pageSize) {
    const { data, error } = await page(from, from + pageSize - 1);
    if (error) throw new Error(error.message);
    rows.push(...(data ?? []));
    if ((data ?? []).length < pageSize) return rows;
  }
}

/**
 * Every lead, newest first, with its notes (oldest note first) and its booking as it is now, for
 * the inbox and its CSV.
 */
export async function fetchLeads(): Promise<Array<InboxLead & { notes: LeadNote[] }>> {
  const supabase = await getSupabase();
  const [leads, notes, bookings] = await Promise.all([
    fetchAllPages<Lead>((from, to) =>
      supabase
        .from('leads')
        .select('*')
        .order('created_at', { ascending: false })
        .order('id', { ascending: true })
        .range(from, to),
    ),
    fetchAllPages<LeadNote>((from, to) =>
      supabase
        .from('lead_notes')
        .select('*')
        .order('created_at', { ascending: true })
        .order('id', { ascending: true })
        .range(from, to),
    ),
    fetchAllPages((from, to) =>
      supabase
        .from('bookings')
        .select('id, lead_id, kind, status, starts_at, hold_expires_at, staff_id')
        .order('id', { ascending: true })
        .range(from, to),
    ),
  ]);
  const byLead = new Map<string, LeadNote[]>();
  for (const note of notes) {
    byLead.set(note.lead_id, [...(byLead.get(note.lead_id) ?? []), note]);
  }
  // kind and status are text columns the table's checks narrow to these values.
  const bookingOf = new Map((bookings as LeadBooking[]).map((b) => [b.lead_id, b]));
  return leads.map((lead) => ({
    ...lead,
    notes: byLead.get(lead.id) ?? [],
    booking: bookingOf.get(lead.id) ?? null,
  }));
}

/** Changes a lead's workflow columns; a row RLS hides counts as a failure, not a no-op. */
export async function updateLead(
  id: string,
  patch: Partial<WorkflowPatch> & { archived_at?: string | null },
): Promise<Lead> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('leads').update(patch).eq('id', id).select('*');
  if (error) throw new Error(error.message);
  const row = data?.[0];
  if (!row) throw new Error('The lead was not updated (you may no longer have admin access).');
  return row;
}

/** Author and time are set by the database, never by the browser. */
export async function addLeadNote(leadId: string, body: string): Promise<LeadNote> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('lead_notes')
    .insert({ lead_id: leadId, body })
    .select('*')
    .single();
  if (error) throw new Error(error.message);
  return data;
}

/** Every status the lead has had, oldest first. */
export async function fetchLeadHistory(leadId: string): Promise<LeadStatusChange[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('lead_status_history')
    .select('*')
    .eq('lead_id', leadId)
    .order('changed_at', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw new Error(error.message);
  return data ?? [];
}

/** The changes of the lead's booking (booked, confirmed, moved, cancelled), oldest first. */
export async function fetchLeadBookingEvents(leadId: string): Promise<LeadBookingEvent[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .select('id, events:booking_events(id, event, starts_at, actor, at)')
    .eq('lead_id', leadId);
  if (error) throw new Error(error.message);
  // event and actor are text columns the table's checks narrow to these values.
  const events = (data ?? []).flatMap((b) => b.events) as LeadBookingEvent[];
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** The same person's other leads within 90 days (related_leads() in the database). */
export async function fetchRelatedLeads(leadId: string): Promise<Lead[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('related_leads', { p_lead_id: leadId });
  if (error) throw new Error(error.message);
  return data ?? [];
}
