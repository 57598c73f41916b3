/**
 * The app's only Supabase client. It is loaded on demand so that marketing pages never download
 * supabase-js until a form is submitted or a data page opens.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { AUDIT_SOURCE_HEADER, auditScreen } from '@contract/audit.ts';
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
        global: { fetch: auditedFetch },
      }),
    (error: unknown) => {
      // A failed chunk download must not stick: the next call (e.g. a retry button) tries again.
      clientPromise = undefined;
      throw error;
    },
  );
  return clientPromise;
}

/**
 * The client's fetch: a write to the Data API names the screen it came from, which the audit
 * trail's triggers record (public.audit_log; `request.headers` in Postgres). Reads go as they are.
 */
export function auditedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = (init?.method ?? 'GET').toUpperCase();
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (method === 'GET' || method === 'HEAD' || !url.includes('/rest/v1/')) {
    return fetch(input, init);
  }
  const headers = new Headers(init?.headers);
  headers.set(AUDIT_SOURCE_HEADER, auditScreen(globalThis.location?.pathname ?? '/'));
  return fetch(input, { ...init, headers });
}
