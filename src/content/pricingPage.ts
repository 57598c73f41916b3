/** Copy of the pricing page. Prices come from pricing.ts, claims from claims.ts. */
import type { Translation } from '@contract/locale.ts';
import { formatDollars } from '@contract/money-format.ts';
import { claimText } from './claimText';
import { company } from '@/config/company';
import { getPlan } from './pricing';
import { pricingText } from './pricingText';

const standard = getPlan('standard');
const plus = getPlan('plus');

export const pricingPage = {
  seo: {
    title: `Pricing: Flat-Fee Plans from ${formatDollars(standard.monthlyPrice.annual)}/month | ${company.shortName}`,
    description: `Two flat-fee plans: ${standard.name} at ${formatDollars(standard.monthlyPrice.monthly)}/month month-to-month or ${formatDollars(standard.monthlyPrice.annual)}/month with a 12-month commitment, ${plus.name} at ${formatDollars(plus.monthlyPrice.monthly)} or ${formatDollars(plus.monthlyPrice.annual)} with protection coverage. ${capitalize(claimText.noHiddenFees)}, ${claimText.noPercentageCuts}.`,
  },
  hero: {
    eyebrow: 'Pricing',
    headline: 'Simple, flat-rate pricing',
    text: `Pick a plan and a billing term. You pay the same flat fee per unit every month, whatever your rent: ${claimText.noHiddenFees}, ${claimText.noPercentageCuts}, no markups on repairs.`,
  },
  ...pricingText,
  copy: {
    billingLegend: 'Billing term',
    plansHeading: 'Plans',
    perMonth: '/month per rented unit',
    mostPopular: 'Most Popular',
    annualNote: (saving: string) => `With a 12-month commitment: ${saving} a year less per unit`,
    monthlyNote: 'Month-to-month, no long-term contract',
    placementLabel: 'Tenant placement',
    placementSuffix: 'one-time, when we place a new tenant',
    standardIncludesHeading: 'Includes',
    plusIncludesHeading: `Everything in ${standard.name}, plus`,
    cta: 'Get Started',
    ctaWithPlan: (plan: string) => ` with ${plan}`,
    plusCoverageFeature: 'Owner protection coverage (limits below)',
    comparisonHeading: 'Compare the plans',
    comparisonCaption: `Features included in the ${standard.name} and ${plus.name} plans`,
    featureColumn: 'Feature',
    included: 'Included',
    notIncluded: 'Not included',
    comingSoon: 'Coming soon',
    comingHeading: 'Coming soon to the plan',
    coverageHeading: `${plus.name} protection coverage`,
    coverageText: `Every ${plus.name} property is covered by our owner protection program at no extra cost, up to these limits.`,
    weeks: (n: number) => `${n} weeks`,
    placementHeading: 'Tenant placement',
    placementText: `When your home needs a new resident, we handle everything from the listing to the keys for a one-time fee. Most rentals are filled in ${claimText.fillTime}.`,
    placementSteps: [
      claimText.feature(
        'listing_feed',
        `Rent analysis and a professional listing on ${claimText.listingChannels}`,
      ),
      claimText.feature('showings', 'Showings that renters book online'),
      claimText.feature(
        'screening',
        `Applications and full screening (tenants earning ${claimText.tenantIncome})`,
      ),
      claimText.feature(
        'lease_preparation',
        'A California lease prepared by our office, its signed copy in your portal',
      ),
      claimText.feature('online_lease', 'Lease signing online'),
      claimText.feature('photo_inspection', 'Move-in inspection with a dated photo report'),
    ],
    placementPlan: (plan: string) => `${plan} plan`,
    placementFeeLabel: ' tenant placement fee',
    placementOneTime: 'one-time per placement',
    calculatorHeading: 'How much could you save?',
    calculatorText:
      'Enter your rent and number of units to compare a year of flat-fee management with a typical 8-10% management fee.',
    closingHeading: 'Questions about which plan fits?',
    closingText: `Tell us about your property and we will recommend a plan and answer every question ${claimText.followUp}.`,
    closingCta: 'Contact Us',
  },
} as const;

/** The pricing page's copy in any language (src/content/es/pricingPage.ts is the Spanish). */
export type PricingContent = Translation<typeof pricingPage>;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
