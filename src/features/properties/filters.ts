/** The listing-type filter of /properties, kept in the URL as `?type=sale|rent`. */
import type { Property, PropertyType } from '@/lib/database.types';

export const listingFilters = ['all', 'sale', 'rent'] as const;
export type ListingFilter = (typeof listingFilters)[number];

export const listingFilterLabels: Record<ListingFilter, string> = {
  all: 'All Properties',
  sale: 'For Sale',
  rent: 'For Rent',
};

export const FILTER_PARAM = 'type';

/** Reads the filter from the `type` query parameter; anything unknown means 'all'. */
export function parseListingFilter(value: string | null | undefined): ListingFilter {
  return value === 'sale' || value === 'rent' ? value : 'all';
}

/** 'For Sale' and 'For Rent' each include listings offered both ways. */
export function matchesListingFilter(type: PropertyType, filter: ListingFilter): boolean {
  return filter === 'all' || type === filter || type === 'both';
}

export function filterListings<T extends Pick<Property, 'property_type'>>(
  listings: readonly T[],
  filter: ListingFilter,
): T[] {
  return listings.filter((listing) => matchesListingFilter(listing.property_type, filter));
}
