/** The listing-type filter of /properties, kept in the URL as `?type=sale|rent`. */
import type { Property, ListingType } from '@/lib/database.types';

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
export function matchesListingFilter(type: ListingType, filter: ListingFilter): boolean {
  return filter === 'all' || type === filter || type === 'both';
}

export function filterListings<T extends Pick<Property, 'property_type'>>(
  listings: readonly T[],
  filter: ListingFilter,
): T[] {
  return listings.filter((listing) => matchesListingFilter(listing.property_type, filter));
}

// ---------------------------------------------------------------------------------------------
// The whole search of /properties (issue 12): every filter and the sort in the URL, so a search
// can be shared and back/forward step through searches. The database does the filtering (api.ts).
// ---------------------------------------------------------------------------------------------

export const listingSorts = ['newest', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof listingSorts)[number];
export const listingSortLabels: Record<ListingSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

export interface ListingSearch {
  type: ListingFilter;
  city: string;
  minPrice: number | null;
  maxPrice: number | null;
  beds: number | null;
  baths: number | null;
  cats: boolean;
  dogs: boolean;
  /** yyyy-mm-dd: available on or before this date (listings without a date count as now). */
  availableBy: string | null;
  sort: ListingSort;
}

export const noSearch: ListingSearch = {
  type: 'all',
  city: '',
  minPrice: null,
  maxPrice: null,
  beds: null,
  baths: null,
  cats: false,
  dogs: false,
  availableBy: null,
  sort: 'newest',
};

/** URL parameter names, written once. */
export const searchParamNames = {
  type: FILTER_PARAM,
  city: 'city',
  minPrice: 'min',
  maxPrice: 'max',
  beds: 'beds',
  baths: 'baths',
  cats: 'cats',
  dogs: 'dogs',
  availableBy: 'available',
  sort: 'sort',
} as const satisfies Record<keyof ListingSearch, string>;

const CITY_MAX = 100;

function amount(value: string | null, max: number, step = 0.01): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value.replace(/,/g, ''));
  if (!Number.isFinite(n) || n < 0 || n > max) return null;
  return Math.round(n / step) * step;
}

function isDate(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Reads a search from URL parameters; anything unreadable is left out, never an error. */
export function parseListingSearch(params: URLSearchParams): ListingSearch {
  const n = searchParamNames;
  const sort = params.get(n.sort);
  return {
    type: parseListingFilter(params.get(n.type)),
    city: (params.get(n.city) ?? '').trim().slice(0, CITY_MAX),
    minPrice: amount(params.get(n.minPrice), 1e10),
    maxPrice: amount(params.get(n.maxPrice), 1e10),
    beds: amount(params.get(n.beds), 50, 1),
    baths: amount(params.get(n.baths), 50, 0.5),
    cats: params.get(n.cats) === '1',
    dogs: params.get(n.dogs) === '1',
    availableBy: isDate(params.get(n.availableBy)) ? params.get(n.availableBy) : null,
    sort: listingSorts.find((s) => s === sort) ?? 'newest',
  };
}

/** The search as URL parameters, defaults left out (so /properties stays /properties). */
export function listingSearchParams(search: ListingSearch): URLSearchParams {
  const n = searchParamNames;
  const params = new URLSearchParams();
  if (search.type !== 'all') params.set(n.type, search.type);
  if (search.city.trim() !== '') params.set(n.city, search.city.trim());
  if (search.minPrice !== null) params.set(n.minPrice, String(search.minPrice));
  if (search.maxPrice !== null) params.set(n.maxPrice, String(search.maxPrice));
  if (search.beds !== null) params.set(n.beds, String(search.beds));
  if (search.baths !== null) params.set(n.baths, String(search.baths));
  if (search.cats) params.set(n.cats, '1');
  if (search.dogs) params.set(n.dogs, '1');
  if (search.availableBy) params.set(n.availableBy, search.availableBy);
  if (search.sort !== 'newest') params.set(n.sort, search.sort);
  return params;
}

/** True when any filter (not the sort) narrows the list. */
export function isFiltered(search: ListingSearch): boolean {
  return listingSearchParams({ ...search, sort: 'newest' }).size > 0;
}
