// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCents, formatUsd } from './format';

describe('formatUsd', () => {
  it('formats whole US dollars with thousands separators by default', () => {
    expect(formatUsd(99)).toBe('$99');
    expect(formatUsd(1500)).toBe('$1,500');
    expect(formatUsd(1_000_000)).toBe('$1,000,000');
    expect(formatUsd(0)).toBe('$0');
  });

  it('rounds to whole dollars when cents are not asked for', () => {
    expect(formatUsd(2799.5)).toBe('$2,800');
    expect(formatUsd(149.49)).toBe('$149');
  });

  it('shows two decimals when cents are asked for', () => {
    expect(formatUsd(99.5, { cents: true })).toBe('$99.50');
    expect(formatUsd(1234, { cents: true })).toBe('$1,234.00');
  });

  it('formats negative amounts with a minus sign', () => {
    expect(formatUsd(-250)).toBe('-$250');
  });

  it('refuses non-finite input instead of printing NaN', () => {
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
    expect(() => formatUsd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatCents', () => {
  it('writes integer cents as dollars and cents', () => {
    expect(formatCents(245050)).toBe('$2,450.50');
    expect(formatCents(0)).toBe('$0.00');
  });
});
