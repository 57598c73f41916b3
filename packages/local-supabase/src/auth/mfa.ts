/**
 * GoTrue's TOTP multi-factor authentication: enroll (secret, otpauth URI and QR code), challenge,
 * verify (the session steps up to aal2), unenroll, and the admin factor endpoints. TOTP codes are
 * RFC 6238 (SHA-1, 6 digits, 30 s) checked by otpauth; QR codes are SVG from uqr.
 */
import { randomUUID } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

type Queryable = Pick<PGlite | Transaction, 'query'>;

/** GoTrue's default MFA challenge lifetime. */
const CHALLENGE_TTL_SECONDS = 300;
/** `[auth.mfa] max_enrolled_factors` default. */
const MAX_ENROLLED_FACTORS = 10;

export class MfaError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string;
  created_at: string;
  updated_at: string;
}

const FACTOR_COLUMNS = `id::text, friendly_name, factor_type, status, secret,
  to_json(created_at)#>>'{}' as created_at, to_json(updated_at)#>>'{}' as updated_at`;

/** A factor as GoTrue shows it (no secret). */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    friendly_name: f.friendly_name ?? '',
    factor_type: f.factor_type,
    status: f.status,
    created_at: f.created_at,
    updated_at: f.updated_at,
  };
}

export async function factorsOf(db: Queryable, userId: string): Promise<Record<string, unknown>[]> {
  const rows = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return rows.rows.map(factorJson);
}

async function findFactor(db: Queryable, userId: string, id: string): Promise<FactorRow> {
  const rows = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 and id::text = $2`,
    [userId, id],
  );
  const factor = rows.rows[0];
  if (!factor) throw new MfaError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** POST /factors: a new unverified TOTP factor with its secret, URI and QR code. */
export async function enrollTotp(
  tx: Transaction,
  user: { id: string; email: string | null },
  body: Record<string, unknown>,
  defaultIssuer: string,
): Promise<Record<string, unknown>> {
  const type = body.factor_type;
  if (type !== 'totp') {
    const message =
      type === 'phone' || type === 'webauthn'
        ? `MFA enroll is disabled for ${type}`
        : 'factor_type needs to be totp, phone or webauthn';
    throw new MfaError(
      type === 'phone' || type === 'webauthn' ? 422 : 400,
      type === 'phone' || type === 'webauthn'
        ? 'mfa_' + type + '_enroll_not_enabled'
        : 'validation_failed',
      message,
    );
  }
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : '';
  const issuer = typeof body.issuer === 'string' && body.issuer ? body.issuer : defaultIssuer;
  const count = await tx.query<{ n: number }>(
    `select count(*)::int as n from auth.mfa_factors where user_id = $1`,
    [user.id],
  );
  if ((count.rows[0]?.n ?? 0) >= MAX_ENROLLED_FACTORS) {
    throw new MfaError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (friendlyName) {
    const taken = await tx.query(
      `select 1 from auth.mfa_factors where user_id = $1 and friendly_name = $2`,
      [user.id, friendlyName],
    );
    if (taken.rows.length > 0) {
      throw new MfaError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
  }
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ issuer, label: user.email ?? user.id, secret });
  const uri = totp.toString();
  const id = randomUUID();
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, $3, 'totp', 'unverified', $4)`,
    [id, user.id, friendlyName || null, secret.base32],
  );
  return {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: {
      // Raw SVG: supabase-js prefixes the data: URL itself.
      qr_code: renderSVG(uri),
      secret: secret.base32,
      uri,
    },
  };
}

/** POST /factors/:id/challenge. */
export async function challengeFactor(
  tx: Transaction,
  userId: string,
  factorId: string,
  ip: string | undefined,
): Promise<Record<string, unknown>> {
  const factor = await findFactor(tx, userId, factorId);
  const id = randomUUID();
  const created = await tx.query<{ t: number }>(
    `insert into auth.mfa_challenges (id, factor_id, ip_address) values ($1, $2, $3)
     returning extract(epoch from created_at)::bigint as t`,
    [id, factor.id, ip ?? ''],
  );
  return {
    id,
    type: factor.factor_type,
    expires_at: Number(created.rows[0]?.t ?? 0) + CHALLENGE_TTL_SECONDS,
  };
}

/** POST /factors/:id/verify: checks the code against the challenge; marks the factor verified. */
export async function verifyFactor(
  tx: Transaction,
  userId: string,
  factorId: string,
  body: Record<string, unknown>,
): Promise<void> {
  const factor = await findFactor(tx, userId, factorId);
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  const found = await tx.query<{ fresh: boolean }>(
    `delete from auth.mfa_challenges where id::text = $1 and factor_id = $2
     returning created_at > now() - make_interval(secs => $3) as fresh`,
    [challengeId, factor.id, CHALLENGE_TTL_SECONDS],
  );
  const challenge = found.rows[0];
  if (!challenge) {
    throw new MfaError(
      404,
      'mfa_challenge_expired',
      'MFA factor with the provided challenge ID not found',
    );
  }
  if (!challenge.fresh) {
    throw new MfaError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const totp = new TOTP({ secret: Secret.fromBase32(factor.secret) });
  if (totp.validate({ token: code, window: 1 }) === null) {
    throw new MfaError(422, 'mfa_verification_failed', `Invalid TOTP code entered`);
  }
  await tx.query(
    `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
    [factor.id],
  );
}

/** Deletes a factor; a verified one only from an aal2 session (GoTrue's rule). */
export async function unenrollFactor(
  tx: Transaction,
  userId: string,
  factorId: string,
  sessionAal: string | undefined,
): Promise<Record<string, unknown>> {
  const factor = await findFactor(tx, userId, factorId);
  if (factor.status === 'verified' && sessionAal !== 'aal2') {
    throw new MfaError(403, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
  return { id: factor.id };
}

/** Admin DELETE /admin/users/:id/factors/:factorId. */
export async function adminDeleteFactor(
  tx: Transaction,
  userId: string,
  factorId: string,
): Promise<Record<string, unknown>> {
  const factor = await findFactor(tx, userId, factorId);
  await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
  return factorJson(factor);
}
