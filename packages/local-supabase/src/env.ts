/**
 * Project environment for the local backend: `.env.example` gives the defaults, `.env` overrides
 * them, and the process environment overrides both. Files are read with Node's own dotenv parser.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * The project served: the nearest folder at or above the working directory holding
 * `supabase/config.toml`, as the Supabase CLI finds its project; else the working directory.
 */
export function findProjectRoot(from = process.cwd()): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'supabase', 'config.toml'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from);
  }
}

/**
 * The site `npm start` serves (Vite's dev server): Auth's default site_url, and the SITE_URL that
 * `npm start` and the integration tests give the functions, so every mailed link opens locally.
 */
export const LOCAL_SITE_URL = 'http://localhost:5173';

/** Root of the project this process serves (see findProjectRoot). */
export const REPO_ROOT = findProjectRoot();

export function readEnvFile(file: string): Record<string, string> {
  return existsSync(file) ? (parseEnv(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** `.env.example` < `.env` (files only, without the process environment). */
export function loadFileEnv(root = REPO_ROOT): Record<string, string> {
  return {
    ...readEnvFile(path.join(root, '.env.example')),
    ...readEnvFile(path.join(root, '.env')),
  };
}

/** `.env.example` < `.env` < process.env; empty process values do not override file values. */
export function loadProjectEnv(root = REPO_ROOT): Record<string, string> {
  const merged = loadFileEnv(root);
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && (value !== '' || !(key in merged))) merged[key] = value;
  }
  return merged;
}
