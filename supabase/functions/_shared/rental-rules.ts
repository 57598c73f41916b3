/**
 * California's rules for advertised rent and deposits, shared by the admin form and the server.
 * Amounts are dollars with cents; sums are done in cents so 0.1 + 0.2 never shows as 0.30000004.
 */

export interface MonthlyFee {
  label: string;
  amount: number;
}

export const rentalRuleSources = {
  sb611: {
    name: 'California SB 611 (2024): advertised rent must include every mandatory monthly fee',
    url: 'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202320240SB611',
  },
  ab12: {
    name: "California AB 12 (2023), Civil Code § 1950.5: a security deposit may not exceed one month's rent (two for a qualifying small landlord)",
    url: 'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202320240AB12',
  },
} as const;

const cents = (dollars: number) => Math.round(dollars * 100);

/** Rent plus every mandatory monthly fee: the price a rental ad must show (SB 611). */
export function allInMonthlyRent(rent: number, mandatoryFees: readonly MonthlyFee[]): number {
  const total = mandatoryFees.reduce((sum, fee) => sum + cents(fee.amount), cents(rent));
  return total / 100;
}

export interface DepositWarning {
  message: string;
  source: (typeof rentalRuleSources)['ab12'];
}

/**
 * A warning when the deposit is more than one month's rent (AB 12). Only a warning: a natural
 * person owning at most two properties with at most four units may still ask for two months.
 */
export function depositWarning(deposit: number, monthlyRent: number): DepositWarning | null {
  if (!(monthlyRent > 0) || cents(deposit) <= cents(monthlyRent)) return null;
  return {
    message: `The deposit is more than one month's rent. Since July 2024, California's AB 12 caps security deposits at one month's rent, unless the owner is a natural person with at most two properties and four units (then two months).`,
    source: rentalRuleSources.ab12,
  };
}
