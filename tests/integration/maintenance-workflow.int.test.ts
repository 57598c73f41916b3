/**
 * The office's side of maintenance, through supabase-js as staff on the local backend: the guard
 * trigger allows the lifecycle's moves and refuses others with a hint the form maps to a field,
 * scheduling waits for the owner's approval, Civil Code 1954 refusals and the kept notice of entry,
 * the estimate decides the owner's approval (emergencies proceed), the tenant's words and the
 * owner's answer are out of staff's reach, every change is an event with who and when, and mails
 * are queued for the tenant, the owner and the vendor.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  entryNoticeFacts,
  officeInstant,
  officeParts,
  visitFacts,
  MAINTENANCE_EVENT_COLUMNS,
  maintenanceEventSchema,
} from '../../supabase/functions/_shared/contract/maintenance';
import { maintenanceWords } from '../../supabase/functions/_shared/contract/maintenance-words';
import { maintenanceProblem } from '../../src/features/maintenance/api/problems';
import { readQueue } from '../../src/features/maintenance/api/queueQuery';
import { adminClient, serviceClient, uniqueEmail } from '../support/backend';
import { maintenanceSeed } from '../support/portalSeed';

interface Fixture {
  homeId: string;
  leaseId: string;
  tenantEmail: string;
  ownerEmail: string;
}

const LIMIT_CENTS = 50_000;

async function must<T>(p: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await p;
  if (error) throw new Error(error.message);
  return data;
}

/** A home (approval limit $500) with an owner and a tenant's active lease. */
async function fixture(): Promise<Fixture> {
  const svc = serviceClient();
  const tag = randomUUID().slice(0, 8);
  const home = await must(
    svc
      .from('managed_homes')
      .insert({ street: `${tag} Repair Way`, city: 'Covina', zip_code: '91724' })
      .select('id')
      .single(),
  );
  const homeId = (home as { id: string }).id;
  await must(
    svc.from('management_agreements').insert({
      home_id: homeId,
      plan: 'standard',
      starts_on: '2026-01-01',
      repair_approval_limit_cents: LIMIT_CENTS,
    }),
  );
  const unit = await must(
    svc.from('home_units').insert({ home_id: homeId, label: 'Unit 1' }).select('id').single(),
  );
  const tenantEmail = uniqueEmail('mt-tenant');
  const ownerEmail = uniqueEmail('mt-owner');
  const people = (await must(
    svc
      .from('people')
      .insert([
        { full_name: 'Mia Tenant', email: tenantEmail },
        { full_name: 'Oscar Owner', email: ownerEmail },
      ])
      .select('id, email'),
  )) as { id: string; email: string }[];
  const tenantId = people.find((p) => p.email === tenantEmail)!.id;
  const ownerId = people.find((p) => p.email === ownerEmail)!.id;
  await must(svc.from('home_owners').insert({ home_id: homeId, person_id: ownerId }));
  const lease = await must(
    svc
      .from('leases')
      .insert({
        home_id: homeId,
        unit_id: (unit as { id: string }).id,
        starts_on: '2026-01-01',
        rent_cents: 250_000,
        status: 'active',
      })
      .select('id')
      .single(),
  );
  const leaseId = (lease as { id: string }).id;
  await must(svc.from('lease_tenants').insert({ lease_id: leaseId, person_id: tenantId }));
  return { homeId, leaseId, tenantEmail, ownerEmail };
}

async function newRequest(
  f: Fixture,
  options: { urgent?: boolean; permission?: 'yes' | 'call_first' } = {},
): Promise<string> {
  const row = await must(
    serviceClient()
      .from('maintenance_requests')
      .insert({
        home_id: f.homeId,
        lease_id: f.leaseId,
        idempotency_key: randomUUID(),
        category: 'plumbing',
        location: 'Kitchen',
        description: 'The kitchen faucet drips all night long.',
        entry_permission: options.permission ?? 'call_first',
        urgent: options.urgent ?? false,
        emergency: options.urgent ? 'flooding' : null,
      })
      .select('id')
      .single(),
  );
  return (row as { id: string }).id;
}

/** A weekday at least two days ahead, office time (so "24 hours' notice" holds). */
function businessDay(daysAhead = 2): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  for (;;) {
    const parts = officeParts(new Date(`${d.toISOString().slice(0, 10)}T20:00:00Z`));
    if (parts.weekday !== 'Sat' && parts.weekday !== 'Sun') return parts.date;
    d.setUTCDate(d.getUTCDate() + 1);
  }
}

function nextSaturday(): string {
  const d = new Date(Date.now() + 2 * 86_400_000);
  while (officeParts(new Date(`${d.toISOString().slice(0, 10)}T20:00:00Z`)).weekday !== 'Sat') {
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return d.toISOString().slice(0, 10);
}

const window = (date: string, from: string, to: string) => ({
  visit_starts_at: officeInstant(date, from).toISOString(),
  visit_ends_at: officeInstant(date, to).toISOString(),
});

describe('maintenance workflow as staff (RLS and the guard trigger)', () => {
  let staff: SupabaseClient;
  let f: Fixture;
  let staffId: string;

  beforeAll(async () => {
    staff = await adminClient();
    staffId = (await staff.auth.getUser()).data.user!.id;
    f = await fixture();
  }, 60_000);

  /** The owner's columns staff read through their reader function (no column grant). */
  const ownerColumns = async (id: string) => {
    const { data, error } = await staff.rpc('maintenance_request_owner_columns', {
      p_request_ids: [id],
    });
    if (error) throw error;
    return (data as { owner_approval: string; actual_cost_cents: number | null }[])[0];
  };

  // As the staff screen does (admin-maintenance/api/maintenance.ts updateRequest).
  const update = async (id: string, change: Record<string, unknown>) => {
    const res = await staff
      .from('maintenance_requests')
      .update(change)
      .eq('id', id)
      .select('status')
      .single();
    if (res.error) return { data: null, error: res.error };
    const owner = await ownerColumns(id);
    return {
      data: { status: res.data.status, owner_approval: owner?.owner_approval },
      error: null,
    };
  };

  it('moves along the lifecycle and refuses a skipped step with a clear message', async () => {
    const id = await newRequest(f, { permission: 'yes' });
    const skipped = await update(id, { status: 'in_progress' });
    expect(skipped.error?.hint).toBe('maintenance_transition');
    expect(skipped.error?.message).toBe("A request that is submitted can't become in progress");
    expect(maintenanceProblem(skipped.error!)).toEqual({
      field: null,
      message: skipped.error!.message,
    });

    expect((await update(id, { status: 'acknowledged' })).data?.status).toBe('acknowledged');
    const scheduled = await update(id, {
      status: 'scheduled',
      vendor_id: maintenanceSeed.plumber.id,
      ...window(businessDay(), '10:00', '12:00'),
    });
    expect(scheduled.error).toBeNull();
    expect((await update(id, { status: 'in_progress' })).data?.status).toBe('in_progress');
    expect(
      (await update(id, { status: 'completed', actual_cost_cents: 18_000 })).data?.status,
    ).toBe('completed');
    expect((await update(id, { status: 'closed' })).data?.status).toBe('closed');
    const reopened = await update(id, { status: 'in_progress' });
    expect(reopened.error?.hint).toBe('maintenance_transition');

    const declined = await newRequest(f);
    const noReason = await update(declined, { status: 'declined' });
    expect(maintenanceProblem(noReason.error!)?.field).toBe('reason');
    expect(
      (await update(declined, { status: 'declined', decline_reason: 'A tenant repair' })).error,
    ).toBeNull();

    const row = await must(
      staff
        .from('maintenance_requests')
        .select('acknowledged_at, completed_at, closed_at')
        .eq('id', id)
        .single(),
    );
    expect(await ownerColumns(id)).toMatchObject({ actual_cost_cents: 18_000 });
    expect((row as { closed_at: string | null }).closed_at).not.toBeNull();
  });

  it('scheduling needs a vendor and a window', async () => {
    const id = await newRequest(f, { permission: 'yes' });
    await update(id, { status: 'acknowledged' });
    const bare = await update(id, { status: 'scheduled' });
    expect(bare.error?.hint).toBe('maintenance_schedule_incomplete');
    expect(maintenanceProblem(bare.error!)?.field).toBe('vendorId');
  });

  it('an estimate above the limit waits for the owner; scheduling is refused meanwhile', async () => {
    const id = await newRequest(f, { permission: 'yes' });
    await update(id, { status: 'acknowledged' });
    const within = await update(id, { estimate_cents: LIMIT_CENTS });
    expect(within.data).toEqual({ status: 'acknowledged', owner_approval: 'not_needed' });
    const above = await update(id, { estimate_cents: LIMIT_CENTS + 1 });
    expect(above.data).toEqual({ status: 'awaiting_owner_approval', owner_approval: 'pending' });

    const early = await update(id, {
      status: 'scheduled',
      vendor_id: maintenanceSeed.plumber.id,
      ...window(businessDay(), '10:00', '12:00'),
    });
    expect(early.error?.hint).toBe('maintenance_needs_approval');
    expect(early.error?.message).toBe('The owner has not approved this repair');

    // The owner's answer is not staff's to give: owner_approval has no column grant.
    const forged = await staff
      .from('maintenance_requests')
      .update({ owner_approval: 'approved' })
      .eq('id', id);
    expect(forged.error).not.toBeNull();
    expect(forged.error?.code).toBe('42501');
    expect(await ownerColumns(id)).toMatchObject({ owner_approval: 'pending' });

    // The owner is mailed the approval request.
    const mail = await must(
      serviceClient().from('maintenance_mail').select('template, to_email').eq('request_id', id),
    );
    expect(mail).toContainEqual({ template: 'owner_approval', to_email: f.ownerEmail });
  });

  it('an urgent estimate above the limit proceeds and tells the owner', async () => {
    const id = await newRequest(f, { urgent: true });
    await update(id, { status: 'acknowledged' });
    const above = await update(id, { estimate_cents: 250_000 });
    expect(above.data).toEqual({ status: 'acknowledged', owner_approval: 'emergency_proceeded' });
    // Urgent: scheduled at once, even tomorrow morning early, without notice.
    const soon = await update(id, {
      status: 'scheduled',
      vendor_id: maintenanceSeed.plumber.id,
      visit_starts_at: new Date(Date.now() + 2 * 3600_000).toISOString(),
      visit_ends_at: new Date(Date.now() + 4 * 3600_000).toISOString(),
    });
    expect(soon.error).toBeNull();
    const events = await must(staff.from('maintenance_events').select('kind').eq('request_id', id));
    const kinds = (events as { kind: string }[]).map((e) => e.kind);
    expect(kinds).toContain('emergency_proceeded');
    expect(kinds).not.toContain('entry_notice');
    const mail = await must(
      serviceClient().from('maintenance_mail').select('template').eq('request_id', id),
    );
    expect((mail as { template: string }[]).map((m) => m.template)).toContain('owner_emergency');
  });

  it('urgency raised in the same change that schedules waives no notice (Civil Code 1954)', async () => {
    const id = await newRequest(f);
    await update(id, { status: 'acknowledged' });
    const vendor = { status: 'scheduled', vendor_id: maintenanceSeed.plumber.id };
    // 17 hours ahead, whatever day the suite runs: under the 24 hours' notice.
    const soon = {
      visit_starts_at: new Date(Date.now() + 17 * 3600_000).toISOString(),
      visit_ends_at: new Date(Date.now() + 19 * 3600_000).toISOString(),
    };
    const flipped = await update(id, { ...vendor, ...soon, urgent: true });
    expect(flipped.error?.hint).toBe('maintenance_entry_notice');
    // A Saturday with the notice given: refused for business hours, urgent flag or not.
    const saturday = await update(id, {
      ...vendor,
      ...window(nextSaturday(), '10:00', '12:00'),
      urgent: true,
    });
    expect(saturday.error?.hint).toBe('maintenance_entry_hours');
    // Urgency on record first (its own change), then the visit may go ahead without notice.
    expect((await update(id, { urgent: true })).error).toBeNull();
    expect((await update(id, { ...vendor, ...soon })).error).toBeNull();
  });

  it('a permission to enter given on the form waives no notice (Civil Code 1954(d))', async () => {
    const id = await newRequest(f, { permission: 'yes' });
    await update(id, { status: 'acknowledged' });
    const vendor = { status: 'scheduled', vendor_id: maintenanceSeed.plumber.id };
    const soon = await update(id, {
      ...vendor,
      visit_starts_at: new Date(Date.now() + 3 * 3600_000).toISOString(),
      visit_ends_at: new Date(Date.now() + 5 * 3600_000).toISOString(),
    });
    expect(soon.error?.hint).toBe('maintenance_entry_notice');
    expect(
      (await update(id, { ...vendor, ...window(businessDay(), '10:00', '12:00') })).error,
    ).toBeNull();
    const kinds = (
      (await must(staff.from('maintenance_events').select('kind').eq('request_id', id))) as {
        kind: string;
      }[]
    ).map((e) => e.kind);
    expect(kinds).toContain('entry_notice');
  });

  it('without permission: Civil Code 1954 refusals, then the written notice is kept and mailed', async () => {
    const id = await newRequest(f, { permission: 'call_first' });
    await update(id, { status: 'acknowledged' });
    const vendor = { status: 'scheduled', vendor_id: maintenanceSeed.plumber.id };

    const past = await update(id, {
      ...vendor,
      visit_starts_at: new Date(Date.now() - 3600_000).toISOString(),
      visit_ends_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(past.error?.hint).toBe('maintenance_visit_past');

    const soon = await update(id, {
      ...vendor,
      visit_starts_at: new Date(Date.now() + 3 * 3600_000).toISOString(),
      visit_ends_at: new Date(Date.now() + 5 * 3600_000).toISOString(),
    });
    expect(soon.error?.hint).toBe('maintenance_entry_notice');
    expect(soon.error?.message).toContain('at least 24 hours');
    expect(maintenanceProblem(soon.error!)?.field).toBe('date');

    const weekend = await update(id, { ...vendor, ...window(nextSaturday(), '10:00', '12:00') });
    expect(weekend.error?.hint).toBe('maintenance_entry_hours');
    expect(maintenanceProblem(weekend.error!)?.field).toBe('from');
    const evening = await update(id, { ...vendor, ...window(businessDay(), '16:00', '18:00') });
    expect(evening.error?.hint).toBe('maintenance_entry_hours');

    const day = businessDay();
    const ok = await update(id, {
      ...vendor,
      ...window(day, '09:00', '11:00'),
      access_notes: 'Gate code 4412',
    });
    expect(ok.error).toBeNull();

    // Every event the database wrote decodes by the contract's schema of its kind.
    const events = maintenanceEventSchema
      .array()
      .parse(
        await must(
          staff
            .from('maintenance_events')
            .select(MAINTENANCE_EVENT_COLUMNS)
            .eq('request_id', id)
            .order('created_at'),
        ),
      );
    const notice = events.find((e) => e.kind === 'entry_notice');
    expect(notice).toMatchObject({
      audience: 'everyone',
      actor_kind: 'staff',
      actor_user_id: staffId,
    });
    // The notice's facts, worded in the tenant's language when mailed and shown.
    const facts = notice?.kind === 'entry_notice' ? entryNoticeFacts(notice.details) : null;
    expect(facts).toMatchObject({ category: 'plumbing', location: 'Kitchen' });
    expect(facts!.address).toMatch(/Repair Way, Unit 1, Covina, CA 91724$/);
    expect(new Date(facts!.startsAt).toISOString()).toBe(officeInstant(day, '09:00').toISOString());
    expect(new Date(facts!.endsAt).toISOString()).toBe(officeInstant(day, '11:00').toISOString());
    expect(maintenanceWords.es.entryNoticeText(facts!)).toContain(
      '(hora del Pacífico) con este propósito',
    );
    const scheduledEvent = events.find((e) => e.kind === 'scheduled');
    expect(
      scheduledEvent?.kind === 'scheduled' ? visitFacts(scheduledEvent.details)?.startsAt : null,
    ).toBeDefined();

    const mail = (await must(
      serviceClient()
        .from('maintenance_mail')
        .select('template, recipient, to_email')
        .eq('request_id', id),
    )) as { template: string; recipient: string; to_email: string | null }[];
    expect(mail).toContainEqual({
      template: 'tenant_entry_notice',
      recipient: 'tenant',
      to_email: f.tenantEmail,
    });
    expect(mail).toContainEqual(
      expect.objectContaining({ template: 'vendor_work_order', recipient: 'vendor' }),
    );
    expect(mail).toContainEqual({
      template: 'tenant_visit',
      recipient: 'tenant',
      to_email: f.tenantEmail,
    });
  });

  it('keeps the tenant’s words as written', async () => {
    const id = await newRequest(f);
    // Staff have no grant on them at all...
    const edit = await staff
      .from('maintenance_requests')
      .update({ description: 'Edited by the office' })
      .eq('id', id);
    expect(edit.error?.code).toBe('42501');
    // ...and the trigger refuses even the service role.
    const svc = await serviceClient()
      .from('maintenance_requests')
      .update({ description: 'Edited by a function' })
      .eq('id', id);
    expect(svc.error?.hint).toBe('maintenance_tenant_words');
    const row = await must(
      staff.from('maintenance_requests').select('description').eq('id', id).single(),
    );
    expect(row).toEqual({ description: 'The kitchen faucet drips all night long.' });
  });

  it('writes every change and message as an event with who and when; notes stay internal', async () => {
    const id = await newRequest(f);
    await update(id, { status: 'acknowledged' });
    const message = await staff.from('maintenance_events').insert({
      request_id: id,
      kind: 'message',
      audience: 'tenant',
      actor_kind: 'tenant', // the stamp trigger puts the real actor
      body: 'A plumber will call you tomorrow.',
    });
    expect(message.error).toBeNull();
    const note = await staff.from('maintenance_events').insert({
      request_id: id,
      kind: 'note',
      audience: 'staff',
      actor_kind: 'staff',
      body: 'Tenant caused this last year too.',
    });
    expect(note.error).toBeNull();
    // A note can't be addressed to the tenant.
    const leaky = await staff.from('maintenance_events').insert({
      request_id: id,
      kind: 'note',
      audience: 'tenant',
      actor_kind: 'staff',
      body: 'Oops',
    });
    expect(leaky.error).not.toBeNull();

    const events = (await must(
      staff
        .from('maintenance_events')
        .select('kind, audience, actor_kind, actor_user_id, from_status, to_status, created_at')
        .eq('request_id', id)
        .order('created_at'),
    )) as {
      kind: string;
      audience: string;
      actor_kind: string;
      actor_user_id: string | null;
      from_status: string | null;
      to_status: string | null;
      created_at: string;
    }[];
    expect(events.map((e) => e.kind)).toEqual(['submitted', 'status', 'message', 'note']);
    expect(events[1]).toMatchObject({
      from_status: 'submitted',
      to_status: 'acknowledged',
      actor_kind: 'staff',
      actor_user_id: staffId,
    });
    expect(events[2]).toMatchObject({
      audience: 'tenant',
      actor_kind: 'staff',
      actor_user_id: staffId,
    });
    expect(events[3]).toMatchObject({ audience: 'staff', actor_kind: 'staff' });
    for (const e of events) expect(Number.isNaN(Date.parse(e.created_at))).toBe(false);

    const mail = (await must(
      serviceClient().from('maintenance_mail').select('template, event_id').eq('request_id', id),
    )) as { template: string }[];
    const templates = mail.map((m) => m.template);
    expect(templates).toContain('tenant_status');
    expect(templates).toContain('tenant_message');
    // The internal note mails no one.
    expect(templates.filter((t) => t === 'tenant_message')).toHaveLength(1);
  });

  it('the queue lists open requests first, urgent on top, then oldest; filters and bounds hold', async () => {
    const home = await fixture();
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const base = {
      home_id: home.homeId,
      lease_id: home.leaseId,
      location: 'Hall',
      description: 'Something needs fixing here.',
      entry_permission: 'yes',
      // A bulk insert sends every key for every row: no defaults.
      urgent: false,
      status: 'submitted',
    };
    const rows = (await must(
      serviceClient()
        .from('maintenance_requests')
        .insert([
          { ...base, idempotency_key: randomUUID(), category: 'plumbing', created_at: ago(2880) },
          {
            ...base,
            idempotency_key: randomUUID(),
            category: 'electrical',
            urgent: true,
            created_at: ago(60),
          },
          { ...base, idempotency_key: randomUUID(), category: 'plumbing', created_at: ago(10) },
          {
            ...base,
            idempotency_key: randomUUID(),
            category: 'pests',
            status: 'closed',
            created_at: ago(5),
          },
          // Marked done, not closed: still the office's work (check with the tenant, close).
          {
            ...base,
            idempotency_key: randomUUID(),
            category: 'appliance',
            status: 'completed',
            created_at: ago(30),
          },
        ])
        .select('id, category, urgent, status'),
    )) as { id: string; category: string; urgent: boolean; status: string }[];
    const [oldRoutine, urgent, newRoutine, closed, done] = rows.map((r) => r.id);
    const ids = async (
      status: 'open' | 'all' | 'closed' | 'completed',
      category: '' | 'plumbing' = '',
      limit = 50,
    ) =>
      (await readQueue(staff, { homeId: home.homeId, status, category }, limit)).rows.map(
        (r) => r.id,
      );

    expect(await ids('open')).toEqual([urgent, oldRoutine, done, newRoutine]);
    expect(await ids('all')).toEqual([urgent, oldRoutine, done, newRoutine, closed]);
    expect(await ids('closed')).toEqual([closed]);
    expect(await ids('completed')).toEqual([done]);
    expect(await ids('open', 'plumbing')).toEqual([oldRoutine, newRoutine]);
    const page = await readQueue(staff, { homeId: home.homeId, status: 'all', category: '' }, 2);
    expect(page).toMatchObject({ more: true });
    expect(page.rows.map((r) => r.id)).toEqual([urgent, oldRoutine]);
    expect(page.rows[0]).toMatchObject({ unit: 'Unit 1', urgent: true, category: 'electrical' });
  });
});
