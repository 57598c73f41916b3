import { assert, assertEquals, assertRejects } from '../../../../tests/support/deno/test-assert.ts';
import {
  allowHostsFromEnv,
  checkUrlTarget,
  hostPort,
  type Resolver,
  safeFetch,
  SafeFetchError,
  type SafeFetchErrorKind,
  safeFetchErrorStatus,
  sendHop,
} from './safe-fetch.ts';
import {
  closedPort,
  type FixtureServer,
  sleep,
  startFixtureServer,
  TINY_PNG,
} from '../../../../tests/support/deno/test-fixture-server.ts';
import { hostileUrls } from '../../../../tests/support/deno/test-hostile-urls.ts';

const LIMITS = { maxBytes: 1024 * 1024, timeoutMs: 5_000 };

/** A resolver that fails the test if it is consulted: IP literals must never reach DNS. */
const noDns: Resolver = (host) => {
  throw new Error(`DNS must not be consulted for ${host}`);
};

/** A fake DNS zone for names used in the tests. */
const fakeDns =
  (zone: Record<string, string[]>): Resolver =>
  (host) => {
    const answer = zone[host];
    return answer ? Promise.resolve(answer) : Promise.reject(new Error(`NXDOMAIN ${host}`));
  };

async function expectKind(
  promise: () => Promise<unknown>,
  kind: SafeFetchErrorKind,
  label: string,
): Promise<SafeFetchError> {
  const error = await assertRejects(promise, `${label} should be refused`);
  assert(
    error instanceof SafeFetchError,
    `${label}: expected SafeFetchError, got ${String(error)}`,
  );
  assertEquals(error.kind, kind, label);
  assertEquals(error.status, safeFetchErrorStatus[kind], label);
  return error;
}

Deno.test(`${hostileUrls.length} hostile address forms are refused (403)`, async () => {
  assert(hostileUrls.length >= 25);
  for (const url of hostileUrls) {
    await expectKind(
      () => safeFetch(url, { ...LIMITS, allowHosts: [], resolve: noDns }),
      'refused_address',
      url,
    );
  }
});

Deno.test('names whose DNS answers include any refused address are refused', async () => {
  const resolve = fakeDns({
    'rebind.example.com': ['127.0.0.1'],
    'mixed.example.com': ['93.184.216.34', '10.0.0.1'],
    'v6loop.example.com': ['::1'],
    'mapped.example.com': ['::ffff:127.0.0.1'],
    'meta.example.com': ['169.254.169.254'],
    'ula.example.com': ['2606:4700::1', 'fd12:3456::1'],
    'nip.example.com': ['192.168.0.1'],
  });
  for (const host of [
    'rebind.example.com',
    'mixed.example.com',
    'v6loop.example.com',
    'mapped.example.com',
    'meta.example.com',
    'ula.example.com',
    'nip.example.com',
  ]) {
    await expectKind(
      () => safeFetch(`http://${host}/photo.jpg`, { ...LIMITS, allowHosts: [], resolve }),
      'refused_address',
      host,
    );
  }
  await expectKind(
    () => safeFetch('http://nowhere.example.com/', { ...LIMITS, allowHosts: [], resolve }),
    'upstream',
    'unresolvable name',
  );
});

Deno.test('non-http schemes, credentials and garbage are invalid (400)', async () => {
  for (const url of [
    'file:///etc/passwd',
    'ftp://example.com/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    'gopher://example.com:70/_GET',
    'ws://example.com/',
    'blob:https://example.com/uuid',
    'http://user:pass@example.com/a.png',
    'not a url',
    '',
    'http://[::1/',
  ]) {
    await expectKind(
      () => safeFetch(url, { ...LIMITS, allowHosts: [], resolve: noDns }),
      'invalid_url',
      url,
    );
  }
});

Deno.test(
  'public addresses and names pass the check; names are pinned to a checked address',
  async () => {
    for (const url of [
      'http://93.184.216.34/a.png',
      'https://8.8.8.8/',
      'http://172.32.0.1/',
      'http://100.128.0.1/',
      'https://[2606:4700:4700::1111]/',
      'http://[::ffff:8.8.8.8]/',
      'http://[2002:808:808::1]/',
    ]) {
      const target = await checkUrlTarget(new URL(url), [], noDns);
      assertEquals(target.pinnedAddress, undefined, url);
    }
    const target = await checkUrlTarget(
      new URL('http://images.example.com/a.png'),
      [],
      fakeDns({ 'images.example.com': ['2606:4700::1', '93.184.216.34'] }),
    );
    assertEquals(target.pinnedAddress, '93.184.216.34');
  },
);

Deno.test('SAFE_FETCH_ALLOW_HOSTS is parsed as exact host:port pairs', () => {
  const previous = Deno.env.get('SAFE_FETCH_ALLOW_HOSTS');
  try {
    Deno.env.set('SAFE_FETCH_ALLOW_HOSTS', ' 127.0.0.1:8123 ,LOCALHOST:9000,,bad entry,[::1]:9001');
    assertEquals(allowHostsFromEnv(), ['127.0.0.1:8123', 'localhost:9000', '[::1]:9001']);
    Deno.env.delete('SAFE_FETCH_ALLOW_HOSTS');
    assertEquals(allowHostsFromEnv(), []);
  } finally {
    if (previous === undefined) Deno.env.delete('SAFE_FETCH_ALLOW_HOSTS');
    else Deno.env.set('SAFE_FETCH_ALLOW_HOSTS', previous);
  }
  assertEquals(hostPort(new URL('https://Example.com/x')), 'example.com:443');
  assertEquals(hostPort(new URL('http://[::1]/x')), '[::1]:80');
});

/** Runs `body` against a fixture server whose routes are in `routes`, closing it afterwards. */
async function withFixture(
  routes: (path: string, req: Request, server: FixtureServer) => Response | Promise<Response>,
  body: (server: FixtureServer) => Promise<void>,
): Promise<void> {
  const server = await startFixtureServer((req, srv) =>
    routes(new URL(req.url).pathname, req, srv),
  );
  try {
    await body(server);
  } finally {
    await server.close();
  }
}

const redirect = (location: string, status = 302) =>
  new Response(null, { status, headers: { location } });

Deno.test('an allowed fixture host is fetched; without the allowance it is refused', async () => {
  await withFixture(
    (path, req) =>
      path === '/tiny.png'
        ? new Response(TINY_PNG, {
            headers: {
              'content-type': 'image/png',
              'x-seen-accept': req.headers.get('accept') ?? '',
            },
          })
        : new Response('nope', { status: 404 }),
    async (server) => {
      const result = await safeFetch(`${server.origin}/tiny.png`, {
        ...LIMITS,
        accept: 'image/*',
        allowHosts: [server.hostPort],
      });
      assertEquals(result.status, 200);
      assertEquals(result.body, TINY_PNG);
      assertEquals(result.headers.get('x-seen-accept'), 'image/*');
      await expectKind(
        () => safeFetch(`${server.origin}/tiny.png`, { ...LIMITS, allowHosts: [] }),
        'refused_address',
        'fixture without allowance',
      );
      await expectKind(
        () =>
          safeFetch(`http://localhost:${server.port}/tiny.png`, {
            ...LIMITS,
            allowHosts: [server.hostPort],
          }),
        'refused_address',
        'same port by another name',
      );
      await expectKind(
        () => safeFetch(`${server.origin}/missing`, { ...LIMITS, allowHosts: [server.hostPort] }),
        'upstream',
        '404 upstream',
      );
    },
  );
});

Deno.test('redirects are re-checked at every hop', async () => {
  const otherPort = closedPort();
  await withFixture(
    (path, _req, server) => {
      switch (path) {
        case '/to-private':
          return redirect('http://10.0.0.1/secret');
        case '/to-loopback-other-port':
          return redirect(`http://127.0.0.1:${otherPort}/`);
        case '/to-localhost-name':
          return redirect(`http://localhost:${server.port}/tiny.png`);
        case '/to-metadata':
          return redirect('http://169.254.169.254/latest/meta-data/', 301);
        case '/to-v6-loopback':
          return redirect('http://[::1]/', 307);
        case '/to-mapped':
          return redirect('http://[::ffff:127.0.0.1]:80/', 308);
        case '/to-decimal':
          return redirect('http://2130706433/', 303);
        case '/to-file':
          return redirect('file:///etc/passwd');
        case '/to-gopher':
          return redirect('gopher://127.0.0.1:6379/_INFO');
        case '/relative':
          return redirect('/tiny.png');
        case '/no-location':
          return new Response(null, { status: 302 });
        case '/tiny.png':
          return new Response(TINY_PNG, { headers: { 'content-type': 'image/png' } });
      }
      const chain = /^\/chain\/(\d+)$/.exec(path);
      if (chain) {
        const left = Number(chain[1]);
        return left === 0 ? redirect('/tiny.png') : redirect(`/chain/${left - 1}`);
      }
      return new Response('not found', { status: 404 });
    },
    async (server) => {
      const options = { ...LIMITS, allowHosts: [server.hostPort] };
      for (const path of [
        '/to-private',
        '/to-loopback-other-port',
        '/to-localhost-name',
        '/to-metadata',
        '/to-v6-loopback',
        '/to-mapped',
        '/to-decimal',
        '/to-file',
        '/to-gopher',
      ]) {
        await expectKind(() => safeFetch(server.origin + path, options), 'refused_address', path);
      }
      await expectKind(
        () => safeFetch(server.origin + '/no-location', options),
        'upstream',
        'no Location',
      );

      const relative = await safeFetch(server.origin + '/relative', options);
      assertEquals(relative.url, `${server.origin}/tiny.png`);
      // /chain/4 -> 3 -> 2 -> 1 -> 0 -> /tiny.png: five redirects, the most allowed.
      const five = await safeFetch(server.origin + '/chain/4', options);
      assertEquals(five.body, TINY_PNG);
      const error = await expectKind(
        () => safeFetch(server.origin + '/chain/5', options),
        'upstream',
        'six',
      );
      assert(error.message.includes('redirects'), error.message);
      await expectKind(
        () => safeFetch(server.origin + '/chain/1', { ...options, maxRedirects: 1 }),
        'upstream',
        'over a lower limit',
      );
    },
  );
});

Deno.test('the size cap holds for declared and for streamed bodies', async () => {
  await withFixture(
    (path) => {
      if (path === '/declared')
        return new Response(new Uint8Array(5000), { headers: { 'content-type': 'image/png' } });
      if (path === '/exact') return new Response(new Uint8Array(4096));
      // Chunked: no Content-Length, so only the streaming check can stop it.
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 50) return controller.close();
          sent++;
          controller.enqueue(new Uint8Array(1024));
        },
      });
      return new Response(stream);
    },
    async (server) => {
      const options = { maxBytes: 4096, timeoutMs: 5_000, allowHosts: [server.hostPort] };
      await expectKind(
        () => safeFetch(server.origin + '/declared', options),
        'too_large',
        'declared',
      );
      await expectKind(
        () => safeFetch(server.origin + '/streamed', options),
        'too_large',
        'streamed',
      );
      assertEquals((await safeFetch(server.origin + '/exact', options)).body.byteLength, 4096);
    },
  );
});

Deno.test('the deadline covers the headers and the body', async () => {
  await withFixture(
    async (path, _req, server) => {
      if (path === '/slow-headers') {
        await sleep(5_000, server.closing);
        return new Response('late');
      }
      // Headers at once, then the body stalls.
      return new Response(
        new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new Uint8Array(10));
            await sleep(5_000, server.closing);
            try {
              controller.close();
            } catch {
              // already cancelled by the client
            }
          },
        }),
      );
    },
    async (server) => {
      const options = { maxBytes: 4096, timeoutMs: 300, allowHosts: [server.hostPort] };
      const started = Date.now();
      await expectKind(
        () => safeFetch(server.origin + '/slow-headers', options),
        'timeout',
        'slow headers',
      );
      await expectKind(
        () => safeFetch(server.origin + '/slow-body', options),
        'timeout',
        'slow body',
      );
      assert(Date.now() - started < 3_000, 'both gave up near the deadline');
    },
  );
});

Deno.test('a refused connection is an upstream failure (502)', async () => {
  const port = closedPort();
  await expectKind(
    () => safeFetch(`http://127.0.0.1:${port}/`, { ...LIMITS, allowHosts: [`127.0.0.1:${port}`] }),
    'upstream',
    'closed port',
  );
});

Deno.test('pinned http hops connect to the checked address and keep the Host header', async () => {
  await withFixture(
    (_path, req) => new Response(`host=${req.headers.get('host')}`),
    async (server) => {
      const controller = new AbortController();
      const { response, release } = await sendHop(
        {
          url: new URL(`http://images.example.com:${server.port}/a.png`),
          pinnedAddress: '127.0.0.1',
          allowedByName: false,
        },
        new Headers(),
        controller.signal,
      );
      try {
        assertEquals(await response.text(), `host=images.example.com:${server.port}`);
      } finally {
        release();
      }
    },
  );
});
