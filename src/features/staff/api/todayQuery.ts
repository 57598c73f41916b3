/**
 * The staff landing page's reads, apart from the app's client so the integration test runs the
 * very queries the page runs. Each list is bounded; the work counts (lib/staffWork.ts) say how
 * many there are in all. Everything is read through row-level security as staff.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppDatabase } from '@/lib/database.types';
import type { BookingKind } from '@contract/booking.ts';
import type { MaintenanceCategory, MaintenanceStatus } from '@contract/maintenance.ts';
import { check } from '@/lib/dataAnswer';

/** Rows per list: the page is a summary, each list links to its full screen. */
export const TODAY_LIST_LIMIT = 10;

export interface TodayBooking {
  id: string;
  kind: BookingKind;
  starts_at: string;
  ends_at: string;
  location: string;
  lead: { id: string; full_name: string; phone: string | null } | null;
  listing: { title: string } | null;
}

export interface TodayRequest {
  id: string;
  created_at: string;
  category: MaintenanceCategory;
  location: string;
  status: MaintenanceStatus;
  urgent: boolean;
  acknowledged_at: string | null;
  visit_starts_at: string | null;
  visit_ends_at: string | null;
  vendor: { name: string } | null;
  /** 'Unit A · 1520 N Garey Ave, Pomona' */
  where: string;
}

export interface TodayLead {
  id: string;
  created_at: string;
  full_name: string;
  source: string;
}

export interface TodayData {
  /** Today's showings and calls still booked, earliest first. */
  bookings: TodayBooking[];
  /** Today's repair visits (scheduled or under way), earliest first. */
  visits: TodayRequest[];
  /** Urgent open requests and requests nobody acknowledged: urgent first, then oldest. */
  attention: TodayRequest[];
  /** Jobs marked done and not closed, oldest first. */
  toCheck: TodayRequest[];
  /** New leads, newest first. */
  newLeads: TodayLead[];
}

const REQUEST_COLUMNS =
  'id, created_at, category, location, status, urgent, acknowledged_at, visit_starts_at, visit_ends_at, vendor:vendors(name), leases(home_units(label, managed_homes(street, city)))';

interface RawRequest extends Omit<TodayRequest, 'where'> {
  leases: {
    home_units: { label: string; managed_homes: { street: string; city: string } | null } | null;
  } | null;
}

function toRequest(raw: RawRequest): TodayRequest {
  const { leases, ...row } = raw;
  const unit = leases?.home_units;
  const home = unit?.managed_homes;
  return {
    ...row,
    where: [home ? `${home.street}, ${home.city}` : '', unit?.label ?? '']
      .filter(Boolean)
      .join(' · '),
  };
}

/** The page's five lists for the office day between two instants, read side by side. */
export async function readToday(
  supabase: SupabaseClient<AppDatabase>,
  { fromIso, toIso }: { fromIso: string; toIso: string },
): Promise<TodayData> {
  const requests = () => supabase.from('maintenance_requests').select(REQUEST_COLUMNS);
  const [bookings, visits, attention, toCheck, newLeads] = await Promise.all([
    supabase
      .from('bookings')
      .select(
        'id, kind, starts_at, ends_at, location, lead:leads(id, full_name, phone), listing:properties(title)',
      )
      .gte('starts_at', fromIso)
      .lt('starts_at', toIso)
      .eq('status', 'booked')
      .order('starts_at')
      .limit(50),
    requests()
      .gte('visit_starts_at', fromIso)
      .lt('visit_starts_at', toIso)
      .in('status', ['scheduled', 'in_progress'])
      .order('visit_starts_at')
      .limit(50),
    requests()
      .or(
        'status.eq.submitted,and(urgent.is.true,status.in.(acknowledged,awaiting_owner_approval,scheduled,in_progress))',
      )
      .order('urgent', { ascending: false })
      .order('created_at')
      .limit(TODAY_LIST_LIMIT),
    requests().eq('status', 'completed').order('created_at').limit(TODAY_LIST_LIMIT),
    supabase
      .from('leads')
      .select('id, created_at, full_name, source')
      .eq('status', 'new')
      .is('archived_at', null)
      .order('created_at', { ascending: false })
      .limit(TODAY_LIST_LIMIT),
  ]);
  return {
    bookings: check(bookings),
    visits: check(visits).map(toRequest),
    attention: check(attention).map(toRequest),
    toCheck: check(toCheck).map(toRequest),
    newLeads: check(newLeads),
  };
}
