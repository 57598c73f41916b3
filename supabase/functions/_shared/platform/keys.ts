/**
 * The project's API keys as hosted Supabase hands them to functions: the publishable/secret keys
 * (`SUPABASE_PUBLISHABLE_KEYS` / `SUPABASE_SECRET_KEYS`, JSON dictionaries by key name) first,
 * the legacy `SUPABASE_ANON_KEY` / `SUPABASE_SERVICE_ROLE_KEY` JWTs when a project still has
 * them. The new keys are not JWTs: they travel in `apikey` only, never as a bearer token.
 */
type EnvGet = (name: string) => string | undefined;

/**
 * Deno's global, declared for Node's type check: Node-side tests reach this module too (the lead
 * registry's booking mails come through booking's public entry, which carries its store).
 */
declare const Deno: { env: { get(name: string): string | undefined } };

function fromDictionary(env: EnvGet, name: string): string | undefined {
  const raw = env(name)?.trim();
  if (!raw) return undefined;
  try {
    const keys = JSON.parse(raw) as unknown;
    if (keys && typeof keys === 'object' && !Array.isArray(keys)) {
      const dict = keys as Record<string, unknown>;
      const key = dict.default ?? Object.values(dict)[0];
      return typeof key === 'string' && key.trim() ? key.trim() : undefined;
    }
  } catch {
    // Not JSON: treat it as unset and fall back to the legacy key.
  }
  return undefined;
}

function plain(env: EnvGet, name: string): string | undefined {
  const v = env(name)?.trim();
  return v ? v : undefined;
}

const denoEnv: EnvGet = (n) => Deno.env.get(n);

/** The key a browser would use (RLS applies): publishable, else the legacy anon key. */
export function publishableKey(env: EnvGet = denoEnv): string {
  return fromDictionary(env, 'SUPABASE_PUBLISHABLE_KEYS') ?? plain(env, 'SUPABASE_ANON_KEY') ?? '';
}

/** The key that bypasses RLS: secret, else the legacy service-role key. Server side only. */
export function secretKey(env: EnvGet = denoEnv): string {
  return (
    fromDictionary(env, 'SUPABASE_SECRET_KEYS') ?? plain(env, 'SUPABASE_SERVICE_ROLE_KEY') ?? ''
  );
}

/** Headers that authenticate a request with an API key of either kind. */
export function apiKeyHeaders(key: string): Record<string, string> {
  // A legacy key is a JWT and also goes as the bearer token; a new key must not.
  return key.startsWith('sb_') ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` };
}
