/**
 * The page forms as islands (lib/islands): prerendering waits for them, so the HTML has the whole
 * form; in the browser their code (react-hook-form, the schemas, the form) downloads when the
 * visitor first points at, touches or focuses the form, and React hydrates it then. Typed text
 * and an early submit are kept. None of it is part of what a page downloads on load.
 */
import { island } from '@/lib/islands';

/** Holds the form's place (about its height) during a client-side navigation. */
function FormPlaceholder({ minHeight }: { minHeight: string }) {
  return <div aria-busy="true" style={{ minHeight }} />;
}

export const LazyContactForm = island(
  'contact-form',
  () => import('./ContactForm').then((m) => m.ContactForm),
  <FormPlaceholder minHeight="28rem" />,
);

export const LazyConsultationForm = island(
  'consultation-form',
  () => import('./ConsultationForm').then((m) => m.ConsultationForm),
  <FormPlaceholder minHeight="40rem" />,
);

export const LazyOwnerPortalNotifyForm = island(
  'owner-portal-notify-form',
  () => import('./OwnerPortalNotifyForm').then((m) => m.OwnerPortalNotifyForm),
  <FormPlaceholder minHeight="4.5rem" />,
);

export const LazyPrivacyRequestForm = island(
  'privacy-request-form',
  () => import('./PrivacyRequestForm').then((m) => m.PrivacyRequestForm),
  <FormPlaceholder minHeight="32rem" />,
);
