/**
 * JWTs as hosted Supabase issues them today: user access tokens signed with an asymmetric key
 * (ES256, with a `kid`, public half served as a JWKS), while the legacy HS256 secret still
 * verifies (the legacy anon/service_role keys and tokens signed before the switch).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  SignJWT,
  createLocalJWKSet,
  decodeProtectedHeader,
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';

export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** Supabase's well-known local anon key (signed with DEFAULT_JWT_SECRET, expires 2032). */
export const WELL_KNOWN_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
/** Supabase's well-known local service-role key. */
export const WELL_KNOWN_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/**
 * The Supabase CLI's well-known local publishable and secret keys (opaque, not JWTs). The gateway
 * maps them to the anon and service_role roles, as hosted does.
 */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** Role of an opaque API key: 'anon' / 'service_role', 'invalid' for an unknown sb_ key, else undefined. */
export function opaqueKeyRole(
  key: string | undefined,
): 'anon' | 'service_role' | 'invalid' | undefined {
  if (!key || !key.startsWith('sb_')) return undefined;
  if (key === LOCAL_PUBLISHABLE_KEY) return 'anon';
  if (key === LOCAL_SECRET_KEY) return 'service_role';
  return 'invalid';
}

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

export class JwtError extends Error {
  constructor(
    message: string,
    readonly expired = false,
  ) {
    super(message);
  }
}

/** Asymmetric algorithms a signing key may use (hosted offers ES256 and RS256). */
const ASYMMETRIC_ALGS = ['ES256', 'RS256'] as const;
type AsymmetricAlg = (typeof ASYMMETRIC_ALGS)[number];

/** Private JWK fields: never part of the public JWKS. */
const PRIVATE_FIELDS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

/**
 * Reads the signing keys file (the Supabase CLI's `signing_keys_path` format: a JSON array of
 * private JWKs, the first one signs), creating it with a fresh ES256 key if it does not exist, so
 * a data directory keeps its key and its tokens across restarts.
 */
export async function loadSigningKeys(file: string): Promise<JWK[]> {
  if (existsSync(file)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new Error(`${file}: not a JSON array of JWKs (${(err as Error).message})`, {
        cause: err,
      });
    }
    const list = Array.isArray(parsed) ? parsed : [parsed];
    if (list.length === 0) throw new Error(`${file}: no signing key`);
    for (const jwk of list as JWK[]) {
      if (!jwk || typeof jwk !== 'object' || !jwk.kid || !jwk.d) {
        throw new Error(`${file}: every key needs a kid and its private part`);
      }
      if (!ASYMMETRIC_ALGS.includes(jwk.alg as AsymmetricAlg)) {
        throw new Error(`${file}: key ${jwk.kid} has alg ${jwk.alg}; use ES256 or RS256`);
      }
    }
    return list as JWK[];
  }
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk: JWK = {
    ...(await exportJWK(privateKey)),
    kid: randomUUID(),
    alg: 'ES256',
    use: 'sig',
    key_ops: ['sign', 'verify'],
  };
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole or not at all: a crash never leaves a half key that would fail the next start.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify([jwk], null, 2)}\n`, { mode: 0o600 });
  renameSync(tmp, file);
  return [jwk];
}

/** The public half of a private JWK, as the JWKS endpoint serves it. */
export function publicJwk(jwk: JWK): JWK {
  const pub: JWK = { ...jwk, key_ops: ['verify'] };
  for (const field of PRIVATE_FIELDS) delete (pub as Record<string, unknown>)[field];
  return pub;
}

interface SigningKey {
  kid: string;
  alg: AsymmetricAlg;
  key: CryptoKey | Uint8Array;
}

export class JwtKeys {
  private readonly secretKey: Uint8Array;
  /** The public keys, served at /auth/v1/.well-known/jwks.json and given to functions. */
  readonly jwks: JSONWebKeySet;
  private readonly localJwks: JWTVerifyGetKey;

  private constructor(
    readonly secret: string,
    private readonly signing: SigningKey,
    jwks: JSONWebKeySet,
  ) {
    this.secretKey = new TextEncoder().encode(secret);
    this.jwks = jwks;
    this.localJwks = createLocalJWKSet(jwks);
  }

  /** The legacy secret plus the asymmetric keys; the first private key signs user tokens. */
  static async create(secret: string, privateJwks: JWK[]): Promise<JwtKeys> {
    const first = privateJwks[0];
    if (!first?.kid) throw new Error('no signing key');
    const alg = first.alg as AsymmetricAlg;
    // The file's key_ops list sign and verify (the CLI's format); WebCrypto's private key only signs.
    const privateJwk: JWK = { ...first };
    delete privateJwk.key_ops;
    const key = await importJWK(privateJwk, alg);
    return new JwtKeys(secret, { kid: first.kid, alg, key }, { keys: privateJwks.map(publicJwk) });
  }

  /** The `kid` of the key that signs user tokens. */
  get kid(): string {
    return this.signing.kid;
  }

  /** A user token: signed with the asymmetric key, as hosted signs them today. */
  async sign(claims: JwtClaims): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: this.signing.alg, kid: this.signing.kid, typ: 'JWT' })
      .sign(this.signing.key);
  }

  /** A token signed with the legacy HS256 secret (the legacy API keys; tests of old tokens). */
  async signLegacy(claims: JwtClaims): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(this.secretKey);
  }

  /** Verifies a token signed with either the legacy secret or one of the asymmetric keys. */
  async verify(token: string): Promise<JwtClaims> {
    try {
      const header = decodeProtectedHeader(token);
      const { payload } =
        header.alg === 'HS256'
          ? await jwtVerify(token, this.secretKey, { algorithms: ['HS256'] })
          : await jwtVerify(token, this.localJwks, { algorithms: [...ASYMMETRIC_ALGS] });
      return payload as JwtClaims;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw new JwtError('JWT expired', true);
      const message = err instanceof Error ? err.message : String(err);
      throw new JwtError(message);
    }
  }

  /** The anon and service-role keys: the well-known ones for the default secret, else re-signed. */
  async apiKeys(): Promise<{ anonKey: string; serviceRoleKey: string }> {
    if (this.secret === DEFAULT_JWT_SECRET) {
      return { anonKey: WELL_KNOWN_ANON_KEY, serviceRoleKey: WELL_KNOWN_SERVICE_ROLE_KEY };
    }
    const exp = 1983812996;
    return {
      anonKey: await this.signLegacy({ iss: 'supabase-demo', role: 'anon', exp }),
      serviceRoleKey: await this.signLegacy({ iss: 'supabase-demo', role: 'service_role', exp }),
    };
  }
}
