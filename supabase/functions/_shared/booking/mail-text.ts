/**
 * The words of a booking's mails to the visitor and of its invitation, per language (the lead's,
 * leads.locale). The office's notices stay in English (booking-mail.ts). `when` is a slot already
 * in words in the same language (contract/booking.ts's slotLabel).
 */
import type { Catalogue, Translation } from '../contract/locale.ts';

const english = {
  showing: (title: string) => `Showing: ${title || 'a listing'}`,
  consultation: (companyName: string) => `Consultation call with ${companyName}`,
  callAt: (phone: string) => `We will call you at ${phone}`,
  call: 'We will call you',
  what: 'What',
  when: 'When',
  where: 'Where',
  reschedule: 'Reschedule',
  cancel: 'Cancel',
  confirm: 'Confirm appointment',
  manageLine: (url: string) => `Reschedule or cancel: ${url}`,
  held: {
    subject: (what: string, when: string) => `Please confirm: ${what}, ${when}`,
    heading: 'Confirm your appointment',
    /** `until`: the hold's end, a time of day. */
    paragraph: (when: string, until: string) =>
      `Hello, we are holding ${when} for you until ${until}. Tap "Confirm appointment" below to book it. If it is not confirmed by then, the time is released for someone else and nothing is booked.`,
  },
  booked: {
    subject: (what: string, when: string) => `Booked: ${what}, ${when}`,
    heading: 'Your appointment is booked',
    paragraph: (when: string) =>
      `Hello, thank you for confirming: your appointment is booked for ${when}. The attached invitation adds it to your calendar.`,
  },
  reminder24h: {
    subject: (what: string) => `Reminder: ${what}, tomorrow`,
    heading: 'See you tomorrow',
    paragraph: (when: string) => `Hello, a reminder of your appointment: ${when}.`,
  },
  reminder2h: {
    subject: (what: string) => `Reminder: ${what}, in 2 hours`,
    heading: 'See you soon',
    paragraph: (when: string) => `Hello, a reminder of your appointment in 2 hours: ${when}.`,
  },
  rescheduled: {
    subject: (what: string, when: string) => `Moved: ${what}, ${when}`,
    heading: 'Your appointment is moved',
    paragraph: (when: string) =>
      `Hello, your appointment is now ${when}. The attached invitation updates your calendar.`,
  },
  cancelled: {
    subject: (what: string) => `Cancelled: ${what}`,
    heading: 'Your appointment is cancelled',
    /** `url`: the listing's page (a showing) or the consultation page, to book again. */
    paragraph: (when: string, url: string) =>
      `Hello, your appointment of ${when} is cancelled. To book another time, visit ${url} or call us.`,
  },
};

export type BookingMailText = Translation<typeof english>;

const spanish: BookingMailText = {
  showing: (title) => `Visita: ${title || 'una propiedad'}`,
  consultation: (companyName) => `Llamada de consulta con ${companyName}`,
  callAt: (phone) => `Le llamaremos al ${phone}`,
  call: 'Le llamaremos',
  what: 'Qué',
  when: 'Cuándo',
  where: 'Dónde',
  reschedule: 'Cambiar la hora',
  cancel: 'Cancelar',
  confirm: 'Confirmar la cita',
  manageLine: (url) => `Cambiar la hora o cancelar: ${url}`,
  held: {
    subject: (what, when) => `Confirme, por favor: ${what}, ${when}`,
    heading: 'Confirme su cita',
    paragraph: (when, until) =>
      `Hola, le estamos guardando el horario del ${when} hasta ${until.startsWith('1:') ? 'la' : 'las'} ${until}. Toque "Confirmar la cita" abajo para reservarlo. Si no se confirma antes, el horario queda libre para otra persona y no se reserva nada.`,
  },
  booked: {
    subject: (what, when) => `Cita confirmada: ${what}, ${when}`,
    heading: 'Su cita está confirmada',
    paragraph: (when) =>
      `Hola, gracias por confirmar: su cita es el ${when}. La invitación adjunta la agrega a su calendario.`,
  },
  reminder24h: {
    subject: (what) => `Recordatorio: ${what}, mañana`,
    heading: 'Nos vemos mañana',
    paragraph: (when) => `Hola, le recordamos su cita: ${when}.`,
  },
  reminder2h: {
    subject: (what) => `Recordatorio: ${what}, en 2 horas`,
    heading: 'Nos vemos pronto',
    paragraph: (when) => `Hola, le recordamos su cita dentro de 2 horas: ${when}.`,
  },
  rescheduled: {
    subject: (what, when) => `Nueva hora: ${what}, ${when}`,
    heading: 'Su cita cambió de hora',
    paragraph: (when) =>
      `Hola, su cita ahora es el ${when}. La invitación adjunta actualiza su calendario.`,
  },
  cancelled: {
    subject: (what) => `Cancelada: ${what}`,
    heading: 'Su cita está cancelada',
    paragraph: (when, url) =>
      `Hola, su cita del ${when} está cancelada. Para reservar otra hora, visite ${url} o llámenos.`,
  },
};

export const bookingMailText: Catalogue<typeof english> = { en: english, es: spanish };
