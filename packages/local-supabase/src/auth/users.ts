/** auth.users rows and their GoTrue JSON form; used by the Auth API and the admin bootstrap. */
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** GoTrue's bcrypt cost (Go's bcrypt.DefaultCost): what hosted Auth stores. */
export const BCRYPT_COST = 10;
/**
 * bcrypt's least cost, for a test backend: at cost 10 bcryptjs spends about 80 ms of CPU on every
 * sign-up and sign-in, on the backend's one thread. The hash is still checked the same way.
 */
export const TEST_BCRYPT_COST = 4;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  phone: string | null;
  banned_until: string | null;
  is_anonymous: boolean;
  invited_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  recovery_sent_at: string | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
}

type Queryable = PGlite | Transaction;

// Timestamps come back as ISO text so the JSON keeps Postgres's precision and offset.
const USER_COLUMNS = `id::text, aud, role, email, encrypted_password,
  to_json(email_confirmed_at)#>>'{}' as email_confirmed_at, to_json(confirmed_at)#>>'{}' as confirmed_at,
  to_json(last_sign_in_at)#>>'{}' as last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  to_json(created_at)#>>'{}' as created_at, to_json(updated_at)#>>'{}' as updated_at, phone,
  to_json(banned_until)#>>'{}' as banned_until, is_anonymous,
  to_json(invited_at)#>>'{}' as invited_at, email_change,
  to_json(email_change_sent_at)#>>'{}' as email_change_sent_at,
  to_json(recovery_sent_at)#>>'{}' as recovery_sent_at`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const res = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null`,
    [email],
  );
  return res.rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const res = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return res.rows[0];
}

export async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const res = await db.query<IdentityRow>(
    `select id::text, provider_id, user_id::text, identity_data, provider,
            to_json(last_sign_in_at)#>>'{}' as last_sign_in_at, to_json(created_at)#>>'{}' as created_at,
            to_json(updated_at)#>>'{}' as updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return res.rows;
}

export function hashPassword(password: string, cost = BCRYPT_COST): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function checkPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(password, hash);
}

export interface NewUser {
  email: string;
  /** A bcrypt hash (hash before opening a transaction: bcrypt is slow on purpose). */
  passwordHash: string | null;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed?: boolean;
  /** Admin-created users keep exactly the given user_metadata (no identity claims merged in). */
  metadataAsGiven?: boolean;
}

/** Inserts a user with its email identity (as GoTrue does); the caller checks for duplicates. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const email = user.email.trim().toLowerCase();
  const hash = user.passwordHash;
  const confirmed = user.confirmed ?? true;
  const appMeta = { provider: 'email', providers: ['email'], ...(user.appMetadata ?? {}) };
  const identityData = { sub: id, email, email_verified: confirmed, phone_verified: false };
  const userMeta = user.metadataAsGiven
    ? { ...(user.userMetadata ?? {}) }
    : { ...identityData, ...(user.userMetadata ?? {}) };
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
             case when $4::boolean then now() end, $5::jsonb, $6::jsonb, now(), now(), false)`,
    [id, email, hash, confirmed, JSON.stringify(appMeta), JSON.stringify(userMeta)],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2, $3::jsonb, 'email', now())`,
    [id, id, JSON.stringify(identityData)],
  );
  const row = await findUserById(db, id);
  if (!row) throw new Error('inserted user not found');
  return row;
}

/** GoTrue's JSON form of a user. */
export function userJson(
  user: UserRow,
  identities: IdentityRow[],
  factors: Record<string, unknown>[] = [],
): Record<string, unknown> {
  return {
    // GoTrue leaves `factors` out when there are none.
    ...(factors.length > 0 ? { factors } : {}),
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: user.email_confirmed_at ?? undefined,
    phone: user.phone ?? '',
    invited_at: user.invited_at ?? undefined,
    new_email: user.email_change ?? undefined,
    email_change_sent_at: user.email_change_sent_at ?? undefined,
    recovery_sent_at: user.recovery_sent_at ?? undefined,
    confirmed_at: user.confirmed_at ?? undefined,
    last_sign_in_at: user.last_sign_in_at ?? undefined,
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: i.last_sign_in_at ?? undefined,
      created_at: i.created_at,
      updated_at: i.updated_at,
      email: i.email ?? undefined,
    })),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
}

/** An anonymous user (GoTrue's anonymous sign-in): no email, no identity, `is_anonymous`. */
export async function insertAnonymousUser(
  db: Queryable,
  userMetadata: Record<string, unknown>,
): Promise<UserRow> {
  const id = randomUUID();
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, raw_app_meta_data, raw_user_meta_data,
                             created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated',
             '{}'::jsonb, $2::jsonb, now(), now(), true)`,
    [id, JSON.stringify(userMetadata)],
  );
  const row = await findUserById(db, id);
  if (!row) throw new Error('inserted user not found');
  return row;
}
