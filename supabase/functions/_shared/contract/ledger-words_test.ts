import { assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { ledgerKinds } from './ledger.ts';
import {
  ledgerLineNote,
  ledgerLineText,
  ledgerLineTitle,
  ledgerLineWording,
  type LedgerLineFacts,
} from './ledger-words.ts';
import { locales } from './locale.ts';

const REQUEST = 'abcdef12-3456-4789-8abc-def012345678';

const books = (facts: Partial<LedgerLineFacts> & Pick<LedgerLineFacts, 'kind'>) => ({
  memo: 'Rent for November 2026',
  posting_key: 'rent:x:2026-11',
  period: '2026-11-01',
  ...facts,
});

Deno.test('the books’ lines are worded from their kind and month in each language', () => {
  const rent = books({ kind: 'rent_charge' });
  assertEquals(ledgerLineTitle(rent, 'en'), 'Rent for November 2026');
  assertEquals(ledgerLineTitle(rent, 'es'), 'Renta de noviembre de 2026');
  const late = books({ kind: 'late_fee', memo: 'Late fee for November 2026 rent' });
  assertEquals(ledgerLineTitle(late, 'en'), 'Late fee for November 2026 rent');
  assertEquals(
    ledgerLineTitle(late, 'es'),
    'Cargo por pago atrasado de la renta de noviembre de 2026',
  );
  const payout = books({ kind: 'owner_payout', period: '2026-12-01' });
  assertEquals(ledgerLineTitle(payout, 'es'), 'Pago al propietario de diciembre de 2026');
  // The books' English memo is the record's, never a reader's note.
  assertEquals(ledgerLineNote(rent), '');
  assertEquals(ledgerLineText(rent, 'es'), 'Renta de noviembre de 2026');
});

Deno.test('a repair is worded from its request, never the tenant’s description', () => {
  const repair = books({
    kind: 'repair_cost',
    memo: 'Repair: the kitchen faucet has dripped for two weeks and now the cabinet is wet',
    posting_key: `repair:${REQUEST}`,
    maintenance_request_id: REQUEST,
    repair: { category: 'plumbing', location: 'Kitchen sink' },
  });
  assertEquals(ledgerLineText(repair, 'en'), 'Repair: Plumbing — Kitchen sink (request #ABCDEF12)');
  assertEquals(
    ledgerLineText(repair, 'es'),
    'Reparación: Plomería — Kitchen sink (solicitud #ABCDEF12)',
  );
  // Without the request's row (a reader who may not read it): the reference alone.
  assertEquals(ledgerLineTitle({ ...repair, repair: null }, 'en'), 'Repair (request #ABCDEF12)');
});

Deno.test('what staff typed stays as typed, after the kind in the reader’s language', () => {
  const charge: LedgerLineFacts = {
    kind: 'other_charge',
    memo: ' Replacement key ',
    posting_key: null,
    period: null,
  };
  assertEquals(ledgerLineTitle(charge, 'es'), 'Otro cargo');
  assertEquals(ledgerLineNote(charge), 'Replacement key');
  assertEquals(ledgerLineText(charge, 'en'), 'Other charge: Replacement key');
  assertEquals(ledgerLineText({ ...charge, memo: '' }, 'es'), 'Otro cargo');
});

Deno.test('every kind has words in every language, with and without a month', () => {
  for (const locale of locales) {
    for (const kind of ledgerKinds) {
      for (const month of ['November 2026', null]) {
        const words = ledgerLineWording[locale][kind]({
          month,
          request: null,
          category: null,
          location: null,
        });
        assertEquals(words.trim().length > 0, true, `${locale} ${kind}`);
        assertEquals(words.includes('null'), false, `${locale} ${kind}`);
      }
    }
  }
  // Spanish never says an English kind.
  for (const kind of ledgerKinds) {
    const p = { month: 'noviembre de 2026', request: null, category: null, location: null };
    const en = ledgerLineWording.en[kind](p);
    const es = ledgerLineWording.es[kind](p);
    assertEquals(en === es, false, kind);
  }
});
