import { describe, expect, it } from 'vitest';
import { noListingDetails } from '@/config/listingRules';
import type { Property } from '@/lib/database.types';
import { filterProperties, noFilter } from './propertyFilters';

const base: Property = {
  ...noListingDetails,
  id: '1',
  title: 'Craftsman Bungalow',
  description: null,
  property_type: 'sale',
  price: 615000,
  address: '412 Cajon St',
  city: 'Redlands',
  state: 'CA',
  zip_code: '92373',
  bedrooms: 3,
  bathrooms: 2,
  square_feet: 1480,
  status: 'active',
  images: [],
  listing_date: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const list: Property[] = [
  base,
  {
    ...base,
    id: '2',
    title: 'Garden Condo',
    address: '2455 Foothill Blvd #14',
    city: 'La Verne',
    zip_code: '91750',
    status: 'pending',
  },
  {
    ...base,
    id: '3',
    title: 'Studio Loft',
    city: 'Claremont',
    zip_code: '91711',
    status: 'rented',
  },
];
const ids = (p: Property[]) => p.map((x) => x.id);

describe('filterProperties', () => {
  it('keeps everything without a filter, in order', () => {
    expect(ids(filterProperties(list, noFilter))).toEqual(['1', '2', '3']);
  });

  it('filters by status', () => {
    expect(ids(filterProperties(list, { status: 'pending', query: '' }))).toEqual(['2']);
    expect(ids(filterProperties(list, { status: 'sold', query: '' }))).toEqual([]);
  });

  it('searches title, address, city and ZIP, every word, ignoring case', () => {
    expect(ids(filterProperties(list, { status: 'all', query: 'la verne' }))).toEqual(['2']);
    expect(ids(filterProperties(list, { status: 'all', query: '917' }))).toEqual(['2', '3']);
    expect(ids(filterProperties(list, { status: 'all', query: 'CAJON redlands' }))).toEqual(['1']);
    expect(ids(filterProperties(list, { status: 'active', query: 'condo' }))).toEqual([]);
  });
});
