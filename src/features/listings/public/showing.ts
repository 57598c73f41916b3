/**
 * 'Request a showing' on a listing page: the lead dialog's field rules (the shared schema, so
 * messages match everywhere), sent through the one lead path as a `property_showing` lead. The
 * server looks the listing up by its id: the title and address in the office's email are the
 * listing's own, never what a browser claims.
 */
import { bookingBounds } from '@contract/booking.ts';
import { HONEYPOT_FIELD, leadMessages, leadMessagesByLocale } from '@contract/lead-options.ts';
import type { ShowingRequestInput, ShowingRequestValues } from '@contract/lead-schemas.ts';
import type { Locale } from '@contract/locale.ts';
import type { Catalogue } from '@/lib/i18n';
import type { Property } from '@/lib/database.types';
import { submitLead } from '@/lib/leads';

export { leadSchemasFor, showingRequestSchema, todayIso } from '@contract/lead-schemas.ts';
export type { ShowingRequestInput, ShowingRequestValues };

export const showingMessages = {
  messageMax: leadMessages.frustrationMax,
  datePast: leadMessages.datePast,
  bookHeading: 'Book a showing',
  bookIntro: 'Pick an open time to see this home, and tell us how to reach you.',
  requestHeading: 'Request a showing',
  requestIntro: "Tell us how to reach you and we'll set up a time to see this home.",
  /** Said above the old fields when the listing has no open time online. */
  noSlots: 'No showing times are open online right now. Tell us when suits you and we will call.',
  pickLegend: 'Pick a showing time',
  book: 'Book Showing',
  booking: 'Booking...',
  request: 'Request a Showing',
  sending: 'Sending...',
  bookedTitle: 'Confirm from your email',
  bookedDescription: `We are holding this time for you for ${bookingBounds.holdMinutes} minutes. Tap "Confirm appointment" in the email we just sent to book it; then we email your calendar invitation, with links to reschedule or cancel.`,
  successTitle: 'Showing requested!',
  successDescription: "We'll call or email you within 24 hours to confirm a time.",
  errorTitle: 'Error',
  errorDescription: 'Failed to submit form. Please try again.',
  preferredContact: 'Preferred Contact Method',
  preferredContactPlaceholder: 'Select a contact method',
  bestTime: 'Best Time to Reach You',
  bestTimePlaceholder: 'Select a time',
  preferredDate: 'Preferred Showing Date',
  message: 'Message',
} as const;

/** The showing form's words per language (the listing page's). */
export const showingText: Catalogue<typeof showingMessages> = {
  en: showingMessages,
  es: {
    messageMax: leadMessagesByLocale.es.frustrationMax,
    datePast: leadMessagesByLocale.es.datePast,
    bookHeading: 'Reserve una visita',
    bookIntro: 'Elija un horario disponible para ver esta casa, y díganos cómo contactarlo.',
    requestHeading: 'Pida una visita',
    requestIntro: 'Díganos cómo contactarlo y acordaremos un horario para ver esta casa.',
    noSlots:
      'Por ahora no hay horarios de visita disponibles en línea. Díganos cuándo le conviene y lo llamaremos.',
    pickLegend: 'Elija un horario de visita',
    book: 'Reservar visita',
    booking: 'Reservando...',
    request: 'Pedir una visita',
    sending: 'Enviando...',
    bookedTitle: 'Confirme desde su correo electrónico',
    bookedDescription: `Le guardamos este horario por ${bookingBounds.holdMinutes} minutos. Toque "Confirmar la cita" en el correo electrónico que le acabamos de enviar para reservarlo; después le enviaremos la invitación para su calendario, con enlaces para cambiar el horario o cancelar.`,
    successTitle: '¡Visita solicitada!',
    successDescription:
      'Lo llamaremos o le escribiremos en menos de 24 horas para confirmar un horario.',
    errorTitle: 'Error',
    errorDescription: 'No se pudo enviar el formulario. Intente de nuevo, por favor.',
    preferredContact: 'Cómo prefiere que lo contactemos',
    preferredContactPlaceholder: 'Elija una forma de contacto',
    bestTime: 'Mejor horario para contactarlo',
    bestTimePlaceholder: 'Elija un horario',
    preferredDate: 'Fecha preferida para la visita',
    message: 'Mensaje',
  },
};

export type ShowingListing = Pick<
  Property,
  'id' | 'title' | 'address' | 'city' | 'state' | 'zip_code'
>;

/** The empty form for one listing. */
export function emptyShowingRequest(listing: Pick<ShowingListing, 'id'>): ShowingRequestInput {
  return {
    fullName: '',
    email: '',
    phone: '',
    preferredContact: '',
    bestTime: '',
    preferredDate: '',
    slotStart: '',
    message: '',
    textConsent: false,
    propertyId: listing.id,
    [HONEYPOT_FIELD]: '',
  };
}

/** Sends the request through the lead pipeline in the form's language (bots dropped quietly). */
export function submitShowingRequest(
  values: ShowingRequestValues,
  locale: Locale = 'en',
): Promise<void> {
  return submitLead('property_showing', values, locale);
}
