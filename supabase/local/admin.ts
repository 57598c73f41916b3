/** The local admin account of `.env.example` (LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD). */
import type { PGlite } from '@electric-sql/pglite';
import { checkPassword, findUserByEmail, hashPassword, insertUser } from './auth/users.ts';

export async function ensureLocalAdmin(
  db: PGlite,
  email: string,
  password: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      user = await insertUser(tx, { email, password, confirmed: true });
    } else if (!(await checkPassword(password, user.encrypted_password))) {
      // The configured password wins, so the documented login always works locally.
      await tx.query('update auth.users set encrypted_password = $2 where id = $1', [
        user.id,
        await hashPassword(password),
      ]);
    }
    const hasRoles = await tx.query<{ t: string | null }>(
      `select to_regclass('public.user_roles')::text as t`,
    );
    if (hasRoles.rows[0]?.t) {
      await tx.query(
        `insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`,
        [user.id],
      );
    }
    return user.id;
  });
}
