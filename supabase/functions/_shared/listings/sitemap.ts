/**
 * The sitemap of active listing pages, with `lastmod` from each row's `updated_at`. Served by
 * the listings-sitemap function and referenced from robots.txt beside the static sitemap.xml
 * (which the build writes for the static routes): listings change without a deploy, so they
 * cannot be in a file written at build time. Each listing is listed in English and in Spanish
 * (/es/properties/<id>, the site's paths.ts `localizedPath`), each URL with its alternates
 * (en, es, x-default: English) as Google asks of a multilingual sitemap.
 */
import { defaultLocale, locales, type Locale } from '../contract/locale.ts';

export interface SitemapListing {
  id: string;
  updated_at: string;
}

export const SITEMAP_QUERY = 'select=id,updated_at&status=eq.active&order=updated_at.desc';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A listing page's path in a language: the Spanish site mirrors the English one under /es. */
export function listingPagePath(locale: Locale, id: string): string {
  return `${locale === defaultLocale ? '' : `/${locale}`}/properties/${id}`;
}

export function buildListingsSitemap(rows: readonly SitemapListing[], siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const url = (locale: Locale, id: string) => escapeXml(`${origin}${listingPagePath(locale, id)}`);
  const urls = rows.flatMap((row) => {
    const lastmod = new Date(row.updated_at).toISOString();
    const alternates = [
      ...locales.map((locale) => [locale, url(locale, row.id)] as const),
      ['x-default', url(defaultLocale, row.id)] as const,
    ]
      .map(
        ([lang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`,
      )
      .join('');
    return locales.map(
      (locale) =>
        `  <url>\n    <loc>${url(locale, row.id)}</loc>${alternates}\n    <lastmod>${lastmod}</lastmod>\n    <priority>0.7</priority>\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
