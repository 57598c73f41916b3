/**
 * Rental listing rules written once beside the edge functions (the rental feed uses them too):
 * allowed values and labels of the rental fields, California's rent and deposit rules (SB 611,
 * AB 12), the fair-housing phrase check, and the money columns as numbers. One module on
 * purpose: each extra shared chunk adds its file name to the entry chunk's preload map.
 */
import type { Property } from '@/lib/database.types';

export * from '@shared/listing-options.ts';
export {
  allInMonthlyRent,
  depositWarning,
  rentalRuleSources,
  type DepositWarning,
  type MonthlyFee,
} from '@shared/rental-rules.ts';
export {
  checkFairHousing,
  fairHousingRules,
  fairHousingSources,
  type FairHousingFinding,
} from '@shared/fair-housing.ts';

/** Some Postgres stacks send `numeric` as strings: the rental money columns as numbers. */
const moneyColumns = ['security_deposit', 'application_fee', 'pet_fee', 'hoa_fee'] as const;

export function detailNumbers(row: Property): Pick<Property, (typeof moneyColumns)[number]> {
  const out = {} as Pick<Property, (typeof moneyColumns)[number]>;
  for (const column of moneyColumns) {
    const value = row[column] as number | string | null | undefined;
    out[column] = value === null || value === undefined ? null : Number(value);
  }
  return out;
}
