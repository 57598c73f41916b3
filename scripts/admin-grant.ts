/**
 * Grants (or with --revoke, removes) admin rights for an account; --create first creates it:
 *
 *   npm run admin:grant -- someone@example.com
 *   npm run admin:grant -- someone@example.com --create   # the first admin of a project
 *   npm run admin:grant -- someone@example.com --revoke
 *
 * --create makes the account with the Auth admin API (the secret key), its email confirmed, with
 * the password from ADMIN_PASSWORD or typed at a hidden prompt. Production has public sign-up off
 * (supabase/config.toml), so this is how the first admin comes to exist; later ones are invited.
 *
 * Works against any Supabase project: SUPABASE_URL and SUPABASE_SECRET_KEY (or the legacy
 * SUPABASE_SERVICE_ROLE_KEY) come from the environment, else from .env, else from .env.example (the local backend and its well-known
 * local service key). The account is looked up with the Auth admin API and the role is written
 * to public.user_roles with the service role, the only role allowed to write it.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import {
  PASSWORD_MIN_LENGTH,
  accountMessages,
} from '../supabase/functions/_shared/contract/account-schemas.ts';
import { loadProjectEnv } from 'local-supabase/env';
import { STAFF_CREATED } from '../supabase/functions/_shared/portal-access/invite-binding.ts';

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
  /** Create the account first (email confirmed) with this password, unless it exists. */
  create?: { password: string };
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
  if (options.create && options.create.password.length < PASSWORD_MIN_LENGTH) {
    throw new AdminGrantError(accountMessages.passwordShort, 1);
  }
  const client = serviceClient(options.url, options.serviceRoleKey);
  let userId = await findUserId(client, email);
  let created = '';
  if (!userId && options.create) {
    const { data, error } = await client.auth.admin.createUser({
      email,
      password: options.create.password,
      email_confirm: true,
      // Staff typed this address: invitations may bind to the account (invite-binding.ts).
      app_metadata: { [STAFF_CREATED]: true },
    });
    if (error || !data.user) {
      // Auth's own password rules (e.g. leaked-password protection) are the caller's to fix.
      const code = error?.code === 'weak_password' ? 1 : 2;
      throw new AdminGrantError(`Could not create ${email}: ${error?.message ?? 'no user'}`, code);
    }
    userId = data.user.id;
    created = `Created ${email} (email confirmed). `;
  } else if (userId && options.create) {
    created = `${email} already has an account; its password is unchanged. `;
  }
  if (!userId) {
    throw new AdminGrantError(
      `No account with the email ${email} on ${options.url}. Run again with --create to create it (public sign-up is off in production).`,
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

  if (isAdmin) {
    return { userId, changed: created !== '', message: `${created}${email} is already an admin.` };
  }
  const { error } = await roles.insert({ user_id: userId, role: 'admin' });
  if (error) throw new AdminGrantError(`Could not grant admin: ${error.message}`, 2);
  return {
    userId,
    changed: true,
    message: `${created}Granted admin to ${email} (user ${userId}).`,
  };
}

const USAGE = 'Usage: npm run admin:grant -- <email> [--create | --revoke]';

/** One line typed at the terminal without echoing it. */
function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    // Echo nothing while the password is typed: readline writes to a stream that drops it.
    const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
    const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
    process.stdout.write(prompt);
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

/** The new account's password: ADMIN_PASSWORD, else typed twice at a hidden prompt. */
async function newPassword(env: Record<string, string>): Promise<string> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    throw new AdminGrantError(
      '--create needs a password: set ADMIN_PASSWORD or run it in a terminal.',
      1,
    );
  }
  const first = await readHidden(
    `Password for the new account (at least ${PASSWORD_MIN_LENGTH} characters): `,
  );
  const again = await readHidden('Repeat the password: ');
  if (first !== again) throw new AdminGrantError(accountMessages.confirmMismatch, 1);
  return first;
}

export async function main(argv: string[]): Promise<number> {
  const args = argv.filter((a) => a !== '--');
  const revoke = args.includes('--revoke');
  const create = args.includes('--create');
  const positional = args.filter((a) => !a.startsWith('--'));
  if (args.includes('--help') || positional.length !== 1 || (create && revoke)) {
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
      create: create ? { password: await newPassword(env) } : undefined,
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
