/**
 * The search of /properties (issue 12): every filter and the sort in the URL, so a search can be
 * shared and back/forward step through searches. The database does the filtering (api.ts). The
 * fields, URL parameters and parsing live in _shared/listing-search.ts, which listing alerts use
 * too; this module adds what needs the app's listing type.
 */
import type { Property, ListingType } from '@/lib/database.types';
import type { ListingFilter } from '@shared/listing-search.ts';

export {
  FILTER_PARAM,
  describeSearch,
  isFiltered,
  listingFilterLabels,
  listingFilters,
  listingSearchParams,
  listingSortLabels,
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
} from '@shared/listing-search.ts';

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
