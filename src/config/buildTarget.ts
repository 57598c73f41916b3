/**
 * The Supabase project a build talks to, and the rule that keeps a production build from
 * shipping the local backend's address or its well-known keys. Pure, so it is
 * unit-tested and shared: vite.config.ts applies it to every `vite build` (client and the
 * prerender's server build), scripts/prerender.ts before it reads listings, and
 * src/config/env.ts takes the local defaults from here for the dev server and tests.
 *
 * A build is local only when it says so: `LOCAL_BUILD=1` in the process environment (set by
 * `npm test`, `npm start`, Playwright's web server and `npm run perf`). Never in a `.env` file,
 * so a copied `.env.example` cannot make a deploy build local by accident.
 */

/** The local backend's address (`npm run backend`, SUPABASE_LOCAL_PORT's default). */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
/** The Supabase CLI's well-known local keys (also in .env.example): valid only locally. */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

const WELL_KNOWN_LOCAL_KEYS: readonly string[] = [
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
];

/** The process variable that marks a build as local. */
export const LOCAL_BUILD_FLAG = 'LOCAL_BUILD';

export type EnvLike = Record<string, string | undefined>;

export class BuildConfigError extends Error {
  override name = 'BuildConfigError';
}

export interface BuildTarget {
  supabaseUrl: string;
  supabaseKey: string;
  /** Whether the local defaults were allowed (LOCAL_BUILD=1). */
  local: boolean;
}

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function isLocalBuild(env: EnvLike): boolean {
  return /^(1|true|yes)$/i.test(env[LOCAL_BUILD_FLAG]?.trim() ?? '');
}

/** 127.0.0.0/8, localhost (and *.localhost), ::1, 0.0.0.0 and :: (and their mapped forms). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) || host === '0.0.0.0') return true;
  if (host === '::1' || host === '::' || /^(0:){7}[01]$/.test(host)) return true;
  return /^::ffff:(127\.|0\.0\.0\.0$|7f)/.test(host);
}

export function isLoopbackUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}

const LOCAL_HINT = `For a build against the local backend, run it with ${LOCAL_BUILD_FLAG}=1.`;

/**
 * The URL and key a build uses. Without LOCAL_BUILD=1 it refuses a missing, loopback or non-https
 * URL and a missing, well-known local or secret key, naming the variable to set.
 */
export function resolveBuildTarget(env: EnvLike): BuildTarget {
  const local = isLocalBuild(env);
  const rawUrl = nonEmpty(env.VITE_SUPABASE_URL);
  const keyVariable = nonEmpty(env.VITE_SUPABASE_PUBLISHABLE_KEY)
    ? 'VITE_SUPABASE_PUBLISHABLE_KEY'
    : nonEmpty(env.VITE_SUPABASE_ANON_KEY)
      ? 'VITE_SUPABASE_ANON_KEY'
      : undefined;
  const rawKey = keyVariable ? nonEmpty(env[keyVariable]) : undefined;

  if (!rawUrl && !local) {
    throw new BuildConfigError(
      `VITE_SUPABASE_URL is not set: a production build needs the project's URL ` +
        `(https://<project-ref>.supabase.co). ${LOCAL_HINT}`,
    );
  }
  const supabaseUrl = (rawUrl ?? LOCAL_SUPABASE_URL).replace(/\/+$/, '');
  let parsed: URL;
  try {
    parsed = new URL(supabaseUrl);
  } catch {
    throw new BuildConfigError(`VITE_SUPABASE_URL must be an http(s) URL, got "${supabaseUrl}".`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new BuildConfigError(`VITE_SUPABASE_URL must be an http(s) URL, got "${supabaseUrl}".`);
  }
  if (!local && isLoopbackHost(parsed.hostname)) {
    throw new BuildConfigError(
      `VITE_SUPABASE_URL is ${supabaseUrl}, a loopback address: the site would talk to each ` +
        `visitor's own machine. Set it to the project's URL. ${LOCAL_HINT}`,
    );
  }
  if (!local && parsed.protocol !== 'https:') {
    throw new BuildConfigError(
      `VITE_SUPABASE_URL must be https in a production build, got ${supabaseUrl}. ${LOCAL_HINT}`,
    );
  }

  if (!rawKey && !local) {
    throw new BuildConfigError(
      `VITE_SUPABASE_PUBLISHABLE_KEY is not set: a production build needs the project's ` +
        `publishable key (sb_publishable_..., Dashboard > Project Settings > API Keys). ${LOCAL_HINT}`,
    );
  }
  const supabaseKey = rawKey ?? LOCAL_PUBLISHABLE_KEY;
  if (keyVariable && supabaseKey.startsWith('sb_secret_')) {
    // Even locally: a secret key in a VITE_ variable is shipped to every visitor.
    throw new BuildConfigError(
      `${keyVariable} holds a secret key (sb_secret_...): it would be shipped to every visitor. ` +
        `Use the publishable key.`,
    );
  }
  if (!local && WELL_KNOWN_LOCAL_KEYS.includes(supabaseKey)) {
    throw new BuildConfigError(
      `${keyVariable} is the well-known local development key, valid only against the local ` +
        `backend. Set the project's publishable key. ${LOCAL_HINT}`,
    );
  }
  return { supabaseUrl, supabaseKey, local };
}

/**
 * Production Auth wants a CAPTCHA token on sign-in and "Forgot password?" (supabase/config.toml
 * `[auth.captcha]`): a production build without the Turnstile widget's site key would send none,
 * and every sign-in would be refused.
 */
export function requireTurnstileSiteKey(env: EnvLike, local: boolean): void {
  if (local || nonEmpty(env.VITE_TURNSTILE_SITE_KEY)) return;
  throw new BuildConfigError(
    `VITE_TURNSTILE_SITE_KEY is not set: production Auth checks a CAPTCHA, so /auth needs the ` +
      `Turnstile widget's site key (docs/configuration.md, Production Auth settings). ${LOCAL_HINT}`,
  );
}

/** The public site's address when VITE_SITE_URL is unset (canonical URLs, the sitemap, JSON-LD). */
export const DEFAULT_SITE_URL = 'https://www.summitflatfeepm.com';

/**
 * VITE_SITE_URL checked and without a trailing slash. A build compiles the result in
 * (vite.config.ts), so a page's scripts carry the address, not the check.
 */
export function resolveSiteUrl(value: string | undefined): string {
  const raw = nonEmpty(value) ?? DEFAULT_SITE_URL;
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new BuildConfigError(`VITE_SITE_URL must be an http(s) URL, got "${raw}".`);
  }
  return raw.replace(/\/+$/, '');
}
