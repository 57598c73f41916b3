// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatPacificDateTime, pacificDay } from './dates';

describe('office (Pacific) times', () => {
  it('shows an instant in Pacific time, daylight saving included', () => {
    expect(formatPacificDateTime('2026-03-15T17:30:00Z')).toBe('Mar 15, 2026, 10:30 AM');
    expect(formatPacificDateTime('2026-01-15T17:30:00Z')).toBe('Jan 15, 2026, 9:30 AM');
    expect(formatPacificDateTime('not a date')).toBe('not a date');
  });

  it("gives the office's calendar day, not UTC's", () => {
    expect(pacificDay('2026-03-16T05:00:00Z')).toBe('2026-03-15');
    expect(pacificDay('2026-03-16T08:00:00Z')).toBe('2026-03-16');
    expect(pacificDay('nope')).toBeNull();
  });
});

describe('formatCalendarDate', () => {
  it('writes the date as Month D, YYYY', () => {
    expect(formatCalendarDate('2025-03-15')).toBe('March 15, 2025');
    expect(formatCalendarDate('2025-02-03')).toBe('February 3, 2025');
    expect(formatCalendarDate('2024-12-31')).toBe('December 31, 2024');
    expect(formatCalendarDate('2024-01-01')).toBe('January 1, 2024');
  });

  it('rejects anything but a real YYYY-MM-DD date', () => {
    expect(() => formatCalendarDate('2025-13-01')).toThrow(RangeError);
    expect(() => formatCalendarDate('March 15, 2025')).toThrow(RangeError);
    expect(() => formatCalendarDate('2025-03-00')).toThrow(RangeError);
    expect(() => formatCalendarDate('2025-02-30')).toThrow(RangeError);
  });
});
