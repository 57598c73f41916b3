import { describe, expect, it } from 'vitest';
import { feedUrl, newFeedToken, sha256Hex, webcalUrl } from './feed';
import { agendaDays, agendaFromSearch, dayEntries, queryRange, shiftDate } from './agenda';
import type { AgendaBooking, AgendaVisit } from '../api/calendar';

describe('the feed token', () => {
  it('is 64 hex characters, new every time; only its SHA-256 hex is stored', async () => {
    const token = newFeedToken();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(newFeedToken()).not.toBe(token);
    // The known vector of SHA-256('abc').
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('makes the bookings function URL and its webcal:// twin', () => {
    const url = feedUrl('f'.repeat(64), 'https://abc.supabase.co/');
    expect(url).toBe(`https://abc.supabase.co/functions/v1/bookings?feed=${'f'.repeat(64)}`);
    expect(webcalUrl(url)).toBe(
      `webcal://abc.supabase.co/functions/v1/bookings?feed=${'f'.repeat(64)}`,
    );
  });
});

describe('the agenda’s days', () => {
  // Sunday 1 November 2026, 00:30 Pacific (PDT), 07:30 UTC: still Sunday in Pacific time.
  const now = new Date('2026-11-01T07:30:00Z');

  it('defaults to the office’s today and a day view', () => {
    expect(agendaFromSearch(new URLSearchParams(), now)).toEqual({
      view: 'day',
      date: '2026-11-01',
      mine: false,
      listing: '',
    });
    expect(agendaFromSearch(new URLSearchParams('date=nonsense&view=week'), now).date).toBe(
      '2026-11-01',
    );
  });

  it('weeks run Monday to Sunday, across the DST change, and move by seven days', () => {
    const state = { view: 'week' as const, date: '2026-11-01' };
    expect(agendaDays(state)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(shiftDate(state, 1)).toBe('2026-11-08');
    expect(shiftDate({ view: 'day', date: '2027-03-14' }, -1)).toBe('2027-03-13');
    expect(queryRange(['2027-03-14'])).toEqual({
      fromIso: '2027-03-13T00:00:00Z',
      toIso: '2027-03-16T00:00:00Z',
    });
  });
});

describe('a day of the agenda', () => {
  const showing = {
    id: 'b1',
    kind: 'showing',
    status: 'booked',
    // 10:00 AM Pacific, Wednesday 25 Nov 2026.
    starts_at: '2026-11-25T18:00:00Z',
    ends_at: '2026-11-25T18:20:00Z',
    location: '',
    staff_id: 's',
    listing_id: 'l',
    lead: null,
    listing: null,
  } satisfies AgendaBooking;
  const visit = (id: string, startsAt: string): AgendaVisit => ({
    id,
    status: 'scheduled',
    category: 'plumbing',
    location: 'Kitchen',
    urgent: false,
    visit_starts_at: startsAt,
    visit_ends_at: null,
    vendor: null,
    where: '',
  });

  it('lists bookings and repair visits of its Pacific date in time order', () => {
    const early = visit('v1', '2026-11-25T17:00:00Z'); // 9:00 AM
    const sameTime = visit('v2', '2026-11-25T18:00:00Z'); // 10:00 AM, after the showing
    // 5:00 PM on the 25th in Pacific time, though the 26th in UTC.
    const evening = visit('v3', '2026-11-26T01:00:00Z');
    const nextDay = visit('v4', '2026-11-26T17:00:00Z');
    const entries = dayEntries('2026-11-25', [showing], [nextDay, evening, sameTime, early], {
      listing: '',
    });
    expect(entries.map((e) => (e.kind === 'visit' ? e.visit.id : e.booking.id))).toEqual([
      'v1',
      'b1',
      'v2',
      'v3',
    ]);
  });

  it("leaves repair visits out of one listing's view", () => {
    const entries = dayEntries('2026-11-25', [showing], [visit('v1', '2026-11-25T17:00:00Z')], {
      listing: 'l',
    });
    expect(entries.map((e) => e.kind)).toEqual(['booking']);
  });
});
