/**
 * The ways to pay in both languages, apart from ./payment-methods.ts so that the English pages
 * that name the methods (the home page's "how to pay") do not download the Spanish words.
 */
import type { Catalogue } from './locale.ts';
import { paymentMethodLabels } from './payment-methods.ts';

/** The ways to pay as tenants read them, in their language (the office reads the English). */
export const paymentMethodLabelsByLocale: Catalogue<typeof paymentMethodLabels> = {
  en: paymentMethodLabels,
  es: {
    check: 'Cheque',
    money_order: 'Giro postal (money order)',
    cashiers_check: 'Cheque de caja',
    bank_transfer: 'Transferencia bancaria',
    cash: 'Efectivo',
  },
};
