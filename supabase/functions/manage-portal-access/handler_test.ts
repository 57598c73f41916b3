// The handler with the admin check and the Supabase APIs injected (a recorded fake fetch); the
// real flows run through the local backend in tests/integration/portal-access.int.test.ts.
import { assertEquals } from '../../../tests/support/deno/test-assert.ts';
import type { AdminCheck } from '../_shared/platform/auth.ts';
import type { PortalPeopleResponse } from '../_shared/contract/portal-access.ts';
import { createManagePortalAccessHandler } from './handler.ts';

const ME = '11111111-1111-4111-8111-111111111111';
const USER = '22222222-2222-4222-8222-222222222222';
const PERSON = '33333333-3333-4333-8333-333333333333';
const ROW = '44444444-4444-4444-8444-444444444444';
const REDIRECT = 'https://site.test/auth/set-password?next=/portal';
const NOW = new Date('2026-11-26T10:00:00Z');
const asAdmin = (): Promise<AdminCheck> =>
  Promise.resolve({ ok: true, userId: ME, email: 'me@x.io' });

/** A fake Supabase: answers by "METHOD path" prefix and records every call with its body. */
function fakeApi(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  const bodies: Record<string, unknown> = {};
  const fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${decodeURIComponent(url.pathname + url.search)}`;
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
const created = () => new Response(null, { status: 201 });

function handler(api: ReturnType<typeof fakeApi>, verify = asAdmin) {
  return createManagePortalAccessHandler({
    verifyAdmin: verify,
    supabaseUrl: 'http://supabase.test',
    secretKey: 'sb_secret_test',
    fetch: api.fetch,
    now: () => NOW,
  });
}

const post = (body: unknown) =>
  new Request('http://fn/manage-portal-access', { method: 'POST', body: JSON.stringify(body) });

const person = (userId: string | null = null) => ({
  id: PERSON,
  full_name: 'Tess Tenant',
  email: 'tess@x.io',
  phone: null,
  user_id: userId,
});
const openRow = (role = 'tenant', grantedAt = '2026-11-25T10:00:00Z') => ({
  id: ROW,
  person_id: PERSON,
  role,
  granted_at: grantedAt,
  invited_at: grantedAt,
  revoked_at: null,
  revoked_by: null,
});
const PERSON_GET = `GET /rest/v1/people?id=eq.${PERSON}`;
const OPEN_GET = `GET /rest/v1/portal_access?person_id=eq.${PERSON}&revoked_at=is.null`;
const USER_GET = `GET /auth/v1/admin/users/${USER}`;
const USERS_LIST = 'GET /auth/v1/admin/users?page=1';
const MARK = `PUT /auth/v1/admin/users/${USER}`;
const AT = '2026-11-01T00:00:00Z';
const HOME = '55555555-5555-4555-8555-555555555555';
/** The person's current lease: Unit A of 1520 N Garey Ave (what the invitation names). */
const HOMES = {
  'GET /rest/v1/lease_tenants': json([{ lease_id: ROW }]),
  'GET /rest/v1/leases': json([{ home_id: HOME, unit_id: USER }]),
  'GET /rest/v1/managed_homes': json([{ id: HOME, street: '1520 N Garey Ave', city: 'Pomona' }]),
  'GET /rest/v1/home_units': json([{ home_id: HOME, label: 'Unit A' }]),
  'GET /rest/v1/home_owners': json([]),
};
const TENANT_WORDS = {
  full_name: 'Tess Tenant',
  invited_as: 'tenant',
  invited_to: '1520 N Garey Ave (Unit A), Pomona',
};

Deno.test(
  'a caller who is not staff gets the check’s answer and nothing else happens',
  async () => {
    const api = fakeApi({});
    const refuse = (): Promise<AdminCheck> =>
      Promise.resolve({ ok: false, status: 403, error: 'forbidden', message: 'No admin access.' });
    const res = await handler(
      api,
      refuse,
    )(post({ action: 'revoke', personId: PERSON, role: 'tenant' }));
    assertEquals(res.status, 403);
    assertEquals(api.calls, []);
  },
);

Deno.test('bad requests get a clear message; oversized bodies a 413', async () => {
  const api = fakeApi({});
  const bad = await handler(api)(post({ action: 'invite', personId: PERSON, role: 'landlord' }));
  assertEquals(bad.status, 400);
  assertEquals(
    ((await bad.json()) as { message: string }).message,
    'role must be owner or tenant.',
  );
  const big = await handler(api)(post({ action: 'revoke', pad: 'x'.repeat(9000) }));
  assertEquals(big.status, 413);
  const put = await handler(api)(new Request('http://fn/x', { method: 'PUT' }));
  assertEquals(put.status, 405);
  assertEquals(api.calls, []);
});

Deno.test(
  'invite mails through Auth with the redirect, links the account and opens the role',
  async () => {
    const api = fakeApi({
      [PERSON_GET]: json([person()]),
      [OPEN_GET]: json([]),
      [USERS_LIST]: json({ users: [] }),
      ...HOMES,
      'POST /auth/v1/invite': json({ id: USER, email: 'tess@x.io' }),
      [MARK]: json({ id: USER }),
      'PATCH /rest/v1/people': () => new Response(null, { status: 204 }),
      'POST /rest/v1/portal_access': created,
    });
    const res = await handler(api)(
      post({ action: 'invite', personId: PERSON, role: 'tenant', redirectTo: REDIRECT }),
    );
    assertEquals(res.status, 200);
    assertEquals(((await res.json()) as { result: string }).result, 'invited');
    assertEquals(
      api.calls.includes(
        'GET /rest/v1/leases?id=in.(' + ROW + ')&status=neq.ended&select=home_id,unit_id',
      ),
      true,
    );
    // The mail says who is invited as what, to which home (supabase/templates/invite.html).
    assertEquals(api.bodies[`POST /auth/v1/invite?redirect_to=${REDIRECT}`], {
      email: 'tess@x.io',
      data: TENANT_WORDS,
    });
    assertEquals(
      api.calls.filter((c) => !c.startsWith('GET ')),
      [
        `POST /auth/v1/invite?redirect_to=${REDIRECT}`,
        MARK,
        `PATCH /rest/v1/people?id=eq.${PERSON}`,
        'POST /rest/v1/portal_access',
      ],
    );
    assertEquals(api.bodies[`PATCH /rest/v1/people?id=eq.${PERSON}`], { user_id: USER });
    assertEquals(api.bodies[MARK], { app_metadata: { staff_created: true } });
    assertEquals(api.bodies['POST /rest/v1/portal_access'], {
      person_id: PERSON,
      role: 'tenant',
      granted_by: ME,
      invited_at: NOW.toISOString(),
    });
  },
);

Deno.test(
  'invite grants an existing account whose address a mail proved directly, without a mail',
  async () => {
    const api = fakeApi({
      [PERSON_GET]: json([person()]),
      [OPEN_GET]: json([]),
      [USERS_LIST]: json({
        users: [{ id: USER, email: 'TESS@x.io', email_confirmed_at: AT, confirmation_sent_at: AT }],
      }),
      'PATCH /rest/v1/people': () => new Response(null, { status: 204 }),
      'POST /rest/v1/portal_access': created,
    });
    const res = await handler(api)(
      post({ action: 'invite', personId: PERSON, role: 'owner', redirectTo: REDIRECT }),
    );
    const body = (await res.json()) as { result: string; message: string };
    assertEquals(body.result, 'granted');
    assertEquals(api.calls.includes(`POST /auth/v1/invite?redirect_to=${REDIRECT}`), false);
    assertEquals(
      (api.bodies['POST /rest/v1/portal_access'] as { invited_at: unknown }).invited_at,
      null,
    );
  },
);

Deno.test(
  'invite refuses an account confirmed without a mail (an open sign-up) and links nothing',
  async () => {
    const api = fakeApi({
      [PERSON_GET]: json([person()]),
      [OPEN_GET]: json([]),
      [USERS_LIST]: json({ users: [{ id: USER, email: 'tess@x.io', email_confirmed_at: AT }] }),
    });
    const res = await handler(api)(
      post({ action: 'invite', personId: PERSON, role: 'tenant', redirectTo: REDIRECT }),
    );
    assertEquals(res.status, 409);
    assertEquals(((await res.json()) as { error: string }).error, 'unproven_account');
    assertEquals(
      api.calls.filter((c) => !c.startsWith('GET ')),
      [],
    );
  },
);

Deno.test('invite refuses a role that is already open, before any mail', async () => {
  const api = fakeApi({ [PERSON_GET]: json([person(USER)]), [OPEN_GET]: json([openRow()]) });
  const res = await handler(api)(
    post({ action: 'invite', personId: PERSON, role: 'tenant', redirectTo: REDIRECT }),
  );
  assertEquals(res.status, 409);
  assertEquals(
    api.calls.filter((c) => c.includes('/auth/')),
    [],
  );
});

Deno.test('resend refuses an accepted invitation with a clear message', async () => {
  const api = fakeApi({
    [PERSON_GET]: json([person(USER)]),
    [OPEN_GET]: json([openRow()]),
    [USER_GET]: json({ id: USER, email_confirmed_at: '2026-11-25T11:00:00Z' }),
  });
  const res = await handler(api)(
    post({ action: 'resend', personId: PERSON, role: 'tenant', redirectTo: REDIRECT }),
  );
  assertEquals(res.status, 409);
  const body = (await res.json()) as { error: string; message: string };
  assertEquals(body.error, 'already_accepted');
  assertEquals(body.message.includes('already accepted'), true);
});

Deno.test('resend of a pending invitation mails again and moves invited_at', async () => {
  const api = fakeApi({
    [PERSON_GET]: json([person(USER)]),
    [OPEN_GET]: json([openRow()]),
    [USER_GET]: json({ id: USER, email_confirmed_at: null, app_metadata: { staff_created: true } }),
    ...HOMES,
    'POST /auth/v1/invite': json({ id: USER }),
    [MARK]: json({ id: USER }),
    'PATCH /rest/v1/portal_access': () => new Response(null, { status: 204 }),
  });
  const res = await handler(api)(
    post({ action: 'resend', personId: PERSON, role: 'tenant', redirectTo: REDIRECT }),
  );
  assertEquals(((await res.json()) as { result: string }).result, 'resent');
  // GoTrue re-invites with the metadata the account has: the words are written first.
  assertEquals(api.calls.filter((c) => !c.startsWith('GET ')).slice(0, 3), [
    MARK,
    `POST /auth/v1/invite?redirect_to=${REDIRECT}`,
    MARK,
  ]);
  assertEquals(
    api.calls.some((c) => c.startsWith('DELETE')),
    false,
  );
  assertEquals(api.bodies[`PATCH /rest/v1/portal_access?id=eq.${ROW}`], {
    invited_at: NOW.toISOString(),
  });
});

Deno.test(
  'revoking a never-accepted invitation deletes the Auth user, so the link dies',
  async () => {
    const api = fakeApi({
      [PERSON_GET]: json([person(USER)]),
      [OPEN_GET]: json([openRow()]),
      'PATCH /rest/v1/portal_access': () => new Response(null, { status: 204 }),
      [USER_GET]: json({ id: USER, email_confirmed_at: null }),
      'GET /rest/v1/user_roles': json([]),
      [`DELETE /auth/v1/admin/users/${USER}`]: json({}),
    });
    const res = await handler(api)(post({ action: 'revoke', personId: PERSON, role: 'tenant' }));
    assertEquals(res.status, 200);
    assertEquals(api.bodies[`PATCH /rest/v1/portal_access?id=eq.${ROW}&revoked_at=is.null`], {
      revoked_at: NOW.toISOString(),
      revoked_by: ME,
    });
    assertEquals(api.calls.at(-1), `DELETE /auth/v1/admin/users/${USER}`);
  },
);

Deno.test(
  'revoking keeps the account when another role is open, and never predates the grant',
  async () => {
    const later = '2026-11-26T10:00:05Z';
    const api = fakeApi({
      [PERSON_GET]: json([person(USER)]),
      [OPEN_GET]: json([
        openRow('tenant', later),
        { ...openRow('owner'), id: '55555555-5555-4555-8555-555555555555' },
      ]),
      'PATCH /rest/v1/portal_access': () => new Response(null, { status: 204 }),
      [USER_GET]: json({ id: USER, email_confirmed_at: null }),
    });
    const res = await handler(api)(post({ action: 'revoke', personId: PERSON, role: 'tenant' }));
    assertEquals(res.status, 200);
    assertEquals(
      (
        api.bodies[`PATCH /rest/v1/portal_access?id=eq.${ROW}&revoked_at=is.null`] as {
          revoked_at: string;
        }
      ).revoked_at,
      new Date(later).toISOString(),
    );
    assertEquals(
      api.calls.filter((c) => c.startsWith('DELETE')),
      [],
    );
  },
);

Deno.test('the list reads each role’s latest row into a state', async () => {
  const api = fakeApi({
    'GET /rest/v1/people?select': json([person(USER)]),
    'GET /rest/v1/portal_access?select': json([
      openRow('tenant', '2026-11-25T10:00:00Z'),
      {
        ...openRow('owner', '2026-11-20T10:00:00Z'),
        revoked_at: '2026-11-21T10:00:00Z',
        revoked_by: ME,
      },
    ]),
    'GET /rest/v1/home_owners': json([{ person_id: PERSON }]),
    'GET /rest/v1/lease_tenants': json([{ person_id: PERSON }, { person_id: 'other' }]),
    'GET /auth/v1/admin/users?page=1': json({
      users: [
        { id: USER, email: 'tess@x.io', email_confirmed_at: '2026-11-25T11:00:00Z' },
        { id: ME, email: 'me@x.io' },
      ],
    }),
  });
  const res = await handler(api)(new Request('http://fn/manage-portal-access'));
  const { people } = (await res.json()) as PortalPeopleResponse;
  assertEquals(people[0]?.access.tenant.state, 'active');
  assertEquals(people[0]?.access.owner.state, 'revoked');
  assertEquals(people[0]?.access.owner.revokedByEmail, 'me@x.io');
  assertEquals([people[0]?.homes, people[0]?.leases, people[0]?.hasAccount], [1, 1, true]);
});

Deno.test('Auth’s mail rate limit becomes a 429 with a plain message', async () => {
  const api = fakeApi({
    [PERSON_GET]: json([person()]),
    [OPEN_GET]: json([]),
    [USERS_LIST]: json({ users: [] }),
    ...HOMES,
    'POST /auth/v1/invite': json({ error_code: 'over_email_send_rate_limit', msg: 'limit' }, 429),
  });
  const res = await handler(api)(
    post({ action: 'invite', personId: PERSON, role: 'tenant', redirectTo: REDIRECT }),
  );
  assertEquals(res.status, 429);
  assertEquals(
    ((await res.json()) as { message: string }).message,
    'Too many emails sent. Please try again later.',
  );
});

Deno.test('an unknown person is a 404; an account linked to someone else a 409', async () => {
  const missing = fakeApi({ [PERSON_GET]: json([]) });
  const gone = await handler(missing)(post({ action: 'revoke', personId: PERSON, role: 'owner' }));
  assertEquals(gone.status, 404);

  const taken = fakeApi({
    [PERSON_GET]: json([person()]),
    [OPEN_GET]: json([]),
    [USERS_LIST]: json({ users: [] }),
    ...HOMES,
    'POST /auth/v1/invite': json({ id: USER }),
    [MARK]: json({ id: USER }),
    'PATCH /rest/v1/people': json({ code: '23505', message: 'people_user_id_key' }, 409),
  });
  const res = await handler(taken)(
    post({ action: 'invite', personId: PERSON, role: 'owner', redirectTo: REDIRECT }),
  );
  assertEquals(res.status, 409);
  assertEquals(((await res.json()) as { error: string }).error, 'account_in_use');
  assertEquals(taken.calls.includes('POST /rest/v1/portal_access'), false);
});
