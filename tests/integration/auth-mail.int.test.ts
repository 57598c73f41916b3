/**
 * Production's Auth mail and sign-up settings (supabase/config.toml), through supabase-js against
 * the local backend: a staff invite (as /admin/staff sends it, through manage-staff) and a
 * "Forgot password?" mail arrive with the company's template, subject and licence line, and their
 * links work; with sign-up off, as production ships, Auth refuses sign-ups with GoTrue's code.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import {
  company,
  licenceLine,
  licenceLines,
} from '../../supabase/functions/_shared/contract/company.ts';
import { readAuthTemplates, renderTemplate } from 'local-supabase/auth-templates';
import { LOCAL_SITE_URL } from 'local-supabase/env';
import { paths } from '../../src/config/paths.ts';
import { destinationAfterPassword, setPasswordUrl } from '../../src/lib/authLinks.ts';
import { startLocalSupabase, type LocalSupabase } from 'local-supabase';
import {
  adminClient,
  anonClient,
  functionsUrl,
  signUpUser,
  testEnv,
  uniqueEmail,
} from '../support/backend.ts';
import { waitForEmail, type CaughtEmail } from '../support/mailcatcher.ts';

const SET_PASSWORD_URL = 'http://localhost:5173/auth/set-password';
const templates = readAuthTemplates();

function mailTo(address: string): Promise<CaughtEmail> {
  return waitForEmail((m) => m.to.some((t) => t.address === address));
}

/**
 * The company's template: its subject (English: these users have no language in their metadata),
 * the facts of _shared/contract/company.ts, GoTrue's variables filled.
 */
function expectCompanyMail(mail: CaughtEmail, name: 'invite' | 'recovery', to: string): string {
  expect(mail.subject).toBe(renderTemplate(templates[name].subject, {}, false));
  expect(mail.from[0]?.name).toBe(company.name);
  const html = mail.html ?? '';
  expect(html).toContain(licenceLine);
  expect(html).toContain(company.phone);
  expect(html).toContain(to);
  expect(html).not.toContain('{{');
  const href = /href="([^"]+)"/.exec(html)?.[1];
  expect(href).toBeDefined();
  return (href ?? '').replace(/&amp;/g, '&');
}

/** Follows the mailed link as a browser would: Auth verifies it and redirects with a session. */
async function follow(link: string): Promise<{ target: string; params: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const [target = '', fragment = ''] = (res.headers.get('location') ?? '').split('#');
  return { target, params: new URLSearchParams(fragment) };
}

describe('Auth mail with the company templates', { timeout: 60_000 }, () => {
  it('an invite from /admin/staff arrives with the invite template and its link signs in', async () => {
    const admin = await adminClient();
    const token = (await admin.auth.getSession()).data.session?.access_token ?? '';
    const email = uniqueEmail('invited');
    const res = await fetch(functionsUrl('manage-staff'), {
      method: 'POST',
      headers: {
        apikey: testEnv().anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ action: 'invite', email, redirectTo: SET_PASSWORD_URL }),
    });
    expect(res.status).toBe(200);

    const mail = await mailTo(email);
    const link = expectCompanyMail(mail, 'invite', email);
    // Who invites whom to what (manage-staff's invitation words), and for how long (otp_expiry).
    expect(mail.html).toMatch(/invites you \(\S+\) to join our staff/);
    expect(mail.html).toContain('expires in 24 hours');
    const { target, params } = await follow(link);
    expect(target).toBe(SET_PASSWORD_URL);
    expect(params.get('type')).toBe('invite');
    const who = await anonClient().auth.getUser(params.get('access_token') ?? '');
    expect(who.data.user?.email).toBe(email);
  });

  it('a recovery asked from /portal comes back to the portal (next=/portal)', async () => {
    const { email } = await signUpUser(uniqueEmail('portal-forgot'));
    const fromPortal = setPasswordUrl(LOCAL_SITE_URL, paths.portal);
    const sent = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: fromPortal });
    expect(sent.error).toBeNull();
    const link = expectCompanyMail(await mailTo(email), 'recovery', email);
    const redirect = new URL(new URL(link).searchParams.get('redirect_to') ?? '');
    expect(redirect.searchParams.get('next')).toBe('/portal');
    const { target, params } = await follow(link);
    expect(target).toBe(fromPortal);
    expect(destinationAfterPassword(new URL(target).search, { staff: false, portal: true })).toBe(
      '/portal',
    );
    expect(params.get('type')).toBe('recovery');
  });

  it('a recovery mail arrives with the recovery template and its link signs in', async () => {
    const { email } = await signUpUser(uniqueEmail('forgot'));
    const sent = await anonClient().auth.resetPasswordForEmail(email, {
      redirectTo: SET_PASSWORD_URL,
    });
    expect(sent.error).toBeNull();

    const link = expectCompanyMail(await mailTo(email), 'recovery', email);
    const { target, params } = await follow(link);
    expect(target).toBe(SET_PASSWORD_URL);
    expect(params.get('type')).toBe('recovery');
    const who = await anonClient().auth.getUser(params.get('access_token') ?? '');
    expect(who.data.user?.email).toBe(email);
  });
});

describe(
  'Auth mail with the company templates: the other two staff mails',
  { timeout: 60_000 },
  () => {
    it('an email change names both addresses; a reauthentication mail carries the code', async () => {
      const { client, email } = await signUpUser(uniqueEmail('moving'));
      const newEmail = uniqueEmail('moved');
      expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
      const change = await mailTo(newEmail);
      expect(change.subject).toBe(renderTemplate(templates.email_change.subject, {}, false));
      expect(change.html).toContain(`from ${email} to ${newEmail}`);
      expect(change.html).toContain(licenceLine);

      expect((await client.auth.reauthenticate()).error).toBeNull();
      const subject = renderTemplate(templates.reauthentication.subject, {}, false);
      const code = await waitForEmail(
        (m) => m.to.some((t) => t.address === email) && m.subject === subject,
      );
      expect(code.html).toMatch(/<strong>\d{6}<\/strong>/);
      expect(code.html).toContain(licenceLine);
    });

    it('both come in Spanish, footer included, to a person whose language is Spanish', async () => {
      const { client, email } = await signUpUser(uniqueEmail('mudanza'));
      // The portal's language switch stores the language in user_metadata (.Data in a template).
      expect((await client.auth.updateUser({ data: { locale: 'es' } })).error).toBeNull();
      const newEmail = uniqueEmail('mudado');
      expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
      const change = await mailTo(newEmail);
      expect(change.subject).toMatch(/^Confirme su nuevo correo electrónico/);
      expect(change.html).toContain(`de ${email} a ${newEmail}`);
      expect(change.html).toContain(licenceLines.es);
      expect(change.html).not.toContain('Responsible broker');

      expect((await client.auth.reauthenticate()).error).toBeNull();
      const code = await waitForEmail(
        (m) =>
          m.to.some((t) => t.address === email) &&
          m.subject.startsWith('Su código de confirmación'),
      );
      expect(code.html).toMatch(/<html lang="es">[\s\S]*<strong>\d{6}<\/strong>/);
      expect(code.html).toContain(licenceLines.es);
      expect(code.html).not.toContain('Responsible broker');
    });
  },
);

describe('sign-up', { timeout: 60_000 }, () => {
  it('is open on the local backend by its own switch, and Auth says so', async () => {
    const res = await fetch(`${testEnv().url}/auth/v1/settings`, {
      headers: { apikey: testEnv().anonKey },
    });
    expect(((await res.json()) as { disable_signup: boolean }).disable_signup).toBe(false);
  });

  describe('off, as production ships', () => {
    let backend: LocalSupabase;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'signup-off-'));
      backend = await startLocalSupabase({
        port: 0,
        dataDir,
        fresh: true,
        mail: false,
        auth: { enableSignup: false },
      });
    }, 60_000);
    afterAll(async () => {
      await backend?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const client = (key: string) =>
      createClient(backend.url, key, {
        realtime: { transport: ws as never },
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      });

    it('refuses signUp with GoTrue signup_disabled and reports disable_signup', async () => {
      const anon = client(backend.anonKey);
      const { data, error } = await anon.auth.signUp({
        email: uniqueEmail('bot'),
        password: 'password-123',
      });
      expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
      expect(data.user).toBeNull();
      const otp = await anon.auth.signInWithOtp({ email: uniqueEmail('otp') });
      expect(otp.error).toMatchObject({ status: 422, code: 'signup_disabled' });

      const res = await fetch(`${backend.url}/auth/v1/settings`, {
        headers: { apikey: backend.anonKey },
      });
      expect(await res.json()).toMatchObject({ disable_signup: true, external: { email: true } });
    });

    it('still lets the secret key create an account that signs in (admin:grant --create)', async () => {
      const email = uniqueEmail('first-admin');
      const created = await client(backend.serviceRoleKey).auth.admin.createUser({
        email,
        password: 'password-123',
        email_confirm: true,
      });
      expect(created.error).toBeNull();
      const signIn = await client(backend.anonKey).auth.signInWithPassword({
        email,
        password: 'password-123',
      });
      expect(signIn.error).toBeNull();
    });
  });
});
