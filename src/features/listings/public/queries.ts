/** TanStack Query options for listings (cached per session; see src/app/queryClient.ts). */
import { queryOptions } from '@tanstack/react-query';
import type { Property } from '@/lib/database.types';
import { fetchActiveListing, fetchActiveListings } from './api';
import { listingSearchParams, noSearch, parseListingSearch, type ListingSearch } from './filters';
import { CARD_PHOTO_SIZES } from './photoSizes';
import { preloadFirstPhoto } from './preloadFirstPhoto';
import { readEmbeddedListings } from './prerenderedListing';

/** A listings request started before the page rendered, used if it is still fresh. */
let early: { promise: Promise<Property[]>; startedAt: number; key: string } | undefined;
const EARLY_MAX_AGE_MS = 10_000;

/**
 * Starts loading the active listings now (in the browser only), so the request overlaps the
 * page's hydration instead of waiting for it. The first query of the page picks it up.
 */
export function startLoadingActiveListings(): void {
  if (typeof window === 'undefined' || early) return;
  const search = parseListingSearch(new URLSearchParams(window.location.search));
  // The prerendered page shows the unfiltered list already: it is refetched after hydration,
  // so supabase-js and the request stay out of the way of the first paint and hydration.
  if (listingSearchParams(search).size === 0 && readEmbeddedListings()) return;
  const promise = fetchActiveListings(search);
  promise.then(
    (listings) => preloadFirstPhoto(listings, CARD_PHOTO_SIZES),
    () => {}, // A failure is reported by the query that takes it over.
  );
  early = { promise, startedAt: Date.now(), key: searchKey(search) };
}

const searchKey = (search: ListingSearch) => listingSearchParams(search).toString();

function activeListings(search: ListingSearch): Promise<Property[]> {
  const started = early;
  // Before hydration the page asks for the unfiltered list; the URL's search comes right after.
  if (started && started.key !== searchKey(search)) return fetchActiveListings(search);
  early = undefined;
  if (started && Date.now() - started.startedAt < EARLY_MAX_AGE_MS) return started.promise;
  return fetchActiveListings(search);
}

export const listingQueries = {
  active: (search: ListingSearch = noSearch) =>
    queryOptions({
      queryKey: ['properties', 'active', 'search', searchKey(search)],
      queryFn: () => activeListings(search),
      // Keep the last results on screen while a new search loads.
      placeholderData: (previous) => previous,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['properties', 'active', id],
      queryFn: () => fetchActiveListing(id),
    }),
};
