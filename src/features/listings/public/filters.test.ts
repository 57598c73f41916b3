import { describe, expect, it } from 'vitest';
import {
  filterListings,
  isFiltered,
  listingSearchParams,
  matchesListingFilter,
  noSearch,
  parseListingFilter,
  parseListingSearch,
  sortListings,
} from './filters';

const listings = [
  { id: 'a', property_type: 'sale' as const },
  { id: 'b', property_type: 'rent' as const },
  { id: 'c', property_type: 'both' as const },
];

describe('listing filter', () => {
  it('shows everything for All Properties', () => {
    expect(filterListings(listings, 'all').map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });

  it('For Sale includes sale and both', () => {
    expect(filterListings(listings, 'sale').map((l) => l.id)).toEqual(['a', 'c']);
  });

  it('For Rent includes rent and both', () => {
    expect(filterListings(listings, 'rent').map((l) => l.id)).toEqual(['b', 'c']);
  });

  it('never matches the other single type', () => {
    expect(matchesListingFilter('sale', 'rent')).toBe(false);
    expect(matchesListingFilter('rent', 'sale')).toBe(false);
    expect(matchesListingFilter('both', 'rent')).toBe(true);
  });

  it('reads the URL parameter, treating anything unknown as all', () => {
    expect(parseListingFilter('sale')).toBe('sale');
    expect(parseListingFilter('rent')).toBe('rent');
    expect(parseListingFilter('both')).toBe('all');
    expect(parseListingFilter('RENT')).toBe('all');
    expect(parseListingFilter(null)).toBe('all');
    expect(parseListingFilter(undefined)).toBe('all');
  });
});

describe('listing search in the URL', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const search = {
      ...noSearch,
      type: 'rent' as const,
      city: 'La Verne',
      minPrice: 1000,
      maxPrice: 3500,
      beds: 2,
      baths: 1.5,
      cats: true,
      dogs: true,
      availableBy: '2026-12-31',
      sort: 'price_desc' as const,
    };
    const params = listingSearchParams(search);
    expect(params.toString()).toBe(
      'type=rent&city=La+Verne&min=1000&max=3500&beds=2&baths=1.5&cats=1&dogs=1&available=2026-12-31&sort=price_desc',
    );
    expect(parseListingSearch(params)).toEqual(search);
    expect(listingSearchParams(noSearch).toString()).toBe('');
    expect(isFiltered(noSearch)).toBe(false);
    expect(isFiltered({ ...noSearch, sort: 'price_asc' })).toBe(false);
    expect(isFiltered({ ...noSearch, dogs: true })).toBe(true);
  });

  it('ignores what it cannot read', () => {
    expect(
      parseListingSearch(
        new URLSearchParams('min=-5&max=abc&beds=99&available=2026-02-30&sort=x&cats=yes'),
      ),
    ).toEqual(noSearch);
  });
});

describe('sortListings (the database order, for the prerendered list)', () => {
  const rows = [
    { id: 'b', price: 2000, listing_date: '2026-11-01T00:00:00+00:00' },
    { id: 'a', price: 3000, listing_date: '2026-11-01T00:00:00+00:00' },
    { id: 'c', price: 1000, listing_date: '2026-11-20T00:00:00+00:00' },
  ];
  it('newest first, then id for equal dates', () => {
    expect(sortListings(rows, 'newest').map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });
  it('by price when asked', () => {
    expect(sortListings(rows, 'price_asc').map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(sortListings(rows, 'price_desc').map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});
