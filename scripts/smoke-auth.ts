/**
 * The smoke test's sign-up check: a deployed project must answer Auth's settings with
 * `disable_signup: true` (`[auth] enable_signup = false`, pushed by `supabase config push`; a new
 * hosted project takes sign-ups until then); the CAPTCHA check (a recovery without a token is
 * refused); and, through the Management API, the pushed settings no public endpoint shows.
 * Kept apart from scripts/smoke.ts, which only calls them.
 */
import {
  parseGoDuration,
  readProjectConfig,
  section,
  type ProjectConfig,
} from 'local-supabase/config';

/** Auth's `GET /auth/v1/settings` answer, judged. Throws a readable reason when it fails. */
export async function signUpClosed(
  call: (path: string) => Promise<Response>,
  allowOpen: boolean,
): Promise<string> {
  const res = await call('/auth/v1/settings');
  const text = await res.text();
  let body: { disable_signup?: unknown } = {};
  try {
    body = JSON.parse(text) as { disable_signup?: unknown };
  } catch {
    // judged below as an unknown answer
  }
  if (res.status !== 200 || typeof body.disable_signup !== 'boolean') {
    throw new Error(`status ${res.status}: ${text.slice(0, 200)}`);
  }
  if (body.disable_signup) return '200, disable_signup true';
  if (allowOpen) return '200, disable_signup false (allowed here: a local backend)';
  throw new Error(
    'public sign-up is on: run `supabase config push` (README, Deploy to production); opening it needs the CAPTCHA (docs/configuration.md, Production Auth settings)',
  );
}

/** An address at a reserved domain (RFC 2606): no account, so Auth would mail nothing anyway. */
export const CAPTCHA_PROBE_EMAIL = 'smoke-captcha-probe@example.com';

/**
 * `[auth.captcha]` is on: Auth refuses a recovery request that carries no CAPTCHA token (GoTrue's
 * verifyCaptcha runs before the request is read, answering 400 captcha_failed). Called with the
 * publishable key: a secret key skips the check.
 */
export async function captchaRequired(
  call: (path: string, init?: RequestInit) => Promise<Response>,
  allowOff: boolean,
): Promise<string> {
  const res = await call('/auth/v1/recover', {
    method: 'POST',
    headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    body: JSON.stringify({ email: CAPTCHA_PROBE_EMAIL }),
  });
  const text = await res.text();
  let body: { code?: unknown; error_code?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // judged below
  }
  const code = body.code ?? body.error_code;
  if (res.status === 400 && code === 'captcha_failed') return '400 captcha_failed';
  if (res.status === 200 && allowOff) return '200, no CAPTCHA (allowed here: a local backend)';
  if (res.status === 200) {
    throw new Error(
      'Auth took a recovery request without a CAPTCHA token: push [auth.captcha] with SUPABASE_AUTH_CAPTCHA_SECRET (README, Deploy to production, step 2)',
    );
  }
  throw new Error(`status ${res.status}: ${text.slice(0, 200)}`);
}

/** GoTrue's password_required_characters for config.toml's password_requirements (CLI's ToChar). */
const REQUIRED_CHARACTERS: Record<string, string> = {
  '': '',
  letters_digits: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789',
  lower_upper_letters_digits: 'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789',
  lower_upper_letters_digits_symbols:
    'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789:!@#$%^&*()_+-=[]{};\'\\\\:"|<>?,./`~',
};

/** The Auth settings of supabase/config.toml that the smoke test holds the project to. */
export interface ExpectedAuthConfig {
  rate_limit_email_sent: number;
  security_captcha_enabled: boolean;
  security_captcha_provider: string;
  password_required_characters: string;
  smtp_max_frequency: number;
  /** `[auth.email] otp_expiry`: how long invitation and recovery links work. */
  mailer_otp_exp: number;
}

export function expectedAuthConfig(
  config: ProjectConfig = readProjectConfig(),
): ExpectedAuthConfig {
  const auth = section(config, 'auth');
  const captcha = section(config, 'auth', 'captcha');
  const requirements =
    typeof auth.password_requirements === 'string' ? auth.password_requirements : '';
  const frequency = section(config, 'auth', 'email').max_frequency;
  return {
    rate_limit_email_sent: Number(section(config, 'auth', 'rate_limit').email_sent),
    security_captcha_enabled: captcha.enabled === true,
    security_captcha_provider: String(captcha.provider ?? ''),
    password_required_characters: REQUIRED_CHARACTERS[requirements] ?? `(unknown: ${requirements})`,
    smtp_max_frequency: typeof frequency === 'string' ? parseGoDuration(frequency) / 1000 : 60,
    mailer_otp_exp: Number(section(config, 'auth', 'email').otp_expiry ?? 3600),
  };
}

export interface ManagementApiOptions {
  /** A personal access token (`supabase login` makes one; SUPABASE_ACCESS_TOKEN). */
  accessToken?: string;
  /** Defaults to the `<ref>` of `https://<ref>.supabase.co`. */
  projectRef?: string;
  /** The Management API (tests). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export const MANAGEMENT_API = 'https://api.supabase.com';

/**
 * The pushed Auth settings that no public endpoint shows (the mail budget, the CAPTCHA, the
 * password rules, max_frequency, the links' lifetime), read from the Management API and held to config.toml.
 */
export async function authConfigPushed(
  api: string,
  options: ManagementApiOptions = {},
  expected: ExpectedAuthConfig = expectedAuthConfig(),
): Promise<string> {
  if (!options.accessToken) {
    throw new Error(
      'needs --access-token or SUPABASE_ACCESS_TOKEN (a personal access token): only the Management API shows email_sent and the CAPTCHA setting',
    );
  }
  const ref = options.projectRef ?? /^https:\/\/([a-z0-9]+)\.supabase\.co\/?$/.exec(api)?.[1];
  if (!ref) throw new Error(`cannot tell the project ref from ${api}: pass --project-ref`);
  const res = await (options.fetch ?? fetch)(
    `${options.baseUrl ?? MANAGEMENT_API}/v1/projects/${ref}/config/auth`,
    { headers: { Authorization: `Bearer ${options.accessToken}` } },
  );
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(`Management API status ${res.status}: ${text.slice(0, 200)}`);
  const actual = JSON.parse(text) as Record<string, unknown>;
  const wrong = (Object.keys(expected) as (keyof ExpectedAuthConfig)[])
    .filter((k) => actual[k] !== expected[k])
    .map(
      (k) =>
        `${k} is ${JSON.stringify(actual[k])}, config.toml says ${JSON.stringify(expected[k])}`,
    );
  if (wrong.length > 0) {
    throw new Error(
      `${wrong.join('; ')}: run \`supabase config push\` (README, Deploy to production)`,
    );
  }
  return `email_sent ${expected.rate_limit_email_sent}/h, CAPTCHA ${expected.security_captcha_provider}, as config.toml`;
}
