/**
 * Accounts end to end against the local backend: password recovery and staff invites completing
 * through the mail catcher, revoking, and the guards (the manage-staff function refuses
 * non-admins, RLS refuses their direct writes, the database refuses to lose its last admin).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { StaffListResponse } from '../../supabase/functions/_shared/contract/account-schemas';
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
import { waitForEmail } from '../support/mailcatcher';

const SET_PASSWORD_URL = 'http://localhost:5173/auth/set-password';

/** The first link of a caught mail, `&amp;` decoded. */
async function mailedLink(to: string, subject: RegExp): Promise<string> {
  const mail = await waitForEmail(
    (m) => m.to.some((a) => a.address === to) && subject.test(m.subject),
  );
  const href = /href="([^"]+)"/.exec(mail.html ?? '')?.[1];
  if (!href) throw new Error(`no link in "${mail.subject}"`);
  return href.replace(/&amp;/g, '&');
}

/** Follows a mailed link as a browser would and returns the redirect's fragment parameters. */
async function follow(link: string): Promise<{ target: string; params: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = res.headers.get('location') ?? '';
  const [target, fragment = ''] = location.split('#');
  return { target: target ?? '', params: new URLSearchParams(fragment) };
}

/** A client holding the session a verified link handed over. */
async function sessionFrom(params: URLSearchParams): Promise<SupabaseClient> {
  const c = anonClient();
  const { error } = await c.auth.setSession({
    access_token: params.get('access_token') ?? '',
    refresh_token: params.get('refresh_token') ?? '',
  });
  expect(error).toBeNull();
  return c;
}

async function token(c: SupabaseClient): Promise<string> {
  const { data } = await c.auth.getSession();
  return data.session?.access_token ?? '';
}

async function manageStaff(
  bearer: string | null,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(functionsUrl('manage-staff'), {
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

async function isAdmin(c: SupabaseClient): Promise<boolean> {
  const { data, error } = await c.rpc('is_admin');
  expect(error).toBeNull();
  return data === true;
}

describe('password recovery', { timeout: 60_000 }, () => {
  it('mails a link that sets a new password once; the link then reads as expired', async () => {
    const { email, password } = await signUpUser(uniqueEmail('recover'));
    const { error } = await anonClient().auth.resetPasswordForEmail(email, {
      redirectTo: SET_PASSWORD_URL,
    });
    expect(error).toBeNull();
    const link = await mailedLink(email, /reset/i);

    const first = await follow(link);
    expect(first.target).toBe(SET_PASSWORD_URL);
    expect(first.params.get('type')).toBe('recovery');
    const recovering = await sessionFrom(first.params);
    const updated = await recovering.auth.updateUser({ password: 'brand-new-pass-1' });
    expect(updated.error).toBeNull();

    const fresh = anonClient();
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'brand-new-pass-1' })).error,
    ).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );

    // The same link again: GoTrue's error parameters, which the set-password screen explains.
    const again = await follow(link);
    expect(again.target).toBe(SET_PASSWORD_URL);
    expect(again.params.get('error_code')).toBe('otp_expired');
    expect(again.params.get('access_token')).toBeNull();
  });
});

describe('manage-staff', { timeout: 90_000 }, () => {
  it('refuses anonymous callers and signed-in non-admins', async () => {
    expect((await manageStaff(null)).status).toBe(401);
    const { client } = await signUpUser(uniqueEmail('nonadmin'));
    const bearer = await token(client);
    const listing = await manageStaff(bearer);
    expect(listing.status).toBe(403);
    expect(listing.json.error).toBe('forbidden');
    const invite = await manageStaff(bearer, {
      action: 'invite',
      email: uniqueEmail('sneaky'),
      redirectTo: SET_PASSWORD_URL,
    });
    expect(invite.status).toBe(403);
  });

  it('RLS and grants keep a non-admin from writing roles directly', async () => {
    const { client, user } = await signUpUser(uniqueEmail('selfgrant'));
    const insert = await client.from('user_roles').insert({ user_id: user.id, role: 'admin' });
    expect(insert.error?.code).toBe('42501');
    expect(await isAdmin(client)).toBe(false);
    const remove = await client.from('user_roles').delete().eq('role', 'admin');
    expect(remove.error?.code).toBe('42501');
  });

  it('rejects bad input with a clear message', async () => {
    const bearer = await token(await adminClient());
    const bad = await manageStaff(bearer, {
      action: 'invite',
      email: 'not-an-email',
      redirectTo: SET_PASSWORD_URL,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Please enter a valid email address');
  });

  it('invites a colleague who sets a password, is an admin, is listed, and can be revoked', async () => {
    const admin = await adminClient();
    const bearer = await token(admin);
    const email = uniqueEmail('colleague');
    const invited = await manageStaff(bearer, {
      action: 'invite',
      email,
      redirectTo: SET_PASSWORD_URL,
    });
    expect(invited.status).toBe(200);
    expect(invited.json.result).toBe('invited');

    const pending = (await manageStaff(bearer)).json as unknown as StaffListResponse;
    const row = pending.staff.find((s) => s.email === email);
    expect(row).toMatchObject({ pending: true, invitedByEmail: LOCAL_ADMIN_EMAIL });
    expect(pending.staff.some((s) => s.email === LOCAL_ADMIN_EMAIL)).toBe(true);

    const { target, params } = await follow(await mailedLink(email, /invited/i));
    expect(target).toBe(SET_PASSWORD_URL);
    expect(params.get('type')).toBe('invite');
    const invitee = await sessionFrom(params);
    expect((await invitee.auth.updateUser({ password: 'colleague-pass-1' })).error).toBeNull();

    const signedIn = anonClient();
    expect(
      (await signedIn.auth.signInWithPassword({ email, password: 'colleague-pass-1' })).error,
    ).toBeNull();
    expect(await isAdmin(signedIn)).toBe(true);
    const listed = (await manageStaff(bearer)).json as unknown as StaffListResponse;
    expect(listed.staff.find((s) => s.email === email)?.pending).toBe(false);

    const revoked = await manageStaff(bearer, { action: 'revoke', userId: row?.userId });
    expect(revoked.status).toBe(200);
    expect(revoked.json.result).toBe('revoked');
    expect(await isAdmin(signedIn)).toBe(false);
    // A revoked colleague is refused by the function too.
    expect((await manageStaff(await token(signedIn))).status).toBe(403);
  });

  it('gives no role to an account that registered the address itself', async () => {
    // The local sign-up confirms at once: whoever registered first never proved the mailbox.
    const { client, email } = await signUpUser(uniqueEmail('existing'));
    const bearer = await token(await adminClient());
    const refused = await manageStaff(bearer, {
      action: 'invite',
      email,
      redirectTo: SET_PASSWORD_URL,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('unproven_account');
    expect(await isAdmin(client)).toBe(false);
  });
});

describe('the last admin', { timeout: 30_000 }, () => {
  it('the database refuses a delete that would leave no admin, and keeps every row', async () => {
    const service = serviceClient();
    const before = await service.from('user_roles').select('user_id').eq('role', 'admin');
    expect(before.data?.length).toBeGreaterThan(0);
    const removal = await service.from('user_roles').delete().eq('role', 'admin');
    expect(removal.error?.code).toBe('23514');
    expect(removal.error?.message).toMatch(/last admin/i);
    const after = await service.from('user_roles').select('user_id').eq('role', 'admin');
    expect(after.data?.length).toBe(before.data?.length);
  });
});
