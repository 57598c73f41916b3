/**
 * Where a listing photo loads from. External http(s) photos go through the image-proxy edge
 * function (which refuses anything that is not really an image, from a public address), with the
 * direct URL as a fallback if the proxy fails; the site's own photos (relative or same-origin
 * URLs) load directly. Anything else (data:, javascript:, garbage) is not shown at all.
 */
import { env } from '@/config/env';

export interface PhotoSource {
  src: string;
  /** Tried once when `src` fails to load. */
  fallback?: string;
}

export interface PhotoUrlContext {
  /** e.g. `http://127.0.0.1:54321` (VITE_SUPABASE_URL, no trailing slash). */
  supabaseUrl: string;
  /** The page's origin, e.g. `https://www.example.com`. */
  siteOrigin: string;
}

export function imageProxyUrl(supabaseUrl: string, imageUrl: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/image-proxy?url=${encodeURIComponent(imageUrl)}`;
}

export function photoSource(raw: string, context: PhotoUrlContext): PhotoSource | null {
  const value = raw.trim();
  if (value === '') return null;
  let url: URL;
  let siteOrigin: string;
  try {
    siteOrigin = new URL(context.siteOrigin).origin;
    url = new URL(value, `${siteOrigin}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const isRelative = !/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//');
  if (isRelative) return { src: `${url.pathname}${url.search}` };
  if (url.origin === siteOrigin) return { src: url.href };
  return { src: imageProxyUrl(context.supabaseUrl, url.href), fallback: url.href };
}

/** The photo source for this app: the configured project, the current page's origin. */
export function listingPhotoSource(raw: string): PhotoSource | null {
  const siteOrigin = typeof window === 'undefined' ? env.siteUrl : window.location.origin;
  return photoSource(raw, { supabaseUrl: env.supabaseUrl, siteOrigin });
}
