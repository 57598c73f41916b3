/**
 * The claims (claims.ts) as English phrases for copy: apart from the numbers so the Spanish pages,
 * which have their own phrases (es/claims.ts), never download these.
 */
import type { Translation } from '@contract/locale.ts';
import { formatDollars } from '@contract/money-format.ts';
import { company } from '@/config/company';
import { claims } from './claims';
import { claimMaker, comingMarks } from './capabilities';

const and = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** Ready-made phrases for copy: use them inside sentences. */
export const claimText = {
  /** '$99-$249' */
  flatRateRange: `${formatDollars(claims.flatRate.min)}-${formatDollars(claims.flatRate.max)}`,
  /** 'one flat rate of $99-$249 a month' */
  flatRate: `one flat rate of ${formatDollars(claims.flatRate.min)}-${formatDollars(claims.flatRate.max)} a month`,
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
  /** 'our website and our rental feed for Zillow, Trulia, and HotPads' */
  listingChannels: `our website and our rental feed for ${and.format(claims.listingSites)}`,
  /**
   * A feature claim: the words, marked "(coming soon)" while its capability is coming
   * (capabilities.ts is the registry; claim every feature through this).
   */
  feature: claimMaker(comingMarks.en),
  vacationRentals: 'vacation-rental management',
  /** 'Office hours 7am-7pm daily; maintenance 24/7' */
  hours: `Office hours ${company.hours.office}; maintenance ${company.hours.maintenance}`,
} as const;

/** What a translation of the phrases must provide (src/content/es/claims.ts). */
export type ClaimText = Translation<typeof claimText>;
