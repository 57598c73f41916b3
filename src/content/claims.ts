/**
 * The company's recurring claims, written once. Pages import these values (and the ready
 * phrases built from them) instead of retyping numbers, so the copy never disagrees with itself.
 */
import type { Translation } from '@contract/locale.ts';
import { formatUsd } from '@/lib/format';
import { company } from '@/config/company';

export const claims = {
  /**
   * One flat monthly rate per unit, from the cheapest to the dearest plan and term. Stated here
   * rather than computed from pricing.ts so that pages quoting it do not download the plan
   * tables; claims.test.ts holds it equal to the plans' prices.
   */
  flatRate: { min: 99, max: 249 },
  noHiddenFees: true,
  noPercentageCuts: true,
  /** We get back to every inquiry within this many hours. */
  followUpHours: 24,
  /** Owners may cancel with this many days' notice. */
  cancellationNoticeDays: 30,
  /** Owner payouts arrive by about this day of each month. */
  payoutDayOfMonth: 10,
  /** Approved tenants earn about this multiple of the rent. */
  tenantIncomeMultiple: 3,
  /** Most rentals are filled within this many weeks. */
  fillTimeWeeks: { min: 2, max: 4 },
  /** Listings are syndicated to at least this many platforms. */
  listingPlatforms: 30,
  vacationRentalManagement: true,
  officeHours: company.hours.office,
  maintenanceHours: company.hours.maintenance,
} as const;

/** Ready-made phrases for copy: use them inside sentences. */
export const claimText = {
  /** '$99-$249' */
  flatRateRange: `${formatUsd(claims.flatRate.min)}-${formatUsd(claims.flatRate.max)}`,
  /** 'one flat rate of $99-$249 a month' */
  flatRate: `one flat rate of ${formatUsd(claims.flatRate.min)}-${formatUsd(claims.flatRate.max)} a month`,
  noHiddenFees: 'no hidden fees',
  noPercentageCuts: 'no percentage cuts',
  /** 'within 24 hours' */
  followUp: `within ${claims.followUpHours} hours`,
  /** "30 days' notice" */
  cancellation: `${claims.cancellationNoticeDays} days’ notice`,
  /** 'by about the 10th of each month' */
  payout: `by about the ${claims.payoutDayOfMonth}th of each month`,
  /** 'about 3x the rent' */
  tenantIncome: `about ${claims.tenantIncomeMultiple}x the rent`,
  /** '2-4 weeks' */
  fillTime: `${claims.fillTimeWeeks.min}-${claims.fillTimeWeeks.max} weeks`,
  /** '30+ platforms' */
  platforms: `${claims.listingPlatforms}+ platforms`,
  vacationRentals: 'vacation-rental management',
  /** 'Office hours 7am-7pm daily; maintenance 24/7' */
  hours: `Office hours ${company.hours.office}; maintenance ${company.hours.maintenance}`,
} as const;

/** What a translation of the phrases must provide (src/content/es/claims.ts). */
export type ClaimText = Translation<typeof claimText>;
