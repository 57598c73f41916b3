/** Browser configuration, validated once. Missing values fall back to the local backend's defaults. */
const LOCAL_URL = 'http://127.0.0.1:54321';
// Supabase's well-known local-development anon key: valid only against a local backend.
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

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
  supabaseAnonKey:
    import.meta.env.VITE_SUPABASE_ANON_KEY && import.meta.env.VITE_SUPABASE_ANON_KEY.trim() !== ''
      ? import.meta.env.VITE_SUPABASE_ANON_KEY.trim()
      : LOCAL_ANON_KEY,
  siteUrl: readUrl(
    'VITE_SITE_URL',
    import.meta.env.VITE_SITE_URL,
    'https://www.summitflatfeepm.com',
  ),
} as const;
