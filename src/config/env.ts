/** Browser configuration, validated once. Missing values fall back to the local backend's defaults. */
const LOCAL_URL = 'http://127.0.0.1:54321';
// The Supabase CLI's well-known local publishable key: valid only against a local backend.
const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

function readUrl(name: string, value: string | undefined, fallback: string): string {
  const raw = value && value.trim() !== '' ? value.trim() : fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return raw.replace(/\/+$/, '');
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
}

export const env = {
  supabaseUrl: readUrl('VITE_SUPABASE_URL', import.meta.env.VITE_SUPABASE_URL, LOCAL_URL),
  // The publishable key (hosted's current name); projects that still have legacy keys set
  // VITE_SUPABASE_ANON_KEY instead.
  supabaseKey:
    nonEmpty(import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY) ??
    nonEmpty(import.meta.env.VITE_SUPABASE_ANON_KEY) ??
    LOCAL_PUBLISHABLE_KEY,
  // The forms' optional human check (Cloudflare Turnstile): off while unset.
  turnstileSiteKey: nonEmpty(import.meta.env.VITE_TURNSTILE_SITE_KEY),
  siteUrl: readUrl(
    'VITE_SITE_URL',
    import.meta.env.VITE_SITE_URL,
    'https://www.summitflatfeepm.com',
  ),
} as const;
