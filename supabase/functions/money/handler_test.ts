import { extractText, getDocumentProxy } from 'npm:unpdf';
import { assert, assertEquals } from '../../../tests/support/deno/test-assert.ts';
import {
  entry,
  FakeMoneyStore,
  fakeMoneyDeps,
  CRON_TEST_SECRET,
  cronHeaders,
  OWNER,
  payment,
  sampleLease,
} from '../../../tests/support/deno/money-fake.ts';
import { moneyHandler, RUN_BOUNDS } from './handler.ts';

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
  const res = await handle(post({ action: 'run' }, cronHeaders));
  assertEquals(res.status, 200);
  const body = (await res.json()) as { posted: { rent: number }; statements: number };
  assertEquals(store.postDueCalls, ['2026-11-20']);
  assertEquals(body.posted.rent, 1);
  assertEquals(body.statements, 0);
  assertEquals(store.statements.length, 0);

  // 07:30 UTC on Dec 1 is 23:30 on Nov 30 in California: still November for the books.
  const late = setup({ now: () => new Date('2026-12-01T07:30:00Z') });
  await (await late.handle(post({ action: 'run' }, cronHeaders))).body?.cancel();
  assertEquals(late.store.postDueCalls, ['2026-11-30']);
  assertEquals(late.store.statements.length, 0);

  const window = setup({ now: () => new Date('2026-12-02T18:00:00Z') });
  const made = (await (await window.handle(post({ action: 'run' }, cronHeaders))).json()) as {
    statements: number;
  };
  assertEquals(made.statements, 1);
  assertEquals(window.store.statements[0]?.period, '2026-11-01');
  // A second run in the window makes nothing again.
  const again = (await (await window.handle(post({ action: 'run' }, cronHeaders))).json()) as {
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
  });
  const res = await handle(post({ action: 'run' }, cronHeaders));
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
  assertEquals(await first.json(), { period: '2026-10', made: 1, existing: 0, remaining: 0 });
  const second = await handle(post({ action: 'make-statements', period: '2026-10' }, session));
  assertEquals(await second.json(), { period: '2026-10', made: 0, existing: 1, remaining: 0 });
  const s = store.statements[0]!;
  assertEquals(
    s.closing_cents,
    s.opening_cents + s.income_cents - s.expenses_cents - s.fees_cents - s.payouts_cents,
  );
  assertEquals(String.fromCharCode(...s.pdf.slice(0, 5)), '%PDF-');
  assertEquals(deps.deferred.length, 0, 'a batch of statements is all the request does');
});

Deno.test('receipt: a session, a valid id, an entry the caller may read', async () => {
  const { store, deps, handle } = setup();
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
  // In the reader's portal language; an unknown one is English.
  const text = async (locale: unknown) => {
    const res = await handle(post({ action: 'receipt', entryId: pay.id, locale }, session));
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    return (await extractText(pdf, { mergePages: true })).text;
  };
  assert((await text('es')).includes('Recibo de pago'));
  assert((await text('fr')).includes('Payment receipt'));

  assert(deps.deferred.length >= 1, 'a step of the schedule runs after the answer');
  store.visible = 'expired';
  assertEquals((await handle(post({ action: 'receipt', entryId: pay.id }, session))).status, 401);
});

Deno.test(
  'a failed posting is reported; the 500 names its reference, without details',
  async () => {
    const { store, deps, handle } = setup();
    const reports: string[] = [];
    deps.report = (_error, context) => {
      reports.push(context.kind);
      return 'ABCD-0123';
    };
    store.postDue = () => Promise.reject(new Error('database down'));
    const res = await handle(post({ action: 'run' }, cronHeaders));
    assertEquals(res.status, 500);
    const body = (await res.json()) as { error: string; reference: string; message: string };
    assertEquals(body.error, 'money_failed');
    assertEquals(body.reference, 'ABCD-0123');
    assert(!body.message.includes('database'), 'no details');
    assertEquals(res.headers.get('x-error-reference'), 'ABCD-0123');
    assertEquals(deps.logs.length, 1);
    // The posting's own report first; the call's catch reports the same error (the real reporter
    // answers its first reference again without a second report).
    assertEquals(reports, ['ledger_posting', 'failed']);
  },
);

Deno.test("run: only with the scheduler's secret or a staff session", async () => {
  const { store, handle } = setup({
    verifyStaff: () =>
      Promise.resolve({ ok: false, status: 403, error: 'forbidden', message: 'Not staff' }),
  });
  const refusals = [
    post({ action: 'run' }),
    post({ action: 'run' }, { 'x-cron-secret': 'wrong' }),
    post({ action: 'run' }, { 'x-cron-secret': CRON_TEST_SECRET.slice(0, -1) }),
    post({ action: 'run' }, session),
  ];
  for (const req of refusals) {
    const res = await handle(req);
    assertEquals(res.status, 401);
    assertEquals(((await res.json()) as { error: string }).error, 'unauthorized');
  }
  assertEquals(store.postDueCalls, [], 'nothing ran');

  const staff = setup();
  assertEquals((await staff.handle(post({ action: 'run' }, session))).status, 200);

  // Without CRON_SECRET the secret matches nothing, and the operator is told.
  const unset = setup({ env: () => undefined });
  const res = await unset.handle(post({ action: 'run' }, cronHeaders));
  assertEquals(res.status, 503);
  assertEquals(((await res.json()) as { missing: string[] }).missing, ['CRON_SECRET']);
  assertEquals(unset.store.postDueCalls, []);
});

Deno.test('run answers 202 at once where work goes on after the answer', async () => {
  const { store, deps, handle } = setup({ canDefer: true });
  const res = await handle(post({ action: 'run' }, cronHeaders));
  assertEquals(res.status, 202);
  assertEquals(await res.json(), { accepted: true });
  assertEquals(deps.deferred.length, 1);
  await deps.deferred[0];
  assertEquals(store.postDueCalls, ['2026-11-20']);
  // `wait: true` answers when done.
  const waited = await handle(post({ action: 'run', wait: true }, cronHeaders));
  assertEquals(waited.status, 200);
  assertEquals(((await waited.json()) as { posted: unknown }).posted !== undefined, true);
});

Deno.test(
  'run does a bounded step: mail first, a batch of statements, the rest next time',
  async () => {
    const { store, deps, handle } = setup({ now: () => new Date('2026-12-02T18:00:00Z') });
    const owners = RUN_BOUNDS.statements * 2 + 3;
    store.ownerIds = Array.from(
      { length: owners },
      (_, i) => `owner-${String(i).padStart(3, '0')}`,
    );
    for (const id of store.ownerIds) store.people.set(id, { id, full_name: id, email: null });
    const mails = RUN_BOUNDS.mailBatches * RUN_BOUNDS.mailBatchSize + 5;
    for (let i = 0; i < mails; i += 1) {
      store.mail.push({
        id: `m${i}`,
        template: 'unknown',
        person_id: OWNER,
        to_email: 'owner1@example.com',
        entry_id: null,
        contact_id: null,
        statement_id: null,
      });
    }
    const step = async () =>
      (await (await handle(post({ action: 'run' }, cronHeaders))).json()) as {
        statements: number;
        remainingStatements: number;
      };
    const first = await step();
    assertEquals(first.statements, RUN_BOUNDS.statements);
    assertEquals(first.remainingStatements, owners - RUN_BOUNDS.statements);
    assertEquals(store.recorded.length, RUN_BOUNDS.mailBatches * RUN_BOUNDS.mailBatchSize);
    assertEquals((await step()).remainingStatements, 3);
    const last = await step();
    assertEquals([last.statements, last.remainingStatements], [3, 0]);
    assertEquals(store.statements.length, owners);
    assertEquals(store.recorded.length, mails, 'the rest of the mail went with the next call');
    assertEquals(deps.sent.length, 0);
  },
);

Deno.test('a statement is made in its owner’s language (people.locale)', async () => {
  const { store, handle } = setup();
  store.people.set(OWNER, { ...store.people.get(OWNER)!, locale: 'es' });
  await handle(post({ action: 'make-statements', period: '2026-10' }, session));
  const pdf = await getDocumentProxy(store.statements[0]!.pdf.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  assert(text.includes('Estado de cuenta del propietario: octubre de 2026'), text);
});
