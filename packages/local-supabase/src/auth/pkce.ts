/** GoTrue's PKCE rules: which challenges a flow may start with, and when a verifier redeems it. */
import { createHash, timingSafeEqual } from 'node:crypto';

export type ChallengeMethod = 's256' | 'plain';

export interface PkceChallenge {
  challenge: string;
  method: ChallengeMethod;
}

/** GoTrue's FlowStateExpiryDuration default: an auth code is good for five minutes. */
export const FLOW_STATE_TTL_SECONDS = 300;

/** Mailed links of a PKCE flow carry `pkce_<hash>` so the verify step knows to answer `?code=`. */
export const PKCE_TOKEN_PREFIX = 'pkce_';

export class PkceError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The challenge of a request body, or undefined for the implicit flow. Both fields or neither, and
 * only the methods GoTrue knows (case-insensitive), else GoTrue's validation errors.
 */
export function parseChallenge(body: Record<string, unknown>): PkceChallenge | undefined {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  const method = typeof body.code_challenge_method === 'string' ? body.code_challenge_method : '';
  if (challenge === '' && method === '') return undefined;
  if (challenge === '' || method === '') {
    throw new PkceError(
      400,
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    );
  }
  const lower = method.toLowerCase();
  if (lower !== 's256' && lower !== 'plain') {
    throw new PkceError(400, 'validation_failed', 'Code challenge method not supported');
  }
  return { challenge, method: lower };
}

/** True when the verifier hashes (s256) or equals (plain) the saved challenge. */
export function verifierMatches(saved: PkceChallenge, verifier: string): boolean {
  const derived =
    saved.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(derived);
  const b = Buffer.from(saved.challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An auth code expires FLOW_STATE_TTL after it was issued (or, before that, after the flow began). */
export function flowStateExpired(
  createdAt: Date,
  authCodeIssuedAt: Date | null,
  now: Date,
  ttlSeconds = FLOW_STATE_TTL_SECONDS,
): boolean {
  const from = authCodeIssuedAt ?? createdAt;
  return now.getTime() > from.getTime() + ttlSeconds * 1000;
}
