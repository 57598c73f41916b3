/**
 * A listing of the caller's own with a showing calendar open every day, and bookings on it made
 * through book_lead as the lead pipeline makes them (service role). Each caller gets its own
 * listing, so no two specs fight over a seeded listing's slots; the staff member is whoever the
 * database picks (locally the admin), and a slot another file took meanwhile is skipped.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { bookingBounds } from '../../supabase/functions/_shared/contract/booking.ts';

export interface BookingListing {
  listingId: string;
  calendarId: string;
  title: string;
  address: string;
}

export async function createBookingListing(
  service: SupabaseClient,
  title = `Booking fixture ${randomUUID().slice(0, 8)}`,
): Promise<BookingListing> {
  const address = `${Math.floor(Math.random() * 9000) + 100} Fixture Ln`;
  const { data: listing, error } = await service
    .from('properties')
    .insert({
      title,
      price: 2100,
      address,
      city: 'Pomona',
      zip_code: '91766',
      bedrooms: 2,
      bathrooms: 1,
      square_feet: 900,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const listingId = (listing as { id: string }).id;
  // Replaces the office's default hours every new listing gets.
  const cleared = await service.from('booking_calendars').delete().eq('listing_id', listingId);
  if (cleared.error) throw new Error(cleared.error.message);
  const { data: calendar, error: calError } = await service
    .from('booking_calendars')
    .insert({ kind: 'showing', listing_id: listingId, slot_minutes: 20, buffer_minutes: 0 })
    .select('id')
    .single();
  if (calError) throw new Error(calError.message);
  const calendarId = (calendar as { id: string }).id;
  const { error: hoursError } = await service.from('booking_hours').insert(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      calendar_id: calendarId,
      weekday,
      starts: '00:00',
      ends: '23:40',
    })),
  );
  if (hoursError) throw new Error(hoursError.message);
  return { listingId, calendarId, title, address };
}

const unbounded = {
  perEmailUpcoming: 1_000,
  perClientUpcoming: 1_000,
  keyDayShare: 1,
  heldDayShare: 1,
};

const lead = (fullName: string, source: string) => ({
  source,
  full_name: fullName,
  email: `${fullName.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone: '(909) 555-0142',
  property_address: '12 Elm St, Pomona',
  property_type: 'condo',
  units_owned: '1',
  biggest_frustration: 'Late rent and slow repairs every month.',
  preferred_contact: 'email',
  best_time: 'morning',
});

/**
 * Books the first open slot on `date` (a Pacific date, 'YYYY-MM-DD') at or after `notBefore`
 * (an instant), trying the next one when another file took the staff member meanwhile.
 */
export async function bookOpenSlot(
  service: SupabaseClient,
  options: {
    kind: 'showing' | 'consultation';
    listingId: string | null;
    date: string;
    fullName: string;
    notBefore?: string;
  },
): Promise<{ bookingId: string; leadId: string; startsAt: string; endsAt: string }> {
  const { data: slots, error } = await service.rpc('booking_slots', {
    p_kind: options.kind,
    p_listing: options.listingId,
    p_from: options.date,
    p_to: options.date,
  });
  if (error) throw new Error(error.message);
  const open = (slots as { starts_at: string; ends_at: string }[]).filter(
    (s) => !options.notBefore || Date.parse(s.starts_at) >= Date.parse(options.notBefore),
  );
  // Start somewhere random: parallel files then rarely try the same slot first.
  const from = Math.floor(Math.random() * Math.min(open.length, 20));
  for (const slot of [...open.slice(from), ...open.slice(0, from)]) {
    const { data, error: bookError } = await service.rpc('book_lead', {
      p_lead: lead(options.fullName, 'lead_dialog'),
      p_kind: options.kind,
      p_listing: options.listingId,
      p_starts_at: slot.starts_at,
      p_client: null,
      // A fixture's bookings are the office's test data, not a flood: no share applies.
      p_bounds: { ...bookingBounds, ...unbounded },
    });
    if (bookError) {
      if (bookError.message.includes('slot_taken')) continue;
      throw new Error(bookError.message);
    }
    const row = (data as { lead_id: string; booking_id: string }[])[0]!;
    // Confirmed, as its visitor would from the mail: reminders and the calendar treat it as booked.
    const { error: confirmError } = await service.rpc('confirm_booking', {
      p_booking_id: row.booking_id,
    });
    if (confirmError) throw new Error(confirmError.message);
    return {
      bookingId: row.booking_id,
      leadId: row.lead_id,
      startsAt: slot.starts_at,
      endsAt: slot.ends_at,
    };
  }
  throw new Error(`no open ${options.kind} slot on ${options.date}`);
}
