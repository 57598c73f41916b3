/**
 * How a booking reads in each language: its kind and its slot, always in the office's time zone
 * (Intl with 'es-US' for Spanish). English is contract/booking.ts's own wording, unchanged. Shared
 * by the booking mails, the invitation and the manage page. Runs in Vite and in Deno.
 */
import { bookingKindLabels, slotLabel, type BookingKind } from './booking.ts';
import { intlLocales, type Locale } from './locale.ts';
import { OFFICE_TIME_ZONE } from './zone.ts';

export const bookingKindLabelsIn: Record<Locale, Record<BookingKind, string>> = {
  en: bookingKindLabels,
  es: { consultation: 'Llamada de consulta', showing: 'Visita' },
};

const esDay = new Intl.DateTimeFormat(intlLocales.es, {
  timeZone: OFFICE_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const esTime = new Intl.DateTimeFormat(intlLocales.es, {
  timeZone: OFFICE_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
const esHour = new Intl.DateTimeFormat('en-US', {
  timeZone: OFFICE_TIME_ZONE,
  hour: 'numeric',
  hour12: true,
});

/**
 * A slot in words: 'Monday, November 2 at 9:00 AM (Pacific Time)' or
 * 'lunes, 2 de noviembre a las 9:00 a.m. (hora del Pacífico)' ('a la 1:00' at one o'clock).
 */
export function slotLabelIn(locale: Locale, iso: string | Date): string {
  if (locale === 'en') return slotLabel(iso);
  const date = new Date(iso);
  const one = esHour.formatToParts(date).find((p) => p.type === 'hour')?.value === '1';
  return `${esDay.format(date)} ${one ? 'a la' : 'a las'} ${esTime.format(date)} (hora del Pacífico)`;
}
