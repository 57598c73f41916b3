/**
 * Portal access end to end against the local backend: staff add a person and invite them as a
 * tenant through manage-portal-access, the invite mail's link and a new password sign them in to
 * exactly their role, a resend replaces the link, a revoke ends access on the very next request,
 * a pending invitation's revoke kills its link, and neither sign-up nor non-staff grant anything.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type {
  PortalPeopleResponse,
  PortalPerson,
} from '../../supabase/functions/_shared/contract/portal-access';
import {
  adminClient,
  anonClient,
  functionsUrl,
  LOCAL_ADMIN_EMAIL,
  serviceClient,
  signUpUser,
  testEnv,
  uniqueEmail,
} from '../support/backend';
import { type CaughtEmail, waitForEmail } from '../support/mailcatcher';

const REDIRECT = 'http://localhost:5173/auth/set-password?next=/portal';

async function token(c: SupabaseClient): Promise<string> {
  const { data } = await c.auth.getSession();
  return data.session?.access_token ?? '';
}

async function portalAccess(
  bearer: string | null,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(functionsUrl('manage-portal-access'), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      apikey: testEnv().anonKey,
      'Content-Type': 'application/json',
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function listed(bearer: string, personId: string): Promise<PortalPerson | undefined> {
  const { json } = await portalAccess(bearer);
  return (json as unknown as PortalPeopleResponse).people.find((p) => p.id === personId);
}

/** A mail to `to` not among `seen`, and its first link (`&amp;` decoded). */
async function nextMail(to: string, seen: string[] = []): Promise<CaughtEmail & { link: string }> {
  const mail = await waitForEmail(
    (m) => m.to.some((a) => a.address === to) && !seen.includes(m.id),
  );
  const href = /href="([^"]+)"/.exec(mail.html ?? '')?.[1];
  if (!href) throw new Error(`no link in "${mail.subject}"`);
  return { ...mail, link: href.replace(/&amp;/g, '&') };
}

/** Follows a mailed link as a browser would: the redirect target and its fragment. */
async function follow(link: string): Promise<{ target: string; params: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const [target = '', fragment = ''] = (res.headers.get('location') ?? '').split('#');
  return { target, params: new URLSearchParams(fragment) };
}

async function addPerson(staff: SupabaseClient, email = uniqueEmail('person')) {
  const { data, error } = await staff
    .from('people')
    .insert({ full_name: 'Pat Portal', email, phone: '(909) 555-0100' })
    .select('id')
    .single();
  expect(error).toBeNull();
  return { id: (data as { id: string }).id, email };
}

/** A home with one unit and an active lease whose tenant is `personId` (service role). */
async function leaseFor(personId: string): Promise<string> {
  const service = serviceClient();
  const home = await service
    .from('managed_homes')
    .insert({ street: '1 Test Way', city: 'Covina', zip_code: '91722' })
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
      starts_on: '2026-01-01',
      rent_cents: 250000,
      status: 'active',
    })
    .select('id')
    .single();
  const leaseId = (lease.data as { id: string }).id;
  const tenant = await service
    .from('lease_tenants')
    .insert({ lease_id: leaseId, person_id: personId });
  expect(tenant.error).toBeNull();
  return leaseId;
}

async function roles(c: SupabaseClient): Promise<unknown> {
  const { data, error } = await c.rpc('portal_roles');
  expect(error).toBeNull();
  return data;
}

describe('manage-portal-access', { timeout: 120_000 }, () => {
  it('refuses anonymous callers and signed-in non-staff', async () => {
    expect((await portalAccess(null)).status).toBe(401);
    const { client } = await signUpUser(uniqueEmail('nonstaff'));
    const bearer = await token(client);
    expect((await portalAccess(bearer)).status).toBe(403);
    const invite = await portalAccess(bearer, {
      action: 'invite',
      personId: crypto.randomUUID(),
      role: 'owner',
      redirectTo: REDIRECT,
    });
    expect(invite.status).toBe(403);
    expect(invite.json.error).toBe('forbidden');
  });

  it('staff add people through RLS; a duplicate email is refused by people_email_key', async () => {
    const staff = await adminClient();
    const { email } = await addPerson(staff);
    const dup = await staff
      .from('people')
      .insert({ full_name: 'Same Mail', email: email.toUpperCase() });
    expect(dup.error?.code).toBe('23505');
    expect(dup.error?.message).toContain('people_email_key');
  });

  it('sign-up never grants a role, even with a person’s email, nor does a later invitation', async () => {
    const staff = await adminClient();
    const { id, email } = await addPerson(staff, uniqueEmail('selfsignup'));
    // Someone registers the person's address first (the local sign-up confirms at once).
    const { client } = await signUpUser(email);
    expect(await roles(client)).toEqual([]);
    const person = await serviceClient().from('people').select('user_id').eq('id', id).single();
    expect((person.data as { user_id: string | null }).user_id).toBeNull();
    expect((await client.from('portal_access').select('id')).data).toEqual([]);

    // Staff then invite the person: that account never proved the address, so it gets nothing.
    const refused = await portalAccess(await token(staff), {
      action: 'invite',
      personId: id,
      role: 'owner',
      redirectTo: REDIRECT,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('unproven_account');
    expect(await roles(client)).toEqual([]);
    const after = await serviceClient().from('people').select('user_id').eq('id', id).single();
    expect((after.data as { user_id: string | null }).user_id).toBeNull();
    expect((await listed(await token(staff), id))?.access.owner.state).toBe('none');
  });

  it('invite → mail → password → tenant; resend replaces the link; revoke ends access at once', async () => {
    const staff = await adminClient();
    const bearer = await token(staff);
    const { id, email } = await addPerson(staff, uniqueEmail('tenant'));
    const leaseId = await leaseFor(id);

    const invited = await portalAccess(bearer, {
      action: 'invite',
      personId: id,
      role: 'tenant',
      redirectTo: REDIRECT,
    });
    expect(invited.status).toBe(200);
    expect(invited.json.result).toBe('invited');
    expect((await listed(bearer, id))?.access.tenant.state).toBe('invited');
    const first = await nextMail(email);
    expect(first.subject).toMatch(/invited/i);
    // Who invites whom to what, and how long the link lasts ([auth.email] otp_expiry).
    expect(first.html).toContain('Hello Pat Portal,');
    expect(first.html).toMatch(
      /Summit Flat Fee Property Management invites you \(\S+\) as the tenant of\s+<strong>1 Test Way \(Main house\), Covina<\/strong>/,
    );
    expect(first.html).toContain('expires in 24 hours');

    const resent = await portalAccess(bearer, {
      action: 'resend',
      personId: id,
      role: 'tenant',
      redirectTo: REDIRECT,
    });
    expect(resent.json.result).toBe('resent');
    const second = await nextMail(email, [first.id]);
    expect(second.html).toContain('as the tenant of');
    expect((await follow(first.link)).params.get('error_code')).toBe('otp_expired');

    const { target, params } = await follow(second.link);
    expect(target).toBe(REDIRECT);
    const invitee = anonClient();
    await invitee.auth.setSession({
      access_token: params.get('access_token') ?? '',
      refresh_token: params.get('refresh_token') ?? '',
    });
    expect((await invitee.auth.updateUser({ password: 'tenant-pass-123' })).error).toBeNull();

    const tenant = anonClient();
    expect(
      (await tenant.auth.signInWithPassword({ email, password: 'tenant-pass-123' })).error,
    ).toBeNull();
    expect(await roles(tenant)).toEqual(['tenant']);
    expect((await tenant.from('leases').select('id').eq('id', leaseId)).data).toHaveLength(1);
    const row = await listed(bearer, id);
    expect(row).toMatchObject({ hasAccount: true, leases: 1, homes: 0 });
    expect(row?.access.tenant.state).toBe('active');

    const again = await portalAccess(bearer, {
      action: 'resend',
      personId: id,
      role: 'tenant',
      redirectTo: REDIRECT,
    });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('already_accepted');

    const revoked = await portalAccess(bearer, { action: 'revoke', personId: id, role: 'tenant' });
    expect(revoked.status).toBe(200);
    // The same session, no new token: the next request already reads nothing.
    expect(await roles(tenant)).toEqual([]);
    expect((await tenant.from('leases').select('id').eq('id', leaseId)).data).toEqual([]);
    const after = await listed(bearer, id);
    expect(after?.access.tenant).toMatchObject({
      state: 'revoked',
      revokedByEmail: LOCAL_ADMIN_EMAIL,
    });
    // History kept: the row stays, closed.
    const history = await serviceClient()
      .from('portal_access')
      .select('revoked_at')
      .eq('person_id', id);
    expect(history.data).toHaveLength(1);
    expect((history.data?.[0] as { revoked_at: string | null }).revoked_at).not.toBeNull();
  });

  it('revoking a pending invitation deletes the unused account, so its link fails', async () => {
    const staff = await adminClient();
    const bearer = await token(staff);
    const { id, email } = await addPerson(staff, uniqueEmail('owner'));
    await portalAccess(bearer, {
      action: 'invite',
      personId: id,
      role: 'owner',
      redirectTo: REDIRECT,
    });
    const mail = await nextMail(email);
    const service = serviceClient();
    const linked = await service.from('people').select('user_id').eq('id', id).single();
    const userId = (linked.data as { user_id: string }).user_id;
    expect(userId).toBeTruthy();

    const revoked = await portalAccess(bearer, { action: 'revoke', personId: id, role: 'owner' });
    expect(revoked.json.message).toMatch(/no longer works/);
    expect((await service.auth.admin.getUserById(userId)).error).not.toBeNull();
    const unlinked = await service.from('people').select('user_id').eq('id', id).single();
    expect((unlinked.data as { user_id: string | null }).user_id).toBeNull();
    const { params } = await follow(mail.link);
    expect(params.get('access_token')).toBeNull();
    expect(params.get('error_code')).toBe('otp_expired');
    expect((await listed(bearer, id))?.access.owner.state).toBe('revoked');
  });
});
