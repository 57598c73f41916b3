/**
 * Who is calling an edge function, and are they an admin?
 *
 * The caller's own JWT is checked by the project's Auth server (`/auth/v1/user`), and admin rights
 * by the database's `is_admin()` (a security-definer function over `user_roles`) called with the
 * caller's JWT, so the function trusts exactly what row-level security trusts and never
 * `user_metadata`. Works the same against hosted Supabase and the local backend.
 */

import { publishableKey } from './keys.ts';
import { RestClient, RestError } from './rest-store.ts';

export type AdminCheck =
  | { ok: true; userId: string; email: string | null }
  | { ok: false; status: 401 | 403 | 503; error: string; message: string };

export interface AuthEnv {
  supabaseUrl: string;
  /** The publishable key (or the legacy anon key): identifies the project, never the caller. */
  anonKey: string;
  /** Injectable for tests. */
  fetch?: typeof fetch;
}

export function authEnvFromDeno(): AuthEnv {
  const supabaseUrl = (Deno.env.get('SUPABASE_URL') ?? '').replace(/\/+$/, '');
  return { supabaseUrl, anonKey: publishableKey() };
}

function bearer(req: Request): string | null {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? (match[1] as string) : null;
}

const unauthenticated = (message: string) => ({
  ok: false as const,
  status: 401 as const,
  error: 'unauthorized',
  message,
});

/** The REST client as the caller: their JWT, the publishable key (or the token without one). */
const asCaller = (token: string, env: AuthEnv) => ({
  client: new RestClient({
    supabaseUrl: env.supabaseUrl,
    secret: '',
    publishable: env.anonKey || token,
    ...(env.fetch ? { fetch: env.fetch } : {}),
  }),
  as: `Bearer ${token}`,
});

/** Auth or PostgREST refused the token itself. */
const refusedToken = (error: unknown, statuses: number[]) =>
  error instanceof RestError && statuses.includes(error.status);

export type SessionCheck =
  | { ok: true; userId: string; email: string | null }
  | { ok: false; status: 401 | 503; error: string; message: string };

/** Is the request's bearer a live session of any signed-in person (Auth's `/auth/v1/user`)? */
export async function verifySession(
  req: Request,
  env: AuthEnv = authEnvFromDeno(),
): Promise<SessionCheck> {
  const token = bearer(req);
  if (!token) return unauthenticated('Sign in to use this function.');
  if (!env.supabaseUrl) {
    return {
      ok: false,
      status: 503,
      error: 'auth_unavailable',
      message: 'SUPABASE_URL is not set.',
    };
  }
  const { client, as } = asCaller(token, env);
  try {
    const user = await client.request<{ id?: unknown; email?: unknown } | null>('/auth/v1/user', {
      as,
    });
    if (typeof user?.id !== 'string' || user.id === '') {
      return unauthenticated('Your session is invalid or has expired. Please sign in again.');
    }
    return { ok: true, userId: user.id, email: typeof user.email === 'string' ? user.email : null };
  } catch (error) {
    if (refusedToken(error, [401, 403])) {
      return unauthenticated('Your session is invalid or has expired. Please sign in again.');
    }
    console.error('verifySession: user lookup failed', error);
    return {
      ok: false,
      status: 503,
      error: 'auth_unavailable',
      message: 'Could not verify your session.',
    };
  }
}

export async function verifyAdmin(
  req: Request,
  env: AuthEnv = authEnvFromDeno(),
): Promise<AdminCheck> {
  const session = await verifySession(req, env);
  if (!session.ok) {
    return session.status === 401
      ? unauthenticated(bearer(req) ? session.message : 'Sign in as an admin to use this function.')
      : session;
  }
  const { userId, email } = session;
  const { client, as } = asCaller(bearer(req) as string, env);
  try {
    if ((await client.rpc('is_admin', {}, { as })) !== true) {
      return {
        ok: false,
        status: 403,
        error: 'forbidden',
        message: 'This account does not have admin access.',
      };
    }
  } catch (error) {
    if (refusedToken(error, [401])) {
      return unauthenticated('Your session is invalid or has expired. Please sign in again.');
    }
    console.error('verifyAdmin: is_admin failed', error);
    return {
      ok: false,
      status: 503,
      error: 'auth_unavailable',
      message: 'Could not verify admin access.',
    };
  }
  return { ok: true, userId, email };
}
