/**
 * The local backend's Auth API (/auth/v1) through supabase-js; raw fetch only for GoTrue's
 * error shapes and the settings/health endpoints.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  LOCAL_ADMIN_EMAIL,
  LOCAL_ADMIN_PASSWORD,
  anonClient,
  serviceClient,
  sessionlessToken,
  signUpUser,
  testEnv,
  uniqueEmail,
  updateUserWithToken,
} from '../../../tests/support/backend.ts';

describe('sign-up and sign-in', () => {
  it('signs up with an auto-confirmed email and returns a session', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: 'password-123',
      options: { data: { full_name: 'Test Person' } },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Test Person' },
      is_anonymous: false,
    });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({
      sub: data.user!.id,
      role: 'authenticated',
      aud: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('refuses a duplicate, a weak password and a malformed email', async () => {
    const { email } = await signUpUser();
    const dup = await anonClient().auth.signUp({ email, password: 'password-123' });
    expect(dup.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
    const weak = await anonClient().auth.signUp({ email: uniqueEmail(), password: '1234567' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const malformed = await anonClient().auth.signUp({
      email: 'not-an-email',
      password: 'password-123',
    });
    expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('signs in with the right password only', async () => {
    const { email, password, user } = await signUpUser();
    const c = anonClient();
    const wrong = await c.auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await c.auth.signInWithPassword({ email: uniqueEmail(), password });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const ok = await c.auth.signInWithPassword({ email: email.toUpperCase(), password });
    expect(ok.error).toBeNull();
    expect(ok.data.user!.id).toBe(user.id);
    const me = await c.auth.getUser();
    expect(me.error).toBeNull();
    expect(me.data.user!.email).toBe(email);
    expect(me.data.user!.last_sign_in_at).toBeTruthy();
  });

  it('has the local admin account from .env.example', async () => {
    const c = anonClient();
    const { error } = await c.auth.signInWithPassword({
      email: LOCAL_ADMIN_EMAIL,
      password: LOCAL_ADMIN_PASSWORD,
    });
    expect(error).toBeNull();
    expect((await c.rpc('is_admin')).data).toBe(true);
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and ends the session when a used one comes back', async () => {
    const { client, email, password } = await signUpUser();
    const first = (await client.auth.getSession()).data.session!;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).session_id).toBe(
      decodeJwt(first.access_token).session_id,
    );

    // Reusing the rotated-out token fails and revokes the whole session (GoTrue's reuse detection).
    const reuse = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const afterReuse = await anonClient().auth.refreshSession({
      refresh_token: second.refresh_token,
    });
    expect(afterReuse.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });

    // A new sign-in still works.
    const again = await anonClient().auth.signInWithPassword({ email, password });
    expect(again.error).toBeNull();
  });

  it('signs out: the refresh token and the session are gone', async () => {
    const { client } = await signUpUser();
    const session = (await client.auth.getSession()).data.session!;
    const out = await client.auth.signOut();
    expect(out.error).toBeNull();
    const refresh = await anonClient().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const res = await fetch(`${testEnv().url}/auth/v1/user`, {
      headers: { apikey: testEnv().anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error_code: 'session_not_found' });
  });

  it('updates user metadata and password', async () => {
    const { client, email } = await signUpUser();
    const updated = await client.auth.updateUser({
      data: { phone_pref: 'text' },
      password: 'new-password-456',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.user_metadata).toMatchObject({ phone_pref: 'text' });
    const signIn = await anonClient().auth.signInWithPassword({
      email,
      password: 'new-password-456',
    });
    expect(signIn.error).toBeNull();
  });
});

describe('admin API and raw endpoints', () => {
  it('lets the service role create, read and delete users, and no one else', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('admin-api');
    const created = await admin.createUser({
      email,
      password: 'password-123',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect((await admin.getUserById(id)).data.user!.email).toBe(email);
    const list = await admin.listUsers();
    expect(list.data.users.some((u) => u.id === id)).toBe(true);
    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404 });

    const denied = await anonClient().auth.admin.listUsers();
    expect(denied.error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('answers GoTrue error shapes, settings and health', async () => {
    const { url, anonKey } = testEnv();
    const legacy = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    });
    expect(legacy.status).toBe(400);
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    const versioned = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    });
    expect(await versioned.json()).toEqual({
      code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });

    const settings = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: anonKey } });
    expect(await settings.json()).toMatchObject({
      mailer_autoconfirm: true,
      external: { email: true },
    });
    const health = await fetch(`${url}/auth/v1/health`, { headers: { apikey: anonKey } });
    expect(health.status).toBe(200);
    const badJson = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ error_code: 'bad_json' });
    const missing = await fetch(`${url}/auth/v1/nothing-here`, { headers: { apikey: anonKey } });
    expect(missing.status).toBe(404);
  });
});

describe('secure password change (config.toml secure_password_change = true)', () => {
  it('lets a session signed in just now change the password without a nonce', async () => {
    const { client, email } = await signUpUser(uniqueEmail('fresh-change'));
    const changed = await client.auth.updateUser({ password: 'changed-password-1' });
    expect(changed.error).toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({
      email,
      password: 'changed-password-1',
    });
    expect(signIn.error).toBeNull();
  });

  it('refuses a token without a recent session (a stolen token) unless it quotes a nonce', async () => {
    const { user, email, password } = await signUpUser(uniqueEmail('stolen-token'));
    const attempt = await updateUserWithToken(await sessionlessToken(user), {
      password: 'attacker-chosen-1',
    });
    expect(attempt).toMatchObject({
      status: 400,
      body: { error_code: 'reauthentication_needed' },
    });
    const stillOld = await anonClient().auth.signInWithPassword({ email, password });
    expect(stillOld.error).toBeNull();
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const { client } = await signUpUser(uniqueEmail('short-change'));
    const short = await client.auth.updateUser({ password: '1234567' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });
  });
});
