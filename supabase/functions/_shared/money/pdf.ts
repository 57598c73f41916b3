/**
 * The books' PDFs, made with jsPDF (a maintained library; letter size, the standard Helvetica):
 * the page writer and formats both use, and a payment's receipt (the monthly owner statement is
 * statement-pdf.ts's). Built from plain data so tests can parse the text back (unpdf). What a
 * receipt says (`receiptFacts`) is shared with its mail.
 */
import { formatDate } from '../contract/date-format.ts';
import { formatCents } from '../contract/money-format.ts';
import { jsPDF } from 'jspdf';

import { company, licenceLines } from '../contract/company.ts';
import { allocateOldestFirst, balanceOf, type PaymentMethod } from '../contract/ledger.ts';
import { paymentMethodLabelsByLocale } from '../contract/payment-method-words.ts';
import { ledgerLineText } from '../contract/ledger-words.ts';
import type { Catalogue, Locale, Translation } from '../contract/locale.ts';
import type { EntryRow, LeaseContext } from './store.ts';

// ---------------------------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------------------------
const PAGE = { width: 612, height: 792, margin: 54 };
/** The PDF's /Lang (jsPDF knows "es", not "es-US"). */
const pdfLanguages = { en: 'en-US', es: 'es' } as const satisfies Record<Locale, string>;
const RIGHT = PAGE.width - PAGE.margin;

/** A small writer over jsPDF: lines that flow onto new pages, label/amount rows. */
export class Writer {
  readonly doc: jsPDF;
  y = PAGE.margin;

  constructor(
    title: string,
    readonly locale: Locale = 'en',
  ) {
    this.doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
    this.doc.setProperties({ title, author: company.name, creator: company.name });
    this.doc.setLanguage(pdfLanguages[locale]);
  }

  private room(height: number) {
    if (this.y + height > PAGE.height - PAGE.margin) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
  }

  text(value: string, opts: { size?: number; bold?: boolean; gap?: number; indent?: number } = {}) {
    const size = opts.size ?? 10;
    this.doc.setFont('helvetica', opts.bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    const x = PAGE.margin + (opts.indent ?? 0);
    const lines = this.doc.splitTextToSize(value, RIGHT - x) as string[];
    for (const line of lines) {
      this.room(size * 1.4);
      this.doc.text(line, x, this.y);
      this.y += size * 1.4;
    }
    this.y += opts.gap ?? 0;
  }

  /** A label on the left, an amount on the right. */
  row(label: string, amount: string, opts: { bold?: boolean; indent?: number } = {}) {
    this.doc.setFont('helvetica', opts.bold ? 'bold' : 'normal');
    this.doc.setFontSize(10);
    const x = PAGE.margin + (opts.indent ?? 0);
    const lines = this.doc.splitTextToSize(label, RIGHT - x - 110) as string[];
    this.room(lines.length * 14);
    const top = this.y;
    // The label first, then its amount: text extraction and screen readers keep that order.
    for (const line of lines) {
      this.doc.text(line, x, this.y);
      this.y += 14;
    }
    this.doc.text(amount, RIGHT, top, { align: 'right' });
  }

  /** A label and a value that may be long (names, an address), the value wrapped beside it. */
  field(label: string, value: string, opts: { bold?: boolean } = {}) {
    const x = PAGE.margin + 130;
    this.doc.setFontSize(10);
    this.doc.setFont('helvetica', opts.bold ? 'bold' : 'normal');
    const lines = this.doc.splitTextToSize(value, RIGHT - x) as string[];
    this.room(lines.length * 14);
    this.doc.text(label, PAGE.margin, this.y);
    for (const line of lines) {
      this.doc.text(line, x, this.y);
      this.y += 14;
    }
  }

  rule() {
    this.room(10);
    this.doc.setDrawColor(180);
    this.doc.line(PAGE.margin, this.y - 8, RIGHT, this.y - 8);
    this.y += 4;
  }

  header(title: string) {
    this.text(company.name, { size: 14, bold: true });
    this.text(licenceLines[this.locale], { size: 8 });
    const office = company.offices[0];
    this.text(
      `${office.street}, ${office.city}, ${office.state} ${office.zip} · ${company.phone}`,
      {
        size: 8,
        gap: 14,
      },
    );
    this.text(title, { size: 16, bold: true, gap: 4 });
  }

  bytes(): Uint8Array {
    return new Uint8Array(this.doc.output('arraybuffer'));
  }
}

// ---------------------------------------------------------------------------------------------
// Receipts, in the reader's language: the tenant's portal language for the PDF, the person's
// mail language (people.locale) for the mail.
// ---------------------------------------------------------------------------------------------
const receiptWordsEn = {
  paymentTitle: 'Payment receipt',
  depositTitle: 'Security deposit receipt',
  receiptNumber: 'Receipt number',
  dateReceived: 'Date received',
  receivedFrom: 'Received from',
  property: 'Property',
  amount: 'Amount',
  paidBy: 'Paid by',
  heldAs: 'Held as',
  appliedTo: 'Applied to (oldest charges first)',
  balanceAfter: 'Balance after this payment',
  depositHeld: 'Security deposit held',
  creditLeft: 'Credit on your account',
  depositForYou: 'Security deposit, held for you',
  theTenants: 'The tenants',
  owed: (amount: string) => `${amount} owed`,
  credit: (amount: string) => `${amount} credit`,
  nothingOwed: 'Nothing owed ($0.00)',
  methodNo: (method: string, reference: string) => `${method} no. ${reference}`,
  footer: (name: string, phone: string, email: string) =>
    `Received by ${name}, as the owner's managing agent. Keep this receipt for your records; questions: ${phone} or ${email}.`,
};

const receiptWordsEs: Translation<typeof receiptWordsEn> = {
  paymentTitle: 'Recibo de pago',
  depositTitle: 'Recibo del depósito de seguridad',
  receiptNumber: 'Número de recibo',
  dateReceived: 'Fecha de recibido',
  receivedFrom: 'Recibido de',
  property: 'Propiedad',
  amount: 'Cantidad',
  paidBy: 'Forma de pago',
  heldAs: 'Se guarda como',
  appliedTo: 'Se aplicó a (primero los cargos más antiguos)',
  balanceAfter: 'Saldo después de este pago',
  depositHeld: 'Depósito de seguridad en nuestro poder',
  creditLeft: 'Crédito a su favor',
  depositForYou: 'Depósito de seguridad, guardado para usted',
  theTenants: 'Los inquilinos',
  owed: (amount) => `${amount} pendiente`,
  credit: (amount) => `${amount} a su favor`,
  nothingOwed: 'Nada pendiente ($0.00)',
  methodNo: (method, reference) => `${method} núm. ${reference}`,
  footer: (name, phone, email) =>
    `Recibido por ${name}, como agente administrador del propietario. Guarde este recibo para sus registros; preguntas: ${phone} o ${email}.`,
};

const receiptWords: Catalogue<typeof receiptWordsEn> = { en: receiptWordsEn, es: receiptWordsEs };

export interface ReceiptLine {
  label: string;
  cents: number;
}

/** What a payment's or deposit's receipt says: the same in the PDF and in the mail. */
export interface ReceiptFacts {
  /** The language its words (the lines paid, the tenants' fallback name) are in. */
  locale: Locale;
  receiptNumber: number;
  kind: 'payment_received' | 'deposit_received';
  receivedOn: string;
  amountCents: number;
  method: string;
  reference: string | null;
  tenantNames: string;
  address: string;
  /** The charges it paid, oldest first, and any credit left on the account. */
  applied: ReceiptLine[];
  /** What the tenants owe after it (negative: a credit). */
  balanceAfterCents: number;
  /** The deposit held after it. */
  depositHeldCents: number;
}

/** "Check no. 1042", "Cash"; "Cheque núm. 1042", "Efectivo". */
export function methodLine(
  method: string,
  reference: string | null,
  locale: Locale = 'en',
): string {
  const label = paymentMethodLabelsByLocale[locale][method as PaymentMethod] ?? method;
  return reference ? receiptWords[locale].methodNo(label, reference) : label;
}

export function leaseAddress(ctx: Omit<LeaseContext, 'entries' | 'tenants' | 'leaseId'>): string {
  return `${ctx.street}${ctx.unitLabel ? `, ${ctx.unitLabel}` : ''}, ${ctx.city}, ${ctx.state} ${ctx.zip}`;
}

/**
 * The receipt of one entry, from its lease's entries up to and including it (posting order):
 * what it paid is the difference it made to the oldest-first allocation. Each charge paid is
 * worded in `locale` from its kind and month (ledger-words.ts).
 */
export function receiptFacts(
  entry: EntryRow,
  ctx: LeaseContext,
  locale: Locale = 'en',
): ReceiptFacts | null {
  if (entry.receipt_number === null || entry.reverses_id !== null) return null;
  if (entry.kind !== 'payment_received' && entry.kind !== 'deposit_received') return null;
  const w = receiptWords[locale];
  const at = ctx.entries.findIndex((e) => e.id === entry.id);
  const upTo = at === -1 ? [...ctx.entries, entry] : ctx.entries.slice(0, at + 1);
  const before = upTo.filter((e) => e.id !== entry.id);
  const applied: ReceiptLine[] = [];
  if (entry.kind === 'payment_received') {
    const paidBefore = new Map(allocateOldestFirst(before).map((a) => [a.chargeId, a.paidCents]));
    const byId = new Map(upTo.map((e) => [e.id, e]));
    let left = entry.amount_cents;
    for (const a of allocateOldestFirst(upTo)) {
      const paid = a.paidCents - (paidBefore.get(a.chargeId) ?? 0);
      if (paid <= 0) continue;
      const charge = byId.get(a.chargeId);
      const words = charge ? ledgerLineText(charge, locale) : '';
      applied.push({
        label: `${words} (${formatDate(a.postedOn, locale, 'medium')})`,
        cents: paid,
      });
      left -= paid;
    }
    if (left > 0) applied.push({ label: w.creditLeft, cents: left });
  } else {
    applied.push({ label: w.depositForYou, cents: entry.amount_cents });
  }
  return {
    locale,
    receiptNumber: entry.receipt_number,
    kind: entry.kind,
    receivedOn: entry.posted_on,
    amountCents: entry.amount_cents,
    method: entry.method ?? '',
    reference: entry.reference,
    tenantNames: ctx.tenants.map((t) => t.full_name).join(', ') || w.theTenants,
    address: leaseAddress(ctx),
    applied,
    balanceAfterCents: balanceOf(upTo, 'tenant'),
    depositHeldCents: balanceOf(upTo, 'deposit'),
  };
}

/** "$120.00 owed", "Nothing owed", "$50.00 credit" (and in Spanish). */
export function balanceText(cents: number, locale: Locale = 'en'): string {
  const w = receiptWords[locale];
  if (cents > 0) return w.owed(formatCents(cents, locale));
  if (cents < 0) return w.credit(formatCents(-cents, locale));
  return w.nothingOwed;
}

/** The receipt's PDF, in the language its facts were worded in. */
export function receiptPdf(r: ReceiptFacts): Uint8Array {
  const { locale } = r;
  const w = receiptWords[locale];
  const money = (cents: number) => formatCents(cents, locale);
  const title = r.kind === 'deposit_received' ? w.depositTitle : w.paymentTitle;
  const pdf = new Writer(`${title} ${r.receiptNumber}`, locale);
  pdf.header(title);
  pdf.field(w.receiptNumber, String(r.receiptNumber), { bold: true });
  pdf.field(w.dateReceived, formatDate(r.receivedOn, locale, 'medium'));
  pdf.field(w.receivedFrom, r.tenantNames);
  pdf.field(w.property, r.address);
  pdf.field(w.amount, money(r.amountCents), { bold: true });
  pdf.field(w.paidBy, methodLine(r.method, r.reference, locale));
  pdf.y += 10;
  pdf.text(r.kind === 'deposit_received' ? w.heldAs : w.appliedTo, {
    size: 11,
    bold: true,
    gap: 2,
  });
  for (const line of r.applied) pdf.row(line.label, money(line.cents), { indent: 14 });
  pdf.rule();
  pdf.row(w.balanceAfter, balanceText(r.balanceAfterCents, locale), { bold: true });
  pdf.row(w.depositHeld, money(r.depositHeldCents));
  pdf.y += 12;
  pdf.text(w.footer(company.name, company.phone, company.email), { size: 8 });
  return pdf.bytes();
}
