import { assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { CRON_TEST_SECRET } from '../../../../tests/support/deno/money-fake.ts';
import { cronSecretProblem, refuseUnscheduled, sameSecret } from './cron-auth.ts';

const env = (secret: string | undefined) => (name: string) =>
  name === 'CRON_SECRET' ? secret : undefined;
const req = (headers: Record<string, string>) =>
  new Request('https://api.example/functions/v1/any', { method: 'POST', headers });

Deno.test('sameSecret: equal strings only, whatever their lengths', async () => {
  assertEquals(await sameSecret(CRON_TEST_SECRET, CRON_TEST_SECRET), true);
  assertEquals(await sameSecret(`${CRON_TEST_SECRET} `, CRON_TEST_SECRET), false);
  assertEquals(await sameSecret('', CRON_TEST_SECRET), false);
  assertEquals(await sameSecret(CRON_TEST_SECRET.toUpperCase(), CRON_TEST_SECRET), false);
});

Deno.test('CRON_SECRET must be set and long enough', () => {
  assertEquals(cronSecretProblem(env(CRON_TEST_SECRET)), null);
  assertEquals(cronSecretProblem(env(undefined))?.split(' ')[0], 'CRON_SECRET');
  assertEquals(cronSecretProblem(env('short'))?.includes('shorter than 32'), true);
});

Deno.test('refuseUnscheduled: the secret, or a session the entry point accepts', async () => {
  const options = { fn: 'test', env: env(CRON_TEST_SECRET) };
  assertEquals(await refuseUnscheduled(req({ 'x-cron-secret': CRON_TEST_SECRET }), options), null);
  const anonymous: Record<string, string>[] = [
    {},
    { 'x-cron-secret': 'nope' },
    { authorization: 'Bearer anon' },
  ];
  for (const headers of anonymous) {
    assertEquals((await refuseUnscheduled(req(headers), options))?.status, 401);
  }
  const sessions: string[] = [];
  const withSession = {
    ...options,
    orSession: (r: Request) => {
      sessions.push(r.headers.get('authorization') ?? '');
      return Promise.resolve({ ok: r.headers.get('authorization') === 'Bearer staff' });
    },
  };
  assertEquals(await refuseUnscheduled(req({ authorization: 'Bearer staff' }), withSession), null);
  assertEquals(
    (await refuseUnscheduled(req({ authorization: 'Bearer tenant' }), withSession))?.status,
    401,
  );
  // No bearer: the session check is not even asked.
  assertEquals((await refuseUnscheduled(req({}), withSession))?.status, 401);
  assertEquals(sessions, ['Bearer staff', 'Bearer tenant']);
});
