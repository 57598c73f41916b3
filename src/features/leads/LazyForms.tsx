/**
 * The page forms as their own chunks. Prerendering waits for them, so the HTML has the whole
 * form; in the browser React hydrates the form once its chunk (react-hook-form and the form
 * code) arrives, which keeps that code out of what a page downloads before it is interactive.
 */
import { lazy, Suspense } from 'react';

const ContactFormChunk = lazy(() =>
  import('./ContactForm').then((m) => ({ default: m.ContactForm })),
);
const ConsultationFormChunk = lazy(() =>
  import('./ConsultationForm').then((m) => ({ default: m.ConsultationForm })),
);
const OwnerPortalNotifyFormChunk = lazy(() =>
  import('./OwnerPortalNotifyForm').then((m) => ({ default: m.OwnerPortalNotifyForm })),
);
const PrivacyRequestFormChunk = lazy(() =>
  import('./PrivacyRequestForm').then((m) => ({ default: m.PrivacyRequestForm })),
);

/** Holds the form's place (about its height) during a client-side navigation. */
function FormPlaceholder({ minHeight }: { minHeight: string }) {
  return <div aria-busy="true" style={{ minHeight }} />;
}

export function LazyContactForm() {
  return (
    <Suspense fallback={<FormPlaceholder minHeight="28rem" />}>
      <ContactFormChunk />
    </Suspense>
  );
}

export function LazyConsultationForm() {
  return (
    <Suspense fallback={<FormPlaceholder minHeight="40rem" />}>
      <ConsultationFormChunk />
    </Suspense>
  );
}

export function LazyOwnerPortalNotifyForm() {
  return (
    <Suspense fallback={<FormPlaceholder minHeight="4.5rem" />}>
      <OwnerPortalNotifyFormChunk />
    </Suspense>
  );
}

export function LazyPrivacyRequestForm() {
  return (
    <Suspense fallback={<FormPlaceholder minHeight="32rem" />}>
      <PrivacyRequestFormChunk />
    </Suspense>
  );
}
