/**
 * Rental listing rules written once beside the edge functions (the rental feed uses them too):
 * allowed values and labels of the rental fields, California's rent, fee and deposit rules (each
 * with its citation and source in rental-rules.ts) and the fair-housing phrase check. One module on
 * purpose: each extra shared chunk adds its file name to the entry chunk's preload map.
 */
export * from '@shared/listing-options.ts';
export {
  allInMonthlyRent,
  APPLICATION_FEE_CAP,
  applicationFeeWarning,
  depositWarning,
  mandatoryFeeWarnings,
  rentalRuleSources,
  type MonthlyFee,
  type RuleSource,
  type RuleWarning,
} from '@shared/rental-rules.ts';
export {
  checkFairHousing,
  fairHousingRules,
  fairHousingSources,
  type FairHousingFinding,
} from '@shared/fair-housing.ts';
