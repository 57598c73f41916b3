/**
 * What the public XML functions (rental-feed, listings-sitemap) share: the site's URL, reading
 * active listings with the publishable key (row-level security decides what is public), and the
 * XML response.
 */
import { corsHeaders } from './cors.ts';
import { jsonError } from './http.ts';
import { apiKeyHeaders, publishableKey } from './keys.ts';

export type EnvGet = (name: string) => string | undefined;

/** The public site's origin, without a trailing slash; empty settings count as unset. */
export function siteUrlFromEnv(env: EnvGet): string {
  return (
    env('SITE_URL')?.trim() ||
    env('VITE_SITE_URL')?.trim() ||
    'https://www.summitflatfeepm.com'
  ).replace(/\/+$/, '');
}

/**
 * A GET/HEAD function answering XML built from rows of `properties` that the PostgREST query
 * (`select=...&...`) returns to the anonymous role.
 */
export function publicListingsXmlHandler<Row>(
  name: string,
  query: string,
  build: (rows: Row[], siteUrl: string) => string,
  env: EnvGet = (n) => Deno.env.get(n),
) {
  const supabaseUrl = (env('SUPABASE_URL') ?? 'http://127.0.0.1:54321').replace(/\/+$/, '');
  const siteUrl = siteUrlFromEnv(env);
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { headers: corsHeaders });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return jsonError(405, 'method_not_allowed', 'Use GET.', { Allow: 'GET, HEAD' });
    }
    const response = await fetch(`${supabaseUrl}/rest/v1/properties?${query}`, {
      headers: apiKeyHeaders(publishableKey(env)),
    });
    if (!response.ok) {
      console.error(JSON.stringify({ fn: name, status: response.status }));
      await response.body?.cancel();
      return jsonError(502, 'listings_unavailable', 'The listings could not be read.');
    }
    const xml = build((await response.json()) as Row[], siteUrl);
    return new Response(request.method === 'HEAD' ? null : xml, {
      headers: {
        ...corsHeaders,
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=900',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  };
}
