/**
 * What the public XML functions (rental-feed, listings-sitemap) share: the site's URL, reading
 * active listings with the publishable key (row-level security decides what is public), and the
 * XML response.
 */
import { corsHeaders } from '../platform/cors.ts';
import { jsonError } from '../platform/http.ts';
import { configProblems, configurationErrorResponse, siteUrlSetting } from '../platform/config.ts';
import { apiKeyHeaders, publishableKey } from '../platform/keys.ts';

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
  const supabaseUrl = (env('SUPABASE_URL') ?? 'http://127.0.0.1:54321').replace(/\/+$/, '');
  const siteUrl = siteUrlSetting(env);
  // Links to another domain would be half working: no SITE_URL, no feed (config.ts).
  const problems = configProblems(env, ['SITE_URL']);
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { headers: corsHeaders });
    if (problems.length > 0 || !siteUrl) return configurationErrorResponse(name, problems);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return jsonError(405, 'method_not_allowed', 'Use GET.', { Allow: 'GET, HEAD' });
    }
    const headers = apiKeyHeaders(publishableKey(env));
    const [response, textsResponse] = await Promise.all([
      fetch(`${supabaseUrl}/rest/v1/properties?${query}`, { headers }),
      withTexts
        ? fetch(`${supabaseUrl}/rest/v1/rpc/listing_texts`, {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: '{}',
          })
        : null,
    ]);
    if (!response.ok || (textsResponse && !textsResponse.ok)) {
      console.error(
        JSON.stringify({ fn: name, status: response.status, texts: textsResponse?.status }),
      );
      await response.body?.cancel();
      await textsResponse?.body?.cancel();
      return jsonError(502, 'listings_unavailable', 'The listings could not be read.');
    }
    let rows = (await response.json()) as Array<Row & { id: string }>;
    if (textsResponse) {
      const texts = (await textsResponse.json()) as Record<string, Record<string, unknown>>;
      rows = rows.flatMap((row) => {
        const text = texts[row.id];
        return text ? [{ ...row, ...text }] : [];
      });
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
