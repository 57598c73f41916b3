/**
 * "check, money order, cashier’s check, bank transfer, or cash": the accepted ways to pay rent
 * (the contract's payment-methods.ts), for copy. Apart from claimText.ts so pages that never
 * name them (pricing) do not download them.
 */
import { paymentMethodLabels, paymentMethods } from '@contract/payment-methods.ts';

export const rentMethods = new Intl.ListFormat('en-US', { type: 'disjunction' }).format(
  paymentMethods.map((m) => paymentMethodLabels[m].toLowerCase()),
);
