/**
 * Sample stored rows and an in-memory MaintenanceStore for the maintenance function's Deno tests
 * (supabase/functions/maintenance/handler_test.ts, _shared/maintenance/mail_test.ts). Every call
 * is recorded in `calls`.
 */
import {
  maintenanceEventOfRequestSchema,
  type LinkOutcome,
} from '../../../supabase/functions/_shared/contract/maintenance.ts';
import type {
  EventRow,
  LinkState,
  MailRow,
  MaintenanceStore,
  NewPhoto,
  PersonRow,
  RequestContext,
  VendorRow,
} from '../../../supabase/functions/_shared/maintenance/store.ts';
import type { MailMessage } from '../../../supabase/functions/_shared/platform/mailer.ts';
import type { MaintenanceDeps } from '../../../supabase/functions/maintenance/handler.ts';
import type { OutboxKind } from '../../../supabase/functions/_shared/contract/outbox.ts';
import type {
  OutboxOutcome,
  OutboxRow,
  OutboxStore,
} from '../../../supabase/functions/_shared/platform/outbox.ts';

export const tenant: PersonRow = {
  id: 'p-tenant',
  full_name: 'Jordan Avila',
  email: 'tenant1@example.com',
  phone: '(909) 555-0183',
};
export const owner: PersonRow = {
  id: 'p-owner',
  full_name: 'Olivia Marsh',
  email: 'owner1@example.com',
  phone: null,
};
export const vendor: VendorRow = {
  id: 'v-1',
  name: 'Valley Plumbing & Rooter',
  trade: 'plumbing',
  phone: '(909) 555-0141',
  email: 'valley-plumbing@example.com',
};

/** Tenant-written words full of markup: they must never reach a subject or unescaped HTML. */
export const TENANT_WORDS = {
  location: 'Kitchen <b>sink</b>',
  description: 'Water <script>alert(1)</script> everywhere & "more"',
};

export function sampleContext(overrides: Partial<RequestContext['request']> = {}): RequestContext {
  return {
    request: {
      id: '11111111-1111-4111-8111-111111111111',
      created_at: '2026-11-30T17:05:00Z',
      home_id: 'h-1',
      lease_id: 'l-1',
      person_id: tenant.id,
      category: 'plumbing',
      location: TENANT_WORDS.location,
      description: TENANT_WORDS.description,
      entry_permission: 'call_first',
      pets: 'A friendly cat',
      good_times: 'Weekdays after 3 PM',
      available_days: 'weekdays',
      available_from: '15:00:00',
      available_to: null,
      share_contact: false,
      emergency: null,
      urgent: false,
      status: 'scheduled',
      decline_reason: null,
      vendor_id: vendor.id,
      visit_starts_at: '2026-12-02T17:00:00Z',
      visit_ends_at: '2026-12-02T19:00:00Z',
      vendor_confirmed_at: null,
      access_notes: 'Lockbox 1234 by the side gate',
      estimate_cents: 80000,
      actual_cost_cents: null,
      cost_state: 'none',
      owner_approval: 'pending',
      approval_cents: 80000,
      owner_approval_note: null,
      completion_note: null,
      completed_at: null,
      ...overrides,
    },
    home: { street: '1520 N Garey Ave', city: 'Pomona', state: 'CA', zip_code: '91767' },
    unitLabel: 'Unit A',
    limitCents: 50000,
    filer: tenant,
    vendor,
    photos: [
      {
        id: 'ph-1',
        storage_path: '11111111-1111-4111-8111-111111111111/ph-1.webp',
        width: 1600,
        height: 1200,
        added_by_kind: 'tenant',
      },
    ],
  };
}

/** An event row as the database answers it, decoded by the contract as the store does. */
export function sampleEvent(overrides: Record<string, unknown> = {}): EventRow {
  return maintenanceEventOfRequestSchema.parse({
    id: 'e-1',
    request_id: '11111111-1111-4111-8111-111111111111',
    created_at: '2026-11-30T17:05:00Z',
    kind: 'submitted',
    audience: 'everyone',
    actor_kind: 'tenant',
    actor_user_id: null,
    from_status: null,
    to_status: 'submitted',
    body: null,
    details: {},
    ...overrides,
  });
}

export class FakeStore implements MaintenanceStore, OutboxStore {
  calls: string[] = [];
  ctx: RequestContext | null = sampleContext();
  events = new Map<string, EventRow>([['e-1', sampleEvent()]]);
  latestScheduled: string | null = 'e-1';
  links = new Map<string, LinkState>();
  mail: MailRow[] = [];
  recorded: { id: string; status: OutboxOutcome; error: string | null }[] = [];
  stored: NewPhoto[] = [];
  removed: string[] = [];
  /** What completeJob answers (the database's outcome). */
  completeOutcome: LinkOutcome = 'ok';
  submitImpl: MaintenanceStore['submit'] = () =>
    Promise.resolve({ id: 'new-id', duplicate: false });

  submit(...args: Parameters<MaintenanceStore['submit']>) {
    this.calls.push('submit');
    return this.submitImpl(...args);
  }
  linkState(hash: string) {
    this.calls.push('linkState');
    return Promise.resolve(this.links.get(hash) ?? null);
  }
  confirmVisit(hash: string) {
    this.calls.push('confirmVisit');
    const link = this.links.get(hash);
    return Promise.resolve<LinkOutcome>(link?.purpose === 'vendor' ? link.state : 'unknown');
  }
  completeJob(_hash: string, note: string, cents: number) {
    this.calls.push(`completeJob:${note}:${cents}`);
    return Promise.resolve(this.completeOutcome);
  }
  decideByLink(_hash: string, decision: string, note: string) {
    this.calls.push(`decide:${decision}:${note}`);
    return Promise.resolve<LinkOutcome>('ok');
  }
  requestContext() {
    return Promise.resolve(this.ctx);
  }
  event(id: string) {
    return Promise.resolve(this.events.get(id) ?? null);
  }
  latestEventId() {
    return Promise.resolve(this.latestScheduled);
  }
  messagesSince(requestId: string, since: string, actorKind: string) {
    return Promise.resolve(
      [...this.events.values()]
        .filter(
          (e) =>
            e.request_id === requestId &&
            e.kind === 'message' &&
            e.actor_kind === actorKind &&
            e.created_at >= since,
        )
        .sort((a, b) => a.created_at.localeCompare(b.created_at)),
    );
  }
  person(id: string) {
    return Promise.resolve([tenant, owner].find((p) => p.id === id) ?? null);
  }
  personOfUser() {
    return Promise.resolve(tenant);
  }
  vendor() {
    return Promise.resolve(vendor);
  }
  signPhotoUrls(paths: string[]) {
    return Promise.resolve(paths.map((p) => `https://api.example/storage/v1/object/sign/${p}?t=x`));
  }
  storeVendorPhoto(photo: NewPhoto) {
    this.calls.push(`store:${photo.path}`);
    this.stored.push(photo);
    return Promise.resolve();
  }
  removePhotos(photos: { id: string; path: string }[]) {
    this.removed.push(...photos.map((p) => p.path));
    return Promise.resolve();
  }
  issueLink(
    _request: string,
    purpose: string,
    _hash: string,
    holder: object,
    amountCents: number | null = null,
  ) {
    this.calls.push(
      `issueLink:${purpose}:${JSON.stringify(holder)}${amountCents === null ? '' : `:${amountCents}`}`,
    );
    return Promise.resolve();
  }
  /** Claimed maintenance_mail rows, by id (the outbox's ref). */
  private claimed = new Map<string, MailRow>();
  mailRow(id: string) {
    return Promise.resolve(this.claimed.get(id) ?? this.mail.find((m) => m.id === id) ?? null);
  }
  /** The outbox of `mail`: every row due, each claimed once. */
  claim(_kinds: readonly OutboxKind[], _limit: number): Promise<OutboxRow[]> {
    const due = this.mail;
    this.mail = [];
    for (const m of due) this.claimed.set(m.id, m);
    return Promise.resolve(
      due.map((m) => ({ id: m.id, kind: 'maintenance' as const, ref: m.id, attempts: 1 })),
    );
  }
  record(id: string, status: OutboxOutcome, error: string | null) {
    this.recorded.push({ id, status, error });
    return Promise.resolve();
  }
}

export function fakeDeps(store = new FakeStore()) {
  const sent: MailMessage[] = [];
  const deferred: Promise<unknown>[] = [];
  const deps: MaintenanceDeps = {
    store,
    outbox: store,
    send: (m) => {
      sent.push(m);
      return Promise.resolve();
    },
    siteUrl: 'https://site.example',
    companyName: 'Summit',
    officeEmail: 'office@example.com',
    onCallEmail: 'oncall@example.com',
    log: () => {},
    defer: (task) => deferred.push(task),
  };
  return { deps, store, sent, deferred };
}

export function mailRow(template: string, overrides: Partial<MailRow> = {}): MailRow {
  const recipient = template.split('_')[0] as MailRow['recipient'];
  const addressed = !['office', 'on'].includes(template.split('_')[0]!);
  return {
    id: `m-${template}`,
    request_id: '11111111-1111-4111-8111-111111111111',
    event_id: 'e-1',
    template,
    recipient: template === 'on_call' ? 'on_call' : recipient,
    to_email: addressed ? `${recipient}@example.com` : null,
    person_id: recipient === 'tenant' ? tenant.id : recipient === 'owner' ? owner.id : null,
    vendor_id: recipient === 'vendor' ? vendor.id : null,
    ...overrides,
  };
}
