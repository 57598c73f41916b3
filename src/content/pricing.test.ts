// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getPlan, planFeatureIds, plusProtectionCoverage } from './pricing';

describe('pricing content', () => {
  it('prices Standard and Plus per billing term, with their placement fees', () => {
    const standard = getPlan('standard');
    const plus = getPlan('plus');
    expect(standard.monthlyPrice).toEqual({ monthly: 149, annual: 99 });
    expect(standard.tenantPlacementFee).toBe(1500);
    expect(plus.monthlyPrice).toEqual({ monthly: 249, annual: 199 });
    expect(plus.tenantPlacementFee).toBe(999);
    expect(plus.mostPopular).toBe(true);
    expect(standard.mostPopular).toBe(false);
  });

  it('compares 14 features: Plus has all, Standard lacks exactly the seven Plus extras', () => {
    expect(planFeatureIds).toHaveLength(14);
    expect(getPlan('plus').features.every((f) => f.included)).toBe(true);
    const missing = getPlan('standard')
      .features.filter((f) => !f.included)
      .map((f) => f.id);
    expect(missing).toEqual([
      'inspections',
      'showings',
      'rentReady',
      'taxDocuments',
      'homeWarranty',
      'repairs',
      'renovations',
    ]);
  });

  it('lists the nine protection coverage limits of Plus', () => {
    expect(plusProtectionCoverage.map((c) => c.amount)).toEqual([
      12, 35_000, 15_000, 5_000, 600, 5_000, 1_000, 400, 1_000_000,
    ]);
  });
});
