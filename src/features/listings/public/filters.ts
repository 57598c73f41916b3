/**
 * The search of /properties: every filter and the sort in the URL, so a search can be
 * shared and back/forward step through searches. The database does the filtering (api.ts). The
 * fields, URL parameters and parsing live in _shared/contract/listing-search.ts, which listing alerts use
 * too; this module adds what needs the app's listing type.
 */
import type { Property, ListingType } from '@/lib/database.types';
import type { ListingFilter, ListingSort } from '@contract/listing-search.ts';

export {
  FILTER_PARAM,
  describeSearch,
  isFiltered,
  listingFilters,
  listingSearchParams,
  listingSorts,
  noSearch,
  parseListingFilter,
  parseListingSearch,
  searchFilters,
  searchParamNames,
  searchSummary,
  type ListingFilter,
  type ListingSearch,
  type ListingSearchFilters,
  type ListingSort,
} from '@contract/listing-search.ts';

/** 'For Sale' and 'For Rent' each include listings offered both ways. */
export function matchesListingFilter(type: ListingType, filter: ListingFilter): boolean {
  return filter === 'all' || type === filter || type === 'both';
}

export function filterListings<T extends Pick<Property, 'property_type'>>(
  listings: readonly T[],
  filter: ListingFilter,
): T[] {
  return listings.filter((listing) => matchesListingFilter(listing.property_type, filter));
}

/**
 * The order the database returns for a sort (api.ts: price when asked, then newest first, then
 * id), for a list read without it: the build's prerendered /properties must match what the
 * browser refetches, or the cards would swap places.
 */
export function sortListings<T extends Pick<Property, 'id' | 'price' | 'listing_date'>>(
  listings: readonly T[],
  sort: ListingSort,
): T[] {
  const byPrice = (a: T, b: T) =>
    sort === 'price_asc' ? a.price - b.price : sort === 'price_desc' ? b.price - a.price : 0;
  return [...listings].sort(
    (a, b) =>
      byPrice(a, b) ||
      Date.parse(b.listing_date) - Date.parse(a.listing_date) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
