/**
 * The lead forms' language and the words they share. A form is in its page's language (the URL's:
 * /es/... is Spanish); rendered outside a router (a form on its own, as in unit tests) it is
 * English. Forms are islands loaded on use, so both languages' words travel in their chunk.
 */
import { useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import type { Locale, Translation } from '@contract/locale.ts';
import type { Catalogue } from '@/lib/i18n';
import { splitLocale } from '@/config/paths';

export type { Locale };

export function useFormLocale(): Locale {
  // The router's location when there is one (useLocation() would throw without a router).
  const context = useContext(UNSAFE_LocationContext) as {
    location: { pathname: string };
  } | null;
  return context ? splitLocale(context.location.pathname).locale : 'en';
}

const formTextEn = {
  fullName: 'Full Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  emailAddress: 'Email address',
  emailPlaceholder: 'you@example.com',
  phone: 'Phone',
  cellNumber: 'Cell Number',
  phoneOptional: 'Phone (optional)',
  privacyBefore: 'By submitting you agree to our',
  privacyLink: 'Privacy Policy',
  honeypot: 'Company website (leave this empty)',
  errorTitle: 'Error',
  submitting: 'Submitting...',
  sending: 'Sending...',
  saving: 'Saving...',
  booking: 'Booking...',
} as const;

export type FormText = Translation<typeof formTextEn>;

export const formText: Catalogue<typeof formTextEn> = {
  en: formTextEn,
  es: {
    fullName: 'Nombre completo',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    emailAddress: 'Correo electrónico',
    emailPlaceholder: 'usted@ejemplo.com',
    phone: 'Teléfono',
    cellNumber: 'Número de celular',
    phoneOptional: 'Teléfono (opcional)',
    privacyBefore: 'Al enviar, acepta nuestra',
    privacyLink: 'Política de privacidad',
    honeypot: 'Sitio web de la empresa (déjelo vacío)',
    errorTitle: 'Error',
    submitting: 'Enviando...',
    sending: 'Enviando...',
    saving: 'Guardando...',
    booking: 'Reservando...',
  },
};

/** The shared words in the form's language. */
export function useFormText(): FormText {
  return formText[useFormLocale()];
}
