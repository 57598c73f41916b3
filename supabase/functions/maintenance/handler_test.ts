import { assert, assertEquals } from '../../../tests/support/deno/test-assert.ts';
import {
  fakeDeps,
  FakeStore,
  sampleContext,
} from '../../../tests/support/deno/maintenance-fake.ts';
import { hashAlertToken, newAlertToken } from '../_shared/contract/alert-tokens.ts';
import type { WorkOrderAnswer } from '../_shared/contract/maintenance-api.ts';
import { CRON_TEST_SECRET, cronHeaders } from '../../../tests/support/deno/money-fake.ts';
import { maintenanceHandler } from './handler.ts';
import type { LinkState } from '../_shared/maintenance/store.ts';
import { RestError } from '../_shared/platform/rest-store.ts';

const URL_ = 'https://api.example/functions/v1/maintenance';
const fixturesDir = new URL('../../../tests/fixtures/images/', import.meta.url);
const jpeg = Deno.readFileSync(new URL('house.jpg', fixturesDir));
const webp = Deno.readFileSync(new URL('house.webp', fixturesDir));
const png = Deno.readFileSync(new URL('house.png', fixturesDir));

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(URL_, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const validRequest = {
  leaseId: '5eed0500-0000-4000-8000-000000000001',
  category: 'plumbing',
  location: 'Kitchen',
  description: 'The faucet drips all night long.',
  entryPermission: 'yes',
  idempotencyKey: '0b7c4d1e-8f5a-4c3b-9d2e-1f0a2b3c4d5e',
};

/** A store holding one link of `purpose` in `state`; answers the token. */
async function withLink(
  store: FakeStore,
  purpose: LinkState['purpose'] = 'vendor',
  state: LinkState['state'] = 'ok',
) {
  const token = newAlertToken();
  store.links.set(await hashAlertToken(token), {
    link_id: 'k-1',
    request_id: '11111111-1111-4111-8111-111111111111',
    purpose,
    vendor_id: purpose === 'vendor' ? 'v-1' : null,
    person_id: purpose === 'vendor' ? null : 'p-owner',
    state,
  });
  return token;
}

function completeForm(token: string, fields: Record<string, string> = {}, photos: File[] = []) {
  const form = new FormData();
  form.set('action', 'complete-job');
  form.set('token', token);
  form.set('note', fields.note ?? 'Replaced the cartridge');
  form.set('cost', fields.cost ?? '230.50');
  for (const p of photos) form.append('photo', p);
  return new Request(URL_, { method: 'POST', body: form });
}

const photo = (bytes: Uint8Array, type: string, name = 'p.jpg') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

Deno.test('submit: needs a session, validates again and answers field errors', async () => {
  const { deps, store } = fakeDeps();
  const handler = maintenanceHandler(() => deps);
  const anonymous = await handler(post({ action: 'submit', request: validRequest }));
  assertEquals(anonymous.status, 401);
  const bad = await handler(
    post(
      { action: 'submit', request: { ...validRequest, description: 'short', category: 'x' } },
      { Authorization: 'Bearer user-jwt' },
    ),
  );
  assertEquals(bad.status, 400);
  const body = (await bad.json()) as { error: string; fields: Record<string, string> };
  assertEquals(body.error, 'invalid_request');
  assertEquals(Object.keys(body.fields).sort(), ['category', 'description']);
  assertEquals(body.fields.description, 'What happened needs at least 10 characters');
  assertEquals(store.calls, []);
});

Deno.test('submit: files as the caller, answers the id (a duplicate with the first)', async () => {
  const { deps, store, deferred } = fakeDeps();
  let seen = '';
  store.submitImpl = (payload, authorization) => {
    seen = `${authorization}|${payload.pets}|${payload.shareContact}`;
    return Promise.resolve({ id: 'first-id', duplicate: true });
  };
  const res = await maintenanceHandler(() => deps)(
    post({ action: 'submit', request: validRequest }, { Authorization: 'Bearer user-jwt' }),
  );
  assertEquals(await res.json(), { id: 'first-id', duplicate: true });
  assertEquals(seen, 'Bearer user-jwt||false');
  // The mail owed is sent after the answer.
  assertEquals(deferred.length, 1);
});

Deno.test('submit: the database’s refusals become clear answers', async () => {
  const cases: [RestError, number, string][] = [
    [new RestError(400, '22023', 'maintenance_lease_ended', 'ended'), 409, 'lease_ended'],
    [new RestError(403, '42501', 'maintenance_not_your_lease', 'no'), 403, 'not_your_lease'],
    [new RestError(403, '42501', '', 'Only a tenant'), 403, 'not_a_tenant'],
    [new RestError(401, 'PGRST303', '', 'JWT expired'), 401, 'unauthorized'],
  ];
  for (const [error, status, code] of cases) {
    const { deps, store } = fakeDeps();
    store.submitImpl = () => Promise.reject(error);
    const res = await maintenanceHandler(() => deps)(
      post({ action: 'submit', request: validRequest }, { Authorization: 'Bearer t' }),
    );
    assertEquals(res.status, status, code);
    const body = (await res.json()) as { error: string; message: string };
    assertEquals(body.error, code);
    assert(body.message.length > 20, body.message);
  }
});

Deno.test('a GET only redirects to the site page, token in the fragment', async () => {
  const { deps, store } = fakeDeps();
  const handler = maintenanceHandler(() => deps);
  const res = await handler(new Request(`${URL_}?work-order=abc`));
  assertEquals(res.status, 303);
  assertEquals(res.headers.get('location'), 'https://site.example/maintenance/work-order#t=abc');
  const approval = await handler(new Request(`${URL_}?approval=xyz`));
  assertEquals(approval.headers.get('location'), 'https://site.example/maintenance/approval#t=xyz');
  assertEquals(store.calls, []);
  assertEquals((await handler(new Request(URL_))).status, 405);
});

Deno.test('work-order: the tenant’s contact only when shared; photos as signed URLs', async () => {
  const { deps, store } = fakeDeps();
  const handler = maintenanceHandler(() => deps);
  const token = await withLink(store);
  const hidden = (await (
    await handler(post({ action: 'work-order', token }))
  ).json()) as WorkOrderAnswer;
  assert(hidden.status === 'ok' && 'workOrder' in hidden);
  assertEquals(hidden.workOrder.tenant, null);
  assertEquals(hidden.workOrder.address.unit, 'Unit A');
  assertEquals(hidden.workOrder.photos.length, 1);
  assert(hidden.workOrder.photos[0]!.url.includes('/object/sign/'));
  store.ctx = sampleContext({ share_contact: true });
  const shared = (await (
    await handler(post({ action: 'work-order', token }))
  ).json()) as WorkOrderAnswer;
  assert('workOrder' in shared);
  assertEquals(shared.workOrder.tenant, {
    name: 'Jordan Avila',
    phone: '(909) 555-0183',
    email: 'tenant1@example.com',
  });
});

Deno.test('link answers: unknown, used, expired, and the wrong purpose is unknown', async () => {
  const { deps, store } = fakeDeps();
  const handler = maintenanceHandler(() => deps);
  const status = async (body: unknown) =>
    ((await (await handler(post(body))).json()) as { status: string }).status;
  assertEquals(await status({ action: 'work-order', token: 'nope' }), 'unknown');
  assertEquals(await status({ action: 'work-order', token: newAlertToken() }), 'unknown');
  assertEquals(
    await status({ action: 'work-order', token: await withLink(store, 'vendor', 'used') }),
    'used',
  );
  assertEquals(
    await status({ action: 'approval', token: await withLink(store, 'owner_approval', 'expired') }),
    'expired',
  );
  assertEquals(
    await status({ action: 'approval', token: await withLink(store, 'vendor') }),
    'unknown',
  );
  const approval = (await (
    await handler(post({ action: 'approval', token: await withLink(store, 'owner_approval') }))
  ).json()) as { status: string; approval: { estimateCents: number; limitCents: number } };
  assertEquals([approval.approval.estimateCents, approval.approval.limitCents], [80000, 50000]);
});

Deno.test('decide: the decision and note are checked, then the database decides', async () => {
  const { deps, store } = fakeDeps();
  const handler = maintenanceHandler(() => deps);
  const token = await withLink(store, 'owner_approval');
  const bad = await handler(
    post({ action: 'decide', token, decision: 'maybe', note: 'x'.repeat(1001) }),
  );
  assertEquals(bad.status, 400);
  assertEquals(Object.keys(((await bad.json()) as { fields: object }).fields).sort(), [
    'decision',
    'note',
  ]);
  const ok = await handler(post({ action: 'decide', token, decision: 'approved', note: ' Fine ' }));
  assertEquals(await ok.json(), { status: 'ok' });
  assertEquals(store.calls.at(-1), 'decide:approved:Fine');
});

Deno.test(
  'complete-job: photos, count and cost are checked before anything is stored',
  async () => {
    const { deps, store } = fakeDeps();
    const handler = maintenanceHandler(() => deps);
    const token = await withLink(store);
    const problem = async (req: Request) => {
      const res = await handler(req);
      assertEquals(res.status, 400);
      return ((await res.json()) as { fields: Record<string, string> }).fields;
    };
    assert(
      (await problem(completeForm(token, {}, [photo(png, 'image/png')]))).photo!.includes(
        'not a JPEG',
      ),
    );
    // Declared JPEG, really a PNG.
    assert(
      (await problem(completeForm(token, {}, [photo(png, 'image/jpeg')]))).photo!.includes(
        'not a JPEG',
      ),
    );
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(jpeg);
    assert(
      (await problem(completeForm(token, {}, [photo(big, 'image/jpeg')]))).photo!.includes('5 MB'),
    );
    const eleven = Array.from({ length: 11 }, () => photo(jpeg, 'image/jpeg'));
    assertEquals(
      (await problem(completeForm(token, {}, eleven))).photo,
      'Attach at most 10 photos.',
    );
    assert((await problem(completeForm(token, { cost: '12.345' }))).cost!.includes('dollars'));
    assertEquals(store.stored, []);
    assertEquals(store.calls, []);
  },
);

Deno.test('complete-job: stores the photos as the vendor’s, then spends the link', async () => {
  const { deps, store } = fakeDeps();
  const token = await withLink(store);
  const res = await maintenanceHandler(() => deps)(
    completeForm(token, {}, [photo(jpeg, 'image/jpeg'), photo(webp, 'image/webp', 'b.webp')]),
  );
  assertEquals(await res.json(), { status: 'ok' });
  assertEquals(
    store.stored.map((p) => [p.type, p.width, p.height, p.path.split('.').pop()]),
    [
      ['image/jpeg', 16, 12, 'jpg'],
      ['image/webp', 16, 12, 'webp'],
    ],
  );
  assert(store.stored.every((p) => p.path.startsWith('11111111-1111-4111-8111-111111111111/')));
  assertEquals(store.calls.at(-1), 'completeJob:Replaced the cartridge:23050');
});

Deno.test(
  'complete-job: a used link stores nothing; a lost race takes its photos back',
  async () => {
    const { deps, store } = fakeDeps();
    const handler = maintenanceHandler(() => deps);
    const used = await withLink(store, 'vendor', 'used');
    const res = await handler(completeForm(used, {}, [photo(jpeg, 'image/jpeg')]));
    assertEquals(await res.json(), { status: 'used' });
    assertEquals(store.stored, []);

    const token = await withLink(store);
    store.completeOutcome = 'used';
    const raced = await handler(completeForm(token, {}, [photo(jpeg, 'image/jpeg')]));
    assertEquals(await raced.json(), { status: 'used' });
    assertEquals(
      store.removed,
      store.stored.map((p) => p.path),
    );
  },
);

Deno.test('send: refuses while configuration is missing; runs the sender otherwise', async () => {
  Deno.env.set('CRON_SECRET', CRON_TEST_SECRET);
  const { deps } = fakeDeps();
  deps.configProblems = ['MAIL_FROM is not set (the sender of every email)'];
  const original = console.error;
  console.error = () => {};
  try {
    const res = await maintenanceHandler(() => deps)(post({ action: 'send' }, cronHeaders));
    assertEquals(res.status, 503);
    assertEquals(((await res.json()) as { missing: string[] }).missing, ['MAIL_FROM']);
  } finally {
    console.error = original;
  }
  const ok = fakeDeps();
  const res = await maintenanceHandler(() => ok.deps)(post({ action: 'send' }, cronHeaders));
  assertEquals(await res.json(), { sent: 0 });
  // Anonymous: the scheduled sender is not public (cron-auth.ts).
  assertEquals((await maintenanceHandler(() => ok.deps)(post({ action: 'send' }))).status, 401);
  assertEquals((await maintenanceHandler(() => ok.deps)(post({ action: 'nope' }))).status, 400);
});
