/**
 * Everything one listing page says about the home, from the most to the least trusted source:
 * JSON-LD, microdata, meta tags (Open Graph / Twitter), then page-text patterns.
 */
import { type ElementNode, findAll, findFirst, parseHtml, textContent } from './html.ts';
import { jsonLdThings } from './jsonld.ts';
import { metaAll, metaFirst, type MetaTags, readMeta, twitterData } from './meta.ts';
import { microdataThings } from './microdata.ts';
import {
  absoluteHttpUrl,
  LIMITS,
  normalizeBathrooms,
  normalizeBedrooms,
  normalizePrice,
  normalizeSquareFeet,
  normalizeState,
  normalizeZip,
  plainText,
} from './normalize.ts';
import { applyRentalText } from './rental.ts';
import { extractFromThings } from './structured.ts';
import {
  findAddress,
  findBathrooms,
  findBedrooms,
  findSquareFeet,
  priceCandidates,
  saleRentSignals,
} from './text.ts';
import { type PageExtraction, Rank, type ScalarField } from './types.ts';

function setField(
  page: PageExtraction,
  field: ScalarField,
  value: string | number | null | undefined,
  rank: Rank,
): void {
  if (value === null || value === undefined || value === '') return;
  const existing = page.fields[field];
  if (!existing || existing.rank < rank) page.fields[field] = { value, rank };
}

/** The document's base URL: `<base href>` when it is http(s), else the page's own URL. */
function baseUrl(doc: ElementNode, pageUrl: string): string {
  const base = findFirst(doc, (el) => el.tag === 'base' && !!el.attrs.href);
  return absoluteHttpUrl(base?.attrs.href, pageUrl) ?? pageUrl;
}

/** "3 Bed House | Example Realty" -> "3 Bed House": drops the site name a title ends with. */
export function cleanTitle(raw: string | undefined, siteName?: string): string | null {
  let title = plainText(raw, 400);
  if (!title) return null;
  const parts = title.split(/\s+[|\u2022\u00b7]\s+/);
  if (parts.length > 1 && (parts[0] ?? '').length >= 8) title = parts[0] as string;
  if (siteName) {
    const suffix = new RegExp(
      `\\s+[-\u2013\u2014:]\\s+${siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
      'i',
    );
    title = title.replace(suffix, '');
  }
  return plainText(title, LIMITS.title);
}

function applyMeta(meta: MetaTags, page: PageExtraction): void {
  const siteName = metaFirst(meta, 'og:site_name');
  setField(
    page,
    'title',
    cleanTitle(metaFirst(meta, 'og:title', 'twitter:title'), siteName),
    Rank.meta,
  );
  setField(
    page,
    'description',
    plainText(
      metaFirst(meta, 'og:description', 'twitter:description', 'description'),
      LIMITS.description,
      true,
    ),
    Rank.meta,
  );
  setField(
    page,
    'address',
    plainText(
      metaFirst(meta, 'og:street-address', 'og:street_address', 'place:street_address'),
      LIMITS.address,
    ),
    Rank.meta,
  );
  setField(
    page,
    'city',
    plainText(metaFirst(meta, 'og:locality', 'place:locality'), LIMITS.city),
    Rank.meta,
  );
  setField(page, 'state', normalizeState(metaFirst(meta, 'og:region', 'place:region')), Rank.meta);
  setField(
    page,
    'zip_code',
    normalizeZip(metaFirst(meta, 'og:postal-code', 'og:postal_code', 'place:postal_code')),
    Rank.meta,
  );

  const metaPrice = normalizePrice(metaFirst(meta, 'product:price:amount', 'og:price:amount'));
  if (metaPrice !== null) page.prices.push({ amount: metaPrice, kind: 'unknown', rank: Rank.meta });

  for (const { label, data } of twitterData(meta)) {
    if (/price|rent/i.test(label)) {
      const amount = normalizePrice(data);
      const monthly = /rent/i.test(label) || /\/\s?mo|month/i.test(data);
      if (amount !== null)
        page.prices.push({ amount, kind: monthly ? 'rent' : 'unknown', rank: Rank.meta });
    } else if (/bed/i.test(label)) {
      setField(page, 'bedrooms', normalizeBedrooms(data), Rank.meta);
    } else if (/bath/i.test(label)) {
      setField(page, 'bathrooms', normalizeBathrooms(data), Rank.meta);
    } else if (/sq|size|area|feet/i.test(label)) {
      setField(page, 'square_feet', normalizeSquareFeet(data), Rank.meta);
    }
  }

  let images = [...metaAll(meta, 'og:image'), ...metaAll(meta, 'og:image:url')];
  if (images.length === 0) images = metaAll(meta, 'og:image:secure_url');
  if (images.length === 0)
    images = [...metaAll(meta, 'twitter:image'), ...metaAll(meta, 'twitter:image:src')];
  addImages(page, images);
}

function addImages(page: PageExtraction, raw: readonly string[]): void {
  for (const candidate of raw) {
    const url = absoluteHttpUrl(candidate, page.url);
    if (url && !page.images.includes(url) && page.images.length < LIMITS.images)
      page.images.push(url);
  }
}

const CHROME_TAGS = new Set(['header', 'nav', 'footer', 'aside', 'form', 'button', 'select']);
const DESCRIPTION_HINT =
  /(^|[\s_-])(description|remarks|about-?this|property-?desc\w*|listing-?desc\w*|overview)([\s_-]|$)/i;
const NOT_A_PHOTO =
  /logo|icon|sprite|avatar|badge|pixel|spacer|placeholder|agent|headshot|\.svg(\?|$)/i;

/** The listing's own text: `<main>`/`<article>` when present, else the body without site chrome. */
function mainText(doc: ElementNode): string {
  const main =
    findFirst(doc, (el) => el.tag === 'main') ??
    findFirst(doc, (el) => el.tag === 'article') ??
    findFirst(doc, (el) => el.tag === 'body') ??
    doc;
  return textContent(main, CHROME_TAGS);
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function hintedDescription(doc: ElementNode): string | null {
  const hinted = findAll(
    doc,
    (el) =>
      ['div', 'section', 'p', 'article'].includes(el.tag) &&
      DESCRIPTION_HINT.test(`${el.attrs.class ?? ''} ${el.attrs.id ?? ''}`),
  );
  for (const el of hinted) {
    const text = plainText(textContent(el, HEADINGS), LIMITS.description, true);
    if (text && text.length >= 40) return text;
  }
  return null;
}

/** The longest real paragraph, for pages with no description anywhere else. */
function longestParagraph(doc: ElementNode): string | null {
  const paragraphs = findAll(doc, (el) => el.tag === 'p')
    .map((p) => plainText(textContent(p), LIMITS.description))
    .filter(
      (t): t is string =>
        !!t && t.length >= 80 && !/©|copyright|all rights reserved|cookie/i.test(t),
    );
  return paragraphs.sort((a, b) => b.length - a.length)[0] ?? null;
}

const GALLERY_HINT = /gallery|photos?\b|carousel|slider|swiper|slideshow|lightbox|media/i;
const IMAGE_FILE = /\.(jpe?g|png|webp|avif|gif)(\?|#|$)/i;

function imgSource(el: ElementNode): string | undefined {
  const a = el.attrs;
  return (
    a['data-src'] ?? a['data-lazy-src'] ?? a['data-original'] ?? a.src ?? a.srcset?.split(/\s+/)[0]
  );
}

function looksLikePhoto(el: ElementNode, src: string): boolean {
  const a = el.attrs;
  const tiny = [a.width, a.height].some((d) => d !== undefined && Number.parseInt(d, 10) < 100);
  return !tiny && !NOT_A_PHOTO.test(`${src} ${a.class ?? ''} ${a.alt ?? ''}`);
}

/**
 * Photos in the page's markup. With `galleryOnly`, only inside gallery-like containers, where a
 * lightbox link to the full-size file is preferred over its thumbnail; else every content image.
 */
function imagesFromMarkup(doc: ElementNode, galleryOnly: boolean): string[] {
  const found: string[] = [];
  const visit = (el: ElementNode, inGallery: boolean) => {
    for (const child of el.children) {
      if (child.type !== 'element' || CHROME_TAGS.has(child.tag)) continue;
      const gallery =
        inGallery || GALLERY_HINT.test(`${child.attrs.class ?? ''} ${child.attrs.id ?? ''}`);
      if (child.tag === 'a' && gallery && child.attrs.href && IMAGE_FILE.test(child.attrs.href)) {
        found.push(child.attrs.href);
        continue;
      }
      if (child.tag === 'img' && (gallery || !galleryOnly)) {
        const src = imgSource(child);
        if (src && looksLikePhoto(child, src)) found.push(src);
      }
      visit(child, gallery);
    }
  };
  visit(findFirst(doc, (el) => el.tag === 'body') ?? doc, false);
  return found;
}

function applyText(doc: ElementNode, meta: MetaTags, page: PageExtraction, today: string): void {
  const titleEl = findFirst(doc, (el) => el.tag === 'title');
  const h1 = findFirst(doc, (el) => el.tag === 'h1');
  const titleText = titleEl ? textContent(titleEl) : '';
  const h1Text = h1 ? textContent(h1) : '';
  const ogTitle = metaFirst(meta, 'og:title', 'twitter:title') ?? '';
  const summary = metaFirst(meta, 'og:description', 'twitter:description', 'description') ?? '';
  const body = mainText(doc);

  const structuredTitle = String(page.fields.title?.value ?? '');
  const structuredDescription = String(page.fields.description?.value ?? '');
  const signals = saleRentSignals([
    titleText,
    h1Text,
    ogTitle,
    summary,
    structuredTitle,
    structuredDescription,
  ]);
  page.sale ||= signals.sale;
  page.rent ||= signals.rent;

  setField(
    page,
    'title',
    plainText(h1Text, LIMITS.title) ?? cleanTitle(titleText, metaFirst(meta, 'og:site_name')),
    Rank.text,
  );

  const addressEls = findAll(doc, (el) => el.tag === 'address').map((el) => textContent(el));
  const address = findAddress([
    ...addressEls,
    h1Text,
    titleText,
    ogTitle,
    structuredTitle,
    ...body.split('\n'),
  ]);
  if (address) {
    setField(page, 'address', address.address, Rank.text);
    setField(page, 'city', address.city, Rank.text);
    setField(page, 'state', address.state, Rank.text);
    setField(page, 'zip_code', address.zip, Rank.text);
  }

  const factTexts = [h1Text, ogTitle, summary, body];
  setField(page, 'bedrooms', findBedrooms(factTexts), Rank.text);
  setField(page, 'bathrooms', findBathrooms(factTexts), Rank.text);
  setField(page, 'square_feet', findSquareFeet(factTexts), Rank.text);

  for (const text of [h1Text, ogTitle, summary, body]) {
    for (const candidate of priceCandidates(text)) {
      page.prices.push({ ...candidate, rank: Rank.text });
      if (candidate.kind === 'rent') page.rent = true;
      if (candidate.kind === 'sale') page.sale = true;
    }
  }

  applyRentalText(page, [summary, body], today, Rank.text);

  setField(page, 'description', longestParagraph(doc), Rank.text);
  // Structured data and og:image usually list every photo; a lone one means the gallery has more.
  if (page.images.length <= 1) addImages(page, imagesFromMarkup(doc, true));
  if (page.images.length === 0) addImages(page, imagesFromMarkup(doc, false));
}

/** Today in UTC as YYYY-MM-DD: what "Available now" means. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

export function extractPage(html: string, pageUrl: string, today = todayUtc()): PageExtraction {
  const doc = parseHtml(html);
  const page: PageExtraction = {
    url: baseUrl(doc, pageUrl),
    fields: {},
    prices: [],
    sale: false,
    rent: false,
    images: [],
    rental: {},
  };
  extractFromThings(jsonLdThings(doc), page, Rank.jsonld);
  extractFromThings(microdataThings(doc), page, Rank.microdata);
  const meta = readMeta(doc);
  // A listing's own remarks block is the real description; og:description is only a teaser.
  setField(page, 'description', hintedDescription(doc), Rank.meta);
  applyMeta(meta, page);
  applyText(doc, meta, page, today);
  page.images = page.images.slice(0, LIMITS.images);
  return page;
}

/** The readable text of a page (titles, summary, main text), for a language model to read. */
export function readableText(html: string, maxChars: number): string {
  const doc = parseHtml(html);
  const meta = readMeta(doc);
  const titleEl = findFirst(doc, (el) => el.tag === 'title');
  const parts = [
    titleEl ? textContent(titleEl) : '',
    metaFirst(meta, 'og:title', 'twitter:title') ?? '',
    metaFirst(meta, 'og:description', 'twitter:description', 'description') ?? '',
    mainText(doc),
  ];
  const text = parts
    .map((p) => p.trim())
    .filter((p, i, all) => p !== '' && all.indexOf(p) === i)
    .join('\n');
  return text.length > maxChars ? text.slice(0, maxChars) : text;
}
