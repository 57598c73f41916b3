/** The local admin account of `.env.example` (LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD). */
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { checkPassword, findUserByEmail, hashPassword, insertUser } from './auth/users.ts';

/** Ensures the admin account exists with the configured password and, if the table exists, the admin role. */
export async function ensureLocalAdmin(
  db: PGlite,
  email: string,
  password: string,
  hashCost?: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    // bcrypt is slow on purpose; remember which (password, hash) pair was verified last time.
    const fingerprint = (hash: string | null) =>
      createHash('sha256')
        .update(`${email}\0${password}\0${hash ?? ''}`)
        .digest('hex');
    if (!user) {
      // Runs at start, before the server accepts requests, so hashing inside is harmless.
      user = await insertUser(tx, {
        email,
        passwordHash: await hashPassword(password, hashCost),
        confirmed: true,
      });
    } else {
      const known = await tx.query<{ value: string }>(
        `select value from supabase_migrations.local_meta where key = 'admin'`,
      );
      const verified = known.rows[0]?.value === fingerprint(user.encrypted_password);
      if (!verified && !(await checkPassword(password, user.encrypted_password))) {
        // The configured password wins, so the documented login always works locally.
        await tx.query('update auth.users set encrypted_password = $2 where id = $1', [
          user.id,
          await hashPassword(password, hashCost),
        ]);
      }
    }
    const current = await tx.query<{ encrypted_password: string | null }>(
      'select encrypted_password from auth.users where id = $1',
      [user.id],
    );
    await tx.query(
      `insert into supabase_migrations.local_meta (key, value) values ('admin', $1)
       on conflict (key) do update set value = excluded.value`,
      [fingerprint(current.rows[0]?.encrypted_password ?? null)],
    );
    const hasRoles = await tx.query<{ t: string | null }>(
      `select to_regclass('public.user_roles')::text as t`,
    );
    if (hasRoles.rows[0]?.t) {
      await tx.query(
        `insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`,
        [user.id],
      );
    }
    const bookable = await tx.query<{ t: string | null }>(
      `select to_regclass('public.booking_staff')::text as t`,
    );
    if (bookable.rows[0]?.t) {
      // The demo's bookings need someone to see the visitors: the local admin takes them.
      await tx.query(
        `insert into public.booking_staff (user_id) values ($1) on conflict do nothing`,
        [user.id],
      );
    }
    return user.id;
  });
}

/**
 * Creates the project's demo accounts (LOCAL_SEED_ACCOUNTS, all with LOCAL_SEED_PASSWORD), confirmed,
 * when missing. Runs before seed.sql, so the seed can link its rows to them by email; an account
 * that exists keeps its password (its owner may have changed it).
 */
export async function ensureLocalAccounts(
  db: PGlite,
  emails: readonly string[],
  password: string,
  hashCost?: number,
): Promise<void> {
  if (emails.length === 0 || !password) return;
  const missing: string[] = [];
  for (const email of emails) if (!(await findUserByEmail(db, email))) missing.push(email);
  if (missing.length === 0) return;
  // One bcrypt hash for all: bcrypt is slow on purpose, and these share one demo password.
  const passwordHash = await hashPassword(password, hashCost);
  await db.transaction(async (tx) => {
    for (const email of missing) await insertUser(tx, { email, passwordHash, confirmed: true });
  });
}
