/**
 * The books' PDFs, made with jsPDF (a maintained library; letter size, the standard Helvetica):
 * the page writer and formats both use, and a payment's receipt (the monthly owner statement is
 * statement-pdf.ts's). Built from plain data so tests can parse the text back (unpdf). What a
 * receipt says (`receiptFacts`) is shared with its mail.
 */
import { jsPDF } from 'jspdf';

import { company, licenceLine } from './contract/company.ts';
import { intlLocales, type Locale } from './contract/locale.ts';
import {
  allocateOldestFirst,
  balanceOf,
  ledgerKindLabels,
  type PaymentMethod,
  paymentMethodLabels,
} from './contract/ledger.ts';
import type { EntryRow, LeaseContext } from './money-store.ts';

// ---------------------------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------------------------
const usdFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(intlLocales.en, { style: 'currency', currency: 'USD' }),
  es: new Intl.NumberFormat(intlLocales.es, { style: 'currency', currency: 'USD' }),
};

/** Cents as dollars, always with cents: 245000 -> "$2,450.00", -1250 -> "-$12.50". */
export function usd(cents: number, locale: Locale = 'en'): string {
  return usdFormats[locale].format((cents || 0) / 100); // never "-$0.00"
}

/** `2026-10` -> "October 2026" ("octubre de 2026"). */
export function monthLabel(period: string, locale: Locale = 'en'): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocales[locale], {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** `2026-10-05` -> "Oct 5, 2026" ("5 oct 2026"): a calendar date, no zone shifts it. */
export function dateLabel(date: string, locale: Locale = 'en'): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocales[locale], {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

const PAGE = { width: 612, height: 792, margin: 54 };
const RIGHT = PAGE.width - PAGE.margin;

/** The document's language (jsPDF knows "es", not "es-US"). */
const pdfLanguages: Record<Locale, 'en-US' | 'es'> = { en: 'en-US', es: 'es' };

/** A small writer over jsPDF: lines that flow onto new pages, label/amount rows. */
export class Writer {
  readonly doc: jsPDF;
  y = PAGE.margin;

  constructor(title: string, locale: Locale = 'en') {
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
    this.text(licenceLine, { size: 8 });
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
// Receipts
// ---------------------------------------------------------------------------------------------
export interface ReceiptLine {
  label: string;
  cents: number;
}

/** What a payment's or deposit's receipt says: the same in the PDF and in the mail. */
export interface ReceiptFacts {
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

/** "Check no. 1042", "Cash". */
export function methodLine(method: string, reference: string | null): string {
  const label = paymentMethodLabels[method as PaymentMethod] ?? method;
  return reference ? `${label} no. ${reference}` : label;
}

export function leaseAddress(ctx: Omit<LeaseContext, 'entries' | 'tenants' | 'leaseId'>): string {
  return `${ctx.street}${ctx.unitLabel ? `, ${ctx.unitLabel}` : ''}, ${ctx.city}, ${ctx.state} ${ctx.zip}`;
}

/**
 * The receipt of one entry, from its lease's entries up to and including it (posting order):
 * what it paid is the difference it made to the oldest-first allocation.
 */
export function receiptFacts(entry: EntryRow, ctx: LeaseContext): ReceiptFacts | null {
  if (entry.receipt_number === null || entry.reverses_id !== null) return null;
  if (entry.kind !== 'payment_received' && entry.kind !== 'deposit_received') return null;
  const at = ctx.entries.findIndex((e) => e.id === entry.id);
  const upTo = at === -1 ? [...ctx.entries, entry] : ctx.entries.slice(0, at + 1);
  const before = upTo.filter((e) => e.id !== entry.id);
  const applied: ReceiptLine[] = [];
  if (entry.kind === 'payment_received') {
    const paidBefore = new Map(allocateOldestFirst(before).map((a) => [a.chargeId, a.paidCents]));
    const memo = new Map(upTo.map((e) => [e.id, e.memo]));
    let left = entry.amount_cents;
    for (const a of allocateOldestFirst(upTo)) {
      const paid = a.paidCents - (paidBefore.get(a.chargeId) ?? 0);
      if (paid <= 0) continue;
      applied.push({
        label: `${memo.get(a.chargeId) || ledgerKindLabels[a.kind]} (${dateLabel(a.postedOn)})`,
        cents: paid,
      });
      left -= paid;
    }
    if (left > 0) applied.push({ label: 'Credit on your account', cents: left });
  } else {
    applied.push({ label: 'Security deposit, held for you', cents: entry.amount_cents });
  }
  return {
    receiptNumber: entry.receipt_number,
    kind: entry.kind,
    receivedOn: entry.posted_on,
    amountCents: entry.amount_cents,
    method: entry.method ?? '',
    reference: entry.reference,
    tenantNames: ctx.tenants.map((t) => t.full_name).join(', ') || 'The tenants',
    address: leaseAddress(ctx),
    applied,
    balanceAfterCents: balanceOf(upTo, 'tenant'),
    depositHeldCents: balanceOf(upTo, 'deposit'),
  };
}

/** "$120.00 owed", "Nothing owed", "$50.00 credit". */
export function balanceText(cents: number): string {
  if (cents > 0) return `${usd(cents)} owed`;
  if (cents < 0) return `${usd(-cents)} credit`;
  return 'Nothing owed ($0.00)';
}

export function receiptPdf(r: ReceiptFacts): Uint8Array {
  const title = r.kind === 'deposit_received' ? 'Security deposit receipt' : 'Payment receipt';
  const w = new Writer(`${title} ${r.receiptNumber}`);
  w.header(title);
  w.field('Receipt number', String(r.receiptNumber), { bold: true });
  w.field('Date received', dateLabel(r.receivedOn));
  w.field('Received from', r.tenantNames);
  w.field('Property', r.address);
  w.field('Amount', usd(r.amountCents), { bold: true });
  w.field('Paid by', methodLine(r.method, r.reference));
  w.y += 10;
  w.text(r.kind === 'deposit_received' ? 'Held as' : 'Applied to (oldest charges first)', {
    size: 11,
    bold: true,
    gap: 2,
  });
  for (const line of r.applied) w.row(line.label, usd(line.cents), { indent: 14 });
  w.rule();
  w.row('Balance after this payment', balanceText(r.balanceAfterCents), { bold: true });
  w.row('Security deposit held', usd(r.depositHeldCents));
  w.y += 12;
  w.text(
    `Received by ${company.name}, as the owner's managing agent. Keep this receipt for your records; questions: ${company.phone} or ${company.email}.`,
    { size: 8 },
  );
  return w.bytes();
}
