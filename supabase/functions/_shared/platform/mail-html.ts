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
