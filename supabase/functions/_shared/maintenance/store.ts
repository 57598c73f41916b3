/**
 * The maintenance function's reads and writes: PostgREST and Storage with raw fetch (decision
 * 0004). Everything runs with the secret key except the tenant's submission, which calls
 * submit_maintenance_request with the caller's own Authorization, so PostgREST and the RPC judge
 * who they are (RLS and auth.uid(), as for any portal call).
 */
import type { LinkOutcome, MaintenanceRequestValues } from '../contract/maintenance.ts';
import {
  MAINTENANCE_EVENT_COLUMNS,
  MAINTENANCE_PHOTOS_BUCKET,
  maintenanceEventOfRequestSchema,
  type MaintenanceEventOfRequest,
} from '../contract/maintenance.ts';
import type { SubmitAnswer } from '../contract/maintenance-api.ts';
import { signPrivateFiles } from '../platform/private-files.ts';
import { inList, RestClient, RestStore } from '../platform/rest-store.ts';

// ---------------------------------------------------------------------------------------------
// Stored rows (the columns the function reads)
// ---------------------------------------------------------------------------------------------
export interface RequestRow {
  id: string;
  created_at: string;
  home_id: string;
  lease_id: string;
  person_id: string | null;
  category: string;
  location: string;
  description: string;
  entry_permission: string;
  pets: string;
  good_times: string;
  /** The tenant's stated availability (contract availabilityText). */
  available_days: string;
  available_from: string | null;
  available_to: string | null;
  share_contact: boolean;
  emergency: string | null;
  urgent: boolean;
  status: string;
  decline_reason: string | null;
  vendor_id: string | null;
  visit_starts_at: string | null;
  visit_ends_at: string | null;
  vendor_confirmed_at: string | null;
  access_notes: string;
  estimate_cents: number | null;
  actual_cost_cents: number | null;
  /** none, to_review, awaiting_owner, accepted (contract costStates). */
  cost_state: string;
  owner_approval: string;
  /** The amount the owner's approval is for: an estimate, or a final cost under review. */
  approval_cents: number | null;
  owner_approval_note: string | null;
  completion_note: string | null;
  completed_at: string | null;
}

export interface HomeRow {
  street: string;
  city: string;
  state: string;
  zip_code: string;
}

export interface PersonRow {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  /** people.locale: the language of their mail ('en' when absent). */
  locale?: string | null;
}

export interface VendorRow {
  id: string;
  name: string;
  trade: string;
  phone: string;
  email: string;
}

export interface PhotoRow {
  id: string;
  storage_path: string;
  width: number;
  height: number;
  added_by_kind: string;
}

/** An event as the mails read it: the contract's decoded row and its request. */
export type EventRow = MaintenanceEventOfRequest;
const eventSelect = `select=request_id,${MAINTENANCE_EVENT_COLUMNS.replaceAll(' ', '')}`;

/** A request with what every mail and link page shows about it. */
export interface RequestContext {
  request: RequestRow;
  home: HomeRow;
  unitLabel: string | null;
  /** The home's repair approval limit (management_agreements), null without an agreement. */
  limitCents: number | null;
  /** The tenant who filed it. */
  filer: PersonRow | null;
  /** The vendor now on the request. */
  vendor: VendorRow | null;
  photos: PhotoRow[];
}

export interface LinkState {
  link_id: string;
  request_id: string;
  purpose: 'vendor' | 'owner_approval';
  vendor_id: string | null;
  person_id: string | null;
  state: 'ok' | 'used' | 'expired';
}

export interface MailRow {
  id: string;
  request_id: string;
  event_id: string;
  template: string;
  recipient: 'office' | 'on_call' | 'tenant' | 'owner' | 'vendor';
  to_email: string | null;
  person_id: string | null;
  vendor_id: string | null;
}

export interface NewPhoto {
  id: string;
  requestId: string;
  path: string;
  bytes: Uint8Array<ArrayBuffer>;
  type: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

export interface MaintenanceStore {
  /** As the caller (their Authorization header); throws RestError when PostgREST refuses. */
  submit(payload: MaintenanceRequestValues, authorization: string): Promise<SubmitAnswer>;
  linkState(tokenHash: string): Promise<LinkState | null>;
  confirmVisit(tokenHash: string): Promise<LinkOutcome>;
  completeJob(tokenHash: string, note: string, costCents: number): Promise<LinkOutcome>;
  decideByLink(tokenHash: string, decision: string, note: string): Promise<LinkOutcome>;
  requestContext(requestId: string): Promise<RequestContext | null>;
  event(id: string): Promise<EventRow | null>;
  /** The newest event of a kind on a request (a work order of an older schedule is stale). */
  latestEventId(requestId: string, kind: string): Promise<string | null>;
  /** The request's messages from one side (tenant or staff) since an instant, oldest first. */
  messagesSince(requestId: string, since: string, actorKind: string): Promise<EventRow[]>;
  person(id: string): Promise<PersonRow | null>;
  personOfUser(userId: string): Promise<PersonRow | null>;
  vendor(id: string): Promise<VendorRow | null>;
  /** Short-lived signed URLs, in the order of `paths` (null where Storage has no object). */
  signPhotoUrls(paths: string[]): Promise<(string | null)[]>;
  /** Uploads the file, then inserts its maintenance_photos row (added by the vendor). */
  storeVendorPhoto(photo: NewPhoto): Promise<void>;
  /** Removes rows and files of photos stored for a completion that did not happen. */
  removePhotos(photos: { id: string; path: string }[]): Promise<void>;
  issueLink(
    requestId: string,
    purpose: 'vendor' | 'owner_approval',
    tokenHash: string,
    holder: { vendorId: string | null; personId: string | null },
    /** An approval link acts only while the owner is asked for this amount. */
    amountCents?: number | null,
  ): Promise<void>;
  /** A maintenance_mail row (what an outbox `maintenance` row is about). */
  mailRow(id: string): Promise<MailRow | null>;
}

export class RestMaintenanceStore extends RestStore implements MaintenanceStore {
  constructor(supabaseUrl: string, secret: string, publishable: string) {
    super({ supabaseUrl, secret, publishable });
    this.files = new RestClient({ supabaseUrl, secret });
  }

  /** The same client, for the platform's file signer. */
  private readonly files: RestClient;

  async submit(payload: MaintenanceRequestValues, authorization: string): Promise<SubmitAnswer> {
    // The caller's token decides (never the secret key): the RPC checks auth.uid() rents it.
    const body = (await this.rpc(
      'submit_maintenance_request',
      { payload },
      { as: authorization },
    )) as Record<string, unknown> | null;
    return { id: String(body?.id), duplicate: body?.duplicate === true };
  }

  async linkState(tokenHash: string): Promise<LinkState | null> {
    const rows = await this.rpc('maintenance_link_state', { p_token_hash: tokenHash });
    return Array.isArray(rows) ? ((rows[0] as LinkState | undefined) ?? null) : null;
  }

  async confirmVisit(tokenHash: string): Promise<LinkOutcome> {
    return (await this.rpc('vendor_confirm_visit', { p_token_hash: tokenHash })) as LinkOutcome;
  }

  async completeJob(tokenHash: string, note: string, costCents: number): Promise<LinkOutcome> {
    return (await this.rpc('vendor_complete_job', {
      p_token_hash: tokenHash,
      p_note: note,
      p_cost_cents: costCents,
    })) as LinkOutcome;
  }

  async decideByLink(tokenHash: string, decision: string, note: string): Promise<LinkOutcome> {
    return (await this.rpc('owner_decide_by_link', {
      p_token_hash: tokenHash,
      p_decision: decision,
      p_note: note,
    })) as LinkOutcome;
  }

  async requestContext(requestId: string): Promise<RequestContext | null> {
    const request = await this.one<RequestRow>(
      `maintenance_requests?id=eq.${encodeURIComponent(requestId)}&select=*`,
    );
    if (!request) return null;
    const [home, lease, agreement, filer, vendor, photos] = await Promise.all([
      this.one<HomeRow>(`managed_homes?id=eq.${request.home_id}&select=street,city,state,zip_code`),
      this.one<{ unit_id: string }>(`leases?id=eq.${request.lease_id}&select=unit_id`),
      this.one<{ repair_approval_limit_cents: number }>(
        `management_agreements?home_id=eq.${request.home_id}&select=repair_approval_limit_cents`,
      ),
      request.person_id ? this.person(request.person_id) : Promise.resolve(null),
      request.vendor_id ? this.vendor(request.vendor_id) : Promise.resolve(null),
      this.rows<PhotoRow>(
        `maintenance_photos?request_id=eq.${request.id}&select=id,storage_path,width,height,added_by_kind&order=created_at,id`,
      ),
    ]);
    if (!home) return null;
    const unit = lease
      ? await this.one<{ label: string }>(`home_units?id=eq.${lease.unit_id}&select=label`)
      : null;
    return {
      request,
      home,
      unitLabel: unit?.label ?? null,
      limitCents: agreement?.repair_approval_limit_cents ?? null,
      filer,
      vendor,
      photos,
    };
  }

  async event(id: string): Promise<EventRow | null> {
    const row = await this.one<unknown>(
      `maintenance_events?id=eq.${encodeURIComponent(id)}&${eventSelect}`,
    );
    return row === null ? null : maintenanceEventOfRequestSchema.parse(row);
  }

  async latestEventId(requestId: string, kind: string): Promise<string | null> {
    const row = await this.one<{ id: string }>(
      `maintenance_events?request_id=eq.${requestId}&kind=eq.${encodeURIComponent(kind)}&select=id&order=created_at.desc,id.desc&limit=1`,
    );
    return row?.id ?? null;
  }

  async messagesSince(requestId: string, since: string, actorKind: string): Promise<EventRow[]> {
    const rows = await this.rows<unknown>(
      `maintenance_events?request_id=eq.${encodeURIComponent(requestId)}&kind=eq.message&actor_kind=eq.${encodeURIComponent(actorKind)}&created_at=gte.${encodeURIComponent(since)}&${eventSelect}&order=created_at,id&limit=50`,
    );
    return maintenanceEventOfRequestSchema.array().parse(rows);
  }

  person(id: string): Promise<PersonRow | null> {
    return this.one<PersonRow>(
      `people?id=eq.${encodeURIComponent(id)}&select=id,full_name,email,phone,locale`,
    );
  }

  personOfUser(userId: string): Promise<PersonRow | null> {
    return this.one<PersonRow>(
      `people?user_id=eq.${encodeURIComponent(userId)}&select=id,full_name,email,phone,locale`,
    );
  }

  vendor(id: string): Promise<VendorRow | null> {
    return this.one<VendorRow>(
      `vendors?id=eq.${encodeURIComponent(id)}&select=id,name,trade,phone,email`,
    );
  }

  async signPhotoUrls(paths: string[]): Promise<(string | null)[]> {
    const signed = await signPrivateFiles(
      this.files,
      MAINTENANCE_PHOTOS_BUCKET,
      paths.map((path) => ({ path, name: path.split('/').pop() ?? path })),
    );
    return paths.map((p) => signed.get(p) ?? null);
  }

  async storeVendorPhoto(photo: NewPhoto): Promise<void> {
    await this.call(`/storage/v1/object/${MAINTENANCE_PHOTOS_BUCKET}/${photo.path}`, {
      method: 'POST',
      body: photo.bytes,
      headers: { 'Content-Type': photo.type, 'x-upsert': 'false' },
    });
    await this.call('/rest/v1/maintenance_photos', {
      method: 'POST',
      prefer: 'return=minimal',
      body: JSON.stringify({
        id: photo.id,
        request_id: photo.requestId,
        storage_path: photo.path,
        added_by_kind: 'vendor',
        content_type: photo.type,
        size_bytes: photo.bytes.byteLength,
        width: photo.width,
        height: photo.height,
      }),
    });
  }

  async removePhotos(photos: { id: string; path: string }[]): Promise<void> {
    if (photos.length === 0) return;
    await this.call(`/rest/v1/maintenance_photos?id=${inList(photos.map((p) => p.id))}`, {
      method: 'DELETE',
      prefer: 'return=minimal',
    });
    await this.call(`/storage/v1/object/${MAINTENANCE_PHOTOS_BUCKET}`, {
      method: 'DELETE',
      body: JSON.stringify({ prefixes: photos.map((p) => p.path) }),
    });
  }

  async issueLink(
    requestId: string,
    purpose: 'vendor' | 'owner_approval',
    tokenHash: string,
    holder: { vendorId: string | null; personId: string | null },
    amountCents: number | null = null,
  ): Promise<void> {
    await this.rpc('issue_maintenance_link', {
      p_request_id: requestId,
      p_purpose: purpose,
      p_token_hash: tokenHash,
      p_vendor_id: holder.vendorId,
      p_person_id: holder.personId,
      p_amount_cents: amountCents,
    });
  }

  mailRow(id: string): Promise<MailRow | null> {
    return this.one<MailRow>(
      `maintenance_mail?id=eq.${encodeURIComponent(id)}&select=id,request_id,event_id,template,recipient,to_email,person_id,vendor_id`,
    );
  }
}
