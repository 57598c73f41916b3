// The handler with Supabase's APIs faked (a recorded fetch); the real flows, RLS and revocation
// run through the local backend in tests/integration/database/portal-rls.int.test.ts.
import { assertEquals } from '../../../tests/support/deno/test-assert.ts';
import { createFilesHandler } from './handler.ts';

const H = '11111111-1111-4111-8111-111111111111';
const PDF_PATH = `${H}/22222222-2222-4222-8222-222222222222.pdf`;
const HTML_PATH = `${H}/33333333-3333-4333-8333-333333333333.pdf`;
const HIDDEN_PATH = `${H}/44444444-4444-4444-8444-444444444444.pdf`;

function fakeApi(restStatus = 200) {
  const calls: string[] = [];
  let signBody: unknown;
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${decodeURIComponent(url.pathname)}`;
    calls.push(key);
    if (key === 'GET /rest/v1/documents') {
      if (restStatus !== 200) return new Response('{}', { status: restStatus });
      // RLS answered two rows: the caller cannot read HIDDEN_PATH.
      return Response.json([
        { storage_path: PDF_PATH, title: 'Signed lease', content_type: 'application/pdf' },
        { storage_path: HTML_PATH, title: 'Fake', content_type: 'application/pdf' },
      ]);
    }
    if (key === `GET /storage/v1/object/documents/${PDF_PATH}`) {
      return new Response('%PDF-1.4\n%%EOF\n');
    }
    if (key === `GET /storage/v1/object/documents/${HTML_PATH}`) {
      return new Response('<html><script>alert(1)</script></html>');
    }
    if (key === 'POST /storage/v1/object/sign/documents') {
      signBody = JSON.parse(String(init?.body));
      const { paths } = signBody as { paths: string[] };
      return Response.json(
        paths.map((p) => ({
          path: p,
          signedURL: `/object/sign/documents/${p}?token=t`,
          error: null,
        })),
      );
    }
    return new Response('{}', { status: 500 });
  };
  return { calls, signBody: () => signBody, fetch: fetch as typeof globalThis.fetch };
}

const handler = (api: ReturnType<typeof fakeApi>) =>
  createFilesHandler({
    supabaseUrl: 'https://p.test',
    secretKey: 'sb_secret_x',
    publishableKey: 'sb_publishable_x',
    fetch: api.fetch,
    log: () => {},
  });

const post = (body: unknown, token: string | null = 'user-jwt') =>
  new Request('https://fn.test/files', {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: JSON.stringify(body),
  });

Deno.test(
  'signs only readable rows whose bytes are their type, for 60 s, as attachments',
  async () => {
    const api = fakeApi();
    const res = await handler(api)(
      post({
        action: 'sign',
        bucket: 'documents',
        paths: [PDF_PATH, HTML_PATH, HIDDEN_PATH],
        expiresIn: 315_360_000,
      }),
    );
    assertEquals(res.status, 200);
    assertEquals(await res.json(), {
      files: [
        {
          path: PDF_PATH,
          url: `https://p.test/storage/v1/object/sign/documents/${PDF_PATH}?token=t&download=Signed%20lease.pdf`,
        },
        { path: HTML_PATH, url: null },
        { path: HIDDEN_PATH, url: null },
      ],
      expiresIn: 60,
    });
    // The client's expiresIn is ignored; only the readable, well-typed file is signed.
    assertEquals(api.signBody(), { expiresIn: 60, paths: [PDF_PATH] });
  },
);

Deno.test('no session, an anonymous one, or a malformed request get nothing signed', async () => {
  const api = fakeApi(401);
  const sign = { action: 'sign', bucket: 'documents', paths: [PDF_PATH] };
  assertEquals((await handler(api)(post(sign, null))).status, 401);
  assertEquals((await handler(api)(post(sign, 'anon-key'))).status, 401);
  const bad = await handler(fakeApi())(post({ ...sign, bucket: 'listing-photos' }));
  assertEquals(bad.status, 400);
  const traversal = await handler(fakeApi())(post({ ...sign, paths: ['../etc/passwd'] }));
  assertEquals(traversal.status, 400);
  assertEquals(api.calls.includes('POST /storage/v1/object/sign/documents'), false);
});

Deno.test(
  "remove deletes the row with the caller's JWT, then the file with the secret key",
  async () => {
    const DOC = '22222222-2222-4222-8222-222222222222';
    const seen: { key: string; apikey: string | null; auth: string | null; body?: string }[] = [];
    const fetch = (rowsDeleted: number) =>
      (async (input: string | URL | Request, init?: RequestInit) => {
        const url = new URL(String(input));
        const key = `${init?.method ?? 'GET'} ${url.pathname}`;
        const headers = new Headers(init?.headers);
        seen.push({
          key,
          apikey: headers.get('apikey'),
          auth: headers.get('authorization'),
          body: init?.body ? String(init.body) : undefined,
        });
        if (key === 'DELETE /rest/v1/documents') {
          return Response.json(rowsDeleted ? [{ storage_path: PDF_PATH }] : []);
        }
        if (key === 'DELETE /storage/v1/object/documents') return Response.json([]);
        return new Response('{}', { status: 500 });
      }) as typeof globalThis.fetch;
    const remove = { action: 'remove', bucket: 'documents', documentId: DOC };
    const make = (rowsDeleted: number) =>
      createFilesHandler({
        supabaseUrl: 'https://p.test',
        secretKey: 'sb_secret_x',
        publishableKey: 'sb_publishable_x',
        fetch: fetch(rowsDeleted),
        log: () => {},
      });

    assertEquals((await make(1)(post(remove, 'staff-jwt'))).status, 200);
    assertEquals(seen, [
      {
        key: 'DELETE /rest/v1/documents',
        apikey: 'sb_publishable_x',
        auth: 'Bearer staff-jwt',
        body: undefined,
      },
      {
        key: 'DELETE /storage/v1/object/documents',
        apikey: 'sb_secret_x',
        auth: null,
        body: JSON.stringify({ prefixes: [PDF_PATH] }),
      },
    ]);
    // RLS let the caller delete no row: no file is touched.
    seen.length = 0;
    assertEquals((await make(0)(post(remove, 'tenant2-jwt'))).status, 404);
    assertEquals(
      seen.map((s) => s.key),
      ['DELETE /rest/v1/documents'],
    );
  },
);
