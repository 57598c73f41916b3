/**
 * The pricing page's content. The prices themselves are the contract's (`@contract/plans`), which
 * the books charge too. Pages format them with `formatUsd`.
 */
import { type BillingTerm, type PlanId, planPrices } from '@contract/plans';

export type { BillingTerm, PlanId };

export interface BillingTermOption {
  id: BillingTerm;
  label: string;
  description: string;
}

export const billingTerms: readonly BillingTermOption[] = [
  {
    id: 'monthly',
    label: 'Month-to-month',
    description: 'No long-term contract. Cancel any time with 30 days’ notice.',
  },
  {
    id: 'annual',
    label: '12-month commitment',
    description: 'Commit for a year and pay a lower flat rate every month.',
  },
];

export const defaultBillingTerm: BillingTerm = 'monthly';

/** The 14 features compared between the plans, in display order. */
export const planFeatureNames = [
  'Tenant screening (credit, background, income of about 3x rent)',
  'Listing syndication to 30+ rental platforms',
  'Online rent collection',
  'Owner portal with monthly statements',
  '24/7 maintenance request line',
  'Lease preparation and renewals',
  'Legal compliance and eviction coordination',
  'Annual inspections',
  'On-demand showings',
  'Rent-ready repairs and cleaning',
  'Tax document preparation',
  'Home warranty',
  'Repairs coordination',
  'Major renovation project management',
] as const;
export type PlanFeatureName = (typeof planFeatureNames)[number];

/** Features only Plus includes; Standard includes every other one. */
const plusOnlyFeatures: readonly PlanFeatureName[] = [
  'Annual inspections',
  'On-demand showings',
  'Rent-ready repairs and cleaning',
  'Tax document preparation',
  'Home warranty',
  'Repairs coordination',
  'Major renovation project management',
];

export interface PlanFeature {
  name: PlanFeatureName;
  included: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  tagline: string;
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
    name: 'Standard',
    tagline: 'The essentials of professional management for hands-on owners.',
    monthlyPrice: planPrices.standard.monthly,
    tenantPlacementFee: planPrices.standard.placement,
    mostPopular: false,
    features: planFeatureNames.map((name) => ({
      name,
      included: !plusOnlyFeatures.includes(name),
    })),
  },
  {
    id: 'plus',
    name: 'Plus',
    tagline:
      'Full-service management with protection coverage, for owners who want it all handled.',
    monthlyPrice: planPrices.plus.monthly,
    tenantPlacementFee: planPrices.plus.placement,
    mostPopular: true,
    features: planFeatureNames.map((name) => ({ name, included: true })),
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
  label: string;
  /** Dollar limit, or a number of weeks when `unit` is 'weeks'. */
  amount: number;
  unit: 'usd' | 'weeks';
}

/** Protection coverage included with Plus. */
export const plusProtectionCoverage = [
  { label: 'Tenant delinquency (unpaid rent)', amount: 12, unit: 'weeks' },
  { label: 'Malicious damage', amount: 35_000, unit: 'usd' },
  { label: 'Theft damage', amount: 15_000, unit: 'usd' },
  { label: 'Eviction legal fees', amount: 5_000, unit: 'usd' },
  { label: 'Sheriff or constable fees', amount: 600, unit: 'usd' },
  { label: 'Digital lockbox misuse', amount: 5_000, unit: 'usd' },
  { label: 'Animal damage', amount: 1_000, unit: 'usd' },
  { label: 'Lock re-keying', amount: 400, unit: 'usd' },
  { label: 'General liability', amount: 1_000_000, unit: 'usd' },
] as const satisfies readonly CoverageItem[];
export type CoverageLabel = (typeof plusProtectionCoverage)[number]['label'];

/** What traditional managers typically charge: 8-10% of the rent collected. */
export const typicalPercentageFee = { min: 0.08, max: 0.1 } as const;

/** Bounds of the savings calculator's inputs. */
export const calculatorBounds = {
  rent: { min: 500, max: 50_000, default: 2_800 },
  units: { min: 1, max: 500, default: 1 },
} as const;
