/** What the admin area reads and writes. Row-level security decides; these just ask. */
import type {
  StaffAction,
  StaffActionResponse,
  StaffListResponse,
  StaffMember,
} from '@contract/account-schemas.ts';
import type {
  Lead,
  LeadNote,
  LeadStatusChange,
  Property,
  PropertyInsert,
} from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';
import type { ExtractedListing, InvokeFailure } from './extraction';
import type { WorkflowPatch } from './leads';

/** Every listing in every status, newest first. */
export async function fetchAllProperties(): Promise<Property[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('properties')
    .select('*')
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data ?? [];
}

/**
 * Publishing queues the matching listing alerts in the database; this only asks the sender to
 * run now rather than at its next scheduled run. Not awaited, and a failure loses nothing.
 */
function nudgeAlertSender(supabase: Awaited<ReturnType<typeof getSupabase>>, row: Property) {
  if (row.status !== 'active') return;
  void supabase.functions
    ?.invoke('listing-alerts', { body: { action: 'send' } })
    .catch(() => undefined);
}

export async function createProperty(values: PropertyInsert): Promise<Property> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('properties').insert(values).select('*').single();
  if (error) throw new Error(error.message);
  const created = data;
  nudgeAlertSender(supabase, created);
  return created;
}

/** Updates a listing; a row that row-level security hides counts as a failure, not a no-op. */
export async function updateProperty(id: string, values: PropertyInsert): Promise<Property> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('properties').update(values).eq('id', id).select('*');
  if (error) throw new Error(error.message);
  const row = data?.[0];
  if (!row) throw new Error('The listing was not updated (it may have been deleted).');
  const updated = row;
  nudgeAlertSender(supabase, updated);
  return updated;
}

export async function deleteProperty(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('properties').delete().eq('id', id).select('id');
  if (error) throw new Error(error.message);
  if (!data || data.length === 0) throw new Error('The listing was not deleted.');
}

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

/** Every lead, newest first, with its notes (oldest note first), for the inbox and its CSV. */
export async function fetchLeads(): Promise<Array<Lead & { notes: LeadNote[] }>> {
  const supabase = await getSupabase();
  const [leads, notes] = await Promise.all([
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
  ]);
  const byLead = new Map<string, LeadNote[]>();
  for (const note of notes) {
    byLead.set(note.lead_id, [...(byLead.get(note.lead_id) ?? []), note]);
  }
  return leads.map((lead) => ({ ...lead, notes: byLead.get(lead.id) ?? [] }));
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

/** The same person's other leads within 90 days (related_leads() in the database). */
export async function fetchRelatedLeads(leadId: string): Promise<Lead[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('related_leads', { p_lead_id: leadId });
  if (error) throw new Error(error.message);
  return data ?? [];
}

export class ExtractionError extends Error {
  readonly failure: InvokeFailure;
  constructor(failure: InvokeFailure) {
    super(failure.message ?? 'Extraction failed');
    this.name = 'ExtractionError';
    this.failure = failure;
  }
}

/** The function's JSON error message, when its answer has one. */
async function answerMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks generate-property-listing for the listing at these URLs. supabase-js reports a non-2xx
 * answer as FunctionsHttpError with the Response in `context`: its status is what 429/402 map by.
 */
export async function extractListing(listingUrls: string[]): Promise<ExtractedListing> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke('generate-property-listing', {
    body: { listingUrls },
  });
  if (error) {
    const context = (error as { context?: unknown }).context;
    const response = context instanceof Response ? context : undefined;
    const serverMessage = response ? await answerMessage(response) : undefined;
    throw new ExtractionError({
      status: response?.status,
      message: error instanceof Error ? error.message : String(error),
      detail: serverMessage,
    });
  }
  const propertyData = (data as { propertyData?: ExtractedListing } | null)?.propertyData;
  if (!propertyData) throw new ExtractionError({ message: 'The answer had no propertyData.' });
  return propertyData;
}

/** manage-staff's answer or its `{ message }` as an Error (the function's own words). */
async function manageStaff<T>(init: { method: 'GET' } | { method: 'POST'; body: StaffAction }) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<T>('manage-staff', init);
  if (error) {
    const context = (error as { context?: unknown }).context;
    const detail = context instanceof Response ? await answerMessage(context) : undefined;
    throw new Error(detail ?? STAFF_UNAVAILABLE);
  }
  if (data === null) throw new Error(STAFF_UNAVAILABLE);
  return data;
}

const STAFF_UNAVAILABLE = 'Staff management is unavailable. Check your connection and try again.';

export async function fetchStaff(): Promise<StaffMember[]> {
  return (await manageStaff<StaffListResponse>({ method: 'GET' })).staff;
}

export function inviteStaff(email: string, redirectTo: string): Promise<StaffActionResponse> {
  return manageStaff<StaffActionResponse>({
    method: 'POST',
    body: { action: 'invite', email, redirectTo },
  });
}

export function revokeStaff(userId: string): Promise<StaffActionResponse> {
  return manageStaff<StaffActionResponse>({ method: 'POST', body: { action: 'revoke', userId } });
}
