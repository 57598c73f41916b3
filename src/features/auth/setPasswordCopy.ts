/**
 * The set-password screen's words in English and Spanish (invite and recovery links land there;
 * the language is the portal's choice, see pages/SetPasswordPage.tsx). The form rules are
 * account-schemas.ts's; their messages are said here in each language.
 */
import { accountMessages, PASSWORD_MIN_LENGTH } from '@contract/account-schemas.ts';
import type { Locale, Translation } from '@contract/locale.ts';
import type { Catalogue } from '@/lib/i18n';
import { AUTH_MESSAGES, authErrorMessage, type LinkProblem } from './authMessages';

const en = {
  title: 'Set a new password',
  forEmail: (email: string) => `For ${email}. `,
  minLength: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  checking: 'Checking your link…',
  getNewLink: 'Get a new link',
  email: 'Email',
  sendReset: 'Send reset link',
  pleaseWait: 'Please wait...',
  formLabel: 'Choose a password',
  newPassword: 'New password',
  repeatPassword: 'Repeat new password',
  save: 'Save password',
  backToSignIn: 'Back to sign in',
  resetSent: AUTH_MESSAGES.resetSent,
  passwordSaved: AUTH_MESSAGES.passwordSaved,
  links: {
    expired: AUTH_MESSAGES.linkExpired,
    invalid: AUTH_MESSAGES.linkInvalid,
    noSession: AUTH_MESSAGES.noLinkSession,
  } satisfies Record<LinkProblem['reason'], string>,
  fields: accountMessages,
  /** Auth's refusals by GoTrue's error code (English shows Auth's own words). */
  refusals: {} as Partial<Record<string, string>>,
  fallback: AUTH_MESSAGES.fallback,
};
type SetPasswordText = Translation<typeof en>;

const es: SetPasswordText = {
  title: 'Elija una contraseña nueva',
  forEmail: (email) => `Para ${email}. `,
  minLength: `Al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  checking: 'Revisando su enlace…',
  getNewLink: 'Pida un enlace nuevo',
  email: 'Correo electrónico',
  sendReset: 'Enviar el enlace',
  pleaseWait: 'Un momento...',
  formLabel: 'Elegir una contraseña',
  newPassword: 'Contraseña nueva',
  repeatPassword: 'Repita la contraseña nueva',
  save: 'Guardar la contraseña',
  backToSignIn: 'Volver a iniciar sesión',
  resetSent:
    'Si hay una cuenta con ese correo electrónico, le enviamos un enlace para elegir una contraseña nueva. Revise su bandeja de entrada.',
  passwordSaved: 'Su contraseña nueva quedó guardada y ya inició sesión.',
  links: {
    expired:
      'Este enlace venció o ya se usó. Pida uno nuevo abajo: cada enlace funciona una sola vez.',
    invalid: 'Este enlace no funcionó. Pida uno nuevo abajo.',
    noSession:
      'Abra el enlace de su correo electrónico para elegir aquí su contraseña, o pida un enlace nuevo abajo.',
  },
  fields: {
    emailRequired: 'Escriba su correo electrónico',
    emailInvalid: 'Escriba un correo electrónico válido',
    passwordRequired: 'Escriba una contraseña',
    passwordShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
    confirmRequired: 'Repita la contraseña nueva',
    confirmMismatch: 'Las contraseñas no coinciden',
  },
  // GoTrue's error codes (https://supabase.com/docs/guides/auth/debugging/error-codes).
  refusals: {
    same_password: 'La contraseña nueva debe ser distinta de la anterior.',
    weak_password: 'Esa contraseña es muy fácil de adivinar: elija una más larga o menos común.',
    over_email_send_rate_limit:
      'Ya le enviamos varios correos: espere unos minutos antes de pedir otro enlace.',
    over_request_rate_limit: 'Demasiados intentos: espere unos minutos y vuelva a intentarlo.',
  },
  fallback: 'No se pudo completar. Vuelva a intentarlo.',
};

export const setPasswordText: Catalogue<typeof en> = { en, es };

/** A form rule's message (account-schemas.ts's English) in the screen's language. */
export function fieldMessage(message: string | undefined, t: SetPasswordText): string | undefined {
  if (message === undefined) return undefined;
  const key = (Object.keys(accountMessages) as Array<keyof typeof accountMessages>).find(
    (k) => accountMessages[k] === message,
  );
  return key ? t.fields[key] : message;
}

/** Why Auth refused, in the screen's language: Auth's words in English, a known code's in Spanish. */
export function refusalMessage(error: unknown, locale: Locale): string {
  if (locale === 'en') return authErrorMessage(error);
  const code =
    error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
      ? error.code
      : '';
  const t = setPasswordText[locale];
  return t.refusals[code] ?? t.fallback;
}

/** What a link that did not work amounts to (GoTrue's English description only in English). */
export function linkProblemMessage(problem: LinkProblem, locale: Locale): string {
  const text = setPasswordText[locale].links[problem.reason];
  return locale === 'en' && problem.detail ? `${problem.detail}. ${text}` : text;
}
