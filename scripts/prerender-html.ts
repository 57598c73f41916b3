/** Pure helpers of the prerenderer: moving React's hoisted tags into <head>, filling the shell. */
import { englishLeftIn } from './untranslated.ts';

/**
 * React renders <title>, <meta> and <link> from anywhere in the tree as "hoistables" and, for a
 * tree that is not a whole document, emits them first. Splits that leading run off the body.
 */
export function splitHoisted(html: string): { head: string; body: string } {
  const hoistable = /^(?:<title\b[^>]*>[\s\S]*?<\/title>|<(?:meta|link|base)\b[^>]*\/?>)/;
  let rest = html;
  const head: string[] = [];
  for (;;) {
    const match = hoistable.exec(rest);
    if (!match) break;
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join(''), body: rest };
}

export function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export interface PageParts {
  /** The route path rendered; marks #root so the client knows it may hydrate. */
  path: string;
  /** Tags for <head>: the hoisted ones from React plus preload links. */
  head: string;
  /** The app's HTML inside #root. */
  body: string;
  /** The page's language for <html lang> ('en' when not given). */
  lang?: string;
}

/** Fills the built index.html (the SPA shell) with one page. The page's <title> replaces the shell's. */
export function fillShell(shell: string, { path, head, body, lang = 'en' }: PageParts): string {
  if (!/<div id="root">[\s\S]*?<\/div>/.test(shell))
    throw new Error('The shell has no <div id="root">');
  if (!/<html lang="en">/.test(shell)) throw new Error('The shell has no <html lang="en">');
  let html = shell.replace('<html lang="en">', `<html lang="${escapeAttr(lang)}">`);
  if (/<title\b/.test(head)) html = html.replace(/\s*<title\b[^>]*>[\s\S]*?<\/title>/, '');
  html = html.replace('</head>', `${head}\n  </head>`);
  return html.replace(
    /<div id="root">(?:<!--app-html-->)?<\/div>/,
    // A function, so `$` sequences in the page's HTML are not read as replacement patterns.
    () => `<div id="root" data-prerendered-path="${escapeAttr(path)}">${body}</div>`,
  );
}

/**
 * Files a route is written to, first the main one. Both layouts, so clean-URL hosts and
 * `vite preview` (`/pricing` -> `pricing.html`) and directory-index hosts (`/pricing/` ->
 * `pricing/index.html`) all serve the prerendered page. `/` is `index.html` only.
 */
export function outputFilesFor(path: string): string[] {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean === '' ? ['index.html'] : [`${clean}.html`, `${clean}/index.html`];
}

export function modulePreloadLinks(files: readonly string[]): string {
  return files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
}

export function stylesheetLinks(files: readonly string[]): string {
  return files.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('');
}

/** sitemap.xml for the given paths on the site's origin. */
/**
 * One URL of the sitemap: its path and, for a page with a twin in another language, the path of
 * each language (hreflang -> path; 'x-default' included), listed on both twins.
 */
export interface SitemapEntry {
  path: string;
  alternates?: Record<string, string>;
}

export function buildSitemap(
  siteUrl: string,
  entries: readonly SitemapEntry[],
  lastmod: string,
): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const url = (path: string) => (path === '/' ? `${origin}/` : `${origin}${path}`);
  const seen = new Set<string>();
  const urls = entries.flatMap(({ path, alternates }) => {
    if (seen.has(path)) return [];
    seen.add(path);
    const depth = path.replace(/^\/es(?=\/|$)/, '') || '/';
    const priority = depth === '/' ? '1.0' : depth.split('/').length > 2 ? '0.6' : '0.8';
    const links = Object.entries(alternates ?? {}).map(
      ([lang, href]) =>
        `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(url(href))}"/>`,
    );
    return [
      `  <url>\n    <loc>${escapeXml(url(path))}</loc>${links.join('')}\n    <lastmod>${lastmod}</lastmod>\n    <priority>${priority}</priority>\n  </url>`,
    ];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** robots.txt with its Sitemap line pointing at this site's sitemap (added when missing). */
export function withSitemapLine(robots: string, sitemapUrl: string): string {
  const line = `Sitemap: ${sitemapUrl}`;
  if (/^Sitemap:.*$/im.test(robots)) return robots.replace(/^Sitemap:.*$/im, line);
  return `${robots.trimEnd()}\n\n${line}\n`;
}

/**
 * robots.txt with a second Sitemap line for the listings sitemap (the listings-sitemap edge
 * function): listings change without a deploy, so their URLs are served, not built. Replaces an
 * earlier listings line; the site's own sitemap line is left alone.
 */
export function withListingsSitemapLine(robots: string, listingsSitemapUrl: string): string {
  const line = `Sitemap: ${listingsSitemapUrl}`;
  const without = robots.replace(/^Sitemap:.*\/functions\/v1\/listings-sitemap\s*$\n?/gim, '');
  return `${without.trimEnd()}\n${line}\n`;
}

// ---------------------------------------------------------------------------------------------
// Spanish pages: no English left behind
// ---------------------------------------------------------------------------------------------

/** Attributes people read or hear: their values count as text. */
const READ_ATTRIBUTES = /\s(?:alt|aria-label|placeholder|title)="([^"]*)"/g;

/**
 * What a visitor reads or hears on a rendered page body: text between tags (scripts, styles and
 * JSON data left out) and the alt, aria-label, placeholder and title attributes, each trimmed
 * and with its spaces collapsed. Both twins are rendered by the same React, so entities match.
 */
export function visibleTexts(html: string): string[] {
  const withoutCode = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  const attributes = [...withoutCode.matchAll(READ_ATTRIBUTES)].map((m) => m[1]!);
  const textNodes = withoutCode.replace(/<!--[\s\S]*?-->/g, '').split(/<[^>]*>/g);
  return [...textNodes, ...attributes]
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '');
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

/** HTML entities as React writes them (named, decimal, hex) back to characters. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) {
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    }
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** What a person reads of an HTML page or mail, entities decoded. */
export function htmlTexts(html: string): string[] {
  return visibleTexts(html).map(decodeEntities);
}

/**
 * English a Spanish page kept from its English twin (./untranslated.ts): a whole text, a run of
 * its words, or English no Spanish text carries (a law's English name, HUD's slogan first). `same`
 * holds what is rightly the same in both (the company's name and facts, place names, the stored
 * text of listings): a text made only of those (with numbers and punctuation) passes, e.g. a
 * listing's title with its price, or its street, city and ZIP code.
 */
export function untranslatedTexts(
  spanishHtml: string,
  englishHtml: string,
  same: readonly string[],
): string[] {
  return englishLeftIn(htmlTexts(spanishHtml), htmlTexts(englishHtml), same);
}

/** One listing page the prerender writes. */
export interface ListingPageJob {
  id: string;
  locale: string;
  path: string;
  /** Measured by the budgets: every listing page of a language loads the same code, so the first listing's page in each language stands for all. */
  recorded: boolean;
}

/** Every listing's page in each of its languages (`pagesOf`: the server entry's listingPages). */
export function listingPageJobs(
  ids: readonly string[],
  pagesOf: (id: string) => Array<{ locale: string; path: string }>,
): ListingPageJob[] {
  return ids.flatMap((id, index) =>
    pagesOf(id).map(({ locale, path }) => ({ id, locale, path, recorded: index === 0 })),
  );
}
