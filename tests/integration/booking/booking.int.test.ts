/**
 * Booking end to end against the local backend, on this file's OWN listings (night-time showing
 * hours nobody else books): a race for one slot, the rules of booking_slots() (DST weeks, notice,
 * horizon, blackouts, inactive listing, buffer) as the contract states them, the confirmation's
 * .ics read by an independent parser (ical.js), the manage link (reschedule, cancel) and the
 * reminders of the mail queue.
 */
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBounds,
  bookingMessages,
  bookingRules,
  officeDateOf,
  showingDefaults,
  toOfficeIso,
} from '../../../supabase/functions/_shared/contract/booking.ts';
import type { Slot } from '../../../supabase/functions/_shared/contract/booking-api.ts';
import {
  adminClient,
  cronHeaders,
  functionsUrl,
  serviceClient,
  testEnv,
  uniqueEmail,
} from '../../support/backend.ts';
import { attachmentText, waitForEmail, type CaughtEmail } from '../../support/mailcatcher.ts';
import { fetchFrom, uniqueAddress } from '../leads-shared.ts';

const service = serviceClient();
const created: string[] = [];
const officeBlackouts: string[] = [];

async function newListing(status = 'active'): Promise<string> {
  const { data, error } = await service
    .from('properties')
    .insert({
      title: `Booking test home ${randomUUID().slice(0, 6)}`,
      description: null,
      address: '12 Slot St',
      city: 'Claremont',
      state: 'CA',
      zip_code: '91711',
      square_feet: 900,
      images: [],
      property_type: 'rent',
      price: 2100,
      bedrooms: 2,
      bathrooms: 1,
      status,
    })
    .select('id')
    .single();
  if (error) throw error;
  const id = (data as { id: string }).id;
  created.push(id);
  return id;
}

/** The listing's showing calendar (replacing a seeded one) with windows on `weekdays`. */
async function showingCalendar(
  listing: string,
  windows: { weekday: number; starts: string; ends: string }[],
  slot = 20,
  buffer = 10,
): Promise<string> {
  await service.from('booking_calendars').delete().eq('listing_id', listing);
  const { data, error } = await service
    .from('booking_calendars')
    .insert({ kind: 'showing', listing_id: listing, slot_minutes: slot, buffer_minutes: buffer })
    .select('id')
    .single();
  if (error) throw error;
  const id = (data as { id: string }).id;
  const hours = await service
    .from('booking_hours')
    .insert(windows.map((w) => ({ calendar_id: id, ...w })));
  if (hours.error) throw hours.error;
  return id;
}

async function slotsAt(listing: string, from: string, to: string, now: string) {
  const { data, error } = await service.rpc('booking_slots', {
    p_kind: 'showing',
    p_listing: listing,
    p_from: from,
    p_to: to,
    p_now: now,
  });
  if (error) throw error;
  return (data as { starts_at: string }[]).map((r) => new Date(r.starts_at).toISOString());
}

async function openSlots(listing: string): Promise<Slot[]> {
  const res = await fetch(`${functionsUrl('booking-slots')}?kind=showing&listing=${listing}`, {
    headers: { apikey: testEnv().anonKey },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { slots: Slot[] }).slots;
}

function book(listing: string, email: string, slotStart: string, address = uniqueAddress()) {
  return fetchFrom(address)(functionsUrl('submit-lead'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: testEnv().anonKey },
    body: JSON.stringify({
      source: 'property_showing',
      values: {
        fullName: 'Robin Slot',
        email,
        phone: '(909) 555-0177',
        preferredContact: 'email',
        bestTime: '',
        preferredDate: '',
        message: '',
        propertyId: listing,
        slotStart,
        company_website: '',
      },
    }),
  });
}

function manage(body: object, extra: Record<string, string> = {}) {
  return fetch(functionsUrl('bookings'), {
    method: 'POST',
    headers: { ...extra, 'Content-Type': 'application/json', apikey: testEnv().anonKey },
    body: JSON.stringify(body),
  });
}

const confirmTokenOf = (mail: CaughtEmail) => {
  const match = /Confirm appointment: \S+\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no confirm link in ${mail.subject}`);
  return match[1];
};

const tokenOf = (mail: CaughtEmail) => {
  const match = /Reschedule: \S+\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no manage link in ${mail.subject}`);
  return match[1];
};

// Every night 00:00-06:00 Pacific: nobody else books then, so the staff are free.
const nights = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  starts: '00:00',
  ends: '06:00',
}));

afterAll(async () => {
  if (officeBlackouts.length)
    await service.from('booking_blackouts').delete().in('id', officeBlackouts);
  if (created.length) await service.from('properties').delete().in('id', created);
});

describe('a new listing', () => {
  it("gets the office's default showing hours on insert, so booking-slots offers its times at once", async () => {
    const listing = await newListing();
    const calendar = await service
      .from('booking_calendars')
      .select('slot_minutes, buffer_minutes, hours:booking_hours(weekday, starts, ends)')
      .eq('listing_id', listing)
      .single();
    expect(calendar.error).toBeNull();
    const row = calendar.data as unknown as {
      slot_minutes: number;
      buffer_minutes: number;
      hours: { weekday: number; starts: string; ends: string }[];
    };
    expect(row.slot_minutes).toBe(showingDefaults.slotMinutes);
    expect(row.buffer_minutes).toBe(showingDefaults.bufferMinutes);
    expect(row.hours.map((h) => h.weekday).sort()).toEqual([...showingDefaults.weekdays]);
    for (const h of row.hours) {
      expect([h.starts.slice(0, 5), h.ends.slice(0, 5)]).toEqual([
        showingDefaults.starts,
        showingDefaults.ends,
      ]);
    }
    const slots = await openSlots(listing);
    expect(slots.length).toBeGreaterThan(0);
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const slot of slots) {
      const parts = Object.fromEntries(
        local.formatToParts(new Date(slot.start)).map((p) => [p.type, p.value]),
      );
      expect(parts.weekday).not.toBe('Sun');
      expect(`${parts.hour}:${parts.minute}` >= showingDefaults.starts).toBe(true);
      expect(`${parts.hour}:${parts.minute}` < showingDefaults.ends).toBe(true);
    }
  });
});

describe('ten visitors race for one showing slot', () => {
  let listing: string;
  beforeAll(async () => {
    listing = await newListing();
    await showingCalendar(listing, nights);
  });

  it('books exactly one; the nine others hear the slot was just taken; it is offered no more', async () => {
    const slots = await openSlots(listing);
    const slot = slots[Math.floor(slots.length / 2)]!;
    const run = randomUUID().slice(0, 6);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book(listing, uniqueEmail(`race${run}-${i}`), slot.start),
      ),
    );
    const bodies = await Promise.all(
      answers.map((r) => r.json() as Promise<Record<string, unknown>>),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const body of bodies.filter((b) => b.error)) {
      expect(body).toEqual({ error: 'slot_taken', message: bookingMessages.slotTaken });
    }
    const leads = await service.from('leads').select('id, status').eq('property_id', listing);
    expect(leads.data).toHaveLength(1);
    expect(leads.data?.[0]?.status).toBe('showing_scheduled');
    const bookings = await service
      .from('bookings')
      .select('id, starts_at')
      .eq('listing_id', listing);
    expect(bookings.data).toHaveLength(1);
    expect(new Date(bookings.data![0]!.starts_at).toISOString()).toBe(
      new Date(slot.start).toISOString(),
    );
    expect((await openSlots(listing)).map((s) => s.start)).not.toContain(slot.start);
    // The contract: ISO-8601 with the office offset of that day.
    expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[78]:00$/);
  });
});

describe('the mailed booking', () => {
  let listing: string;
  beforeAll(async () => {
    listing = await newListing();
    await showingCalendar(listing, nights);
  });

  it('carries an .ics the independent parser reads at the booked instant, and manage links that reschedule and cancel', async () => {
    const slots = await openSlots(listing);
    // Far enough ahead that both reminders are queued.
    const slot = slots.find((s) => Date.parse(s.start) > Date.now() + 3 * 86_400_000)!;
    const email = uniqueEmail('booked');
    const res = await book(listing, email, slot.start);
    expect(res.status).toBe(200);

    // First the hold: the mail asks for the confirmation, carries no invitation, and nothing
    // else is owed yet (no office notice, no reminders).
    const held = await waitForEmail(
      (e) => e.to.some((t) => t.address === email) && /^Please confirm: Showing/.test(e.subject),
      30_000,
    );
    expect(held.text).toMatch(/we are holding .+ for you until \d{1,2}:\d{2}/);
    expect(held.attachments ?? []).toHaveLength(0);
    const heldRow = await service
      .from('bookings')
      .select('id, status, hold_expires_at')
      .eq('listing_id', listing)
      .single();
    expect(heldRow.data?.status).toBe('held');
    const holdMs = Date.parse(heldRow.data!.hold_expires_at!) - Date.now();
    expect(holdMs).toBeGreaterThan(0);
    expect(holdMs).toBeLessThanOrEqual(bookingBounds.holdMinutes * 60_000);
    const queued = await service
      .from('booking_mail')
      .select('id')
      .eq('booking_id', heldRow.data!.id);
    expect(queued.data).toEqual([]);
    const token = confirmTokenOf(held);
    const confirmed = await manage({ action: 'confirm', token });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { booking: { status: string } }).booking.status).toBe(
      'booked',
    );

    const mail = await waitForEmail(
      (e) => e.to.some((t) => t.address === email) && (e.attachments?.length ?? 0) > 0,
      30_000,
    );
    expect(mail.subject).toMatch(/^Booked: Showing/);
    // The office hears it is booked, when, where and with whom (the staff member's address).
    const office = await waitForEmail(
      (e) => e.subject.startsWith('Showing booked:') && (e.text ?? '').includes(email),
    );
    expect(office.text).toMatch(/Where: 12 Slot St/);
    expect(office.text).toMatch(/Assigned to: \S+@\S+/);
    // Booked: the office is told what to do, not to call and confirm a time.
    expect(office.text).toContain('the time below is booked, nothing is left to confirm');
    expect(office.text).not.toMatch(/24 hours|confirm a time/);
    // The lead is assigned to the staff member the booking (and this mail) names.
    const staffOf = await service
      .from('bookings')
      .select('staff_id, leads(assignee_id)')
      .eq('listing_id', listing)
      .single();
    const assigned = staffOf.data as unknown as {
      staff_id: string;
      leads: { assignee_id: string | null };
    };
    expect(assigned.leads.assignee_id).toBe(assigned.staff_id);
    const staffUser = await service.auth.admin.getUserById(assigned.staff_id);
    expect(office.text).toContain(`Assigned to: ${staffUser.data.user!.email}`);
    const ics = await attachmentText(mail, 'invite.ics');
    const vcalendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
    expect(vcalendar.getFirstPropertyValue('method')).toBe('REQUEST');
    ICAL.TimezoneService.register(vcalendar.getFirstSubcomponent('vtimezone')!);
    const vevent = vcalendar.getFirstSubcomponent('vevent')!;
    expect(ics).toMatch(/DTSTART;TZID=America\/Los_Angeles:\d{8}T\d{6}\r\n/);
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(slot.start).toISOString());
    const booking = await service
      .from('bookings')
      .select('id, lead_id, sequence')
      .eq('listing_id', listing)
      .single();
    expect(event.uid).toMatch(new RegExp(`^${booking.data!.id}@[a-z0-9.:-]+$`));
    expect(event.location).toContain('12 Slot St');
    expect(String(vevent.getFirstPropertyValue('organizer'))).toMatch(/^mailto:/i);
    expect(String(vevent.getFirstPropertyValue('attendee')).toLowerCase()).toBe(`mailto:${email}`);

    // A reminder whose time has come is sent by the outbox.
    const reminder = await service
      .from('booking_mail')
      .select('id')
      .eq('booking_id', booking.data!.id)
      .eq('template', 'reminder_24h');
    expect(reminder.data).toHaveLength(1);
    const due = await service
      .from('outbox')
      .update({ next_attempt_at: new Date().toISOString() })
      .eq('kind', 'booking')
      .eq('ref', reminder.data![0]!.id)
      .select('id');
    expect(due.data).toHaveLength(1);
    const sent = await manage({ action: 'send' }, cronHeaders());
    expect(sent.status).toBe(200);
    await waitForEmail(
      (e) => e.to.some((t) => t.address === email) && /^Reminder:/.test(e.subject),
    );

    // The link: view, move to another slot (the old one reopens), then cancel (it reopens too).
    expect(tokenOf(mail)).not.toBe(token);
    const view = await manage({ action: 'view', token });
    expect(view.status).toBe(200);
    expect(((await view.json()) as { booking: { firstName: string } }).booking.firstName).toBe(
      'Robin',
    );
    const moves = (await (await manage({ action: 'slots', token })).json()) as { slots: Slot[] };
    const target = moves.slots.find((s) => s.start !== slot.start)!;
    const moved = await manage({ action: 'reschedule', token, slotStart: target.start });
    expect(moved.status).toBe(200);
    const open = (await openSlots(listing)).map((s) => s.start);
    expect(open).toContain(slot.start);
    expect(open).not.toContain(target.start);
    const movedMail = await waitForEmail(
      (e) => e.to.some((t) => t.address === email) && /^Moved:/.test(e.subject),
    );
    const movedIcs = await attachmentText(movedMail, 'invite.ics');
    expect(movedIcs).toContain(`UID:${booking.data!.id}@`);
    expect(movedIcs).toContain('SEQUENCE:1');

    const cancelled = await manage({ action: 'cancel', token });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { booking: { status: string } }).booking.status).toBe(
      'cancelled',
    );
    expect((await openSlots(listing)).map((s) => s.start)).toContain(target.start);
    const again = await manage({ action: 'view', token });
    expect(again.status).toBe(410);
    // The closed answer says the booking's language, so the page can say it in that language.
    expect(await again.json()).toEqual({
      error: 'booking_closed',
      message: bookingMessages.bookingClosed,
      locale: 'en',
    });
    // The lead and its history stay.
    const lead = await service.from('leads').select('id').eq('id', booking.data!.lead_id);
    expect(lead.data).toHaveLength(1);
    const events = await service
      .from('booking_events')
      .select('event')
      .eq('booking_id', booking.data!.id)
      .order('at');
    expect(events.data?.map((e) => e.event)).toEqual([
      'booked',
      'confirmed',
      'rescheduled',
      'cancelled',
    ]);
    // What the office's inbox reads (an admin's session, the inbox's queries): the booking as it
    // is now, and each change with the slot it took, so the history says "moved from X to Y".
    const admin = await adminClient();
    const now = await admin
      .from('bookings')
      .select('status, starts_at, events:booking_events(event, starts_at, at)')
      .eq('lead_id', booking.data!.lead_id)
      .single();
    expect(now.error).toBeNull();
    const current = now.data as unknown as {
      status: string;
      starts_at: string;
      events: { event: string; starts_at: string; at: string }[];
    };
    expect(current.status).toBe('cancelled');
    expect(new Date(current.starts_at).toISOString()).toBe(new Date(target.start).toISOString());
    const changes = [...current.events]
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
      .map((e) => [e.event, new Date(e.starts_at).toISOString()]);
    const [from, to] = [slot.start, target.start].map((t) => new Date(t).toISOString());
    expect(changes).toEqual([
      ['booked', from],
      ['confirmed', from],
      ['rescheduled', to],
      ['cancelled', to],
    ]);
    const leadNow = await admin
      .from('leads')
      .select('status, assignee_id')
      .eq('id', booking.data!.lead_id)
      .single();
    // Back to the office's queue, still with the staff member who had the showing.
    expect(leadNow.data).toEqual({ status: 'new', assignee_id: assigned.staff_id });
    const cancelMail = await waitForEmail(
      (e) => e.to.some((t) => t.address === email) && /^Cancelled:/.test(e.subject),
    );
    expect(await attachmentText(cancelMail, 'cancel.ics')).toContain('METHOD:CANCEL');
  });

  it('answers an unknown link 404', async () => {
    const res = await manage({ action: 'view', token: 'x'.repeat(43) });
    expect(res.status).toBe(404);
  });
});

describe('a flood of bookings (once one client took every slot)', () => {
  let listing: string;
  beforeAll(async () => {
    listing = await newListing();
    await showingCalendar(listing, nights);
  });

  const heldOn = async (day: string) => {
    const rows = await service
      .from('bookings')
      .select('id, starts_at, status')
      .eq('listing_id', listing)
      .eq('status', 'held');
    return (rows.data ?? []).filter((r) => officeDateOf(r.starts_at) === day);
  };

  it('takes at most its share of a day from each address and all together; a real visitor still books; lapsed holds free their slots', async () => {
    const all = await openSlots(listing);
    const day = officeDateOf(all.at(-1)!.start);
    const daySlots = all.filter((s) => officeDateOf(s.start) === day);
    const capacity = daySlots.length;
    const perKey = Math.max(1, Math.floor(capacity * bookingBounds.keyDayShare));
    const heldCap = Math.max(1, Math.floor(capacity * bookingBounds.heldDayShare));
    expect(heldCap).toBeLessThan(capacity);
    const run = randomUUID().slice(0, 6);

    // Three addresses, each sending 4 bookings with new emails, all at once, for every slot.
    const flooders = [uniqueAddress(), uniqueAddress(), uniqueAddress()];
    const answers = await Promise.all(
      flooders.flatMap((address, a) =>
        [0, 1, 2, 3].map((i) =>
          book(
            listing,
            uniqueEmail(`flood${run}-${a}-${i}`),
            daySlots[(a * 4 + i) % capacity]!.start,
            address,
          ),
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((st) => st === 200).length).toBeLessThanOrEqual(
      flooders.length * perKey,
    );
    expect(statuses.every((st) => st === 200 || st === 429 || st === 409)).toBe(true);
    const refused = (await answers.find((r) => r.status === 429)!.json()) as { error: string };
    expect(refused.error).toBe('booking_limit');

    // A visitor from another address books one of the times still open that day.
    const stillOpen = (await openSlots(listing)).filter((s) => officeDateOf(s.start) === day);
    expect(stillOpen.length).toBeGreaterThanOrEqual(capacity - flooders.length * perKey);
    const real = await book(listing, uniqueEmail(`real${run}`), stillOpen[0]!.start);
    expect(real.status).toBe(200);

    // Many more addresses: unconfirmed holds stop at their share of the day.
    const wide = await Promise.all(
      Array.from({ length: capacity }, (_, i) =>
        book(listing, uniqueEmail(`wide${run}-${i}`), daySlots[i]!.start),
      ),
    );
    expect(wide.some((r) => r.status === 429)).toBe(true);
    expect((await heldOn(day)).length).toBe(heldCap);
    const left = (await openSlots(listing)).filter((s) => officeDateOf(s.start) === day);
    expect(left.length).toBe(capacity - heldCap);

    // One email is one visitor whatever its address: its second time that day is refused.
    const email = uniqueEmail(`same${run}`);
    const days = [...new Set(all.map((s) => officeDateOf(s.start)))];
    const otherDay = days.at(-2)!;
    const [first, second] = all.filter((s) => officeDateOf(s.start) === otherDay);
    expect((await book(listing, email, first!.start)).status).toBe(200);
    expect((await book(listing, email, second!.start)).status).toBe(429);

    // Holds nobody confirmed lapse: their slots are offered again and can be booked.
    const lapsed = await service
      .from('bookings')
      .update({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('listing_id', listing)
      .eq('status', 'held')
      .select('id, starts_at');
    expect(lapsed.data!.length).toBeGreaterThan(heldCap);
    const reopened = (await openSlots(listing)).filter((s) => officeDateOf(s.start) === day);
    expect(reopened.length).toBe(capacity);
    const taken = lapsed.data!.find((r) => officeDateOf(r.starts_at) === day)!;
    const rebook = await book(listing, uniqueEmail(`again${run}`), toOfficeIso(taken.starts_at));
    expect(rebook.status).toBe(200);
    const old = await service.from('bookings').select('status').eq('id', taken.id).single();
    expect(old.data?.status).toBe('expired');
  });
});

describe('moving one booking again and again (40 moves once sent 40 mails)', () => {
  let listing: string;
  beforeAll(async () => {
    listing = await newListing();
    await showingCalendar(listing, nights);
  });

  it('allows the visitor 3 moves, and their mails merge into at most one a window, with the final time', async () => {
    const slots = await openSlots(listing);
    const email = uniqueEmail('mover');
    expect((await book(listing, email, slots[0]!.start)).status).toBe(200);
    const held = await waitForEmail(
      (e) => e.to.some((t) => t.address === email) && /^Please confirm:/.test(e.subject),
      30_000,
    );
    const token = confirmTokenOf(held);
    // Not confirmed yet: it cannot move.
    const early = await manage({ action: 'reschedule', token, slotStart: slots[1]!.start });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: string }).error).toBe('not_confirmed');
    expect((await manage({ action: 'confirm', token })).status).toBe(200);

    const statuses: number[] = [];
    for (let i = 1; i <= bookingRules.visitorMoves + 3; i += 1) {
      const res = await manage({ action: 'reschedule', token, slotStart: slots[i]!.start });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(((await res.json()) as { error: string }).error).toBe('move_limit');
      }
    }
    expect(statuses).toEqual([
      ...Array<number>(bookingRules.visitorMoves).fill(200),
      429,
      429,
      429,
    ]);
    const booking = await service
      .from('bookings')
      .select('id, starts_at')
      .eq('listing_id', listing)
      .single();
    expect(new Date(booking.data!.starts_at).toISOString()).toBe(
      new Date(slots[bookingRules.visitorMoves]!.start).toISOString(),
    );
    for (const template of ['rescheduled', 'office_rescheduled']) {
      const rows = await service
        .from('booking_mail')
        .select('starts_at, created_at')
        .eq('booking_id', booking.data!.id)
        .eq('template', template)
        .order('created_at');
      // The first move's mail goes at once; the later ones fold into one, due a window after it.
      expect(rows.data!.length).toBeGreaterThanOrEqual(1);
      expect(rows.data!.length).toBeLessThanOrEqual(2);
      expect(new Date(rows.data!.at(-1)!.starts_at).toISOString()).toBe(
        new Date(booking.data!.starts_at).toISOString(),
      );
    }
  });
});

describe('booking_slots(): the rules, in Pacific time across DST', () => {
  let listing: string;
  let calendar: string;
  beforeAll(async () => {
    listing = await newListing();
    // Weekdays 9:00-10:00, 20-minute visits and a 10-minute buffer: 9:00 and 9:30.
    calendar = await showingCalendar(
      listing,
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, starts: '09:00', ends: '10:00' })),
    );
  });

  it('the week of 1 November 2026: 9:00 AM is 16:00Z before the fall-back, 17:00Z after', async () => {
    const slots = await slotsAt(listing, '2026-10-30', '2026-11-03', '2026-10-29T00:00:00Z');
    expect(slots).toEqual([
      '2026-10-30T16:00:00.000Z',
      '2026-10-30T16:30:00.000Z',
      '2026-11-02T17:00:00.000Z',
      '2026-11-02T17:30:00.000Z',
      '2026-11-03T17:00:00.000Z',
      '2026-11-03T17:30:00.000Z',
    ]);
  });

  it('the week of 14 March 2027: 17:00Z before the spring-forward, 16:00Z after', async () => {
    const slots = await slotsAt(listing, '2027-03-12', '2027-03-15', '2027-03-11T00:00:00Z');
    expect(slots).toEqual([
      '2027-03-12T17:00:00.000Z',
      '2027-03-12T17:30:00.000Z',
      '2027-03-15T16:00:00.000Z',
      '2027-03-15T16:30:00.000Z',
    ]);
  });

  it("keeps the contract's notice: a slot 2 hours ahead is offered, a second less is not", async () => {
    const start = Date.parse('2026-11-02T17:00:00Z');
    const notice = bookingRules.noticeMinutes * 60_000;
    const at = (ms: number) =>
      slotsAt(listing, '2026-11-02', '2026-11-02', new Date(ms).toISOString());
    expect(await at(start - notice)).toContain('2026-11-02T17:00:00.000Z');
    expect(await at(start - notice + 1000)).not.toContain('2026-11-02T17:00:00.000Z');
  });

  it("keeps the contract's horizon: today and the 13 days after it", async () => {
    // Monday 2 November 2026, 6:00 AM Pacific.
    const slots = await slotsAt(listing, '2026-11-01', '2026-11-30', '2026-11-02T14:00:00Z');
    const days = new Set(slots.map((s) => s.slice(0, 10)));
    expect(bookingRules.horizonDays).toBe(14);
    expect(days.has('2026-11-13')).toBe(true); // day 12
    expect([...days].every((d) => d <= '2026-11-15')).toBe(true); // never day 14 (Monday 16th)
    expect(days.has('2026-11-16')).toBe(false);
  });

  it("offers nothing on the calendar's blackout dates, nor on the office's", async () => {
    const own = await service
      .from('booking_blackouts')
      .insert({ calendar_id: calendar, on_date: '2026-11-03', note: 'test' });
    expect(own.error).toBeNull();
    const office = await service
      .from('booking_calendars')
      .select('id')
      .eq('kind', 'consultation')
      .single();
    const officeDay = await service
      .from('booking_blackouts')
      .insert({ calendar_id: office.data!.id, on_date: '2026-11-04', note: 'booking test' })
      .select('id')
      .single();
    expect(officeDay.error).toBeNull();
    officeBlackouts.push(officeDay.data!.id);
    const days = new Set(
      (await slotsAt(listing, '2026-11-02', '2026-11-05', '2026-11-01T00:00:00Z')).map((s) =>
        s.slice(0, 10),
      ),
    );
    expect([...days].sort()).toEqual(['2026-11-02', '2026-11-05']);
  });

  it('leaves the buffer between visits, and a listing no longer active offers none', async () => {
    // 9:00 + 20 minutes + 10 minutes' buffer: the next visit is 9:30, never 9:20.
    const slots = await slotsAt(listing, '2026-11-02', '2026-11-02', '2026-11-01T00:00:00Z');
    expect(slots).toEqual(['2026-11-02T17:00:00.000Z', '2026-11-02T17:30:00.000Z']);
    const inactive = await newListing('off_market');
    await showingCalendar(inactive, [{ weekday: 1, starts: '09:00', ends: '10:00' }]);
    expect(await slotsAt(inactive, '2026-11-02', '2026-11-02', '2026-11-01T00:00:00Z')).toEqual([]);
  });
});

describe('booking_slots() with every bookable staff member busy', () => {
  const leads: string[] = [];
  afterAll(async () => {
    // The leads' bookings go with them.
    if (leads.length) await service.from('leads').delete().in('id', leads);
  });

  it('offers none of their busy time (a past week, so nobody else is touched)', async () => {
    const listing = await newListing();
    await showingCalendar(listing, [{ weekday: 1, starts: '09:00', ends: '10:00' }]);
    const staff = await service.from('booking_staff').select('user_id').eq('takes_showings', true);
    expect(staff.error).toBeNull();
    for (const { user_id } of staff.data ?? []) {
      const lead = await service
        .from('leads')
        .insert({
          source: 'contact',
          full_name: 'Busy Staff Test',
          email: uniqueEmail('busy'),
          phone: '(909) 555-0142',
          property_address: 'Not provided - general inquiry',
          property_type: 'not specified',
          units_owned: 'not specified',
          has_current_manager: false,
          biggest_frustration: 'Holding a staff member busy for a test.',
          preferred_contact: 'email',
          best_time: 'anytime',
          // No mail owed: this lead only holds a staff member busy.
          mail_pending: [],
          notification_status: 'sent',
        })
        .select('id')
        .single();
      expect(lead.error).toBeNull();
      leads.push(lead.data!.id);
      const busy = await service.from('bookings').insert({
        kind: 'consultation',
        lead_id: lead.data!.id,
        staff_id: user_id,
        starts_at: '2026-11-02T17:00:00Z',
        ends_at: '2026-11-02T17:20:00Z',
        blocked_until: '2026-11-02T17:20:00Z',
      });
      expect(busy.error).toBeNull();
    }
    // 9:00 has nobody left; 9:30 does.
    expect(await slotsAt(listing, '2026-11-02', '2026-11-02', '2026-11-01T00:00:00Z')).toEqual([
      '2026-11-02T17:30:00.000Z',
    ]);
  });
});

describe('booking-slots answers bad parameters 400', () => {
  it.each([
    'kind=party',
    'kind=showing',
    'kind=showing&listing=1',
    'kind=consultation&from=tomorrow',
  ])('%s', async (query) => {
    const res = await fetch(`${functionsUrl('booking-slots')}?${query}`, {
      headers: { apikey: testEnv().anonKey },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_request');
  });
});
