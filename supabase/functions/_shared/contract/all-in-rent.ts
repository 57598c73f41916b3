/**
 * The all-in monthly rent: the arithmetic of rentalRuleSources.allInPrice (SB 478, Civil Code
 * § 1770(a)(29); the citation and the other rental rules are in rental-rules.ts). Alone in this
 * module so the public listing pages load it without the admin's rule texts.
 * Amounts are dollars with cents; sums are done in cents so 0.1 + 0.2 never shows as 0.30000004.
 */
export interface MonthlyFee {
  label: string;
  amount: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Rent plus every mandatory monthly fee: the price a rental ad shows. */
export function allInMonthlyRent(rent: number, mandatoryFees: readonly MonthlyFee[]): number {
  const total = mandatoryFees.reduce((sum, fee) => sum + cents(fee.amount), cents(rent));
  return total / 100;
}
