/**
 * Vitest globalSetup of the `integration` project: starts ONE local Supabase per run on a free
 * port, with a fresh temporary data directory and a maildev on free ports, and hands its URLs and
 * keys to the tests (env vars and `inject`):
 *   SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY, SUPABASE_TEST_SERVICE_KEY, MAILCATCHER_TEST_URL.
 *
 * Functions get the test process environment plus:
 * - SAFE_FETCH_ALLOW_HOSTS: the value from the environment when set, else the fixed list
 *   127.0.0.1:8123, localhost:8123 and 127.0.0.1:9000-9010, localhost:9000-9010 (the loopback
 *   fixture servers that tests start on those fixed ports).
 * - SMTP_URL: always this run's mail catcher.
 * - SITE_URL: the local site (LOCAL_SITE_URL), never the production domain.
 * - AI_API_URL, AI_API_KEY, AI_MODEL, RESEND_API_KEY: only when set in the environment (the
 *   functions then see them as usual; nothing is invented here).
 * Set LOCAL_BACKEND_LOG=1 to see the backend's and the functions' logs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_BCRYPT_COST, startLocalSupabase } from 'local-supabase';
import { LOCAL_SITE_URL } from 'local-supabase/env';
import { freePort } from 'local-supabase/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string;
    supabaseAnonKey: string;
    supabaseServiceKey: string;
    mailcatcherUrl: string;
  }
}

const FIXTURE_PORTS = [8123, ...Array.from({ length: 11 }, (_, i) => 9000 + i)];
export const DEFAULT_SAFE_FETCH_ALLOW_HOSTS = FIXTURE_PORTS.flatMap((p) => [
  `127.0.0.1:${p}`,
  `localhost:${p}`,
]).join(',');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'supabase-local-test-'));
  const smtpPort = await freePort();
  const webPort = await freePort();
  const functionEnv: Record<string, string> = {
    SAFE_FETCH_ALLOW_HOSTS: process.env.SAFE_FETCH_ALLOW_HOSTS || DEFAULT_SAFE_FETCH_ALLOW_HOSTS,
    // Always this run's mail catcher, whatever SMTP_URL the shell or .env has.
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Links in the functions' mails point at the local site, as under `npm start`.
    SITE_URL: LOCAL_SITE_URL,
  };
  for (const name of ['AI_API_URL', 'AI_API_KEY', 'AI_MODEL', 'RESEND_API_KEY']) {
    const value = process.env[name];
    if (value) functionEnv[name] = value;
  }
  const verbose = process.env.LOCAL_BACKEND_LOG === '1';
  const backend = await startLocalSupabase({
    port: 0,
    dataDir,
    fresh: true,
    mail: { smtpPort, webPort },
    env: functionEnv,
    log: verbose ? (line) => console.log(`[backend] ${line}`) : undefined,
    logRequests: verbose,
    passwordHashCost: TEST_BCRYPT_COST,
  });
  const mailUrl = backend.mailUrl ?? '';
  process.env.SUPABASE_TEST_URL = backend.url;
  process.env.SUPABASE_TEST_ANON_KEY = backend.anonKey;
  process.env.SUPABASE_TEST_SERVICE_KEY = backend.serviceRoleKey;
  process.env.MAILCATCHER_TEST_URL = mailUrl;
  project.provide('supabaseUrl', backend.url);
  project.provide('supabaseAnonKey', backend.anonKey);
  project.provide('supabaseServiceKey', backend.serviceRoleKey);
  project.provide('mailcatcherUrl', mailUrl);

  return async () => {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
