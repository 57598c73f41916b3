// The handler on real loopback servers (listing fixtures, an AI stand-in); the admin check is
// injected here and exercised for real through the local backend in the .int.test.ts.
import { assert, assertEquals } from '../../../tests/support/deno/test-assert.ts';
import {
  type FixtureServer,
  startFixtureServer,
} from '../../../tests/support/deno/test-fixture-server.ts';
import type { AdminCheck } from '../_shared/platform/auth.ts';
import type { AiConfig } from '../_shared/listings/ai.ts';
import type { PropertyData } from '../_shared/listings/extract/mod.ts';
import { resolveExpected } from '../../../tests/support/deno/listing-fixtures.ts';
import { createGenerateListingHandler, type GenerateListingOptions } from './handler.ts';

const fixturesDir = new URL('../../../tests/fixtures/listings/', import.meta.url);
const cases = JSON.parse(Deno.readTextFileSync(new URL('expected.json', fixturesDir))) as Record<
  string,
  { expected: PropertyData }
>;

const admin = (): Promise<AdminCheck> =>
  Promise.resolve({ ok: true, userId: 'u1', email: 'a@b.c' });
const noDns = (host: string): Promise<string[]> => {
  throw new Error(`DNS must not be consulted for ${host}`);
};

interface Body {
  propertyData?: PropertyData;
  pages?: Array<{ url: string; ok: boolean; error?: string }>;
  ai?: string;
  error?: string;
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

function request(body: unknown, init: RequestInit = {}): Request {
  return new Request('http://functions.test/generate-property-listing', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer test' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

async function withSite(run: (site: FixtureServer) => Promise<void>): Promise<void> {
  const site = await startFixtureServer(async (req) => {
    const path = new URL(req.url).pathname;
    if (path === '/huge.html') {
      return new Response('<html>' + 'x'.repeat(2 * 1024 * 1024 + 10), {
        headers: { 'content-type': 'text/html' },
      });
    }
    if (path === '/photo.jpg')
      return new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
        headers: { 'content-type': 'image/jpeg' },
      });
    if (path === '/empty.html')
      return new Response('<html><body><p>Hello</p></body></html>', {
        headers: { 'content-type': 'text/html' },
      });
    if (path === '/latin1.html') {
      const bytes = new Uint8Array([
        ...new TextEncoder().encode('<title>Caf'),
        0xe9,
        ...new TextEncoder().encode(' Row</title><h1>Caf'),
        0xe9,
        ...new TextEncoder().encode(' Row</h1><p>$2,100/mo</p>'),
      ]);
      return new Response(bytes, {
        headers: { 'content-type': 'text/html; charset=windows-1252' },
      });
    }
    const name = path.slice(1);
    if (!(name in cases)) return new Response('not found', { status: 404 });
    return new Response(await Deno.readFile(new URL(name, fixturesDir)), {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  });
  try {
    await run(site);
  } finally {
    await site.close();
  }
}

function handler(site: FixtureServer, extra: GenerateListingOptions = {}) {
  return createGenerateListingHandler({
    verifyAdmin: admin,
    allowHosts: [site.hostPort],
    resolve: noDns,
    ai: null,
    ...extra,
  });
}

async function call(
  h: (req: Request) => Promise<Response>,
  req: Request,
): Promise<{ status: number; body: Body }> {
  const res = await h(req);
  assertEquals(res.headers.get('access-control-allow-origin'), '*');
  return { status: res.status, body: (await res.json()) as Body };
}

Deno.test('answers the CORS preflight and refuses other methods', async () => {
  const h = createGenerateListingHandler({ verifyAdmin: admin, ai: null });
  const pre = await h(new Request('http://functions.test/x', { method: 'OPTIONS' }));
  assertEquals(pre.status, 204);
  await pre.body?.cancel();
  const get = await h(new Request('http://functions.test/x'));
  assertEquals(get.status, 405);
  assertEquals(get.headers.get('allow'), 'POST, OPTIONS');
  await get.body?.cancel();
});

Deno.test('passes the admin check result on (401 / 403) before reading anything', async () => {
  for (const status of [401, 403] as const) {
    const h = createGenerateListingHandler({
      verifyAdmin: () =>
        Promise.resolve({ ok: false, status, error: 'x', message: `no ${status}` }),
      ai: null,
    });
    const { status: got, body } = await call(h, request({ listingUrls: ['https://example.com'] }));
    assertEquals(got, status);
    assertEquals(body.message, `no ${status}`);
  }
});

Deno.test('validates the body: JSON, 1-5 URLs, http(s) only', async () => {
  const h = createGenerateListingHandler({ verifyAdmin: admin, ai: null });
  assertEquals((await call(h, request('{nope'))).status, 400);
  const six = Array.from({ length: 6 }, (_, i) => `https://example.com/${i}`);
  for (const [listingUrls, message] of [
    [[], 'Please enter at least one listing URL.'],
    [six, 'Please enter at most 5 listing URLs.'],
    [['ftp://example.com/x'], 'Each listing URL must be an http:// or https:// address.'],
    [['javascript:alert(1)'], 'Each listing URL must be an http:// or https:// address.'],
    [['   '], 'A listing URL cannot be blank.'],
  ] as const) {
    const { status, body } = await call(h, request({ listingUrls }));
    assertEquals(status, 400, JSON.stringify(listingUrls));
    assertEquals(body.error, 'validation_failed');
    assertEquals(body.message, message);
    assert(body.fieldErrors && Object.keys(body.fieldErrors)[0]?.startsWith('listingUrls'));
  }
  const missing = await call(h, request({ urls: ['https://example.com'] }));
  assertEquals(missing.status, 400);
});

Deno.test('extracts every fixture page through a real fetch', async () => {
  await withSite(async (site) => {
    const h = handler(site);
    for (const [file, { expected }] of Object.entries(cases)) {
      const url = `${site.origin}/${file}`;
      const { status, body } = await call(h, request({ listingUrls: [url] }));
      assertEquals(status, 200, file);
      assertEquals(body.propertyData, resolveExpected(expected, url), file);
      assertEquals(body.ai, 'off');
    }
  });
});

Deno.test('merges several pages; a failed page is reported while the others count', async () => {
  await withSite(async (site) => {
    const { status, body } = await call(
      handler(site),
      request({
        listingUrls: [
          `${site.origin}/missing.html`,
          `${site.origin}/04-opengraph-only.html`,
          `${site.origin}/05-text-only.html`,
        ],
      }),
    );
    assertEquals(status, 200);
    assertEquals(
      body.pages?.map((p) => [p.ok, p.error ?? null]),
      [
        [false, 'upstream'],
        [true, null],
        [true, null],
      ],
    );
    // Meta tags of page 2 outrank the text of page 3; page 3 adds its photos.
    assertEquals(body.propertyData?.title, 'Charming Craftsman Bungalow in Redlands');
    assertEquals(body.propertyData?.square_feet, 1480);
    assertEquals(body.propertyData?.images.length, 5);
  });
});

Deno.test('a private address is refused and reported; all pages failing is a 502', async () => {
  await withSite(async (site) => {
    // No allow-list: the fixture server is loopback, so safe fetch must refuse it.
    const h = createGenerateListingHandler({ verifyAdmin: admin, ai: null });
    const { status, body } = await call(
      h,
      request({
        listingUrls: [
          `${site.origin}/01-graph-realestatelisting.html`,
          'http://169.254.169.254/latest/meta-data/',
        ],
      }),
    );
    assertEquals(status, 502);
    assertEquals(body.error, 'fetch_failed');
    assertEquals(
      body.pages?.map((p) => p.error),
      ['refused_address', 'refused_address'],
    );
  });
});

Deno.test(
  'pages over 2 MB, non-HTML answers and pages with no listing are refused cleanly',
  async () => {
    await withSite(async (site) => {
      const h = handler(site);
      const huge = await call(h, request({ listingUrls: [`${site.origin}/huge.html`] }));
      assertEquals([huge.status, huge.body.pages?.[0]?.error], [502, 'too_large']);
      const image = await call(h, request({ listingUrls: [`${site.origin}/photo.jpg`] }));
      assertEquals([image.status, image.body.pages?.[0]?.error], [502, 'unsupported_type']);
      const empty = await call(h, request({ listingUrls: [`${site.origin}/empty.html`] }));
      assertEquals([empty.status, empty.body.error], [422, 'nothing_found']);
    });
  },
);

Deno.test('decodes the charset the page declares', async () => {
  await withSite(async (site) => {
    const { body } = await call(
      handler(site),
      request({ listingUrls: [`${site.origin}/latin1.html`] }),
    );
    assertEquals(body.propertyData?.title, 'Caf\u00e9 Row');
    assertEquals(body.propertyData?.price, 2100);
    assertEquals(body.propertyData?.property_type, 'rent');
  });
});

async function withAi(
  reply: (body: Record<string, unknown>) => Response,
  run: (ai: AiConfig, seen: Array<Record<string, unknown>>) => Promise<void>,
): Promise<void> {
  const seen: Array<Record<string, unknown>> = [];
  const server = await startFixtureServer(async (req) => {
    const body = (await req.json()) as Record<string, unknown>;
    seen.push({ ...body, authorization: req.headers.get('authorization') });
    return reply(body);
  });
  try {
    await run(
      { url: `${server.origin}/v1/chat/completions`, key: 'test-key', model: 'test-model' },
      seen,
    );
  } finally {
    await server.close();
  }
}

const completion = (content: string) =>
  Response.json({ choices: [{ index: 0, message: { role: 'assistant', content } }] });

Deno.test(
  'with AI configured, the model answer is cleaned and merged over the built-in result',
  async () => {
    await withSite(async (site) => {
      await withAi(
        () =>
          completion(
            JSON.stringify({
              title: 'Restored 1924 Craftsman <em>Bungalow</em>',
              description: null,
              price: '612,500',
              bathrooms: 2.5,
              images: ['/extra.jpg', 'javascript:alert(1)'],
            }),
          ),
        async (ai, seen) => {
          const url = `${site.origin}/04-opengraph-only.html`;
          const { status, body } = await call(
            handler(site, { ai }),
            request({ listingUrls: [url] }),
          );
          assertEquals(status, 200);
          assertEquals(body.ai, 'used');
          const d = body.propertyData!;
          assertEquals(d.title, 'Restored 1924 Craftsman Bungalow');
          assertEquals(d.price, 612500);
          assertEquals(d.bathrooms, 2.5);
          assertEquals(d.city, 'Redlands'); // the AI said nothing: the built-in value stays
          assert(d.description?.startsWith('Now for sale'));
          assertEquals(d.images[0], `${site.origin}/extra.jpg`);
          assertEquals(d.images.length, 4);
          const sent = seen[0]!;
          assertEquals(sent.model, 'test-model');
          assertEquals(sent.response_format, { type: 'json_object' });
          assertEquals(sent.authorization, 'Bearer test-key');
          const messages = sent.messages as Array<{ content: string }>;
          assert(messages[1]!.content.includes('412 Cajon St'), 'the draft goes to the model');
        },
      );
    });
  },
);

Deno.test("the model's 429 and 402 come back as 429 and 402", async () => {
  await withSite(async (site) => {
    for (const [status, error, message] of [
      [429, 'rate_limited', 'Rate limit reached. Please try again in a moment.'],
      [402, 'payment_required', 'AI credits depleted. Please add credits to continue.'],
    ] as const) {
      await withAi(
        () => Response.json({ error: { message: 'nope' } }, { status }),
        async (ai) => {
          const res = await call(
            handler(site, { ai }),
            request({ listingUrls: [`${site.origin}/01-graph-realestatelisting.html`] }),
          );
          assertEquals([res.status, res.body.error, res.body.message], [status, error, message]);
        },
      );
    }
  });
});

Deno.test('any other AI failure keeps the built-in result', async () => {
  await withSite(async (site) => {
    for (const reply of [
      () => new Response('oops', { status: 500 }),
      () => completion('not json at all'),
    ]) {
      await withAi(reply, async (ai) => {
        const url = `${site.origin}/01-graph-realestatelisting.html`;
        const { status, body } = await call(handler(site, { ai }), request({ listingUrls: [url] }));
        assertEquals(status, 200);
        assertEquals(body.ai, 'failed');
        assertEquals(
          body.propertyData,
          resolveExpected(cases['01-graph-realestatelisting.html']!.expected, url),
        );
      });
    }
  });
});
