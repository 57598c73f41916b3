/**
 * Booking without a backend: the invitation's ICS, the request parsing of both functions, the
 * pipeline's booking path (slot_taken, the booked confirmation with its .ics and links) and the
 * queue sender's dropping of stale reminders.
 */
import { assert, assertEquals } from '../../../tests/support/deno/test-assert.ts';
import { bookingMessages } from '../_shared/contract/booking.ts';
import { hashAlertToken } from '../_shared/contract/alert-tokens.ts';
import { bookingUid, feedIcs, invitationIcs } from '../_shared/booking/ics.ts';
import {
  factsOf,
  officeChangeMail,
  officeFacts,
  type BookingDetails,
  type BookingFacts,
  type BookingMailRow,
  type MailMessage,
} from '../_shared/booking/mail.ts';
import { sendDueBookingMail } from '../_shared/booking/mail-sender.ts';
import { BookingRefused } from '../_shared/booking/store.ts';
import { MemoryLeadOutbox, MemoryOutbox } from '../../../tests/support/deno/outbox-fake.ts';
import { parseBookingsRequest, parseSlotsQuery, visitFeedEvent } from './handler.ts';
import {
  leadRegistry,
  SHOWING_BOOKED_INTRO,
  type LeadRowInsert,
  type Listing,
  type BookingRequest,
  type StoredLead,
} from '../_shared/leads/registry.ts';
import { officeEmail } from '../_shared/leads/mail.ts';
import {
  leadHandler,
  type LeadDeps,
  type LeadMailFields,
  type LeadStore,
  type LeadWithMail,
} from '../_shared/leads/pipeline.ts';

const parties = {
  organizer: { name: 'Summit', email: 'office@example.com' },
  attendee: { email: 'visitor@example.com' },
};
const event = {
  bookingId: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01',
  sequence: 2,
  start: '2026-11-02T17:00:00Z',
  end: '2026-11-02T17:20:00Z',
  summary: 'Showing: Bungalow',
  description: '1 A St',
  location: '1 A St, Upland, CA 91786',
  cancelled: false,
};

Deno.test(
  'the invitation: REQUEST, UID, SEQUENCE, Pacific DTSTART with its VTIMEZONE, organizer and attendee',
  () => {
    // Unfolded (RFC 5545 folds lines longer than 75 octets).
    const ics = invitationIcs(event, parties, 'https://www.summit.example').replace(/\r\n /g, '');
    assert(ics.includes('METHOD:REQUEST\r\n'));
    assert(ics.includes(`UID:${event.bookingId}@www.summit.example\r\n`));
    assert(ics.includes('SEQUENCE:2\r\n'));
    // 17:00Z after the fall-back is 9:00 AM Pacific; before it, 16:00Z is.
    assert(ics.includes('DTSTART;TZID=America/Los_Angeles:20261102T090000\r\n'));
    assert(ics.includes('DTEND;TZID=America/Los_Angeles:20261102T092000\r\n'));
    assert(ics.includes('BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles'));
    assert(/DTSTAMP:\d{8}T\d{6}Z/.test(ics));
    assert(ics.includes('LOCATION:1 A St\\, Upland\\, CA 91786'));
    assert(ics.includes('ORGANIZER;CN="Summit":mailto:office@example.com'));
    assert(/ATTENDEE;[^\r]*:MAILTO:visitor@example.com/.test(ics));
    const before = invitationIcs(
      { ...event, start: '2026-10-30T16:00:00Z', end: '2026-10-30T16:20:00Z' },
      parties,
      'https://www.summit.example',
    );
    assert(before.includes('DTSTART;TZID=America/Los_Angeles:20261030T090000\r\n'));
  },
);

Deno.test('a cancelled booking: METHOD:CANCEL and STATUS:CANCELLED, same UID', () => {
  const ics = invitationIcs(
    { ...event, cancelled: true, sequence: 3 },
    parties,
    'https://s.example',
  );
  assert(ics.includes('METHOD:CANCEL\r\n'));
  assert(ics.includes('STATUS:CANCELLED\r\n'));
  assert(ics.includes(`UID:${bookingUid(event.bookingId, 'https://s.example')}\r\n`));
});

Deno.test('the staff feed publishes every event, cancelled ones marked', () => {
  const ics = feedIcs(
    [event, { ...event, bookingId: 'b2', cancelled: true }],
    'Bookings',
    'https://s.example',
  );
  assert(ics.includes('METHOD:PUBLISH'));
  assertEquals(ics.match(/BEGIN:VEVENT/g)?.length, 2);
  assertEquals(ics.match(/STATUS:CANCELLED/g)?.length, 1);
});

Deno.test('a repair visit joins the staff feed: what, where, the vendor and the request', () => {
  const visit = {
    request_id: '5eed0800-0000-4000-8000-000000000001',
    status: 'scheduled',
    category: 'plumbing',
    location: 'Kitchen sink',
    starts_at: '2026-12-01T17:00:00Z',
    ends_at: '2026-12-01T19:00:00Z',
    updated_at: '2026-11-28T12:00:00Z',
    address: '1520 N Garey Ave, Pomona',
    unit_label: 'Unit A',
    vendor_name: 'Valley Plumbing & Rooter',
    vendor_phone: '(909) 555-0150',
  };
  const event = visitFeedEvent(visit, 'https://s.example/');
  assertEquals(event.summary, 'Repair visit: Plumbing, Kitchen sink');
  assertEquals(event.location, '1520 N Garey Ave, Pomona, Unit A');
  assertEquals(
    event.description,
    'Vendor: Valley Plumbing & Rooter, (909) 555-0150\nRequest: https://s.example/admin/maintenance/5eed0800-0000-4000-8000-000000000001',
  );
  assertEquals(event.cancelled, false);
  const ics = feedIcs([event], 'Bookings', 'https://s.example');
  assert(ics.includes(`UID:${bookingUid(visit.request_id, 'https://s.example')}\r\n`));
  assert(ics.includes('DTSTART;TZID=America/Los_Angeles:20261201T090000'));
  assertEquals(
    visitFeedEvent({ ...visit, status: 'cancelled' }, 'https://s.example').cancelled,
    true,
  );
});

Deno.test('booking-slots parameters: checked, defaulted and clipped to the coming 14 days', () => {
  const now = new Date('2026-11-02T20:00:00Z');
  const q = (s: string) => parseSlotsQuery(new URLSearchParams(s), now);
  assertEquals(q('kind=consultation'), {
    kind: 'consultation',
    listing: null,
    from: '2026-11-02',
    to: '2026-11-15',
  });
  assertEquals(q('kind=consultation&from=2026-10-01&to=2026-12-31'), {
    kind: 'consultation',
    listing: null,
    from: '2026-11-02',
    to: '2026-11-15',
  });
  assertEquals(q('kind=consultation&from=2026-12-01&to=2026-12-31'), null);
  assertEquals(typeof q('kind=party'), 'string');
  assertEquals(typeof q('kind=showing'), 'string');
  assertEquals(
    typeof q('kind=consultation&listing=0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01'),
    'string',
  );
  assertEquals(typeof q('kind=consultation&from=2026-11-10&to=2026-11-03'), 'string');
  assertEquals(typeof q('kind=consultation&from=11/3/2026'), 'string');
});

Deno.test('bookings requests: the actions and what each needs', () => {
  assertEquals(parseBookingsRequest({ action: 'send' }), { action: 'send' });
  assertEquals(parseBookingsRequest({ action: 'view', token: 't' }), {
    action: 'view',
    token: 't',
  });
  assertEquals(typeof parseBookingsRequest({ action: 'view' }), 'string');
  assertEquals(typeof parseBookingsRequest({ action: 'delete', token: 't' }), 'string');
  assertEquals(
    parseBookingsRequest({ action: 'reschedule', token: 't', slotStart: 'soon' }),
    bookingMessages.slotRequired,
  );
  assertEquals(
    parseBookingsRequest({ action: 'reschedule', token: 't', slotStart: '2026-11-02T17:00:00Z' }),
    {
      action: 'reschedule',
      token: 't',
      slotStart: '2026-11-02T17:00:00Z',
    },
  );
});

// ---------------------------------------------------------------------------------------------
// The pipeline's booking path
// ---------------------------------------------------------------------------------------------

class BookingMemoryStore implements LeadStore {
  rows: LeadWithMail[] = [];
  taken = false;
  tokens: string[] = [];
  takeQuota() {
    return Promise.resolve(0);
  }
  /** The visitor's confirmations are used up for the day. */
  mailCapped = false;
  takeConfirmationQuota() {
    return Promise.resolve(!this.mailCapped);
  }
  listing(): Promise<Listing | null> {
    return Promise.resolve(null);
  }
  findByKey(): Promise<LeadWithMail | null> {
    return Promise.resolve(null);
  }
  insert(): Promise<LeadWithMail | null> {
    throw new Error('a booking never takes the plain insert');
  }
  /** The client hash each booking was bounded by. */
  clients: (string | null)[] = [];
  limited = false;
  book(
    row: LeadRowInsert,
    mail: LeadMailFields,
    _b: BookingRequest,
    client: string | null,
  ): Promise<LeadWithMail> {
    if (this.taken) return Promise.reject(new BookingRefused('slot_taken'));
    if (this.limited) return Promise.reject(new BookingRefused('booking_limit'));
    this.clients.push(client);
    const stored = {
      status: 'new',
      property_id: null,
      property_title: null,
      requested_date: null,
      requested_time: null,
      consent_version: null,
      consent_at: null,
      text_consent: false,
      privacy_request_type: null,
      alert_filters: null,
      plan: null,
      locale: 'en' as const,
      ...row,
      ...mail,
      id: crypto.randomUUID(),
      created_at: '2026-11-01T17:05:00Z',
    } as LeadWithMail;
    this.rows.push(stored);
    this.outbox.queue(stored);
    return Promise.resolve(stored);
  }
  /** A stored lead's owed mails, queued as the database's trigger does. */
  outbox = new MemoryLeadOutbox();
  bookingOf(): Promise<BookingFacts | null> {
    return Promise.resolve({
      id: event.bookingId,
      kind: 'consultation',
      status: 'held',
      holdUntil: '2026-11-01T17:35:00Z',
      start: '2026-11-02T17:00:00Z',
      end: '2026-11-02T17:30:00Z',
      location: '',
      listingTitle: '',
      sequence: 0,
      phone: '909-555-0142',
      staffEmail: 'agent@example.com',
      manageUrl: null,
    });
  }
  issueBookingToken(_id: string, hash: string) {
    this.tokens.push(hash);
    return Promise.resolve(true);
  }
  lead(id: string): Promise<LeadWithMail | null> {
    return Promise.resolve(this.rows.find((r) => r.id === id) ?? null);
  }
}

function consultationRequest() {
  return new Request('http://x/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.9' },
    body: JSON.stringify({
      source: 'consultation',
      values: {
        firstName: 'Sam',
        lastName: 'Nguyen',
        email: 'sam@example.com',
        phone: '909-555-0142',
        slotStart: '2026-11-02T17:00:00Z',
      },
    }),
  });
}

function bookingSetup() {
  const store = new BookingMemoryStore();
  const sent: MailMessage[] = [];
  const deferred: Promise<unknown>[] = [];
  const deps: LeadDeps = {
    store,
    outbox: store.outbox,
    send: (m) => {
      sent.push(m);
      return Promise.resolve();
    },
    notifyEmail: 'office@example.com',
    companyName: 'Summit',
    siteUrl: 'https://summit.example',
    retryDelayMs: 0,
    log: () => {},
    defer: (t) => void deferred.push(t),
  };
  return {
    store,
    sent,
    settled: () => Promise.all(deferred),
    handler: leadHandler({ name: 't', deps: () => deps }),
  };
}

Deno.test(
  'a consultation holds its slot: scheduled, Pacific date and hour, the visitor asked to confirm, the office not yet told',
  async () => {
    const { store, sent, settled, handler } = bookingSetup();
    const res = await handler(consultationRequest());
    assertEquals(res.status, 200);
    await settled();
    assertEquals(store.rows[0]?.status, 'consultation_scheduled');
    assertEquals(store.rows[0]?.requested_date, '2026-11-02');
    assertEquals(store.rows[0]?.requested_time, '9:00 AM');
    // The bound's key is a hash of the address, never the address.
    assertEquals(store.clients, [await hashAlertToken('203.0.113.9')]);
    // The office hears of it once confirmed (booking_mail's office_booked), not of every hold.
    assertEquals(
      sent.filter((m) => m.to === 'office@example.com'),
      [],
    );
    assertEquals(sent.length, 1);
    const confirmation = sent[0]!;
    assertEquals(confirmation.to, 'sam@example.com');
    assert(confirmation.subject.startsWith('Please confirm: Consultation call with Summit'));
    assert(
      confirmation.text.includes(
        'we are holding Monday, November 2 at 9:00 AM (Pacific Time) for you until 9:35 AM.',
      ),
    );
    assert(
      /Confirm appointment: https:\/\/summit\.example\/booking\?token=[A-Za-z0-9_-]{43}/.test(
        confirmation.text,
      ),
    );
    assert(!confirmation.text.includes('Reschedule:'));
    assertEquals(store.tokens.length, 1);
    // No invitation for a time not yet booked.
    assertEquals(confirmation.attachments, undefined);
  },
);

Deno.test(
  'over its booking bounds, or without a confirmation mail left today, a booking answers 429 booking_limit',
  async () => {
    for (const cap of ['limited', 'mailCapped'] as const) {
      const { store, sent, settled, handler } = bookingSetup();
      store[cap] = true;
      const res = await handler(consultationRequest());
      assertEquals(res.status, 429);
      assertEquals(await res.json(), {
        error: 'booking_limit',
        message: bookingMessages.bookingLimit,
      });
      await settled();
      // A hold nobody could confirm is never made.
      assertEquals(store.rows.length, 0);
      assertEquals(sent.length, 0);
    }
  },
);

Deno.test('a slot taken meanwhile answers 409 slot_taken and stores nothing', async () => {
  const { store, sent, settled, handler } = bookingSetup();
  store.taken = true;
  const res = await handler(consultationRequest());
  assertEquals(res.status, 409);
  assertEquals(await res.json(), { error: 'slot_taken', message: bookingMessages.slotTaken });
  await settled();
  assertEquals(store.rows.length, 0);
  assertEquals(sent.length, 0);
});

// ---------------------------------------------------------------------------------------------
// The queue sender
// ---------------------------------------------------------------------------------------------

Deno.test(
  'the sender drops reminders of a moved or cancelled slot and sends the rest',
  async () => {
    const booking: BookingDetails = {
      id: 'b1',
      kind: 'showing',
      lead_id: 'l1',
      listing_id: 'p1',
      staff_id: 's1',
      status: 'booked',
      starts_at: '2026-11-05T18:00:00+00:00',
      ends_at: '2026-11-05T18:20:00+00:00',
      location: '1 A St, Upland, CA 91786',
      sequence: 1,
      full_name: 'Robin Slot',
      email: 'robin@example.com',
      phone: '',
      listing_title: 'Bungalow',
    };
    const row = (id: string, template: string, startsAt: string): BookingMailRow => ({
      id,
      booking_id: 'b1',
      template,
      starts_at: startsAt,
      due_at: startsAt,
    });
    const rows = [
      row('m1', 'reminder_24h', '2026-11-04T18:00:00Z'),
      row('m2', 'reminder_2h', '2026-11-05T18:00:00.000Z'),
      row('m3', 'rescheduled', '2026-11-05T18:00:00Z'),
      row('m4', 'office_rescheduled', '2026-11-05T18:00:00Z'),
    ];
    const outbox = new MemoryOutbox(
      'booking',
      rows.map((r) => r.id),
    );
    const sent: MailMessage[] = [];
    const count = await sendDueBookingMail({
      outbox,
      store: {
        mailRow: (id) => Promise.resolve(rows.find((r) => r.id === id) ?? null),
        details: () => Promise.resolve(booking),
        staffEmail: () => Promise.resolve('agent@example.com'),
        issueToken: () => Promise.resolve(true),
      },
      send: (m) => {
        sent.push(m);
        return Promise.resolve();
      },
      log: () => {},
      siteUrl: 'https://summit.example',
      companyName: 'Summit',
      officeEmail: 'office@example.com',
    });
    assertEquals(count, 3);
    assertEquals(
      outbox.recorded.map((r) => [r.id, r.status]),
      [
        ['m1', 'skipped'],
        ['m2', 'sent'],
        ['m3', 'sent'],
        ['m4', 'sent'],
      ],
    );
    const moved = sent.find((m) => m.subject.startsWith('Moved:'))!;
    assert(moved.attachments?.[0]?.content.includes('SEQUENCE:1'));
    assert(
      sent.some(
        (m) => m.to === 'office@example.com' && m.text.includes('Assigned to: agent@example.com'),
      ),
    );
  },
);

Deno.test(
  'a confirmed booking sends its invitation and the office notice; cancelled, neither',
  async () => {
    const base: BookingDetails = {
      id: 'b2',
      kind: 'consultation',
      lead_id: 'l2',
      listing_id: null,
      staff_id: 's1',
      status: 'booked',
      starts_at: '2026-11-05T18:00:00+00:00',
      ends_at: '2026-11-05T18:30:00+00:00',
      location: '',
      sequence: 0,
      full_name: 'Sam Nguyen',
      email: 'sam@example.com',
      phone: '909-555-0142',
      listing_title: '',
    };
    const run = async (details: BookingDetails) => {
      const rows = ['booked', 'office_booked'].map((template, i) => ({
        id: `m${i}`,
        booking_id: 'b2',
        template,
        starts_at: base.starts_at,
        due_at: base.starts_at,
      }));
      const outbox = new MemoryOutbox(
        'booking',
        rows.map((r) => r.id),
      );
      const sent: MailMessage[] = [];
      await sendDueBookingMail({
        outbox,
        store: {
          mailRow: (id) => Promise.resolve(rows.find((r) => r.id === id) ?? null),
          details: () => Promise.resolve(details),
          staffEmail: () => Promise.resolve('agent@example.com'),
          issueToken: () => Promise.resolve(true),
        },
        send: (m) => {
          sent.push(m);
          return Promise.resolve();
        },
        log: () => {},
        siteUrl: 'https://summit.example',
        companyName: 'Summit',
        officeEmail: 'office@example.com',
      });
      return { recorded: outbox.recorded.map((r) => r.status), sent };
    };
    const booked = await run(base);
    assertEquals(booked.recorded, ['sent', 'sent']);
    const visitor = booked.sent.find((m) => m.to === 'sam@example.com')!;
    assert(visitor.subject.startsWith('Booked: Consultation call with Summit'));
    assertEquals(visitor.attachments?.[0]?.filename, 'invite.ics');
    assert(/Reschedule: https:\/\/summit\.example\/booking\?token=/.test(visitor.text));
    const office = booked.sent.find((m) => m.to === 'office@example.com')!;
    assert(office.subject.startsWith('Consultation booked: Sam Nguyen'));
    const cancelled = await run({ ...base, status: 'cancelled' });
    assertEquals(cancelled.recorded, ['skipped', 'skipped']);
    assertEquals(cancelled.sent, []);
  },
);

Deno.test(
  "the office's mails of a booked showing say it is booked and what to do, never to call and confirm a time",
  async () => {
    const details: BookingDetails = {
      id: 'b3',
      kind: 'showing',
      lead_id: 'l3',
      listing_id: 'p1',
      staff_id: 's1',
      status: 'booked',
      starts_at: '2026-11-05T18:00:00+00:00',
      ends_at: '2026-11-05T18:20:00+00:00',
      location: '1 A St, Upland, CA 91786',
      sequence: 0,
      full_name: 'Robin Slot',
      email: 'robin@example.com',
      phone: '909-555-0177',
      listing_title: 'Bungalow',
      assignee_id: 's1',
    };
    const lead = { id: 'l3', full_name: 'Robin Slot', email: 'robin@example.com', phone: '' };
    const ctx = {
      siteUrl: 'https://summit.example',
      companyName: 'Summit',
      officeEmail: 'office@example.com',
    };
    const emails: Record<string, string> = { s1: 'agent@example.com', s2: 'boss@example.com' };
    const store = { staffEmail: (id: string) => Promise.resolve(emails[id] ?? '') };

    // The queue's notice once the visitor confirmed: booked, and what the office does now.
    const notice = officeChangeMail('office_booked', await officeFacts(store, details), lead, ctx);
    assert(notice.text.includes('the time below is booked, nothing is left to confirm'));
    assert(notice.text.includes('Meet them at the address then'));
    assert(!/24 hours|confirm a time/.test(notice.text));
    assert(notice.text.includes('Assigned to: agent@example.com'));
    // The lead follows its booking's staff member; an admin's other choice is named too.
    assert(!notice.text.includes('Lead assigned to'));
    const reassigned = officeChangeMail(
      'office_booked',
      await officeFacts(store, { ...details, assignee_id: 's2' }),
      lead,
      ctx,
    );
    assert(reassigned.text.includes('Lead assigned to: boss@example.com'));

    // The lead pipeline's office mail of a showing: booked says so; a request asks to confirm.
    const row = {
      source: 'property_showing',
      status: 'showing_scheduled',
      full_name: 'Robin Slot',
      email: 'robin@example.com',
      phone: '909-555-0177',
      property_address: '1 A St, Upland, CA 91786',
      property_type: '',
      units_owned: '',
      has_current_manager: false,
      biggest_frustration: '',
      preferred_contact: 'email',
      best_time: '',
      property_id: 'p1',
      property_title: 'Bungalow',
      requested_date: '2026-11-05',
      requested_time: '10:00 AM',
      locale: 'en',
      id: 'l3',
      created_at: '2026-11-01T17:05:00Z',
    } as unknown as StoredLead;
    const entry = leadRegistry.property_showing;
    const booked = officeEmail(entry, row, {
      ...ctx,
      booking: factsOf(details, 'agent@example.com'),
    });
    assert(booked.text.includes(SHOWING_BOOKED_INTRO));
    assert(!booked.text.includes('within 24 hours'));
    const asked = officeEmail(
      entry,
      { ...row, status: 'new', requested_time: null },
      { ...ctx, booking: null },
    );
    assert(asked.text.includes('Call or email within 24 hours to confirm a time for the showing.'));
  },
);
