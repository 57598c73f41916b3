/**
 * Auth conformance through supabase-js: the mailed flows (recovery, invite, magic link/OTP, email
 * change) land in the mail catcher and their links complete against the local site, also with
 * PKCE; the admin users API; sign-in throttling; asymmetric (ES256) user tokens with a JWKS, and
 * legacy HS256 tokens still accepted; unsupported endpoints fail with GoTrue-shaped errors.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import {
  SignJWT,
  createRemoteJWKSet,
  decodeProtectedHeader,
  generateKeyPair,
  jwtVerify,
} from 'jose';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import ws from 'ws';
import { startLocalSupabase } from '../../src/index.ts';
import { readAuthTemplates, renderTemplate } from '../../src/auth/templates.ts';
import { DEFAULT_JWT_SECRET, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../src/jwt.ts';
import {
  anonClient,
  serviceClient,
  sessionlessToken,
  signUpUser,
  testEnv,
  uniqueEmail,
  updateUserWithToken,
} from '../../../../tests/support/backend.ts';
import { waitForEmail, type CaughtEmail } from '../../../../tests/support/mailcatcher.ts';

const SITE_URL = 'http://localhost:5173';
/**
 * The subjects config.toml gives the mails (the company's templates, GoTrue's default otherwise),
 * as a user with no language in their metadata gets them: the English branch.
 */
const SUBJECT = Object.fromEntries(
  Object.entries(readAuthTemplates()).map(([name, t]) => [
    name,
    renderTemplate(t.subject, {}, false),
  ]),
) as Record<keyof ReturnType<typeof readAuthTemplates>, string>;

function mailTo(address: string, subject: string): Promise<CaughtEmail> {
  return waitForEmail((m) => m.to.some((t) => t.address === address) && m.subject === subject);
}

/** The 6-digit code of an auth mail: GoTrue's default wording, or the company template's. */
function mailedCode(mail: CaughtEmail): string {
  const m = /enter the code: (\d{6})|<strong>(\d{6})<\/strong>/i.exec(mail.html ?? '');
  return m?.[1] ?? m?.[2] ?? '';
}

/** The verify link and (when the template shows one) the code of an auth mail. */
function parseMail(mail: CaughtEmail): { link: string; code: string } {
  const html = mail.html ?? '';
  const href = /href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error(`unexpected mail body: ${html}`);
  return { link: href.replace(/&amp;/g, '&'), code: mailedCode(mail) };
}

/** Follows the mailed link once and returns the redirect target and its fragment. */
async function openLink(link: string): Promise<{ target: URL; fragment: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const target = new URL(res.headers.get('location') ?? '');
  return { target, fragment: new URLSearchParams(target.hash.slice(1)) };
}

describe('password recovery', () => {
  it('mails a link that signs the user in on the site, then the password can be changed', async () => {
    const { email } = await signUpUser(uniqueEmail('recover'), 'old-password-1');
    const anon = anonClient();
    const sent = await anon.auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE_URL}/reset-password`,
    });
    expect(sent.error).toBeNull();
    const mail = await mailTo(email, SUBJECT.recovery);
    const { link } = parseMail(mail);
    expect(link.startsWith(`${testEnv().url}/auth/v1/verify?`)).toBe(true);

    const { target, fragment } = await openLink(link);
    expect(`${target.origin}${target.pathname}`).toBe(`${SITE_URL}/reset-password`);
    expect(fragment.get('type')).toBe('recovery');
    const accessToken = fragment.get('access_token')!;
    const refreshToken = fragment.get('refresh_token')!;
    const session = await anon.auth.setSession({
      access_token: accessToken,
      refresh_token: refreshToken,
    });
    expect(session.error).toBeNull();
    const updated = await anon.auth.updateUser({ password: 'new-password-2' });
    expect(updated.error).toBeNull();

    const signIn = await anonClient().auth.signInWithPassword({
      email,
      password: 'new-password-2',
    });
    expect(signIn.error).toBeNull();
    const old = await anonClient().auth.signInWithPassword({ email, password: 'old-password-1' });
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    // The link is single use: a second click redirects with otp_expired.
    const again = await openLink(link);
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    expect(again.fragment.get('access_token')).toBeNull();
  });

  it('redirects to the site URL when redirect_to is not allowed', async () => {
    const { email } = await signUpUser(uniqueEmail('recover-evil'));
    // Matches the local allow-list `http://localhost:*/**` only if `*` may cross the '.'.
    const evil = 'http://localhost:5173@evil.test/auth';
    await anonClient().auth.resetPasswordForEmail(email, { redirectTo: evil });
    const { link } = parseMail(await mailTo(email, SUBJECT.recovery));
    expect(new URL(link).searchParams.get('redirect_to')).toBe(SITE_URL);
    const { target } = await openLink(link);
    expect(target.origin).toBe(SITE_URL);
  });

  it("refuses a second recovery mail to the same account within config.toml's max_frequency", async () => {
    const { email, client } = await signUpUser(uniqueEmail('recover-twice'));
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    const again = await anonClient().auth.resetPasswordForEmail(email);
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    // A magic link shares the recovery timer; another kind of mail has its own.
    const otp = await anonClient().auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(otp.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect((await client.auth.reauthenticate()).error).toBeNull();
  });

  it('answers 200 for an unknown email without sending anything', async () => {
    const { error } = await anonClient().auth.resetPasswordForEmail(uniqueEmail('nobody'));
    expect(error).toBeNull();
  });
});

describe('invite', () => {
  it('inviteUserByEmail mails a link that confirms and signs in the new user', async () => {
    const email = uniqueEmail('invite');
    const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(email, {
      data: { full_name: 'Invited Staff' },
      redirectTo: `${SITE_URL}/admin/properties`,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Invited Staff' } });
    expect(data.user!.email_confirmed_at).toBeUndefined();

    const { target, fragment } = await openLink(
      parseMail(await mailTo(email, SUBJECT.invite)).link,
    );
    expect(target.pathname).toBe('/admin/properties');
    expect(fragment.get('type')).toBe('invite');
    const user = await anonClient().auth.getUser(fragment.get('access_token')!);
    expect(user.data.user).toMatchObject({ id: data.user!.id, email });
    expect(user.data.user!.email_confirmed_at).toBeTruthy();
  });

  it('re-inviting an unconfirmed user mails a new link and the old one dies, as GoTrue does', async () => {
    // GoTrue's Invite: an existing unconfirmed user gets sendInvite again (a new confirmation
    // token replaces the old, invited_at moves); only a confirmed one is refused (email_exists).
    const email = uniqueEmail('reinvite');
    const admin = serviceClient().auth.admin;
    const first = await admin.inviteUserByEmail(email);
    expect(first.error).toBeNull();
    const firstMail = await mailTo(email, SUBJECT.invite);
    const again = await admin.inviteUserByEmail(email);
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(first.data.user?.id);
    expect(Date.parse(again.data.user!.invited_at!)).toBeGreaterThanOrEqual(
      Date.parse(first.data.user!.invited_at!),
    );
    const secondMail = await waitForEmail(
      (m) => m.to.some((t) => t.address === email) && m.id !== firstMail.id,
    );
    const old = await openLink(parseMail(firstMail).link);
    expect(old.fragment.get('error_code')).toBe('otp_expired');
    const fresh = await openLink(parseMail(secondMail).link);
    expect(fresh.fragment.get('type')).toBe('invite');
    expect(fresh.fragment.get('access_token')).toBeTruthy();
  });

  it('refuses to invite a confirmed user and needs the secret key', async () => {
    const { email } = await signUpUser();
    const dup = await serviceClient().auth.admin.inviteUserByEmail(email);
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });
    const anon = await anonClient().auth.admin.inviteUserByEmail(uniqueEmail());
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});

describe('OTP and magic link', () => {
  it('signs in with the mailed code, and the code works once', async () => {
    const { email } = await signUpUser(uniqueEmail('otp'));
    const anon = anonClient();
    expect((await anon.auth.signInWithOtp({ email })).error).toBeNull();
    const { code } = parseMail(await mailTo(email, SUBJECT.magic_link));
    const verified = await anon.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
    expect(verified.data.session?.access_token).toBeTruthy();
    const reused = await anonClient().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('creates the user unless create_user is false; token_hash verifies too', async () => {
    const refused = await anonClient().auth.signInWithOtp({
      email: uniqueEmail('otp-none'),
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });

    const email = uniqueEmail('otp-new');
    expect((await anonClient().auth.signInWithOtp({ email })).error).toBeNull();
    const { link } = parseMail(await mailTo(email, SUBJECT.magic_link));
    const tokenHash = new URL(link).searchParams.get('token')!;
    const verified = await anonClient().auth.verifyOtp({
      token_hash: tokenHash,
      type: 'magiclink',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ email });
    expect(verified.data.user!.email_confirmed_at).toBeTruthy();
  });

  it('rejects a wrong code with otp_expired', async () => {
    const { email } = await signUpUser(uniqueEmail('otp-wrong'));
    await anonClient().auth.signInWithOtp({ email });
    const wrong = await anonClient().auth.verifyOtp({ email, token: '000000x', type: 'email' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});

describe('email change', () => {
  it('keeps the old email until the link mailed to the new address is opened', async () => {
    const { client, email } = await signUpUser(uniqueEmail('change-old'));
    const newEmail = uniqueEmail('change-new');
    const res = await client.auth.updateUser({ email: newEmail });
    expect(res.error).toBeNull();
    expect(res.data.user).toMatchObject({ email, new_email: newEmail });

    const { fragment } = await openLink(
      parseMail(await mailTo(newEmail, SUBJECT.email_change)).link,
    );
    expect(fragment.get('type')).toBe('email_change');
    const user = await anonClient().auth.getUser(fragment.get('access_token')!);
    expect(user.data.user?.email).toBe(newEmail);
    const signIn = await anonClient().auth.signInWithPassword({
      email: newEmail,
      password: 'password-123',
    });
    expect(signIn.error).toBeNull();
  });
});

describe('admin generateLink', () => {
  it('returns working links and codes for each type without sending mail', async () => {
    const admin = serviceClient().auth.admin;
    const signupEmail = uniqueEmail('gl-signup');
    const signup = await admin.generateLink({
      type: 'signup',
      email: signupEmail,
      password: 'password-123',
    });
    expect(signup.error).toBeNull();
    expect(signup.data.properties).toMatchObject({ verification_type: 'signup' });
    expect(signup.data.user?.email).toBe(signupEmail);
    const { fragment } = await openLink(signup.data.properties!.action_link);
    expect(fragment.get('access_token')).toBeTruthy();

    const { email } = await signUpUser(uniqueEmail('gl-recovery'));
    const recovery = await admin.generateLink({ type: 'recovery', email });
    expect(recovery.error).toBeNull();
    const verified = await anonClient().auth.verifyOtp({
      email,
      token: recovery.data.properties!.email_otp,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();

    const magic = await admin.generateLink({ type: 'magiclink', email });
    const byHash = await anonClient().auth.verifyOtp({
      token_hash: magic.data.properties!.hashed_token,
      type: 'magiclink',
    });
    expect(byHash.error).toBeNull();

    const invite = await admin.generateLink({ type: 'invite', email: uniqueEmail('gl-invite') });
    expect(invite.data.properties?.verification_type).toBe('invite');

    const newEmail = uniqueEmail('gl-new');
    const change = await admin.generateLink({ type: 'email_change_new', email, newEmail });
    expect(change.error).toBeNull();
    expect((await openLink(change.data.properties!.action_link)).fragment.get('type')).toBe(
      'email_change',
    );
    expect((await admin.getUserById(verified.data.user!.id)).data.user?.email).toBe(newEmail);

    const missing = await admin.generateLink({ type: 'recovery', email: uniqueEmail('gl-none') });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});

describe('admin users API', () => {
  it('creates, lists with pagination, updates (metadata, ban, confirm) and deletes', async () => {
    const admin = serviceClient().auth.admin;
    const emails = [uniqueEmail('adm-a'), uniqueEmail('adm-b'), uniqueEmail('adm-c')];
    const ids: string[] = [];
    for (const email of emails) {
      const { data, error } = await admin.createUser({
        email,
        password: 'password-123',
        email_confirm: true,
        app_metadata: { team: 'ops' },
      });
      expect(error).toBeNull();
      ids.push(data.user!.id);
    }
    const page1 = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page1.error).toBeNull();
    expect(page1.data.users).toHaveLength(2);
    expect(page1.data).toMatchObject({ nextPage: 2 });
    expect((page1.data as { total: number }).total).toBeGreaterThanOrEqual(3);

    const dup = await admin.createUser({ email: emails[0], password: 'password-123' });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });
    const weak = await admin.createUser({ email: uniqueEmail(), password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    const updated = await admin.updateUserById(ids[0]!, {
      app_metadata: { role: 'admin' },
      user_metadata: { name: 'A' },
    });
    expect(updated.data.user).toMatchObject({
      app_metadata: { team: 'ops', role: 'admin' },
      user_metadata: { name: 'A' },
    });

    await admin.updateUserById(ids[1]!, { ban_duration: '24h' });
    const banned = await anonClient().auth.signInWithPassword({
      email: emails[1]!,
      password: 'password-123',
    });
    expect(banned.error).toMatchObject({ status: 400, code: 'user_banned' });
    await admin.updateUserById(ids[1]!, { ban_duration: 'none' });
    const unbanned = await anonClient().auth.signInWithPassword({
      email: emails[1]!,
      password: 'password-123',
    });
    expect(unbanned.error).toBeNull();

    expect((await admin.deleteUser(ids[2]!)).error).toBeNull();
    const gone = await admin.getUserById(ids[2]!);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});

describe('sign-in throttling', () => {
  it('answers 429 over_request_rate_limit after repeated failed passwords', async () => {
    const { email } = await signUpUser(uniqueEmail('throttle'));
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 11; i++) {
      const { error } = await anonClient().auth.signInWithPassword({ email, password: 'wrong-pw' });
      codes.push(error?.code);
    }
    expect(codes.slice(0, 10).every((c) => c === 'invalid_credentials')).toBe(true);
    expect(codes[10]).toBe('over_request_rate_limit');
    // Even the right password is refused while throttled.
    const right = await anonClient().auth.signInWithPassword({ email, password: 'password-123' });
    expect(right.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('unsupported endpoints', () => {
  it('fail loudly with GoTrue-shaped errors', async () => {
    const { url, anonKey } = testEnv();
    const res = await fetch(`${url}/auth/v1/passkeys/registration/options`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404, error_code: 'not_found' });
    const sso = await anonClient().auth.signInWithSSO({ domain: 'example.com' });
    expect(sso.error).toMatchObject({ status: 404, code: 'saml_provider_disabled' });
    const { client } = await signUpUser();
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
  });

  it('anonymous sign-in answers as config.toml sets it (off)', async () => {
    const { data, error } = await anonClient().auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
  });
});

/** A client whose requests are recorded (to see which endpoints supabase-js called). */
function recordingClient(calls: string[], flowType: 'implicit' | 'pkce' = 'implicit') {
  return createClient(testEnv().url, testEnv().anonKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    global: {
      fetch: (input, init) => {
        calls.push(
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        );
        return fetch(input, init);
      },
    },
  });
}

/** A client that sends `token` as its Authorization, as a server holding a user's token would. */
function tokenClient(token: string): SupabaseClient {
  return createClient(testEnv().url, testEnv().anonKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

async function accessTokenOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

describe('asymmetric JWT signing keys', () => {
  it('serves the public key at /.well-known/jwks.json (no apikey needed) and it verifies user tokens', async () => {
    const { url } = testEnv();
    const res = await fetch(`${url}/auth/v1/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    const jwks = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    const key = jwks.keys[0]!;
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', key_ops: ['verify'] });
    expect(key).not.toHaveProperty('d');

    const { client, user } = await signUpUser();
    const token = await accessTokenOf(client);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: key.kid, typ: 'JWT' });
    const { payload } = await jwtVerify(
      token,
      createRemoteJWKSet(new URL(`${url}/auth/v1/.well-known/jwks.json`)),
      { issuer: `${url}/auth/v1`, audience: 'authenticated' },
    );
    expect(payload).toMatchObject({ sub: user.id, role: 'authenticated', email: user.email });
  });

  it('getClaims() verifies the session locally against the JWKS, without asking /user', async () => {
    const calls: string[] = [];
    const client = recordingClient(calls);
    const email = uniqueEmail('claims');
    const signUp = await client.auth.signUp({ email, password: 'password-123' });
    expect(signUp.error).toBeNull();
    calls.length = 0;
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ sub: signUp.data.user!.id, email, role: 'authenticated' });
    expect(data?.header).toMatchObject({ alg: 'ES256' });
    expect(calls.some((u) => u.endsWith('/auth/v1/.well-known/jwks.json'))).toBe(true);
    expect(calls.some((u) => u.includes('/auth/v1/user'))).toBe(false);
  });

  it('REST, Storage and /auth/v1/user accept the ES256 token and a legacy HS256 token alike', async () => {
    const { client, user } = await signUpUser();
    const now = Math.floor(Date.now() / 1000);
    const legacy = await new SignJWT({
      sub: user.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: user.email,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(DEFAULT_JWT_SECRET));
    for (const token of [await accessTokenOf(client), legacy]) {
      const alg = decodeProtectedHeader(token).alg;
      const caller = tokenClient(token);
      const who = await caller.auth.getUser(token);
      expect(who.error, alg).toBeNull();
      expect(who.data.user?.id, alg).toBe(user.id);
      // is_admin() runs as the caller: false for a plain user, and only authenticated may call it.
      const rest = await caller.rpc('is_admin');
      expect(rest.error, alg).toBeNull();
      expect(rest.data, alg).toBe(false);
      const storage = await caller.storage.from('listing-photos').list();
      expect(storage.error, alg).toBeNull();
    }
  });

  it('refuses a token signed by another key with the same kid', async () => {
    const { client, user } = await signUpUser();
    const real = decodeProtectedHeader(await accessTokenOf(client));
    const { privateKey } = await generateKeyPair('ES256');
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ sub: user.id, role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: real.kid, typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(privateKey);
    const caller = tokenClient(forged);
    expect((await caller.auth.getUser(forged)).error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
    });
    expect((await caller.rpc('is_admin')).error).toMatchObject({ code: 'PGRST301' });
    expect((await caller.storage.from('listing-photos').list()).error).not.toBeNull();
    // An HS256 token signed with some other secret is refused too.
    const otherSecret = await new SignJWT({ sub: user.id, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 600)
      .sign(randomBytes(32));
    expect((await tokenClient(otherSecret).rpc('is_admin')).error).toMatchObject({
      code: 'PGRST301',
    });
  });

  it('keeps the key pair in the data directory: tokens survive a restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'auth-keys-'));
    const start = () => startLocalSupabase({ port: 0, dataDir, mail: false });
    try {
      let backend = await start();
      const first = backend.jwks;
      const c = createClient(backend.url, backend.anonKey, {
        realtime: { transport: ws as never },
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const signUp = await c.auth.signUp({ email: uniqueEmail('keys'), password: 'password-123' });
      expect(signUp.error).toBeNull();
      const token = signUp.data.session!.access_token;
      await backend.stop();

      backend = await start();
      try {
        expect(backend.jwks).toEqual(first);
        const again = createClient(backend.url, backend.anonKey, {
          realtime: { transport: ws as never },
          auth: { persistSession: false, autoRefreshToken: false },
        });
        const who = await again.auth.getUser(token);
        expect(who.error).toBeNull();
        expect(who.data.user?.id).toBe(signUp.data.user!.id);
      } finally {
        await backend.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** The `?code=` of the redirect a PKCE mailed link answers with. */
async function openPkceLink(link: string): Promise<URL> {
  expect(new URL(link).searchParams.get('token')?.startsWith('pkce_')).toBe(true);
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

describe('PKCE', () => {
  it('recovery: the mailed link redirects with ?code=, exchanged with the verifier for a session', async () => {
    const { email } = await signUpUser(uniqueEmail('pkce-recover'), 'old-password-1');
    const client = recordingClient([], 'pkce');
    const sent = await client.auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE_URL}/reset-password`,
    });
    expect(sent.error).toBeNull();
    const { link } = parseMail(await mailTo(email, SUBJECT.recovery));
    const target = await openPkceLink(link);
    expect(`${target.origin}${target.pathname}`).toBe(`${SITE_URL}/reset-password`);
    expect(target.hash).toBe('');
    const code = target.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    const updated = await client.auth.updateUser({ password: 'new-password-2' });
    expect(updated.error).toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({
      email,
      password: 'new-password-2',
    });
    expect(signIn.error).toBeNull();

    // The code is single use.
    const again = await recordingClient([], 'pkce').auth.exchangeCodeForSession(code);
    expect(again.error).not.toBeNull();
  });

  it('magic link: signs in through the code exchange', async () => {
    const email = uniqueEmail('pkce-otp');
    const client = recordingClient([], 'pkce');
    const sent = await client.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: `${SITE_URL}/account` },
    });
    expect(sent.error).toBeNull();
    const { link } = parseMail(await mailTo(email, SUBJECT.magic_link));
    const target = await openPkceLink(link);
    const exchanged = await client.auth.exchangeCodeForSession(target.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    // The token says how the session began, also after a refresh.
    const amrMethod = async () => {
      const first = (await client.auth.getClaims()).data?.claims.amr?.[0];
      return typeof first === 'string' ? first : first?.method;
    };
    expect(await amrMethod()).toBe('magiclink');
    expect((await client.auth.refreshSession()).error).toBeNull();
    expect(await amrMethod()).toBe('magiclink');
  });

  it('answers GoTrue errors for a wrong verifier, an unknown code and a bad challenge', async () => {
    const { url, anonKey } = testEnv();
    const { email } = await signUpUser(uniqueEmail('pkce-bad'));
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const post = (path: string, body: unknown) =>
      fetch(`${url}/auth/v1${path}`, {
        method: 'POST',
        headers: { apikey: anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (
        await post('/recover', {
          email,
          code_challenge: challenge,
          code_challenge_method: 's256',
        })
      ).status,
    ).toBe(200);
    const { link } = parseMail(await mailTo(email, SUBJECT.recovery));
    const code = (await openPkceLink(link)).searchParams.get('code')!;

    const wrong = await post('/token?grant_type=pkce', {
      auth_code: code,
      code_verifier: randomBytes(32).toString('base64url'),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error_code: 'bad_code_verifier',
      msg: 'code challenge does not match previously saved code verifier',
    });
    const unknown = await post('/token?grant_type=pkce', {
      auth_code: randomUUID(),
      code_verifier: verifier,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error_code: 'flow_state_not_found' });
    const empty = await post('/token?grant_type=pkce', { auth_code: code });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error_code: 'validation_failed' });
    // The right verifier still redeems the code after a wrong attempt.
    const right = await post('/token?grant_type=pkce', {
      auth_code: code,
      code_verifier: verifier,
    });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ token_type: 'bearer', user: { email } });

    const badMethod = await post('/recover', {
      email,
      code_challenge: challenge,
      code_challenge_method: 'md5',
    });
    expect(badMethod.status).toBe(400);
    expect(await badMethod.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Code challenge method not supported',
    });
  });
});

describe('TOTP multi-factor authentication', () => {
  it('enrolls, steps the session up to aal2 with a real code, and refuses a wrong one', async () => {
    const { client, user } = await signUpUser(uniqueEmail('mfa'));
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    expect(enrolled.error).toBeNull();
    const { id: factorId, totp } = enrolled.data as {
      id: string;
      totp: { secret: string; uri: string; qr_code: string };
    };
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });

    const wrong = await client.auth.mfa.challengeAndVerify({ factorId, code: '000000' });
    const code = new TOTP({ secret: Secret.fromBase32(totp.secret) }).generate();
    if (code !== '000000') {
      expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1' });

    const verified = await client.auth.mfa.challengeAndVerify({ factorId, code });
    expect(verified.error).toBeNull();
    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const { data: claims } = await client.auth.getClaims();
    expect(claims?.claims).toMatchObject({ aal: 'aal2' });
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.totp.map((f) => f.id)).toEqual([factorId]);

    // The admin API lists and deletes the user's factors.
    const admin = serviceClient().auth.admin.mfa;
    const adminList = await admin.listFactors({ userId: user.id });
    expect(adminList.data?.factors.map((f) => f.id)).toEqual([factorId]);
    const deleted = await admin.deleteFactor({ userId: user.id, id: factorId });
    expect(deleted.error).toBeNull();
    expect((await admin.listFactors({ userId: user.id })).data?.factors).toEqual([]);
  });
});

describe('reauthenticate', () => {
  it('mails a code that a password change from an old session must quote as its nonce', async () => {
    const { client, user, email } = await signUpUser(uniqueEmail('reauth'));
    const sent = await client.auth.reauthenticate();
    expect(sent.error).toBeNull();
    const mail = await mailTo(email, SUBJECT.reauthentication);
    const nonce = mailedCode(mail);
    expect(nonce).toMatch(/^\d{6}$/);
    const token = await sessionlessToken(user);
    const wrong = await updateUserWithToken(token, {
      password: 'changed-pass-1',
      nonce: nonce === '000000' ? '000001' : '000000',
    });
    expect(wrong).toMatchObject({
      status: 422,
      body: { error_code: 'reauthentication_not_valid' },
    });
    const ok = await updateUserWithToken(token, { password: 'changed-pass-2', nonce: nonce! });
    expect(ok.status).toBe(200);
    const signIn = await anonClient().auth.signInWithPassword({
      email,
      password: 'changed-pass-2',
    });
    expect(signIn.error).toBeNull();
  });
});

describe('publishable and secret keys', () => {
  function keyClient(key: string) {
    return createClient(testEnv().url, key, {
      // Node 20 has no global WebSocket: supabase-js needs ws for its realtime client.
      realtime: { transport: ws as never },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  }

  it('the publishable key acts as anon: sign-up works, admin is refused', async () => {
    const client = keyClient(LOCAL_PUBLISHABLE_KEY);
    const email = uniqueEmail('pk');
    const signUp = await client.auth.signUp({ email, password: 'password-123' });
    expect(signUp.error).toBeNull();
    const admin = await client.auth.admin.listUsers();
    expect(admin.error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('the secret key acts as service_role on the admin API', async () => {
    const { data, error } = await keyClient(LOCAL_SECRET_KEY).auth.admin.listUsers({ perPage: 1 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(1);
  });

  it('the publishable key reaches the Data API as anon, the secret key as service_role', async () => {
    const anonRead = await keyClient(LOCAL_PUBLISHABLE_KEY).from('user_roles').select('user_id');
    // No select grant for anon on user_roles: refused exactly as with the legacy anon JWT.
    expect(anonRead.error).toMatchObject({ code: '42501' });
    const secretRead = await keyClient(LOCAL_SECRET_KEY).from('user_roles').select('user_id');
    expect(secretRead.error).toBeNull();
    expect(secretRead.data!.length).toBeGreaterThan(0);
  });

  it('an unknown sb_ key is refused by the gateway', async () => {
    const res = await fetch(`${testEnv().url}/auth/v1/settings`, {
      headers: { apikey: 'sb_secret_not-a-real-key' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Invalid API key' });
  });
});
