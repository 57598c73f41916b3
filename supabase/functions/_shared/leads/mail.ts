/**
 * The two emails of every lead, rendered from the STORED row with the source's registry entry:
 * the office's notification (English, with the lead's language) and the requester's confirmation
 * (in the lead's language: leads/confirmation-words.ts), each as { subject, html, text }.
 * Values typed by visitors are escaped in the HTML (html.ts); the mailer cleans subjects.
 */
import {
  confirmationFacts,
  officeIntro,
  type ConfirmationLinks,
  type LeadSourceEntry,
  type StoredLead,
} from './registry.ts';
import type { SiteContext } from './mail-types.ts';
import { leadConfirmationWords } from './confirmation-words.ts';
import { heldBooking } from '../booking/mod.ts';
import { localeNamesInEnglish, localeOr, type Locale } from '../contract/locale.ts';
import {
  escapeHtml,
  footerLines,
  layout,
  paragraph,
  rowsTable,
  rowsText,
  type Row,
} from '../platform/mail-html.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface TemplateContext extends SiteContext {
  companyName: string;
}

function textFooter(ctx: TemplateContext, locale: Locale = 'en'): string {
  return `\n\n--\n${footerLines(ctx.companyName, ctx.siteUrl, locale).join('\n')}`;
}

export function officeEmail(
  entry: LeadSourceEntry,
  row: StoredLead,
  ctx: TemplateContext,
): RenderedEmail {
  const rows: Row[] = [
    ...entry.office.rows(row, ctx),
    { label: 'Form', value: entry.label },
    // The visitor's mails go in this language: the office answers in it too.
    { label: 'Language', value: localeNamesInEnglish[localeOr(row.locale)] },
  ];
  const heading = `New ${entry.label.toLowerCase()} lead`;
  const intro = officeIntro(entry, row, ctx);
  return {
    subject: entry.office.subject(row),
    html: layout({
      heading,
      preheader: `${row.full_name} (${row.email}) via the ${entry.label.toLowerCase()}`,
      companyName: ctx.companyName,
      siteUrl: ctx.siteUrl,
      bodyHtml: paragraph(escapeHtml(intro)) + rowsTable(rows),
    }),
    text: `${heading}\n\n${intro}\n\n${rowsText(rows)}${textFooter(ctx)}`,
  };
}

export function confirmationEmail(
  row: StoredLead,
  ctx: TemplateContext,
  links: ConfirmationLinks = {},
): RenderedEmail {
  const locale = localeOr(row.locale);
  const c = leadConfirmationWords[locale].confirmations[row.source];
  // Only the facts, never the row: this mail goes to an address the visitor typed in.
  const facts = confirmationFacts(row, links);
  // A held booking is not booked yet: the mail asks for the confirmation, with its one button.
  const held =
    facts.booking?.status === 'held' ? heldBooking(facts.booking, ctx.companyName) : null;
  const paragraphs = held?.paragraphs ?? c.paragraphs(facts);
  const rows = c.rows?.(facts) ?? [];
  const link = c.link?.(ctx, facts) ?? null;
  const buttons = held?.buttons ?? c.buttons?.(facts) ?? [];
  const button = (b: { label: string; url: string }) =>
    `<a href="${escapeHtml(b.url)}" style="display:inline-block;background:#17644b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600;margin:0 8px 8px 0;">${escapeHtml(b.label)}</a>`;
  const html = [
    ...paragraphs.map((p) => paragraph(escapeHtml(p))),
    rows.length > 0 ? rowsTable(rows) + '<div style="height:16px"></div>' : '',
    buttons.length > 0 ? paragraph(buttons.map(button).join('')) : '',
    link
      ? paragraph(
          `<a href="${escapeHtml(link.url)}" style="display:inline-block;background:#17644b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600;">${escapeHtml(link.label)}</a>`,
        )
      : '',
    c.list
      ? paragraph(`<strong>${escapeHtml(c.list.title)}</strong>`) +
        `<ol style="margin:0 0 14px;padding-left:20px;font-size:15px;line-height:1.6;">${c.list.items.map((m) => `<li style="margin-bottom:6px;">${escapeHtml(m)}</li>`).join('')}</ol>`
      : '',
  ].join('');
  const text = [
    ...paragraphs,
    ...(rows.length > 0 ? [rowsText(rows)] : []),
    ...buttons.map((b) => `${b.label}: ${b.url}`),
    ...(link ? [`${link.label}: ${link.url}`] : []),
    ...(c.list
      ? [`${c.list.title}\n${c.list.items.map((m, i) => `${i + 1}. ${m}`).join('\n')}`]
      : []),
  ].join('\n\n');
  return {
    subject: held?.subject ?? c.subject(facts),
    html: layout({
      heading: held?.heading ?? c.heading,
      preheader: paragraphs.at(-1) ?? c.heading,
      companyName: ctx.companyName,
      siteUrl: ctx.siteUrl,
      locale,
      bodyHtml: html,
    }),
    text: `${text}${textFooter(ctx, locale)}`,
  };
}
