/**
 * Privacy and consent facts shared by the forms, the functions and the privacy page: the consent
 * words and their version, what a privacy request can ask, the retention period and the reply
 * time. Its own module (imports nothing, runs in Vite and Deno) so the pages that load
 * lead-options.ts statically do not download it. The visitor's words have Spanish twins (`…ByLocale`):
 * a consent's version names its terms in both languages, and the lead stores its language too.
 */
import type { Catalogue } from './locale.ts';

/** What a privacy request asks for (California residents' rights). */
export const privacyRequestTypes = ['know', 'delete', 'correct'] as const;
export type PrivacyRequestType = (typeof privacyRequestTypes)[number];
export const privacyRequestTypeLabels: Record<PrivacyRequestType, string> = {
  know: 'Know what you hold about me',
  delete: 'Delete my information',
  correct: 'Correct my information',
};

export const privacyRequestTypeLabelsByLocale: Catalogue<typeof privacyRequestTypeLabels> = {
  en: privacyRequestTypeLabels,
  es: {
    know: 'Saber qué información tienen sobre mí',
    delete: 'Borrar mi información',
    correct: 'Corregir mi información',
  },
};

/** Days within which a privacy request is answered (the CCPA's 45 days). */
export const PRIVACY_RESPONSE_DAYS = 45;

/**
 * How long a lead is kept after it was lost or archived. The retention job's SQL
 * (delete_expired_leads) uses the same number; a test checks the two agree.
 */
export const LEAD_RETENTION_MONTHS = 24;

/**
 * The consent words shown under phone fields and beside the text-message box. Changing the words
 * means a new version: each lead stores the version it was given under, and when.
 */
export const contactConsent = {
  version: '2026-11-24',
  phoneLine:
    'By giving your phone number you agree that we may call you about this request. We never sell it or add it to marketing lists.',
  textLabel:
    'I agree to receive text messages about this request at the number above. Message and data rates may apply; reply STOP to opt out. Consent is not a condition of service.',
} as const;

/** The contact consent's words per language (same version: the same terms, translated). */
export const contactConsentByLocale: Catalogue<Omit<typeof contactConsent, 'version'>> = {
  en: contactConsent,
  es: {
    phoneLine:
      'Al darnos su número de teléfono, acepta que lo llamemos sobre esta solicitud. Nunca lo vendemos ni lo agregamos a listas de publicidad.',
    textLabel:
      'Acepto recibir mensajes de texto sobre esta solicitud al número de arriba. Pueden aplicarse tarifas de mensajes y datos; responda STOP para cancelarlos. Dar este consentimiento no es una condición del servicio.',
  },
};

/**
 * The consent beside a listing alert's email field. Stored like the contact consent (version and
 * time on the lead); a new wording means a new version.
 */
export const alertConsent = {
  version: 'alerts-2026-11-25',
  label:
    'Email me new listings that match this search. I can unsubscribe from any alert email with one click.',
} as const;

export const alertConsentLabelByLocale: Catalogue<string> = {
  en: alertConsent.label,
  es: 'Envíenme por correo las nuevas propiedades que coincidan con esta búsqueda. Puedo cancelar la suscripción desde cualquier correo de alerta con un clic.',
};

/**
 * Verifying a privacy request: the requester's confirmation mail carries a link, valid this many
 * days, to the privacy page (`/privacy?verify=<token>`), where a button POSTs the token to the
 * privacy-verify function. The SQL of issue_privacy_verify_token() uses the same number.
 */
export const PRIVACY_VERIFY_DAYS = 7;
export const PRIVACY_VERIFY_PARAM = 'verify';
export const PRIVACY_VERIFY_FUNCTION = 'privacy-verify';

export function privacyVerifyUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/privacy?${PRIVACY_VERIFY_PARAM}=${encodeURIComponent(token)}`;
}

/** What privacy-verify answers for a token (shared with the privacy page). */
export const privacyVerifyOutcomes = [
  'verified',
  'already_verified',
  'expired',
  'unknown',
] as const;
export type PrivacyVerifyOutcome = (typeof privacyVerifyOutcomes)[number];

export function isPrivacyVerifyOutcome(value: unknown): value is PrivacyVerifyOutcome {
  return typeof value === 'string' && (privacyVerifyOutcomes as readonly string[]).includes(value);
}
