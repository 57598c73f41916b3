/**
 * The bookings' row-level security matrix, on the portals' actors (portal-matrix.ts)
 * and run by the deployment check on real Postgres (database.deploy.test.ts).
 *
 * Fixture: two listings of its own (one with a showing calendar, one without), the calendar's
 * window and blackout date, the staff account as a bookable staff member with a feed token, two
 * leads, one booking (far ahead) with its history row, a manage-link token and a queued mail.
 * Staff manage calendars, hours, blackouts and who takes bookings; staff read bookings and their
 * history (written only by the security definer functions); tokens and mail are the service
 * role's. Outcomes as in portal-matrix.ts.
 */
import {
  type ByActor,
  type Outcomes,
  row,
  serviceOnly,
  staffInsert,
  staffOnly,
} from './portal-matrix.ts';

export const bookingTables = [
  'booking_calendars',
  'booking_hours',
  'booking_blackouts',
  'booking_staff',
  'bookings',
  'booking_events',
  'booking_tokens',
  'booking_mail',
] as const;
export type BookingTable = (typeof bookingTables)[number];

const id = (n: number) => `fa000000-0000-4000-8000-${(0x300 + n).toString(16).padStart(12, '0')}`;
/** Fixed fixture ids by label (after the books' range). */
export const K = {
  P: id(1),
  P2: id(2),
  LD: id(3),
  LD2: id(4),
  CAL: id(0x11),
  CAL_NEW: id(0x12),
  HR: id(0x21),
  HR_NEW: id(0x22),
  BO: id(0x31),
  BO_NEW: id(0x32),
  BK: id(0x41),
  BK_NEW: id(0x42),
  EV: id(0x51),
  EV_NEW: id(0x52),
  MM: id(0x61),
  MM_NEW: id(0x62),
  TK: 'd'.repeat(64),
  TK_NEW: 'e'.repeat(64),
} as const;

type Row = Record<string, unknown>;

/** `staff` is the staff actor's account (bookable), `other` another account (added by the insert). */
export function bookingLabels(staff: string, other: string) {
  const labelOf = new Map<string, string>([
    ...Object.entries(K).map(([k, v]) => [v, k] as [string, string]),
    [staff, 'STAFF'],
    [other, 'OTHER'],
  ]);
  return (rows: Row[], columns: string[]): string => {
    const names = rows
      .map((r) => columns.map((c) => labelOf.get(String(r[c])) ?? '?').join('/'))
      .sort();
    return names.length ? names.join(' ') : '-';
  };
}

const listing = (label: 'P' | 'P2') => ({
  id: K[label],
  title: `Booking matrix ${label}`,
  price: 1000,
  address: `${label === 'P' ? 1 : 2} Matrix Way`,
  city: 'Pomona',
  zip_code: '91766',
  bedrooms: 1,
  bathrooms: 1,
  square_feet: 500,
});
const lead = (label: 'LD' | 'LD2') => ({
  id: K[label],
  source: 'lead_dialog',
  full_name: `Booking Matrix ${label}`,
  email: 'booking-matrix@example.com',
  phone: '(909) 555-0142',
  property_address: '12 Elm St, Pomona',
  property_type: 'condo',
  units_owned: '1',
  biggest_frustration: 'Late rent and slow repairs every month.',
  preferred_contact: 'email',
  best_time: 'morning',
});
// Far ahead, so the booking is still "future" whenever the check runs.
const AT = '2031-01-06T18:00:00Z';
const END = '2031-01-06T18:20:00Z';

/** The fixture, table by table in insertion order (properties and leads first). */
export function bookingFixture(staff: string): [string, Row[]][] {
  return [
    ['properties', [listing('P'), listing('P2')]],
    ['leads', [lead('LD'), lead('LD2')]],
    [
      'booking_calendars',
      [{ id: K.CAL, kind: 'showing', listing_id: K.P, slot_minutes: 20, buffer_minutes: 10 }],
    ],
    [
      'booking_hours',
      [{ id: K.HR, calendar_id: K.CAL, weekday: 1, starts: '10:00', ends: '17:00' }],
    ],
    [
      'booking_blackouts',
      [{ id: K.BO, calendar_id: K.CAL, on_date: '2031-01-01', note: 'Fixture' }],
    ],
    [
      'booking_staff',
      [
        {
          user_id: staff,
          feed_token_hash: 'f'.repeat(64),
          feed_created_at: '2026-01-01T00:00:00Z',
        },
      ],
    ],
    [
      'bookings',
      [
        {
          id: K.BK,
          kind: 'showing',
          lead_id: K.LD,
          listing_id: K.P,
          staff_id: staff,
          starts_at: AT,
          ends_at: END,
          blocked_until: '2031-01-06T18:30:00Z',
          location: '1 Matrix Way, Pomona',
        },
      ],
    ],
    [
      'booking_events',
      [
        {
          id: K.EV,
          booking_id: K.BK,
          event: 'booked',
          starts_at: AT,
          ends_at: END,
          actor: 'visitor',
        },
      ],
    ],
    ['booking_tokens', [{ token_hash: K.TK, booking_id: K.BK }]],
    [
      'booking_mail',
      [{ id: K.MM, booking_id: K.BK, template: 'cancelled', starts_at: AT, due_at: AT }],
    ],
  ];
}

/** How each table's statements find the fixture rows, name them, change and add one. */
export function bookingTableSpecs(
  staff: string,
  other: string,
): Record<
  BookingTable,
  { columns: string[]; scope: [string, string[]]; update: Row; insert: Row }
> {
  return {
    booking_calendars: {
      columns: ['id'],
      scope: ['id', [K.CAL, K.CAL_NEW]],
      update: { buffer_minutes: 10 },
      insert: { id: K.CAL_NEW, kind: 'showing', listing_id: K.P2, slot_minutes: 30 },
    },
    booking_hours: {
      columns: ['id'],
      scope: ['id', [K.HR, K.HR_NEW]],
      update: { ends: '17:00' },
      insert: { id: K.HR_NEW, calendar_id: K.CAL, weekday: 0, starts: '10:00', ends: '11:00' },
    },
    booking_blackouts: {
      columns: ['id'],
      scope: ['id', [K.BO, K.BO_NEW]],
      update: { note: 'Changed' },
      insert: { id: K.BO_NEW, calendar_id: K.CAL, on_date: '2031-01-02', note: '' },
    },
    // Only the granted columns: the feed hash is read by nobody but the service role.
    booking_staff: {
      columns: ['user_id'],
      scope: ['user_id', [staff, other]],
      update: { takes_showings: true },
      insert: { user_id: other },
    },
    bookings: {
      columns: ['id'],
      scope: ['id', [K.BK, K.BK_NEW]],
      update: { location: '1 Matrix Way, Pomona' },
      insert: {
        id: K.BK_NEW,
        kind: 'consultation',
        lead_id: K.LD2,
        staff_id: staff,
        starts_at: '2031-01-07T18:00:00Z',
        ends_at: '2031-01-07T18:30:00Z',
        blocked_until: '2031-01-07T18:30:00Z',
      },
    },
    booking_events: {
      columns: ['id'],
      scope: ['id', [K.EV, K.EV_NEW]],
      update: { actor: 'visitor' },
      insert: {
        id: K.EV_NEW,
        booking_id: K.BK,
        event: 'rescheduled',
        starts_at: AT,
        ends_at: END,
        actor: 'staff',
      },
    },
    booking_tokens: {
      columns: ['token_hash'],
      scope: ['token_hash', [K.TK, K.TK_NEW]],
      update: { booking_id: K.BK },
      insert: { token_hash: K.TK_NEW, booking_id: K.BK },
    },
    booking_mail: {
      columns: ['id'],
      scope: ['id', [K.MM, K.MM_NEW]],
      update: { due_at: AT },
      insert: {
        id: K.MM_NEW,
        booking_id: K.BK,
        template: 'rescheduled',
        starts_at: AT,
        due_at: AT,
      },
    },
  };
}

const staffManaged = (rows: string): Outcomes => ({
  select: staffOnly(rows),
  insert: staffInsert,
  update: staffOnly(rows),
  delete: staffOnly(rows),
});
/** Staff read; only the service role (the security definer functions) writes. */
const staffReads = (rows: string): Outcomes => ({
  select: staffOnly(rows),
  insert: row('denied', { service_role: 'ok' }),
  update: row('denied', { service_role: rows }),
  delete: row('denied', { service_role: rows }),
});

export const expectedBookingMatrix: Record<BookingTable, Outcomes> = {
  booking_calendars: staffManaged('CAL'),
  booking_hours: staffManaged('HR'),
  booking_blackouts: staffManaged('BO'),
  booking_staff: staffManaged('STAFF'),
  bookings: staffReads('BK'),
  booking_events: staffReads('EV'),
  booking_tokens: serviceOnly('TK'),
  booking_mail: serviceOnly('MM'),
};

/**
 * The RPCs: staff cancel and set their own feed with their session; the changes, tokens, mail and
 * feed functions are the service role's; nobody but the service role reads a feed hash.
 */
export const expectedBookingRpc: Record<string, ByActor> = {
  staff_cancel_booking: row('denied', { staff: 'ok' }),
  set_booking_feed_token: row('denied', { staff: 'ok' }),
  cancel_booking: row('denied', { service_role: 'ok' }),
  staff_feed_bookings: row('denied', { service_role: 'BK' }),
  booking_for_token: row('denied', { service_role: 'BK' }),
  read_feed_hash: row('denied', { service_role: 'STAFF' }),
};
