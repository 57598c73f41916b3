/**
 * The owner's monthly statement PDF (jsPDF through money-pdf.ts's Writer), in the owner's
 * language (people.locale, as their mail): per home the rent status of each unit at the month's
 * end, the rent and charges the tenants were billed, every entry of the owner's account (rent
 * received, contributions, each repair with its request, fees, payouts), and the totals. Built
 * from plain data so tests can parse the text back (unpdf).
 */
import { company, licenceLines } from '../contract/company.ts';
import {
  type LedgerKind,
  ledgerEffects,
  ledgerKindLabels,
  type PaymentMethod,
  paymentMethodLabels,
  type RentStatus,
  statementAddsUp,
  type StatementTotals,
  type UnitRentStatus,
} from '../contract/ledger.ts';
import { paymentMethodLabelsByLocale } from '../contract/payment-method-words.ts';
import { maintenanceWords } from '../contract/maintenance-words.ts';
import type { Catalogue, Locale, Translation } from '../contract/locale.ts';
import { type MaintenanceCategory, maintenanceCategoryLabels } from '../contract/maintenance.ts';
import { ledgerKindLabelsByLocale, requestRef } from '../contract/ledger-words.ts';
import { formatDate } from '../contract/date-format.ts';
import { formatCents } from '../contract/money-format.ts';
import { Writer } from './pdf.ts';
import type { EntryRow, StatementLine, StatementRequest } from './store.ts';

// ---------------------------------------------------------------------------------------------
// The data
// ---------------------------------------------------------------------------------------------
/** One entry of the month as the statement lists it. */
export interface StatementEntry {
  id: string;
  kind: LedgerKind;
  postedOn: string;
  /** Always positive; `reversal` says the entry cancels an earlier one. */
  amountCents: number;
  reversal: boolean;
  /** The unit of the entry's lease, when it has one. */
  unitLabel: string | null;
  method: string | null;
  reference: string | null;
  request: StatementRequest | null;
}

export interface StatementHome extends StatementLine {
  /** The month's entries in posting order (deposits excluded: they are the tenants'). */
  entries: StatementEntry[];
  /** Each unit's rent on the month's last day (home_rent_status). */
  rent: UnitRentStatus[];
}

export interface StatementInput {
  ownerName: string;
  /** `YYYY-MM`. */
  period: string;
  /** The office's date it was made (YYYY-MM-DD). */
  madeOn: string;
  locale: Locale;
  homes: StatementHome[];
}

/** The owner's totals over their homes (what owner_statements stores). */
export function statementTotals(lines: readonly StatementLine[]): StatementTotals {
  const sum = (pick: (l: StatementLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    openingCents: sum((l) => l.opening_cents),
    incomeCents: sum((l) => l.rent_cents + l.contributions_cents),
    expensesCents: sum((l) => l.expenses_cents),
    feesCents: sum((l) => l.fees_cents),
    payoutsCents: sum((l) => l.payouts_cents),
    closingCents: sum((l) => l.closing_cents),
  };
}

/** A request as staff, owners and the ledger's lines name it, without its "#": "ABCDEF12". */
const shortId = (id: string) => requestRef(id).slice(1);

/** The month's entries of these homes as the statement lists them, by home. */
export function statementEntries(
  entries: readonly EntryRow[],
  units: ReadonlyMap<string, string>,
  requests: ReadonlyMap<string, StatementRequest>,
): Map<string, StatementEntry[]> {
  const byHome = new Map<string, StatementEntry[]>();
  for (const e of entries) {
    if (e.kind === 'deposit_received' || e.kind === 'deposit_returned') continue;
    const list = byHome.get(e.home_id) ?? [];
    list.push({
      id: e.id,
      kind: e.kind,
      postedOn: e.posted_on,
      amountCents: e.amount_cents,
      reversal: e.reverses_id !== null,
      unitLabel: e.lease_id ? (units.get(e.lease_id) ?? null) : null,
      method: e.method,
      reference: e.reference,
      request: e.maintenance_request_id ? (requests.get(e.maintenance_request_id) ?? null) : null,
    });
    byHome.set(e.home_id, list);
  }
  return byHome;
}

// ---------------------------------------------------------------------------------------------
// The words
// ---------------------------------------------------------------------------------------------
const en = {
  title: (month: string) => `Owner statement: ${month}`,
  docTitle: (month: string) => `Owner statement, ${month}`,
  owner: 'Owner',
  month: 'Month',
  madeOn: (date: string) => `Made on ${date}. Amounts in US dollars.`,
  rentOn: (date: string) => `Rent status on ${date}`,
  rentStatus: {
    late: 'Late',
    partial: 'Partly paid',
    due: 'Due, not late yet',
    paid: 'Paid',
    vacant: 'Vacant',
  } as Record<RentStatus, string>,
  daysLate: (days: number) => (days === 1 ? '1 day late' : `${days} days late`),
  owed: (amount: string) => `${amount} owed`,
  formerTenant: (unit: string) => `${unit}, former tenant`,
  charged: 'Billed to the tenants this month (your income once they pay)',
  account: 'Your account this month',
  noEntries: 'No entries this month.',
  reversed: (label: string) => `Reversed: ${label}`,
  number: (method: string, reference: string) => `${method} no. ${reference}`,
  request: (id: string, date: string) => `request ${id} of ${date}`,
  opening: 'Opening balance',
  rentReceived: 'Rent received',
  contributions: 'Owner contributions',
  expenses: 'Expenses (repairs)',
  fees: 'Management and placement fees',
  payouts: 'Payouts to you',
  closing: 'Closing balance',
  noHomes: 'No homes under management this month.',
  totals: 'Totals',
  income: 'Income (rent and contributions)',
  totalExpenses: 'Expenses',
  totalFees: 'Fees',
  totalPayouts: 'Payouts',
  footnote:
    'Closing balance = opening balance + income - expenses - fees - payouts. Security deposits are held for the tenants and are never counted as your income. Payouts are sent by the 10th of the following month.',
};

const es: Translation<typeof en> = {
  title: (month) => `Estado de cuenta del propietario: ${month}`,
  docTitle: (month) => `Estado de cuenta del propietario, ${month}`,
  owner: 'Propietario',
  month: 'Mes',
  madeOn: (date) => `Preparado el ${date}. Cantidades en dólares estadounidenses.`,
  rentOn: (date) => `Estado de la renta al ${date}`,
  rentStatus: {
    late: 'Atrasada',
    partial: 'Pagada en parte',
    due: 'Por pagar, todavía sin atraso',
    paid: 'Pagada',
    vacant: 'Desocupada',
  },
  daysLate: (days) => (days === 1 ? '1 día de atraso' : `${days} días de atraso`),
  owed: (amount) => `${amount} pendiente`,
  formerTenant: (unit) => `${unit}, inquilino anterior`,
  charged: 'Cobrado a los inquilinos este mes (ingreso suyo cuando paguen)',
  account: 'Su cuenta este mes',
  noEntries: 'No hay movimientos este mes.',
  reversed: (label) => `Anulado: ${label}`,
  number: (method, reference) => `${method} núm. ${reference}`,
  request: (id, date) => `solicitud ${id} del ${date}`,
  opening: 'Saldo inicial',
  rentReceived: 'Renta recibida',
  contributions: 'Aportes del propietario',
  expenses: 'Gastos (reparaciones)',
  fees: 'Tarifas de administración y de colocación',
  payouts: 'Pagos a usted',
  closing: 'Saldo final',
  noHomes: 'No hay viviendas administradas este mes.',
  totals: 'Totales',
  income: 'Ingresos (renta y aportes)',
  totalExpenses: 'Gastos',
  totalFees: 'Tarifas',
  totalPayouts: 'Pagos a usted',
  footnote:
    'Saldo final = saldo inicial + ingresos - gastos - tarifas - pagos a usted. Los depósitos de seguridad se guardan para los inquilinos y nunca se cuentan como ingreso suyo. Los pagos se envían a más tardar el día 10 del mes siguiente.',
};

const words: Catalogue<typeof en> = { en, es };
const labelsEn = {
  kinds: ledgerKindLabels,
  methods: paymentMethodLabels,
  categories: maintenanceCategoryLabels,
};
const labels: Catalogue<typeof labelsEn> = {
  en: labelsEn,
  es: {
    kinds: ledgerKindLabelsByLocale.es,
    methods: paymentMethodLabelsByLocale.es,
    categories: maintenanceWords.es.categories,
  },
};

/** What an entry does to one account, signed (a reversal flips it): the contract's effects. */
const effect = (e: StatementEntry, account: 'owner' | 'tenant') =>
  (e.reversal ? -1 : 1) * e.amountCents * ledgerEffects[e.kind][account];

/** "Repair: Plumbing (request ABCDEF12 of Oct 2, 2026)", "Payment received, Unit A, Check no. 1204". */
export function entryLabel(e: StatementEntry, locale: Locale): string {
  const t = words[locale];
  const l = labels[locale];
  const parts = [l.kinds[e.kind]];
  if (e.request) {
    const category = l.categories[e.request.category as MaintenanceCategory] ?? e.request.category;
    parts[0] = `${parts[0]}: ${category} (${t.request(shortId(e.request.id), formatDate(e.request.requestedOn, locale, 'medium'))})`;
  }
  if (e.unitLabel) parts.push(e.unitLabel);
  if (e.method) {
    const method = l.methods[e.method as PaymentMethod] ?? e.method;
    parts.push(e.reference ? t.number(method, e.reference) : method);
  } else if (e.reference) {
    parts.push(e.reference); // a payout's transfer
  }
  const label = parts.join(', ');
  return e.reversal ? t.reversed(label) : label;
}

/** "Unit A: Late, 30 days late, $2,525.00 owed". */
export function rentStatusLine(u: UnitRentStatus, locale: Locale): string {
  const t = words[locale];
  const unit = u.currentLease || !u.leaseId ? u.unitLabel : t.formerTenant(u.unitLabel);
  const parts = [t.rentStatus[u.status]];
  if (u.status === 'late') parts.push(t.daysLate(u.daysLate ?? 0));
  if (u.owedCents > 0) parts.push(t.owed(formatCents(u.owedCents, locale)));
  return `${unit}: ${parts.join(', ')}`;
}

/** The last day of a `YYYY-MM` month. */
export function periodEnd(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// The PDF
// ---------------------------------------------------------------------------------------------
/** The owner's monthly statement. Throws if it does not add up (it then must not be sent). */
export function statementPdf(input: StatementInput): Uint8Array {
  const { locale } = input;
  const t = words[locale];
  const money = (cents: number) => formatCents(cents, locale);
  const totals = statementTotals(input.homes);
  const wrong = input.homes.find(
    (h) =>
      !statementAddsUp({
        openingCents: h.opening_cents,
        incomeCents: h.rent_cents + h.contributions_cents,
        expensesCents: h.expenses_cents,
        feesCents: h.fees_cents,
        payoutsCents: h.payouts_cents,
        closingCents: h.closing_cents,
      }),
  );
  if (wrong || !statementAddsUp(totals)) {
    throw new Error(
      `The statement for ${input.period} does not add up${wrong ? ` (${wrong.address})` : ''}`,
    );
  }
  const month = formatDate(input.period, locale, 'month');
  const w = new Writer(t.docTitle(month), locale);
  w.text(company.name, { size: 14, bold: true });
  w.text(licenceLines[locale], { size: 8 });
  const office = company.offices[0];
  w.text(`${office.street}, ${office.city}, ${office.state} ${office.zip} · ${company.phone}`, {
    size: 8,
    gap: 14,
  });
  w.text(t.title(month), { size: 16, bold: true, gap: 4 });
  w.field(t.owner, input.ownerName);
  w.field(t.month, month);
  w.text(t.madeOn(formatDate(input.madeOn, locale, 'medium')), { size: 9, gap: 12 });

  for (const h of input.homes) {
    w.text(h.address, { size: 12, bold: true, gap: 2 });
    if (h.rent.length > 0) {
      w.text(t.rentOn(formatDate(periodEnd(input.period), locale, 'medium')), {
        size: 10,
        bold: true,
      });
      for (const u of h.rent) w.text(rentStatusLine(u, locale), { indent: 14 });
      w.y += 4;
    }
    // The tenants' charges and credits: what they were billed (not the owner's money yet).
    const charges = h.entries.filter(
      (e) => effect(e, 'tenant') !== 0 && e.kind !== 'payment_received',
    );
    if (charges.length > 0) {
      w.text(t.charged, { size: 10, bold: true });
      for (const e of charges) {
        w.row(
          `${formatDate(e.postedOn, locale, 'medium')}: ${entryLabel(e, locale)}`,
          money(effect(e, 'tenant')),
          {
            indent: 14,
          },
        );
      }
      w.y += 4;
    }
    w.text(t.account, { size: 10, bold: true });
    w.row(t.opening, money(h.opening_cents));
    const own = h.entries.filter((e) => effect(e, 'owner') !== 0);
    if (own.length === 0) w.text(t.noEntries, { indent: 14 });
    for (const e of own) {
      w.row(
        `${formatDate(e.postedOn, locale, 'medium')}: ${entryLabel(e, locale)}`,
        money(effect(e, 'owner')),
        {
          indent: 14,
        },
      );
    }
    w.rule();
    w.row(t.rentReceived, money(h.rent_cents));
    w.row(t.contributions, money(h.contributions_cents));
    w.row(t.expenses, money(-h.expenses_cents));
    w.row(t.fees, money(-h.fees_cents));
    w.row(t.payouts, money(-h.payouts_cents));
    w.rule();
    w.row(t.closing, money(h.closing_cents), { bold: true });
    w.y += 12;
  }
  if (input.homes.length === 0) w.text(t.noHomes, { gap: 12 });

  w.text(t.totals, { size: 12, bold: true, gap: 2 });
  w.row(t.opening, money(totals.openingCents));
  w.row(t.income, money(totals.incomeCents));
  w.row(t.totalExpenses, money(-totals.expensesCents));
  w.row(t.totalFees, money(-totals.feesCents));
  w.row(t.totalPayouts, money(-totals.payoutsCents));
  w.rule();
  w.row(t.closing, money(totals.closingCents), { bold: true });
  w.y += 12;
  w.text(t.footnote, { size: 8 });
  return w.bytes();
}
