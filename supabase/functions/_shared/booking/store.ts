/**
 * The booking functions' database access: PostgREST with the service role (the RPCs of the
 * bookings migration), and Auth's admin API for a staff member's address. Tokens reach this file
 * already hashed.
 */
import { RestError, RestStore } from '../platform/rest-store.ts';
import { bookingBounds, type BookingKind } from '../contract/booking.ts';
import type { BookingStatus } from '../contract/booking-api.ts';
import type { BookingDetails, BookingMailRow } from './mail.ts';

/** The booking functions' refusals the visitor must hear about (P0001 with the code as message). */
export const bookingRefusals = [
  'slot_taken',
  'booking_closed',
  'booking_limit',
  'move_limit',
  'hold_expired',
] as const;
export type BookingRefusal = (typeof bookingRefusals)[number];

const refusalOf = (message: string) => bookingRefusals.find((code) => code === message);

export class BookingRefused extends Error {
  override name = 'BookingRefused';
  constructor(readonly code: BookingRefusal) {
    super(code);
  }
}

export interface SlotRow {
  starts_at: string;
  ends_at: string;
}

export interface TokenBooking {
  booking_id: string;
  kind: BookingKind;
  listing_id: string | null;
  status: BookingStatus;
  starts_at: string;
  ends_at: string;
  location: string;
  full_name: string;
  listing_title: string;
  /** The lead's language (the manage page shows the booking in it). */
  locale: string;
  /** Until when a held booking keeps its slot. */
  hold_expires_at: string | null;
}

export interface FeedRow {
  booking_id: string;
  kind: BookingKind;
  status: 'booked' | 'cancelled';
  starts_at: string;
  ends_at: string;
  location: string;
  sequence: number;
  updated_at: string;
  full_name: string;
  phone: string;
  email: string;
  lead_id: string;
  listing_title: string;
}

/** A maintenance request's visit in a staff feed (staff_feed_visits). */
export interface FeedVisitRow {
  request_id: string;
  status: string;
  category: string;
  location: string;
  starts_at: string;
  ends_at: string | null;
  updated_at: string;
  address: string;
  unit_label: string | null;
  vendor_name: string | null;
  vendor_phone: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The booking functions' store: the functions' one REST client with the secret key. */
export class RestBookingStore extends RestStore {
  constructor(supabaseUrl: string, secret: string) {
    super({ supabaseUrl, secret });
  }

  /** The booking functions' own refusals (P0001 with the code as message) reach the visitor. */
  protected override async rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
    try {
      return await super.rpc(name, args);
    } catch (error) {
      const refusal = error instanceof RestError ? refusalOf(error.detail) : undefined;
      throw refusal ? new BookingRefused(refusal) : error;
    }
  }

  /**
   * Stores a lead and books its slot in one transaction; the stored lead's id. Throws
   * BookingRefused ('slot_taken', 'booking_limit') and then nothing is stored.
   */
  async bookLead(
    lead: Record<string, unknown>,
    booking: { kind: BookingKind; listing: string | null; startsAt: string },
    client: string | null,
  ): Promise<string | null> {
    const answer = (await this.rpc('book_lead', {
      p_lead: lead,
      p_kind: booking.kind,
      p_listing: booking.listing,
      p_starts_at: booking.startsAt,
      p_client: client,
      p_bounds: bookingBounds,
    })) as Array<{ lead_id: string }> | null;
    return answer?.[0]?.lead_id ?? null;
  }

  async slots(
    kind: BookingKind,
    listing: string | null,
    from: string,
    to: string,
    ignore: string | null = null,
  ): Promise<SlotRow[]> {
    const rows = await this.rpc('booking_slots', {
      p_kind: kind,
      p_listing: listing,
      p_from: from,
      p_to: to,
      p_ignore: ignore,
    });
    return Array.isArray(rows) ? (rows as SlotRow[]) : [];
  }

  async forToken(hash: string): Promise<TokenBooking | null> {
    const rows = await this.rpc('booking_for_token', { p_token_hash: hash });
    return Array.isArray(rows) ? ((rows[0] as TokenBooking | undefined) ?? null) : null;
  }

  async confirm(id: string): Promise<void> {
    await this.rpc('confirm_booking', { p_booking_id: id });
  }

  async cancel(id: string): Promise<void> {
    await this.rpc('cancel_booking', { p_booking_id: id, p_actor: 'visitor' });
  }

  async reschedule(id: string, startsAt: string): Promise<void> {
    await this.rpc('reschedule_booking', {
      p_booking_id: id,
      p_starts_at: startsAt,
      p_actor: 'visitor',
    });
  }

  async issueToken(bookingId: string, hash: string): Promise<boolean> {
    const issued = await this.rpc('issue_booking_token', {
      p_booking_id: bookingId,
      p_token_hash: hash,
    });
    return issued === true;
  }

  async mailRow(id: string): Promise<BookingMailRow | null> {
    return this.one<BookingMailRow>(
      `booking_mail?id=eq.${encodeURIComponent(id)}&select=id,booking_id,template,starts_at,due_at`,
    );
  }

  async feed(hash: string): Promise<FeedRow[]> {
    const rows = await this.rpc('staff_feed_bookings', { p_token_hash: hash });
    return Array.isArray(rows) ? (rows as FeedRow[]) : [];
  }

  /** The office's repair visits for the same feed (nothing for an unknown token). */
  async feedVisits(hash: string): Promise<FeedVisitRow[]> {
    const rows = await this.rpc('staff_feed_visits', { p_token_hash: hash });
    return Array.isArray(rows) ? (rows as FeedVisitRow[]) : [];
  }

  /** A booking by its id or its lead's, with the lead's contact and the listing's title. */
  async details(by: { id: string } | { leadId: string }): Promise<BookingDetails | null> {
    const key = 'id' in by ? `id=eq.${by.id}` : `lead_id=eq.${by.leadId}`;
    if (!UUID.test('id' in by ? by.id : by.leadId)) return null;
    const select =
      'id,kind,lead_id,listing_id,staff_id,status,starts_at,ends_at,location,sequence,hold_expires_at,' +
      'leads(full_name,email,phone,locale,assignee_id),properties(title)';
    const row = await this.one<
      Omit<BookingDetails, 'full_name' | 'email' | 'phone' | 'listing_title'> & {
        leads: {
          full_name: string;
          email: string;
          phone: string;
          locale: string;
          assignee_id: string | null;
        } | null;
        properties: { title: string } | null;
      }
    >(`bookings?select=${select}&${key}&limit=1`);
    if (!row) return null;
    const { leads, properties, ...booking } = row;
    return {
      ...booking,
      full_name: leads?.full_name ?? '',
      email: leads?.email ?? '',
      phone: leads?.phone ?? '',
      locale: leads?.locale ?? 'en',
      assignee_id: leads?.assignee_id ?? null,
      listing_title: properties?.title ?? '',
    };
  }

  /** The staff member's sign-in address (Auth's admin API), or '' when unknown. */
  async staffEmail(userId: string): Promise<string> {
    if (!UUID.test(userId)) return '';
    try {
      const user = (await this.call(`/auth/v1/admin/users/${userId}`)) as {
        email?: string;
      } | null;
      return user?.email ?? '';
    } catch {
      return '';
    }
  }
}
