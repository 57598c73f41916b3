/**
 * The plans in no language: ids, prices, what each includes, the calculator's bounds. Their words
 * are pricingText.ts's (and es/pricingText.ts's), so a Spanish page never downloads English ones.
 * The prices themselves are the contract's (`@contract/plans`), which
 * the books charge too. Pages format them with `formatUsd`.
 */
import {
  billingTermIds,
  planNames,
  planPrices,
  type BillingTerm,
  type PlanId,
} from '@contract/plans';

import { isShipped, type CapabilityId } from './capabilities';

export type { BillingTerm, PlanId };
/** The billing terms, in display order (their words are pricingText.ts's). */
export { billingTermIds };

export const defaultBillingTerm: BillingTerm = 'monthly';

/** The 14 features compared between the plans, in display order (named in pricingText.ts). */
export const planFeatureIds = [
  'screening',
  'syndication',
  'rentCollection',
  'ownerPortal',
  'maintenanceLine',
  'leases',
  'compliance',
  'inspections',
  'showings',
  'rentReady',
  'taxDocuments',
  'homeWarranty',
  'repairs',
  'renovations',
] as const;
export type PlanFeatureId = (typeof planFeatureIds)[number];

/**
 * The capability behind each compared feature (capabilities.ts, the registry of claims): while it
 * is coming, no plan shows it as included.
 */
export const planFeatureCapabilities: Record<PlanFeatureId, CapabilityId> = {
  screening: 'screening',
  syndication: 'listing_feed',
  rentCollection: 'rent_collection',
  ownerPortal: 'online_statements',
  maintenanceLine: 'maintenance_line',
  leases: 'lease_preparation',
  compliance: 'compliance',
  inspections: 'annual_inspection',
  showings: 'showings',
  rentReady: 'rent_ready',
  taxDocuments: 'tax_documents',
  homeWarranty: 'home_warranty',
  repairs: 'repairs_coordination',
  renovations: 'renovations',
};

/** Features only Plus includes; Standard includes every other one. */
const plusOnlyFeatures: readonly PlanFeatureId[] = [
  'inspections',
  'showings',
  'rentReady',
  'taxDocuments',
  'homeWarranty',
  'repairs',
  'renovations',
];

export interface PlanFeature {
  id: PlanFeatureId;
  /** In the plan today. */
  included: boolean;
  /** In the plan once its capability ships: shown as coming, never as included. */
  coming: boolean;
}

function planFeature(id: PlanFeatureId, inPlan: boolean): PlanFeature {
  const shipped = isShipped(planFeatureCapabilities[id]);
  return { id, included: inPlan && shipped, coming: inPlan && !shipped };
}

export interface Plan {
  id: PlanId;
  /** A product name, the same in every language (the agreements and the books use it). */
  name: string;
  /** Flat monthly fee per unit, by billing term. */
  monthlyPrice: Record<BillingTerm, number>;
  /** One-time fee when we place a new tenant. */
  tenantPlacementFee: number;
  mostPopular: boolean;
  features: readonly PlanFeature[];
}

export const plans: readonly Plan[] = [
  {
    id: 'standard',
    name: planNames.standard,
    monthlyPrice: planPrices.standard.monthly,
    tenantPlacementFee: planPrices.standard.placement,
    mostPopular: false,
    features: planFeatureIds.map((id) => planFeature(id, !plusOnlyFeatures.includes(id))),
  },
  {
    id: 'plus',
    name: planNames.plus,
    monthlyPrice: planPrices.plus.monthly,
    tenantPlacementFee: planPrices.plus.placement,
    mostPopular: true,
    features: planFeatureIds.map((id) => planFeature(id, true)),
  },
];

export function getPlan(id: PlanId): Plan {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

const allMonthlyPrices = plans.flatMap((p) => Object.values(p.monthlyPrice));
/** The flat-rate range quoted everywhere ($99-$249). */
export const flatRateRange = {
  min: Math.min(...allMonthlyPrices),
  max: Math.max(...allMonthlyPrices),
} as const;

export interface CoverageItem {
  id: string;
  /** Dollar limit, or a number of weeks when `unit` is 'weeks'. */
  amount: number;
  unit: 'usd' | 'weeks';
}

/** Protection coverage included with Plus (named in pricingText.ts). */
export const plusProtectionCoverage = [
  { id: 'delinquency', amount: 12, unit: 'weeks' },
  { id: 'malicious', amount: 35_000, unit: 'usd' },
  { id: 'theft', amount: 15_000, unit: 'usd' },
  { id: 'evictionLegal', amount: 5_000, unit: 'usd' },
  { id: 'sheriff', amount: 600, unit: 'usd' },
  { id: 'lockbox', amount: 5_000, unit: 'usd' },
  { id: 'animal', amount: 1_000, unit: 'usd' },
  { id: 'rekeying', amount: 400, unit: 'usd' },
  { id: 'liability', amount: 1_000_000, unit: 'usd' },
] as const satisfies readonly CoverageItem[];
export type CoverageId = (typeof plusProtectionCoverage)[number]['id'];

/** What traditional managers typically charge: 8-10% of the rent collected. */
export const typicalPercentageFee = { min: 0.08, max: 0.1 } as const;

/** Bounds of the savings calculator's inputs. */
export const calculatorBounds = {
  rent: { min: 500, max: 50_000, default: 2_800 },
  units: { min: 1, max: 500, default: 1 },
} as const;
