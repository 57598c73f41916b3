/**
 * Where a listing photo loads from. External http(s) photos go through the image-proxy edge
 * function (which refuses anything that is not really an image, from a public address), with the
 * direct URL as a fallback if the proxy fails; the site's own photos (relative or same-origin
 * URLs) load directly. Anything else (data:, javascript:, garbage) is not shown at all.
 */
import { env } from '@/config/env';
import { site } from '@/config/site';
import { buildSrcSet, parseStoredPhoto, publicPhotoUrl } from '@/lib/listingPhotos';

export interface PhotoSource {
  src: string;
  /** Width descriptors when the site has the photo in more than one size. */
  srcSet?: string;
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

/**
 * The seed's own listing photos exist at 1200x800 (`name.webp`), 800x533 (`name-800.webp`) and
 * 600x400 (`name-600.webp`, see tools/images/generate-listing-images.ts): offer all three, so a phone
 * (a card about 430 CSS px wide at DPR 1.75) takes the 800 px copy, not the 1200 px one.
 */
function ownPhotoSrcSet(url: URL): string | undefined {
  const match = /^(\/images\/listings\/[a-z0-9-]+?)\.webp$/.exec(url.pathname);
  if (!match || /-(600|800)$/.test(match[1]!) || url.search) return undefined;
  return `${match[1]}-600.webp 600w, ${match[1]}-800.webp 800w, ${url.pathname} 1200w`;
}

export function photoSource(raw: string, context: PhotoUrlContext): PhotoSource | null {
  const value = raw.trim();
  if (value === '') return null;
  // A photo uploaded in the admin: its stored copies straight from Storage, no proxy.
  const stored = parseStoredPhoto(value, context.supabaseUrl);
  if (stored) {
    const urlOf = new Map(
      stored.copies.map((c) => [c.width, publicPhotoUrl(context.supabaseUrl, c.path)]),
    );
    const middle = stored.copies[Math.min(1, stored.copies.length - 1)]!;
    return {
      src: urlOf.get(middle.width)!,
      srcSet: buildSrcSet((width) => urlOf.get(width)!, [...urlOf.keys()]),
    };
  }
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
  if (isRelative || url.origin === siteOrigin) {
    const src = isRelative ? `${url.pathname}${url.search}` : url.href;
    const srcSet = ownPhotoSrcSet(url);
    return srcSet ? { src, srcSet } : { src };
  }
  // The proxy serves only URLs exactly as a listing stores them, so it gets the stored text.
  const asStored = /^https?:\/\//i.test(value) ? value : url.href;
  return { src: imageProxyUrl(context.supabaseUrl, asStored), fallback: url.href };
}

/** The photo source for this app: the configured project, the current page's origin. */
export function listingPhotoSource(raw: string): PhotoSource | null {
  const siteOrigin = typeof window === 'undefined' ? site.url : window.location.origin;
  return photoSource(raw, { supabaseUrl: env.supabaseUrl, siteOrigin });
}
