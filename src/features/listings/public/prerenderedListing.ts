/**
 * The data a prerendered listing page (one listing) or /properties (every active listing) was
 * built with. The build writes it into the page as JSON (`<script type="application/json"
 * id="listing-data">`, or `id="listings-data"`) next to the HTML rendered from it, so the
 * browser hydrates with the very same data (no loading state, no layout shift) and then
 * refetches it, since listings may have changed or closed after the build.
 */
import type { Property } from '@/lib/database.types';

export const LISTING_DATA_ID = 'listing-data';

export interface EmbeddedListing {
  listing: Property;
  /** When the build read it (ms since the epoch). */
  fetchedAt: number;
}

/** The script's text: JSON with `<` escaped, so no value can close the script element. */
export function embeddedListingJson(data: EmbeddedListing | EmbeddedListings): string {
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

export const LISTINGS_DATA_ID = 'listings-data';

export interface EmbeddedListings {
  /** The unfiltered list in its default order, as `/properties` shows it. */
  listings: Property[];
  /** When the build read them (ms since the epoch). */
  fetchedAt: number;
}

/** The listings /properties was prerendered with, if this page has them. */
export function readEmbeddedListings(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): EmbeddedListings | undefined {
  const script = doc?.getElementById(LISTINGS_DATA_ID);
  if (!script?.textContent) return undefined;
  try {
    const data = JSON.parse(script.textContent) as EmbeddedListings;
    return Array.isArray(data.listings) && typeof data.fetchedAt === 'number' ? data : undefined;
  } catch {
    return undefined;
  }
}
