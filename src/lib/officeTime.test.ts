import { describe, expect, it } from 'vitest';
import { formatPacificDateTime, pacificDay } from './officeTime';

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
