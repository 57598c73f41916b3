// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays } from '@contract/date-format.ts';
import { endsWithin } from './dates';

describe('endsWithin', () => {
  it('counts fixed-term leases ending from today through today + 90 days, never month-to-month', () => {
    const today = '2026-11-25';
    expect(addDays(today, 90)).toBe('2027-02-23');
    expect(endsWithin('2026-11-25', today)).toBe(true);
    expect(endsWithin('2027-02-23', today)).toBe(true);
    expect(endsWithin('2027-02-24', today)).toBe(false);
    expect(endsWithin('2026-11-24', today)).toBe(false);
    expect(endsWithin(null, today)).toBe(false);
  });
});
