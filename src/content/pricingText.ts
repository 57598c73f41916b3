/** The plans' words in English: terms, taglines, features and coverage (pricing.ts has the rest). */
import type { Translation } from '@contract/locale.ts';
import { claimText } from './claimText';
import type { BillingTerm, CoverageId, PlanFeatureId, PlanId } from './pricing';

export const pricingText = {
  terms: {
    monthly: {
      label: 'Month-to-month',
      description: 'No long-term contract. Cancel any time with 30 days’ notice.',
    },
    annual: {
      label: '12-month commitment',
      description: 'Commit for a year and pay a lower flat rate every month.',
    },
  } satisfies Record<BillingTerm, { label: string; description: string }>,
  planTaglines: {
    standard: 'The essentials of professional management for hands-on owners.',
    plus: 'Full-service management with protection coverage, for owners who want it all handled.',
  } satisfies Record<PlanId, string>,
  featureNames: {
    screening: 'Tenant screening (credit, background, income of about 3x rent)',
    syndication: `Listing on ${claimText.listingChannels}`,
    rentCollection: 'Rent collection, with a receipt for every payment',
    ownerPortal: 'Owner portal with monthly statements online',
    maintenanceLine: '24/7 maintenance request line',
    leases: 'Lease preparation and renewals',
    compliance: 'Legal compliance and eviction coordination',
    inspections: 'Annual inspections',
    showings: 'On-demand showings',
    rentReady: 'Rent-ready repairs and cleaning',
    taxDocuments: 'Tax document preparation',
    homeWarranty: 'Home warranty',
    repairs: 'Repairs coordination',
    renovations: 'Major renovation project management',
  } satisfies Record<PlanFeatureId, string>,
  coverageLabels: {
    delinquency: 'Tenant delinquency (unpaid rent)',
    malicious: 'Malicious damage',
    theft: 'Theft damage',
    evictionLegal: 'Eviction legal fees',
    sheriff: 'Sheriff or constable fees',
    lockbox: 'Digital lockbox misuse',
    animal: 'Animal damage',
    rekeying: 'Lock re-keying',
    liability: 'General liability',
  } satisfies Record<CoverageId, string>,
};

/** The plans' words in any language (es/pricingText.ts is the Spanish). */
export type PricingText = Translation<typeof pricingText>;
