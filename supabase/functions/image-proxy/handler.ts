/**
 * image-proxy: GET ?url=<http(s) image URL>. Serves the photos of published listings that live
 * on other sites, so visitors' browsers never contact those sites. Each request is admitted by
 * the database first (`image_proxy_admit`: 60 requests per client, 1 more a second, and only a
 * URL that appears in an active listing's `images`, unless a signed-in admin is previewing).
 * A URL fetched once is kept in the private `image-proxy-cache` bucket and served from there
 * afterwards. Fetching goes through the shared safe fetch, and the bytes pass only when they
 * really are a raster image (declared image/* and recognised by their magic bytes).
 */
import { z } from 'zod';
import { type AuthEnv, verifyAdmin } from '../_shared/platform/auth.ts';
import { corsHeaders, handlePreflight } from '../_shared/platform/cors.ts';
import { json } from '../_shared/platform/http.ts';
import { supabaseUrlSetting } from '../_shared/platform/config.ts';
import { secretKey } from '../_shared/platform/keys.ts';
import { RestError, RestStore } from '../_shared/platform/rest-store.ts';
import { clientKey } from '../_shared/platform/rate-limit.ts';
import { type Resolver, safeFetch, SafeFetchError } from '../_shared/platform/safe-fetch.ts';
import { mediaType, sniffImageType } from './sniff.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_URL_LENGTH = 2048;
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';
export const CACHE_BUCKET = 'image-proxy-cache';
const ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1';

const querySchema = z.object({
  url: z
    .string({ error: 'The url query parameter is required.' })
    .trim()
    .min(1, 'The url query parameter is required.')
    .max(MAX_URL_LENGTH, `The url must be at most ${MAX_URL_LENGTH} characters.`)
    .refine((value) => /^https?:\/\//i.test(value), 'The url must start with http:// or https://.'),
});

export type Admission =
  | { allowed: true }
  | { allowed: false; reason: 'rate_limited'; retry_after: number }
  | { allowed: false; reason: 'not_listed' };

export interface StoredImage {
  body: Uint8Array<ArrayBuffer>;
  type: string;
}

/** What the proxy needs from the project: the admission rule and the stored copies. */
export interface ProxyStore {
  admit(client: string, url: string, admin: boolean): Promise<Admission>;
  cached(key: string): Promise<StoredImage | null>;
  keep(key: string, image: StoredImage): Promise<void>;
}

export interface ImageProxyOptions {
  store?: ProxyStore;
  /** Decides whether a request with a bearer token comes from a signed-in admin. */
  isAdmin?: (req: Request) => Promise<boolean>;
  /** Overrides SAFE_FETCH_ALLOW_HOSTS (tests). */
  allowHosts?: readonly string[];
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
}

type EnvGet = (name: string) => string | undefined;

/** The store on the project's Data API and Storage: the functions' one REST client. */
export class RestProxyStore extends RestStore implements ProxyStore {
  constructor(supabaseUrl: string, secret: string) {
    // Short: the admission and a stored copy must not hold a visitor's image long.
    super({ supabaseUrl, secret, timeoutMs: 5_000 });
  }

  async admit(client: string, url: string, admin: boolean): Promise<Admission> {
    return (await this.rpc('image_proxy_admit', {
      p_client: client,
      p_url: url,
      p_admin: admin,
    })) as Admission;
  }

  async cached(key: string): Promise<StoredImage | null> {
    const body = await this.bytes(`/storage/v1/object/${CACHE_BUCKET}/${key}`).catch((error) => {
      if (error instanceof RestError) return null; // not kept yet
      throw error;
    });
    const type = body && sniffImageType(body);
    return body && type ? { body, type } : null;
  }

  async keep(key: string, image: StoredImage): Promise<void> {
    await this.call(`/storage/v1/object/${CACHE_BUCKET}/${key}`, {
      method: 'POST',
      headers: { 'Content-Type': image.type, 'Cache-Control': 'max-age=86400', 'x-upsert': 'true' },
      body: image.body,
      timeoutMs: 10_000,
    });
  }
}

export function storeFromEnv(env: EnvGet = (n) => Deno.env.get(n)): RestProxyStore {
  return new RestProxyStore(supabaseUrlSetting(env), secretKey(env));
}

/** An admin preview: only a request that carries a user's token costs the two auth lookups. */
export function adminCheck(env?: AuthEnv): (req: Request) => Promise<boolean> {
  return async (req) => {
    if (!/^Bearer\s+\S+/i.test(req.headers.get('authorization') ?? '')) return false;
    return (await verifyAdmin(req, env)).ok;
  };
}

async function cacheKey(url: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(url));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const errorHeaders = { 'Cache-Control': 'no-store' };

function failure(
  status: number,
  error: string,
  message: string,
  extra: Record<string, string> = {},
): Response {
  return json({ error, message }, status, { ...errorHeaders, ...extra });
}

function imageResponse(image: StoredImage, cache: 'hit' | 'miss'): Response {
  return new Response(image.body, {
    status: 200,
    headers: {
      ...corsHeaders,
      'Content-Type': image.type,
      'Content-Length': String(image.body.byteLength),
      'Cache-Control': IMAGE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Proxy-Cache': cache,
    },
  });
}

export function createImageProxyHandler(options: ImageProxyOptions = {}) {
  let defaultStore: ProxyStore | undefined;
  const store = () => (options.store ??= defaultStore ??= storeFromEnv());
  const isAdmin = options.isAdmin ?? adminCheck();

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

    // The rate limit is taken before anything else costs a lookup; an unlisted URL costs the
    // admin check only when the request carries a token.
    let admission: Admission;
    try {
      admission = await store().admit(clientKey(req), target, false);
      if (!admission.allowed && admission.reason === 'not_listed' && (await isAdmin(req))) {
        admission = { allowed: true };
      }
    } catch (error) {
      console.error('image-proxy: admission failed', error);
      return failure(503, 'unavailable', 'Images are unavailable right now. Please try again.', {
        'Retry-After': '30',
      });
    }

    try {
      if (!admission.allowed) {
        if (admission.reason === 'rate_limited') {
          return failure(
            429,
            'rate_limited',
            'Too many image requests. Please try again shortly.',
            { 'Retry-After': String(Math.max(1, admission.retry_after)) },
          );
        }
        return failure(404, 'not_listed', 'This image is not part of a published listing.');
      }

      const key = await cacheKey(target);
      const stored = await store()
        .cached(key)
        .catch(() => null);
      if (stored) return imageResponse(stored, 'hit');

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
      const image = { body: fetched.body, type: sniffed };
      // A failed copy only costs a refetch next time: the visitor still gets the image.
      await store()
        .keep(key, image)
        .catch((error) => console.warn(`image-proxy: keeping a copy failed: ${error}`));
      return imageResponse(image, 'miss');
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
