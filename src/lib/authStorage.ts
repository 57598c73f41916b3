/**
 * Where supabase-js keeps the session, without supabase-js or the app's config: the public pages'
 * admin bar asks whether a session is stored before loading anything (src/app/AdminBarSlot.tsx).
 */

/** supabase-js's own default name, which src/lib/supabase.ts sets explicitly. */
export function authStorageKeyFor(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

const STORAGE_KEY = /^sb-.+-auth-token$/;

/** Whether a session may be stored in this browser: no network, no supabase-js. */
export function hasStoredSession(): boolean {
  try {
    return Object.keys(localStorage).some((key) => STORAGE_KEY.test(key));
  } catch {
    // Storage can be blocked (privacy settings) or absent (prerender): no stored session then.
    return false;
  }
}
