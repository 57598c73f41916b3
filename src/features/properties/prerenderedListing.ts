/**
 * The listing a prerendered listing page was built with. The build writes it into the page as
 * JSON (`<script type="application/json" id="listing-data">`) next to the HTML rendered from it,
 * so the browser hydrates with the very same data (no loading state, no layout shift) and then
 * refetches it, since the listing may have changed or closed after the build.
 */
import type { Property } from '@/lib/database.types';

export const LISTING_DATA_ID = 'listing-data';

export interface EmbeddedListing {
  listing: Property;
  /** When the build read it (ms since the epoch). */
  fetchedAt: number;
}

/** The script's text: JSON with `<` escaped, so no value can close the script element. */
export function embeddedListingJson(data: EmbeddedListing): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The embedded listing of this page when it is the listing `id`, else undefined. */
export function readEmbeddedListing(
  id: string,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): EmbeddedListing | undefined {
  const script = doc?.getElementById(LISTING_DATA_ID);
  if (!script?.textContent) return undefined;
  try {
    const data = JSON.parse(script.textContent) as EmbeddedListing;
    return data.listing?.id === id && typeof data.fetchedAt === 'number' ? data : undefined;
  } catch {
    return undefined;
  }
}
