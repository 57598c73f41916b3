import { assert, assertEquals } from '../../../tests/support/deno/test-assert.ts';
import {
  entry,
  FakeMoneyStore,
  fakeMoneyDeps,
  OWNER,
  payment,
  sampleLease,
} from '../../../tests/support/deno/money-fake.ts';
import { moneyHandler } from './money.ts';

const URL_ = 'https://api.example/functions/v1/money';
const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(URL_, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const session = { Authorization: 'Bearer a.session.token' };

function setup(over: Parameters<typeof fakeMoneyDeps>[1] = {}) {
  const store = new FakeMoneyStore();
  const deps = fakeMoneyDeps(store, over);
  return { store, deps, handle: moneyHandler(() => deps) };
}

Deno.test('only POST with JSON and a known action', async () => {
  const { handle } = setup();
  assertEquals((await handle(new Request(URL_))).status, 405);
  assertEquals((await handle(new Request(URL_, { method: 'POST', body: 'x' }))).status, 400);
  const unknown = await handle(post({ action: 'pay' }));
  assertEquals(unknown.status, 400);
  assertEquals(((await unknown.json()) as { error: string }).error, 'invalid_body');
});

Deno.test('run posts for the office’s date; statements only on the 1st-5th', async () => {
  const { store, handle } = setup();
  const res = await handle(post({ action: 'run' }));
  assertEquals(res.status, 200);
  const body = (await res.json()) as { posted: { rent: number }; statements: number };
  assertEquals(store.postDueCalls, ['2026-11-20']);
  assertEquals(body.posted.rent, 1);
  assertEquals(body.statements, 0);
  assertEquals(store.statements.length, 0);

  // 07:30 UTC on Dec 1 is 23:30 on Nov 30 in California: still November for the books.
  const late = setup({ now: () => new Date('2026-12-01T07:30:00Z') });
  await (await late.handle(post({ action: 'run' }))).body?.cancel();
  assertEquals(late.store.postDueCalls, ['2026-11-30']);
  assertEquals(late.store.statements.length, 0);

  const window = setup({ now: () => new Date('2026-12-02T18:00:00Z') });
  const made = (await (await window.handle(post({ action: 'run' }))).json()) as {
    statements: number;
  };
  assertEquals(made.statements, 1);
  assertEquals(window.store.statements[0]?.period, '2026-11-01');
  // A second run in the window makes nothing again.
  const again = (await (await window.handle(post({ action: 'run' }))).json()) as {
    statements: number;
  };
  assertEquals(again.statements, 0);
});

Deno.test('run without the mail secrets still posts, and says what is missing', async () => {
  const { store, handle } = setup({ configProblems: ['NOTIFY_EMAIL is not set (x)'] });
  store.mail.push({
    id: 'm1',
    template: 'owner_statement',
    person_id: OWNER,
    to_email: 'owner1@example.com',
    entry_id: null,
    contact_id: null,
    statement_id: 's1',
    attempts: 0,
  });
  const res = await handle(post({ action: 'run' }));
  assertEquals(res.status, 503);
  const body = (await res.json()) as { missing: string[]; posted: unknown };
  assertEquals(body.missing, ['NOTIFY_EMAIL']);
  assert(body.posted, 'the postings are answered');
  assertEquals(store.mail.length, 1, 'no mail claimed');
});

Deno.test('make-statements: staff only, a past month, once', async () => {
  const refused = setup({
    verifyStaff: () =>
      Promise.resolve({ ok: false, status: 403, error: 'forbidden', message: 'Not staff' }),
  });
  assertEquals(
    (await refused.handle(post({ action: 'make-statements', period: '2026-10' }))).status,
    403,
  );

  const { store, deps, handle } = setup();
  for (const period of ['2026-11', '2027-01', '2026-13', 'last month', undefined]) {
    const res = await handle(post({ action: 'make-statements', period }, session));
    assertEquals(res.status, 400, String(period));
    assert(((await res.json()) as { fields: Record<string, string> }).fields.period);
  }
  const first = await handle(post({ action: 'make-statements', period: '2026-10' }, session));
  assertEquals(await first.json(), { period: '2026-10', made: 1, existing: 0 });
  const second = await handle(post({ action: 'make-statements', period: '2026-10' }, session));
  assertEquals(await second.json(), { period: '2026-10', made: 0, existing: 1 });
  const s = store.statements[0]!;
  assertEquals(
    s.closing_cents,
    s.opening_cents + s.income_cents - s.expenses_cents - s.fees_cents - s.payouts_cents,
  );
  assertEquals(String.fromCharCode(...s.pdf.slice(0, 5)), '%PDF-');
  assert(deps.deferred.length >= 1, 'the schedule runs after the answer');
});

Deno.test('receipt: a session, a valid id, an entry the caller may read', async () => {
  const { store, handle } = setup();
  const rent = entry({ kind: 'rent_charge', amount_cents: 245000 });
  const pay = payment(245000);
  store.lease = sampleLease([rent, pay]);

  assertEquals((await handle(post({ action: 'receipt', entryId: pay.id }))).status, 401);
  assertEquals((await handle(post({ action: 'receipt', entryId: 'x' }, session))).status, 400);
  // Row-level security hides it (another tenant's): 404, never the PDF.
  assertEquals((await handle(post({ action: 'receipt', entryId: pay.id }, session))).status, 404);

  store.visible = new Set([pay.id, rent.id]);
  assertEquals((await handle(post({ action: 'receipt', entryId: rent.id }, session))).status, 404);
  const ok = await handle(post({ action: 'receipt', entryId: pay.id }, session));
  assertEquals(ok.status, 200);
  assertEquals(ok.headers.get('content-type'), 'application/pdf');
  assert(ok.headers.get('content-disposition')?.includes(`receipt-${pay.receipt_number}.pdf`));
  const bytes = new Uint8Array(await ok.arrayBuffer());
  assertEquals(String.fromCharCode(...bytes.slice(0, 5)), '%PDF-');

  store.visible = 'expired';
  assertEquals((await handle(post({ action: 'receipt', entryId: pay.id }, session))).status, 401);
});

Deno.test('a failure answers 500 without details and is logged', async () => {
  const { store, deps, handle } = setup();
  store.postDue = () => Promise.reject(new Error('database down'));
  const res = await handle(post({ action: 'run' }));
  assertEquals(res.status, 500);
  assertEquals(((await res.json()) as { error: string }).error, 'money_failed');
  assertEquals(deps.logs.length, 1);
});
