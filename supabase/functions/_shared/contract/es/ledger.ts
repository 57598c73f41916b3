/**
 * The books' labels in Spanish, as tenants and owners read them in the portal and their mail
 * (the office keeps the English ones of ../ledger.ts).
 */
import type { Translation } from '../locale.ts';
import type { ledgerKindLabels, paymentReferenceLabels } from '../ledger.ts';

export const ledgerKindLabelsEs: Translation<typeof ledgerKindLabels> = {
  rent_charge: 'Renta',
  late_fee: 'Cargo por pago atrasado',
  other_charge: 'Otro cargo',
  payment_received: 'Pago recibido',
  credit: 'Crédito',
  deposit_received: 'Depósito de seguridad recibido',
  deposit_returned: 'Depósito de seguridad devuelto',
  repair_cost: 'Reparación',
  management_fee: 'Tarifa de administración',
  leasing_fee: 'Tarifa de colocación de inquilino',
  owner_contribution: 'Aporte del propietario',
  owner_payout: 'Pago al propietario',
};

export const paymentReferenceLabelsEs: Translation<typeof paymentReferenceLabels> = {
  check: 'Número de cheque',
  money_order: 'Número del giro postal',
  cashiers_check: 'Número del cheque de caja',
  bank_transfer: 'Referencia de la transferencia',
  cash: null,
};
