/**
 * The smoke test's Auth checks against the local backend: `--mail-to` (Auth accepts the recovery
 * request and the company's recovery mail arrives; a project that cannot send mail is reported
 * with Auth's status and code) and "no public sign-ups" (passes where sign-up is off, as
 * production ships, and fails where it is open).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuthTemplates, renderTemplate } from 'local-supabase/auth-templates';
import { startLocalSupabase, type LocalSupabase } from 'local-supabase';
import { smoke } from '../../../scripts/smoke.ts';
import { smokeMail } from '../../../scripts/smoke-mail.ts';
import { signUpUser, testEnv, uniqueEmail } from '../../support/backend.ts';
import { waitForEmail } from '../../support/mailcatcher.ts';

const SIGNUP_CHECK = 'Auth takes no public sign-ups';
const CAPTCHA_CHECK = 'Auth wants a CAPTCHA token for a recovery mail';

describe("npm run smoke's Auth checks", { timeout: 60_000 }, () => {
  // As production ships (sign-up off), and without any mail server, as with a wrong SMTP password.
  let closed: LocalSupabase;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'smoke-auth-'));
    closed = await startLocalSupabase({
      port: 0,
      dataDir,
      fresh: true,
      mail: false,
      auth: { enableSignup: false },
    });
  }, 60_000);
  afterAll(async () => {
    await closed?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('--mail-to: reports that Auth accepted the recovery mail, which arrives', async () => {
    const { email } = await signUpUser(uniqueEmail('smoke-mail'));
    const { url, anonKey } = testEnv();
    const result = await smokeMail({ api: url, key: anonKey, mailTo: email });
    expect(result).toMatchObject({ ok: true, name: `Auth accepts a recovery mail to ${email}` });
    const mail = await waitForEmail((m) => m.to.some((t) => t.address === email));
    expect(mail.subject).toBe(renderTemplate(readAuthTemplates().recovery.subject, {}, false));
  });

  it('--mail-to: reports a project whose Auth cannot send mail, with its status and code', async () => {
    const result = await smokeMail({
      api: closed.url,
      key: closed.publishableKey,
      mailTo: closed.adminEmail,
    });
    expect(result.ok).toBe(false);
    expect(result.detail).toContain('HTTP 500 unexpected_failure');
    expect(result.detail).toContain('SMTP');
  });

  it('passes the sign-up check where sign-up is off and fails it where it is open', async () => {
    const off = await smoke({
      api: closed.url,
      key: closed.publishableKey,
      allowAutoconfirm: true,
    });
    expect(off.find((r) => r.name === SIGNUP_CHECK)).toMatchObject({
      ok: true,
      detail: '200, disable_signup true',
    });
    const { url, anonKey } = testEnv();
    const open = await smoke({ api: url, key: anonKey, allowOpenSignup: false });
    const check = open.find((r) => r.name === SIGNUP_CHECK);
    expect(check).toMatchObject({ ok: false });
    expect(check?.detail).toContain('supabase config push');
  });

  it('fails the CAPTCHA check where Auth takes a recovery request without a token', async () => {
    // The local backend checks no CAPTCHA: a project pushed without [auth.captcha] answers alike.
    const { url, anonKey } = testEnv();
    const results = await smoke({ api: url, key: anonKey, allowNoCaptcha: false });
    const check = results.find((r) => r.name === CAPTCHA_CHECK);
    expect(check).toMatchObject({ ok: false });
    expect(check?.detail).toContain('[auth.captcha]');
  });
});
