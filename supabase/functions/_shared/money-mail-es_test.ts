import { assert, assertEquals } from '../../../tests/support/deno/test-assert.ts';
import { receiptMail, statementMail } from './money-mail.ts';

const assertStringIncludes = (text: string, part: string) =>
  assert(text.includes(part), `expected ${JSON.stringify(part)} in:\n${text}`);

const site = { siteUrl: 'https://example.com', companyName: 'Summit Flat Fee Property Management' };
const maria = { id: 'p1', full_name: 'María López', email: 'maria@example.com', locale: 'es' };

Deno.test('a Spanish tenant’s receipt is Spanish, money and dates in es-US', () => {
  const mail = receiptMail(
    {
      receiptNumber: 1003,
      kind: 'payment_received',
      receivedOn: '2026-10-05',
      amountCents: 245050,
      method: 'check',
      reference: '512',
      tenantNames: 'María López',
      address: '1520 N Garey Ave, Unit A, Pomona, CA 91767',
      applied: [{ label: 'Credit on your account', cents: 245050 }],
      balanceAfterCents: 0,
      depositHeldCents: 300000,
    },
    maria,
    site,
  );
  assertEquals(mail.subject, 'Recibo 1003: recibimos $2,450.50');
  assertStringIncludes(mail.text, 'Hola, María López:');
  assertStringIncludes(mail.text, '5 de octubre de 2026');
  assertStringIncludes(mail.text, 'Cheque núm. 512');
  assertStringIncludes(mail.text, 'Crédito a su favor');
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
