import { assert, assertEquals } from '../../../tests/support/deno/test-assert.ts';
import { hostileUrls } from '../../../tests/support/deno/test-hostile-urls.ts';
import {
  closedPort,
  sleep,
  startFixtureServer,
} from '../../../tests/support/deno/test-fixture-server.ts';
import type { FixtureServer } from '../../../tests/support/deno/test-fixture-server.ts';
import {
  type Admission,
  createImageProxyHandler,
  IMAGE_CACHE_CONTROL,
  type ImageProxyOptions,
  MAX_IMAGE_BYTES,
  type ProxyStore,
  type StoredImage,
} from './handler.ts';
import { sniffImageType } from './sniff.ts';

const fixturesDir = new URL('../../../tests/fixtures/images/', import.meta.url);
const fixture = (name: string) => Deno.readFileSync(new URL(name, fixturesDir));
const PNG = fixture('house.png');

const HTML = new TextEncoder().encode('<!doctype html><title>Not an image</title><p>hello</p>');
const noDns = (host: string): Promise<string[]> => {
  throw new Error(`DNS must not be consulted for ${host}`);
};

/** The database's rule in memory: listed URLs pass, each client has `capacity` requests. */
class MemoryStore implements ProxyStore {
  readonly copies = new Map<string, StoredImage>();
  readonly asked: Array<{ client: string; url: string }> = [];
  constructor(
    private readonly listed: ((url: string) => boolean) | 'all' = 'all',
    private capacity = Infinity,
  ) {}
  admit(client: string, url: string, admin: boolean): Promise<Admission> {
    this.asked.push({ client, url });
    if (this.capacity < 1) {
      return Promise.resolve({ allowed: false, reason: 'rate_limited', retry_after: 7 });
    }
    this.capacity -= 1;
    if (!admin && this.listed !== 'all' && !this.listed(url)) {
      return Promise.resolve({ allowed: false, reason: 'not_listed' });
    }
    return Promise.resolve({ allowed: true });
  }
  cached(key: string): Promise<StoredImage | null> {
    return Promise.resolve(this.copies.get(key) ?? null);
  }
  keep(key: string, image: StoredImage): Promise<void> {
    this.copies.set(key, image);
    return Promise.resolve();
  }
}

/** A proxy whose store admits every URL and never has a copy (the fetch path itself). */
function proxyHandler(options: ImageProxyOptions = {}) {
  const store = new MemoryStore();
  store.cached = () => Promise.resolve(null);
  return createImageProxyHandler({ store, isAdmin: () => Promise.resolve(false), ...options });
}

function proxyUrl(target?: string): string {
  const url = new URL('http://functions.test/image-proxy');
  if (target !== undefined) url.searchParams.set('url', target);
  return url.href;
}

async function body(response: Response): Promise<{ error: string; message: string }> {
  assertEquals(response.headers.get('content-type'), 'application/json; charset=utf-8');
  return (await response.json()) as { error: string; message: string };
}

async function upstream(run: (server: FixtureServer) => Promise<void>): Promise<void> {
  const server = await startFixtureServer(async (req, srv) => {
    const path = new URL(req.url).pathname;
    const ext = /^\/house\.(png|jpg|gif|webp|avif)$/.exec(path)?.[1];
    if (ext) {
      const type = {
        png: 'image/png',
        jpg: 'image/jpeg',
        gif: 'image/gif',
        webp: 'image/webp',
        avif: 'image/avif',
      }[ext];
      return new Response(fixture(`house.${ext}`), { headers: { 'content-type': type! } });
    }
    switch (path) {
      case '/mislabelled.png': // real PNG bytes declared as JPEG: served as what the bytes are
        return new Response(PNG, { headers: { 'content-type': 'image/jpeg' } });
      case '/page.html':
        return new Response(HTML, { headers: { 'content-type': 'text/html; charset=utf-8' } });
      case '/fake.png':
        return new Response(HTML, { headers: { 'content-type': 'image/png' } });
      case '/octet.png':
        return new Response(PNG, { headers: { 'content-type': 'application/octet-stream' } });
      case '/script.svg':
        return new Response(fixture('script.svg'), {
          headers: { 'content-type': 'image/svg+xml' },
        });
      case '/huge.png': {
        // A PNG header followed by zeros, streamed past the 10 MB cap without a Content-Length.
        let sent = 0;
        const chunk = new Uint8Array(256 * 1024);
        return new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              if (sent === 0) controller.enqueue(PNG.slice(0, 8));
              if (sent > MAX_IMAGE_BYTES + chunk.length) return controller.close();
              sent += chunk.length;
              controller.enqueue(chunk);
            },
          }),
          { headers: { 'content-type': 'image/png' } },
        );
      }
      case '/slow.png':
        await sleep(5_000, srv.closing);
        return new Response(PNG, { headers: { 'content-type': 'image/png' } });
      case '/to-private.png':
        return new Response(null, { status: 302, headers: { location: 'http://10.0.0.1/a.png' } });
      default:
        return new Response('gone', { status: 404 });
    }
  });
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

Deno.test('preflight, methods and the url parameter', async () => {
  const handler = proxyHandler({ allowHosts: [], resolve: noDns });
  const preflight = await handler(
    new Request(proxyUrl('https://example.com/a.png'), {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    }),
  );
  assertEquals(preflight.status, 204);
  assertEquals(preflight.headers.get('access-control-allow-origin'), '*');
  assert(preflight.headers.get('access-control-allow-methods')?.includes('GET'));

  const post = await handler(
    new Request(proxyUrl('https://example.com/a.png'), { method: 'POST' }),
  );
  assertEquals(post.status, 405);
  assertEquals(post.headers.get('allow'), 'GET, OPTIONS');
  assertEquals((await body(post)).error, 'method_not_allowed');

  const missing = await handler(new Request(proxyUrl()));
  assertEquals(missing.status, 400);
  assertEquals(missing.headers.get('access-control-allow-origin'), '*');
  const missingBody = (await body(missing)) as unknown as {
    error: string;
    fieldErrors: { url: string[] };
  };
  assertEquals(missingBody.error, 'invalid_url');
  assertEquals(missingBody.fieldErrors.url, ['The url query parameter is required.']);

  for (const bad of [
    '',
    'not a url',
    'file:///etc/passwd',
    'javascript:alert(1)',
    `https://example.com/${'a'.repeat(2100)}`,
  ]) {
    const response = await handler(new Request(proxyUrl(bad)));
    assertEquals(response.status, 400, bad.slice(0, 40));
    await body(response);
  }
});

Deno.test('every hostile address form is refused with 403 when nothing is allowed', async () => {
  const handler = proxyHandler({ allowHosts: [], resolve: noDns });
  for (const url of hostileUrls) {
    const response = await handler(new Request(proxyUrl(url)));
    assertEquals(response.status, 403, url);
    assertEquals((await body(response)).error, 'refused_address', url);
  }
  const rebinding = proxyHandler({
    allowHosts: [],
    resolve: () => Promise.resolve(['169.254.169.254']),
  });
  const response = await rebinding(new Request(proxyUrl('http://photos.example.com/a.png')));
  assertEquals(response.status, 403);
  await response.body?.cancel();
});

Deno.test('real images pass with their sniffed type, cache and CORS headers', async () => {
  await upstream(async (server) => {
    const handler = proxyHandler({ allowHosts: [server.hostPort] });
    for (const [name, type] of [
      ['house.png', 'image/png'],
      ['house.jpg', 'image/jpeg'],
      ['house.gif', 'image/gif'],
      ['house.webp', 'image/webp'],
      ['house.avif', 'image/avif'],
      ['mislabelled.png', 'image/png'],
    ] as const) {
      const response = await handler(new Request(proxyUrl(`${server.origin}/${name}`)));
      assertEquals(response.status, 200, name);
      assertEquals(response.headers.get('content-type'), type, name);
      assertEquals(response.headers.get('cache-control'), IMAGE_CACHE_CONTROL);
      assertEquals(response.headers.get('access-control-allow-origin'), '*');
      assertEquals(response.headers.get('x-content-type-options'), 'nosniff');
      const bytes = new Uint8Array(await response.arrayBuffer());
      assertEquals(response.headers.get('content-length'), String(bytes.byteLength));
      assertEquals(sniffImageType(bytes), type, name);
    }
    // The same fixture is refused once its allowance is gone.
    const strict = proxyHandler({ allowHosts: [] });
    const refused = await strict(new Request(proxyUrl(`${server.origin}/house.png`)));
    assertEquals(refused.status, 403);
    await refused.body?.cancel();
  });
});

Deno.test('the proxy maps every failure to its status', async () => {
  await upstream(async (server) => {
    const handler = proxyHandler({ allowHosts: [server.hostPort], timeoutMs: 300 });
    const cases: [string, number, string][] = [
      ['/page.html', 415, 'not_an_image'],
      ['/fake.png', 415, 'not_an_image'],
      ['/octet.png', 415, 'not_an_image'],
      ['/script.svg', 415, 'not_an_image'],
      ['/huge.png', 413, 'too_large'],
      ['/slow.png', 504, 'timeout'],
      ['/missing.png', 502, 'upstream'],
      ['/to-private.png', 403, 'refused_address'],
    ];
    for (const [path, status, error] of cases) {
      const response = await handler(new Request(proxyUrl(server.origin + path)));
      assertEquals(response.status, status, path);
      assertEquals(response.headers.get('cache-control'), 'no-store', path);
      assertEquals(response.headers.get('access-control-allow-origin'), '*', path);
      const payload = await body(response);
      assertEquals(payload.error, error, path);
      assert(payload.message.length > 0);
    }
    const port = closedPort();
    const down = proxyHandler({ allowHosts: [`127.0.0.1:${port}`] });
    const response = await down(new Request(proxyUrl(`http://127.0.0.1:${port}/a.png`)));
    assertEquals(response.status, 502);
    await response.body?.cancel();
  });
});

Deno.test('only listed URLs pass, unless an admin previews; the limit answers 429', async () => {
  await upstream(async (server) => {
    const listedUrl = `${server.origin}/house.png`;
    const store = new MemoryStore((url) => url === listedUrl, 3);
    const admins = new Set(['Bearer admin-token']);
    const handler = createImageProxyHandler({
      store,
      isAdmin: (req) => Promise.resolve(admins.has(req.headers.get('authorization') ?? '')),
      allowHosts: [server.hostPort],
    });

    const listed = await handler(new Request(proxyUrl(listedUrl)));
    assertEquals(listed.status, 200);
    await listed.body?.cancel();

    const unlisted = await handler(new Request(proxyUrl(`${server.origin}/house.webp`)));
    assertEquals(unlisted.status, 404);
    assertEquals((await body(unlisted)).error, 'not_listed');
    assertEquals(unlisted.headers.get('cache-control'), 'no-store');

    const preview = await handler(
      new Request(proxyUrl(`${server.origin}/house.webp`), {
        headers: { authorization: 'Bearer admin-token' },
      }),
    );
    assertEquals(preview.status, 200);
    assertEquals(preview.headers.get('content-type'), 'image/webp');
    await preview.body?.cancel();

    // The client's three requests are spent: the fourth is refused before any other work.
    const fetchesBefore = server.requests.length;
    const limited = await handler(new Request(proxyUrl(listedUrl)));
    assertEquals(limited.status, 429);
    assertEquals(limited.headers.get('retry-after'), '7');
    assertEquals((await body(limited)).error, 'rate_limited');
    assertEquals(server.requests.length, fetchesBefore);
  });
});

Deno.test('a URL is fetched once, then served from its stored copy', async () => {
  await upstream(async (server) => {
    const store = new MemoryStore();
    const handler = createImageProxyHandler({
      store,
      isAdmin: () => Promise.resolve(false),
      allowHosts: [server.hostPort],
    });
    const url = `${server.origin}/house.jpg`;
    const first = await handler(new Request(proxyUrl(url)));
    assertEquals(first.status, 200);
    assertEquals(first.headers.get('x-proxy-cache'), 'miss');
    const firstBytes = new Uint8Array(await first.arrayBuffer());
    assertEquals(store.copies.size, 1);
    const fetched = server.requests.filter((path) => path === '/house.jpg').length;
    assertEquals(fetched, 1);

    for (let i = 0; i < 3; i++) {
      const again = await handler(new Request(proxyUrl(url)));
      assertEquals(again.status, 200);
      assertEquals(again.headers.get('x-proxy-cache'), 'hit');
      assertEquals(again.headers.get('content-type'), 'image/jpeg');
      assertEquals(again.headers.get('cache-control'), IMAGE_CACHE_CONTROL);
      assertEquals(new Uint8Array(await again.arrayBuffer()), firstBytes);
    }
    assertEquals(server.requests.filter((path) => path === '/house.jpg').length, 1);
  });
});

Deno.test('a failed copy still serves the image; a failed admission answers 503', async () => {
  await upstream(async (server) => {
    const store = new MemoryStore();
    store.keep = () => Promise.reject(new Error('storage down'));
    const handler = createImageProxyHandler({
      store,
      isAdmin: () => Promise.resolve(false),
      allowHosts: [server.hostPort],
    });
    const served = await handler(new Request(proxyUrl(`${server.origin}/house.png`)));
    assertEquals(served.status, 200);
    await served.body?.cancel();

    store.admit = () => Promise.reject(new Error('database down'));
    const down = await handler(new Request(proxyUrl(`${server.origin}/house.png`)));
    assertEquals(down.status, 503);
    assertEquals((await body(down)).error, 'unavailable');
  });
});
