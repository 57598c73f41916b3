/**
 * The books' mail: every row of the `ledger_mail` queue (written by the database's triggers on a
 * payment, a reminder contact or a statement) is rendered here from the stored rows at send time
 * and sent through the one mailer, in the common layout (escaped HTML and a plain-text part).
 * Templates: `tenant_receipt` (the payment, what it paid oldest first, the new balance),
 * `tenant_reminder` (the balance and how to pay), `owner_statement` (the totals; the PDF is in
 * the portal). Replies go to the office (NOTIFY_EMAIL).
 */
import { company } from './contract/company.ts';
import { formatDate } from './contract/date-format.ts';
import { formatCents } from './contract/money-format.ts';
import {
  balanceOf,
  MONEY_FUNCTION,
  paperMethods,
  paymentMethodLabels,
  paymentMethods,
  type PaymentMethod,
} from './contract/ledger.ts';
import { paymentMethodLabelsEs } from './contract/es/ledger.ts';
import { intlLocales, localeOr, type Locale } from './contract/locale.ts';
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
  type ReceiptFacts,
  receiptFacts,
} from './money-pdf.ts';
import type {
  LeaseContext,
  MoneyMailRow,
  MoneyStore,
  PersonRow,
  StatementRow,
} from './money-store.ts';

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

function assemble(d: Draft, site: Site, locale: Locale = 'en'): Rendered {
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
  // The layout's `locale` (its lang and footer) where the shared template takes one.
  const options = {
    heading: d.heading,
    preheader: d.preheader,
    companyName: site.companyName,
    siteUrl: site.siteUrl,
    bodyHtml: parts.join(''),
    locale,
  };
  const html = layout(options);
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
    text: `${text}\n\n--\n${footerLines(site.companyName, site.siteUrl, locale).join('\n')}`,
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

// ---------------------------------------------------------------------------------------------
// Spanish (the person's people.locale): the same facts, es-US formats, Pacific dates
// ---------------------------------------------------------------------------------------------
const helloEs = (p: PersonRow | null) => (p ? `Hola, ${p.full_name}:` : 'Hola:');
const balanceEs = (cents: number) =>
  cents > 0
    ? `${formatCents(cents, 'es')} pendiente`
    : cents < 0
      ? `${formatCents(-cents, 'es')} a su favor`
      : 'Nada pendiente ($0.00)';
const methodEs = (method: string, reference: string | null) => {
  const label = paymentMethodLabelsEs[method as PaymentMethod] ?? method;
  return reference ? `${label} núm. ${reference}` : label;
};

function howToPayEs(): string[] {
  const or = new Intl.ListFormat(intlLocales.es, { type: 'disjunction' });
  const label = (m: PaymentMethod) => paymentMethodLabelsEs[m].toLowerCase();
  const paper = or.format(paperMethods.map(label));
  const others = or.format(paymentMethods.filter((m) => !paperMethods.includes(m)).map(label));
  const offices = company.offices
    .map((o) => `${o.street}, ${o.city}, ${o.state} ${o.zip}`)
    .join('; o ');
  return [
    `Cómo pagar: con ${paper} a nombre de ${company.name}, o por ${others} (el efectivo solo en la oficina, con recibo).`,
    `Tráigalo o envíelo por correo postal a una de nuestras oficinas: ${offices}. Horario de la oficina: todos los días, de 7 a. m. a 7 p. m. ¿Preguntas? Llame al ${company.phone} o escriba a ${company.email}.`,
  ];
}

function receiptMailEs(r: ReceiptFacts, recipient: PersonRow | null, site: Site): Rendered {
  const deposit = r.kind === 'deposit_received';
  const received = formatDate(r.receivedOn, 'es', 'medium');
  return assemble(
    {
      subject: `Recibo ${r.receiptNumber}: recibimos ${formatCents(r.amountCents, 'es')}`,
      heading: deposit ? 'Recibimos su depósito de seguridad' : 'Recibimos su pago',
      preheader: `${formatCents(r.amountCents, 'es')} recibidos el ${received}, recibo ${r.receiptNumber}`,
      paragraphs: [
        helloEs(recipient),
        `Gracias: recibimos ${formatCents(r.amountCents, 'es')} el ${received} por ${r.address}. Este correo electrónico es su recibo; el recibo en PDF está en su portal.`,
      ],
      rows: [
        { label: 'Número de recibo', value: String(r.receiptNumber) },
        { label: 'Cantidad', value: formatCents(r.amountCents, 'es') },
        { label: 'Forma de pago', value: methodEs(r.method, r.reference) },
        { label: 'Fecha de recibido', value: received },
        { label: 'Su saldo ahora', value: balanceEs(r.balanceAfterCents) },
      ],
      listTitle: deposit ? 'Se guarda como' : 'Qué pagó (primero los cargos más antiguos)',
      // receiptFacts worded the lines in the recipient's language (render below).
      list: r.applied.map((l) => ({ label: l.label, value: formatCents(l.cents, 'es') })),
      button: portalButton(site, 'Ver su cuenta'),
      after: [
        `¿Preguntas sobre este pago? Responda a este correo electrónico o llame al ${company.phone}.`,
      ],
    },
    site,
    'es',
  );
}

function reminderMailEs(
  ctx: Omit<LeaseContext, 'entries'>,
  balanceCents: number,
  recipient: PersonRow | null,
  site: Site,
): Rendered {
  return assemble(
    {
      subject: `Saldo de su renta: ${formatCents(balanceCents, 'es')} pendiente`,
      heading: 'Un recordatorio sobre su saldo',
      preheader: `Hay ${formatCents(balanceCents, 'es')} pendiente en su cuenta de ${ctx.street}`,
      paragraphs: [
        helloEs(recipient),
        `Según nuestros registros, hay ${formatCents(balanceCents, 'es')} pendiente en su cuenta de ${leaseAddress(ctx)}. Si ya pagó, gracias; por favor avísenos para registrarlo.`,
        ...howToPayEs(),
      ],
      rows: [{ label: 'Saldo', value: formatCents(balanceCents, 'es') }],
      button: portalButton(site, 'Ver sus cargos y pagos'),
      after: [
        `Si no puede pagar todo, llámenos al ${company.phone}: preferimos hablarlo a tiempo.`,
      ],
    },
    site,
    'es',
  );
}

function statementMailEs(s: StatementRow, recipient: PersonRow | null, site: Site): Rendered {
  const month = formatDate(s.period.slice(0, 7), 'es', 'month');
  return assemble(
    {
      subject: `Su estado de cuenta de ${month}`,
      heading: `Su estado de cuenta de ${month}`,
      preheader: `Saldo final ${formatCents(s.closing_cents, 'es')}; el PDF está en su portal`,
      paragraphs: [
        helloEs(recipient),
        `Su estado de cuenta de propietario de ${month} ya está en su portal en PDF. En resumen:`,
      ],
      rows: [
        { label: 'Saldo inicial', value: formatCents(s.opening_cents, 'es') },
        { label: 'Ingresos', value: formatCents(s.income_cents, 'es') },
        { label: 'Gastos', value: formatCents(-s.expenses_cents, 'es') },
        { label: 'Tarifas', value: formatCents(-s.fees_cents, 'es') },
        { label: 'Pagos a usted', value: formatCents(-s.payouts_cents, 'es') },
        { label: 'Saldo final', value: formatCents(s.closing_cents, 'es') },
      ],
      button: portalButton(site, 'Abrir su estado de cuenta'),
      after: [
        `Los pagos a propietarios se envían a más tardar el día 10 del mes. ¿Preguntas? Responda a este correo o llame al ${company.phone}.`,
      ],
    },
    site,
    'es',
  );
}

const spanish = (p: PersonRow | null) => localeOr(p?.locale) === 'es';

export function receiptMail(r: ReceiptFacts, recipient: PersonRow | null, site: Site): Rendered {
  if (spanish(recipient)) return receiptMailEs(r, recipient, site);
  const deposit = r.kind === 'deposit_received';
  return assemble(
    {
      subject: `Receipt ${r.receiptNumber}: ${formatCents(r.amountCents)} received`,
      heading: deposit ? 'We received your security deposit' : 'We received your payment',
      preheader: `${formatCents(r.amountCents)} received on ${formatDate(r.receivedOn, 'en', 'medium')}, receipt ${r.receiptNumber}`,
      paragraphs: [
        hello(recipient),
        `Thank you: we received ${formatCents(r.amountCents)} on ${formatDate(r.receivedOn, 'en', 'medium')} for ${r.address}. This email is your receipt; the PDF receipt is in your portal.`,
      ],
      rows: [
        { label: 'Receipt number', value: String(r.receiptNumber) },
        { label: 'Amount', value: formatCents(r.amountCents) },
        { label: 'Paid by', value: methodLine(r.method, r.reference) },
        { label: 'Date received', value: formatDate(r.receivedOn, 'en', 'medium') },
        { label: 'Your balance now', value: balanceText(r.balanceAfterCents) },
      ],
      listTitle: deposit ? 'Held as' : 'What it paid (oldest charges first)',
      list: r.applied.map((l) => ({ label: l.label, value: formatCents(l.cents) })),
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
  if (spanish(recipient)) return reminderMailEs(ctx, balanceCents, recipient, site);
  return assemble(
    {
      subject: `Your rent balance: ${formatCents(balanceCents)} is open`,
      heading: 'A reminder about your balance',
      preheader: `${formatCents(balanceCents)} is open on your account for ${ctx.street}`,
      paragraphs: [
        hello(recipient),
        `Our records show ${formatCents(balanceCents)} open on your account for ${leaseAddress(ctx)}. If you have already paid, thank you, and please let us know so we can match it.`,
        ...howToPay(),
      ],
      rows: [{ label: 'Balance', value: formatCents(balanceCents) }],
      button: portalButton(site, 'See your charges and payments'),
      after: [
        `If you cannot pay in full, call us at ${company.phone}: we would rather talk about it early.`,
      ],
    },
    site,
  );
}

export function statementMail(s: StatementRow, recipient: PersonRow | null, site: Site): Rendered {
  if (spanish(recipient)) return statementMailEs(s, recipient, site);
  const month = formatDate(s.period.slice(0, 7), 'en', 'month');
  return assemble(
    {
      subject: `Your owner statement for ${month}`,
      heading: `Your statement for ${month}`,
      preheader: `Closing balance ${formatCents(s.closing_cents)}; the PDF is in your portal`,
      paragraphs: [
        hello(recipient),
        `Your owner statement for ${month} is ready in your portal as a PDF. In short:`,
      ],
      rows: [
        { label: 'Opening balance', value: formatCents(s.opening_cents) },
        { label: 'Income', value: formatCents(s.income_cents) },
        { label: 'Expenses', value: formatCents(-s.expenses_cents) },
        { label: 'Fees', value: formatCents(-s.fees_cents) },
        { label: 'Payouts', value: formatCents(-s.payouts_cents) },
        { label: 'Closing balance', value: formatCents(s.closing_cents) },
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

const MAX_BATCHES = 10;

/**
 * Sends the books' mail that is due, in at most `batches` batches of `limit` (claim_ledger_mail: each claimed row
 * for one try; failed ones are claimed again after 2, 4, ... 32 minutes, 6 tries). A row that no
 * longer applies is recorded `sent` with the reason in last_error (the queue has no `skipped`).
 * With configuration missing nothing is claimed, so no try is spent.
 */
export async function sendDueMoneyMail(
  deps: MoneySenderDeps,
  limit = 20,
  batches = MAX_BATCHES,
): Promise<number> {
  if (deps.configProblems?.length) {
    deps.log({ fn: MONEY_FUNCTION, event: 'configuration_error', problems: deps.configProblems });
    return 0;
  }
  let sent = 0;
  for (let batch = 0; batch < batches; batch += 1) {
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
