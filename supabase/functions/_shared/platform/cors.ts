/**
 * CORS for the edge functions. The browser app calls them cross-origin (the site and the
 * Supabase project live on different hosts), and supabase-js sends `authorization`, `apikey`,
 * `x-client-info` and `content-type`, so the preflight must allow those.
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

/** Answers a CORS preflight (`OPTIONS`) with 204, or returns null for any other method. */
export function handlePreflight(req: Request): Response | null {
  if (req.method !== 'OPTIONS') return null;
  return new Response(null, { status: 204, headers: corsHeaders });
}
