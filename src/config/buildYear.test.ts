import { describe, expect, it } from 'vitest';
import { buildDateFrom, yearInOfficeZone } from './buildYear';

describe('the copyright year', () => {
  it("is the build's year in California, where New Year comes eight hours after UTC's", () => {
    expect(yearInOfficeZone(new Date('2026-12-31T20:00:00Z'))).toBe(2026);
    expect(yearInOfficeZone(new Date('2027-01-01T05:00:00Z'))).toBe(2026);
    expect(yearInOfficeZone(new Date('2027-01-01T09:00:00Z'))).toBe(2027);
  });

  it('takes the build date the prerender passes on, else now', () => {
    expect(buildDateFrom({ BUILD_DATE: '2026-06-01T12:00:00.000Z' }).toISOString()).toBe(
      '2026-06-01T12:00:00.000Z',
    );
    const now = Date.now();
    expect(buildDateFrom({}).getTime()).toBeGreaterThanOrEqual(now);
    expect(buildDateFrom({ BUILD_DATE: 'not a date' }).getTime()).toBeGreaterThanOrEqual(now);
  });
});
