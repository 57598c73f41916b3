/** HTML helpers for the email templates. Every visitor-supplied value goes through `escapeHtml`. */
import { licenceLines } from '../contract/company.ts';
import type { Locale } from '../contract/locale.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** Escaped text with its line breaks kept. */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

export interface Row {
  label: string;
  value: string;
}

/** A two-column table of label/value rows (both escaped). */
export function rowsTable(rows: readonly Row[]): string {
  const body = rows
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="padding:8px 12px;border-bottom:1px solid #e5e7eb;color:#374151;font-weight:600;width:38%;">${escapeHtml(row.label)}</th>` +
        `<td style="padding:8px 12px;border-bottom:1px solid #e5e7eb;color:#111827;">${escapeMultiline(row.value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;font-size:15px;line-height:1.5;">${body}</table>`;
}

/** The same rows as plain text. */
export function rowsText(rows: readonly Row[]): string {
  return rows.map((row) => `${row.label}: ${row.value.replace(/\r?\n/g, '\n  ')}`).join('\n');
}

/** The Spanish site's home is /es; every public page has its twin under it with the same slug. */
const sitePrefixes: Record<Locale, string> = { en: '', es: '/es' };

/**
 * A public page of the site in a language: ('es', '/properties/1') -> '<site>/es/properties/1'.
 * Only for pages with a Spanish twin (home, properties, alerts, privacy, schedule-demo...).
 */
export function siteLink(siteUrl: string, locale: Locale, path = ''): string {
  const base = `${siteUrl.replace(/\/+$/, '')}${sitePrefixes[locale]}`;
  return path === '' || path === '/' ? base : `${base}${path}`;
}

/** The last lines of every email: the company, the licence line, the site (in the mail's language). */
export function footerLines(companyName: string, siteUrl: string, locale: Locale = 'en'): string[] {
  return [companyName, licenceLines[locale], locale === 'en' ? siteUrl : siteLink(siteUrl, locale)];
}

export interface LayoutOptions {
  /** Short hidden preview text shown by mail clients. */
  preheader: string;
  heading: string;
  /** Already-escaped HTML. */
  bodyHtml: string;
  companyName: string;
  siteUrl: string;
  /** The mail's language (its `lang` and footer); English when omitted. */
  locale?: Locale;
}

export function layout({
  preheader,
  heading,
  bodyHtml,
  companyName,
  siteUrl,
  locale = 'en',
}: LayoutOptions): string {
  const footer = footerLines(companyName, siteUrl, locale).map(escapeHtml).join('<br>');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:#f3f4f6;padding:24px 0;">
<tr><td align="center">
<table role="presentation" cellpadding="0" cellspacing="0" width="600" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:#17644b;color:#ffffff;padding:20px 24px;font-size:18px;font-weight:700;">${escapeHtml(companyName)}</td></tr>
<tr><td style="padding:24px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#17644b;">${escapeHtml(heading)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;color:#4b5563;font-size:12px;line-height:1.6;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export function paragraph(html: string): string {
  return `<p style="margin:0 0 14px;font-size:15px;line-height:1.6;">${html}</p>`;
}

/** A mail as the templates hand it over: its subject and both bodies. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A link drawn as a button (its words and URL also go into the text body). */
export interface MailButton {
  url: string;
  label: string;
}

/**
 * A mail's parts in the order they are shown, every value plain text: the one shape the
 * domains' mails are drafted in, rendered to HTML and text alike by `renderDraft`.
 */
export interface MailDraft {
  subject: string;
  heading: string;
  /** Shown by mail clients beside the subject. */
  preheader: string;
  paragraphs: readonly string[];
  /** A notice printed as written (the entry notice), line breaks kept. */
  block?: string;
  rows?: readonly Row[];
  /** A second table after a heading line (what a payment paid). */
  list?: { title: string; rows: readonly Row[] };
  buttons?: readonly MailButton[];
  /** Small print after the buttons. */
  after?: readonly string[];
}

const SPACER = '<div style="height:16px"></div>';

function buttonHtml(b: MailButton): string {
  return `<a href="${escapeHtml(b.url)}" style="display:inline-block;background:#17644b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600;margin:0 8px 8px 0;">${escapeHtml(b.label)}</a>`;
}

/** A draft in the layout, with its text twin and the footer in the mail's language. */
export function renderDraft(
  d: MailDraft,
  site: { siteUrl: string; companyName: string },
  locale: Locale = 'en',
): RenderedMail {
  const parts = d.paragraphs.map((p) => paragraph(escapeMultiline(p)));
  if (d.block) {
    parts.push(
      `<div style="border:1px solid #d1d5db;border-radius:6px;padding:16px;margin:0 0 16px;font-size:15px;line-height:1.6;">${escapeMultiline(d.block)}</div>`,
    );
  }
  if (d.rows?.length) parts.push(rowsTable(d.rows), SPACER);
  if (d.list?.rows.length) {
    parts.push(
      `<h2 style="margin:0 0 8px;font-size:17px;color:#111827;">${escapeMultiline(d.list.title)}</h2>`,
      rowsTable(d.list.rows),
      SPACER,
    );
  }
  if (d.buttons?.length) parts.push(paragraph(d.buttons.map(buttonHtml).join('')));
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
    locale,
  });
  const text = [
    ...d.paragraphs,
    ...(d.block ? [d.block] : []),
    ...(d.rows?.length ? [rowsText(d.rows)] : []),
    ...(d.list?.rows.length ? [`${d.list.title}\n${rowsText(d.list.rows)}`] : []),
    ...(d.buttons ?? []).map((b) => `${b.label}: ${b.url}`),
    ...(d.after ?? []),
  ].join('\n\n');
  return {
    subject: d.subject,
    html,
    text: `${text}\n\n--\n${footerLines(site.companyName, site.siteUrl, locale).join('\n')}`,
  };
}
