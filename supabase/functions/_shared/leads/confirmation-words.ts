/**
 * Every lead source's confirmation to the visitor, in both languages (leads.locale): one
 * catalogue, so a source or a word missing in Spanish fails the type check. The mail is rendered
 * once (email-templates/index.ts). The office's mail stays in English (lead-registry.ts). Same
 * rule in both languages: only checked values and our own data, never the visitor's free text.
 */
import { company } from '../contract/company.ts';
import {
  bestTimeLabels,
  contactMethodLabels,
  leadOptionLabels,
  type LeadSource,
} from '../contract/lead-options.ts';
import {
  PRIVACY_RESPONSE_DAYS,
  PRIVACY_VERIFY_DAYS,
  privacyRequestTypeLabelsByLocale,
} from '../contract/privacy-options.ts';
import { searchSummary, type ListingSearchFilters } from '../contract/listing-search.ts';
import { catalogue } from '../contract/locale.ts';
import { formatDate, formatStoredDate } from '../contract/date-format.ts';
import { formatDollars } from '../contract/money-format.ts';
import { slotLabel } from '../contract/booking.ts';
import { bookingRows, manageButtons } from '../booking/mod.ts';
import { GUIDE_SUMMARY, GUIDE_TITLE, guideUrl } from './guide.ts';
import type { ConfirmationEmail } from './mail-types.ts';

/** A stored calendar date ('2025-03-17') in words: 'Monday, March 17, 2025'. */
export const calendarDate = (iso: string | null) => formatStoredDate(iso, 'en', 'weekdayLong');

/** A stored calendar date ('2025-03-17') in words: 'lunes, 17 de marzo de 2025'. */
const calendarDateEs = (iso: string | null) => formatStoredDate(iso, 'es', 'weekdayLong');

const dollarsEs = (n: number) => formatDollars(n, 'es', { cents: !Number.isInteger(n) });

/**
 * A listing alert's search in Spanish WITHOUT the typed city (as the English confirmation):
 * 'En renta, hasta $3,000, 2+ recámaras'.
 */
function searchSummaryEs(f: ListingSearchFilters): string {
  const parts: string[] = [];
  parts.push(
    f.type === 'all' ? 'Cualquier propiedad' : f.type === 'sale' ? 'En venta' : 'En renta',
  );
  if (f.minPrice !== null && f.maxPrice !== null) {
    parts.push(`de ${dollarsEs(f.minPrice)} a ${dollarsEs(f.maxPrice)}`);
  } else if (f.minPrice !== null) parts.push(`${dollarsEs(f.minPrice)} o más`);
  else if (f.maxPrice !== null) parts.push(`hasta ${dollarsEs(f.maxPrice)}`);
  if (f.beds !== null) parts.push(`${f.beds}+ ${f.beds === 1 ? 'recámara' : 'recámaras'}`);
  if (f.baths !== null) parts.push(`${f.baths}+ ${f.baths === 1 ? 'baño' : 'baños'}`);
  if (f.cats) parts.push('se aceptan gatos');
  if (f.dogs) parts.push('se aceptan perros');
  if (f.availableBy) parts.push(`disponible para el ${formatDate(f.availableBy, 'es', 'medium')}`);
  return parts.join(', ');
}

const name = company.name;

/** The words of the facts a confirmation repeats (the visitor's checked choices). */
const factWordsEn = {
  contactMethods: contactMethodLabels,
  bestTimes: bestTimeLabels,
  privacyRequestTypes: privacyRequestTypeLabelsByLocale.en,
  /** The stored fillers of a form that did not ask (CONTACT_FIXED). */
  fillers: { 'not specified': 'Not specified', anytime: 'Anytime' },
  /** A listing alert's search, WITHOUT the typed city. */
  alertSearch: (f: ListingSearchFilters) => searchSummary(f, { includeCity: false }),
};

const englishConfirmations: Record<LeadSource, ConfirmationEmail> = {
  lead_dialog: {
    subject: () => `We received your request - ${name}`,
    heading: 'We received your request',
    paragraphs: (f) => [
      'Hello,',
      `Thank you for reaching out about your property. A member of our team will contact you by ${f.preferredContact.toLowerCase()} within 24 hours.`,
      'One flat monthly rate, no hidden fees and no percentage of your rent: we look forward to showing you how it works for your property.',
    ],
  },

  contact: {
    subject: () => `We received your message - ${name}`,
    heading: 'We received your message',
    paragraphs: () => [
      'Hello,',
      'Thank you for telling us about your property. We will reach out within 24 hours.',
    ],
  },

  consultation: {
    subject: (f) =>
      f.booking
        ? `Booked: your consultation call, ${slotLabel(f.booking.start)}`
        : `Your consultation call, ${calendarDate(f.requestedDate)} at ${f.requestedTime ?? ''}`,
    heading: 'Your consultation call is booked',
    paragraphs: (f) => [
      f.booking
        ? `Hello, your consultation call is booked for ${slotLabel(f.booking.start)}. We will call you then; the attached invitation adds it to your calendar.`
        : `Hello, your consultation call is booked for ${calendarDate(f.requestedDate)} at ${f.requestedTime ?? ''} (Pacific Time).`,
      `As promised, here is your free guide: "${GUIDE_TITLE}". Need another time? Use the buttons below.`,
    ],
    rows: (f) =>
      f.booking
        ? bookingRows(f.booking, name)
        : [
            { label: 'Date', value: calendarDate(f.requestedDate) },
            { label: 'Time', value: `${f.requestedTime ?? ''} (Pacific Time)` },
          ],
    buttons: (f) => manageButtons(f.booking?.manageUrl ?? null),
    link: (site) => ({ label: 'Read the guide', url: guideUrl(site.siteUrl) }),
    list: { title: 'The ten mistakes in short:', items: GUIDE_SUMMARY },
  },

  owner_portal: {
    subject: () => `Thanks for asking about management - ${name}`,
    heading: 'We will be in touch',
    paragraphs: () => [
      'Thank you for asking about our management. A member of our team will email you within 24 hours to learn about your rental and show you what the portal and our service would do for it.',
    ],
  },

  property_showing: {
    subject: (f) =>
      f.booking
        ? `Booked: showing of ${f.listing?.title ?? 'a listing'}, ${slotLabel(f.booking.start)}`
        : `Your showing request: ${f.listing?.title ?? 'a listing'}`,
    heading: 'Your showing',
    paragraphs: (f) =>
      f.booking
        ? [
            'Hello,',
            `Your showing of ${f.listing?.title ?? 'our listing'} is booked for ${slotLabel(f.booking.start)}. We will meet you at the address below; the attached invitation adds it to your calendar.`,
          ]
        : [
            'Hello,',
            `Thank you for your interest in ${f.listing?.title ?? 'our listing'}. We'll call or email you within 24 hours to confirm a time.`,
          ],
    buttons: (f) => manageButtons(f.booking?.manageUrl ?? null),
    rows: (f) =>
      f.booking
        ? bookingRows(f.booking, name)
        : [
            { label: 'Listing', value: f.listing?.title ?? '' },
            { label: 'Address', value: f.listing?.address ?? '' },
            {
              label: 'Requested time',
              value: f.requestedDate
                ? `${calendarDate(f.requestedDate)}, ${f.bestTime}`
                : `Any day, ${f.bestTime}`,
            },
          ],
  },

  // Repeats none of the requester's own words (name, details): the mail goes to whatever
  // address was typed in, so it must be harmless to a stranger (a test checks).
  privacy_request: {
    subject: () => `Confirm your privacy request - ${name}`,
    heading: 'Confirm your privacy request',
    paragraphs: (f) => [
      'Hello,',
      `Someone (we hope you) asked us, using this email address, to ${f.privacyRequestType.toLowerCase()}.`,
      `We act on it only once you confirm it is yours with the button below, within ${PRIVACY_VERIFY_DAYS} days. Then we answer within ${PRIVACY_RESPONSE_DAYS} days.`,
      'If you did not send this request, ignore this email: nothing will happen.',
    ],
    link: (_site, f) => (f.confirmUrl ? { label: 'Confirm my request', url: f.confirmUrl } : null),
  },

  listing_alert: {
    subject: () => `Confirm your listing alert - ${name}`,
    heading: 'Confirm your listing alert',
    paragraphs: (f) => [
      'Hello,',
      `Someone (we hope you) asked us to email this address when a home matching a search on our site is listed${f.alertSearch ? ` (${f.alertSearch})` : ''}.`,
      'Nothing will be sent unless you confirm with the button below within 7 days. If it was not you, ignore this email.',
    ],
    link: (_site, f) => (f.confirmUrl ? { label: 'Confirm my alert', url: f.confirmUrl } : null),
  },
};

/** The free guide's title and short version in Spanish (the guide itself is in English). */
const GUIDE_TITLE_ES =
  '10 errores costosos de los propietarios que administran solos en California (y cómo evitarlos)';

const GUIDE_SUMMARY_ES: readonly string[] = [
  'No evaluar bien al inquilino: verifique ingresos (unas 3 veces la renta), historial de renta y crédito, con los mismos criterios por escrito para cada solicitante.',
  'Usar un contrato genérico: California exige avisos específicos (pintura con plomo, chinches, riesgo de inundación, aviso de la Ley de Megan y más).',
  'Manejar mal el depósito de seguridad: ahora la mayoría de los propietarios puede cobrar como máximo un mes de renta, y debe devolverse en 21 días con un estado de cuenta detallado.',
  'Ignorar los límites de renta y las causas justas: AB 1482 limita los aumentos anuales y muchos desalojos, y algunas ciudades van más lejos.',
  'Entrar sin aviso adecuado: dé aviso razonable por escrito (normalmente 24 horas), salvo en una emergencia real.',
  'Aplazar las reparaciones: la habitabilidad es obligación del propietario, y las reparaciones lentas traen reclamos de "reparar y descontar" y cuentas más altas.',
  'Intentar un desalojo "por su cuenta": cambiar las cerraduras o cortar los servicios es ilegal; siga el proceso de avisos y de la corte.',
  'Poner la renta a ojo: un mes vacío cuesta más de lo que la mayoría de los "extras" de renta gana en un año.',
  'Llevar malos registros y cuentas mezcladas: separe el dinero y guarde por escrito cada recibo, aviso y mensaje.',
  'Tener el seguro equivocado: una póliza de vivienda no es una póliza de arrendador; agregue cobertura de responsabilidad y pida a los inquilinos un seguro de inquilino.',
];

export const leadConfirmationWords = catalogue({
  en: { facts: factWordsEn, confirmations: englishConfirmations },
  es: {
    facts: {
      // The same words as the Spanish forms' choices (one source: contract/lead-options.ts).
      contactMethods: leadOptionLabels.es.contactMethod,
      bestTimes: leadOptionLabels.es.bestTime,
      privacyRequestTypes: privacyRequestTypeLabelsByLocale.es,
      fillers: { 'not specified': 'Sin especificar', anytime: 'Cualquier hora' },
      alertSearch: searchSummaryEs,
    },
    confirmations: {
      lead_dialog: {
        subject: () => `Recibimos su solicitud - ${name}`,
        heading: 'Recibimos su solicitud',
        paragraphs: (f) => [
          'Hola:',
          `Gracias por escribirnos sobre su propiedad. Alguien de nuestro equipo se comunicará con usted por ${f.preferredContact.toLowerCase()} en menos de 24 horas.`,
          'Una tarifa mensual fija, sin cargos ocultos y sin porcentaje de su renta: con gusto le mostraremos cómo funciona para su propiedad.',
        ],
      },

      contact: {
        subject: () => `Recibimos su mensaje - ${name}`,
        heading: 'Recibimos su mensaje',
        paragraphs: () => [
          'Hola:',
          'Gracias por contarnos sobre su propiedad. Nos comunicaremos con usted en menos de 24 horas.',
        ],
      },

      consultation: {
        subject: (f) =>
          f.booking
            ? `Reservada: su llamada de consulta, ${slotLabel(f.booking.start, 'es')}`
            : `Su llamada de consulta, ${calendarDateEs(f.requestedDate)}, ${f.requestedTime ?? ''}`,
        heading: 'Su llamada de consulta está reservada',
        paragraphs: (f) => [
          f.booking
            ? `Hola, su llamada de consulta está reservada para el ${slotLabel(f.booking.start, 'es')}. Le llamaremos a esa hora; la invitación adjunta la agrega a su calendario.`
            : `Hola, su llamada de consulta está reservada para el ${calendarDateEs(f.requestedDate)}, ${f.requestedTime ?? ''} (hora del Pacífico).`,
          `Como le prometimos, aquí tiene su guía gratuita: "${GUIDE_TITLE_ES}". ¿Necesita otra hora? Use los botones de abajo.`,
        ],
        rows: (f) =>
          f.booking
            ? bookingRows(f.booking, name)
            : [
                { label: 'Fecha', value: calendarDateEs(f.requestedDate) },
                { label: 'Hora', value: `${f.requestedTime ?? ''} (hora del Pacífico)` },
              ],
        buttons: (f) => manageButtons(f.booking?.manageUrl ?? null, 'es'),
        link: (site) => ({ label: 'Leer la guía (en inglés)', url: guideUrl(site.siteUrl) }),
        list: { title: 'Los diez errores, en breve:', items: GUIDE_SUMMARY_ES },
      },

      owner_portal: {
        subject: () => `Gracias por preguntar por nuestra administración - ${name}`,
        heading: 'Pronto nos comunicaremos con usted',
        paragraphs: () => [
          'Hola:',
          'Gracias por preguntar por nuestra administración de propiedades. Alguien de nuestro equipo le escribirá en menos de 24 horas para conocer su propiedad en renta y mostrarle lo que el portal y nuestro servicio harían por ella.',
        ],
      },

      property_showing: {
        subject: (f) =>
          f.booking
            ? `Reservada: visita a ${f.listing?.title ?? 'una propiedad'}, ${slotLabel(f.booking.start, 'es')}`
            : `Su solicitud de visita: ${f.listing?.title ?? 'una propiedad'}`,
        heading: 'Su visita',
        paragraphs: (f) =>
          f.booking
            ? [
                'Hola:',
                `Su visita a ${f.listing?.title ?? 'nuestra propiedad'} está reservada para el ${slotLabel(f.booking.start, 'es')}. Le esperamos en la dirección de abajo; la invitación adjunta la agrega a su calendario.`,
              ]
            : [
                'Hola:',
                `Gracias por su interés en ${f.listing?.title ?? 'nuestra propiedad'}. Le llamaremos o le escribiremos en menos de 24 horas para confirmar una hora.`,
              ],
        buttons: (f) => manageButtons(f.booking?.manageUrl ?? null, 'es'),
        rows: (f) =>
          f.booking
            ? bookingRows(f.booking, name)
            : [
                { label: 'Propiedad', value: f.listing?.title ?? '' },
                { label: 'Dirección', value: f.listing?.address ?? '' },
                {
                  label: 'Hora solicitada',
                  value: f.requestedDate
                    ? `${calendarDateEs(f.requestedDate)}, ${f.bestTime}`
                    : `Cualquier día, ${f.bestTime}`,
                },
              ],
      },

      privacy_request: {
        subject: () => `Confirme su solicitud de privacidad - ${name}`,
        heading: 'Confirme su solicitud de privacidad',
        paragraphs: (f) => [
          'Hola:',
          `Alguien (esperamos que usted) nos hizo esta solicitud con este correo electrónico: "${f.privacyRequestType}".`,
          `Solo la atenderemos cuando confirme que es suya con el botón de abajo, dentro de ${PRIVACY_VERIFY_DAYS} días. Después le responderemos en un plazo de ${PRIVACY_RESPONSE_DAYS} días.`,
          'Si usted no envió esta solicitud, ignore este correo: no pasará nada.',
        ],
        link: (_site, f) =>
          f.confirmUrl ? { label: 'Confirmar mi solicitud', url: f.confirmUrl } : null,
      },

      listing_alert: {
        subject: () => `Confirme su alerta de propiedades - ${name}`,
        heading: 'Confirme su alerta de propiedades',
        paragraphs: (f) => [
          'Hola:',
          `Alguien (esperamos que usted) nos pidió avisar a este correo cuando publiquemos una casa que coincida con una búsqueda en nuestro sitio${f.alertSearch ? ` (${f.alertSearch})` : ''}.`,
          'No le enviaremos nada si no confirma con el botón de abajo en un plazo de 7 días. Si no fue usted, ignore este correo.',
        ],
        link: (_site, f) =>
          f.confirmUrl ? { label: 'Confirmar mi alerta', url: f.confirmUrl } : null,
      },
    },
  },
});
