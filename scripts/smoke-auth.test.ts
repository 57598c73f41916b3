// @vitest-environment node
/**
 * The smoke test's judgement of what only hosted Supabase answers: the Management API's Auth
 * settings (the local backend has no Management API) and GoTrue's CAPTCHA refusal (the local
 * backend checks no CAPTCHA). The calls against the local backend are in
 * tests/integration/scripts/smoke-auth.int.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { authConfigPushed, captchaRequired, expectedAuthConfig } from './smoke-auth.ts';

const API = 'https://abcdefghijklmnopqrst.supabase.co';

function managementApi(config: Record<string, unknown>) {
  const asked: string[] = [];
  const fetch = (input: string | URL | Request, init?: RequestInit) => {
    asked.push(`${String(input)} ${new Headers(init?.headers).get('Authorization')}`);
    return Promise.resolve(new Response(JSON.stringify(config), { status: 200 }));
  };
  return { asked, fetch: fetch as typeof globalThis.fetch };
}

describe("npm run smoke's hosted-only Auth checks", () => {
  it('holds the project to config.toml: CAPTCHA on, 100 mails an hour, no character classes', () => {
    expect(expectedAuthConfig()).toEqual({
      rate_limit_email_sent: 100,
      security_captcha_enabled: true,
      security_captcha_provider: 'turnstile',
      password_required_characters: '',
      smtp_max_frequency: 60,
      // Invitations work a day (the CLI's maximum), not the default hour.
      mailer_otp_exp: 86400,
    });
  });

  it('passes a project whose pushed settings match, read with the access token', async () => {
    const api = managementApi({ ...expectedAuthConfig(), site_url: 'https://x.test' });
    await expect(authConfigPushed(API, { accessToken: 'sbp_t', fetch: api.fetch })).resolves.toBe(
      'email_sent 100/h, CAPTCHA turnstile, as config.toml',
    );
    expect(api.asked).toEqual([
      'https://api.supabase.com/v1/projects/abcdefghijklmnopqrst/config/auth Bearer sbp_t',
    ]);
  });

  it('fails a project left at 30 mails an hour without CAPTCHA, naming each setting', async () => {
    const api = managementApi({
      ...expectedAuthConfig(),
      rate_limit_email_sent: 30,
      security_captcha_enabled: false,
    });
    const check = authConfigPushed(API, { accessToken: 'sbp_t', fetch: api.fetch });
    await expect(check).rejects.toThrow(
      'rate_limit_email_sent is 30, config.toml says 100; security_captcha_enabled is false, config.toml says true: run `supabase config push`',
    );
  });

  it('says what it needs without an access token or a project ref', async () => {
    await expect(authConfigPushed(API)).rejects.toThrow(/--access-token/);
    await expect(
      authConfigPushed('https://api.example.com', { accessToken: 'sbp_t' }),
    ).rejects.toThrow(/--project-ref/);
  });

  it("passes GoTrue's CAPTCHA refusal of a recovery without a token", async () => {
    const call = () =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            code: 'captcha_failed',
            msg: 'captcha protection: request disallowed (no captcha_token found)',
          }),
          { status: 400 },
        ),
      );
    await expect(captchaRequired(call, false)).resolves.toBe('400 captcha_failed');
  });
});
