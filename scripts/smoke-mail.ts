/**
 * `npm run smoke -- ... --mail-to <address>`: asks the deployed project's Auth for a recovery mail
 * to that address (as "Forgot password?" does) and reports whether Auth accepted it, with its HTTP
 * status and error code. Auth answers the same 200 for an address without an account and sends
 * nothing, so use an account's address (the first admin's) and look in its inbox.
 * Kept apart from scripts/smoke.ts, which only calls it.
 */
import type { SmokeResult } from './smoke-result.ts';

export interface MailToArgs {
  /** The address to mail, when `--mail-to` was given. */
  mailTo?: string;
  /** The other arguments, for smoke's own parser. */
  rest: string[];
  /** A usage error to print (exit 1). */
  error?: string;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Takes `--mail-to <address>` or `--mail-to=<address>` out of the arguments. */
export function takeMailTo(argv: readonly string[]): MailToArgs {
  const rest: string[] = [];
  let mailTo: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--mail-to' || arg.startsWith('--mail-to=')) {
      const value = arg === '--mail-to' ? argv[++i] : arg.slice('--mail-to='.length);
      if (!value || value.startsWith('--')) return { rest, error: '--mail-to needs an address' };
      if (!EMAIL.test(value.trim())) {
        return { rest, error: `--mail-to: "${value}" is not an email address` };
      }
      mailTo = value.trim();
    } else {
      rest.push(arg);
    }
  }
  return { mailTo, rest };
}

/** What Auth's answer to POST /recover means for a deployment. */
export function explainRecoverAnswer(
  status: number,
  body: unknown,
  mailTo: string,
): Pick<SmokeResult, 'ok' | 'detail'> {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  // GoTrue's 2024-01-01 shape has the code in `code`; the older one in `error_code`.
  const code =
    typeof b.code === 'string' ? b.code : typeof b.error_code === 'string' ? b.error_code : '';
  const msg = typeof b.msg === 'string' ? b.msg : typeof b.message === 'string' ? b.message : '';
  const said = `HTTP ${status}${code ? ` ${code}` : ''}${msg ? `: ${msg}` : ''}`;
  if (status === 200) {
    return {
      ok: true,
      detail: `Auth accepted it (HTTP 200). Look for the password-reset mail in ${mailTo}'s inbox; an address without an account gets none (and the same 200).`,
    };
  }
  const hints: Record<string, string> = {
    over_email_send_rate_limit:
      'Auth has sent its hourly mail allowance ([auth.rate_limit] email_sent); wait, or raise it',
    over_request_rate_limit: 'too many requests from here; wait a minute',
    captcha_failed:
      'Auth\'s CAPTCHA is on: pass --secret-key (Auth skips the CAPTCHA for it), or use the site\'s "Forgot password?" (it sends a token)',
    email_address_not_authorized:
      'the built-in mailer sends to team members only: push [auth.email.smtp] (README, Deploy step 2)',
    email_provider_disabled:
      '[auth.email] enable_signup must stay true (it is email sign-in itself)',
  };
  const hint =
    hints[code] ??
    (status >= 500
      ? 'Auth could not send: check the SMTP settings and password (the Resend API key) and push them again (README, Deploy step 2)'
      : 'see the answer');
  return { ok: false, detail: `Auth refused it (${said}); ${hint}.` };
}

export interface SmokeMailOptions {
  api: string;
  key: string;
  mailTo: string;
  /** The site: the mail's link then lands on its set-password screen. */
  site?: string;
  fetch?: typeof fetch;
}

/** One smoke check: a recovery mail to `mailTo` through the deployed Auth. */
export async function smokeMail(options: SmokeMailOptions): Promise<SmokeResult> {
  const name = `Auth accepts a recovery mail to ${options.mailTo}`;
  const api = options.api.replace(/\/+$/, '');
  const query = options.site
    ? `?redirect_to=${encodeURIComponent(`${options.site.replace(/\/+$/, '')}/auth/set-password`)}`
    : '';
  try {
    const res = await (options.fetch ?? fetch)(`${api}/auth/v1/recover${query}`, {
      method: 'POST',
      headers: {
        apikey: options.key,
        ...(options.key.startsWith('sb_') ? {} : { Authorization: `Bearer ${options.key}` }),
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ email: options.mailTo }),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: reported as it is
    }
    return { name, ...explainRecoverAnswer(res.status, body, options.mailTo) };
  } catch (err) {
    return { name, ok: false, detail: `Auth could not be reached: ${String(err)}` };
  }
}
