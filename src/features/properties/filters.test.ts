import { describe, expect, it } from 'vitest';
import { filterListings, matchesListingFilter, parseListingFilter } from './filters';

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
