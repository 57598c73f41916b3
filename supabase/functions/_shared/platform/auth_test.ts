import { assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { verifyAdmin } from './auth.ts';

type Route = (url: string, init: RequestInit) => Response | Promise<Response>;

function env(
  route: Route,
  calls: Array<{ url: string; auth: string | null; apikey: string | null }> = [],
) {
  const fakeFetch = ((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = new Headers(init.headers);
    calls.push({ url, auth: headers.get('authorization'), apikey: headers.get('apikey') });
    return Promise.resolve(route(url, init));
  }) as typeof fetch;
  return { supabaseUrl: 'http://sb.test', anonKey: 'anon-key', fetch: fakeFetch };
}

const req = (authorization?: string) =>
  new Request('http://fn.test/', {
    method: 'POST',
    headers: authorization ? { authorization } : {},
  });

const user = () => Response.json({ id: 'user-1', email: 'staff@example.com' });

Deno.test('no bearer token: 401 without calling anything', async () => {
  const calls: unknown[] = [];
  const result = await verifyAdmin(
    req(),
    env(() => user(), calls as never),
  );
  assertEquals(result.ok ? 0 : result.status, 401);
  assertEquals(calls.length, 0);
  const basic = await verifyAdmin(
    req('Basic abc'),
    env(() => user()),
  );
  assertEquals(basic.ok ? 0 : basic.status, 401);
});

Deno.test('a token Auth rejects (expired, forged, or the anon key) is 401', async () => {
  for (const status of [401, 403]) {
    const result = await verifyAdmin(
      req('Bearer t'),
      env(() => Response.json({ msg: 'bad' }, { status })),
    );
    assertEquals(result.ok ? 0 : result.status, 401);
  }
});

Deno.test(
  "a signed-in user whom is_admin() denies is 403; the caller's own token is used",
  async () => {
    const calls: Array<{ url: string; auth: string | null; apikey: string | null }> = [];
    const result = await verifyAdmin(
      req('Bearer user-token'),
      env((url) => (url.endsWith('/auth/v1/user') ? user() : Response.json(false)), calls),
    );
    assertEquals(result, {
      ok: false,
      status: 403,
      error: 'forbidden',
      message: 'This account does not have admin access.',
    });
    assertEquals(calls, [
      { url: 'http://sb.test/auth/v1/user', auth: 'Bearer user-token', apikey: 'anon-key' },
      { url: 'http://sb.test/rest/v1/rpc/is_admin', auth: 'Bearer user-token', apikey: 'anon-key' },
    ]);
  },
);

Deno.test('an admin passes with their id', async () => {
  const result = await verifyAdmin(
    req('Bearer admin-token'),
    env((url) => (url.endsWith('/auth/v1/user') ? user() : Response.json(true))),
  );
  assertEquals(result, { ok: true, userId: 'user-1', email: 'staff@example.com' });
});

Deno.test('Auth or the database being down is 503, never a pass', async () => {
  const down = await verifyAdmin(
    req('Bearer t'),
    env(() => Promise.reject(new Error('ECONNREFUSED'))),
  );
  assertEquals(down.ok ? 0 : down.status, 503);
  const rpcError = await verifyAdmin(
    req('Bearer t'),
    env((url) =>
      url.endsWith('/auth/v1/user') ? user() : Response.json({ message: 'x' }, { status: 500 }),
    ),
  );
  assertEquals(rpcError.ok ? 0 : rpcError.status, 503);
  const oddAnswer = await verifyAdmin(
    req('Bearer t'),
    env((url) => (url.endsWith('/auth/v1/user') ? user() : Response.json('true'))),
  );
  assertEquals(oddAnswer.ok ? 0 : oddAnswer.status, 403);
});
