/**
 * Helpers for integration tests against the local backend started by
 * tests/setup/local-backend.global.ts. Every client is a real supabase-js client.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { inject } from 'vitest';
import ws from 'ws';
import { loadProjectEnv } from 'local-supabase/env';
import { DEFAULT_JWT_SECRET } from 'local-supabase/jwt';

export const LOCAL_ADMIN_EMAIL = process.env.LOCAL_ADMIN_EMAIL || 'admin@example.com';
export const LOCAL_ADMIN_PASSWORD = process.env.LOCAL_ADMIN_PASSWORD || 'admin-password-123';

export interface TestEnv {
  url: string;
  anonKey: string;
  serviceKey: string;
  mailUrl: string;
}

function provided(
  key: 'supabaseUrl' | 'supabaseAnonKey' | 'supabaseServiceKey' | 'mailcatcherUrl',
): string {
  try {
    return inject(key) ?? '';
  } catch {
    return '';
  }
}

/** URL, keys and mail catcher URL of the test backend. */
export function testEnv(): TestEnv {
  const url = process.env.SUPABASE_TEST_URL || provided('supabaseUrl');
  const anonKey = process.env.SUPABASE_TEST_ANON_KEY || provided('supabaseAnonKey');
  const serviceKey = process.env.SUPABASE_TEST_SERVICE_KEY || provided('supabaseServiceKey');
  const mailUrl = process.env.MAILCATCHER_TEST_URL || provided('mailcatcherUrl');
  if (!url || !anonKey || !serviceKey) {
    throw new Error(
      'The local test backend is not running (run through the vitest integration project).',
    );
  }
  return { url, anonKey, serviceKey, mailUrl };
}

function client(key: string): SupabaseClient {
  return createClient(testEnv().url, key, {
    // Node 20 has no global WebSocket: supabase-js needs ws for its realtime client.
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A client with the anon key and no session. */
export function anonClient(): SupabaseClient {
  return client(testEnv().anonKey);
}

/** A client with the service-role key (bypasses row-level security). */
export function serviceClient(): SupabaseClient {
  return client(testEnv().serviceKey);
}

/** A fresh unique email address for a test user. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs up a new (non-admin) user and returns its signed-in client. */
export async function signUpUser(
  email = uniqueEmail(),
  password = 'password-123',
): Promise<{ client: SupabaseClient; user: User; email: string; password: string }> {
  const c = anonClient();
  const { data, error } = await c.auth.signUp({ email, password });
  if (error || !data.user || !data.session) {
    throw new Error(`sign-up of ${email} failed: ${error?.message ?? 'no session'}`);
  }
  return { client: c, user: data.user, email, password };
}

/** A client signed in as the seeded local admin (LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD). */
export async function adminClient(): Promise<SupabaseClient> {
  const c = anonClient();
  const { error } = await c.auth.signInWithPassword({
    email: LOCAL_ADMIN_EMAIL,
    password: LOCAL_ADMIN_PASSWORD,
  });
  if (error) throw new Error(`admin sign-in failed: ${error.message}`);
  return c;
}

/**
 * The header pg_cron's jobs send to the scheduled entry points (money `run`, the senders'
 * `send`), with the CRON_SECRET the test backend's functions have (.env.example).
 */
export function cronHeaders(): Record<string, string> {
  return { 'x-cron-secret': loadProjectEnv().CRON_SECRET ?? '' };
}

/** URL of an edge function on the test backend. */
export function functionsUrl(name: string): string {
  return `${testEnv().url}/functions/v1/${name}`;
}

/**
 * A valid access token for `user` with no session behind it, signed with the local project's
 * legacy JWT secret: Auth treats it as GoTrue treats a token whose session is over 24 hours old.
 */
export async function sessionlessToken(user: User): Promise<string> {
  return new SignJWT({ role: 'authenticated', email: user.email, aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(DEFAULT_JWT_SECRET));
}

/** PUT /auth/v1/user with a raw bearer token (supabase-js needs a session to send one). */
export async function updateUserWithToken(
  token: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${testEnv().url}/auth/v1/user`, {
    method: 'PUT',
    headers: {
      apikey: testEnv().anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
