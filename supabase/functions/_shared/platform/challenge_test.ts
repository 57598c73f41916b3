/** The Turnstile check against a stand-in siteverify (no network in tests). */
import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { challengeConfigFromEnv, verifyChallenge } from './challenge.ts';

function fakeSiteverify() {
  const seen: Array<Record<string, string>> = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (req) => {
    const form = await req.formData();
    const fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
    seen.push(fields);
    const success = fields.secret === 'secret-1' && fields.response === 'good-token';
    return Response.json({ success, 'error-codes': success ? [] : ['invalid-input-response'] });
  });
  return { url: `http://127.0.0.1:${server.addr.port}/siteverify`, seen, server };
}

Deno.test('off without a secret: every submission passes, nothing is called', async () => {
  const config = challengeConfigFromEnv(() => undefined);
  assertEquals(config.secret, undefined);
  assertEquals(await verifyChallenge(config, undefined, null), { ok: true });
});

Deno.test('on: a missing, rejected or unverifiable token fails; a good one passes', async () => {
  const fake = fakeSiteverify();
  try {
    const env: Record<string, string> = {
      TURNSTILE_SECRET_KEY: 'secret-1',
      TURNSTILE_VERIFY_URL: fake.url,
    };
    const config = challengeConfigFromEnv((n) => env[n]);
    assertEquals((await verifyChallenge(config, undefined, '203.0.113.5')).ok, false);
    assertEquals((await verifyChallenge(config, 'x'.repeat(3000), '203.0.113.5')).ok, false);
    assertEquals((await verifyChallenge(config, 'bad-token', '203.0.113.5')).ok, false);
    assertEquals(await verifyChallenge(config, 'good-token', '203.0.113.5'), { ok: true });
    // The visitor's address travels with the token, as Cloudflare recommends.
    assertEquals(fake.seen.at(-1)?.remoteip, '203.0.113.5');
    const down = { ...config, verifyUrl: 'http://127.0.0.1:1/siteverify' };
    const closed = await verifyChallenge(down, 'good-token', null);
    assert(!closed.ok && closed.reason.includes('unreachable'));
  } finally {
    await fake.server.shutdown();
  }
});
