/**
 * The portals' maintenance reads and writes. Reads go straight to the tables and the private
 * photo bucket with the signed-in account's client (row-level security limits them to the
 * caller's leases and homes, and hides internal notes); a request's costs and the owner's answer
 * have no column grant, so the owner's reads add them through readOwnerColumns(). Filing goes through the `maintenance`
 * edge function (one call, `submitRequest`); messages, photos and the owner's decision are
 * plain inserts and an RPC that the policies allow. Only the lazy maintenance screens import
 * this module: the contract it reads carries zod, which the portal's first load must not fetch.
 */
import {
  MAINTENANCE_FUNCTION,
  MAINTENANCE_PHOTO_LONG_EDGE,
  MAINTENANCE_PHOTO_STORED_MAX_BYTES,
  MAINTENANCE_PHOTOS_BUCKET,
  maintenancePhotoPath,
  MAINTENANCE_EVENT_COLUMNS,
  maintenanceEventSchema,
  type MaintenanceEvent,
  type MaintenanceRequestValues,
} from '@contract/maintenance.ts';
import type { SubmitAnswer } from '@contract/maintenance-api.ts';
import { check } from '@/lib/dataAnswer';
import type { MaintenanceRequestRow } from '@/lib/database.types';
import { ownerShown, readOwnerColumns, type OwnerShownColumns } from '@/lib/maintenanceColumns';
import { sendQueuedMail } from '@/lib/maintenanceMail';
import { referenceSuffix } from '@/lib/functionAnswer';
import { fitLongEdge, resizePhoto } from '@/lib/photoResize';
import { signedFileUrls } from '@/lib/privateFiles';
import { getSupabase } from '@/lib/supabase';

/** A request as the portals show it (the columns they need of the one request row type). */
export type MaintenanceRequest = Pick<
  MaintenanceRequestRow,
  | 'id'
  | 'created_at'
  | 'home_id'
  | 'lease_id'
  | 'category'
  | 'location'
  | 'description'
  | 'entry_permission'
  | 'pets'
  | 'good_times'
  | 'available_days'
  | 'available_from'
  | 'available_to'
  | 'share_contact'
  | 'emergency'
  | 'urgent'
  | 'status'
  | 'status_changed_at'
  | 'decline_reason'
  | 'visit_starts_at'
  | 'visit_ends_at'
  | 'vendor_confirmed_at'
  | 'completion_note'
>;

/** The owner's columns of a request (costs and their answer): never in a tenant's reads. */
export type OwnerColumns = OwnerShownColumns;

/** A request as its home's owner sees it. */
export type OwnedRequest = MaintenanceRequest & OwnerColumns;

export interface MaintenancePhoto {
  id: string;
  storagePath: string;
  addedBy: string;
  width: number;
  height: number;
  /** A short-lived signed URL, or null when the file is missing (an upload that never finished). */
  url: string | null;
}

/** A request in the tenant's list, with the street of its home. */
export type RequestSummary = MaintenanceRequest & { street: string | null };
/** A request in the owner's list: with what it costs and the approval. */
export type OwnerRequestSummary = RequestSummary & OwnerColumns;

/**
 * One request as the portal shows it: the row with its history, photos and who reads it (the
 * office's row is `RequestDetail` in ./maintenance.ts).
 */
export interface PortalRequest {
  request: MaintenanceRequest;
  /** The owner's columns, when the caller owns the request's home (null for a tenant). */
  owner: OwnerColumns | null;
  home: { street: string; city: string } | null;
  events: MaintenanceEvent[];
  photos: MaintenancePhoto[];
  /** The caller rents this request's lease (may message and add photos). */
  asTenant: boolean;
  /** The caller owns this request's home (sees costs, decides approvals). */
  asOwner: boolean;
}

// The columns tenants, owners and staff share; the owner's come from readOwnerColumns().
const REQUEST_COLUMNS =
  'id, created_at, home_id, lease_id, category, location, description, entry_permission, pets, good_times, available_days, available_from, available_to, share_contact, emergency, urgent, status, status_changed_at, decline_reason, visit_starts_at, visit_ends_at, vendor_confirmed_at, completion_note';

async function streets(homeIds: string[]): Promise<Map<string, string>> {
  if (homeIds.length === 0) return new Map();
  const supabase = await getSupabase();
  const homes = check(
    await supabase
      .from('managed_homes')
      .select('id, street')
      .in('id', [...new Set(homeIds)]),
  );
  return new Map(homes.map((h) => [h.id, h.street]));
}

/** The requests on the caller's leases (as a tenant), newest first. */
export async function fetchTenantRequests(): Promise<RequestSummary[]> {
  const supabase = await getSupabase();
  const leaseIds = check(await supabase.from('lease_tenants').select('lease_id')).map(
    (r) => r.lease_id,
  );
  if (leaseIds.length === 0) return [];
  const rows = check(
    await supabase
      .from('maintenance_requests')
      .select(REQUEST_COLUMNS)
      .in('lease_id', leaseIds)
      .order('created_at', { ascending: false }),
  );
  const names = await streets(rows.map((r) => r.home_id));
  return rows.map((r) => ({ ...r, street: names.get(r.home_id) ?? null }));
}

/** The requests on the caller's homes (as an owner), newest first, with their costs. */
export async function fetchOwnerRequests(): Promise<OwnerRequestSummary[]> {
  const supabase = await getSupabase();
  const homeIds = check(await supabase.from('home_owners').select('home_id')).map((r) => r.home_id);
  if (homeIds.length === 0) return [];
  const rows = check(
    await supabase
      .from('maintenance_requests')
      .select(REQUEST_COLUMNS)
      .in('home_id', homeIds)
      .order('created_at', { ascending: false }),
  );
  const [names, owner] = await Promise.all([
    streets(homeIds),
    readOwnerColumns(
      supabase,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.flatMap((r) => {
    const o = owner.get(r.id);
    return o ? [{ ...r, ...ownerShown(o), street: names.get(r.home_id) ?? null }] : [];
  });
}

/** One request with its history, thread and photos, or null when it is not the caller's. */
export async function fetchRequestDetail(id: string): Promise<PortalRequest | null> {
  const supabase = await getSupabase();
  const found = await supabase
    .from('maintenance_requests')
    .select(REQUEST_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (found.error) {
    // An id that is not a uuid is simply not a request of the caller's.
    if (found.error.message.includes('uuid')) return null;
    throw new Error(found.error.message);
  }
  if (!found.data) return null;
  const request: MaintenanceRequest = found.data;
  const [events, photos, home, leaseRows, homeRows, owner] = await Promise.all([
    supabase
      .from('maintenance_events')
      .select(MAINTENANCE_EVENT_COLUMNS)
      .eq('request_id', id)
      .order('created_at'),
    supabase
      .from('maintenance_photos')
      .select('id, storage_path, added_by_kind, width, height, created_at')
      .eq('request_id', id)
      .order('created_at'),
    supabase.from('managed_homes').select('street, city').eq('id', request.home_id).maybeSingle(),
    supabase.from('lease_tenants').select('lease_id').eq('lease_id', request.lease_id),
    supabase.from('home_owners').select('home_id').eq('home_id', request.home_id),
    readOwnerColumns(supabase, [id]),
  ]);
  const photoRows = check(photos);
  const urls = await signedFileUrls(
    MAINTENANCE_PHOTOS_BUCKET,
    photoRows.map((p) => p.storage_path),
  );
  const ownRow = owner.get(id);
  return {
    request,
    owner: ownRow ? ownerShown(ownRow) : null,
    home: home.data ?? null,
    // One decoder for every reader of the history (the office's screen and the mails too).
    events: maintenanceEventSchema.array().parse(check(events)),
    photos: photoRows.map((p) => ({
      id: p.id,
      storagePath: p.storage_path,
      addedBy: p.added_by_kind,
      width: p.width,
      height: p.height,
      url: urls.get(p.storage_path) ?? null,
    })),
    asTenant: check(leaseRows).length > 0,
    asOwner: check(homeRows).length > 0,
  };
}

/** The function refused the request: its message, and per-field messages when it gave them. */
export class SubmitError extends Error {
  override name = 'SubmitError';
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const SUBMIT_UNAVAILABLE =
  'Your request could not be sent. Check your connection and try again: nothing you typed is lost.';

/**
 * Files the tenant's request through the `maintenance` function (the one way a request is
 * filed). The same idempotency key on a resend answers with the request already filed.
 */
export async function submitRequest(request: MaintenanceRequestValues): Promise<SubmitAnswer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<SubmitAnswer>(MAINTENANCE_FUNCTION, {
    body: { action: 'submit', request },
  });
  if (error) {
    const context = (error as { context?: unknown }).context;
    if (context instanceof Response) {
      let body: { message?: unknown; fields?: unknown; reference?: unknown } = {};
      try {
        body = (await context.clone().json()) as typeof body;
      } catch {
        // Not JSON: a gateway's page; the plain message below.
      }
      const fields =
        body.fields && typeof body.fields === 'object'
          ? Object.fromEntries(
              Object.entries(body.fields as Record<string, unknown>).filter(
                (e): e is [string, string] => typeof e[1] === 'string',
              ),
            )
          : {};
      const message = typeof body.message === 'string' ? body.message : SUBMIT_UNAVAILABLE;
      throw new SubmitError(
        context.status >= 500 ? SUBMIT_UNAVAILABLE + referenceSuffix(body) : message,
        fields,
      );
    }
    throw new SubmitError(SUBMIT_UNAVAILABLE);
  }
  if (!data?.id) throw new SubmitError(SUBMIT_UNAVAILABLE);
  return data;
}

/** The tenant's message to the office on their own open request. */
export async function postMessage(requestId: string, body: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('maintenance_events').insert({
    request_id: requestId,
    kind: 'message',
    audience: 'tenant',
    // The database stamps the real actor; this only satisfies the column.
    actor_kind: 'tenant',
    body,
  });
  if (error) {
    // The database's limits (maintenance_events_message_rate), said in the portal's language.
    const reason =
      error.hint === 'maintenance_message_rate_request'
        ? 'rate_request'
        : error.hint === 'maintenance_message_rate_account'
          ? 'rate_account'
          : 'failed';
    throw new MessageError(reason);
  }
  void sendQueuedMail();
}

/** Why a message was not sent: a rate limit (wait), or anything else (try again). */
export class MessageError extends Error {
  constructor(readonly reason: 'rate_request' | 'rate_account' | 'failed') {
    super(`message not sent: ${reason}`);
    this.name = 'MessageError';
  }
}

export type ApprovalOutcome = 'ok' | 'used' | 'unknown';

/** The owner approves or declines a repair above the home's limit. */
export async function decideApproval(
  requestId: string,
  decision: 'approved' | 'declined',
  note: string,
  /** The amount the owner saw: a decision for another amount answers 'used'. */
  amountCents: number | null = null,
): Promise<ApprovalOutcome> {
  const supabase = await getSupabase();
  const trimmed = note.trim();
  const { data, error } = await supabase.rpc('decide_maintenance_approval', {
    p_request_id: requestId,
    p_decision: decision,
    ...(trimmed ? { p_note: trimmed } : {}),
    ...(amountCents !== null ? { p_amount_cents: amountCents } : {}),
  });
  if (error)
    throw new Error('Your answer could not be saved. Check your connection and try again.');
  void sendQueuedMail();
  return data === 'ok' || data === 'used' ? data : 'unknown';
}

/** A picked photo made ready to store: one upright WebP copy, EXIF gone. */
export interface PreparedPhoto {
  id: string;
  blob: Blob;
  width: number;
  height: number;
}

export class PhotoTooLargeError extends Error {
  override name = 'PhotoTooLargeError';
}

/** Resizes a camera photo to the stored long edge (the shared pipeline: orientation applied). */
export async function preparePhoto(id: string, file: Blob): Promise<PreparedPhoto> {
  const size = (upright: { width: number; height: number }) => [
    fitLongEdge(upright, MAINTENANCE_PHOTO_LONG_EDGE),
  ];
  let [copy] = await resizePhoto(file, size);
  // A very busy photo can weigh more at the usual quality: once more, plainer.
  if (copy && copy.blob.size > MAINTENANCE_PHOTO_STORED_MAX_BYTES) {
    [copy] = await resizePhoto(file, size, 0.6);
  }
  if (!copy || copy.blob.size > MAINTENANCE_PHOTO_STORED_MAX_BYTES) {
    throw new PhotoTooLargeError('This photo is too large even after resizing.');
  }
  return { id, blob: copy.blob, width: copy.width, height: copy.height };
}

/**
 * Stores a prepared photo on a request: its row first (the files function signs only files with
 * a row, and a row never points at nothing for long), then the file. Safe to
 * repeat with the same photo: a row or a file already there counts as done.
 */
export async function storePhoto(requestId: string, photo: PreparedPhoto): Promise<void> {
  const supabase = await getSupabase();
  const path = maintenancePhotoPath(requestId, photo.id);
  const row = await supabase.from('maintenance_photos').insert({
    id: photo.id,
    request_id: requestId,
    storage_path: path,
    added_by_kind: 'tenant',
    content_type: 'image/webp',
    size_bytes: photo.blob.size,
    width: photo.width,
    height: photo.height,
  });
  if (row.error && row.error.code !== '23505') {
    throw new Error(
      row.error.message.includes('at most 10')
        ? 'This request already has 10 photos.'
        : 'The photo could not be saved.',
    );
  }
  const upload = await supabase.storage
    .from(MAINTENANCE_PHOTOS_BUCKET)
    .upload(path, photo.blob, { contentType: 'image/webp', upsert: false });
  if (upload.error) {
    const status = (upload.error as { statusCode?: string }).statusCode;
    if (status === '409' || /already exists/i.test(upload.error.message)) return;
    throw new Error('The photo could not be uploaded.');
  }
}
