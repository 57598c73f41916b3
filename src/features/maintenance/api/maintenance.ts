/**
 * What the maintenance screens read and write, through the Data API under row-level security
 * (staff only). The guard trigger keeps the lifecycle's rules; its refusals come back as
 * SaveError with the form field they concern. After every write the `maintenance` function is
 * asked to send the mails the change queued.
 */
import {
  type CostState,
  MAINTENANCE_PHOTOS_BUCKET,
  MAINTENANCE_EVENT_COLUMNS,
  type MaintenanceEvent,
  maintenanceEventSchema,
  type MaintenanceStatus,
  type VendorValues,
} from '@contract/maintenance.ts';
import {
  ownerShown,
  readOwnerColumns,
  readStaffColumns,
  type OwnerShownColumns,
} from '@/lib/maintenanceColumns';
import type { MaintenanceRequestRow } from '@/lib/database.types';
import { sendQueuedMail } from '@/lib/maintenanceMail';
import { signedFileUrls } from '@/lib/privateFiles';
import { getSupabase } from '@/lib/supabase';
import { maintenanceProblem, SaveError, type DatabaseError } from './problems';
import { readQueue, type QueueFilters, type QueuePage } from './queueQuery';

function fail(error: { message: string }): never {
  throw new Error(error.message);
}

export { QUEUE_PAGE, type QueueFilters, type QueuePage, type QueueRow } from './queueQuery';

/** The queue's first `limit` rows (see queueQuery.ts). */
export async function fetchQueue(filters: QueueFilters, limit: number): Promise<QueuePage> {
  return readQueue(await getSupabase(), filters, limit);
}

export interface HomeChoice {
  id: string;
  street: string;
  city: string;
}

export async function fetchHomeChoices(): Promise<HomeChoice[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('managed_homes')
    .select('id, street, city')
    .order('street');
  if (error) fail(error);
  return data;
}

// ---------------------------------------------------------------------------------------------
// One request
// ---------------------------------------------------------------------------------------------
/** A request as the office's screen shows it: the shared row, the owner's and staff's columns. */
export type RequestDetail = Pick<
  MaintenanceRequestRow,
  | 'id'
  | 'created_at'
  | 'home_id'
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
  | 'acknowledged_at'
  | 'decline_reason'
  | 'vendor_id'
  | 'visit_starts_at'
  | 'visit_ends_at'
  | 'vendor_confirmed_at'
  | 'completion_note'
> &
  OwnerShownColumns & {
    access_notes: string;
    tenant: { full_name: string; email: string; phone: string | null } | null;
    unit: string | null;
  };

// The columns every reader of a request shares; the owner's (costs, approval) and staff's
// (access notes) come from their reader functions (supabase/deploy/column-audiences.ts).
const DETAIL_COLUMNS =
  'id, created_at, home_id, category, location, description, entry_permission, pets, good_times, available_days, available_from, available_to, share_contact, emergency, urgent, status, acknowledged_at, decline_reason, vendor_id, visit_starts_at, visit_ends_at, vendor_confirmed_at, completion_note, people(full_name, email, phone), leases(home_units(label))';

type OwnerColumns = OwnerShownColumns;

type RawDetail = Omit<RequestDetail, 'tenant' | 'unit' | keyof OwnerColumns | 'access_notes'> & {
  people: RequestDetail['tenant'];
  leases: { home_units: { label: string } | null } | null;
};

function toDetail(raw: RawDetail, owner: OwnerColumns, accessNotes: string): RequestDetail {
  const { people, leases, ...row } = raw;
  return {
    ...row,
    ...owner,
    access_notes: accessNotes,
    tenant: people,
    unit: leases?.home_units?.label ?? null,
  };
}

/** The owner's columns of a request (staff read them too), through their reader function. */
async function ownerColumns(id: string): Promise<OwnerColumns | null> {
  const row = (await readOwnerColumns(await getSupabase(), [id])).get(id);
  return row ? ownerShown(row) : null;
}

export interface HomeFacts {
  street: string;
  city: string;
  state: string;
  zip_code: string;
  /** The owner approves estimates above this (null: no agreement, so any estimate). */
  limitCents: number | null;
}

export async function fetchRequest(id: string): Promise<RequestDetail | null> {
  const supabase = await getSupabase();
  const [found, owner, staff] = await Promise.all([
    supabase.from('maintenance_requests').select(DETAIL_COLUMNS).eq('id', id).maybeSingle(),
    ownerColumns(id),
    readStaffColumns(supabase, [id]),
  ]);
  if (found.error) fail(found.error);
  if (!found.data || !owner) return null;
  return toDetail(found.data, owner, staff.get(id)?.access_notes ?? '');
}

export async function fetchHomeFacts(homeId: string): Promise<HomeFacts | null> {
  const supabase = await getSupabase();
  const [home, agreement] = await Promise.all([
    supabase
      .from('managed_homes')
      .select('street, city, state, zip_code')
      .eq('id', homeId)
      .maybeSingle(),
    supabase
      .from('management_agreements')
      .select('repair_approval_limit_cents')
      .eq('home_id', homeId)
      .maybeSingle(),
  ]);
  if (home.error) fail(home.error);
  if (agreement.error) fail(agreement.error);
  if (!home.data) return null;
  return { ...home.data, limitCents: agreement.data?.repair_approval_limit_cents ?? null };
}

/** The request's history, every event decoded by the contract's schema. */
export async function fetchEvents(requestId: string): Promise<MaintenanceEvent[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('maintenance_events')
    .select(MAINTENANCE_EVENT_COLUMNS)
    .eq('request_id', requestId)
    .order('created_at')
    .order('id');
  if (error) fail(error);
  return maintenanceEventSchema.array().parse(data);
}

export interface RequestPhoto {
  id: string;
  url: string | null;
  width: number;
  height: number;
  added_by_kind: string;
}

/** The request's photos with short-lived signed URLs (the bucket is private). */
export async function fetchPhotos(requestId: string): Promise<RequestPhoto[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('maintenance_photos')
    .select('id, storage_path, width, height, added_by_kind')
    .eq('request_id', requestId)
    .order('created_at');
  if (error) fail(error);
  if (data.length === 0) return [];
  const byPath = await signedFileUrls(
    MAINTENANCE_PHOTOS_BUCKET,
    data.map((p) => p.storage_path),
  );
  return data.map((p) => ({
    id: p.id,
    url: byPath.get(p.storage_path) ?? null,
    width: p.width,
    height: p.height,
    added_by_kind: p.added_by_kind,
  }));
}

/** The workflow columns staff may write (the column grant holds the same list). */
export type WorkflowChange = Partial<{
  status: MaintenanceStatus;
  decline_reason: string;
  vendor_id: string;
  visit_starts_at: string;
  visit_ends_at: string;
  access_notes: string;
  estimate_cents: number;
  actual_cost_cents: number;
  /** Staff approve a cost to review as billed (the guard asks the owner when it must). */
  cost_state: 'accepted';
}>;

export interface WorkflowResult {
  status: MaintenanceStatus;
  owner_approval: RequestDetail['owner_approval'];
  cost_state: CostState;
}

export async function updateRequest(id: string, change: WorkflowChange): Promise<WorkflowResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('maintenance_requests')
    .update(change)
    .eq('id', id)
    .select('status')
    .single();
  if (error)
    throw new SaveError(error as DatabaseError, maintenanceProblem(error as DatabaseError));
  void sendQueuedMail();
  // The approval the guard trigger decided is an owner's column: not in the update's answer.
  const owner = await ownerColumns(id);
  return {
    status: data.status,
    owner_approval: owner?.owner_approval ?? 'not_needed',
    cost_state: owner?.cost_state ?? 'none',
  };
}

/** A message to the tenant ('message') or an internal note ('note', staff only). */
export async function addEvent(requestId: string, kind: 'message' | 'note', body: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('maintenance_events').insert({
    request_id: requestId,
    kind,
    audience: kind === 'note' ? 'staff' : 'tenant',
    actor_kind: 'staff',
    body,
  });
  if (error)
    throw new SaveError(error as DatabaseError, maintenanceProblem(error as DatabaseError));
  void sendQueuedMail();
}

// ---------------------------------------------------------------------------------------------
// Vendors
// ---------------------------------------------------------------------------------------------
export interface Vendor {
  id: string;
  name: string;
  trade: VendorValues['trade'];
  phone: string;
  email: string;
  licence_number: string | null;
  insurance_expires_on: string | null;
}

export async function fetchVendors(): Promise<Vendor[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('vendors')
    .select('id, name, trade, phone, email, licence_number, insurance_expires_on')
    .order('name');
  if (error) fail(error);
  return data as Vendor[];
}

export async function saveVendor(id: string | null, values: VendorValues): Promise<void> {
  const supabase = await getSupabase();
  const row = {
    name: values.name,
    trade: values.trade,
    phone: values.phone,
    email: values.email,
    licence_number: values.licenceNumber || null,
    insurance_expires_on: values.insuranceExpiresOn || null,
  };
  const { error } = id
    ? await supabase.from('vendors').update(row).eq('id', id)
    : await supabase.from('vendors').insert(row);
  if (error)
    throw new SaveError(error as DatabaseError, maintenanceProblem(error as DatabaseError));
}

export async function deleteVendor(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('vendors').delete().eq('id', id);
  if (error) fail(error);
}
