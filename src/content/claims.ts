/**
 * The company's recurring claims, written once. Pages import these values (and the ready
 * phrases built from them) instead of retyping numbers, so the copy never disagrees with itself.
 */
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
  /**
   * Where listings appear: our own pages and the one rental feed (HotPads' format, read by the
   * Zillow Rental Network). Not "30+ platforms": that is the `syndication` capability, coming.
   */
  listingSites: ['Zillow', 'Trulia', 'HotPads'],
  vacationRentalManagement: true,
  officeHours: company.hours.office,
  maintenanceHours: company.hours.maintenance,
} as const;
