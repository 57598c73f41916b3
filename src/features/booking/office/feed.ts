/**
 * The private calendar feed's token: 32 random bytes made in the browser, shown once in the URL;
 * only its SHA-256 (hex) is stored (set_booking_feed_token), as the feed endpoint looks it up.
 */
import { env } from '@/config/env';

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function newFeedToken(): string {
  return hex(crypto.getRandomValues(new Uint8Array(32)));
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return hex(new Uint8Array(digest));
}

export function feedUrl(token: string, supabaseUrl: string = env.supabaseUrl): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/bookings?feed=${token}`;
}

/** Apple Calendar subscribes from a webcal:// link. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, 'webcal:');
}
