/** The accepted ways to pay rent in Spanish, for copy (../rentMethods.ts). */
import { paymentMethods } from '@contract/payment-methods.ts';
import { paymentMethodLabelsEs } from '@contract/es/payment-methods.ts';

export const rentMethods = new Intl.ListFormat('es-US', { type: 'disjunction' }).format(
  paymentMethods.map((m) => paymentMethodLabelsEs[m].toLowerCase()),
);
