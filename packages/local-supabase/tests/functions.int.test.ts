/**
 * The functions proxy (/functions/v1) of the local backend on real Deno, with fixture functions
 * in a temporary directory served by a second backend instance.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../src/index.ts';

const ECHO = `
Deno.serve(async (req) => {
  const url = new URL(req.url);
  if (req.method === 'OPTIONS') {
    return new Response(null, { status: 204, headers: { 'x-from-function': 'echo' } });
  }
  const env = {};
  for (const name of ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY',
    'LOCAL_TEST_CUSTOM', 'SAFE_FETCH_ALLOW_HOSTS', 'LOCAL_FUNCTION_PORT', 'SUPABASE_JWKS']) env[name] = Deno.env.get(name) ?? null;
  return Response.json({
    method: req.method,
    path: url.pathname,
    search: url.search,
    headers: Object.fromEntries(req.headers),
    body: await req.text(),
    env,
  }, { headers: { 'x-from-function': 'echo' } });
});
`;
const CRASH = `
Deno.serve((req) => {
  if (new URL(req.url).searchParams.has('die')) Deno.exit(1);
  return new Response('alive');
});
`;
const OPTIONS_FORM = `
Deno.serve({ port: 1, hostname: '0.0.0.0' }, () => new Response('options form'));
`;
const VERSION = (v: string) => `Deno.serve(() => new Response('${v}'));\n`;

let root: string;
let backend: LocalSupabase;

function writeFunction(name: string, source: string): void {
  mkdirSync(path.join(root, 'supabase', 'functions', name), { recursive: true });
  writeFileSync(path.join(root, 'supabase', 'functions', name, 'index.ts'), source);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'local-functions-'));
  writeFunction('echo', ECHO);
  writeFunction('crash', CRASH);
  writeFunction('broken', "throw new Error('boot failure');\n");
  writeFunction('public-one', VERSION('public ok'));
  writeFunction('options-form', OPTIONS_FORM);
  writeFunction('version', VERSION('v1'));
  writeFunction('_shared', 'export const x = 1;\n');
  writeFileSync(
    path.join(root, 'supabase', 'config.toml'),
    '[functions.public-one]\nverify_jwt = false\n\n[functions.echo]\nverify_jwt = true\n',
  );
  mkdirSync(path.join(root, 'supabase', 'migrations'));
  backend = await startLocalSupabase({
    port: 0,
    dataDir: path.join(root, 'data'),
    fresh: true,
    mail: false,
    migrationsDir: path.join(root, 'supabase', 'migrations'),
    seedFile: path.join(root, 'supabase', 'seed.sql'),
    functionsDir: path.join(root, 'supabase', 'functions'),
    env: { LOCAL_TEST_CUSTOM: 'custom-value', SAFE_FETCH_ALLOW_HOSTS: '127.0.0.1:8123' },
    watchFunctions: true,
  });
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(root, { recursive: true, force: true });
});

function call(name: string, init: RequestInit & { auth?: boolean } = {}, suffix = '') {
  const headers = new Headers(init.headers);
  if (init.auth !== false) {
    headers.set('authorization', `Bearer ${backend.anonKey}`);
    headers.set('apikey', backend.anonKey);
  }
  return fetch(`${backend.url}/functions/v1/${name}${suffix}`, { ...init, headers });
}

describe('functions proxy', () => {
  it('forwards method, path, query, headers and body, and sets the function env', async () => {
    const res = await call(
      'echo',
      {
        method: 'PUT',
        headers: { 'content-type': 'text/plain', 'x-custom': 'yes' },
        body: 'hello body',
      },
      '/sub/path?a=1&b=two',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-from-function')).toBe('echo');
    const echo = (await res.json()) as Record<string, unknown> & {
      headers: Record<string, string>;
      env: Record<string, string | null>;
    };
    expect(echo).toMatchObject({
      method: 'PUT',
      path: '/echo/sub/path',
      search: '?a=1&b=two',
      body: 'hello body',
    });
    expect(echo.headers['x-custom']).toBe('yes');
    expect(echo.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echo.headers['cf-connecting-ip']).toBe('127.0.0.1');
    expect(echo.env).toEqual({
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      LOCAL_TEST_CUSTOM: 'custom-value',
      SAFE_FETCH_ALLOW_HOSTS: '127.0.0.1:8123',
      LOCAL_FUNCTION_PORT: null,
      SUPABASE_JWKS: JSON.stringify(backend.jwks),
    });
  });

  it('works through supabase-js functions.invoke; a sent x-forwarded-for or cf-connecting-ip cannot pose as the client', async () => {
    const client = createClient(backend.url, backend.anonKey, {
      realtime: { transport: ws as never },
      auth: { persistSession: false },
    });
    const { data, error } = await client.functions.invoke('echo', {
      body: { hello: 'world' },
      headers: { 'x-forwarded-for': '203.0.113.7', 'cf-connecting-ip': '203.0.113.8' },
    });
    expect(error).toBeNull();
    expect(data.method).toBe('POST');
    expect(JSON.parse(data.body)).toEqual({ hello: 'world' });
    // As Cloudflare does: the connection's address is appended, and it alone is cf-connecting-ip.
    expect(data.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect(data.headers['cf-connecting-ip']).toBe('127.0.0.1');
    expect(data.headers['authorization']).toBe(`Bearer ${backend.anonKey}`);
  });

  it('passes the CORS preflight to the function without a JWT', async () => {
    const res = await call('echo', { method: 'OPTIONS', auth: false });
    expect(res.status).toBe(204);
    expect(res.headers.get('x-from-function')).toBe('echo');
  });

  it('checks the JWT unless config.toml sets verify_jwt = false', async () => {
    const missing = await call('echo', { auth: false });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'UNAUTHORIZED_NO_AUTH_HEADER' });
    const bad = await call('echo', { auth: false, headers: { authorization: 'Bearer nope' } });
    expect(bad.status).toBe(401);
    const open = await call('public-one', { auth: false });
    expect(open.status).toBe(200);
    expect(await open.text()).toBe('public ok');
  });

  it('verify_jwt accepts an ES256 user token and a legacy HS256 one; functions get SUPABASE_JWKS', async () => {
    const auth = createClient(backend.url, backend.anonKey, {
      realtime: { transport: ws as never },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const signUp = await auth.auth.signUp({
      email: `fn-${Date.now()}@example.com`,
      password: 'password-123',
    });
    expect(signUp.error).toBeNull();
    const userToken = signUp.data.session!.access_token;
    expect(decodeProtectedHeader(userToken).alg).toBe('ES256');
    for (const token of [userToken, backend.anonKey]) {
      const res = await call('echo', {
        auth: false,
        headers: { authorization: `Bearer ${token}`, apikey: backend.anonKey },
      });
      expect(res.status, String(decodeProtectedHeader(token).alg)).toBe(200);
      const echo = (await res.json()) as { env: Record<string, string | null> };
      expect(JSON.parse(echo.env.SUPABASE_JWKS ?? 'null')).toEqual(backend.jwks);
    }
  });

  it('serves a function that passes options to Deno.serve on the chosen port', async () => {
    const res = await call('options-form');
    expect(await res.text()).toBe('options form');
  });

  it('answers 404 JSON for unknown functions and shared folders', async () => {
    for (const name of ['nope', '_shared', '..%2Fetc']) {
      const res = await call(name);
      expect(res.status, name).toBe(404);
      expect(await res.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Requested function was not found',
      });
    }
  });

  it('survives a crashing function and a function that fails to boot', async () => {
    expect(await (await call('crash')).text()).toBe('alive');
    const died = await call('crash', {}, '?die=1');
    expect(died.status).toBe(502);
    expect(await died.json()).toMatchObject({ code: 'FUNCTION_ERROR' });
    expect(await (await call('crash')).text()).toBe('alive');

    const broken = await call('broken');
    expect(broken.status).toBe(503);
    expect(await broken.json()).toEqual({
      code: 'BOOT_ERROR',
      message: 'Function failed to start (please check logs)',
    });
    const health = await fetch(`${backend.url}/auth/v1/health`, {
      headers: { apikey: backend.anonKey },
    });
    expect(health.status).toBe(200);
  });

  it('restarts workers when function files change', async () => {
    expect(await (await call('version')).text()).toBe('v1');
    writeFunction('version', VERSION('v2'));
    const deadline = Date.now() + 15_000;
    let text = '';
    while (Date.now() < deadline) {
      text = await (await call('version')).text();
      if (text === 'v2') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(text).toBe('v2');
  });
});
