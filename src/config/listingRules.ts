/**
 * Rental listing rules written once beside the edge functions (the rental feed uses them too):
 * allowed values and labels of the rental fields, the all-in rent (its rule, and California's fee
 * and deposit rules, each with citation and source, are in _shared/contract/rental-rules.ts) and the
 * fair-housing phrase check. One module on
 * purpose: each extra shared chunk adds its file name to the entry chunk's preload map.
 */
export * from '@contract/listing-options.ts';
// Only the all-in arithmetic: the fee and deposit warnings with their citations are the admin
// form's, imported there from '@contract/rental-rules.ts' (the public pages do not load them).
export { allInMonthlyRent, type MonthlyFee } from '@contract/all-in-rent.ts';
export {
  checkFairHousing,
  fairHousingRules,
  fairHousingSources,
  type FairHousingFinding,
} from '@contract/fair-housing.ts';
