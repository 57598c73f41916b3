/**
 * Grants (or with --revoke, removes) admin rights for an existing account:
 *
 *   npm run admin:grant -- someone@example.com
 *   npm run admin:grant -- someone@example.com --revoke
 *
 * Works against any Supabase project: SUPABASE_URL and SUPABASE_SECRET_KEY (or the legacy
 * SUPABASE_SERVICE_ROLE_KEY) come from the environment, else from .env, else from .env.example (the local backend and its well-known
 * local service key). The account is looked up with the Auth admin API and the role is written
 * to public.user_roles with the service role, the only role allowed to write it.
 */
import { pathToFileURL } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { loadProjectEnv } from '../supabase/local/env.ts';

export class AdminGrantError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'AdminGrantError';
  }
}

export interface AdminGrantOptions {
  url: string;
  serviceRoleKey: string;
  email: string;
  revoke?: boolean;
}

export interface AdminGrantResult {
  userId: string;
  changed: boolean;
  message: string;
}

const PER_PAGE = 1000;

function serviceClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    // Node 20 has no global WebSocket; supabase-js needs one for its (unused) realtime client.
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function findUserId(client: SupabaseClient, email: string): Promise<string | null> {
  const wanted = email.toLowerCase();
  for (let page = 1; ; page++) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: PER_PAGE });
    if (error) {
      throw new AdminGrantError(
        `Could not list users (${error.message}). Is SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY) the secret key or service-role key of this project?`,
        2,
      );
    }
    const found = data.users.find((u) => u.email?.toLowerCase() === wanted);
    if (found) return found.id;
    if (data.users.length < PER_PAGE) return null;
  }
}

export async function adminGrant(options: AdminGrantOptions): Promise<AdminGrantResult> {
  const email = options.email.trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    throw new AdminGrantError(`"${options.email}" is not an email address.`, 1);
  }
  const client = serviceClient(options.url, options.serviceRoleKey);
  const userId = await findUserId(client, email);
  if (!userId) {
    throw new AdminGrantError(
      `No account with the email ${email} on ${options.url}. Sign up at /auth first, then run this again.`,
      1,
    );
  }

  const roles = client.from('user_roles');
  const existing = await roles.select('role').eq('user_id', userId).eq('role', 'admin');
  if (existing.error) {
    throw new AdminGrantError(`Could not read user_roles: ${existing.error.message}`, 2);
  }
  const isAdmin = (existing.data ?? []).length > 0;

  if (options.revoke) {
    if (!isAdmin)
      return { userId, changed: false, message: `${email} is not an admin; nothing to revoke.` };
    const { error } = await roles.delete().eq('user_id', userId).eq('role', 'admin');
    if (error) throw new AdminGrantError(`Could not revoke admin: ${error.message}`, 2);
    return { userId, changed: true, message: `Revoked admin from ${email} (user ${userId}).` };
  }

  if (isAdmin) return { userId, changed: false, message: `${email} is already an admin.` };
  const { error } = await roles.insert({ user_id: userId, role: 'admin' });
  if (error) throw new AdminGrantError(`Could not grant admin: ${error.message}`, 2);
  return { userId, changed: true, message: `Granted admin to ${email} (user ${userId}).` };
}

const USAGE = 'Usage: npm run admin:grant -- <email> [--revoke]';

export async function main(argv: string[]): Promise<number> {
  const args = argv.filter((a) => a !== '--');
  const revoke = args.includes('--revoke');
  const positional = args.filter((a) => !a.startsWith('--'));
  if (args.includes('--help') || positional.length !== 1) {
    console.error(USAGE);
    return args.includes('--help') ? 0 : 1;
  }
  const env = loadProjectEnv();
  const url = (env.SUPABASE_URL ?? '').replace(/\/+$/, '');
  // The secret key (sb_secret_...) is hosted's current name; legacy projects have the service-role JWT.
  const serviceRoleKey = env.SUPABASE_SECRET_KEY || env.SUPABASE_SERVICE_ROLE_KEY || '';
  if (!url || !serviceRoleKey) {
    console.error(
      'Set SUPABASE_URL and SUPABASE_SECRET_KEY (or the legacy SUPABASE_SERVICE_ROLE_KEY), in the environment or .env.',
    );
    return 1;
  }
  try {
    const result = await adminGrant({
      url,
      serviceRoleKey,
      email: positional[0] as string,
      revoke,
    });
    console.log(`${result.message} Project: ${url}`);
    return 0;
  } catch (error) {
    if (error instanceof AdminGrantError) {
      console.error(error.message);
      return error.exitCode;
    }
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Could not reach ${url}: ${reason}`);
    return 2;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
