/**
 * The app's only Supabase client. It is loaded on demand so that marketing pages never download
 * supabase-js until a form is submitted or a data page opens.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';

/**
 * Where supabase-js keeps the session (its own default name, set explicitly so that the admin bar
 * can look for a session without loading supabase-js).
 */
export const authStorageKey = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`;

/** Whether a session may be stored in this browser: no network, no supabase-js. */
export function hasStoredSession(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(authStorageKey) !== null;
  } catch {
    // Storage can be blocked (privacy settings): then there is no stored session to find.
    return false;
  }
}

let clientPromise: Promise<SupabaseClient> | undefined;

export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js').then(
    ({ createClient }) =>
      createClient(env.supabaseUrl, env.supabaseKey, {
        auth: { persistSession: true, autoRefreshToken: true, storageKey: authStorageKey },
      }),
    (error: unknown) => {
      // A failed chunk download must not stick: the next call (e.g. a retry button) tries again.
      clientPromise = undefined;
      throw error;
    },
  );
  return clientPromise;
}

/** URL of an edge function of the configured project. */
export function functionUrl(name: string): string {
  return `${env.supabaseUrl}/functions/v1/${name}`;
}
