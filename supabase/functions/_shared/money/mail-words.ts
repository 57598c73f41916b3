/**
 * The words of the books' mail (a tenant's receipt and reminder, an owner's statement) in both
 * languages: one catalogue, so a missing Spanish word fails the type check. The mails are written
 * once (money-mail.ts), which formats the amounts in the reader's language before they get here.
 */
import { company } from '../contract/company.ts';
import { catalogue } from '../contract/locale.ts';
import { formatDate } from '../contract/date-format.ts';

/** `2026-10-05` in a sentence of the mail: "Oct 5, 2026" / "5 de octubre de 2026". */

/** A receipt's facts, formatted. */
export interface ReceiptWords {
  number: number;
  amount: string;
  received: string;
  address: string;
}

/** How to pay, in words: the paper methods, the others, and the offices. */
export interface PayWays {
  paper: string;
  others: string;
  offices: string;
}

export const moneyMailWords = catalogue({
  en: {
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    /** A date in a sentence or a row. */
    date: (date: string) => formatDate(date, 'en', 'medium'),
    /** Joins the offices' addresses. */
    orOffice: '; or ',
    howToPay: (w: PayWays) => [
      `How to pay: by ${w.paper} made out to ${company.name}, or by ${w.others} (cash only at the office, with a receipt).`,
      `Bring or mail it to one of our offices: ${w.offices}. Office hours ${company.hours.office}. Questions: call ${company.phone} or write to ${company.email}.`,
    ],
    receipt: {
      subject: (r: ReceiptWords) => `Receipt ${r.number}: ${r.amount} received`,
      heading: (deposit: boolean) =>
        deposit ? 'We received your security deposit' : 'We received your payment',
      preheader: (r: ReceiptWords) => `${r.amount} received on ${r.received}, receipt ${r.number}`,
      thanks: (r: ReceiptWords) =>
        `Thank you: we received ${r.amount} on ${r.received} for ${r.address}. This email is your receipt; the PDF receipt is in your portal.`,
      rows: {
        number: 'Receipt number',
        amount: 'Amount',
        paidBy: 'Paid by',
        received: 'Date received',
        balance: 'Your balance now',
      },
      listTitle: (deposit: boolean) =>
        deposit ? 'Held as' : 'What it paid (oldest charges first)',
      button: 'See your account',
      after: `Questions about this payment? Reply to this email or call ${company.phone}.`,
    },
    reminder: {
      subject: (balance: string) => `Your rent balance: ${balance} is open`,
      heading: 'A reminder about your balance',
      preheader: (balance: string, street: string) =>
        `${balance} is open on your account for ${street}`,
      open: (balance: string, address: string) =>
        `Our records show ${balance} open on your account for ${address}. If you have already paid, thank you, and please let us know so we can match it.`,
      balance: 'Balance',
      button: 'See your charges and payments',
      after: `If you cannot pay in full, call us at ${company.phone}: we would rather talk about it early.`,
    },
    statement: {
      subject: (month: string) => `Your owner statement for ${month}`,
      heading: (month: string) => `Your statement for ${month}`,
      preheader: (closing: string) => `Closing balance ${closing}; the PDF is in your portal`,
      ready: (month: string) =>
        `Your owner statement for ${month} is ready in your portal as a PDF. In short:`,
      rows: {
        opening: 'Opening balance',
        income: 'Income',
        expenses: 'Expenses',
        fees: 'Fees',
        payouts: 'Payouts',
        closing: 'Closing balance',
      },
      button: 'Open your statement',
      after: `Payouts are sent by the 10th of the month. Questions? Reply to this email or call ${company.phone}.`,
    },
  },
  es: {
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    date: (date: string) => formatDate(date, 'es', 'long'),
    orOffice: '; o ',
    howToPay: (w) => [
      `Cómo pagar: con ${w.paper} a nombre de ${company.name}, o por ${w.others} (el efectivo solo en la oficina, con recibo).`,
      `Tráigalo o envíelo por correo postal a una de nuestras oficinas: ${w.offices}. Horario de la oficina: todos los días, de 7 a. m. a 7 p. m. ¿Preguntas? Llame al ${company.phone} o escriba a ${company.email}.`,
    ],
    receipt: {
      subject: (r) => `Recibo ${r.number}: recibimos ${r.amount}`,
      heading: (deposit) => (deposit ? 'Recibimos su depósito de seguridad' : 'Recibimos su pago'),
      preheader: (r) => `${r.amount} recibidos el ${r.received}, recibo ${r.number}`,
      thanks: (r) =>
        `Gracias: recibimos ${r.amount} el ${r.received} por ${r.address}. Este correo electrónico es su recibo; el recibo en PDF está en su portal.`,
      rows: {
        number: 'Número de recibo',
        amount: 'Cantidad',
        paidBy: 'Forma de pago',
        received: 'Fecha de recibido',
        balance: 'Su saldo ahora',
      },
      listTitle: (deposit) =>
        deposit ? 'Se guarda como' : 'Qué pagó (primero los cargos más antiguos)',
      button: 'Ver su cuenta',
      after: `¿Preguntas sobre este pago? Responda a este correo electrónico o llame al ${company.phone}.`,
    },
    reminder: {
      subject: (balance) => `Saldo de su renta: ${balance} pendiente`,
      heading: 'Un recordatorio sobre su saldo',
      preheader: (balance, street) => `Hay ${balance} pendiente en su cuenta de ${street}`,
      open: (balance, address) =>
        `Según nuestros registros, hay ${balance} pendiente en su cuenta de ${address}. Si ya pagó, gracias; por favor avísenos para registrarlo.`,
      balance: 'Saldo',
      button: 'Ver sus cargos y pagos',
      after: `Si no puede pagar todo, llámenos al ${company.phone}: preferimos hablarlo a tiempo.`,
    },
    statement: {
      subject: (month) => `Su estado de cuenta de ${month}`,
      heading: (month) => `Su estado de cuenta de ${month}`,
      preheader: (closing) => `Saldo final ${closing}; el PDF está en su portal`,
      ready: (month) =>
        `Su estado de cuenta de propietario de ${month} ya está en su portal en PDF. En resumen:`,
      rows: {
        opening: 'Saldo inicial',
        income: 'Ingresos',
        expenses: 'Gastos',
        fees: 'Tarifas',
        payouts: 'Pagos a usted',
        closing: 'Saldo final',
      },
      button: 'Abrir su estado de cuenta',
      after: `Los pagos a propietarios se envían a más tardar el día 10 del mes. ¿Preguntas? Responda a este correo o llame al ${company.phone}.`,
    },
  },
});
