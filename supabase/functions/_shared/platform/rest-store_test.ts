/** The one REST client: the same headers, refusals and caller's token for every store. */
import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { RestClient, RestError } from './rest-store.ts';

/** A client on a recorded fake fetch that answers `status` with `body`. */
function clientAnswering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fake = (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return Promise.resolve(new Response(text, { status }));
  };
  const client = new RestClient({
    supabaseUrl: 'http://api.test/',
    secret: 'sb_secret_s',
    publishable: 'sb_publishable_p',
    fetch: fake as typeof fetch,
  });
  const headers = (i = 0) => new Headers(calls[i]?.init.headers);
  return { client, calls, headers };
}

Deno.test('a call carries the secret key, JSON, Prefer and a timeout', async () => {
  const { client, calls, headers } = clientAnswering(200, [{ id: 1 }]);
  const rows = await client.request<{ id: number }[]>('/rest/v1/leads?on_conflict=key', {
    method: 'POST',
    body: '{}',
    prefer: 'return=representation,resolution=ignore-duplicates',
  });
  assertEquals(rows, [{ id: 1 }]);
  assertEquals(calls[0]?.url, 'http://api.test/rest/v1/leads?on_conflict=key');
  assertEquals(headers().get('apikey'), 'sb_secret_s');
  assertEquals(headers().get('authorization'), null);
  assertEquals(headers().get('content-type'), 'application/json');
  assertEquals(headers().get('prefer'), 'return=representation,resolution=ignore-duplicates');
  assert(calls[0]?.init.signal instanceof AbortSignal, 'every call has a timeout');
});

Deno.test(
  'a call as the caller carries their token and the publishable key, never the secret',
  async () => {
    const { client, headers } = clientAnswering(200, true);
    assertEquals(await client.rpc('is_admin', {}, { as: 'Bearer user-jwt' }), true);
    assertEquals(headers().get('apikey'), 'sb_publishable_p');
    assertEquals(headers().get('authorization'), 'Bearer user-jwt');
  },
);

Deno.test(
  "PostgREST's, Auth's and Storage's refusals are one RestError with code and hint",
  async () => {
    const refusal = async (status: number, body: unknown) => {
      const { client } = clientAnswering(status, body);
      try {
        await client.request('/rest/v1/rpc/x?a=1', { method: 'POST', body: '{}' });
      } catch (error) {
        assert(error instanceof RestError, `not a RestError: ${error}`);
        return error;
      }
      throw new Error('no refusal');
    };
    const postgrest = await refusal(400, {
      code: 'P0001',
      message: 'slot_taken',
      hint: 'booking_rules',
    });
    assertEquals(
      [postgrest.status, postgrest.code, postgrest.hint, postgrest.detail],
      [400, 'P0001', 'booking_rules', 'slot_taken'],
    );
    assertEquals(postgrest.message, '/rest/v1/rpc/x failed (400): slot_taken');
    // Auth's `code` is the HTTP status; its error_code is the one a caller acts on.
    const auth = await refusal(422, {
      code: 422,
      error_code: 'email_exists',
      msg: 'Already there',
    });
    assertEquals([auth.code, auth.detail], ['email_exists', 'Already there']);
    const storage = await refusal(404, { statusCode: '404', error: 'not_found', message: 'Gone' });
    assertEquals([storage.code, storage.detail], ['not_found', 'Gone']);
    const text = await refusal(502, 'Bad gateway');
    assertEquals([text.code, text.detail], ['502', 'Bad gateway']);
  },
);
