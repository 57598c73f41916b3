/**
 * The money screens' words, English and Spanish (this lazy chunk's own), and the books' labels in
 * the portal's language (the contract's English and its Spanish twin).
 */
import { ledgerKindLabels, paymentMethodLabels, paymentReferenceLabels } from '@contract/ledger.ts';
import {
  ledgerKindLabelsByLocale,
  paymentReferenceLabelsByLocale,
} from '@contract/ledger-words.ts';
import { paymentMethodLabelsByLocale } from '@contract/payment-method-words.ts';
import type { Translation } from '@contract/locale.ts';
import type { Catalogue } from '@/lib/i18n';
import { usePortalLocale } from '@/features/portal/locale';

const en = {
  receipt: 'Receipt (PDF)',
  receiptNamed: (n: number | string) => `Receipt (PDF) no. ${n}`,
  receiptFile: (n: number | string) => `Receipt ${n}.pdf`,
  preparing: 'Preparing…',
  receiptFailed: 'The receipt could not be downloaded.',
  credit: (amount: string) => `${amount} credit`,
  owe: 'You owe this now.',
  creditNext: 'It goes toward your next charges.',
  paidUp: 'You are paid up.',
  paid: 'Paid',
  open: 'Open',
  partly: (open: string) => `Partly paid: ${open} open`,
  correction: (kind: string, date: string) => `Correction: ${kind} of ${date} reversed`,
  correctedOn: (date: string) => `Corrected on ${date}`,
  receiptNo: (n: number | string) => `Receipt no. ${n}`,
  howToPay: 'How to pay',
  payBy: (paper: string, payee: string, transfer: string, cash: string) =>
    `Pay by ${paper} made out to ${payee}, by ${transfer} (call us for the details), or in ${cash} at the office, for which you get a receipt. Write your address on the memo line. Mail or bring it to:`,
  everyPayment:
    'Every payment gets a receipt by email and here. Online card payments are not offered yet.',
  loadingTenant: 'Loading your payments…',
  failedTenant: 'Your payments could not be loaded.',
  balanceNow: 'Balance now',
  nextCharge: 'Next charge',
  nextRent: (amount: string, date: string) => `${amount} rent on ${date}`,
  noNext: 'None: your lease ends before the next due day',
  depositHeld: 'Security deposit held',
  lines: 'Charges, payments and credits',
  noChargesTitle: 'No charges yet',
  noCharges: 'Your rent charges and payments will show here from your first due day.',
  rentAndPayments: 'Rent and payments',
  // The owner's money
  rentReceived: 'Rent received',
  contributions: 'Your contributions',
  expenses: 'Repairs and expenses',
  fees: 'Management and placement fees',
  payouts: 'Paid out to you',
  monthTitle: (title: string, month: string) => `${title}: ${month}`,
  noEntriesMonth: 'No entries this month.',
  correctionPrefix: 'Correction: ',
  balanceHeld: 'Balance held for you',
  negative: 'The expenses are more than the rent held for this home.',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  openStatement: (month: string) => `Open PDF of the ${month} statement`,
  statementFile: (period: string) => `Statement ${period}.pdf`,
  opening: 'Opening…',
  openPdf: 'Open PDF',
  statementFailed: 'The statement could not be opened. Try again.',
  statements: 'Statements',
  noStatementsTitle: 'No statements yet',
  noStatements: (first: number, last: number) =>
    `Each month's statement is made on the ${first}st to ${last}th of the next month and shows here.`,
  closing: (amount: string) => `Closing balance ${amount}`,
  loadingOwner: 'Loading your money…',
  failedOwner: 'Your money could not be loaded.',
  noEntriesTitle: 'No entries yet',
  noEntries: 'Rent, repairs and fees will show here once the office keeps your books.',
  money: 'Money',
  // Each unit's rent today (home_rent_status)
  rentToday: 'Rent today',
  formerTenant: (unit: string) => `${unit}, former tenant`,
  rentStatus: {
    late: 'Late',
    partial: 'Partly paid',
    due: 'Due',
    paid: 'Paid',
    vacant: 'Vacant',
  },
  daysLate: (days: number) => (days === 1 ? '1 day late' : `${days} days late`),
  owed: (amount: string) => `${amount} owed`,
  dueNotLate: (amount: string) => `${amount} due, not late yet`,
  nothingOwed: 'Nothing owed',
  noTenant: 'No tenant',
};

const es: Translation<typeof en> = {
  receipt: 'Recibo (PDF)',
  receiptNamed: (n) => `Recibo (PDF) núm. ${n}`,
  receiptFile: (n) => `Recibo ${n}.pdf`,
  preparing: 'Preparando…',
  receiptFailed: 'No se pudo descargar el recibo.',
  credit: (amount) => `${amount} a su favor`,
  owe: 'Este es su saldo pendiente.',
  creditNext: 'Se aplica a sus próximos cargos.',
  paidUp: 'Está al corriente.',
  paid: 'Pagado',
  open: 'Pendiente',
  partly: (open) => `Pagado en parte: faltan ${open}`,
  correction: (kind, date) => `Corrección: se anuló ${kind} del ${date}`,
  correctedOn: (date) => `Corregido el ${date}`,
  receiptNo: (n) => `Recibo núm. ${n}`,
  howToPay: 'Cómo pagar',
  payBy: (paper, payee, transfer, cash) =>
    `Pague con ${paper} a nombre de ${payee}, por ${transfer} (llámenos para los datos), o en ${cash} en la oficina, donde le damos un recibo. Escriba su dirección en la línea del concepto (memo). Envíelo por correo postal o tráigalo a:`,
  everyPayment:
    'Cada pago tiene su recibo, por correo electrónico y aquí. Todavía no se aceptan pagos con tarjeta en línea.',
  loadingTenant: 'Cargando sus pagos…',
  failedTenant: 'No se pudieron cargar sus pagos.',
  balanceNow: 'Saldo actual',
  nextCharge: 'Próximo cargo',
  nextRent: (amount, date) => `${amount} de renta el ${date}`,
  noNext: 'Ninguno: su contrato termina antes del próximo día de pago',
  depositHeld: 'Depósito de seguridad en nuestro poder',
  lines: 'Cargos, pagos y créditos',
  noChargesTitle: 'Todavía no hay cargos',
  noCharges: 'Sus cargos de renta y sus pagos aparecerán aquí desde su primer día de pago.',
  rentAndPayments: 'Renta y pagos',
  rentReceived: 'Renta recibida',
  contributions: 'Sus aportes',
  expenses: 'Reparaciones y gastos',
  fees: 'Tarifas de administración y de colocación',
  payouts: 'Pagado a usted',
  monthTitle: (title, month) => `${title}: ${month}`,
  noEntriesMonth: 'No hay movimientos este mes.',
  correctionPrefix: 'Corrección: ',
  balanceHeld: 'Saldo que guardamos para usted',
  negative: 'Los gastos son mayores que la renta guardada para esta vivienda.',
  thisMonth: 'Este mes',
  lastMonth: 'El mes pasado',
  openStatement: (month) => `Abrir el PDF del estado de cuenta de ${month}`,
  statementFile: (period) => `Estado de cuenta ${period}.pdf`,
  opening: 'Abriendo…',
  openPdf: 'Abrir PDF',
  statementFailed: 'No se pudo abrir el estado de cuenta. Inténtelo de nuevo.',
  statements: 'Estados de cuenta',
  noStatementsTitle: 'Todavía no hay estados de cuenta',
  noStatements: (first, last) =>
    `El estado de cuenta de cada mes se prepara entre el día ${first} y el ${last} del mes siguiente y aparece aquí.`,
  closing: (amount) => `Saldo final ${amount}`,
  loadingOwner: 'Cargando sus cuentas…',
  failedOwner: 'No se pudieron cargar sus cuentas.',
  noEntriesTitle: 'Todavía no hay movimientos',
  noEntries:
    'La renta, las reparaciones y las tarifas aparecerán aquí cuando la oficina lleve sus cuentas.',
  money: 'Dinero',
  rentToday: 'La renta hoy',
  formerTenant: (unit) => `${unit}, inquilino anterior`,
  rentStatus: {
    late: 'Atrasada',
    partial: 'Pagada en parte',
    due: 'Por pagar',
    paid: 'Pagada',
    vacant: 'Desocupada',
  },
  daysLate: (days) => (days === 1 ? '1 día de atraso' : `${days} días de atraso`),
  owed: (amount) => `${amount} pendiente`,
  dueNotLate: (amount) => `${amount} por pagar, todavía sin atraso`,
  nothingOwed: 'Nada pendiente',
  noTenant: 'Sin inquilino',
};

const moneyText: Catalogue<typeof en> = { en, es };
const labelsEn = {
  kinds: ledgerKindLabels,
  methods: paymentMethodLabels,
  references: paymentReferenceLabels,
};
const moneyLabels: Catalogue<typeof labelsEn> = {
  en: labelsEn,
  es: {
    kinds: ledgerKindLabelsByLocale.es,
    methods: paymentMethodLabelsByLocale.es,
    references: paymentReferenceLabelsByLocale.es,
  },
};

export function useMoneyText() {
  const { locale } = usePortalLocale();
  return { t: moneyText[locale], l: moneyLabels[locale], locale };
}
