/**
 * The books' mail: every row of `ledger_mail` (written by the database's triggers on a
 * payment, a reminder contact or a statement) is rendered here from the stored rows at send time
 * and sent by the outbox's one sender (platform/outbox.ts, kind `money`) in the common layout
 * (escaped HTML and a plain-text part).
 * Templates: `tenant_receipt` (the payment, what it paid oldest first, the new balance),
 * `tenant_reminder` (the balance and how to pay), `owner_statement` (the totals; the PDF is in
 * the portal). Replies go to the office (NOTIFY_EMAIL).
 */
import { company } from '../contract/company.ts';
import { formatDate } from '../contract/date-format.ts';
import { formatCents } from '../contract/money-format.ts';
import {
  balanceOf,
  MONEY_FUNCTION,
  paperMethods,
  paymentMethods,
  type PaymentMethod,
} from '../contract/ledger.ts';
import { paymentMethodLabelsByLocale } from '../contract/payment-method-words.ts';
import { moneyMailWords } from './mail-words.ts';
import { intlLocales, localeOr, type Locale } from '../contract/locale.ts';
import { type RenderedMail, renderDraft } from '../platform/mail-html.ts';
import { type OutboxSenderDeps, type Renderer, sendDueMail } from '../platform/outbox.ts';
import { balanceText, leaseAddress, methodLine, type ReceiptFacts, receiptFacts } from './pdf.ts';
import type { LeaseContext, MoneyMailRow, MoneyStore, PersonRow, StatementRow } from './store.ts';

/** Where tenants and owners see their accounts and statements. */
export const PORTAL_PATH = '/portal';

export type Rendered = RenderedMail;

export interface Site {
  siteUrl: string;
  companyName: string;
}

const portalButton = (site: Site, label: string) => ({
  url: `${site.siteUrl.replace(/\/+$/, '')}${PORTAL_PATH}`,
  label,
});

/** The reader's language: their people.locale. */
const localeOf = (p: PersonRow | null): Locale => localeOr(p?.locale);

/** How to pay the office: the methods it takes (Civil Code 1947.3) and where. */
export function howToPay(locale: Locale = 'en'): readonly string[] {
  const w = moneyMailWords[locale];
  const or = new Intl.ListFormat(intlLocales[locale], { type: 'disjunction' });
  const label = (m: PaymentMethod) => paymentMethodLabelsByLocale[locale][m].toLowerCase();
  const paper = or.format(paperMethods.map(label));
  const others = or.format(paymentMethods.filter((m) => !paperMethods.includes(m)).map(label));
  const offices = company.offices
    .map((o) => `${o.street}, ${o.city}, ${o.state} ${o.zip}`)
    .join(w.orOffice);
  return w.howToPay({ paper, others, offices });
}

export function receiptMail(r: ReceiptFacts, recipient: PersonRow | null, site: Site): Rendered {
  const locale = localeOf(recipient);
  const w = moneyMailWords[locale];
  const deposit = r.kind === 'deposit_received';
  const facts = {
    number: r.receiptNumber,
    amount: formatCents(r.amountCents, locale),
    received: w.date(r.receivedOn),
    address: r.address,
  };
  return renderDraft(
    {
      subject: w.receipt.subject(facts),
      heading: w.receipt.heading(deposit),
      preheader: w.receipt.preheader(facts),
      paragraphs: [w.hello(recipient?.full_name ?? null), w.receipt.thanks(facts)],
      rows: [
        { label: w.receipt.rows.number, value: String(r.receiptNumber) },
        { label: w.receipt.rows.amount, value: facts.amount },
        { label: w.receipt.rows.paidBy, value: methodLine(r.method, r.reference, locale) },
        { label: w.receipt.rows.received, value: facts.received },
        { label: w.receipt.rows.balance, value: balanceText(r.balanceAfterCents, locale) },
      ],
      // receiptFacts worded the lines in the recipient's language (the money function).
      list: {
        title: w.receipt.listTitle(deposit),
        rows: r.applied.map((l) => ({ label: l.label, value: formatCents(l.cents, locale) })),
      },
      buttons: [portalButton(site, w.receipt.button)],
      after: [w.receipt.after],
    },
    site,
    locale,
  );
}

export function reminderMail(
  ctx: Omit<LeaseContext, 'entries'>,
  balanceCents: number,
  recipient: PersonRow | null,
  site: Site,
): Rendered {
  const locale = localeOf(recipient);
  const w = moneyMailWords[locale];
  const balance = formatCents(balanceCents, locale);
  return renderDraft(
    {
      subject: w.reminder.subject(balance),
      heading: w.reminder.heading,
      preheader: w.reminder.preheader(balance, ctx.street),
      paragraphs: [
        w.hello(recipient?.full_name ?? null),
        w.reminder.open(balance, leaseAddress(ctx)),
        ...howToPay(locale),
      ],
      rows: [{ label: w.reminder.balance, value: balance }],
      buttons: [portalButton(site, w.reminder.button)],
      after: [w.reminder.after],
    },
    site,
    locale,
  );
}

export function statementMail(s: StatementRow, recipient: PersonRow | null, site: Site): Rendered {
  const locale = localeOf(recipient);
  const w = moneyMailWords[locale];
  const month = formatDate(s.period.slice(0, 7), locale, 'month');
  const money = (cents: number) => formatCents(cents, locale);
  return renderDraft(
    {
      subject: w.statement.subject(month),
      heading: w.statement.heading(month),
      preheader: w.statement.preheader(money(s.closing_cents)),
      paragraphs: [w.hello(recipient?.full_name ?? null), w.statement.ready(month)],
      rows: [
        { label: w.statement.rows.opening, value: money(s.opening_cents) },
        { label: w.statement.rows.income, value: money(s.income_cents) },
        { label: w.statement.rows.expenses, value: money(-s.expenses_cents) },
        { label: w.statement.rows.fees, value: money(-s.fees_cents) },
        { label: w.statement.rows.payouts, value: money(-s.payouts_cents) },
        { label: w.statement.rows.closing, value: money(s.closing_cents) },
      ],
      buttons: [portalButton(site, w.statement.button)],
      after: [w.statement.after],
    },
    site,
    locale,
  );
}

// ---------------------------------------------------------------------------------------------
// The sender
// ---------------------------------------------------------------------------------------------
export interface MoneySenderDeps extends Site, OutboxSenderDeps {
  store: MoneyStore;
  /** NOTIFY_EMAIL: replies go there. */
  officeEmail: string;
}

/** Renders one mail of the books; a skip (with why) when it no longer applies. */
async function render(
  row: MoneyMailRow,
  deps: MoneySenderDeps,
): Promise<Rendered | { skip: string }> {
  const { store } = deps;
  const recipient = await store.person(row.person_id);
  switch (row.template) {
    case 'tenant_receipt': {
      const entry = row.entry_id ? await store.entry(row.entry_id) : null;
      const ctx = entry?.lease_id ? await store.leaseContext(entry.lease_id) : null;
      // The lines it paid, worded in the recipient's mail language.
      const facts = entry && ctx ? receiptFacts(entry, ctx, localeOr(recipient?.locale)) : null;
      return facts ? receiptMail(facts, recipient, deps) : { skip: 'the payment is gone' };
    }
    case 'tenant_reminder': {
      const contact = row.contact_id ? await store.contact(row.contact_id) : null;
      const ctx = contact ? await store.leaseContext(contact.lease_id) : null;
      if (!ctx) return { skip: 'the contact or lease is gone' };
      const balance = balanceOf(ctx.entries, 'tenant');
      // Paid between the office's click and now: a reminder would be wrong.
      if (balance <= 0) return { skip: 'the balance was paid before the reminder went out' };
      return reminderMail(ctx, balance, recipient, deps);
    }
    case 'owner_statement': {
      const s = row.statement_id ? await store.statement(row.statement_id) : null;
      return s ? statementMail(s, recipient, deps) : { skip: 'the statement is gone' };
    }
    default:
      return { skip: 'unknown template' };
  }
}

/** The books' renderer of the outbox's `money` rows (ref: the ledger_mail row). */
function moneyRenderer(deps: MoneySenderDeps): Renderer {
  return async (outboxRow) => {
    const row = await deps.store.mailRow(outboxRow.ref);
    if (!row) return { skip: 'the mail row is gone' };
    const mail = await render(row, deps);
    if ('skip' in mail) return mail;
    return { message: { to: row.to_email, replyTo: deps.officeEmail, ...mail } };
  };
}

/**
 * Sends the books' mail that is due, in at most `batches` claims of `limit` (the outbox's one
 * backoff: contract/outbox.ts). With configuration missing nothing is claimed.
 */
export async function sendDueMoneyMail(
  deps: MoneySenderDeps,
  limit = 20,
  batches = 10,
): Promise<number> {
  const tally = await sendDueMail(
    deps,
    { money: moneyRenderer(deps) },
    { fn: MONEY_FUNCTION, limit, batches },
  );
  return tally.sent;
}
