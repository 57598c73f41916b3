/**
 * `?diagnose=headers` on the lead functions: which client-address headers a deployed function
 * receives, for `npm run smoke`. Answers only a caller holding the project's secret
 * (or legacy service-role) key, and then only header NAMES, whether each client-address header
 * holds a valid IP, and whether it holds a documentation address (RFC 5737 / RFC 3849): the
 * smoke test sends such forged values, so a `true` there means a client can choose that header.
 * No header value, and no other secret, is ever echoed.
 */
import { json, jsonError } from './http.ts';
import { addressKey, CLIENT_ADDRESS_HEADERS, clientIdentity } from './rate-limit.ts';
import { blockedIPv4Reason, blockedIPv6Reason, parseIPv4, parseIPv6 } from './ip-address.ts';

type EnvGet = (name: string) => string | undefined;

export const DIAGNOSE_PARAM = 'diagnose';
export const DIAGNOSE_HEADERS = 'headers';

export interface HeaderReport {
  name: string;
  present: boolean;
  /** Every entry (x-forwarded-for: a list) is an IP address. */
  validIp: boolean;
  /** Entries in the header (x-forwarded-for may hold several). */
  entries: number;
  /** Whether the entry the rate limit reads is a documentation address (a forged test value). */
  documentation: boolean;
}

export interface HeaderDiagnosis {
  diagnose: 'headers';
  headers: HeaderReport[];
  /** The header the rate limit used, and whether it is the platform's own. */
  used: string | null;
  trusted: boolean;
  /** Names of every request header, for spotting a header this code does not know yet. */
  received: string[];
}

/** Every secret key the function may be called with: the new keys and the legacy one. */
export function secretKeysFromEnv(env: EnvGet): string[] {
  const keys: string[] = [];
  try {
    const dict = JSON.parse(env('SUPABASE_SECRET_KEYS') ?? '{}') as Record<string, unknown>;
    for (const v of Object.values(dict ?? {}))
      if (typeof v === 'string' && v.trim()) keys.push(v.trim());
  } catch {
    // Not JSON: no new keys.
  }
  const legacy = env('SUPABASE_SERVICE_ROLE_KEY')?.trim();
  if (legacy) keys.push(legacy);
  return keys;
}

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** Compares SHA-256 digests in full, so the time taken says nothing about the key. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

function isDocumentation(raw: string): boolean {
  const value = raw.trim();
  const v6 = value.includes(':') ? parseIPv6(value) : null;
  if (v6) return blockedIPv6Reason(v6)?.startsWith('documentation') ?? false;
  const v4 = /^\d{1,3}(\.\d{1,3}){3}$/.test(value) ? parseIPv4(value) : null;
  return v4 ? (blockedIPv4Reason(v4)?.startsWith('documentation') ?? false) : false;
}

export function diagnoseHeaders(req: Request): HeaderDiagnosis {
  const identity = clientIdentity(req);
  return {
    diagnose: 'headers',
    headers: CLIENT_ADDRESS_HEADERS.map((name) => {
      const value = req.headers.get(name);
      const entries = value === null ? [] : value.split(',').map((e) => e.trim());
      return {
        name,
        present: value !== null,
        validIp: entries.length > 0 && entries.every((e) => addressKey(e) !== null),
        entries: entries.length,
        documentation: entries.length > 0 && isDocumentation(entries[0]!),
      };
    }),
    used: identity.header,
    trusted: identity.trusted,
    received: [...req.headers.keys()].sort(),
  };
}

/** The diagnostic's answer, or null when the request does not ask for it. */
export async function clientAddressDiagnostic(
  req: Request,
  env: EnvGet = (n) => Deno.env.get(n),
): Promise<Response | null> {
  if (new URL(req.url).searchParams.get(DIAGNOSE_PARAM) !== DIAGNOSE_HEADERS) return null;
  await req.body?.cancel().catch(() => {});
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim();
  const given = [bearer, req.headers.get('apikey')?.trim()].filter((k): k is string => !!k);
  const keys = secretKeysFromEnv(env);
  let allowed = false;
  for (const key of keys) for (const g of given) if (await sameSecret(g, key)) allowed = true;
  if (!allowed) {
    return jsonError(401, 'unauthorized', 'The header diagnostic needs the secret key.');
  }
  return json(diagnoseHeaders(req));
}
