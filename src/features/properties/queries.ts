/** TanStack Query options for listings (cached per session; see src/app/queryClient.ts). */
import { queryOptions } from '@tanstack/react-query';
import type { Property } from '@/lib/database.types';
import { fetchActiveListing, fetchActiveListings } from './api';
import { CARD_PHOTO_SIZES } from './photoSizes';
import { preloadFirstPhoto } from './preloadFirstPhoto';

/** A listings request started before the page rendered, used if it is still fresh. */
let early: { promise: Promise<Property[]>; startedAt: number } | undefined;
const EARLY_MAX_AGE_MS = 10_000;

/**
 * Starts loading the active listings now (in the browser only), so the request overlaps the
 * page's hydration instead of waiting for it. The first query of the page picks it up.
 */
export function startLoadingActiveListings(): void {
  if (typeof window === 'undefined' || early) return;
  const promise = fetchActiveListings();
  promise.then(
    (listings) => preloadFirstPhoto(listings, CARD_PHOTO_SIZES),
    () => {}, // A failure is reported by the query that takes it over.
  );
  early = { promise, startedAt: Date.now() };
}

function activeListings(): Promise<Property[]> {
  const started = early;
  early = undefined;
  if (started && Date.now() - started.startedAt < EARLY_MAX_AGE_MS) return started.promise;
  return fetchActiveListings();
}

export const listingQueries = {
  active: () => queryOptions({ queryKey: ['properties', 'active'], queryFn: activeListings }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['properties', 'active', id],
      queryFn: () => fetchActiveListing(id),
    }),
};
