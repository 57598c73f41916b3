import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PRIVACY_VERIFY_PARAM } from '@contract/privacy-options.ts';
import { SectionedDocument } from '@/components/document/SectionedDocument';
import { absoluteUrl } from '@/config/site';
import { paths } from '@/config/paths';
import { privacyEffectiveDate, privacyPageCopy as copy, privacySections } from '@/content/privacy';
import { LazyPrivacyRequestForm } from '@/features/leads/LazyForms';
import { Seo } from '@/lib/seo';
import { useHydrated } from '@/lib/useHydrated';

const jsonLd = {
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  name: copy.title,
  description: copy.seoDescription,
  url: absoluteUrl(paths.privacy),
  datePublished: '2026-11-24',
};

// Loaded only when a verification link opened the page: the policy's readers never fetch it.
const PrivacyVerifyPanel = lazy(() =>
  import('@/features/leads/PrivacyVerifyPanel').then((m) => ({ default: m.PrivacyVerifyPanel })),
);

/** A privacy request's verification link (?verify=…), read after hydration (prerendered page). */
function VerificationLink() {
  const [params] = useSearchParams();
  if (!useHydrated() || !params.has(PRIVACY_VERIFY_PARAM)) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8">
      <Suspense fallback={null}>
        <PrivacyVerifyPanel />
      </Suspense>
    </div>
  );
}

export default function PrivacyPage() {
  return (
    <>
      <Seo
        title={copy.seoTitle}
        description={copy.seoDescription}
        path={paths.privacy}
        jsonLd={jsonLd}
      />
      <VerificationLink />
      <SectionedDocument
        title={copy.title}
        meta={`Effective date: ${privacyEffectiveDate}`}
        sections={privacySections}
      >
        <section
          id="request-form"
          aria-labelledby="request-form-heading"
          className="mt-12 scroll-mt-24 rounded-xl border border-border p-5 sm:p-8"
        >
          <h2 id="request-form-heading" className="text-2xl font-bold tracking-tight">
            {copy.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">{copy.formIntro}</p>
          <LazyPrivacyRequestForm />
        </section>
      </SectionedDocument>
    </>
  );
}
