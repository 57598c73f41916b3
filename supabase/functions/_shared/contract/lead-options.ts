/**
 * Everything about the lead forms that needs no validation library: allowed values and labels,
 * the consultation slots and dates, and the messages. The per-source schemas are in
 * lead-schemas.ts (rows and emails, server-only, in ../leads/registry.ts). Pages import this module
 * statically; the zod schemas (lead-schemas.ts, which re-exports all of this) load only when a
 * form is validated.
 *
 * Every visitor-facing label and message has a Spanish twin typed against the English one
 * (`Translation`): the English exports stay as they are (the office's mails and the admin area
 * use them) and `…ByLocale` picks a language. A page that uses only the English exports does not
 * bundle the Spanish ones.
 *
 * Runs in Vite and in Deno alike: imports nothing at run time.
 */
import type { Catalogue, Locale, Translation } from './locale.ts';

// ---------------------------------------------------------------------------------------------
// Allowed values, labels and messages
// ---------------------------------------------------------------------------------------------

/** `leads.source`: the form a lead came from (the registry has one entry per source). */
export const leadSources = [
  'lead_dialog',
  'contact',
  'consultation',
  'owner_portal',
  'property_showing',
  'privacy_request',
  'listing_alert',
] as const;
export type LeadSource = (typeof leadSources)[number];

/** The form a lead came from, in the office's words (emails and the inbox). */
export const leadSourceLabels: Record<LeadSource, string> = {
  lead_dialog: 'Get Started form',
  contact: 'Contact form',
  consultation: 'Consultation request',
  owner_portal: 'Owner portal: get started',
  property_showing: 'Showing request',
  privacy_request: 'Privacy request',
  listing_alert: 'Listing alert',
};

export const propertyTypes = [
  'single-family',
  'condo',
  'multi-unit',
  'apartment',
  'other',
] as const;
export const unitsOwnedOptions = ['1', '2-5', '6-10', '10+'] as const;
export const yesNo = ['yes', 'no'] as const;
export const contactMethods = ['email', 'phone', 'text'] as const;
export const bestTimes = ['morning', 'afternoon', 'evening'] as const;

export type PropertyType = (typeof propertyTypes)[number];
export type UnitsOwned = (typeof unitsOwnedOptions)[number];
export type ContactMethod = (typeof contactMethods)[number];
export type BestTime = (typeof bestTimes)[number];

export const propertyTypeLabels: Record<PropertyType, string> = {
  'single-family': 'Single-family home',
  condo: 'Condo / townhome',
  'multi-unit': 'Multi-unit (2-4 units)',
  apartment: 'Apartment building (5+ units)',
  other: 'Other',
};
export const unitsOwnedLabels: Record<UnitsOwned, string> = {
  '1': '1 unit',
  '2-5': '2-5 units',
  '6-10': '6-10 units',
  '10+': 'More than 10 units',
};
export const contactMethodLabels: Record<ContactMethod, string> = {
  email: 'Email',
  phone: 'Phone call',
  text: 'Text message',
};
export const bestTimeLabels: Record<BestTime, string> = {
  morning: 'Morning (7am-12pm)',
  afternoon: 'Afternoon (12pm-4pm)',
  evening: 'Evening (4pm-7pm)',
};

/** The choices' labels of one language, as the forms show them. */
export interface LeadOptionLabels {
  propertyType: Record<PropertyType, string>;
  unitsOwned: Record<UnitsOwned, string>;
  contactMethod: Record<ContactMethod, string>;
  bestTime: Record<BestTime, string>;
  yesNo: Record<(typeof yesNo)[number], string>;
}

/** The forms' choice labels per language: `leadOptionLabels[locale].propertyType['condo']`. */
export const leadOptionLabels: Catalogue<LeadOptionLabels> = {
  en: {
    propertyType: propertyTypeLabels,
    unitsOwned: unitsOwnedLabels,
    contactMethod: contactMethodLabels,
    bestTime: bestTimeLabels,
    yesNo: { yes: 'Yes', no: 'No' },
  },
  es: {
    propertyType: {
      'single-family': 'Casa unifamiliar',
      condo: 'Condominio / townhome',
      'multi-unit': 'Multifamiliar (2 a 4 unidades)',
      apartment: 'Edificio de apartamentos (5 o más unidades)',
      other: 'Otro',
    },
    unitsOwned: {
      '1': '1 unidad',
      '2-5': '2 a 5 unidades',
      '6-10': '6 a 10 unidades',
      '10+': 'Más de 10 unidades',
    },
    contactMethod: {
      email: 'Correo electrónico',
      phone: 'Llamada telefónica',
      text: 'Mensaje de texto',
    },
    bestTime: {
      // The glossary's times of day: 4 p.m. is la tarde, noon to 4 el mediodía.
      morning: 'Mañana (7 a.m. a 12 del día)',
      afternoon: 'Mediodía (12 a 4 p.m.)',
      evening: 'Tarde (4 a 7 p.m.)',
    },
    yesNo: { yes: 'Sí', no: 'No' },
  },
};

/** Name of the hidden honeypot field every form sends; people never fill it, bots do. */
export const HONEYPOT_FIELD = 'company_website';

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

export const leadMessages = {
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  firstNameRequired: 'First name is required',
  firstNameMax: 'First name must be at most 100 characters',
  lastNameRequired: 'Last name is required',
  lastNameMax: 'Last name must be at most 100 characters',
  emailInvalid: 'Invalid email address',
  emailMax: 'Email must be at most 255 characters',
  phoneMin: 'Phone number must be at least 10 digits',
  phoneMax: 'Phone number must be at most 20 characters',
  phoneChars: 'Phone number may only contain digits, spaces and + ( ) - .',
  propertyAddressRequired: 'Property address is required',
  propertyAddressMax: 'Property address must be at most 200 characters',
  propertyTypeRequired: 'Please select a property type',
  unitsOwnedRequired: 'Please select number of units',
  hasCurrentManagerRequired: 'Please select yes or no',
  frustrationRequired: 'Please share your biggest frustration',
  frustrationMax: 'Please keep it under 1000 characters',
  preferredContactRequired: 'Please select a contact method',
  bestTimeRequired: 'Please select a time',
  datePast: 'Please select a date that is not in the past',
  propertyInfoRequired: 'Please tell us about your property',
  propertyInfoMax: 'Please keep it under 1000 characters',
  planInvalid: 'Please choose a plan from the list',
  listingUnavailable: 'This listing is no longer available',
  textConsentRequired: 'Please agree to receive text messages, or pick another contact method',
  privacyRequestTypeRequired: 'Please choose what you would like us to do',
  detailsMax: 'Please keep it under 1000 characters',
  alertConsentRequired: 'Please agree to receive these emails',
  alertPriceRange: 'The minimum price is above the maximum: change the search first',
  alertFiltersInvalid: 'This search cannot be saved: change the filters and try again',
} as const;

/** The field messages of one language (the schemas are built from one: lead-schemas.ts). */
export type LeadMessages = Translation<typeof leadMessages>;

export const leadMessagesByLocale: Catalogue<typeof leadMessages> = {
  en: leadMessages,
  es: {
    nameMin: 'El nombre debe tener al menos 2 caracteres',
    nameMax: 'El nombre debe tener como máximo 100 caracteres',
    firstNameRequired: 'Escriba su nombre',
    firstNameMax: 'El nombre debe tener como máximo 100 caracteres',
    lastNameRequired: 'Escriba su apellido',
    lastNameMax: 'El apellido debe tener como máximo 100 caracteres',
    emailInvalid: 'El correo electrónico no es válido',
    emailMax: 'El correo electrónico debe tener como máximo 255 caracteres',
    phoneMin: 'El número de teléfono debe tener al menos 10 dígitos',
    phoneMax: 'El número de teléfono debe tener como máximo 20 caracteres',
    phoneChars: 'El número de teléfono solo puede tener dígitos, espacios y + ( ) - .',
    propertyAddressRequired: 'Escriba la dirección de la propiedad',
    propertyAddressMax: 'La dirección debe tener como máximo 200 caracteres',
    propertyTypeRequired: 'Elija el tipo de propiedad',
    unitsOwnedRequired: 'Elija el número de unidades',
    hasCurrentManagerRequired: 'Elija sí o no',
    frustrationRequired: 'Cuéntenos qué es lo que más le frustra',
    frustrationMax: 'Use menos de 1000 caracteres, por favor',
    preferredContactRequired: 'Elija cómo prefiere que lo contactemos',
    bestTimeRequired: 'Elija un horario',
    datePast: 'Elija una fecha que no haya pasado',
    propertyInfoRequired: 'Cuéntenos sobre su propiedad',
    propertyInfoMax: 'Use menos de 1000 caracteres, por favor',
    planInvalid: 'Elija un plan de la lista',
    listingUnavailable: 'Esta propiedad ya no está disponible',
    textConsentRequired: 'Acepte recibir mensajes de texto, o elija otra forma de contacto',
    privacyRequestTypeRequired: 'Elija lo que desea que hagamos',
    detailsMax: 'Use menos de 1000 caracteres, por favor',
    alertConsentRequired: 'Acepte recibir estos correos electrónicos',
    alertPriceRange: 'El precio mínimo es mayor que el máximo: cambie la búsqueda primero',
    alertFiltersInvalid: 'No se puede guardar esta búsqueda: cambie los filtros e intente de nuevo',
  },
};

/**
 * A message of the English catalogue in another language (an English message from code that
 * knows no language, e.g. the registry's "listing no longer available"); others unchanged.
 */
export function translateLeadMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const key = (Object.keys(leadMessages) as (keyof typeof leadMessages)[]).find(
    (k) => leadMessages[k] === message,
  );
  return key ? leadMessagesByLocale[locale][key] : message;
}

/**
 * What submit-lead answers besides the field messages, in the form's language (the browser shows
 * `message` to the visitor).
 */
export const leadAnswers = {
  validationFailed: 'Please check the highlighted fields and try again.',
  challengeFailed:
    'We could not confirm this was sent by a person. Please try again, or call or email us.',
  rateLimited: 'Too many requests from your network. Please try again later, or call or email us.',
  storeFailed: 'We could not save your request. Please try again, or call or email us directly.',
  mailNotConfigured:
    'Your request was saved, but we cannot send email yet, so no confirmation will come. We will contact you; for anything urgent, please call us.',
} as const;

export const leadAnswersByLocale: Catalogue<typeof leadAnswers> = {
  en: leadAnswers,
  es: {
    validationFailed: 'Revise los campos marcados e intente de nuevo.',
    challengeFailed:
      'No pudimos confirmar que lo envió una persona. Intente de nuevo, o llámenos o escríbanos.',
    rateLimited: 'Demasiadas solicitudes desde su red. Intente más tarde, o llámenos o escríbanos.',
    storeFailed:
      'No pudimos guardar su solicitud. Intente de nuevo, o llámenos o escríbanos directamente.',
    mailNotConfigured:
      'Guardamos su solicitud, pero todavía no podemos enviar correos, así que no recibirá una confirmación. Nosotros lo contactaremos; si es urgente, llámenos.',
  },
};

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

/** A calendar date as the consultation sends it: 'YYYY-MM-DD' of the local date. */
export function isoDateOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD' to a local date, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  if (date.getFullYear() !== year || date.getMonth() !== month || date.getDate() !== day) {
    return null;
  }
  return date;
}
