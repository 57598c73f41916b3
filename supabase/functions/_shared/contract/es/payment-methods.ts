/** The accepted ways to pay rent in Spanish (../payment-methods.ts), as tenants read them. */
import type { Translation } from '../locale.ts';
import type { paymentMethodLabels } from '../payment-methods.ts';

export const paymentMethodLabelsEs: Translation<typeof paymentMethodLabels> = {
  check: 'Cheque',
  money_order: 'Giro postal (money order)',
  cashiers_check: 'Cheque de caja',
  bank_transfer: 'Transferencia bancaria',
  cash: 'Efectivo',
};
