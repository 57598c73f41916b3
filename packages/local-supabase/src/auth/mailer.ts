/** Auth emails over SMTP (to the local mail catcher) and the site/redirect settings they link to. */
import path from 'node:path';
import nodemailer from 'nodemailer';
import { parseGoDuration, readProjectConfig, section, type ProjectConfig } from '../config.ts';
import { LOCAL_SITE_URL, REPO_ROOT } from '../env.ts';
import { compileGlob, isRedirectUrlValid } from './redirect.ts';

export interface AuthSiteConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
}

const DEFAULT_SITE_URL = LOCAL_SITE_URL;

/** `[auth] site_url` and `additional_redirect_urls` of supabase/config.toml (`env(...)` resolved). */
export function readAuthSiteConfig(config: ProjectConfig = readProjectConfig()): AuthSiteConfig {
  const auth = section(config, 'auth');
  const siteUrl =
    typeof auth.site_url === 'string' && auth.site_url ? auth.site_url : DEFAULT_SITE_URL;
  const list = Array.isArray(auth.additional_redirect_urls) ? auth.additional_redirect_urls : [];
  const additionalRedirectUrls = list.filter((v): v is string => typeof v === 'string' && v !== '');
  // GoTrue compiles the allow-list at start (glob.MustCompile) and will not run with a bad entry.
  additionalRedirectUrls.forEach(compileGlob);
  return { siteUrl, additionalRedirectUrls };
}

/** The `[auth]` settings of config.toml that change what the local Auth answers. */
export interface AuthProjectSettings {
  /** `enable_anonymous_sign_ins`: POST /signup with no email or phone makes an anonymous user. */
  anonymousSignIns: boolean;
  /** `signing_keys_path`, resolved against supabase/ as the CLI does; unset = per data dir. */
  signingKeysPath?: string;
  /** `minimum_password_length` (GoTrue's default 6 when unset). */
  minPasswordLength: number;
  /** `[auth.email] secure_password_change`: an old session needs a reauthentication nonce. */
  securePasswordChange: boolean;
  /** `[auth] enable_signup` (GoTrue's default true), unless LOCAL_AUTH_ENABLE_SIGNUP overrides it. */
  enableSignup: boolean;
  /** `[auth.email] max_frequency`: the same kind of mail to one account at most this often. */
  emailMaxFrequencyMs?: number;
  /** `[auth.email] otp_expiry`: how long a mailed link or code works (invite, recovery, ...). */
  emailOtpExpirySeconds?: number;
  /** `[auth] password_requirements` as GoTrue's required character sets (one of each). */
  passwordRequiredCharacters?: string[];
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
/** The CLI's PasswordRequirements.ToChar, as the sets GoTrue splits it into. */
const REQUIRED_CHARACTER_SETS: Record<string, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~'],
};

export function readAuthProjectSettings(
  config: ProjectConfig = readProjectConfig(),
): AuthProjectSettings {
  const auth = section(config, 'auth');
  const keysPath = auth.signing_keys_path;
  const minLength = auth.minimum_password_length;
  const maxFrequency = section(config, 'auth', 'email').max_frequency;
  const requirements = auth.password_requirements ?? '';
  const requiredSets = REQUIRED_CHARACTER_SETS[String(requirements)];
  if (!requiredSets) {
    throw new Error(
      `[auth] password_requirements = ${JSON.stringify(requirements)} is not one the CLI knows`,
    );
  }
  return {
    passwordRequiredCharacters: requiredSets,
    emailOtpExpirySeconds:
      typeof section(config, 'auth', 'email').otp_expiry === 'number'
        ? (section(config, 'auth', 'email').otp_expiry as number)
        : undefined,
    emailMaxFrequencyMs:
      typeof maxFrequency === 'string' ? parseGoDuration(maxFrequency) : undefined,
    anonymousSignIns: auth.enable_anonymous_sign_ins === true,
    enableSignup: auth.enable_signup !== false,
    minPasswordLength: typeof minLength === 'number' && minLength > 0 ? minLength : 6,
    securePasswordChange: section(config, 'auth', 'email').secure_password_change === true,
    signingKeysPath:
      typeof keysPath === 'string' && keysPath !== ''
        ? path.resolve(REPO_ROOT, 'supabase', keysPath)
        : undefined,
  };
}

/**
 * The local backend's own sign-up switch. config.toml ships production's closed sign-up, while
 * local development and tests keep the spec's open /auth sign-up: `.env.example` sets
 * LOCAL_AUTH_ENABLE_SIGNUP=true. The name is not SUPABASE_-prefixed on purpose: the Supabase CLI
 * reads `.env` and would push a SUPABASE_AUTH_ENABLE_SIGNUP found there to production.
 */
export function localSignupOverride(env: Record<string, string>): Partial<AuthProjectSettings> {
  const value = env.LOCAL_AUTH_ENABLE_SIGNUP?.trim().toLowerCase();
  if (value === 'true') return { enableSignup: true };
  if (value === 'false') return { enableSignup: false };
  return {};
}

/** `[auth.email.smtp]` sender_name and admin_email, the From of production's Auth mail. */
export function readAuthSender(config: ProjectConfig = readProjectConfig()): string {
  const smtp = section(config, 'auth', 'email', 'smtp');
  const address = typeof smtp.admin_email === 'string' ? smtp.admin_email : '';
  if (!address) return 'Supabase Auth <noreply@mail.app.supabase.io>';
  const name = typeof smtp.sender_name === 'string' ? smtp.sender_name : '';
  return name ? `${name} <${address}>` : address;
}

/** GoTrue keeps `redirect_to` only if IsRedirectURLValid passes it (./redirect.ts); else the site. */
export function allowedRedirect(config: AuthSiteConfig, redirectTo: string | undefined): string {
  if (!redirectTo) return config.siteUrl;
  const globs = config.additionalRedirectUrls.map(compileGlob);
  return isRedirectUrlValid(config.siteUrl, globs, redirectTo) ? redirectTo : config.siteUrl;
}

export interface AuthMail {
  to: string;
  subject: string;
  html: string;
}

/** Sends through `smtpUrl()`; without one (mail catcher disabled) sending is an error, as in GoTrue. */
export function smtpSender(
  smtpUrl: () => string | undefined,
  from = readAuthSender(),
): (mail: AuthMail) => Promise<void> {
  return async (mail) => {
    const url = smtpUrl();
    if (!url) throw new Error('no SMTP server configured');
    const transport = nodemailer.createTransport(url);
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
      });
    } finally {
      transport.close();
    }
  };
}
