/**
 * rental-feed: public GET, the HotPads rental feed XML of every active rental. Reads with the
 * publishable key, so row-level security serves active listings only.
 */
import { corsHeaders } from '../_shared/cors.ts';
import { jsonError } from '../_shared/http.ts';
import { apiKeyHeaders, publishableKey } from '../_shared/keys.ts';
import { buildHotPadsFeed, FEED_COLUMNS, type FeedListing } from '../_shared/rental-feed.ts';

type EnvGet = (name: string) => string | undefined;

export function createHandler(env: EnvGet = (n) => Deno.env.get(n)) {
  const supabaseUrl = (env('SUPABASE_URL') ?? 'http://127.0.0.1:54321').replace(/\/+$/, '');
  // Empty settings count as unset.
  const siteUrl = (
    env('SITE_URL')?.trim() ||
    env('VITE_SITE_URL')?.trim() ||
    'https://www.summitflatfeepm.com'
  ).replace(/\/+$/, '');
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { headers: corsHeaders });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return jsonError(405, 'method_not_allowed', 'Use GET.', { Allow: 'GET, HEAD' });
    }
    const query = `select=${FEED_COLUMNS}&status=eq.active&property_type=in.(rent,both)&order=listing_date.desc`;
    const response = await fetch(`${supabaseUrl}/rest/v1/properties?${query}`, {
      headers: apiKeyHeaders(publishableKey(env)),
    });
    if (!response.ok) {
      console.error(JSON.stringify({ fn: 'rental-feed', status: response.status }));
      return jsonError(502, 'listings_unavailable', 'The listings could not be read.');
    }
    const rows = (await response.json()) as FeedListing[];
    // Some stacks send numeric as strings.
    const listings = rows.map((r) => ({
      ...r,
      price: Number(r.price),
      bathrooms: Number(r.bathrooms),
      security_deposit: r.security_deposit === null ? null : Number(r.security_deposit),
    }));
    const xml = buildHotPadsFeed(listings, siteUrl);
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
