/**
 * The built-in listing extractor: listing fields from listing pages with no AI at all.
 * `extractListing` reads one page; `extractListings` merges several pages field by field.
 */
import { mergePages } from './merge.ts';
import { extractPage } from './page.ts';
import type { PropertyData } from './types.ts';

export type { ListingType, PageExtraction, PropertyData } from './types.ts';
export { emptyPropertyData } from './types.ts';
export { extractPage, readableText } from './page.ts';
export { mergePages, inferListingType } from './merge.ts';
export { mergePropertyData, sanitizePropertyData } from './sanitize.ts';
export { plainText } from './normalize.ts';
export { parseHtml, textContent } from './html.ts';

export interface FetchedPage {
  url: string;
  html: string;
}

export function extractListings(pages: readonly FetchedPage[]): PropertyData {
  return mergePages(pages.map((p) => extractPage(p.html, p.url)));
}

export function extractListing(html: string, url: string): PropertyData {
  return extractListings([{ html, url }]);
}
