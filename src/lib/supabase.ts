/**
 * The app's only Supabase client. It is loaded on demand so that marketing pages never download
 * supabase-js until a form is submitted or a data page opens.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import { authStorageKeyFor } from './authStorage';
import type { AppDatabase } from './database.types';

let clientPromise: Promise<SupabaseClient<AppDatabase>> | undefined;

export function getSupabase(): Promise<SupabaseClient<AppDatabase>> {
  clientPromise ??= import('@supabase/supabase-js').then(
    ({ createClient }) =>
      createClient<AppDatabase>(env.supabaseUrl, env.supabaseKey, {
        auth: {
          persistSession: true,
          autoRefreshToken: true,
          storageKey: authStorageKeyFor(env.supabaseUrl),
        },
      }),
    (error: unknown) => {
      // A failed chunk download must not stick: the next call (e.g. a retry button) tries again.
      clientPromise = undefined;
      throw error;
    },
  );
  return clientPromise;
}
