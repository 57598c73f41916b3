// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { explainRecoverAnswer, smokeMail, takeMailTo } from './smoke-mail.ts';

describe('--mail-to', () => {
  it('takes the address out and leaves the rest for smoke', () => {
    expect(
      takeMailTo(['--', '--api', 'https://x.supabase.co', '--mail-to', 'me@example.com']),
    ).toEqual({
      mailTo: 'me@example.com',
      rest: ['--', '--api', 'https://x.supabase.co'],
    });
    expect(takeMailTo(['--mail-to=me@example.com', '--key', 'k'])).toEqual({
      mailTo: 'me@example.com',
      rest: ['--key', 'k'],
    });
    expect(takeMailTo(['--api', 'a'])).toEqual({ mailTo: undefined, rest: ['--api', 'a'] });
  });

  it('refuses a missing or malformed address', () => {
    expect(takeMailTo(['--mail-to']).error).toBe('--mail-to needs an address');
    expect(takeMailTo(['--mail-to', '--api', 'a']).error).toBe('--mail-to needs an address');
    expect(takeMailTo(['--mail-to', 'not-an-email']).error).toContain('is not an email address');
  });
});

describe("Auth's answer to the recovery request", () => {
  it('passes on 200 and says where to look', () => {
    const r = explainRecoverAnswer(200, {}, 'me@example.com');
    expect(r.ok).toBe(true);
    expect(r.detail).toContain('HTTP 200');
    expect(r.detail).toContain("me@example.com's inbox");
  });

  it('fails with the status, GoTrue error code and what to do', () => {
    const limited = explainRecoverAnswer(
      429,
      { code: 'over_email_send_rate_limit', msg: 'email rate limit exceeded' },
      'a@b.co',
    );
    expect(limited.ok).toBe(false);
    expect(limited.detail).toContain('HTTP 429 over_email_send_rate_limit');
    expect(limited.detail).toContain('email_sent');
    // The legacy error shape carries the code in error_code.
    const smtp = explainRecoverAnswer(
      500,
      { code: 500, error_code: 'unexpected_failure', msg: 'Error sending recovery email' },
      'a@b.co',
    );
    expect(smtp.detail).toContain('HTTP 500 unexpected_failure: Error sending recovery email');
    expect(smtp.detail).toContain('SMTP');
    expect(explainRecoverAnswer(400, { code: 'captcha_failed' }, 'a@b.co').detail).toContain(
      'CAPTCHA',
    );
    expect(
      explainRecoverAnswer(400, { error_code: 'email_address_not_authorized' }, 'a@b.co').detail,
    ).toContain('[auth.email.smtp]');
  });

  it('asks Auth as "Forgot password?" does, with the key and the site\'s set-password page', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    const result = await smokeMail({
      api: 'https://ref.supabase.co/',
      key: 'sb_publishable_x',
      mailTo: 'me@example.com',
      site: 'https://www.example.com',
      fetch,
    });
    expect(result.ok).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      'https://ref.supabase.co/auth/v1/recover?redirect_to=https%3A%2F%2Fwww.example.com%2Fauth%2Fset-password',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'me@example.com' }),
        headers: expect.objectContaining({ apikey: 'sb_publishable_x' }),
      }),
    );
  });
});
