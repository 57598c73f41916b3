import { describe, expect, it } from 'vitest';
import { formatPostDate } from './formatDate';

describe('formatPostDate', () => {
  it('writes the date as Month D, YYYY', () => {
    expect(formatPostDate('2025-03-15')).toBe('March 15, 2025');
    expect(formatPostDate('2025-02-03')).toBe('February 3, 2025');
    expect(formatPostDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('rejects anything but YYYY-MM-DD', () => {
    expect(() => formatPostDate('2025-13-01')).toThrow(RangeError);
    expect(() => formatPostDate('March 15, 2025')).toThrow(RangeError);
    expect(() => formatPostDate('2025-03-00')).toThrow(RangeError);
  });
});
