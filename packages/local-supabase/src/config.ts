/**
 * supabase/config.toml as the Supabase CLI reads it: TOML (smol-toml), with `"env(NAME)"` string
 * values taken from the environment. Locally NAME comes from the project environment
 * (`.env.example` < `.env` < process), so production values never have to live in the file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { REPO_ROOT, loadProjectEnv } from './env.ts';

export type ConfigValue =
  string | number | boolean | ConfigValue[] | { [key: string]: ConfigValue };
export type ProjectConfig = { [key: string]: ConfigValue };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const ENV_REF = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/;
/**
 * Production-only sections the local backend never reads (it mails its catcher and checks no
 * CAPTCHA): their secrets stay unresolved, so a checkout needs no SMTP password or CAPTCHA secret.
 */
const PRODUCTION_ONLY = new Set(['auth.email.smtp', 'auth.captcha']);

function resolveEnv(value: unknown, env: Record<string, string>, at: string): ConfigValue {
  if (PRODUCTION_ONLY.has(at)) return value as ConfigValue;
  if (typeof value === 'string') {
    const ref = ENV_REF.exec(value);
    if (!ref) return value;
    const resolved = env[ref[1] as string];
    if (resolved === undefined || resolved === '') {
      throw new ConfigError(
        `${at} is ${value}, but ${ref[1]} is not set (.env.example, .env or the environment)`,
      );
    }
    return resolved;
  }
  if (Array.isArray(value)) return value.map((v, i) => resolveEnv(v, env, `${at}[${i}]`));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: ProjectConfig = {};
    for (const [k, v] of Object.entries(value)) out[k] = resolveEnv(v, env, at ? `${at}.${k}` : k);
    return out;
  }
  return value as ConfigValue;
}

export function readProjectConfig(
  file = path.join(REPO_ROOT, 'supabase', 'config.toml'),
  env: Record<string, string> = loadProjectEnv(),
): ProjectConfig {
  if (!existsSync(file)) return {};
  return resolveEnv(parse(readFileSync(file, 'utf8')), env, '') as ProjectConfig;
}

/** A nested section such as `functions.image-proxy`, or an empty object. */
export function section(config: ProjectConfig, ...keys: string[]): ProjectConfig {
  let node: ConfigValue | undefined = config;
  for (const key of keys) {
    node = node && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined;
  }
  return node && typeof node === 'object' && !Array.isArray(node) ? node : {};
}

const DURATION_UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** A Go duration ("60s", "1m30s", "500ms"), as the CLI parses max_frequency; throws otherwise. */
export function parseGoDuration(value: string): number {
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gu)];
  if (value === '0') return 0;
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value) {
    throw new Error(`not a Go duration: ${JSON.stringify(value)}`);
  }
  return parts.reduce((ms, p) => ms + Number(p[1]) * (DURATION_UNITS[p[2] as string] as number), 0);
}
