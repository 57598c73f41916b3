/**
 * The tokens of listing alert links (confirm, unsubscribe): 32 random bytes, base64url, mailed
 * once; the database keeps only their SHA-256 (hex), so a leaked table gives no working link.
 * Web Crypto only: runs in Deno, browsers and Node alike.
 */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newAlertToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** True for a string shaped like a token we make (anything else is unknown without a lookup). */
export function isAlertToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

export async function hashAlertToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The site page the links open (it POSTs the token; a GET changes nothing). */
export const ALERTS_PATH = '/alerts';

export function alertPageUrl(siteUrl: string, action: 'confirm' | 'unsubscribe', token: string) {
  return `${siteUrl.replace(/\/+$/, '')}${ALERTS_PATH}?${action}=${encodeURIComponent(token)}`;
}
