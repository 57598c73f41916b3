import { assertEquals } from '../../../tests/support/deno/test-assert.ts';
import { hashAlertToken, newAlertToken } from '../_shared/contract/alert-tokens.ts';
import { privacyVerifyHandler } from './handler.ts';
import type { PrivacyVerifyOutcome } from '../_shared/contract/privacy-options.ts';

function setup(answer: PrivacyVerifyOutcome = 'verified') {
  const asked: string[] = [];
  const handler = privacyVerifyHandler(() => ({
    verify: (hash) => {
      asked.push(hash);
      return Promise.resolve(answer);
    },
    log: () => {},
  }));
  return { asked, handler };
}

const post = (body: unknown) =>
  new Request('http://x/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

Deno.test('a POSTed token is checked by its SHA-256, never sent as is', async () => {
  const { asked, handler } = setup('verified');
  const token = newAlertToken();
  const res = await handler(post({ token }));
  assertEquals(res.status, 200);
  assertEquals(await res.json(), { status: 'verified' });
  assertEquals(asked, [await hashAlertToken(token)]);
});

Deno.test('a GET verifies nothing; a malformed token is unknown without a lookup', async () => {
  const { asked, handler } = setup();
  const get = await handler(new Request(`http://x/?token=${newAlertToken()}`));
  assertEquals(get.status, 405);
  await get.body?.cancel();
  const bad = await handler(post({ token: 'short' }));
  assertEquals(await bad.json(), { status: 'unknown' });
  const noToken = await handler(post({}));
  assertEquals(noToken.status, 400);
  await noToken.body?.cancel();
  assertEquals(asked, []);
});
