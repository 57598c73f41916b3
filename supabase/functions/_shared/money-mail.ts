/**
 * The books' mail: every row of `ledger_mail` (written by the database's triggers on a
 * payment, a reminder contact or a statement) is rendered here from the stored rows at send time
 * and sent by the outbox's one sender (platform/outbox.ts, kind `money`) in the common layout
 * (escaped HTML and a plain-text part).
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
import { type OutboxSenderDeps, type Renderer, sendDueMail } from './platform/outbox.ts';
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
const usdEs = (cents: number) => usd(cents, 'es');
const calendarEs = (date: string, month: 'short' | 'long' = 'long') => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocales.es, {
    timeZone: 'UTC',
    day: d ? 'numeric' : undefined,
    month,
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d || 1)));
};
const helloEs = (p: PersonRow | null) => (p ? `Hola, ${p.full_name}:` : 'Hola:');
const balanceEs = (cents: number) =>
  cents > 0
    ? `${usdEs(cents)} pendiente`
    : cents < 0
      ? `${usdEs(-cents)} a su favor`
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
  const received = calendarEs(r.receivedOn);
  return assemble(
    {
      subject: `Recibo ${r.receiptNumber}: recibimos ${usdEs(r.amountCents)}`,
      heading: deposit ? 'Recibimos su depósito de seguridad' : 'Recibimos su pago',
      preheader: `${usdEs(r.amountCents)} recibidos el ${received}, recibo ${r.receiptNumber}`,
      paragraphs: [
        helloEs(recipient),
        `Gracias: recibimos ${usdEs(r.amountCents)} el ${received} por ${r.address}. Este correo electrónico es su recibo; el recibo en PDF está en su portal.`,
      ],
      rows: [
        { label: 'Número de recibo', value: String(r.receiptNumber) },
        { label: 'Cantidad', value: usdEs(r.amountCents) },
        { label: 'Forma de pago', value: methodEs(r.method, r.reference) },
        { label: 'Fecha de recibido', value: received },
        { label: 'Su saldo ahora', value: balanceEs(r.balanceAfterCents) },
      ],
      listTitle: deposit ? 'Se guarda como' : 'Qué pagó (primero los cargos más antiguos)',
      // receiptFacts worded the lines in the recipient's language (render below).
      list: r.applied.map((l) => ({ label: l.label, value: usdEs(l.cents) })),
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
      subject: `Saldo de su renta: ${usdEs(balanceCents)} pendiente`,
      heading: 'Un recordatorio sobre su saldo',
      preheader: `Hay ${usdEs(balanceCents)} pendiente en su cuenta de ${ctx.street}`,
      paragraphs: [
        helloEs(recipient),
        `Según nuestros registros, hay ${usdEs(balanceCents)} pendiente en su cuenta de ${leaseAddress(ctx)}. Si ya pagó, gracias; por favor avísenos para registrarlo.`,
        ...howToPayEs(),
      ],
      rows: [{ label: 'Saldo', value: usdEs(balanceCents) }],
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
  const month = calendarEs(s.period.slice(0, 7));
  return assemble(
    {
      subject: `Su estado de cuenta de ${month}`,
      heading: `Su estado de cuenta de ${month}`,
      preheader: `Saldo final ${usdEs(s.closing_cents)}; el PDF está en su portal`,
      paragraphs: [
        helloEs(recipient),
        `Su estado de cuenta de propietario de ${month} ya está en su portal en PDF. En resumen:`,
      ],
      rows: [
        { label: 'Saldo inicial', value: usdEs(s.opening_cents) },
        { label: 'Ingresos', value: usdEs(s.income_cents) },
        { label: 'Gastos', value: usdEs(-s.expenses_cents) },
        { label: 'Tarifas', value: usdEs(-s.fees_cents) },
        { label: 'Pagos a usted', value: usdEs(-s.payouts_cents) },
        { label: 'Saldo final', value: usdEs(s.closing_cents) },
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
  if (spanish(recipient)) return reminderMailEs(ctx, balanceCents, recipient, site);
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
  if (spanish(recipient)) return statementMailEs(s, recipient, site);
  const month = monthLabel(s.period.slice(0, 7));
  return assemble(
    {
      subject: `Your owner statement for ${month}`,
      heading: `Your statement for ${month}`,
      preheader: `Closing balance ${usd(s.closing_cents)}; the PDF is in your portal`,
      paragraphs: [
        hello(recipient),
        `Your owner statement for ${month} is ready in your portal as a PDF. In short:`,
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
