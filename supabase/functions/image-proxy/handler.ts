/**
 * image-proxy: GET ?url=<http(s) image URL>. Fetches through the shared safe fetch and passes the
 * bytes on only when they really are a raster image (declared image/* and recognised by their
 * magic bytes), served with the sniffed type and a long public cache lifetime.
 */
import { z } from 'zod';
import { corsHeaders, handlePreflight } from '../_shared/cors.ts';
import { json } from '../_shared/http.ts';
import { type Resolver, safeFetch, SafeFetchError } from '../_shared/safe-fetch.ts';
import { mediaType, sniffImageType } from './sniff.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_URL_LENGTH = 2048;
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';
const ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1';

const querySchema = z.object({
  url: z
    .string({ error: 'The url query parameter is required.' })
    .trim()
    .min(1, 'The url query parameter is required.')
    .max(MAX_URL_LENGTH, `The url must be at most ${MAX_URL_LENGTH} characters.`),
});

export interface ImageProxyOptions {
  /** Overrides SAFE_FETCH_ALLOW_HOSTS (tests). */
  allowHosts?: readonly string[];
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
}

const errorHeaders = { 'Cache-Control': 'no-store' };

function failure(status: number, error: string, message: string): Response {
  return json({ error, message }, status, errorHeaders);
}

export function createImageProxyHandler(options: ImageProxyOptions = {}) {
  return async function handleImageProxy(req: Request): Promise<Response> {
    const preflight = handlePreflight(req);
    if (preflight) return preflight;
    if (req.method !== 'GET') {
      const response = failure(405, 'method_not_allowed', 'Use GET with a url query parameter.');
      response.headers.set('Allow', 'GET, OPTIONS');
      return response;
    }

    const query = querySchema.safeParse({
      url: new URL(req.url).searchParams.get('url') ?? undefined,
    });
    if (!query.success) {
      const fieldErrors = z.flattenError(query.error).fieldErrors;
      return json(
        { error: 'invalid_url', message: fieldErrors.url?.[0] ?? 'Invalid url.', fieldErrors },
        400,
        errorHeaders,
      );
    }
    const target = query.data.url;

    try {
      const fetched = await safeFetch(target, {
        maxBytes: options.maxBytes ?? MAX_IMAGE_BYTES,
        timeoutMs: options.timeoutMs ?? FETCH_TIMEOUT_MS,
        accept: ACCEPT,
        ...(options.allowHosts ? { allowHosts: options.allowHosts } : {}),
        ...(options.resolve ? { resolve: options.resolve } : {}),
      });
      const declared = mediaType(fetched.headers.get('content-type'));
      const sniffed = sniffImageType(fetched.body);
      if (!declared.startsWith('image/') || declared === 'image/svg+xml' || !sniffed) {
        throw new SafeFetchError(
          'unsupported_type',
          'The URL does not point to a JPEG, PNG, GIF, WebP or AVIF image.',
        );
      }
      return new Response(fetched.body, {
        status: 200,
        headers: {
          ...corsHeaders,
          'Content-Type': sniffed,
          'Content-Length': String(fetched.body.byteLength),
          'Cache-Control': IMAGE_CACHE_CONTROL,
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'Cross-Origin-Resource-Policy': 'cross-origin',
        },
      });
    } catch (error) {
      if (error instanceof SafeFetchError) {
        console.warn(`image-proxy: ${error.kind} (${error.status}): ${error.message}`);
        const code = error.kind === 'unsupported_type' ? 'not_an_image' : error.kind;
        return failure(error.status, code, error.message);
      }
      console.error('image-proxy: unexpected error', error);
      return failure(502, 'upstream', 'The image could not be fetched.');
    }
  };
}
