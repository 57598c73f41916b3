// The handler with the admin check and the Supabase APIs injected (a recorded fake fetch); the
// real flows run through the local backend in tests/integration/staff-accounts.int.test.ts.
import { assertEquals } from '../../../tests/support/deno/test-assert.ts';
import type { AdminCheck } from '../_shared/platform/auth.ts';
import { createManageStaffHandler } from './handler.ts';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const asAdmin = (): Promise<AdminCheck> =>
  Promise.resolve({ ok: true, userId: ME, email: 'me@x.io' });

/** A fake Supabase: answers by "METHOD path" prefix and records every call. */
function fakeApi(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  const bodies: Record<string, unknown> = {};
  const fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
    calls.push(key);
    if (typeof init?.body === 'string') bodies[key] = JSON.parse(init.body);
    const match = Object.keys(routes).find((prefix) => key.startsWith(prefix));
    return Promise.resolve(match ? routes[match]!() : new Response('{}', { status: 500 }));
  };
  return { calls, bodies, fetch: fetch as typeof globalThis.fetch };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

function handler(api: ReturnType<typeof fakeApi>, verify = asAdmin) {
  return createManageStaffHandler({
    verifyAdmin: verify,
    supabaseUrl: 'http://supabase.test',
    secretKey: 'sb_secret_test',
    fetch: api.fetch,
  });
}

const post = (body: unknown) =>
  new Request('http://fn/manage-staff', { method: 'POST', body: JSON.stringify(body) });

Deno.test(
  'a caller who is not an admin gets the check’s answer and nothing else happens',
  async () => {
    const api = fakeApi({});
    const refuse = (): Promise<AdminCheck> =>
      Promise.resolve({ ok: false, status: 403, error: 'forbidden', message: 'No admin access.' });
    const res = await handler(api, refuse)(post({ action: 'revoke', userId: OTHER }));
    assertEquals(res.status, 403);
    assertEquals(api.calls, []);
  },
);

Deno.test('the last admin cannot revoke themselves: 409 before any delete', async () => {
  const api = fakeApi({
    'GET /rest/v1/user_roles': json([{ user_id: ME, created_at: '2026-01-01', invited_by: null }]),
  });
  const res = await handler(api)(post({ action: 'revoke', userId: ME }));
  assertEquals(res.status, 409);
  assertEquals(((await res.json()) as { error: string }).error, 'last_admin');
  assertEquals(
    api.calls.filter((c) => c.startsWith('DELETE')),
    [],
  );
});

Deno.test('the database’s last-admin refusal becomes a 409 too', async () => {
  const api = fakeApi({
    'GET /rest/v1/user_roles': json([
      { user_id: ME, created_at: '2026-01-01', invited_by: null },
      { user_id: OTHER, created_at: '2026-01-02', invited_by: ME },
    ]),
    'DELETE /rest/v1/user_roles': json(
      { code: '23514', message: 'last admin', hint: 'last_admin' },
      400,
    ),
  });
  const res = await handler(api)(post({ action: 'revoke', userId: OTHER }));
  assertEquals(res.status, 409);
});

Deno.test('bad requests get a clear message', async () => {
  const api = fakeApi({});
  const bad = await handler(api)(post({ action: 'invite', email: 'nope', redirectTo: 'x' }));
  assertEquals(bad.status, 400);
  assertEquals(
    ((await bad.json()) as { message: string }).message,
    'Please enter a valid email address',
  );
  const notJson = await handler(api)(
    new Request('http://fn/manage-staff', { method: 'POST', body: '{' }),
  );
  assertEquals(notJson.status, 400);
  const put = await handler(api)(new Request('http://fn/manage-staff', { method: 'PUT' }));
  assertEquals(put.status, 405);
});

Deno.test(
  'an invite asks Auth with the redirect, then grants the role as the inviter',
  async () => {
    const api = fakeApi({
      'GET /auth/v1/admin/users?': json({ users: [] }),
      'POST /auth/v1/invite': json({ id: OTHER, email: 'new@x.io' }),
      [`PUT /auth/v1/admin/users/${OTHER}`]: json({ id: OTHER }),
      'POST /rest/v1/user_roles': () => new Response(null, { status: 201 }),
    });
    const res = await handler(api)(
      post({
        action: 'invite',
        email: 'new@x.io',
        redirectTo: 'https://site.test/auth/set-password',
      }),
    );
    assertEquals(res.status, 200);
    assertEquals(api.calls, [
      'GET /auth/v1/admin/users?page=1&per_page=1000',
      'POST /auth/v1/invite?redirect_to=https%3A%2F%2Fsite.test%2Fauth%2Fset-password',
      `PUT /auth/v1/admin/users/${OTHER}`,
      'POST /rest/v1/user_roles?on_conflict=user_id,role',
    ]);
    // The mail says it is a staff invitation (supabase/templates/invite.html).
    assertEquals(
      api.bodies['POST /auth/v1/invite?redirect_to=https%3A%2F%2Fsite.test%2Fauth%2Fset-password'],
      { email: 'new@x.io', data: { invited_as: 'staff', invited_to: '' } },
    );
  },
);

Deno.test(
  'an account that signed itself up and was confirmed without a mail gets no role (409)',
  async () => {
    const api = fakeApi({
      'GET /auth/v1/admin/users?': json({
        users: [{ id: OTHER, email: 'victim@x.io', email_confirmed_at: '2026-01-01T00:00:00Z' }],
      }),
    });
    const res = await handler(api)(
      post({ action: 'invite', email: 'Victim@x.io', redirectTo: 'https://site.test/a' }),
    );
    assertEquals(res.status, 409);
    assertEquals(((await res.json()) as { error: string }).error, 'unproven_account');
    assertEquals(api.calls, ['GET /auth/v1/admin/users?page=1&per_page=1000']);
  },
);

Deno.test(
  'an unconfirmed account that is not staff’s is deleted before the invitation makes a new one',
  async () => {
    const api = fakeApi({
      'GET /auth/v1/admin/users?': json({ users: [{ id: OTHER, email: 'victim@x.io' }] }),
      [`DELETE /auth/v1/admin/users/${OTHER}`]: json({}),
      'POST /auth/v1/invite': json({ id: ME, email: 'victim@x.io' }),
      [`PUT /auth/v1/admin/users/${ME}`]: json({ id: ME }),
      'POST /rest/v1/user_roles': () => new Response(null, { status: 201 }),
    });
    const res = await handler(api)(
      post({ action: 'invite', email: 'victim@x.io', redirectTo: 'https://site.test/a' }),
    );
    assertEquals(res.status, 200);
    assertEquals(api.calls.slice(1, 3), [
      `DELETE /auth/v1/admin/users/${OTHER}`,
      'POST /auth/v1/invite?redirect_to=https%3A%2F%2Fsite.test%2Fa',
    ]);
  },
);
