import { extractText, getDocumentProxy } from 'npm:unpdf';
import { assert, assertEquals } from '../../../tests/support/deno/test-assert.ts';
import { entry, payment, sampleLease } from '../../../tests/support/deno/money-fake.ts';
import { receiptFacts, receiptPdf, usd } from './money-pdf.ts';

async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

Deno.test('usd always shows cents and the sign', () => {
  assertEquals(usd(245000), '$2,450.00');
  assertEquals(usd(-1250), '-$12.50');
  assertEquals(usd(0), '$0.00');
  assertEquals(usd(-0), '$0.00');
});

Deno.test('a partial payment pays the oldest charges first', () => {
  const oct = entry({ kind: 'rent_charge', amount_cents: 245000, memo: 'Rent for October 2026' });
  const late = entry({
    kind: 'late_fee',
    amount_cents: 7500,
    posted_on: '2026-10-07',
    memo: 'Late fee',
  });
  const nov = entry({
    kind: 'rent_charge',
    amount_cents: 245000,
    posted_on: '2026-11-01',
    memo: 'Rent for November 2026',
  });
  const first = payment(200000, { posted_on: '2026-11-02' });
  const second = payment(100000, { posted_on: '2026-11-03' });
  const ctx = sampleLease([oct, late, nov, first, second]);

  const a = receiptFacts(first, ctx)!;
  assertEquals(a.applied, [{ label: 'Rent for October 2026 (Oct 1, 2026)', cents: 200000 }]);
  assertEquals(a.balanceAfterCents, 245000 + 7500 + 245000 - 200000);

  const b = receiptFacts(second, ctx)!;
  assertEquals(b.applied, [
    { label: 'Rent for October 2026 (Oct 1, 2026)', cents: 45000 },
    { label: 'Late fee (Oct 7, 2026)', cents: 7500 },
    { label: 'Rent for November 2026 (Nov 1, 2026)', cents: 47500 },
  ]);
  assertEquals(b.balanceAfterCents, 197500);
});

Deno.test('an overpayment leaves a credit; a deposit is held, not applied', () => {
  const rent = entry({ kind: 'rent_charge', amount_cents: 1000, memo: 'Rent' });
  const deposit = entry({
    kind: 'deposit_received',
    amount_cents: 5000,
    method: 'cash',
    receipt_number: 900,
  });
  const pay = payment(1500);
  const ctx = sampleLease([rent, deposit, pay]);
  const p = receiptFacts(pay, ctx)!;
  assertEquals(p.applied.at(-1), { label: 'Credit on your account', cents: 500 });
  assertEquals(p.balanceAfterCents, -500);
  assertEquals(p.depositHeldCents, 5000);
  const d = receiptFacts(deposit, ctx)!;
  assertEquals(d.applied, [{ label: 'Security deposit, held for you', cents: 5000 }]);
  assertEquals(d.balanceAfterCents, 1000);
});

Deno.test('charges and reversals have no receipt', () => {
  const rent = entry({ kind: 'rent_charge', amount_cents: 1000 });
  const pay = payment(1000);
  const undo = entry({ kind: 'payment_received', amount_cents: 1000, reverses_id: pay.id });
  const ctx = sampleLease([rent, pay, undo]);
  assertEquals(receiptFacts(rent, ctx), null);
  assertEquals(receiptFacts(undo, ctx), null);
});

Deno.test(
  'the receipt PDF names the number, tenants, home, amount, method and what it paid',
  async () => {
    const rent = entry({
      kind: 'rent_charge',
      amount_cents: 245000,
      memo: 'Rent for October 2026',
    });
    const pay = payment(12345, {
      posted_on: '2026-10-03',
      reference: '5521',
      receipt_number: 1042,
    });
    const text = await textOf(receiptPdf(receiptFacts(pay, sampleLease([rent, pay]))!));
    for (const part of [
      'Payment receipt',
      '1042',
      'Oct 3, 2026',
      'Jordan Avila',
      '1520 N Garey Ave, Unit A, Pomona, CA 91767',
      '$123.45',
      'Check no. 5521',
      'Rent for October 2026',
      '$2,326.55 owed',
    ]) {
      assert(text.includes(part), `"${part}" missing from: ${text}`);
    }
  },
);
