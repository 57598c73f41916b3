import { describe, expect, it } from 'vitest';
import {
  formatBaths,
  formatBeds,
  formatCityLine,
  formatListingDate,
  formatListingPrice,
  formatSquareFeet,
  typeBadgeText,
} from './display';

describe('listing display', () => {
  it('names each listing type', () => {
    expect(typeBadgeText.sale).toBe('For Sale');
    expect(typeBadgeText.rent).toBe('For Rent');
    expect(typeBadgeText.both).toBe('For Sale/Rent');
  });

  it('prices in whole dollars, per month only for rent-only listings', () => {
    expect(formatListingPrice(2850, 'rent')).toBe('$2,850/mo');
    expect(formatListingPrice(649000, 'sale')).toBe('$649,000');
    expect(formatListingPrice(3200, 'both')).toBe('$3,200');
    expect(formatListingPrice(1999.6, 'rent')).toBe('$2,000/mo');
  });

  it('counts rooms and area', () => {
    expect(formatBeds(1)).toBe('1 bed');
    expect(formatBeds(3)).toBe('3 beds');
    expect(formatBaths(1)).toBe('1 bath');
    expect(formatBaths(2.5)).toBe('2.5 baths');
    expect(formatSquareFeet(1450)).toBe('1,450 sqft');
  });

  it('writes the city line and the listing date', () => {
    expect(formatCityLine('West Covina', 'CA', '91790')).toBe('West Covina, CA 91790');
    expect(formatListingDate('2025-03-15')).toBe('March 15, 2025');
    expect(formatListingDate('2025-03-15T23:30:00Z')).toBe('March 15, 2025');
  });
});
