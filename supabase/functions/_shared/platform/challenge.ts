/**
 * The optional human check of the public forms: Cloudflare Turnstile (no tracking cookies, no
 * puzzles for most people). Off unless TURNSTILE_SECRET_KEY is set; then every lead needs a
 * token that Cloudflare's siteverify accepts, bound to the visitor's address. The browser side
 * is src/lib/challenge.ts, switched on by VITE_TURNSTILE_SITE_KEY.
 */
const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** Turnstile tokens are at most 2048 characters. */
const MAX_TOKEN_LENGTH = 2048;

export interface ChallengeConfig {
  secret?: string;
  /** Overridable for tests; defaults to Cloudflare's endpoint. */
  verifyUrl: string;
  timeoutMs: number;
}

export function challengeConfigFromEnv(env: (name: string) => string | undefined): ChallengeConfig {
  const secret = env('TURNSTILE_SECRET_KEY')?.trim();
  return {
    ...(secret ? { secret } : {}),
    verifyUrl: env('TURNSTILE_VERIFY_URL')?.trim() || SITEVERIFY_URL,
    timeoutMs: 3000,
  };
}

export type ChallengeResult = { ok: true } | { ok: false; reason: string };

/** Checks a token with siteverify. Always ok when the challenge is off. */
export async function verifyChallenge(
  config: ChallengeConfig,
  token: unknown,
  remoteIp: string | null,
): Promise<ChallengeResult> {
  if (!config.secret) return { ok: true };
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) {
    return { ok: false, reason: 'missing token' };
  }
  const form = new FormData();
  form.set('secret', config.secret);
  form.set('response', token);
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const res = await fetch(config.verifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    const outcome = (await res.json()) as { success?: unknown; 'error-codes'?: unknown };
    return outcome.success === true
      ? { ok: true }
      : { ok: false, reason: `rejected: ${JSON.stringify(outcome['error-codes'] ?? [])}` };
  } catch (error) {
    // Fail closed: with the check switched on, an unverifiable token is no token.
    return { ok: false, reason: `siteverify unreachable: ${String(error)}` };
  }
}
