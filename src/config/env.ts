/**
 * Browser configuration, validated once. The dev server and tests fall back to the local
 * backend's defaults; a build never does: vite.config.ts compiles in the URL and key that
 * src/config/buildTarget.ts accepted (a production build refuses the local ones).
 */
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL } from './buildTarget';

// Inline conditions, so a build drops the local values altogether.
const devUrl = import.meta.env.PROD ? undefined : LOCAL_SUPABASE_URL;
const devKey = import.meta.env.PROD ? undefined : LOCAL_PUBLISHABLE_KEY;

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

function readUrl(name: string, value: string | undefined, fallback: string | undefined): string {
  const raw = value && value.trim() !== '' ? value.trim() : fallback;
  if (raw === undefined) throw new Error(`${name} is not set`);
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return raw.replace(/\/+$/, '');
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
}

export const env = {
  supabaseUrl: readUrl('VITE_SUPABASE_URL', import.meta.env.VITE_SUPABASE_URL, devUrl),
  // The publishable key (hosted's current name); projects that still have legacy keys set
  // VITE_SUPABASE_ANON_KEY instead.
  supabaseKey:
    nonEmpty(import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY) ??
    nonEmpty(import.meta.env.VITE_SUPABASE_ANON_KEY) ??
    devKey ??
    '',
  // The forms' optional human check (Cloudflare Turnstile): off while unset.
  turnstileSiteKey: nonEmpty(import.meta.env.VITE_TURNSTILE_SITE_KEY),
} as const;
