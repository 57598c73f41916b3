// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { claims } from './claims';
import { claimText } from './claimText';
import { rentMethods } from './rentMethods';
import { company } from '@/config/company';
import { flatRateRange, plans } from './pricing';

describe('claims', () => {
  it('states the flat-rate range that the plans actually span', () => {
    const prices = plans.flatMap((p) => [p.monthlyPrice.monthly, p.monthlyPrice.annual]);
    expect(claims.flatRate).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(claims.flatRate).toEqual(flatRateRange);
    expect(claimText.flatRateRange).toBe('$99-$249');
    expect(company.priceRange).toBe(claimText.flatRateRange);
    expect(claimText.flatRate).toBe('one flat rate of $99-$249 a month');
  });

  it('phrases the recurring promises consistently', () => {
    expect(claimText.followUp).toBe('within 24 hours');
    expect(claimText.cancellation).toBe('30 days’ notice');
    expect(claimText.payout).toBe('by about the 10th of each month');
    expect(claimText.tenantIncome).toBe('about 3x the rent');
    expect(claimText.fillTime).toBe('2-4 weeks');
    expect(claimText.listingChannels).toBe(
      'our website and our rental feed for Zillow, Trulia, and HotPads',
    );
    expect(rentMethods).toBe('check, money order, cashier’s check, bank transfer, or cash');
    expect(claimText.hours).toBe('Office hours 7am-7pm daily; maintenance 24/7');
  });
});
