import { extractText, getDocumentProxy } from 'npm:unpdf';
import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import {
  entry,
  HOME,
  LEASE,
  payment,
  sampleLine,
} from '../../../../tests/support/deno/money-fake.ts';
import { licenceLine, licenceLines } from '../contract/company.ts';
import type { UnitRentStatus } from '../contract/ledger.ts';
import type { Locale } from '../contract/locale.ts';
import { formatCents } from '../contract/money-format.ts';
import {
  periodEnd,
  type StatementHome,
  statementEntries,
  statementPdf,
  statementTotals,
} from './statement-pdf.ts';

async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const REQUEST = 'abcdef12-3456-4789-8abc-def012345678';
const DESCRIPTION = 'The kitchen faucet drips all the time, even when it is turned off hard.';

/** October at 1520 N Garey Ave: every kind of line a statement lists, and the units' rent. */
function october(): StatementHome {
  const rows = [
    entry({ kind: 'rent_charge', amount_cents: 245000, posted_on: '2026-10-01' }),
    entry({ kind: 'management_fee', amount_cents: 14900, posted_on: '2026-10-01', lease_id: null }),
    payment(120000, { posted_on: '2026-10-03', reference: '1204' }),
    entry({ kind: 'late_fee', amount_cents: 7500, posted_on: '2026-10-07' }),
    entry({
      kind: 'repair_cost',
      amount_cents: 18000,
      posted_on: '2026-10-14',
      lease_id: null,
      memo: `Repair: ${DESCRIPTION}`,
      maintenance_request_id: REQUEST,
    }),
    entry({
      kind: 'owner_contribution',
      amount_cents: 5000,
      posted_on: '2026-10-20',
      lease_id: null,
    }),
    entry({
      kind: 'owner_payout',
      amount_cents: 50000,
      posted_on: '2026-10-25',
      lease_id: null,
      reference: 'ACH-77',
    }),
    // The deposit is the tenant's money: never on the owner's statement.
    entry({ kind: 'deposit_received', amount_cents: 245000, posted_on: '2026-10-02' }),
  ];
  const entries = statementEntries(
    rows,
    new Map([[LEASE, 'Unit A']]),
    new Map([[REQUEST, { id: REQUEST, category: 'plumbing', requestedOn: '2026-10-02' }]]),
  );
  const rent: UnitRentStatus[] = [
    {
      homeId: HOME,
      unitId: 'u-a',
      unitLabel: 'Unit A',
      leaseId: LEASE,
      currentLease: true,
      status: 'late',
      owedCents: 132500,
      oldestOpenOn: '2026-10-01',
      daysLate: 30,
    },
    {
      homeId: HOME,
      unitId: 'u-b',
      unitLabel: 'Unit B',
      leaseId: null,
      currentLease: false,
      status: 'vacant',
      owedCents: 0,
      oldestOpenOn: null,
      daysLate: null,
    },
  ];
  const opening = 10000;
  const income = 120000 + 5000;
  return {
    ...sampleLine({
      opening_cents: opening,
      rent_cents: 120000,
      contributions_cents: 5000,
      expenses_cents: 18000,
      fees_cents: 14900,
      payouts_cents: 50000,
      closing_cents: opening + income - 18000 - 14900 - 50000,
    }),
    entries: entries.get(HOME) ?? [],
    rent,
  };
}

const make = (locale: Locale, homes: StatementHome[] = [october()]) =>
  statementPdf({
    ownerName: 'Olivia Marsh',
    period: '2026-10',
    madeOn: '2026-11-02',
    locale,
    homes,
  });

Deno.test(
  'the statement lists each rent, payment, fee, repair with its request, contribution and payout, the rent status, and totals',
  async () => {
    const home = october();
    const second = {
      ...sampleLine({
        home_id: '5eed0300-0000-4000-8000-000000000009',
        address: '9 Elm St, Pomona',
        opening_cents: 0,
        rent_cents: 100000,
        contributions_cents: 0,
        expenses_cents: 0,
        fees_cents: 14900,
        payouts_cents: 0,
        closing_cents: 85100,
      }),
      entries: [],
      rent: [],
    };
    const text = await textOf(make('en', [home, second]));
    const t = statementTotals([home, second]);
    for (const part of [
      'Summit Flat Fee Property Management',
      licenceLine,
      'Owner statement: October 2026',
      'Owner Olivia Marsh',
      '1520 N Garey Ave, Pomona',
      // The rent status at the month's end: days late and the amount owed.
      'Rent status on Oct 31, 2026',
      'Unit A: Late, 30 days late, $1,325.00 owed',
      'Unit B: Vacant',
      // What the tenants were billed.
      'Oct 1, 2026: Rent, Unit A $2,450.00',
      'Oct 7, 2026: Late fee, Unit A $75.00',
      // The owner's account, line by line.
      'Oct 1, 2026: Management fee -$149.00',
      'Oct 3, 2026: Payment received, Unit A, Check no. 1204 $1,200.00',
      'Oct 14, 2026: Repair: Plumbing (request ABCDEF12 of Oct 2, 2026) -$180.00',
      'Oct 20, 2026: Owner contribution $50.00',
      'Oct 25, 2026: Owner payout, ACH-77 -$500.00',
      'Closing balance',
      formatCents(home.closing_cents),
      '9 Elm St, Pomona',
      'No entries this month.',
      formatCents(t.closingCents),
      formatCents(t.incomeCents),
      formatCents(-t.payoutsCents),
    ]) {
      assert(text.includes(part), `"${part}" missing from: ${text}`);
    }
    // The request names the repair; the tenant's words stay in the request.
    assert(!text.includes('faucet'), text);
    assert(!text.includes('Security deposit received'), text);
  },
);

Deno.test(
  'the statement is in the owner’s language: Spanish words, es-US dates and money',
  async () => {
    const text = await textOf(make('es'));
    for (const part of [
      licenceLines.es,
      'Estado de cuenta del propietario: octubre de 2026',
      'Propietario Olivia Marsh',
      'Estado de la renta al 31 oct 2026',
      'Unit A: Atrasada, 30 días de atraso, $1,325.00 pendiente',
      'Unit B: Desocupada',
      'Renta, Unit A',
      'Cargo por pago atrasado, Unit A',
      'Pago recibido, Unit A, Cheque núm. 1204',
      'Reparación: Plomería (solicitud ABCDEF12 del 2 oct 2026)',
      'Tarifa de administración',
      'Pago al propietario, ACH-77',
      'Saldo final',
      'Totales',
    ]) {
      assert(text.includes(part), `"${part}" missing from: ${text}`);
    }
    for (const english of ['Owner statement', 'Closing balance', 'Rent status', 'Late', 'Repair']) {
      assert(!text.includes(english), `"${english}" in the Spanish statement: ${text}`);
    }
  },
);

Deno.test('a statement that does not add up is never made', () => {
  let made = true;
  try {
    make('en', [{ ...sampleLine({ closing_cents: 1 }), entries: [], rent: [] }]);
  } catch {
    made = false;
  }
  assertEquals(made, false);
});

Deno.test('a statement of many homes flows onto more pages and keeps every home', async () => {
  const homes = Array.from({ length: 40 }, (_, i) => ({
    ...sampleLine({ home_id: `home-${i}`, address: `${100 + i} Long Row, Pomona` }),
    entries: [],
    rent: [],
  }));
  const bytes = make('en', homes);
  const pdf = await getDocumentProxy(bytes.slice());
  assert(pdf.numPages > 1, `${pdf.numPages} page(s)`);
  const { text } = await extractText(pdf, { mergePages: true });
  assert(text.includes('139 Long Row, Pomona'));
  assert(text.includes(formatCents(40 * sampleLine().closing_cents)));
});

Deno.test('a month ends on its last day', () => {
  assertEquals(['2026-02', '2028-02', '2026-10', '2026-12'].map(periodEnd), [
    '2026-02-28',
    '2028-02-29',
    '2026-10-31',
    '2026-12-31',
  ]);
});
