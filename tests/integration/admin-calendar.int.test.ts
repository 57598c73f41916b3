/**
 * The bookings through supabase-js as the seeded accounts: a visitor (anon), a tenant and an owner
 * read no booking, calendar, hours, blackout, bookable staff, history, token or mail row and may
 * call none of the staff RPCs; the admin reads them (never a feed hash, never tokens or mail) and
 * cancels a booking. The table × actor matrix on real Postgres is the deployment check's
 * (supabase/deploy/booking-matrix.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDateOf } from '../../supabase/functions/_shared/contract/booking.ts';
import { adminClient, anonClient, serviceClient } from '../support/backend';
import { bookOpenSlot, createBookingListing, type BookingListing } from '../support/bookingFixture';
import { PORTAL_SEED_PASSWORD, portalSeed } from '../support/portalSeed';

async function signIn(email: string): Promise<SupabaseClient> {
  const c = anonClient();
  const { error } = await c.auth.signInWithPassword({ email, password: PORTAL_SEED_PASSWORD });
  if (error) throw new Error(`${email}: ${error.message}`);
  return c;
}

let admin: SupabaseClient;
let others: Record<'anon' | 'tenant' | 'owner', SupabaseClient>;
let listing: BookingListing;
let booking: Awaited<ReturnType<typeof bookOpenSlot>>;
const tokenHash = createHash('sha256').update(randomBytes(32)).digest('hex');

beforeAll(async () => {
  const service = serviceClient();
  listing = await createBookingListing(service);
  booking = await bookOpenSlot(service, {
    kind: 'showing',
    listingId: listing.listingId,
    // Tomorrow in Pacific time: always more than 2 hours ahead.
    date: addDays(officeDateOf(new Date()), 1),
    fullName: 'Calendar Rls Visitor',
  });
  const { error } = await service.rpc('issue_booking_token', {
    p_booking_id: booking.bookingId,
    p_token_hash: tokenHash,
  });
  if (error) throw new Error(error.message);
  admin = await adminClient();
  others = {
    anon: anonClient(),
    tenant: await signIn(portalSeed.tenant1.email),
    owner: await signIn(portalSeed.owner1.email),
  };
});

/** What a read answers: the rows, or 'denied' when the role has no grant at all. */
async function read(c: SupabaseClient, table: string, column: string, value: string) {
  const { data, error } = await c.from(table).select(column).eq(column, value);
  if (error) {
    expect(error.code).toBe('42501');
    return 'denied';
  }
  return data.length;
}

describe('bookings are the office’s alone', () => {
  it('anon, a tenant and an owner read nothing and call no staff RPC', async () => {
    for (const [who, c] of Object.entries(others)) {
      const reads = {
        bookings: await read(c, 'bookings', 'id', booking.bookingId),
        booking_events: await read(c, 'booking_events', 'booking_id', booking.bookingId),
        booking_calendars: await read(c, 'booking_calendars', 'id', listing.calendarId),
        booking_hours: await read(c, 'booking_hours', 'calendar_id', listing.calendarId),
        booking_blackouts: await read(c, 'booking_blackouts', 'calendar_id', listing.calendarId),
        booking_staff: await read(c, 'booking_staff', 'takes_showings', 'true'),
        booking_tokens: await read(c, 'booking_tokens', 'token_hash', tokenHash),
        booking_mail: await read(c, 'booking_mail', 'booking_id', booking.bookingId),
      };
      for (const [table, outcome] of Object.entries(reads)) {
        expect([0, 'denied'], `${who} ${table}`).toContain(outcome);
      }
      expect(reads.booking_tokens, who).toBe('denied');
      expect(reads.booking_mail, who).toBe('denied');

      const cancel = await c.rpc('staff_cancel_booking', { p_booking_id: booking.bookingId });
      expect(cancel.error?.code, who).toBe('42501');
      const feed = await c.rpc('set_booking_feed_token', { p_token_hash: 'a'.repeat(64) });
      expect(feed.error?.code, who).toBe('42501');
      const hours = await c
        .from('booking_hours')
        .insert({ calendar_id: listing.calendarId, weekday: 0, starts: '23:45', ends: '23:50' });
      expect(hours.error, who).not.toBeNull();
    }
  });

  it('the admin reads the booking with its lead and calendar, never a feed hash, tokens or mail', async () => {
    const { data, error } = await admin
      .from('bookings')
      .select('id, status, staff_id, lead:leads(full_name)')
      .eq('id', booking.bookingId)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'booked', lead: { full_name: 'Calendar Rls Visitor' } });
    expect(await read(admin, 'booking_calendars', 'id', listing.calendarId)).toBe(1);
    expect(await read(admin, 'booking_hours', 'calendar_id', listing.calendarId)).toBe(7);
    expect(await read(admin, 'booking_events', 'booking_id', booking.bookingId)).toBe(2); // booked (held), confirmed
    expect(await read(admin, 'booking_tokens', 'token_hash', tokenHash)).toBe('denied');
    expect(await read(admin, 'booking_mail', 'booking_id', booking.bookingId)).toBe('denied');
    const hash = await admin.from('booking_staff').select('feed_token_hash').limit(1);
    expect(hash.error?.code).toBe('42501');
    // Bookings are written only through the functions.
    const write = await admin
      .from('bookings')
      .update({ location: 'elsewhere' })
      .eq('id', booking.bookingId);
    expect(write.error?.code).toBe('42501');
  });

  it('the admin cancels the booking', async () => {
    const { data, error } = await admin.rpc('staff_cancel_booking', {
      p_booking_id: booking.bookingId,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: booking.bookingId, status: 'cancelled' });
  });
});
