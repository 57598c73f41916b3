// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SUPABASE_URL,
  DEFAULT_SITE_URL,
  isLoopbackHost,
  resolveBuildTarget,
  resolveSiteUrl,
} from './buildTarget';

const real = {
  VITE_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_realProjectKey_123',
};

describe('resolveBuildTarget (production build)', () => {
  it('accepts a real https URL and an sb_publishable key', () => {
    expect(resolveBuildTarget(real)).toEqual({
      supabaseUrl: 'https://abcdefghijklmnop.supabase.co',
      supabaseKey: 'sb_publishable_realProjectKey_123',
      local: false,
    });
  });

  it('accepts a legacy anon key from VITE_SUPABASE_ANON_KEY', () => {
    const target = resolveBuildTarget({
      VITE_SUPABASE_URL: real.VITE_SUPABASE_URL,
      VITE_SUPABASE_ANON_KEY: 'eyJreal.anon.jwt',
    });
    expect(target.supabaseKey).toBe('eyJreal.anon.jwt');
  });

  it('refuses a missing URL, naming VITE_SUPABASE_URL', () => {
    expect(() => resolveBuildTarget({ ...real, VITE_SUPABASE_URL: '' })).toThrow(
      /^VITE_SUPABASE_URL is not set.*LOCAL_BUILD=1/,
    );
  });

  it.each([
    LOCAL_SUPABASE_URL,
    'http://localhost:54321',
    'http://127.1.2.3:8000',
    'http://[::1]:54321',
    'http://0.0.0.0:54321',
    'https://app.localhost',
  ])('refuses the loopback URL %s, naming VITE_SUPABASE_URL', (url) => {
    expect(() => resolveBuildTarget({ ...real, VITE_SUPABASE_URL: url })).toThrow(
      /^VITE_SUPABASE_URL is .*loopback/,
    );
  });

  it('refuses a plain-http URL', () => {
    expect(() =>
      resolveBuildTarget({ ...real, VITE_SUPABASE_URL: 'http://x.supabase.co' }),
    ).toThrow(/VITE_SUPABASE_URL must be https/);
  });

  it('refuses a missing key, naming VITE_SUPABASE_PUBLISHABLE_KEY', () => {
    expect(() => resolveBuildTarget({ VITE_SUPABASE_URL: real.VITE_SUPABASE_URL })).toThrow(
      /^VITE_SUPABASE_PUBLISHABLE_KEY is not set/,
    );
  });

  it('refuses the well-known local publishable key', () => {
    expect(() =>
      resolveBuildTarget({ ...real, VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY }),
    ).toThrow(/^VITE_SUPABASE_PUBLISHABLE_KEY is the well-known local development key/);
  });

  it('refuses the well-known local anon key, naming VITE_SUPABASE_ANON_KEY', () => {
    expect(() =>
      resolveBuildTarget({
        VITE_SUPABASE_URL: real.VITE_SUPABASE_URL,
        VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      }),
    ).toThrow(/^VITE_SUPABASE_ANON_KEY is the well-known local development key/);
  });

  it('refuses a secret key in a browser variable, even in a local build', () => {
    for (const LOCAL_BUILD of [undefined, '1']) {
      expect(() =>
        resolveBuildTarget({
          ...real,
          LOCAL_BUILD,
          VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_SECRET_KEY,
        }),
      ).toThrow(/VITE_SUPABASE_PUBLISHABLE_KEY holds a secret key/);
    }
  });
});

describe('resolveBuildTarget (explicit local build)', () => {
  it('falls back to the local backend and its key with LOCAL_BUILD=1', () => {
    expect(resolveBuildTarget({ LOCAL_BUILD: '1' })).toEqual({
      supabaseUrl: LOCAL_SUPABASE_URL,
      supabaseKey: LOCAL_PUBLISHABLE_KEY,
      local: true,
    });
  });

  it('accepts a loopback URL and the local key with LOCAL_BUILD=1', () => {
    const target = resolveBuildTarget({
      LOCAL_BUILD: '1',
      VITE_SUPABASE_URL: 'http://127.0.0.1:54529/',
      VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
    });
    expect(target).toEqual({
      supabaseUrl: 'http://127.0.0.1:54529',
      supabaseKey: LOCAL_PUBLISHABLE_KEY,
      local: true,
    });
  });

  it('does not treat LOCAL_BUILD=0 as local', () => {
    expect(() => resolveBuildTarget({ LOCAL_BUILD: '0' })).toThrow(/VITE_SUPABASE_URL is not set/);
  });
});

describe('isLoopbackHost', () => {
  it('knows loopback from public hosts', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['ref.supabase.co', '10.0.0.1', '128.0.0.1', 'localhost.example.com'])
      expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('resolveSiteUrl (compiled into every page)', () => {
  it('takes VITE_SITE_URL without its trailing slash, or the company site when unset', () => {
    expect(resolveSiteUrl('https://www.example.com/ ')).toBe('https://www.example.com');
    expect(resolveSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl('  ')).toBe(DEFAULT_SITE_URL);
  });

  it('refuses what is not an http(s) URL, naming the variable', () => {
    for (const value of ['www.example.com', 'ftp://example.com', 'javascript:alert(1)']) {
      expect(() => resolveSiteUrl(value)).toThrow(/VITE_SITE_URL must be an http\(s\) URL/);
    }
  });
});
