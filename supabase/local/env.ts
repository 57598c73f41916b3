/**
 * Project environment for the local backend: `.env.example` gives the defaults, `.env` overrides
 * them, and the process environment overrides both. A tiny parser keeps us free of a dotenv dep.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (two levels above this file). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Parses KEY=VALUE lines; supports comments, `export`, single/double quotes and \n in "". */
export function parseDotenv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const key = match[1] as string;
    let value = (match[2] as string).trim();
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, '\n').replace(/\\"/g, '"');
    } else {
      const hash = value.indexOf(' #');
      if (hash >= 0) value = value.slice(0, hash).trim();
    }
    out[key] = value;
  }
  return out;
}

export function readEnvFile(file: string): Record<string, string> {
  return existsSync(file) ? parseDotenv(readFileSync(file, 'utf8')) : {};
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
