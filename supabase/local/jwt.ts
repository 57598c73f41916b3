/** HS256 JWTs with Supabase's well-known local secret and keys. */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

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

export class JwtKeys {
  private readonly key: Uint8Array;
  constructor(readonly secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: JwtClaims): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.key);
  }

  async verify(token: string): Promise<JwtClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
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
      anonKey: await this.sign({ iss: 'supabase-demo', role: 'anon', exp }),
      serviceRoleKey: await this.sign({ iss: 'supabase-demo', role: 'service_role', exp }),
    };
  }
}
