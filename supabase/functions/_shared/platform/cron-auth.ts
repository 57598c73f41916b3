/**
 * The one check of the scheduled entry points (money `run`; the maintenance, listing-alert and
 * booking senders' `send`). pg_cron calls them through pg_net with the header `x-cron-secret`,
 * its value read from Vault (`vault.decrypted_secrets`, migration 202612010003); the function
 * compares it with its CRON_SECRET in constant time. Without it the call is refused (401), so
 * nobody else starts a run. Where the app nudges a sender after its own change (a payment staff
 * record, a listing published, a tenant's message), the caller's session is accepted instead,
 * as each entry point says (`orSession`); an anonymous caller never is.
 */
import { type EnvGet, configurationErrorResponse } from './config.ts';
import { jsonError } from './http.ts';

/** The header pg_cron's jobs send; never a CORS-allowed header, so no browser page sends it. */
export const CRON_SECRET_HEADER = 'x-cron-secret';

/** Shorter secrets are refused as configuration errors: 32 characters, as `openssl rand -hex 16`. */
export const CRON_SECRET_MIN_LENGTH = 32;

const encoder = new TextEncoder();

/** Equal strings? In time that depends on neither (both hashed to 32 bytes first). */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all(
    [given, expected].map(
      async (s) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(s))),
    ),
  );
  let diff = 0;
  for (let i = 0; i < a!.length; i += 1) diff |= a![i]! ^ b![i]!;
  return diff === 0;
}

const setting = (env: EnvGet, name: string) => env(name)?.trim() || undefined;

/** What is wrong with CRON_SECRET, or null. */
export function cronSecretProblem(env: EnvGet): string | null {
  const secret = setting(env, 'CRON_SECRET');
  if (!secret) return "CRON_SECRET is not set (the scheduled jobs' secret, kept in Vault too)";
  if (secret.length < CRON_SECRET_MIN_LENGTH) {
    return `CRON_SECRET is shorter than ${CRON_SECRET_MIN_LENGTH} characters`;
  }
  return null;
}

export interface ScheduledOptions {
  /** The function's name, for the configuration error's log line. */
  fn: string;
  env?: EnvGet;
  /** A session that may nudge this entry point as well (the app's, after a change it made). */
  orSession?: (req: Request) => Promise<{ ok: boolean }>;
}

/**
 * Null when the caller may start the scheduled work: the right `x-cron-secret`, or a session
 * `orSession` accepts. Else the answer to give: 401, or 503 when CRON_SECRET is missing (the
 * operator's mistake, named in the logs and the answer; the caller is refused either way).
 */
export async function refuseUnscheduled(
  req: Request,
  options: ScheduledOptions,
): Promise<Response | null> {
  const env = options.env ?? ((name: string) => Deno.env.get(name));
  const given = req.headers.get(CRON_SECRET_HEADER);
  const problem = cronSecretProblem(env);
  if (given !== null && !problem && (await sameSecret(given, setting(env, 'CRON_SECRET')!))) {
    return null;
  }
  if (options.orSession && /^Bearer\s+\S+/i.test(req.headers.get('authorization') ?? '')) {
    if ((await options.orSession(req)).ok) return null;
  }
  if (problem && given !== null) return configurationErrorResponse(options.fn, [problem]);
  return jsonError(
    401,
    'unauthorized',
    "This action runs on the schedule: it needs the scheduler's secret.",
  );
}
