/**
 * The /properties search through the app's own query builder (features/listings/public/api.ts) and
 * supabase-js against the local backend: every filter and sort is done by the database, as the
 * anonymous visitor sees it (row-level security: active listings only), and one listing for its
 * page: null, not an error, for any listing that is not active. Also: the new columns' CHECK
 * constraints refuse bad rows.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchActiveListing, fetchActiveListings } from '@/features/listings/public/api';
import { noSearch, type ListingSearch } from '@/features/listings/public/filters';
import type { PropertyInsert } from '@/lib/database.types';
import { anonClient, serviceClient } from '../support/backend';

vi.mock('@/lib/supabase', () => ({ getSupabase: () => Promise.resolve(anonClient()) }));

// A city of its own, so seed rows and other tests' rows never count.
const city = `Searchville ${crypto.randomUUID().slice(0, 8)}`;
const base = {
  description: null,
  address: '1 Test St',
  city,
  state: 'CA',
  zip_code: '91750',
  square_feet: 1000,
  images: [],
  status: 'active',
} satisfies Partial<PropertyInsert>;

const rows: PropertyInsert[] = [
  {
    ...base,
    title: 'Cheap cat flat',
    property_type: 'rent',
    price: 1800,
    bedrooms: 1,
    bathrooms: 1,
    cats_allowed: true,
    dogs_allowed: false,
    available_date: '2026-12-01',
    listing_date: '2026-11-01T00:00:00Z',
  },
  {
    ...base,
    title: 'Dog house',
    property_type: 'both',
    price: 3200,
    bedrooms: 3,
    bathrooms: 2,
    dogs_allowed: true,
    available_date: '2027-02-01',
    listing_date: '2026-11-03T00:00:00Z',
  },
  {
    ...base,
    title: 'Family home for sale',
    property_type: 'sale',
    price: 650000,
    bedrooms: 4,
    bathrooms: 2.5,
    listing_date: '2026-11-02T00:00:00Z',
  },
  {
    ...base,
    title: 'Pending rental',
    property_type: 'rent',
    price: 1500,
    bedrooms: 2,
    bathrooms: 1,
    status: 'pending',
    listing_date: '2026-11-04T00:00:00Z',
  },
];

beforeAll(async () => {
  const { error } = await serviceClient().from('properties').insert(rows);
  if (error) throw error;
});

afterAll(async () => {
  await serviceClient().from('properties').delete().eq('city', city);
});

const titles = async (search: Partial<ListingSearch>) =>
  (await fetchActiveListings({ ...noSearch, city, ...search })).map((l) => l.title);

describe('listing search in the database', () => {
  it('finds active listings of one city, newest first, matching the city in any case', async () => {
    expect(await titles({})).toEqual(['Dog house', 'Family home for sale', 'Cheap cat flat']);
    expect(await titles({ city: city.toUpperCase() })).toHaveLength(3);
    expect(await titles({ city: `${city}%` })).toEqual([]);
  });

  it('filters by type (both counts for each), price, beds and baths', async () => {
    expect(await titles({ type: 'rent' })).toEqual(['Dog house', 'Cheap cat flat']);
    expect(await titles({ type: 'sale' })).toEqual(['Dog house', 'Family home for sale']);
    expect(await titles({ minPrice: 2000, maxPrice: 5000 })).toEqual(['Dog house']);
    expect(await titles({ beds: 3 })).toEqual(['Dog house', 'Family home for sale']);
    expect(await titles({ baths: 2.5 })).toEqual(['Family home for sale']);
  });

  it('filters by pets and availability (no date counts as now)', async () => {
    expect(await titles({ cats: true })).toEqual(['Cheap cat flat']);
    expect(await titles({ dogs: true })).toEqual(['Dog house']);
    expect(await titles({ cats: true, dogs: true })).toEqual([]);
    expect(await titles({ availableBy: '2026-12-31' })).toEqual([
      'Family home for sale',
      'Cheap cat flat',
    ]);
  });

  it('sorts by price both ways', async () => {
    expect(await titles({ sort: 'price_asc' })).toEqual([
      'Cheap cat flat',
      'Dog house',
      'Family home for sale',
    ]);
    expect(await titles({ sort: 'price_desc' })).toEqual([
      'Family home for sale',
      'Dog house',
      'Cheap cat flat',
    ]);
  });

  it('returns the rental fields with numbers as numbers', async () => {
    const [flat] = await fetchActiveListings({ ...noSearch, city, cats: true });
    expect(flat).toMatchObject({ cats_allowed: true, available_date: '2026-12-01', price: 1800 });
  });
});

describe('one listing for its page', () => {
  // The page says 'no longer available' for each null (src/pages/PropertyPage.test.tsx); the
  // browser shows it for a sold listing (tests/e2e/properties.spec.ts).
  it('is the active listing, and null for a pending, sold, unknown or malformed id', async () => {
    const { data: sold, error } = await serviceClient()
      .from('properties')
      .insert({ ...rows[2], title: 'Sold house', status: 'sold' })
      .select('id')
      .single();
    if (error) throw error;
    const { data: listed } = await serviceClient()
      .from('properties')
      .select('id, title')
      .eq('city', city)
      .in('title', ['Cheap cat flat', 'Pending rental']);
    const id = (title: string) => listed!.find((row) => row.title === title)!.id;

    expect(await fetchActiveListing(id('Cheap cat flat'))).toMatchObject({
      title: 'Cheap cat flat',
    });
    expect(await fetchActiveListing(id('Pending rental'))).toBeNull();
    expect(await fetchActiveListing(sold.id)).toBeNull();
    expect(await fetchActiveListing(crypto.randomUUID())).toBeNull();
    expect(await fetchActiveListing('not-a-listing')).toBeNull();
  });
});

describe('rental field constraints', () => {
  it.each([
    ['an http tour link', { virtual_tour_url: 'http://tour.example.com' }],
    ['an unknown parking value', { parking: 'moat' }],
    ['a pet fee with no pets allowed', { pet_fee: 100 }],
    ['a malformed fee', { mandatory_fees: [{ label: 'Trash' }] }],
    ['an unknown utility', { utilities_included: ['cable'] }],
    ['a year before 1800', { year_built: 1700 }],
  ])('refuses %s', async (_name, extra) => {
    const { error } = await serviceClient()
      .from('properties')
      .insert({ ...rows[2], ...extra, title: 'Bad row' });
    expect(error?.code).toBe('23514');
  });
});
