/** The accepted ways to pay rent in Spanish, for copy (../rentMethods.ts). */
import { paymentMethodLabelsByLocale } from '@contract/payment-method-words.ts';
import { paymentMethods } from '@contract/payment-methods.ts';

export const rentMethods = new Intl.ListFormat('es-US', { type: 'disjunction' }).format(
  paymentMethods.map((m) => paymentMethodLabelsByLocale.es[m].toLowerCase()),
);
