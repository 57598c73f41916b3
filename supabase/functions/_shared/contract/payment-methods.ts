/**
 * The accepted ways to pay rent: one list for the office's books (ledger.ts), the tenant's
 * "How to pay" and the portal's Civil Code 1962 notices. No zod, so the portal's first screens
 * read it without the books' schemas.
 *
 * California requires a landlord to accept at least one form of payment that is neither cash nor
 * an electronic funds transfer (Civil Code 1947.3(a)(1),
 * https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1947.3):
 * checks, money orders and cashier's checks are. Cash is taken with a receipt (the debtor's right
 * to one: Civil Code 1499,
 * https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1499).
 * Civil Code 1962(a)(2) has a tenant told the form or forms in which rent is paid
 * (https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1962).
 */
export const paymentMethods = [
  'check',
  'money_order',
  'cashiers_check',
  'bank_transfer',
  'cash',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  check: 'Check',
  money_order: 'Money order',
  cashiers_check: 'Cashier’s check',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
};

/** Neither cash nor electronic: the methods that satisfy Civil Code 1947.3 on their own. */
export const paperMethods: readonly PaymentMethod[] = ['check', 'money_order', 'cashiers_check'];
