/**
 * The maintenance function end to end through supabase-js, the real function and the mail
 * catcher: a tenant files (validated, idempotent, refused on another's or an ended lease), the
 * mails go out from the queue (the office's, the tenant's, the on-call one of an emergency), staff
 * schedule through the Data API, the vendor's link reads the work order (the tenant's contact
 * only when shared), confirms and completes with a photo (once), the owner decides by link
 * (once), a GET changes nothing, an expired link says so, and a failed mail is retried.
 * One shared backend; each test builds on the one before, as the real loop does.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  anonClient,
  cronHeaders,
  functionsUrl,
  serviceClient,
  testEnv,
} from '../support/backend';
import { waitForEmail, type CaughtEmail } from '../support/mailcatcher';
import { maintenanceSeed, PORTAL_SEED_PASSWORD, portalSeed } from '../support/portalSeed';
import {
  MAINTENANCE_FUNCTION,
  officeInstant,
  officeParts,
} from '../../supabase/functions/_shared/contract/maintenance';

const run = randomUUID().slice(0, 8);
const OFFICE_INBOX = 'leads@summitflatfeepm.com';
const jpeg = readFileSync(path.resolve(import.meta.dirname, '../fixtures/images/house.jpg'));

const service = serviceClient();
let admin: SupabaseClient;
let tenant1Token: string;
let tenant2Token: string;

async function signIn(email: string): Promise<string> {
  const c = anonClient();
  const { data, error } = await c.auth.signInWithPassword({
    email,
    password: PORTAL_SEED_PASSWORD,
  });
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.message}`);
  return data.session.access_token;
}

/** POST to the function: JSON (with a session when given) or a form. */
async function call(body: object | FormData, token?: string, extra: Record<string, string> = {}) {
  const form = body instanceof FormData;
  const res = await fetch(functionsUrl(MAINTENANCE_FUNCTION), {
    method: 'POST',
    headers: {
      ...extra,
      apikey: testEnv().anonKey,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(form ? {} : { 'Content-Type': 'application/json' }),
    },
    body: form ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The sender, as pg_cron runs it (with the scheduler's secret). */
const sendMail = () => call({ action: 'send' }, undefined, cronHeaders());

function request(overrides: Record<string, unknown> = {}) {
  return {
    leaseId: portalSeed.home1.lease,
    category: 'plumbing',
    location: `Bathroom ${run}`,
    description: `The shower drains slowly (${run}).`,
    entryPermission: 'call_first',
    pets: 'A friendly cat',
    goodTimes: 'Weekdays after 3 PM',
    shareContact: false,
    emergency: null,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

/** A weekday at least two days ahead, 10:00 to 12:00 office time (Civil Code 1954's hours). */
function visitWindow() {
  let at = new Date(Date.now() + 2 * 86_400_000);
  while (['Sat', 'Sun'].includes(officeParts(at).weekday)) at = new Date(at.getTime() + 86_400_000);
  const day = officeParts(at).date;
  return {
    visit_starts_at: officeInstant(day, '10:00').toISOString(),
    visit_ends_at: officeInstant(day, '12:00').toISOString(),
  };
}

const mailFor = (to: string, marker: string, subject?: string) =>
  waitForEmail(
    (m: CaughtEmail) =>
      m.to.some((a) => a.address === to) &&
      (m.text ?? '').includes(marker) &&
      (subject === undefined || m.subject.startsWith(subject)),
    20_000,
  );

const tokenIn = (mail: CaughtEmail, pathName: string) => {
  const match = new RegExp(`${pathName}#t=([A-Za-z0-9_-]{43})`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${pathName} link in: ${mail.text}`);
  return match[1]!;
};

async function requestRow(id: string) {
  const { data, error } = await service
    .from('maintenance_requests')
    .select('*')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data as Record<string, unknown>;
}

/** The repair costs posted to the owner's ledger for a request. */
async function repairEntries(id: string) {
  const { data, error } = await service
    .from('ledger_entries')
    .select('amount_cents, posted_by, posted_via, memo, period')
    .eq('maintenance_request_id', id)
    .eq('kind', 'repair_cost');
  if (error) throw error;
  return data;
}

/** A supabase-js client signed in as a seeded person. */
async function clientOf(email: string): Promise<SupabaseClient> {
  const c = anonClient();
  const { error } = await c.auth.signInWithPassword({ email, password: PORTAL_SEED_PASSWORD });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return c;
}

async function staffUpdate(id: string, values: Record<string, unknown>) {
  const { error } = await admin.from('maintenance_requests').update(values).eq('id', id);
  if (error) throw new Error(`${error.message} (${error.hint ?? ''})`);
}

beforeAll(async () => {
  [admin, tenant1Token, tenant2Token] = await Promise.all([
    adminClient(),
    signIn(portalSeed.tenant1.email),
    signIn(portalSeed.tenant2.email),
  ]);
}, 60_000);

describe('maintenance function', { timeout: 60_000 }, () => {
  const routine = request();
  let routineId = '';
  let emergencyId = '';
  let vendorToken = '';
  let sharedVendorToken = '';

  it('files a valid request as the tenant: row, event, the tenant’s and the office’s mails', async () => {
    const res = await call({ action: 'submit', request: routine }, tenant1Token);
    expect(res.status).toBe(200);
    expect(res.body.duplicate).toBe(false);
    routineId = String(res.body.id);

    const row = await requestRow(routineId);
    expect(row).toMatchObject({
      status: 'submitted',
      person_id: portalSeed.tenant1.personId,
      home_id: portalSeed.home1.id,
      location: routine.location,
      urgent: false,
    });
    const { data: events } = await service
      .from('maintenance_events')
      .select('kind')
      .eq('request_id', routineId);
    expect(events).toEqual([{ kind: 'submitted' }]);

    const office = await mailFor(OFFICE_INBOX, `/admin/maintenance/${routineId}`);
    expect(office.subject).toBe('New maintenance request: Plumbing at 1520 N Garey Ave, Unit A');
    expect(office.text).toContain(routine.description);
    const tenant = await mailFor(portalSeed.tenant1.email, routine.description);
    expect(tenant.subject).toBe('We received your maintenance request: Plumbing');
  });

  it('answers the same idempotency key with the first request, filing nothing twice', async () => {
    const res = await call({ action: 'submit', request: routine }, tenant1Token);
    expect(res.body).toEqual({ id: routineId, duplicate: true });
    const { count } = await service
      .from('maintenance_requests')
      .select('id', { count: 'exact', head: true })
      .eq('idempotency_key', routine.idempotencyKey);
    expect(count).toBe(1);
  });

  it('answers invalid input with field errors, and refuses without a session', async () => {
    const res = await call(
      { action: 'submit', request: request({ description: 'Drips', location: ' ' }) },
      tenant1Token,
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(Object.keys(res.body.fields as object).sort()).toEqual(['description', 'location']);
    const anonymous = await call({ action: 'submit', request: request() }, testEnv().anonKey);
    expect(anonymous.status).toBe(401);
  });

  it('refuses another tenant’s lease', async () => {
    const res = await call({ action: 'submit', request: request() }, tenant2Token);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('not_your_lease');
  });

  it('refuses an ended lease with a clear message', async () => {
    // tenant1's former home (a home of its own, removed again: the seed's homes stay as they are).
    const home = await service
      .from('managed_homes')
      .insert({ street: `${run} Former Way`, city: 'Covina', zip_code: '91722' })
      .select('id')
      .single();
    const homeId = (home.data as { id: string }).id;
    const unit = await service
      .from('home_units')
      .insert({ home_id: homeId, label: 'Main house' })
      .select('id')
      .single();
    const lease = await service
      .from('leases')
      .insert({
        home_id: homeId,
        unit_id: (unit.data as { id: string }).id,
        starts_on: '2024-01-01',
        ends_on: '2025-01-01',
        rent_cents: 200000,
        status: 'ended',
      })
      .select('id')
      .single();
    const leaseId = (lease.data as { id: string }).id;
    const tenant = await service
      .from('lease_tenants')
      .insert({ lease_id: leaseId, person_id: portalSeed.tenant1.personId });
    expect(tenant.error).toBeNull();
    try {
      const res = await call({ action: 'submit', request: request({ leaseId }) }, tenant1Token);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('lease_ended');
      expect(String(res.body.message)).toMatch(/lease has ended.*call the office/);
    } finally {
      await service.from('lease_tenants').delete().eq('lease_id', leaseId);
      await service.from('leases').delete().eq('id', leaseId);
      await service.from('managed_homes').delete().eq('id', homeId);
    }
  });

  it('mails the on-call address at once for an emergency', async () => {
    const marker = `Water everywhere ${run}`;
    const res = await call(
      {
        action: 'submit',
        request: request({ emergency: 'flooding', description: marker, shareContact: true }),
      },
      tenant1Token,
    );
    emergencyId = String(res.body.id);
    expect((await requestRow(emergencyId)).urgent).toBe(true);
    const onCall = await mailFor(OFFICE_INBOX, marker, 'EMERGENCY: ');
    expect(onCall.subject).toBe(
      'EMERGENCY: Flooding or an active leak at 1520 N Garey Ave, Unit A, Pomona',
    );
    expect(onCall.text).toContain('(909) 555-0183');
  });

  it('mails the vendor a work order with a link when staff schedule through the Data API', async () => {
    await staffUpdate(routineId, { status: 'acknowledged' });
    await staffUpdate(routineId, {
      status: 'scheduled',
      vendor_id: maintenanceSeed.plumber.id,
      access_notes: 'Lockbox 4411 by the side gate',
      ...visitWindow(),
    });
    await sendMail();
    const workOrder = await mailFor('valley-plumbing@example.com', routine.description);
    expect(workOrder.subject).toBe('Work order: Plumbing at 1520 N Garey Ave, Unit A, Pomona');
    expect(workOrder.text).toContain('Lockbox 4411');
    expect(workOrder.text).not.toContain('(909) 555-0183');
    vendorToken = tokenIn(workOrder, '/maintenance/work-order');
    // No permission to enter: the written notice of entry goes to the tenant.
    const notice = await mailFor(
      portalSeed.tenant1.email,
      routine.location,
      'Notice of entry (Civil Code 1954)',
    );
    expect(notice.text).toContain('NOTICE OF INTENT TO ENTER DWELLING UNIT');

    // The emergency, whose tenant shared their contact, with another vendor.
    await staffUpdate(emergencyId, { status: 'acknowledged' });
    await staffUpdate(emergencyId, {
      status: 'scheduled',
      vendor_id: maintenanceSeed.handyman.id,
      ...visitWindow(),
    });
    await sendMail();
    const shared = await mailFor('foothill-handyman@example.com', `Water everywhere ${run}`);
    expect(shared.subject).toMatch(/^URGENT work order/);
    expect(shared.text).toContain('Jordan Avila, (909) 555-0183, tenant1@example.com');
    sharedVendorToken = tokenIn(shared, '/maintenance/work-order');
  });

  it('shows the work order by link, with the tenant’s contact only when shared', async () => {
    const hidden = await call({ action: 'work-order', token: vendorToken });
    expect(hidden.body.status).toBe('ok');
    const order = hidden.body.workOrder as Record<string, unknown>;
    expect(order).toMatchObject({
      requestId: routineId,
      tenant: null,
      vendorName: maintenanceSeed.plumber.name,
      accessNotes: 'Lockbox 4411 by the side gate',
      vendorConfirmed: false,
    });
    expect(JSON.stringify(order)).not.toContain('555-0183');
    const shared = await call({ action: 'work-order', token: sharedVendorToken });
    expect((shared.body.workOrder as Record<string, unknown>).tenant).toEqual({
      name: portalSeed.tenant1.name,
      phone: '(909) 555-0183',
      email: portalSeed.tenant1.email,
    });
  });

  it('a GET of a link only redirects to the page and changes nothing', async () => {
    const res = await fetch(`${functionsUrl(MAINTENANCE_FUNCTION)}?work-order=${vendorToken}`, {
      redirect: 'manual',
      headers: { apikey: testEnv().anonKey },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/maintenance\/work-order#t=/);
    expect((await requestRow(routineId)).vendor_confirmed_at).toBeNull();
  });

  it('confirms the visit by link', async () => {
    expect((await call({ action: 'confirm-visit', token: vendorToken })).body).toEqual({
      status: 'ok',
    });
    expect((await requestRow(routineId)).vendor_confirmed_at).not.toBeNull();
  });

  it('completes the job with a photo and the cost, once', async () => {
    const form = () => {
      const f = new FormData();
      f.set('action', 'complete-job');
      f.set('token', vendorToken);
      f.set('note', 'Cleared the drain trap');
      f.set('cost', '230.50');
      f.append('photo', new Blob([jpeg], { type: 'image/jpeg' }), 'done.jpg');
      return f;
    };
    expect((await call(form())).body).toEqual({ status: 'ok' });
    const row = await requestRow(routineId);
    expect(row).toMatchObject({
      status: 'completed',
      actual_cost_cents: 23050,
      completion_note: 'Cleared the drain trap',
    });
    const photos = async () =>
      (
        await service
          .from('maintenance_photos')
          .select('storage_path, added_by_kind, width, height')
          .eq('request_id', routineId)
      ).data ?? [];
    const stored = await photos();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ added_by_kind: 'vendor', width: 16, height: 12 });
    const file = await service.storage.from('maintenance-photos').download(stored[0]!.storage_path);
    expect(file.error).toBeNull();

    // The second time: used, and nothing more is stored.
    expect((await call(form())).body).toEqual({ status: 'used' });
    expect(await photos()).toHaveLength(1);
    const owner = await mailFor(portalSeed.owner1.email, 'Cost: $230.50', 'Repair completed');
    expect(owner.subject).toBe('Repair completed: Plumbing at 1520 N Garey Ave, Unit A');
    // Within the limit and with no estimate to exceed: posted, naming the vendor's link. The
    // line is worded from its request (contract/ledger-words.ts), so it copies none of the
    // tenant's description.
    expect(await repairEntries(routineId)).toEqual([
      {
        amount_cents: 23050,
        posted_by: null,
        posted_via: 'vendor_link',
        memo: `Repair (request #${routineId.slice(0, 8).toUpperCase()})`,
        period: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      },
    ]);
  });

  it('answers an expired link as expired', async () => {
    await service
      .from('maintenance_links')
      .update({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('request_id', emergencyId);
    expect((await call({ action: 'work-order', token: sharedVendorToken })).body).toEqual({
      status: 'expired',
    });
  });

  it('asks the owner by mail above the limit; the link decides once', async () => {
    const marker = `The water heater leaks (${run}).`;
    const res = await call(
      { action: 'submit', request: request({ description: marker }) },
      tenant1Token,
    );
    const id = String(res.body.id);
    await staffUpdate(id, { status: 'acknowledged' });
    await staffUpdate(id, { estimate_cents: 80_000 });
    expect((await requestRow(id)).status).toBe('awaiting_owner_approval');
    await sendMail();
    const ask = await mailFor(portalSeed.owner1.email, marker, 'Your approval needed');
    expect(ask.text).toContain('above your approval limit of $500');
    const token = tokenIn(ask, '/maintenance/approval');

    const view = await call({ action: 'approval', token });
    expect(view.body.status).toBe('ok');
    expect(view.body.approval).toMatchObject({ estimateCents: 80_000, limitCents: 50_000 });
    expect(
      (await call({ action: 'decide', token, decision: 'approved', note: 'Go ahead' })).body,
    ).toEqual({ status: 'ok' });
    expect(await requestRow(id)).toMatchObject({
      owner_approval: 'approved',
      owner_approval_note: 'Go ahead',
      status: 'acknowledged',
    });
    expect((await call({ action: 'decide', token, decision: 'declined' })).body).toEqual({
      status: 'used',
    });
    await mailFor(OFFICE_INBOX, `/admin/maintenance/${id}`, 'Owner approved');
  });

  it('retries a mail that failed, after its backoff', async () => {
    // A stored address the mailer refuses makes the send fail, as a dead SMTP server would.
    const { data: event } = await service
      .from('maintenance_events')
      .select('id')
      .eq('request_id', routineId)
      .eq('kind', 'submitted')
      .single();
    const { data: row, error } = await service
      .from('maintenance_mail')
      .insert({
        request_id: routineId,
        event_id: event!.id,
        template: 'tenant_received',
        recipient: 'tenant',
        to_email: `bad<${run}>@example.com`,
        person_id: portalSeed.tenant1.personId,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    // Its delivery is the outbox's (the one claim, record and backoff).
    const mailRow = async () =>
      (
        await service
          .from('outbox')
          .select('*')
          .eq('kind', 'maintenance')
          .eq('ref', row!.id)
          .single()
      ).data!;
    /** The row once a sender (this call's, or one run after another request) has tried it. */
    const settled = async (attempts: number) => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const current = await mailRow();
        if (current.attempts === attempts && current.status !== 'pending') return current;
        if (Date.now() > deadline) throw new Error(`mail row stuck: ${JSON.stringify(current)}`);
        await sendMail();
      }
    };
    const failed = await settled(1);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.last_error).toMatch(/Invalid email address/);
    expect(Date.parse(failed.next_attempt_at)).toBeGreaterThan(Date.now());
    // Not claimed again before its time.
    await sendMail();
    expect((await mailRow()).attempts).toBe(1);

    const fixed = `retry-${run}@example.com`;
    await service.from('maintenance_mail').update({ to_email: fixed }).eq('id', row!.id);
    await service
      .from('outbox')
      .update({ next_attempt_at: new Date().toISOString() })
      .eq('kind', 'maintenance')
      .eq('ref', row!.id);
    expect(await settled(2)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    await waitForEmail((m) => m.to.some((a) => a.address === fixed));
  });
});

// What a link, a vendor's cost and a tenant's messages may do.
describe('maintenance trust', { timeout: 90_000 }, () => {
  let owner1: SupabaseClient;
  let tenant1: SupabaseClient;
  let staffId = '';

  beforeAll(async () => {
    [owner1, tenant1] = await Promise.all([
      clientOf(portalSeed.owner1.email),
      clientOf(portalSeed.tenant1.email),
    ]);
    staffId = (await admin.auth.getUser()).data.user!.id;
  });

  async function fileRequest(marker: string, overrides: Record<string, unknown> = {}) {
    const res = await call(
      { action: 'submit', request: request({ description: marker, ...overrides }) },
      tenant1Token,
    );
    expect(res.status).toBe(200);
    return String(res.body.id);
  }

  /** The token of the owner's approval mail for this request and amount. */
  async function approvalToken(marker: string, amount: string) {
    await sendMail();
    const mail = await waitForEmail(
      (m: CaughtEmail) =>
        m.to.some((a) => a.address === portalSeed.owner1.email) &&
        (m.text ?? '').includes(marker) &&
        m.subject.startsWith('Your approval needed') &&
        m.subject.endsWith(`, ${amount}`),
      20_000,
    );
    return tokenIn(mail, '/maintenance/approval');
  }

  async function ownerDecides(id: string) {
    const { data, error } = await owner1.rpc('decide_maintenance_approval', {
      p_request_id: id,
      p_decision: 'approved',
    });
    expect(error).toBeNull();
    expect(data).toBe('ok');
  }

  it('an approval link decided in the portal stays spent, and acts only for its amount', async () => {
    const marker = `The oven door fell off (${run}).`;
    const id = await fileRequest(marker, { category: 'appliance' });
    await staffUpdate(id, { status: 'acknowledged' });
    await staffUpdate(id, { estimate_cents: 90_000 });
    const first = await approvalToken(marker, '$900.00');
    await ownerDecides(id);
    expect((await call({ action: 'approval', token: first })).body).toEqual({ status: 'used' });

    // Staff raise the estimate: the owner is asked again, but not through the spent link.
    await staffUpdate(id, { estimate_cents: 900_000 });
    expect(await requestRow(id)).toMatchObject({
      owner_approval: 'pending',
      approval_cents: 900_000,
    });
    expect((await call({ action: 'approval', token: first })).body).toEqual({ status: 'used' });
    expect((await call({ action: 'decide', token: first, decision: 'approved' })).body).toEqual({
      status: 'used',
    });
    expect((await requestRow(id)).owner_approval).toBe('pending');

    // The new link is for $9,000; once the amount asked changes it no longer acts.
    const second = await approvalToken(marker, '$9,000.00');
    expect((await call({ action: 'approval', token: second })).body).toMatchObject({
      status: 'ok',
      approval: { estimateCents: 900_000, finalCost: false },
    });
    await staffUpdate(id, { estimate_cents: 950_000 });
    expect((await call({ action: 'decide', token: second, decision: 'approved' })).body).toEqual({
      status: 'used',
    });
    expect(await requestRow(id)).toMatchObject({
      owner_approval: 'pending',
      approval_cents: 950_000,
    });
  });

  it('a vendor’s cost above the approved estimate waits for staff and the owner, then posts naming who', async () => {
    const marker = `The water heater is cold (${run}).`;
    const id = await fileRequest(marker, { category: 'heating_cooling' });
    await staffUpdate(id, { status: 'acknowledged' });
    await staffUpdate(id, { estimate_cents: 90_000 });
    await ownerDecides(id);
    await staffUpdate(id, {
      status: 'scheduled',
      vendor_id: maintenanceSeed.plumber.id,
      ...visitWindow(),
    });
    await sendMail();
    const token = tokenIn(
      await mailFor('valley-plumbing@example.com', marker, 'Work order'),
      '/maintenance/work-order',
    );
    const form = new FormData();
    form.set('action', 'complete-job');
    form.set('token', token);
    form.set('cost', '99999');
    expect((await call(form)).body).toEqual({ status: 'ok' });
    expect(await requestRow(id)).toMatchObject({
      status: 'completed',
      actual_cost_cents: 9_999_900,
      cost_state: 'to_review',
    });
    expect(await repairEntries(id)).toEqual([]);
    // Not closed while the cost waits.
    const close = await admin
      .from('maintenance_requests')
      .update({ status: 'closed' })
      .eq('id', id);
    expect(close.error?.hint).toBe('maintenance_cost_pending');

    // Staff approve it as billed: above what the owner approved, so the owner is asked.
    await staffUpdate(id, { cost_state: 'accepted' });
    expect(await requestRow(id)).toMatchObject({
      cost_state: 'awaiting_owner',
      owner_approval: 'pending',
      approval_cents: 9_999_900,
      cost_reviewed_by: staffId,
    });
    expect(await repairEntries(id)).toEqual([]);
    const ask = await approvalToken(marker, '$99,999.00');
    expect((await call({ action: 'approval', token: ask })).body).toMatchObject({
      approval: { estimateCents: 9_999_900, finalCost: true },
    });

    await ownerDecides(id);
    expect((await requestRow(id)).cost_state).toBe('accepted');
    expect(await repairEntries(id)).toEqual([
      {
        amount_cents: 9_999_900,
        posted_by: staffId,
        posted_via: 'owner_approval',
        memo: `Repair (request #${id.slice(0, 8).toUpperCase()})`,
        period: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      },
    ]);
  });

  it('no ledger entry goes without naming who or what posted it', async () => {
    const { count } = await service
      .from('ledger_entries')
      .select('id', { count: 'exact', head: true })
      .is('posted_via', null);
    expect(count).toBe(0);
    // A repair cost the service role posts without a reviewed request is refused.
    const raw = await service.from('ledger_entries').insert({
      home_id: portalSeed.home1.id,
      kind: 'repair_cost',
      amount_cents: 100,
      posted_on: '2026-11-30',
    });
    expect(raw.error?.hint).toBe('ledger_poster');
  });

  it('limits a tenant’s messages per request, and the office gets one mail for the burst', async () => {
    const id = await fileRequest(`The fridge hums loudly (${run}).`, { category: 'appliance' });
    const send = (n: number) =>
      tenant1.from('maintenance_events').insert({
        request_id: id,
        kind: 'message',
        audience: 'tenant',
        actor_kind: 'tenant',
        body: `Still humming, message ${n}`,
      });
    for (let n = 1; n <= 5; n += 1) expect((await send(n)).error).toBeNull();
    const sixth = await send(6);
    expect(sixth.error?.hint).toBe('maintenance_message_rate_request');
    const { data: mail } = await service
      .from('maintenance_mail')
      .select('template')
      .eq('request_id', id)
      .eq('template', 'office_message');
    expect(mail).toHaveLength(1);
  });

  it('pages on-call once for the same emergency reported twice within minutes', async () => {
    const first = await fileRequest(`Gas smell in the hall (${run}).`, { emergency: 'gas_smell' });
    const again = await fileRequest(`Gas smell again (${run}).`, { emergency: 'gas_smell' });
    const other = await fileRequest(`No heat at all (${run}).`, { emergency: 'no_heat' });
    const templates = async (id: string) =>
      ((await service.from('maintenance_mail').select('template').eq('request_id', id)).data ?? [])
        .map((m) => m.template as string)
        .sort();
    expect(await templates(first)).toContain('on_call');
    expect(await templates(again)).toEqual(['tenant_received']);
    expect(await templates(other)).toContain('on_call');
    const { data: noted } = await service
      .from('maintenance_events')
      .select('kind, audience, body, details')
      .eq('request_id', again)
      .eq('kind', 'duplicate_emergency');
    expect(noted).toEqual([
      {
        kind: 'duplicate_emergency',
        audience: 'staff',
        body: null,
        details: { first_request_id: first },
      },
    ]);
  });
});
