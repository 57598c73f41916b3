/**
 * What the public XML functions (rental-feed, listings-sitemap) share: the site's URL, reading
 * active listings with the publishable key (row-level security decides what is public), and the
 * XML response.
 */
import { corsHeaders } from '../platform/cors.ts';
import { jsonError } from '../platform/http.ts';
import {
  configProblems,
  configurationErrorResponse,
  siteUrlSetting,
  supabaseUrlSetting,
} from '../platform/config.ts';
import { publishableKey } from '../platform/keys.ts';
import { RestClient } from '../platform/rest-store.ts';

export type EnvGet = (name: string) => string | undefined;

/**
 * A GET/HEAD function answering XML built from rows of `properties` that the PostgREST query
 * (`select=...&...`) returns to the anonymous role. With `withTexts`, each row also gets its
 * free text from `listing_texts()` (rows it has none for were unpublished meanwhile: dropped).
 */
export function publicListingsXmlHandler<Row>(
  name: string,
  query: string,
  build: (rows: Row[], siteUrl: string) => string,
  env: EnvGet = (n) => Deno.env.get(n),
  withTexts = false,
) {
  // The public's reads: the publishable key, as a browser reads them (RLS applies).
  const rest = new RestClient({
    supabaseUrl: supabaseUrlSetting(env),
    secret: publishableKey(env),
  });
  const siteUrl = siteUrlSetting(env);
  // Links to another domain would be half working: no SITE_URL, no feed (config.ts).
  const problems = configProblems(env, ['SITE_URL']);
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { headers: corsHeaders });
    if (problems.length > 0 || !siteUrl) return configurationErrorResponse(name, problems);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return jsonError(405, 'method_not_allowed', 'Use GET.', { Allow: 'GET, HEAD' });
    }
    let rows: Array<Row & { id: string }>;
    try {
      const [listed, texts] = await Promise.all([
        rest.request<Array<Row & { id: string }>>(`/rest/v1/properties?${query}`),
        withTexts
          ? rest.rpc('listing_texts', {}).then((t) => t as Record<string, Record<string, unknown>>)
          : null,
      ]);
      rows = texts
        ? listed.flatMap((row) => {
            const text = texts[row.id];
            return text ? [{ ...row, ...text }] : [];
          })
        : listed;
    } catch (error) {
      console.error(JSON.stringify({ fn: name, error: String(error) }));
      return jsonError(502, 'listings_unavailable', 'The listings could not be read.');
    }
    const xml = build(rows, siteUrl);
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
