import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import {
  entry,
  FakeMoneyStore,
  fakeMoneyDeps,
  LEASE,
  OWNER,
  payment,
  sampleLease,
  TENANT,
} from '../../../../tests/support/deno/money-fake.ts';
import { company } from '../contract/company.ts';
import type { MoneyMailRow } from './store.ts';
import { howToPay, receiptMail, sendDueMoneyMail, statementMail } from './mail.ts';
import { receiptFacts } from './pdf.ts';

const site = { siteUrl: 'https://www.example.com', companyName: company.name };

function row(over: Partial<MoneyMailRow>): MoneyMailRow {
  return {
    id: crypto.randomUUID(),
    template: 'tenant_receipt',
    person_id: TENANT,
    to_email: 'tenant1@example.com',
    entry_id: null,
    contact_id: null,
    statement_id: null,
    ...over,
  };
}

Deno.test(
  'the receipt mail: amount, method, number, what it paid oldest first, the new balance',
  () => {
    const rent = entry({
      kind: 'rent_charge',
      amount_cents: 100000,
      memo: 'Rent for October 2026',
    });
    const late = entry({
      kind: 'late_fee',
      amount_cents: 5000,
      posted_on: '2026-10-07',
      memo: 'Late fee',
    });
    const pay = payment(102500, { receipt_number: 1077, reference: '88' });
    const facts = receiptFacts(pay, sampleLease([rent, late, pay]))!;
    const mail = receiptMail(
      facts,
      { id: TENANT, full_name: 'Jordan <b>Avila</b>', email: null },
      site,
    );
    assertEquals(mail.subject, 'Receipt 1077: $1,025.00 received');
    const at = (s: string) => mail.text.indexOf(s);
    for (const part of [
      'Receipt number: 1077',
      'Paid by: Check no. 88',
      'Rent for October 2026 (Oct 1, 2026): $1,000.00',
      'Late fee (Oct 7, 2026): $25.00',
      'Your balance now: $25.00 owed',
      'https://www.example.com/portal',
    ]) {
      assert(at(part) >= 0, `"${part}" missing from: ${mail.text}`);
    }
    assert(at('Rent for October') < at('Late fee ('), 'oldest first');
    assert(mail.html.includes('Jordan &lt;b&gt;Avila&lt;/b&gt;'), 'names are escaped');
    assert(!mail.html.includes('<b>Avila'));
    assert(mail.html.includes('<html lang="en">'));
  },
);

Deno.test('how to pay names a method that is neither cash nor electronic, and the office', () => {
  const text = howToPay().join(' ');
  assert(text.includes('check'));
  assert(text.includes('money order'));
  assert(text.includes(company.phone));
  assert(text.includes(company.offices[0].street));
});

Deno.test('the statement mail gives the totals and points to the portal', () => {
  const mail = statementMail(
    {
      id: 's1',
      person_id: OWNER,
      period: '2026-10-01',
      opening_cents: 0,
      income_cents: 245000,
      expenses_cents: 18000,
      fees_cents: 29800,
      payouts_cents: 0,
      closing_cents: 197200,
      storage_path: 'x',
    },
    { id: OWNER, full_name: 'Olivia Marsh', email: 'owner1@example.com' },
    site,
  );
  assertEquals(mail.subject, 'Your owner statement for October 2026');
  assert(mail.text.includes('Closing balance: $1,972.00'));
  assert(mail.text.includes('Expenses: -$180.00'));
  assert(mail.text.includes('in your portal'));
});

Deno.test(
  'the sender: receipts and reminders go, a paid-up reminder does not, a failure is retried',
  async () => {
    const store = new FakeMoneyStore();
    const rent = entry({ kind: 'rent_charge', amount_cents: 100000, lease_id: LEASE });
    const pay = payment(40000);
    store.lease = sampleLease([rent, pay]);
    store.contacts = [{ id: 'c1', lease_id: LEASE, balance_cents: 60000 }];
    store.mail = [
      row({ entry_id: pay.id }),
      row({ template: 'tenant_reminder', contact_id: 'c1' }),
      row({ id: 'gone', entry_id: '00000000-0000-4000-8000-999999999999' }),
    ];
    const deps = fakeMoneyDeps(store);
    assertEquals(await sendDueMoneyMail(deps), 2);
    assertEquals(
      deps.sent.map((m) => m.subject),
      [`Receipt ${pay.receipt_number}: $400.00 received`, 'Your rent balance: $600.00 is open'],
    );
    assertEquals(deps.sent[1]?.replyTo, 'office@example.com');
    assert(deps.sent[1]!.text.includes('money order'));
    assertEquals(
      store.recorded.find((r) => r.id === 'gone'),
      {
        id: 'gone',
        status: 'skipped',
        error: 'the payment is gone',
      },
    );

    // Paid in full since the office clicked: the reminder is not sent.
    store.lease = sampleLease([rent, pay, payment(60000)]);
    store.mail = [row({ template: 'tenant_reminder', contact_id: 'c1' })];
    const failing = fakeMoneyDeps(store);
    assertEquals(await sendDueMoneyMail(failing), 0);
    assertEquals(store.recorded.at(-1)?.status, 'skipped');
    assert(store.recorded.at(-1)?.error?.startsWith('the balance was paid'));

    store.mail = [row({ entry_id: pay.id })];
    const down = fakeMoneyDeps(store, { send: () => Promise.reject(new Error('SMTP down')) });
    assertEquals(await sendDueMoneyMail(down), 0);
    assertEquals(store.recorded.at(-1)?.status, 'failed');
    assertEquals(store.recorded.at(-1)?.error, 'SMTP down');
  },
);
