// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isShipped } from './capabilities';
import {
  getPlan,
  planFeatureCapabilities,
  planFeatureIds,
  plans,
  plusProtectionCoverage,
  type PlanFeature,
} from './pricing';

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
    const inPlan = (f: PlanFeature) => f.included || f.coming;
    expect(getPlan('plus').features.every(inPlan)).toBe(true);
    const missing = getPlan('standard')
      .features.filter((f) => !inPlan(f))
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

  it('never shows a feature whose capability is coming as included (capabilities.ts)', () => {
    for (const plan of plans) {
      for (const f of plan.features) {
        const shipped = isShipped(planFeatureCapabilities[f.id]);
        if (f.included) expect(shipped, `${plan.id} ${f.id}`).toBe(true);
        if (f.coming) expect(shipped, `${plan.id} ${f.id}`).toBe(false);
      }
    }
    // Today: screening and annual inspections are coming, not included.
    expect(
      getPlan('plus')
        .features.filter((f) => f.coming)
        .map((f) => f.id),
    ).toEqual(['screening', 'inspections']);
  });

  it('lists the nine protection coverage limits of Plus', () => {
    expect(plusProtectionCoverage.map((c) => c.amount)).toEqual([
      12, 35_000, 15_000, 5_000, 600, 5_000, 1_000, 400, 1_000_000,
    ]);
  });
});
