import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { entry, LEASE, payment, sampleLease } from '../../../../tests/support/deno/money-fake.ts';
import { receiptMail, statementMail } from './mail.ts';
import { receiptFacts } from './pdf.ts';

const assertStringIncludes = (text: string, part: string) =>
  assert(text.includes(part), `expected ${JSON.stringify(part)} in:\n${text}`);

const site = { siteUrl: 'https://example.com', companyName: 'Summit Flat Fee Property Management' };
const maria = { id: 'p1', full_name: 'María López', email: 'maria@example.com', locale: 'es' };

Deno.test('a Spanish tenant’s receipt is Spanish, its lines too, money and dates in es-US', () => {
  // December's rent as the books post it: an English memo for the record, kind and month to word.
  const rent = entry({
    kind: 'rent_charge',
    amount_cents: 245050,
    posted_on: '2026-12-01',
    period: '2026-12-01',
    posting_key: `rent:${LEASE}:2026-12`,
    memo: 'Rent for December 2026',
  });
  const paid = payment(300000, { posted_on: '2026-12-05', reference: '512' });
  const facts = receiptFacts(paid, sampleLease([rent, paid]), 'es');
  assert(facts !== null);
  const mail = receiptMail(facts, maria, site);
  assertEquals(mail.subject, `Recibo ${paid.receipt_number}: recibimos $3,000.00`);
  assertStringIncludes(mail.text, 'Hola, María López:');
  assertStringIncludes(mail.text, '5 de diciembre de 2026');
  assertStringIncludes(mail.text, 'Cheque núm. 512');
  assertStringIncludes(mail.text, 'Renta de diciembre de 2026 (1 dic 2026)');
  assertStringIncludes(mail.text, 'Crédito a su favor');
  assert(!mail.text.includes('Rent for'), mail.text);
  assert(!mail.text.includes('Thank you'));
});

Deno.test('an English owner’s statement mail stays English; a Spanish one is Spanish', () => {
  const statement = {
    id: 's1',
    period: '2026-10-01',
    opening_cents: 0,
    income_cents: 245050,
    expenses_cents: 0,
    fees_cents: 9900,
    payouts_cents: 0,
    closing_cents: 235150,
  };
  const en = statementMail(statement as never, { ...maria, locale: 'en' }, site);
  assertEquals(en.subject, 'Your owner statement for October 2026');
  const es = statementMail(statement as never, maria, site);
  assertEquals(es.subject, 'Su estado de cuenta de octubre de 2026');
  assertStringIncludes(es.text, 'Saldo final: $2,351.50');
});
