/** Sign-in, sign-up, sign-out and the admin check, through the app's one Supabase client. */
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { rememberAccountArea } from '@/lib/accountArea';
import { setPasswordUrl } from '@/lib/authLinks';
import { challengeToken } from '@/lib/challenge';
import { getSupabase } from '@/lib/supabase';
import { isLocale, type Locale } from '@contract/locale.ts';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Auth's CAPTCHA (`[auth.captcha]`, Cloudflare Turnstile): when the build has
 * VITE_TURNSTILE_SITE_KEY, each sign-in, sign-up and recovery request carries a fresh token, which
 * GoTrue checks on all three once the CAPTCHA is on. Without the key: no token, no script.
 */
async function captcha(): Promise<{ captchaToken?: string }> {
  const token = await challengeToken();
  return token ? { captchaToken: token } : {};
}

export async function signIn({ email, password }: Credentials): Promise<void> {
  const [supabase, options] = await Promise.all([getSupabase(), captcha()]);
  const { error } = await supabase.auth.signInWithPassword({ email, password, options });
  if (error) throw error;
}

/**
 * Whether the project takes public sign-ups: GoTrue's `GET /auth/v1/settings` (`disable_signup`,
 * `[auth] enable_signup` of config.toml; off in production). Unknown counts as no.
 */
export async function fetchSignUpAllowed(): Promise<boolean> {
  try {
    const res = await fetch(`${env.supabaseUrl}/auth/v1/settings`, {
      headers: { apikey: env.supabaseKey },
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { disable_signup?: unknown };
    return body.disable_signup === false;
  } catch {
    return false;
  }
}

/**
 * Creates an account (not an admin: see `npm run admin:grant`). When the project confirms emails
 * the link leads to the admin page. When it does not (locally), Supabase signs the new account
 * straight in; it is signed out again so the person signs in as the page says.
 */
/** Creates the account; true when Auth signed it in (and this signed it straight out again). */
export async function signUp({ email, password }: Credentials): Promise<boolean> {
  const [supabase, token] = await Promise.all([getSupabase(), captcha()]);
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${window.location.origin}${paths.admin}`, ...token },
  });
  if (error) throw error;
  if (!data.session) return false;
  await supabase.auth.signOut({ scope: 'local' });
  return true;
}

export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  rememberAccountArea(null);
  // A session the server already forgot still ends locally: nothing to tell the person.
  if (error) console.warn('sign-out:', error.message);
}

/** Whether the signed-in account has the admin role (the database's own is_admin()). */
export async function fetchIsAdmin(): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('is_admin');
  if (error) throw new Error(error.message);
  // The public header links staff to their area (a hint only: the guard asks again).
  if (data === true) rememberAccountArea('staff');
  return data === true;
}

/** Whether the signed-in account is an owner or a tenant (the database's portal_roles()). */
export async function fetchHasPortalRole(): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('portal_roles');
  if (error) throw new Error(error.message);
  return Array.isArray(data) && data.length > 0;
}

/**
 * Mails a recovery link that lands on the set-password screen, then on `next` (the area the person
 * asked from: the portal or the staff area). Auth answers the same for unknown addresses.
 */
export async function requestPasswordReset(email: string, next?: string): Promise<void> {
  const [supabase, token] = await Promise.all([getSupabase(), captcha()]);
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: setPasswordUrl(window.location.origin, next),
    ...token,
  });
  if (error) throw error;
}

/** The session a recovery or invite link handed over (supabase-js reads it from the URL). */
export async function linkSession(): Promise<{ email: string | null; locale?: Locale } | null> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  if (!data.session) return null;
  const { user } = data.session;
  // The portal's language switch keeps the account's language in user_metadata too (portal/locale).
  const locale: unknown = user.user_metadata?.locale;
  return { email: user.email ?? null, ...(isLocale(locale) ? { locale } : {}) };
}

export async function setNewPassword(password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}
