/**
 * Reading public listings (row-level security lets everyone read `active` rows only). supabase-js
 * stays a dynamic import (getSupabase): route budgets keep it out of the JS loaded up front.
 */
import type { Property } from '@/lib/database.types';
import { noSearch, type ListingSearch } from './filters';
import { detailNumbers } from '@/config/listingRules';
import { getSupabase } from '@/lib/supabase';

export const LISTING_COLUMNS =
  'id, title, description, property_type, price, address, city, state, zip_code, bedrooms, bathrooms, square_feet, status, images, listing_date, created_at, updated_at, available_date, security_deposit, application_fee, lease_term_months, month_to_month, cats_allowed, dogs_allowed, pet_limit, pet_fee, parking, laundry, utilities_included, air_conditioning, appliances, amenities, year_built, hoa_fee, virtual_tour_url, mandatory_fees';

/**
 * A row as the app uses it. Numeric columns are coerced because some Postgres stacks send
 * `numeric` as a string; the table's CHECK constraints guarantee property_type and status.
 */
export function toListing(row: Record<string, unknown>): Property {
  const listing = row as unknown as Property;
  return {
    ...listing,
    price: Number(listing.price),
    bedrooms: Number(listing.bedrooms),
    bathrooms: Number(listing.bathrooms),
    square_feet: Number(listing.square_feet),
    images: Array.isArray(listing.images) ? listing.images : [],
    ...detailNumbers(listing),
  };
}

/** `ilike` treats % and _ as wildcards and \\ as escape: a city is matched literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Active listings matching a search, filtered and sorted by the database (PostgREST filters;
 * the indexes are in migration 20261124000400). 'For Sale'/'For Rent' include 'both'.
 */
export async function fetchActiveListings(search: ListingSearch = noSearch): Promise<Property[]> {
  const supabase = await getSupabase();
  let query = supabase.from('properties').select(LISTING_COLUMNS).eq('status', 'active');
  if (search.type !== 'all') query = query.in('property_type', [search.type, 'both']);
  if (search.city !== '') query = query.ilike('city', likeLiteral(search.city));
  if (search.minPrice !== null) query = query.gte('price', search.minPrice);
  if (search.maxPrice !== null) query = query.lte('price', search.maxPrice);
  if (search.beds !== null) query = query.gte('bedrooms', search.beds);
  if (search.baths !== null) query = query.gte('bathrooms', search.baths);
  if (search.cats) query = query.eq('cats_allowed', true);
  if (search.dogs) query = query.eq('dogs_allowed', true);
  if (search.availableBy !== null) {
    // No date on the listing means available now.
    query = query.or(`available_date.is.null,available_date.lte.${search.availableBy}`);
  }
  query =
    search.sort === 'newest'
      ? query.order('listing_date', { ascending: false })
      : query.order('price', { ascending: search.sort === 'price_asc' }).order('listing_date', {
          ascending: false,
        });
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  return (data ?? []).map(toListing);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One active listing, or null when it does not exist or is no longer active. */
export async function fetchActiveListing(id: string): Promise<Property | null> {
  if (!UUID.test(id)) return null;
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('properties')
    .select(LISTING_COLUMNS)
    .eq('id', id)
    .eq('status', 'active')
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data ? toListing(data) : null;
}
