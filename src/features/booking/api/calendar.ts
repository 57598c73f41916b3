/**
 * What the calendar screens read and write, through the Data API under row-level security
 * (staff only): bookings with their lead and listing, repair visits, the calendars' hours and blackout dates,
 * the bookable staff and the caller's feed token. Database refusals come back as Errors in the
 * office's words (see problems.ts).
 */
import type {
  BookingKind,
  BookingStatus,
  BookingWindow,
  CalendarSettings,
  showingDefaults,
} from '@contract/booking.ts';
import type { MaintenanceCategory, MaintenanceStatus } from '@contract/maintenance.ts';
import { getSupabase } from '@/lib/supabase';
import { calendarProblem } from './problems';

function fail(error: { message: string; code?: string; details?: string | null }): never {
  throw new Error(calendarProblem(error));
}

export interface AgendaBooking {
  id: string;
  kind: BookingKind;
  /** booked or cancelled: holds and expired ones are not read. */
  status: BookingStatus;
  starts_at: string;
  ends_at: string;
  location: string;
  staff_id: string;
  listing_id: string | null;
  lead: { id: string; full_name: string; phone: string | null } | null;
  listing: { title: string } | null;
}

/** Bookings starting between two instants (a little wider than the days shown), earliest first. */
export async function fetchAgenda(fromIso: string, toIso: string): Promise<AgendaBooking[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .select(
      'id, kind, status, starts_at, ends_at, location, staff_id, listing_id, lead:leads(id, full_name, phone), listing:properties(title)',
    )
    .gte('starts_at', fromIso)
    .lt('starts_at', toIso)
    // Holds not (yet) confirmed by their visitor are not the office's appointments.
    .in('status', ['booked', 'cancelled'])
    .order('starts_at')
    .limit(1000);
  if (error) fail(error);
  return data;
}

/** A repair visit in the agenda: a maintenance request's scheduled visit, office-wide. */
export interface AgendaVisit {
  id: string;
  /** scheduled, in progress, completed or closed: the others have no visit to show. */
  status: MaintenanceStatus;
  category: MaintenanceCategory;
  location: string;
  urgent: boolean;
  visit_starts_at: string;
  visit_ends_at: string | null;
  vendor: { name: string; phone: string } | null;
  /** '1520 N Garey Ave, Pomona · Unit A' */
  where: string;
}

/**
 * Repair visits starting between two instants, earliest first: scheduled and under way, and the
 * ones already done (the day's record); cancelled or declined requests have no visit to show.
 */
export async function fetchVisits(fromIso: string, toIso: string): Promise<AgendaVisit[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('maintenance_requests')
    .select(
      'id, status, category, location, urgent, visit_starts_at, visit_ends_at, vendor:vendors(name, phone), leases(home_units(label, managed_homes(street, city)))',
    )
    .gte('visit_starts_at', fromIso)
    .lt('visit_starts_at', toIso)
    .in('status', ['scheduled', 'in_progress', 'completed', 'closed'])
    .order('visit_starts_at')
    .limit(1000);
  if (error) fail(error);
  // The read asks for a visit start (.gte), so none is null; the type can't know it.
  return data.flatMap(({ leases, visit_starts_at, ...visit }) => {
    const unit = leases?.home_units;
    const home = unit?.managed_homes;
    const where = [home ? `${home.street}, ${home.city}` : '', unit?.label ?? '']
      .filter(Boolean)
      .join(' · ');
    return visit_starts_at === null ? [] : [{ ...visit, visit_starts_at, where }];
  });
}

export async function cancelBooking(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('staff_cancel_booking', { p_booking_id: id });
  if (error) fail(error);
}

export async function fetchMyUserId(): Promise<string | null> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id ?? null;
}

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------
export interface CalendarRow {
  id: string;
  kind: BookingKind;
  listing_id: string | null;
  slot_minutes: number;
  buffer_minutes: number;
  hours: { id: string; weekday: number; starts: string; ends: string }[];
  blackouts: { id: string; on_date: string; note: string }[];
}

export interface ListingChoice {
  id: string;
  title: string;
  address: string;
  city: string;
  status: string;
}

export async function fetchCalendars(): Promise<CalendarRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_calendars')
    .select(
      'id, kind, listing_id, slot_minutes, buffer_minutes, hours:booking_hours(id, weekday, starts, ends), blackouts:booking_blackouts(id, on_date, note)',
    );
  if (error) fail(error);
  return data.map((c) => ({
    ...c,
    hours: [...c.hours].sort((a, b) => a.weekday - b.weekday || a.starts.localeCompare(b.starts)),
    blackouts: [...c.blackouts].sort((a, b) => a.on_date.localeCompare(b.on_date)),
  }));
}

export async function fetchListingChoices(): Promise<ListingChoice[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('properties')
    .select('id, title, address, city, status')
    .order('title');
  if (error) fail(error);
  return data;
}

const hhmm = (t: string) => t.slice(0, 5);

/** The windows as the form edits them ('HH:MM'). */
export function windowsOf(calendar: CalendarRow): BookingWindow[] {
  return calendar.hours.map((h) => ({
    weekday: h.weekday,
    starts: hhmm(h.starts),
    ends: hhmm(h.ends),
  }));
}

/**
 * Saves a calendar's length, buffer and windows in one transaction (save_booking_calendar): the
 * windows are replaced as a set, and a refused set leaves the calendar as it was.
 */
export async function saveCalendar(id: string, values: CalendarSettings): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('save_booking_calendar', {
    p_calendar_id: id,
    p_slot_minutes: values.slotMinutes,
    p_buffer_minutes: values.bufferMinutes,
    p_windows: values.windows,
  });
  if (error) fail(error);
}

/** A listing's showing calendar with the office's default hours (showingDefaults). */
export async function createShowingCalendar(
  listingId: string,
  defaults: typeof showingDefaults,
): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_calendars')
    .insert({
      kind: 'showing',
      listing_id: listingId,
      slot_minutes: defaults.slotMinutes,
      buffer_minutes: defaults.bufferMinutes,
    })
    .select('id')
    .single();
  if (error) fail(error);
  const hours = defaults.weekdays.map((weekday) => ({
    calendar_id: data.id,
    weekday,
    starts: defaults.starts,
    ends: defaults.ends,
  }));
  const added = await supabase.from('booking_hours').insert(hours);
  if (added.error) fail(added.error);
}

export async function addBlackout(calendarId: string, onDate: string, note: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('booking_blackouts')
    .insert({ calendar_id: calendarId, on_date: onDate, note });
  if (error) fail(error);
}

export async function removeBlackout(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('booking_blackouts').delete().eq('id', id);
  if (error) fail(error);
}

// ---------------------------------------------------------------------------------------------
// Bookable staff and the feed
// ---------------------------------------------------------------------------------------------
export interface BookableStaff {
  user_id: string;
  takes_consultations: boolean;
  takes_showings: boolean;
  feed_created_at: string | null;
}

export async function fetchBookableStaff(): Promise<BookableStaff[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_staff')
    .select('user_id, takes_consultations, takes_showings, feed_created_at')
    .order('created_at');
  if (error) fail(error);
  return data;
}

export async function addBookableStaff(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('booking_staff').insert({ user_id: userId });
  if (error) fail(error);
}

export async function updateBookableStaff(
  userId: string,
  patch: Partial<Pick<BookableStaff, 'takes_consultations' | 'takes_showings'>>,
): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_staff')
    .update(patch)
    .eq('user_id', userId)
    .select('user_id');
  if (error) fail(error);
  if (data.length === 0)
    throw new Error('Nothing was saved (you may no longer have admin access).');
}

export async function removeBookableStaff(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('booking_staff').delete().eq('user_id', userId);
  if (error) fail(error);
}

/** Stores the feed token's SHA-256 (hex), or revokes the feed with null. */
export async function setFeedToken(hash: string | null): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('set_booking_feed_token', {
    p_token_hash: hash as string,
  });
  if (error) fail(error);
}
