/** Auth emails over SMTP (to the local mail catcher) and the site/redirect settings they link to. */
import { existsSync, readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { parse } from 'smol-toml';

export interface AuthSiteConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
}

const DEFAULT_SITE_URL = 'http://localhost:5173';

/** Resolves the CLI's `env(NAME)` form from the project env; unset names fall back to `fallback`. */
function resolveEnv(
  value: unknown,
  env: Record<string, string>,
  fallback?: string,
): string | undefined {
  if (typeof value !== 'string') return fallback;
  const match = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value.trim());
  if (!match) return value;
  const resolved = env[match[1] as string];
  return resolved ? resolved : fallback;
}

/** `[auth] site_url` and `additional_redirect_urls` from supabase/config.toml. */
export function readAuthSiteConfig(file: string, env: Record<string, string>): AuthSiteConfig {
  let auth: Record<string, unknown> = {};
  if (existsSync(file)) {
    const parsed = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const section = parsed.auth;
    if (section && typeof section === 'object') auth = section as Record<string, unknown>;
  }
  const siteUrl = resolveEnv(auth.site_url, env, DEFAULT_SITE_URL) ?? DEFAULT_SITE_URL;
  const list = Array.isArray(auth.additional_redirect_urls) ? auth.additional_redirect_urls : [];
  const additionalRedirectUrls = list
    .map((v) => resolveEnv(v, env))
    .filter((v): v is string => typeof v === 'string' && v !== '');
  return { siteUrl, additionalRedirectUrls };
}

function globToRegExp(pattern: string): RegExp {
  // `**` matches across path segments, `*` within one (GoTrue's glob allow-list).
  const parts = pattern.split('**').map((part) =>
    part
      .split('*')
      .map((t) => t.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*'),
  );
  return new RegExp(`^${parts.join('.*')}$`);
}

/** GoTrue keeps `redirect_to` only if it is under the site URL or matches an allow-list entry. */
export function allowedRedirect(config: AuthSiteConfig, redirectTo: string | undefined): string {
  if (!redirectTo) return config.siteUrl;
  let target: URL;
  try {
    target = new URL(redirectTo);
  } catch {
    return config.siteUrl;
  }
  const site = new URL(config.siteUrl);
  if (target.origin === site.origin) return redirectTo;
  const bare = redirectTo.split(/[?#]/)[0] as string;
  for (const entry of config.additionalRedirectUrls) {
    if (globToRegExp(entry).test(bare) || bare.startsWith(entry)) return redirectTo;
  }
  return config.siteUrl;
}

export interface AuthMail {
  to: string;
  subject: string;
  html: string;
}

/** Sends through `smtpUrl()`; without one (mail catcher disabled) sending is an error, as in GoTrue. */
export function smtpSender(smtpUrl: () => string | undefined): (mail: AuthMail) => Promise<void> {
  return async (mail) => {
    const url = smtpUrl();
    if (!url) throw new Error('no SMTP server configured');
    const transport = nodemailer.createTransport(url);
    try {
      await transport.sendMail({
        from: 'Supabase Auth <noreply@mail.app.supabase.io>',
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
      });
    } finally {
      transport.close();
    }
  };
}
