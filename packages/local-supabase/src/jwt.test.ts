// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_JWT_SECRET, JwtError, JwtKeys, loadSigningKeys } from './jwt.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'jwt-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadSigningKeys', () => {
  it('creates an ES256 key once, private to the owner, and reads the same key back', async () => {
    const file = path.join(dir, 'keys.json');
    const created = await loadSigningKeys(file);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(created[0]!.d).toBeTruthy();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await loadSigningKeys(file)).toEqual(created);
  });

  it('refuses a file without private keys or with a symmetric key', async () => {
    const file = path.join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify([{ kty: 'EC', kid: 'x', alg: 'ES256' }]));
    await expect(loadSigningKeys(file)).rejects.toThrow('private part');
    writeFileSync(file, JSON.stringify([{ kty: 'oct', kid: 'x', alg: 'HS256', d: 'x', k: 'x' }]));
    await expect(loadSigningKeys(file)).rejects.toThrow('use ES256 or RS256');
    writeFileSync(file, 'not json');
    await expect(loadSigningKeys(file)).rejects.toThrow('not a JSON array');
  });
});

describe('JwtKeys', () => {
  it('signs ES256 with the kid, serves only public keys, and verifies both kinds', async () => {
    const privateJwks = await loadSigningKeys(path.join(dir, 'sign.json'));
    const keys = await JwtKeys.create(DEFAULT_JWT_SECRET, privateJwks);
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = await keys.sign({ sub: 'u1', role: 'authenticated', exp });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: keys.kid, typ: 'JWT' });
    expect(JSON.stringify(keys.jwks)).not.toContain('"d"');
    expect(keys.jwks.keys[0]).toMatchObject({ kid: keys.kid, key_ops: ['verify'] });
    expect(await keys.verify(token)).toMatchObject({ sub: 'u1' });
    const legacy = await keys.signLegacy({ sub: 'u2', role: 'authenticated', exp });
    expect(decodeProtectedHeader(legacy).alg).toBe('HS256');
    expect(await keys.verify(legacy)).toMatchObject({ sub: 'u2' });
    const { anonKey } = await keys.apiKeys();
    expect(await keys.verify(anonKey)).toMatchObject({ role: 'anon' });
  });

  it('refuses foreign keys and reports expiry', async () => {
    const keys = await JwtKeys.create(
      DEFAULT_JWT_SECRET,
      await loadSigningKeys(path.join(dir, 'sign.json')),
    );
    const { privateKey } = await generateKeyPair('ES256');
    const foreign = await new SignJWT({ sub: 'x' })
      .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
      .sign(privateKey);
    await expect(keys.verify(foreign)).rejects.toBeInstanceOf(JwtError);
    const expired = await keys.sign({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 10 });
    await expect(keys.verify(expired)).rejects.toMatchObject({ expired: true });
    await expect(keys.verify('not.a.jwt')).rejects.toBeInstanceOf(JwtError);
  });

  it('signs with an RS256 key from a signing_keys_path file (the CLI format)', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = {
      ...(await exportJWK(privateKey)),
      kid: 'rsa-1',
      alg: 'RS256',
      key_ops: ['sign', 'verify'],
    };
    const file = path.join(dir, 'rsa.json');
    writeFileSync(file, JSON.stringify([jwk]));
    const keys = await JwtKeys.create(DEFAULT_JWT_SECRET, await loadSigningKeys(file));
    const token = await keys.sign({ sub: 'r' });
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', kid: 'rsa-1' });
    expect(await keys.verify(token)).toMatchObject({ sub: 'r' });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(1);
  });
});
