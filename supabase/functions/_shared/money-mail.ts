/**
 * The books' mail: every row of the `ledger_mail` queue (written by the database's triggers on a
 * payment, a reminder contact or a statement) is rendered here from the stored rows at send time
 * and sent through the one mailer, in the common layout (escaped HTML and a plain-text part).
 * Templates: `tenant_receipt` (the payment, what it paid oldest first, the new balance),
 * `tenant_reminder` (the balance and how to pay), `owner_statement` (the totals; the PDF is in
 * the portal). Replies go to the office (NOTIFY_EMAIL).
 */
import { company } from './contract/company.ts';
import {
  balanceOf,
  MONEY_FUNCTION,
  paperMethods,
  paymentMethodLabels,
  paymentMethods,
  type PaymentMethod,
} from './contract/ledger.ts';
import {
  escapeMultiline,
  footerLines,
  layout,
  paragraph,
  rowsTable,
  rowsText,
  type Row,
} from './email-templates/html.ts';
import type { MailMessage } from './mailer.ts';
import {
  balanceText,
  leaseAddress,
  methodLine,
  monthLabel,
  type ReceiptFacts,
  receiptFacts,
  usd,
  dateLabel,
} from './money-pdf.ts';
import type {
  LeaseContext,
  MoneyMailRow,
  MoneyStore,
  PersonRow,
  StatementRow,
} from './money-store.ts';

export const moneyMailTemplates = ['tenant_receipt', 'tenant_reminder', 'owner_statement'] as const;
export type MoneyMailTemplate = (typeof moneyMailTemplates)[number];

/** Where tenants and owners see their accounts and statements. */
export const PORTAL_PATH = '/portal';

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

export interface Site {
  siteUrl: string;
  companyName: string;
}

interface Draft {
  subject: string;
  heading: string;
  preheader: string;
  paragraphs: string[];
  rows?: Row[];
  /** A second table after a heading line (what the payment paid). */
  listTitle?: string;
  list?: Row[];
  button?: { url: string; label: string };
  after?: string[];
}

function assemble(d: Draft, site: Site): Rendered {
  const parts = d.paragraphs.map((p) => paragraph(escapeMultiline(p)));
  if (d.rows?.length) parts.push(rowsTable(d.rows), '<div style="height:16px"></div>');
  if (d.list?.length) {
    parts.push(
      `<h2 style="margin:0 0 8px;font-size:17px;color:#111827;">${escapeMultiline(d.listTitle ?? '')}</h2>`,
      rowsTable(d.list),
      '<div style="height:16px"></div>',
    );
  }
  if (d.button) {
    parts.push(
      paragraph(
        `<a href="${escapeMultiline(d.button.url)}" style="display:inline-block;background:#17644b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600;">${escapeMultiline(d.button.label)}</a>`,
      ),
    );
  }
  for (const p of d.after ?? []) {
    parts.push(
      paragraph(`<span style="font-size:13px;color:#4b5563;">${escapeMultiline(p)}</span>`),
    );
  }
  const html = layout({
    heading: d.heading,
    preheader: d.preheader,
    companyName: site.companyName,
    siteUrl: site.siteUrl,
    bodyHtml: parts.join(''),
  });
  const text = [
    ...d.paragraphs,
    ...(d.rows?.length ? [rowsText(d.rows)] : []),
    ...(d.list?.length ? [`${d.listTitle}\n${rowsText(d.list)}`] : []),
    ...(d.button ? [`${d.button.label}: ${d.button.url}`] : []),
    ...(d.after ?? []),
  ].join('\n\n');
  return {
    subject: d.subject,
    html,
    text: `${text}\n\n--\n${footerLines(site.companyName, site.siteUrl).join('\n')}`,
  };
}

const portalButton = (site: Site, label: string) => ({
  url: `${site.siteUrl.replace(/\/+$/, '')}${PORTAL_PATH}`,
  label,
});

const hello = (p: PersonRow | null) => (p ? `Hello ${p.full_name},` : 'Hello,');

/** How to pay the office: the methods it takes (Civil Code 1947.3) and where. */
export function howToPay(): string[] {
  const or = new Intl.ListFormat('en-US', { type: 'disjunction' });
  const label = (m: PaymentMethod) => paymentMethodLabels[m].toLowerCase();
  const paper = or.format(paperMethods.map(label));
  const others = or.format(paymentMethods.filter((m) => !paperMethods.includes(m)).map(label));
  const offices = company.offices
    .map((o) => `${o.street}, ${o.city}, ${o.state} ${o.zip}`)
    .join('; or ');
  return [
    `How to pay: by ${paper} made out to ${company.name}, or by ${others} (cash only at the office, with a receipt).`,
    `Bring or mail it to one of our offices: ${offices}. Office hours ${company.hours.office}. Questions: call ${company.phone} or write to ${company.email}.`,
  ];
}

export function receiptMail(r: ReceiptFacts, recipient: PersonRow | null, site: Site): Rendered {
  const deposit = r.kind === 'deposit_received';
  return assemble(
    {
      subject: `Receipt ${r.receiptNumber}: ${usd(r.amountCents)} received`,
      heading: deposit ? 'We received your security deposit' : 'We received your payment',
      preheader: `${usd(r.amountCents)} received on ${dateLabel(r.receivedOn)}, receipt ${r.receiptNumber}`,
      paragraphs: [
        hello(recipient),
        `Thank you: we received ${usd(r.amountCents)} on ${dateLabel(r.receivedOn)} for ${r.address}. This email is your receipt; the PDF receipt is in your portal.`,
      ],
      rows: [
        { label: 'Receipt number', value: String(r.receiptNumber) },
        { label: 'Amount', value: usd(r.amountCents) },
        { label: 'Paid by', value: methodLine(r.method, r.reference) },
        { label: 'Date received', value: dateLabel(r.receivedOn) },
        { label: 'Your balance now', value: balanceText(r.balanceAfterCents) },
      ],
      listTitle: deposit ? 'Held as' : 'What it paid (oldest charges first)',
      list: r.applied.map((l) => ({ label: l.label, value: usd(l.cents) })),
      button: portalButton(site, 'See your account'),
      after: [`Questions about this payment? Reply to this email or call ${company.phone}.`],
    },
    site,
  );
}

export function reminderMail(
  ctx: Omit<LeaseContext, 'entries'>,
  balanceCents: number,
  recipient: PersonRow | null,
  site: Site,
): Rendered {
  return assemble(
    {
      subject: `Your rent balance: ${usd(balanceCents)} is open`,
      heading: 'A reminder about your balance',
      preheader: `${usd(balanceCents)} is open on your account for ${ctx.street}`,
      paragraphs: [
        hello(recipient),
        `Our records show ${usd(balanceCents)} open on your account for ${leaseAddress(ctx)}. If you have already paid, thank you, and please let us know so we can match it.`,
        ...howToPay(),
      ],
      rows: [{ label: 'Balance', value: usd(balanceCents) }],
      button: portalButton(site, 'See your charges and payments'),
      after: [
        `If you cannot pay in full, call us at ${company.phone}: we would rather talk about it early.`,
      ],
    },
    site,
  );
}

export function statementMail(s: StatementRow, recipient: PersonRow | null, site: Site): Rendered {
  const month = monthLabel(s.period.slice(0, 7));
  return assemble(
    {
      subject: `Your owner statement for ${month}`,
      heading: `Your statement for ${month}`,
      preheader: `Closing balance ${usd(s.closing_cents)}; the PDF is in your portal`,
      paragraphs: [
        hello(recipient),
        `Your owner statement for ${month} is ready in your portal, as a PDF under your documents. In short:`,
      ],
      rows: [
        { label: 'Opening balance', value: usd(s.opening_cents) },
        { label: 'Income', value: usd(s.income_cents) },
        { label: 'Expenses', value: usd(-s.expenses_cents) },
        { label: 'Fees', value: usd(-s.fees_cents) },
        { label: 'Payouts', value: usd(-s.payouts_cents) },
        { label: 'Closing balance', value: usd(s.closing_cents) },
      ],
      button: portalButton(site, 'Open your statement'),
      after: [
        `Payouts are sent by the 10th of the month. Questions? Reply to this email or call ${company.phone}.`,
      ],
    },
    site,
  );
}

// ---------------------------------------------------------------------------------------------
// The sender
// ---------------------------------------------------------------------------------------------
export interface MoneySenderDeps extends Site {
  store: MoneyStore;
  send: (message: MailMessage) => Promise<void>;
  /** NOTIFY_EMAIL: replies go there. */
  officeEmail: string;
  log: (event: Record<string, unknown>) => void;
  /** Unmet configuration (config.ts): nothing is claimed while there is any. */
  configProblems?: string[];
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Renders one claimed row; null (with why) when it no longer applies. */
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
      const facts = entry && ctx ? receiptFacts(entry, ctx) : null;
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

const MAX_BATCHES = 10;

/**
 * Sends the books' mail that is due, in batches of `limit` (claim_ledger_mail: each claimed row
 * for one try; failed ones are claimed again after 2, 4, ... 32 minutes, 6 tries). A row that no
 * longer applies is recorded `sent` with the reason in last_error (the queue has no `skipped`).
 * With configuration missing nothing is claimed, so no try is spent.
 */
export async function sendDueMoneyMail(deps: MoneySenderDeps, limit = 20): Promise<number> {
  if (deps.configProblems?.length) {
    deps.log({ fn: MONEY_FUNCTION, event: 'configuration_error', problems: deps.configProblems });
    return 0;
  }
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await deps.store.claimMail(limit);
    for (const row of due) {
      try {
        const mail = await render(row, deps);
        if ('skip' in mail) {
          await deps.store.recordMail(row.id, 'sent', `not sent: ${mail.skip}`);
          continue;
        }
        await deps.send({ to: row.to_email, replyTo: deps.officeEmail, ...mail });
        await deps.store.recordMail(row.id, 'sent', null);
        sent += 1;
      } catch (error) {
        deps.log({ event: 'money_mail_failed', mail: row.id, error: errorText(error) });
        await deps.store.recordMail(row.id, 'failed', errorText(error)).catch(() => {});
      }
    }
    if (due.length < limit) break;
  }
  return sent;
}
