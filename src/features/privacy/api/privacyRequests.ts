/**
 * Privacy requests in the admin: the `privacy_request` leads, whether each was verified (the
 * requester confirmed it from the email address it names: `verified_at`), and carrying out a
 * verified delete request through fulfil_privacy_delete() (admins only; it refuses an unverified
 * request itself, removes that person's other leads with their notes and history, and records
 * when, by whom and how much on the request).
 */
import { privacyRequestTypeLabels, type PrivacyRequestType } from '@contract/privacy-options.ts';
import type { Lead } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';
import { formatInstant as formatReceived } from '@contract/date-format.ts';

export type PrivacyRequest = Pick<
  Lead,
  | 'id'
  | 'created_at'
  | 'full_name'
  | 'email'
  | 'phone'
  | 'privacy_request_type'
  | 'biggest_frustration'
  | 'verified_at'
  | 'fulfilled_at'
  | 'fulfilled_by_email'
  | 'fulfilled_leads_deleted'
  | 'fulfilled_notes_deleted'
>;

export interface FulfilResult {
  leads_deleted: number;
  notes_deleted: number;
}

const COLUMNS =
  'id,created_at,full_name,email,phone,privacy_request_type,biggest_frustration,verified_at,fulfilled_at,fulfilled_by_email,fulfilled_leads_deleted,fulfilled_notes_deleted';

/** The newest privacy requests first. */
export async function fetchPrivacyRequests(): Promise<PrivacyRequest[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('leads')
    .select(COLUMNS)
    .eq('source', 'privacy_request')
    .order('created_at', { ascending: false })
    .limit(200);
  if (error) throw new Error(error.message);
  return (data ?? []) as PrivacyRequest[];
}

export async function fulfilPrivacyDelete(requestId: string): Promise<FulfilResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('fulfil_privacy_delete', {
    p_request_id: requestId,
  });
  if (error) throw new Error(error.message);
  return data;
}

export function requestTypeLabel(request: Pick<PrivacyRequest, 'privacy_request_type'>): string {
  const type = request.privacy_request_type as PrivacyRequestType | null;
  return type && Object.hasOwn(privacyRequestTypeLabels, type)
    ? privacyRequestTypeLabels[type]
    : 'Unknown request';
}

/** Whether the requester confirmed the request from its email address, in words. */
export function verificationText(request: Pick<PrivacyRequest, 'verified_at' | 'email'>): string {
  return request.verified_at
    ? `Verified: confirmed from ${request.email} ${formatReceived(request.verified_at)}`
    : `Not verified: ${request.email} has not confirmed it yet. Do not act on it until they do.`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What happened to a request, in words. */
export function fulfilmentText(request: PrivacyRequest): string {
  if (!request.fulfilled_at) {
    return request.privacy_request_type === 'delete'
      ? 'Not yet carried out'
      : 'Answer by email (nothing to delete)';
  }
  const who = request.fulfilled_by_email ? ` by ${request.fulfilled_by_email}` : '';
  return `Deleted ${formatReceived(request.fulfilled_at)}${who}: ${plural(
    request.fulfilled_leads_deleted ?? 0,
    'lead',
  )}, ${plural(request.fulfilled_notes_deleted ?? 0, 'note')}`;
}
