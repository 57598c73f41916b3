/**
 * The secrets a function needs to work, checked before it does anything half-way.
 * There are no silent defaults: a missing NOTIFY_EMAIL would send the office's mail to an
 * address nobody reads, a missing MAIL_FROM to a sender the mail provider has not verified, a
 * missing SITE_URL would put another domain's links in mails and feeds, and no transport sends
 * nothing at all. A function missing one answers `503 configuration_error` and logs the missing
 * variables (`console.error`), so the operator sees it in the function's logs and in
 * `npm run smoke`. The lead functions still store the lead first (leads.ts).
 *
 * Locally every value comes from .env.example, so this never fires there by accident.
 */
import { json } from './http.ts';
import { isSafeAddress, parseMailbox } from './mailer.ts';

export type EnvGet = (name: string) => string | undefined;

/** What a function may need. */
export type Requirement =
  'NOTIFY_EMAIL' | 'MAIL_FROM' | 'SITE_URL' | 'MAIL_TRANSPORT' | 'ON_CALL_EMAIL';

/** Needs of the functions that mail (lead pipeline, listing alerts). */
export const MAIL_REQUIREMENTS: readonly Requirement[] = [
  'NOTIFY_EMAIL',
  'MAIL_FROM',
  'SITE_URL',
  'MAIL_TRANSPORT',
];

/** The maintenance function's: the same, and ON_CALL_EMAIL well formed when it is set. */
export const MAINTENANCE_MAIL_REQUIREMENTS: readonly Requirement[] = [
  ...MAIL_REQUIREMENTS,
  'ON_CALL_EMAIL',
];

const value = (env: EnvGet, name: string) => env(name)?.trim() || undefined;

/** Where emergencies are mailed at once: ON_CALL_EMAIL (optional), else NOTIFY_EMAIL. */
export function onCallEmailSetting(env: EnvGet): string | undefined {
  return value(env, 'ON_CALL_EMAIL') ?? value(env, 'NOTIFY_EMAIL');
}

/** The project's API origin: SUPABASE_URL (the platform sets it), else the local backend's. */
export function supabaseUrlSetting(env: EnvGet): string {
  return (value(env, 'SUPABASE_URL') ?? 'http://127.0.0.1:54321').replace(/\/+$/, '');
}

/** The site's public origin: SITE_URL, else VITE_SITE_URL (set locally by .env.example). */
export function siteUrlSetting(env: EnvGet): string | undefined {
  return (value(env, 'SITE_URL') ?? value(env, 'VITE_SITE_URL'))?.replace(/\/+$/, '');
}

/** One problem per unmet requirement, each naming the variable to set. Empty when all is set. */
export function configProblems(env: EnvGet, needs: readonly Requirement[]): string[] {
  const problems: string[] = [];
  for (const need of needs) {
    switch (need) {
      case 'NOTIFY_EMAIL': {
        const v = value(env, 'NOTIFY_EMAIL');
        if (!v) problems.push('NOTIFY_EMAIL is not set (the office inbox for leads and repairs)');
        else if (!isSafeAddress(v)) problems.push('NOTIFY_EMAIL is not a valid email address');
        break;
      }
      case 'MAIL_FROM': {
        const v = value(env, 'MAIL_FROM');
        if (!v) problems.push('MAIL_FROM is not set (the sender of every email)');
        else {
          try {
            parseMailbox(v);
          } catch {
            problems.push('MAIL_FROM is not a valid mailbox ("Name <address>" or an address)');
          }
        }
        break;
      }
      case 'SITE_URL': {
        const v = siteUrlSetting(env);
        if (!v) problems.push('SITE_URL is not set (the public site origin used in links)');
        else if (!/^https?:\/\/[^/\s]+$/.test(v)) {
          problems.push('SITE_URL must be an origin such as https://www.example.com');
        }
        break;
      }
      case 'ON_CALL_EMAIL': {
        // Optional (NOTIFY_EMAIL stands in), but an emergency must not go to a malformed address.
        const v = value(env, 'ON_CALL_EMAIL');
        if (v && !isSafeAddress(v)) problems.push('ON_CALL_EMAIL is not a valid email address');
        break;
      }
      case 'MAIL_TRANSPORT':
        if (!value(env, 'RESEND_API_KEY') && !value(env, 'SMTP_URL')) {
          problems.push('RESEND_API_KEY or SMTP_URL is not set (no way to send mail)');
        }
        break;
    }
  }
  return problems;
}

/** The variable each problem names (its first word), for the JSON answer. */
export function problemVariables(problems: readonly string[]): string[] {
  return problems.map((p) => p.split(' ')[0] as string);
}

/** Logs the configuration error and builds the 503 answer; `extra` joins the JSON body. */
export function configurationErrorResponse(
  fn: string,
  problems: readonly string[],
  message = 'This service is not configured yet. Please call or email us directly.',
  extra: Record<string, unknown> = {},
): Response {
  console.error(JSON.stringify({ fn, event: 'configuration_error', problems }));
  return json(
    { error: 'configuration_error', message, missing: problemVariables(problems), ...extra },
    503,
  );
}
