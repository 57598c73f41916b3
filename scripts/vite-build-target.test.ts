// @vitest-environment node
/** vite.config.ts applies the fail-fast rule to every build (src/config/buildTarget.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigEnv, UserConfig } from 'vite';
import configFn from '../vite.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../src/config/buildTarget.ts';

const config = configFn as unknown as (env: ConfigEnv) => UserConfig;
const saved = { ...process.env };
const NAMES = [
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_PUBLISHABLE_KEY',
  'VITE_SUPABASE_ANON_KEY',
  'VITE_SITE_URL',
  'VITE_TURNSTILE_SITE_KEY',
];

function withEnv(values: Record<string, string | undefined>) {
  for (const name of [...NAMES, 'LOCAL_BUILD']) delete process.env[name];
  for (const [k, v] of Object.entries(values)) if (v !== undefined) process.env[k] = v;
}

afterEach(() => {
  for (const name of [...NAMES, 'LOCAL_BUILD']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('vite.config.ts', () => {
  const build: ConfigEnv = { command: 'build', mode: 'production' };

  it('refuses a production build against the local backend, naming the variable', () => {
    withEnv({
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_real',
    });
    expect(() => config(build)).toThrow(/^VITE_SUPABASE_URL is http:\/\/127\.0\.0\.1:54321/);
    withEnv({
      VITE_SUPABASE_URL: 'https://ref.supabase.co',
      VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
    });
    expect(() => config(build)).toThrow(/^VITE_SUPABASE_PUBLISHABLE_KEY is the well-known local/);
  });

  it("refuses a production build without the Turnstile site key Auth's CAPTCHA needs", () => {
    withEnv({
      VITE_SUPABASE_URL: 'https://ref.supabase.co',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_real',
    });
    expect(() => config(build)).toThrow(/^VITE_TURNSTILE_SITE_KEY is not set/);
  });

  it('compiles in the checked values; LOCAL_BUILD=1 allows the local ones', () => {
    withEnv({
      VITE_SUPABASE_URL: 'https://ref.supabase.co/',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_real',
      VITE_SITE_URL: 'https://www.example.com/',
      VITE_TURNSTILE_SITE_KEY: '0x4AAAAAAA_site_key',
    });
    expect(config(build).define).toEqual({
      'import.meta.env.VITE_SUPABASE_URL': '"https://ref.supabase.co"',
      'import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY': '"sb_publishable_real"',
      'import.meta.env.VITE_SITE_URL': '"https://www.example.com"',
      __BUILD_YEAR__: expect.stringMatching(/^\d{4}$/),
    });
    withEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54529', LOCAL_BUILD: '1' });
    expect(config(build).define).toMatchObject({
      'import.meta.env.VITE_SUPABASE_URL': '"http://127.0.0.1:54529"',
      'import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY': JSON.stringify(LOCAL_PUBLISHABLE_KEY),
    });
  });

  it('leaves the dev server and tests alone but for the footer’s year', () => {
    withEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' });
    expect(config({ command: 'serve', mode: 'development' }).define).toEqual({
      __BUILD_YEAR__: expect.stringMatching(/^\d{4}$/),
    });
  });
});
