/**
 * What a ledger line says, in the reader's language. The books store facts (kind, the month a
 * line is for, the repair request), never the words a reader sees: the portal, the office's
 * screens, the receipt mail and the receipt and statement PDFs word a line here, at display
 * time. What staff typed (a manual charge's or credit's memo, a reversal's reason) is theirs and
 * is shown as typed; the books' own memos (written in English by the scheduled postings, kept for
 * the record) are never shown.
 *
 * One catalogue (locale.ts' Catalogue): each language a Record over every kind, so a kind
 * without words in a language fails the type check.
 */
import { ledgerKindLabels, paymentReferenceLabels, type LedgerKind } from './ledger.ts';
import { type Catalogue, type Locale } from './locale.ts';
import type { MaintenanceCategory } from './maintenance.ts';
import { maintenanceWords } from './maintenance-words.ts';

/** The kinds as tenants and owners read them (the office's screens read the English). */
export const ledgerKindLabelsByLocale: Catalogue<typeof ledgerKindLabels> = {
  en: ledgerKindLabels,
  es: {
    rent_charge: 'Renta',
    late_fee: 'Cargo por pago atrasado',
    other_charge: 'Otro cargo',
    payment_received: 'Pago recibido',
    credit: 'Crédito',
    deposit_received: 'Depósito de seguridad recibido',
    deposit_returned: 'Depósito de seguridad devuelto',
    repair_cost: 'Reparación',
    management_fee: 'Tarifa de administración',
    leasing_fee: 'Tarifa de colocación de inquilino',
    owner_contribution: 'Aporte del propietario',
    owner_payout: 'Pago al propietario',
  },
};

/** What a payment's reference is called, per method (cash has none). */
export const paymentReferenceLabelsByLocale: Catalogue<typeof paymentReferenceLabels> = {
  en: paymentReferenceLabels,
  es: {
    check: 'Número de cheque',
    money_order: 'Número del giro postal',
    cashiers_check: 'Número del cheque de caja',
    bank_transfer: 'Referencia de la transferencia',
    cash: null,
  },
};
import { formatDate } from './date-format.ts';

/** The facts of a stored entry a line is worded from (ledger_entries' columns). */
export interface LedgerLineFacts {
  kind: LedgerKind;
  /** The month the line is for (`YYYY-MM-01`): set on rent, late fees, fees, repairs, payouts. */
  period?: string | null;
  memo: string;
  /** Set on the lines the books post themselves (scheduled postings, repairs, payouts). */
  posting_key?: string | null;
  maintenance_request_id?: string | null;
  /** The repair's request (maintenance_requests' category and location), when the reader has it. */
  repair?: { category: string; location: string } | null;
}

/** What each kind's words are built from, already in the reader's language. */
export interface LineParts {
  /** "November 2026" / "noviembre de 2026", or null when the line carries no month. */
  month: string | null;
  /** The request's reference ("#1A2B3C4D"), or null. */
  request: string | null;
  /** The repair's category in the reader's language, or null. */
  category: string | null;
  /** Where the repair was (the request's location, as the tenant named it), or null. */
  location: string | null;
}

export type LineWording = (p: LineParts) => string;

/** "Repair: Plumbing — Kitchen sink (request #1A2B3C4D)", as far as the facts go. */
const repair =
  (label: string, request: string): LineWording =>
  (p) => {
    const what = [p.category, p.location].filter(Boolean).join(' — ');
    const ref = p.request ? `${request} ${p.request}` : '';
    if (!what) return ref ? `${label} (${ref})` : label;
    return `${label}: ${what}${ref ? ` (${ref})` : ''}`;
  };
const repairEn = repair(ledgerKindLabels.repair_cost, 'request');
const repairEs = repair(ledgerKindLabelsByLocale.es.repair_cost, 'solicitud');

const en = ledgerKindLabels;
const lineWordingEn: Record<LedgerKind, LineWording> = {
  rent_charge: (p) => (p.month ? `Rent for ${p.month}` : en.rent_charge),
  late_fee: (p) => (p.month ? `Late fee for ${p.month} rent` : en.late_fee),
  other_charge: () => en.other_charge,
  payment_received: () => en.payment_received,
  credit: () => en.credit,
  deposit_received: () => en.deposit_received,
  deposit_returned: () => en.deposit_returned,
  repair_cost: repairEn,
  management_fee: (p) => (p.month ? `Management fee for ${p.month}` : en.management_fee),
  leasing_fee: () => en.leasing_fee,
  owner_contribution: () => en.owner_contribution,
  owner_payout: (p) => (p.month ? `Owner payout for ${p.month}` : en.owner_payout),
};

// The glossary's terms (late fee: "cargo por pago atrasado"), as the kinds' Spanish labels.
const es = ledgerKindLabelsByLocale.es;
const lineWordingEs: Record<LedgerKind, LineWording> = {
  rent_charge: (p) => (p.month ? `Renta de ${p.month}` : es.rent_charge),
  late_fee: (p) => (p.month ? `Cargo por pago atrasado de la renta de ${p.month}` : es.late_fee),
  other_charge: () => es.other_charge,
  payment_received: () => es.payment_received,
  credit: () => es.credit,
  deposit_received: () => es.deposit_received,
  deposit_returned: () => es.deposit_returned,
  repair_cost: repairEs,
  management_fee: (p) => (p.month ? `Tarifa de administración de ${p.month}` : es.management_fee),
  leasing_fee: () => es.leasing_fee,
  owner_contribution: () => es.owner_contribution,
  owner_payout: (p) => (p.month ? `Pago al propietario de ${p.month}` : es.owner_payout),
};

export const ledgerLineWording: Catalogue<Record<LedgerKind, LineWording>> = {
  en: lineWordingEn,
  es: lineWordingEs,
};

/** `2026-11-01` (or `2026-11`) -> "November 2026" / "noviembre de 2026". */
export function monthWords(period: string, locale: Locale): string {
  return formatDate(period, locale, 'month');
}

/** How staff, owners and statements name a repair request: "#" and its id's first 8 characters. */
export function requestRef(id: string): string {
  return `#${id.slice(0, 8).toUpperCase()}`;
}

/** The line's own words: its kind, with the month and the repair request it is for. */
export function ledgerLineTitle(line: LedgerLineFacts, locale: Locale): string {
  const category = line.repair?.category as MaintenanceCategory | undefined;
  return ledgerLineWording[locale][line.kind]({
    month: line.period ? monthWords(line.period, locale) : null,
    request: line.maintenance_request_id ? requestRef(line.maintenance_request_id) : null,
    category: category ? (maintenanceWords[locale].categories[category] ?? category) : null,
    location: line.repair?.location.trim() || null,
  });
}

/** What staff typed on the line (shown as typed); '' on the lines the books posted. */
export function ledgerLineNote(line: LedgerLineFacts): string {
  return line.posting_key ? '' : line.memo.trim();
}

/** Title and note in one string, for a receipt's or statement's row. */
export function ledgerLineText(line: LedgerLineFacts, locale: Locale): string {
  const note = ledgerLineNote(line);
  return note ? `${ledgerLineTitle(line, locale)}: ${note}` : ledgerLineTitle(line, locale);
}
