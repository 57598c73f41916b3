/**
 * privacy-verify: the privacy page POSTs `{ token }` from the link in a privacy request's
 * confirmation mail; the request counts as verified (leads.verified_at) once this answers
 * 'verified'. Tokens are made and hashed as listing alert tokens are (alert-tokens.ts); only the
 * SHA-256 is stored. A GET changes nothing, so mail scanners that fetch links verify nobody.
 */
import { handlePreflight } from '../_shared/platform/cors.ts';
import { json, jsonError } from '../_shared/platform/http.ts';
import { supabaseUrlSetting } from '../_shared/platform/config.ts';
import { secretKey } from '../_shared/platform/keys.ts';
import { RestClient } from '../_shared/platform/rest-store.ts';
import { hashAlertToken, isAlertToken } from '../_shared/contract/alert-tokens.ts';
import {
  isPrivacyVerifyOutcome,
  PRIVACY_VERIFY_FUNCTION,
  type PrivacyVerifyOutcome,
} from '../_shared/contract/privacy-options.ts';

export interface PrivacyVerifyDeps {
  verify(tokenHash: string): Promise<PrivacyVerifyOutcome>;
  log: (event: Record<string, unknown>) => void;
}

type EnvGet = (name: string) => string | undefined;

export function privacyVerifyDepsFromEnv(env: EnvGet = (n) => Deno.env.get(n)): PrivacyVerifyDeps {
  const rest = new RestClient({
    supabaseUrl: supabaseUrlSetting(env),
    secret: secretKey(env),
  });
  return {
    async verify(tokenHash) {
      const status = await rest.rpc('verify_privacy_request', { p_token_hash: tokenHash });
      if (!isPrivacyVerifyOutcome(status)) {
        throw new Error(`Unexpected answer: ${JSON.stringify(status).slice(0, 100)}`);
      }
      return status;
    },
    log: (event) => console.error(JSON.stringify(event)),
  };
}

export function privacyVerifyHandler(getDeps: () => PrivacyVerifyDeps) {
  let deps: PrivacyVerifyDeps | undefined;
  const d = () => (deps ??= getDeps());
  return async (req: Request): Promise<Response> => {
    const preflight = handlePreflight(req);
    if (preflight) return preflight;
    if (req.method !== 'POST') {
      await req.body?.cancel().catch(() => {});
      return jsonError(405, 'method_not_allowed', 'Use POST.', { Allow: 'POST, OPTIONS' });
    }
    const text = await req.text();
    let token: unknown;
    try {
      token = text.length <= 1024 ? (JSON.parse(text) as { token?: unknown })?.token : undefined;
    } catch {
      token = undefined;
    }
    if (typeof token !== 'string') return jsonError(400, 'invalid_body', 'Send JSON: { token }.');
    try {
      // A token not shaped like ours cannot be one we made: unknown, without asking the database.
      const status = isAlertToken(token)
        ? await d().verify(await hashAlertToken(token))
        : 'unknown';
      return json({ status });
    } catch (error) {
      d().log({
        fn: PRIVACY_VERIFY_FUNCTION,
        event: 'failed',
        error: error instanceof Error ? error.message : String(error),
      });
      return jsonError(500, 'verify_failed', 'We could not do that just now. Please try again.');
    }
  };
}
