/**
 * What the managed-homes screens read and write. Row-level security decides (staff only write);
 * these just ask. Homes and leases are saved through the save_managed_home and save_lease RPCs,
 * so a home's units and owners, or a lease's tenants, are written all at once or not at all.
 */
import {
  homeSaveProblem,
  leaseSaveProblem,
  type HomePayload,
  type LeasePayload,
} from '@contract/managed-homes.ts';
import type { DocumentKind, DocumentVisibility, LeaseStatus } from '@contract/portal.ts';
import { SaveError } from '@/lib/saveError';
import { getSupabase } from '@/lib/supabase';

export interface PersonRef {
  id: string;
  full_name: string;
  email: string;
}

export interface Unit {
  id: string;
  label: string;
  bedrooms: number | null;
  bathrooms: number | null;
}

export interface Agreement {
  plan: 'standard' | 'plus';
  billing_term: 'monthly' | 'annual';
  starts_on: string;
  repair_approval_limit_cents: number;
}

export interface Home {
  id: string;
  street: string;
  city: string;
  state: string;
  zip_code: string;
  property_id: string | null;
  agreement: Agreement | null;
  units: Unit[];
  owners: PersonRef[];
  /** Units with an active lease. */
  occupiedUnitIds: string[];
}

export interface Lease {
  id: string;
  unit_id: string;
  home_id: string;
  starts_on: string;
  ends_on: string | null;
  rent_cents: number;
  deposit_cents: number;
  due_day: number;
  late_fee_grace_days: number;
  late_fee_cents: number;
  status: LeaseStatus;
  move_in_on: string | null;
  move_out_on: string | null;
  tenants: PersonRef[];
}

export interface HomeDocument {
  id: string;
  home_id: string;
  unit_id: string | null;
  lease_id: string | null;
  kind: DocumentKind;
  visible_to: DocumentVisibility;
  title: string;
  storage_path: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

export interface ListingRef {
  id: string;
  title: string;
  address: string;
  city: string;
}

export { SaveError };

function fail(error: { message: string }): never {
  throw new Error(error.message);
}

/** Every managed home (or one, by id) with its agreement, units, owners and occupancy. */
export async function fetchHomes(id?: string): Promise<Home[]> {
  const supabase = await getSupabase();
  const byHome = <Q extends { eq: (column: string, value: string) => Q }>(query: Q) =>
    id ? query.eq('home_id', id) : query;
  let homesQuery = supabase
    .from('managed_homes')
    .select('id, street, city, state, zip_code, property_id')
    .order('street');
  if (id) homesQuery = homesQuery.eq('id', id);
  const [homes, agreements, units, owners, leases] = await Promise.all([
    homesQuery,
    byHome(
      supabase
        .from('management_agreements')
        .select('home_id, plan, billing_term, starts_on, repair_approval_limit_cents'),
    ),
    byHome(
      supabase.from('home_units').select('id, home_id, label, bedrooms, bathrooms').order('label'),
    ),
    byHome(supabase.from('home_owners').select('home_id, people(id, full_name, email)')),
    byHome(supabase.from('leases').select('home_id, unit_id').eq('status', 'active')),
  ]);
  for (const answer of [homes, agreements, units, owners, leases]) {
    if (answer.error) fail(answer.error);
  }
  return (homes.data ?? []).map((home) => {
    const agreement = agreements.data?.find((a) => a.home_id === home.id);
    return {
      ...home,
      agreement: agreement
        ? {
            plan: agreement.plan as Agreement['plan'],
            billing_term: agreement.billing_term as Agreement['billing_term'],
            starts_on: agreement.starts_on,
            repair_approval_limit_cents: agreement.repair_approval_limit_cents,
          }
        : null,
      units: (units.data ?? [])
        .filter((u) => u.home_id === home.id)
        .map(({ id: unitId, label, bedrooms, bathrooms }) => ({
          id: unitId,
          label,
          bedrooms,
          bathrooms,
        })),
      owners: (owners.data ?? [])
        .filter((o) => o.home_id === home.id && o.people)
        .map((o) => o.people!)
        .sort((a, b) => a.full_name.localeCompare(b.full_name)),
      occupiedUnitIds: (leases.data ?? [])
        .filter((l) => l.home_id === home.id)
        .map((l) => l.unit_id),
    };
  });
}

export async function fetchHome(id: string): Promise<Home | null> {
  return (await fetchHomes(id))[0] ?? null;
}

// Named one by one: staff, like owners and tenants, have no select grant on placement_fee.
const LEASE_COLUMNS =
  'id, unit_id, home_id, starts_on, ends_on, rent_cents, deposit_cents, due_day, late_fee_grace_days, late_fee_cents, status, move_in_on, move_out_on';

/** The home's leases, newest start first, with their tenants. */
export async function fetchLeases(homeId: string): Promise<Lease[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('leases')
    .select(`${LEASE_COLUMNS}, lease_tenants(people(id, full_name, email))`)
    .eq('home_id', homeId)
    .order('starts_on', { ascending: false });
  if (error) fail(error);
  return (data ?? []).map(({ lease_tenants, ...lease }) => ({
    ...lease,
    status: lease.status as LeaseStatus,
    tenants: lease_tenants.flatMap((t) => (t.people ? [t.people] : [])),
  }));
}

export async function fetchDocuments(homeId: string): Promise<HomeDocument[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('documents')
    .select(
      'id, home_id, unit_id, lease_id, kind, visible_to, title, storage_path, content_type, size_bytes, created_at',
    )
    .eq('home_id', homeId)
    .order('created_at', { ascending: false });
  if (error) fail(error);
  return (data ?? []).map((d) => ({
    ...d,
    kind: d.kind as DocumentKind,
    visible_to: d.visible_to as DocumentVisibility,
  }));
}

/** Everyone the office keeps (owners and tenants alike), by name. */
export async function fetchPeople(): Promise<PersonRef[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('people')
    .select('id, full_name, email')
    .order('full_name');
  if (error) fail(error);
  return data ?? [];
}

/** Public listings a home can be linked to. */
export async function fetchListings(): Promise<ListingRef[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('properties')
    .select('id, title, address, city')
    .order('address');
  if (error) fail(error);
  return data ?? [];
}

export async function saveHome(payload: HomePayload): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('save_managed_home', { payload });
  if (error) throw new SaveError(error, homeSaveProblem(error));
  return data;
}

export async function saveLease(payload: LeasePayload, unitLabel: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('save_lease', { payload });
  if (error) throw new SaveError(error, leaseSaveProblem(error, unitLabel));
  return data;
}
