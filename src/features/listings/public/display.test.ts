import { describe, expect, it } from 'vitest';
import { listingsContent as en } from '@/content/listings';
import { listingsContent as es } from '@/content/es/listings';
import {
  formatBaths,
  formatBeds,
  formatCityLine,
  formatListingDate,
  formatListingPrice,
  formatSquareFeet,
} from './display';

describe('listing display', () => {
  it('names each listing type', () => {
    expect(en.typeBadge).toEqual({ sale: 'For Sale', rent: 'For Rent', both: 'For Sale/Rent' });
    expect(es.typeBadge).toEqual({ sale: 'En venta', rent: 'En renta', both: 'En venta o renta' });
  });

  it('prices in whole dollars, per month only for rent-only listings', () => {
    expect(formatListingPrice(2850, 'rent', en)).toBe('$2,850/mo');
    expect(formatListingPrice(649000, 'sale', en)).toBe('$649,000');
    expect(formatListingPrice(3200, 'both', en)).toBe('$3,200');
    expect(formatListingPrice(1999.6, 'rent', en)).toBe('$2,000/mo');
    expect(formatListingPrice(2850, 'rent', es)).toBe('$2,850/mes');
    expect(formatListingPrice(649000, 'sale', es)).toBe('$649,000');
  });

  it('counts rooms and area', () => {
    expect(formatBeds(1, en)).toBe('1 bed');
    expect(formatBeds(3, en)).toBe('3 beds');
    expect(formatBaths(1, en)).toBe('1 bath');
    expect(formatBaths(2.5, en)).toBe('2.5 baths');
    expect(formatSquareFeet(1450, en)).toBe('1,450 sqft');
    expect(formatBeds(1, es)).toBe('1 recámara');
    expect(formatBeds(3, es)).toBe('3 recámaras');
    expect(formatBaths(2.5, es)).toBe('2.5 baños');
    expect(formatSquareFeet(1450, es)).toBe('1,450 pies²');
  });

  it('writes the city line and the listing date', () => {
    expect(formatCityLine('West Covina', 'CA', '91790')).toBe('West Covina, CA 91790');
    expect(formatListingDate('2025-03-15', en)).toBe('March 15, 2025');
    expect(formatListingDate('2025-03-15T23:30:00Z', en)).toBe('March 15, 2025');
    expect(formatListingDate('2025-03-15', es)).toBe('15 de marzo de 2025');
  });
});
