import { assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { apiKeyHeaders, publishableKey, secretKey } from './keys.ts';

const envOf = (vars: Record<string, string>) => (name: string) => vars[name];

Deno.test('new keys win over legacy ones; the default entry of the dictionary is used', () => {
  const env = envOf({
    SUPABASE_PUBLISHABLE_KEYS: '{"other":"sb_publishable_other","default":"sb_publishable_x"}',
    SUPABASE_SECRET_KEYS: '{"default":"sb_secret_y"}',
    SUPABASE_ANON_KEY: 'eyJ.anon',
    SUPABASE_SERVICE_ROLE_KEY: 'eyJ.service',
  });
  assertEquals(publishableKey(env), 'sb_publishable_x');
  assertEquals(secretKey(env), 'sb_secret_y');
});

Deno.test('a project with only legacy keys keeps working; malformed dictionaries fall back', () => {
  const env = envOf({
    SUPABASE_PUBLISHABLE_KEYS: 'not json',
    SUPABASE_SECRET_KEYS: '{}',
    SUPABASE_ANON_KEY: 'eyJ.anon',
    SUPABASE_SERVICE_ROLE_KEY: 'eyJ.service',
  });
  assertEquals(publishableKey(env), 'eyJ.anon');
  assertEquals(secretKey(env), 'eyJ.service');
  assertEquals(secretKey(envOf({})), '');
});

Deno.test('new keys go in apikey only; legacy JWT keys also as the bearer token', () => {
  assertEquals(apiKeyHeaders('sb_secret_y'), { apikey: 'sb_secret_y' });
  assertEquals(apiKeyHeaders('eyJ.service'), {
    apikey: 'eyJ.service',
    Authorization: 'Bearer eyJ.service',
  });
});
