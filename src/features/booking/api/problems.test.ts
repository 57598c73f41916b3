import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@contract/booking.ts';
import { calendarProblem } from './problems';

describe("the database's refusals in the office's words", () => {
  it('names the broken constraint the way the form does', () => {
    expect(
      calendarProblem({
        code: '23P01',
        message: 'conflicting key value violates exclusion constraint "booking_hours_no_overlap"',
      }),
    ).toBe(bookingMessages.windowOverlap);
    expect(
      calendarProblem({
        code: '23514',
        message:
          'new row for relation "booking_calendars" violates check constraint "booking_calendars_slot_range"',
      }),
    ).toBe(bookingMessages.slotLength);
    expect(
      calendarProblem({
        code: '23505',
        message: 'duplicate key value violates unique constraint "booking_blackouts_once"',
      }),
    ).toBe('That date is already blacked out.');
  });

  it('says when admin access is missing, and passes anything else through', () => {
    expect(calendarProblem({ code: '42501', message: 'not allowed' })).toMatch(/admin access/);
    expect(calendarProblem({ message: 'booking_closed' })).toMatch(/already started/);
    expect(calendarProblem({ message: 'Failed to fetch' })).toBe('Failed to fetch');
  });
});
