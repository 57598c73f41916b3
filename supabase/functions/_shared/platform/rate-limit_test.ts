import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import {
  bookingClientKey,
  clientIdentity,
  clientKey,
  PER_CLIENT_LIMITS,
  quotaBuckets,
  SITE_WIDE_CLIENT,
  SITE_WIDE_LIMITS,
} from './rate-limit.ts';
import { clientAddressDiagnostic, diagnoseHeaders } from './client-address.ts';

const req = (headers: Record<string, string>, url = 'http://x/') => new Request(url, { headers });

Deno.test('the key is the trusted cf-connecting-ip, whatever the other headers say', () => {
  assertEquals(clientKey(req({ 'cf-connecting-ip': '203.0.113.7' })), '203.0.113.7');
  assertEquals(
    clientIdentity(
      req({
        'cf-connecting-ip': '203.0.113.7',
        'x-real-ip': '198.51.100.2',
        'x-forwarded-for': '198.51.100.1',
      }),
    ),
    { key: '203.0.113.7', header: 'cf-connecting-ip', trusted: true },
  );
});

Deno.test(
  'fallback order: x-real-ip, then the first x-forwarded-for entry, both only claimed',
  () => {
    assertEquals(
      clientIdentity(req({ 'x-real-ip': '198.51.100.2', 'x-forwarded-for': '1.2.3.4' })),
      {
        key: '198.51.100.2',
        header: 'x-real-ip',
        trusted: false,
      },
    );
    assertEquals(clientIdentity(req({ 'x-forwarded-for': '198.51.100.1, 10.0.0.1' })), {
      key: '198.51.100.1',
      header: 'x-forwarded-for',
      trusted: false,
    });
    // A header without an IP is skipped, not trusted.
    assertEquals(
      clientIdentity(req({ 'cf-connecting-ip': 'garbage', 'x-forwarded-for': '198.51.100.1' }))
        .header,
      'x-forwarded-for',
    );
  },
);

Deno.test('an IPv6 client is keyed by its /64', () => {
  assertEquals(clientKey(req({ 'cf-connecting-ip': '2001:db8:1:2:aaaa::1' })), '2001:db8:1:2::/64');
  assertEquals(clientKey(req({ 'cf-connecting-ip': '2001:db8:1:2:bbbb::9' })), '2001:db8:1:2::/64');
});

Deno.test('bookings key IPv6 by its /56, IPv4 by its address, and no address by nothing', () => {
  const key = (headers: Record<string, string>) => bookingClientKey(clientIdentity(req(headers)));
  // The 256 /64s of one /56 are one booking client.
  assertEquals(key({ 'cf-connecting-ip': '2001:db8:1:200::1' }), '2001:db8:1:200::/56');
  assertEquals(key({ 'cf-connecting-ip': '2001:db8:1:2ff:9::1' }), '2001:db8:1:200::/56');
  assertEquals(key({ 'cf-connecting-ip': '2001:db8:1:300::1' }), '2001:db8:1:300::/56');
  assertEquals(key({ 'cf-connecting-ip': '203.0.113.7' }), '203.0.113.7');
  assertEquals(key({}), null);
});

Deno.test('no usable address: the site-wide bucket, sized for the whole site', () => {
  const cases: Record<string, string>[] = [
    {},
    { 'cf-connecting-ip': 'not an address' },
    { 'x-real-ip': '999.1.1.1' },
  ];
  for (const headers of cases) {
    assertEquals(clientIdentity(req(headers)), {
      key: SITE_WIDE_CLIENT,
      header: null,
      trusted: false,
    });
  }
  assertEquals(quotaBuckets(clientIdentity(req({}))), [
    { key: SITE_WIDE_CLIENT, limits: SITE_WIDE_LIMITS },
  ]);
  assert(SITE_WIDE_LIMITS.capacity >= 10 * PER_CLIENT_LIMITS.capacity);
});

Deno.test('a claimed address takes from its own bucket and the site-wide ceiling', () => {
  assertEquals(quotaBuckets(clientIdentity(req({ 'x-forwarded-for': '198.51.100.1' }))), [
    { key: '198.51.100.1', limits: PER_CLIENT_LIMITS },
    { key: SITE_WIDE_CLIENT, limits: SITE_WIDE_LIMITS },
  ]);
  assertEquals(quotaBuckets(clientIdentity(req({ 'cf-connecting-ip': '198.51.100.1' }))), [
    { key: '198.51.100.1', limits: PER_CLIENT_LIMITS },
  ]);
});

const SECRET = 'sb_secret_test_diagnostic';
const env = (name: string) => ({ SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET }) })[name];
const diagnose = (headers: Record<string, string>) =>
  clientAddressDiagnostic(req(headers, 'http://x/submit-lead?diagnose=headers'), env);

Deno.test('the header diagnostic answers only the secret key', async () => {
  const refused: Record<string, string>[] = [
    {},
    { apikey: 'sb_publishable_x' },
    { authorization: 'Bearer nope' },
  ];
  for (const headers of refused) {
    const res = await diagnose(headers);
    assertEquals(res?.status, 401);
  }
  assertEquals(await clientAddressDiagnostic(req({}, 'http://x/submit-lead'), env), null);
  assertEquals((await diagnose({ authorization: `Bearer ${SECRET}` }))?.status, 200);
  assertEquals((await diagnose({ apikey: SECRET }))?.status, 200);
});

Deno.test('the header diagnostic reports names and validity, never values', async () => {
  const res = await diagnose({
    apikey: SECRET,
    'cf-connecting-ip': '203.0.113.50',
    'x-forwarded-for': '192.0.2.1, 8.8.8.8',
    'x-real-ip': 'nonsense',
  });
  const text = await res!.text();
  for (const value of ['203.0.113.50', '192.0.2.1', '8.8.8.8', 'nonsense', SECRET]) {
    assert(!text.includes(value), `echoed ${value}`);
  }
  const body = JSON.parse(text) as ReturnType<typeof diagnoseHeaders>;
  assertEquals(body.used, 'cf-connecting-ip');
  assertEquals(body.trusted, true);
  assertEquals(body.headers, [
    { name: 'cf-connecting-ip', present: true, validIp: true, entries: 1, documentation: true },
    { name: 'x-real-ip', present: true, validIp: false, entries: 1, documentation: false },
    { name: 'x-forwarded-for', present: true, validIp: true, entries: 2, documentation: true },
  ]);
  assert(body.received.includes('apikey'));
});
