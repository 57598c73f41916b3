/**
 * Booking rules shared by the slot picker, the admin calendar, the functions and the tests: the
 * kinds, the notice and horizon (the database's booking_slots() applies the same numbers; a test
 * compares them), the calendars' defaults and limits, the settings forms' schemas, the visitor's
 * messages, and how a slot reads in Pacific time. Runs in Vite and in Deno; imports only zod.
 */
import { z } from 'zod';
import { defaultLocale, type Catalogue, type Locale, type Translation } from './locale.ts';
import { addDays, formatInstant, officeDate } from './date-format.ts';
import { OFFICE_TIME_ZONE } from './zone.ts';

export const bookingKinds = ['consultation', 'showing'] as const;
export type BookingKind = (typeof bookingKinds)[number];
/** `bookings.status` (bookings_status_allowed): a hold becomes booked, or expires. */
export const bookingStatuses = ['held', 'booked', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingKindLabels: Record<BookingKind, string> = {
  consultation: 'Consultation call',
  showing: 'Showing',
};

/** The kinds in the visitor's language (a Spanish booking's manage page). */
export const bookingKindLabelsByLocale: Catalogue<Record<BookingKind, string>> = {
  en: bookingKindLabels,
  es: { consultation: 'Llamada de consulta', showing: 'Visita' },
};

/** What booking_slots() enforces: never a slot less than 2 hours ahead, never beyond 14 days. */
export const bookingRules = {
  noticeMinutes: 120,
  horizonDays: 14,
  /** Reminders go this long before the slot (the queue's reminder_24h and reminder_2h). */
  reminderHours: [24, 2],
  /** How often a visitor may move one booking (reschedule_booking counts; staff moves are free). */
  visitorMoves: 3,
} as const;

/**
 * How much one client may hold (once one client took every slot). submit-lead passes these
 * to book_lead, which counts held and booked slots under locks:
 * - a booking is held `holdMinutes` until its visitor confirms it from the mailed link;
 * - one email holds at most `perEmailUpcoming` upcoming bookings, one client address (IPv6 by its
 *   /56) `perClientUpcoming`;
 * - one email or address holds at most `keyDayShare` of a calendar's day (at least one slot):
 *   2 of a weekday's 24 consultation calls;
 * - unconfirmed holds together take at most `heldDayShare` of a calendar's day, so a flood from
 *   many addresses still leaves the rest for people who confirm.
 */
export const bookingBounds = {
  holdMinutes: 30,
  perEmailUpcoming: 3,
  perClientUpcoming: 6,
  keyDayShare: 0.1,
  heldDayShare: 0.5,
} as const;

/** Limits the database checks too (booking_calendars, booking_blackouts). */
export const calendarLimits = {
  slotMin: 10,
  slotMax: 240,
  bufferMin: 0,
  bufferMax: 120,
  noteMax: 200,
} as const;

/**
 * A new listing's showing calendar, until staff change it: the database gives every new listing
 * these hours (migration 20261202030001, an integration test compares them), Monday to Saturday
 * 10:00 AM-5:00 PM Pacific, 20-minute visits with 10 minutes between them.
 */
export const showingDefaults = {
  slotMinutes: 20,
  bufferMinutes: 10,
  weekdays: [1, 2, 3, 4, 5, 6],
  starts: '10:00',
  ends: '17:00',
} as const;

/** The default showing hours in words: 'Mon–Sat 10:00 AM–5:00 PM'. */
export const showingDefaultsLabel = 'Mon–Sat 10:00 AM–5:00 PM';

/** 0 = Sunday, as Date.getDay() and Postgres's extract(dow) count. */
export const weekdayLabels = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const bookingMessages = {
  slotRequired: 'Please pick a time.',
  slotTaken: 'Sorry, that time was just taken. Please pick another one.',
  noSlots: 'No times are open online in the next 14 days. Please call us and we will find one.',
  slotsFailed: 'We could not load the open times. Please try again, or call us.',
  bookingClosed: 'This appointment can no longer be changed online. Please call us.',
  linkInvalid: 'This link is not valid. Please use the latest email we sent, or call us.',
  cancelled: 'Your appointment is cancelled. The time is free for someone else now.',
  rescheduled: 'Your appointment is moved. We sent you an updated invitation.',
  bookingLimit:
    'We cannot hold another time for you right now: please confirm or cancel the appointment we emailed you, pick another day, or call us.',
  moveLimit:
    'This appointment has been moved as often as it can be online. Please call us to change it.',
  holdExpired:
    'This time was held for you, but it was not confirmed in time and is free again. Please book a new time.',
  confirmed: 'Your appointment is booked. We emailed you the calendar invitation.',
  notConfirmed: 'Please confirm this appointment first; then you can move it.',
  windowOrder: 'The end must be after the start.',
  windowOverlap: 'This overlaps another window on the same day.',
  timeRequired: 'Please enter a time.',
  slotLength: `Visits last ${calendarLimits.slotMin} to ${calendarLimits.slotMax} minutes.`,
  bufferLength: `The buffer is ${calendarLimits.bufferMin} to ${calendarLimits.bufferMax} minutes.`,
  dateRequired: 'Please pick a date.',
  noteMax: `Keep the note under ${calendarLimits.noteMax} characters.`,
} as const;

export type BookingMessages = Translation<typeof bookingMessages>;

/** The booking messages in the visitor's language: `bookingMessagesByLocale[locale].slotTaken`. */
export const bookingMessagesByLocale: Catalogue<typeof bookingMessages> = {
  en: bookingMessages,
  es: {
    slotRequired: 'Elija un horario.',
    slotTaken: 'Lo sentimos, alguien acaba de tomar ese horario. Elija otro, por favor.',
    noSlots:
      'No hay horarios disponibles en línea en los próximos 14 días. Llámenos y buscaremos uno.',
    slotsFailed: 'No pudimos cargar los horarios disponibles. Intente de nuevo, o llámenos.',
    bookingClosed: 'Esta cita ya no se puede cambiar en línea. Llámenos, por favor.',
    linkInvalid:
      'Este enlace no es válido. Use el correo más reciente que le enviamos, o llámenos.',
    cancelled: 'Su cita está cancelada. El horario ya queda libre para otra persona.',
    rescheduled: 'Su cita cambió de horario. Le enviamos una invitación actualizada.',
    bookingLimit:
      'Ahora no podemos reservarle otro horario: confirme o cancele la cita que le enviamos por correo electrónico, elija otro día, o llámenos.',
    moveLimit: 'Esta cita ya se cambió todas las veces posibles en línea. Llámenos para cambiarla.',
    holdExpired:
      'Le reservamos este horario, pero no se confirmó a tiempo y ya quedó libre. Reserve un horario nuevo, por favor.',
    confirmed: 'Su cita está confirmada. Le enviamos la invitación para su calendario.',
    notConfirmed: 'Primero confirme esta cita; después podrá cambiarla de hora.',
    windowOrder: 'El final debe ser después del inicio.',
    windowOverlap: 'Este horario se cruza con otro del mismo día.',
    timeRequired: 'Escriba una hora.',
    slotLength: `Las visitas duran de ${calendarLimits.slotMin} a ${calendarLimits.slotMax} minutos.`,
    bufferLength: `El margen es de ${calendarLimits.bufferMin} a ${calendarLimits.bufferMax} minutos.`,
    dateRequired: 'Elija una fecha.',
    noteMax: `La nota debe tener menos de ${calendarLimits.noteMax} caracteres.`,
  },
};

/** An ISO-8601 instant with an explicit offset, as the slots endpoint answers and submit-lead takes. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isSlotInstant(value: string): boolean {
  return ISO_WITH_OFFSET.test(value) && !Number.isNaN(Date.parse(value));
}

/** The picked slot, required (`message`: the language's `slotRequired`). */
export function slotStartField(message: string = bookingMessages.slotRequired) {
  return z.string({ error: message }).trim().refine(isSlotInstant, message);
}

/** A calendar date 'YYYY-MM-DD' (the slots endpoint's from and to). */
export const calendarDateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:00)?$/;
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** One weekly window as the settings form edits it ('HH:MM', Pacific wall-clock time). */
export const bookingWindowSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    starts: z
      .string({ error: bookingMessages.timeRequired })
      .regex(TIME, bookingMessages.timeRequired),
    ends: z
      .string({ error: bookingMessages.timeRequired })
      .regex(TIME, bookingMessages.timeRequired),
  })
  .refine(
    (w) => !TIME.test(w.starts) || !TIME.test(w.ends) || minutesOf(w.starts) < minutesOf(w.ends),
    {
      message: bookingMessages.windowOrder,
      path: ['ends'],
    },
  );
export type BookingWindow = z.output<typeof bookingWindowSchema>;

/** True when two windows of the same day overlap (the database refuses it too). */
export function windowsOverlap(a: BookingWindow, b: BookingWindow): boolean {
  return (
    a.weekday === b.weekday &&
    minutesOf(a.starts) < minutesOf(b.ends) &&
    minutesOf(b.starts) < minutesOf(a.ends)
  );
}

/** A calendar's settings: slot length, buffer and its weekly windows. */
export const calendarSettingsSchema = z
  .object({
    slotMinutes: z
      .number({ error: bookingMessages.slotLength })
      .int(bookingMessages.slotLength)
      .min(calendarLimits.slotMin, bookingMessages.slotLength)
      .max(calendarLimits.slotMax, bookingMessages.slotLength),
    bufferMinutes: z
      .number({ error: bookingMessages.bufferLength })
      .int(bookingMessages.bufferLength)
      .min(calendarLimits.bufferMin, bookingMessages.bufferLength)
      .max(calendarLimits.bufferMax, bookingMessages.bufferLength),
    windows: z.array(bookingWindowSchema).max(50),
  })
  .superRefine((v, ctx) => {
    v.windows.forEach((w, i) => {
      if (v.windows.some((o, j) => j < i && windowsOverlap(w, o))) {
        ctx.addIssue({
          code: 'custom',
          message: bookingMessages.windowOverlap,
          path: ['windows', i, 'starts'],
        });
      }
    });
  });
export type CalendarSettings = z.output<typeof calendarSettingsSchema>;

export const blackoutSchema = z.object({
  onDate: calendarDateField.or(z.literal('')).refine((v) => v !== '', bookingMessages.dateRequired),
  note: z.string().trim().max(calendarLimits.noteMax, bookingMessages.noteMax),
});
export type BlackoutInput = z.input<typeof blackoutSchema>;

// ---------------------------------------------------------------------------------------------
// How a slot reads: always in the office's time zone, whatever the device's
// ---------------------------------------------------------------------------------------------

/** 'Monday, November 2'; 'lunes, 2 de noviembre' */
export function slotDayLabel(iso: string | Date, locale: Locale = defaultLocale): string {
  return formatInstant(iso, locale, 'weekday');
}

/** '9:00 AM'; '9:00 a.m.' */
export function slotTimeLabel(iso: string | Date, locale: Locale = defaultLocale): string {
  return formatInstant(iso, locale, 'time');
}

/**
 * 'Monday, November 2 at 9:00 AM (Pacific Time)';
 * 'lunes, 2 de noviembre a las 9:00 a.m. (hora del Pacífico)'
 */
export function slotLabel(iso: string | Date, locale: Locale = defaultLocale): string {
  const day = slotDayLabel(iso, locale);
  const time = slotTimeLabel(iso, locale);
  if (locale === 'en') return `${day} at ${time} (Pacific Time)`;
  // "a la 1:00", "a las 2:00".
  return `${day} ${time.startsWith('1:') ? 'a la' : 'a las'} ${time} (hora del Pacífico)`;
}

/** The office's calendar date of an instant, 'YYYY-MM-DD' (the date formatter's office date). */
export { officeDate as officeDateOf, addDays } from './date-format.ts';

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: OFFICE_TIME_ZONE,
  timeZoneName: 'longOffset',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as ISO-8601 with the office's offset that day ('2026-11-02T09:00:00-08:00'): what the
 * slots endpoint answers, so a client reads the Pacific wall time without a time zone database.
 */
export function toOfficeIso(iso: string | Date): string {
  const parts = Object.fromEntries(
    offsetFormat.formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
  );
  const zone = parts.timeZoneName ?? 'GMT';
  const offset = zone === 'GMT' ? '+00:00' : zone.slice(3);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** The slots endpoint's default range: the office's today and the 13 days after it. */
export function bookingRange(now: Date = new Date()): { from: string; to: string } {
  const from = officeDate(now);
  return { from, to: addDays(from, bookingRules.horizonDays - 1) };
}
