/** What the listings screen reads and writes. Row-level security decides; these just ask. */
import type { Property, PropertyInsert } from '@/lib/database.types';
import { functionAnswerMessage } from '@/lib/functionAnswer';
import { getSupabase } from '@/lib/supabase';
import type { ExtractedListing, InvokeFailure } from '../extraction';

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

export class ExtractionError extends Error {
  readonly failure: InvokeFailure;
  constructor(failure: InvokeFailure) {
    super(failure.message ?? 'Extraction failed');
    this.name = 'ExtractionError';
    this.failure = failure;
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
    const serverMessage = response ? await functionAnswerMessage(response) : undefined;
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

/** Each listing's booked showings still ahead: how many, and when the first is. */
export interface UpcomingShowings {
  count: number;
  first: string;
}

export async function fetchUpcomingShowings(): Promise<Map<string, UpcomingShowings>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .select('listing_id, starts_at')
    .eq('kind', 'showing')
    .eq('status', 'booked')
    .gt('starts_at', new Date().toISOString())
    .not('listing_id', 'is', null)
    .order('starts_at')
    .limit(1000);
  if (error) throw new Error(error.message);
  const byListing = new Map<string, UpcomingShowings>();
  for (const row of data) {
    if (!row.listing_id) continue;
    const seen = byListing.get(row.listing_id);
    byListing.set(row.listing_id, {
      count: (seen?.count ?? 0) + 1,
      first: seen?.first ?? row.starts_at,
    });
  }
  return byListing;
}
