/**
 * The image-proxy edge function through the local backend (/functions/v1/image-proxy on real
 * Deno), fetching from a loopback fixture server that the test backend allows by name
 * (SAFE_FETCH_ALLOW_HOSTS lists 127.0.0.1:8123 and 127.0.0.1:9000-9010). The proxy serves only
 * URLs of an active listing (or an admin's preview), so the fixture URLs are a test listing's
 * photos, and the address checks run as the admin. Requests leave from a loopback address of
 * their own, so this file's rate-limit bucket is its own.
 */
import { readFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFrom } from '../../scripts/flood.ts';
import { adminClient, anonClient, functionsUrl, serviceClient } from '../support/backend.ts';

/** This file's own client address (Linux routes all of 127/8 to loopback). */
const CLIENT = `127.61.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;
const fetch = fetchFrom(CLIENT);
const LISTED_PATHS = [
  '/house.png',
  '/house.webp',
  '/page.html',
  '/fake.png',
  '/huge.png',
  '/missing.png',
  '/slow.png',
  '/redirect-private.png',
  '/redirect-unlisted-port.png',
];

const PNG = readFileSync(new URL('../fixtures/images/house.png', import.meta.url));
const WEBP = readFileSync(new URL('../fixtures/images/house.webp', import.meta.url));
const HTML = '<!doctype html><title>Listing</title><p>Not an image</p>';
const ALLOWED_PORTS = [8123, ...Array.from({ length: 11 }, (_, i) => 9000 + i)];

let server: Server;
let origin = '';
let listingId = '';
let adminToken = '';
const upstreamHits: string[] = [];
const slowTimers = new Set<NodeJS.Timeout>();

function route(path: string, res: http.ServerResponse): void {
  switch (path) {
    case '/house.png':
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length });
      res.end(PNG);
      return;
    case '/house.webp':
      res.writeHead(200, { 'content-type': 'image/webp' });
      res.end(WEBP);
      return;
    case '/page.html':
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(HTML);
      return;
    case '/fake.png':
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(HTML);
      return;
    case '/huge.png': {
      // 11 MB, chunked (no Content-Length): only the streaming cap can stop it.
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(PNG.subarray(0, 8));
      const chunk = Buffer.alloc(1024 * 1024);
      let left = 11;
      const pump = () => {
        while (left > 0) {
          left--;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('error', () => {});
      pump();
      return;
    }
    case '/slow.png': {
      const timer = setTimeout(() => {
        slowTimers.delete(timer);
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(PNG);
      }, 15_000);
      slowTimers.add(timer);
      res.on('close', () => {
        clearTimeout(timer);
        slowTimers.delete(timer);
      });
      return;
    }
    case '/redirect-private.png':
      res.writeHead(302, { location: 'http://10.0.0.1/house.png' });
      res.end();
      return;
    case '/redirect-unlisted-port.png':
      res.writeHead(302, { location: 'http://127.0.0.1:8124/house.png' });
      res.end();
      return;
    default:
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
  }
}

/** Listens on the first free allowed fixture port (8123 unless another run holds it). */
async function listenOnAllowedPort(srv: Server): Promise<number> {
  for (const port of ALLOWED_PORTS) {
    const ok = await new Promise<boolean>((resolve) => {
      const onError = () => resolve(false);
      srv.once('error', onError);
      srv.listen(port, '127.0.0.1', () => {
        srv.off('error', onError);
        resolve(true);
      });
    });
    if (ok) return (srv.address() as AddressInfo).port;
  }
  throw new Error('No allowed fixture port is free');
}

const proxy = (target?: string) =>
  target === undefined
    ? functionsUrl('image-proxy')
    : `${functionsUrl('image-proxy')}?url=${encodeURIComponent(target)}`;

const asAdmin = (url: string) => fetch(url, { headers: { authorization: `Bearer ${adminToken}` } });

async function expectError(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const body = (await response.json()) as { error: string; message: string };
  expect(body.error).toBe(error);
  expect(body.message).toEqual(expect.any(String));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    upstreamHits.push(path);
    route(path, res);
  });
  const port = await listenOnAllowedPort(server);
  origin = `http://127.0.0.1:${port}`;
  const { data, error } = await serviceClient()
    .from('properties')
    .insert({
      title: 'Image proxy test listing',
      property_type: 'rent',
      price: 2500,
      address: '1 Proxy Lane',
      city: 'Riverside',
      state: 'CA',
      zip_code: '92501',
      bedrooms: 2,
      bathrooms: 1,
      square_feet: 900,
      status: 'active',
      images: LISTED_PATHS.map((path) => `${origin}${path}`),
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  listingId = data.id as string;
  const admin = await adminClient();
  adminToken = (await admin.auth.getSession()).data.session!.access_token;
});

afterAll(async () => {
  if (listingId) await serviceClient().from('properties').delete().eq('id', listingId);
  for (const timer of slowTimers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('image-proxy through the local backend', () => {
  it('answers the CORS preflight', async () => {
    const response = await fetch(proxy(`${origin}/house.png`), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4173',
        'access-control-request-method': 'GET',
      },
    });
    expect([200, 204]).toContain(response.status);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('passes a real PNG with its type, a long public cache lifetime and CORS', async () => {
    const response = await fetch(proxy(`${origin}/house.png`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d{5,}/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('passes WebP too, typed by its bytes', async () => {
    const response = await fetch(proxy(`${origin}/house.webp`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    await response.arrayBuffer();
  });

  it('refuses an HTML page (415)', async () => {
    await expectError(await fetch(proxy(`${origin}/page.html`)), 415, 'not_an_image');
  });

  it('refuses HTML bytes declared as image/png (415)', async () => {
    await expectError(await fetch(proxy(`${origin}/fake.png`)), 415, 'not_an_image');
  });

  it('refuses a body over 10 MB (413)', async () => {
    await expectError(await fetch(proxy(`${origin}/huge.png`)), 413, 'too_large');
  });

  it('answers 502 when the upstream says 404', async () => {
    await expectError(await fetch(proxy(`${origin}/missing.png`)), 502, 'upstream');
  });

  it('answers 400 without a url and 405 for other methods', async () => {
    await expectError(await fetch(proxy()), 400, 'invalid_url');
    await expectError(await fetch(proxy('file:///etc/passwd')), 400, 'invalid_url');
    await expectError(
      await fetch(proxy(`${origin}/house.png`), { method: 'POST', body: '{}' }),
      405,
      'method_not_allowed',
    );
  });

  it('refuses, even for an admin preview, loopback hosts off the allow list and private redirects (403)', async () => {
    await expectError(
      await asAdmin(proxy('http://127.0.0.1:8124/house.png')),
      403,
      'refused_address',
    );
    await expectError(
      await asAdmin(proxy('http://localhost:8124/house.png')),
      403,
      'refused_address',
    );
    await expectError(
      await asAdmin(proxy('http://169.254.169.254/latest/meta-data/')),
      403,
      'refused_address',
    );
    await expectError(
      await asAdmin(proxy('http://[::ffff:127.0.0.1]:8123/')),
      403,
      'refused_address',
    );
    await expectError(
      await asAdmin(proxy('http://2130706433:8124/house.png')),
      403,
      'refused_address',
    );
    await expectError(
      await asAdmin(proxy(`${origin}/redirect-private.png`)),
      403,
      'refused_address',
    );
    await expectError(
      await asAdmin(proxy(`${origin}/redirect-unlisted-port.png`)),
      403,
      'refused_address',
    );
  });

  it('refuses an anonymous request for a URL no published listing holds (404), without fetching it', async () => {
    const before = upstreamHits.length;
    await expectError(await fetch(proxy(`${origin}/house.png?unlisted=1`)), 404, 'not_listed');
    await expectError(await fetch(proxy('https://example.com/photo.jpg')), 404, 'not_listed');
    expect(upstreamHits.length).toBe(before);
  });

  it('fetches a listed photo once and serves the stored copy after that', async () => {
    const url = `${origin}/house.webp`;
    const first = await fetch(proxy(url));
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const hits = upstreamHits.filter((p) => p === '/house.webp').length;
    for (let i = 0; i < 3; i++) {
      const again = await fetch(proxy(url));
      expect(again.status).toBe(200);
      expect(again.headers.get('x-proxy-cache')).toBe('hit');
      expect(again.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await again.arrayBuffer()).equals(WEBP)).toBe(true);
    }
    expect(upstreamHits.filter((p) => p === '/house.webp').length).toBe(hits);
    // The copies are private: only the function (service role) reads the bucket.
    const stored = await serviceClient().storage.from('image-proxy-cache').list();
    expect(stored.data?.length).toBeGreaterThan(0);
    const name = stored.data![0]!.name;
    const asAnon = await anonClient().storage.from('image-proxy-cache').download(name);
    expect(asAnon.error).not.toBeNull();
  });

  it('stops serving a photo once its listing is unpublished', async () => {
    const url = `${origin}/house.png`;
    expect((await fetch(proxy(url))).status).toBe(200);
    await serviceClient().from('properties').update({ status: 'off_market' }).eq('id', listingId);
    try {
      await expectError(await fetch(proxy(url)), 404, 'not_listed');
    } finally {
      await serviceClient().from('properties').update({ status: 'active' }).eq('id', listingId);
    }
  });

  it('gives one client a burst of 60, then 429 with Retry-After, while another client is served', async () => {
    const client = fetchFrom(`127.62.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`);
    const url = proxy(`${origin}/house.webp`);
    const burst = 100;
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: burst }, async () => {
        const res = await client(url);
        const retryAfter = res.headers.get('retry-after');
        await res.arrayBuffer();
        return { status: res.status, retryAfter };
      }),
    );
    // The bucket refills one request a second while the burst is answered.
    const admitted = 60 + Math.ceil((performance.now() - started) / 1000);
    const served = responses.filter((r) => r.status === 200).length;
    const limited = responses.filter((r) => r.status === 429);
    expect(served).toBeGreaterThanOrEqual(60);
    expect(served).toBeLessThanOrEqual(admitted);
    expect(limited.length).toBe(burst - served);
    expect(limited.every((r) => Number(r.retryAfter) >= 1)).toBe(true);
    const other = await fetch(url);
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });

  it('gives up on a slow upstream after 10 s (504)', { timeout: 30_000 }, async () => {
    const started = Date.now();
    await expectError(await fetch(proxy(`${origin}/slow.png`)), 504, 'timeout');
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(9_500);
    expect(elapsed).toBeLessThan(14_000);
  });
});
