// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TodayBooking, TodayRequest } from '../api/todayQuery';
import { appointments, officeDayBounds } from './today';

describe('the office day', () => {
  it('is the Pacific date of now, bounded by its midnights', () => {
    // 5:00 PM Pacific on Wednesday 25 Nov is already the 26th in UTC.
    expect(officeDayBounds(new Date('2026-11-26T01:00:00Z'))).toEqual({
      date: '2026-11-25',
      fromIso: '2026-11-25T08:00:00.000Z',
      toIso: '2026-11-26T08:00:00.000Z',
    });
  });

  it('is 25 hours long on the day daylight saving time ends', () => {
    const { fromIso, toIso } = officeDayBounds(new Date('2026-11-01T19:00:00Z'));
    expect(fromIso).toBe('2026-11-01T07:00:00.000Z');
    expect(toIso).toBe('2026-11-02T08:00:00.000Z');
  });
});

describe("today's appointments", () => {
  const booking = (id: string, startsAt: string): TodayBooking => ({
    id,
    kind: 'showing',
    starts_at: startsAt,
    ends_at: startsAt,
    location: '',
    lead: null,
    listing: null,
  });
  const visit = (id: string, startsAt: string | null): TodayRequest => ({
    id,
    created_at: '2026-11-20T17:00:00Z',
    category: 'plumbing',
    location: 'Kitchen',
    status: 'scheduled',
    urgent: false,
    acknowledged_at: null,
    visit_starts_at: startsAt,
    visit_ends_at: null,
    vendor: null,
    where: '',
  });

  it('puts showings, calls and repair visits in one list, earliest first', () => {
    const list = appointments(
      [booking('b-10am', '2026-11-25T18:00:00Z'), booking('b-2pm', '2026-11-25T22:00:00Z')],
      [
        visit('v-9am', '2026-11-25T17:00:00Z'),
        visit('v-10am', '2026-11-25T18:00:00Z'),
        visit('v-none', null),
      ],
    );
    expect(list.map((a) => (a.kind === 'visit' ? a.visit.id : a.booking.id))).toEqual([
      'v-9am',
      'b-10am',
      'v-10am',
      'b-2pm',
    ]);
  });
});
