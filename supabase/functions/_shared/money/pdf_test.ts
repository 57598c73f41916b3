import { extractText, getDocumentProxy } from 'npm:unpdf';
import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import type { EntryRow } from './store.ts';
import { entry, payment, sampleLease } from '../../../../tests/support/deno/money-fake.ts';
import { receiptFacts, receiptPdf } from './pdf.ts';

async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A line as the books post it: kind and month, and an English memo kept for the record. */
const books = (kind: EntryRow['kind'], cents: number, postedOn: string, month: string) =>
  entry({
    kind,
    amount_cents: cents,
    posted_on: postedOn,
    period: `${month}-01`,
    posting_key: `${kind}:${month}`,
    memo: `Rent for ${month}`,
  });

Deno.test('a partial payment pays the oldest charges first', () => {
  const oct = books('rent_charge', 245000, '2026-10-01', '2026-10');
  const late = books('late_fee', 7500, '2026-10-07', '2026-10');
  const nov = books('rent_charge', 245000, '2026-11-01', '2026-11');
  const first = payment(200000, { posted_on: '2026-11-02' });
  const second = payment(100000, { posted_on: '2026-11-03' });
  const ctx = sampleLease([oct, late, nov, first, second]);

  const a = receiptFacts(first, ctx)!;
  assertEquals(a.applied, [{ label: 'Rent for October 2026 (Oct 1, 2026)', cents: 200000 }]);
  assertEquals(a.balanceAfterCents, 245000 + 7500 + 245000 - 200000);

  const b = receiptFacts(second, ctx)!;
  assertEquals(b.applied, [
    { label: 'Rent for October 2026 (Oct 1, 2026)', cents: 45000 },
    { label: 'Late fee for October 2026 rent (Oct 7, 2026)', cents: 7500 },
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
    const rent = books('rent_charge', 245000, '2026-10-01', '2026-10');
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

Deno.test('the receipt PDF is in the reader’s language, every line worded in it', async () => {
  const rent = books('rent_charge', 245000, '2026-12-01', '2026-12');
  const late = books('late_fee', 7500, '2026-12-07', '2026-12');
  const key = entry({
    kind: 'other_charge',
    amount_cents: 2500,
    posted_on: '2026-12-08',
    memo: 'Llave de repuesto',
  });
  const pay = payment(300000, { posted_on: '2026-12-10', reference: '5521', receipt_number: 1043 });
  const facts = receiptFacts(pay, sampleLease([rent, late, key, pay]), 'es')!;
  const text = await textOf(receiptPdf(facts));
  for (const part of [
    'Recibo de pago',
    'Corredor responsable',
    'Número de recibo',
    '1043',
    '10 dic 2026',
    'Recibido de',
    'Jordan Avila',
    'Cheque núm. 5521',
    'Se aplicó a (primero los cargos más antiguos)',
    'Renta de diciembre de 2026 (1 dic 2026)',
    'Cargo por pago atrasado de la renta de diciembre de 2026 (7 dic 2026)',
    'Otro cargo: Llave de repuesto (8 dic 2026)',
    'Crédito a su favor',
    '$450.00 a su favor',
    'Depósito de seguridad en nuestro poder',
    'Guarde este recibo',
  ]) {
    assert(text.includes(part), `"${part}" missing from: ${text}`);
  }
  // None of the English twin's words.
  for (const english of [
    'Rent for',
    'Late fee',
    'Payment receipt',
    'Received from',
    'Paid by',
    'owed',
    'Responsible broker',
  ]) {
    assert(!text.includes(english), `"${english}" in the Spanish receipt: ${text}`);
  }
});
