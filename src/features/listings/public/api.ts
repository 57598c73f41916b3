/**
 * Reading public listings (row-level security lets everyone read `active` rows only). supabase-js
 * stays a dynamic import (getSupabase): route budgets keep it out of the JS loaded up front.
 */
import type { ListingTexts, Property } from '@/lib/database.types';
import { noSearch, type ListingSearch } from './filters';
import { getSupabase } from '@/lib/supabase';

/**
 * The columns anonymous visitors may read and filter (migration 20261125000300). The free text
 * (title, description, address, tour link) is not among them: it comes from `listing_texts`, a
 * scalar result no filter can run a regex over.
 */
export const LISTING_COLUMNS =
  'id, property_type, price, city, state, zip_code, bedrooms, bathrooms, square_feet, status, images, listing_date, created_at, updated_at, available_date, security_deposit, application_fee, lease_term_months, month_to_month, cats_allowed, dogs_allowed, pet_limit, pet_fee, parking, laundry, utilities_included, air_conditioning, appliances, amenities, year_built, hoa_fee, mandatory_fees';

/** Title, description, address and tour link of active listings (all of them, or `ids`). */
async function fetchListingTexts(ids?: string[]): Promise<Map<string, ListingTexts[string]>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('listing_texts', ids ? { listing_ids: ids } : {});
  if (error) throw new Error(error.message);
  return new Map(Object.entries(data ?? {}));
}

type ListingRow = Omit<Property, keyof ListingTexts[string]>;

/** Rows joined to their texts; a row whose texts are missing (unpublished meanwhile) is dropped. */
function withTexts(rows: ListingRow[], texts: Map<string, ListingTexts[string]>): Property[] {
  return rows.flatMap((row) => {
    const text = texts.get(row.id);
    return text ? [{ ...row, ...text }] : [];
  });
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
  if (search.sort !== 'newest')
    query = query.order('price', { ascending: search.sort === 'price_asc' });
  // Then newest first, then id, so equal dates keep one order (filters.ts sortListings).
  query = query.order('listing_date', { ascending: false }).order('id');
  // Both requests go out at once: the texts of every active listing are a few KB.
  const [{ data, error }, texts] = await Promise.all([query, fetchListingTexts()]);
  if (error) throw new Error(error.message);
  return withTexts(data ?? [], texts);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One active listing, or null when it does not exist or is no longer active. */
export async function fetchActiveListing(id: string): Promise<Property | null> {
  if (!UUID.test(id)) return null;
  const supabase = await getSupabase();
  const [{ data, error }, texts] = await Promise.all([
    supabase
      .from('properties')
      .select(LISTING_COLUMNS)
      .eq('id', id)
      .eq('status', 'active')
      .maybeSingle(),
    fetchListingTexts([id]),
  ]);
  if (error) throw new Error(error.message);
  return data ? (withTexts([data], texts)[0] ?? null) : null;
}
