/**
 * The privacy policy in one language, with the request form after it and, when a privacy
 * request's verification link (?verify=…) opened the page, its panel above. The form and the
 * panel belong to the leads feature: the page passes them in.
 */
import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PRIVACY_VERIFY_PARAM } from '@contract/privacy-options.ts';
import { absoluteUrl } from '@/config/site';
import { localizedPath, paths } from '@/config/paths';
import type { PrivacyContent } from '@/content/privacy';
import { useLocale } from '@/lib/i18n';
import { useHydrated } from '@/lib/useHydrated';
import { LegalDocumentView } from './LegalDocumentView';

/** The verification panel, read after hydration (the prerendered page has no query string). */
function VerificationLink({ panel }: { panel: ReactNode }) {
  const [params] = useSearchParams();
  if (!useHydrated() || !params.has(PRIVACY_VERIFY_PARAM)) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8">
      <Suspense fallback={null}>{panel}</Suspense>
    </div>
  );
}

export interface PrivacyViewProps {
  content: PrivacyContent;
  /** The privacy request form (an island). */
  form: ReactNode;
  /** The verification panel: a lazy component, so the policy's readers never fetch it. */
  verifyPanel: ReactNode;
}

export function PrivacyView({ content, form, verifyPanel }: PrivacyViewProps) {
  const locale = useLocale();
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: content.title,
    description: content.seoDescription,
    url: absoluteUrl(localizedPath(locale, paths.privacy)),
    datePublished: content.date,
  };
  return (
    <LegalDocumentView
      content={content}
      path={paths.privacy}
      jsonLd={jsonLd}
      noReferrer
      before={<VerificationLink panel={verifyPanel} />}
    >
      <section
        id="request-form"
        aria-labelledby="request-form-heading"
        className="mt-12 scroll-mt-24 rounded-xl border border-border p-5 sm:p-8"
      >
        <h2 id="request-form-heading" className="text-2xl font-bold tracking-tight">
          {content.formTitle}
        </h2>
        <p className="mt-2 mb-6 text-muted-foreground">{content.formIntro}</p>
        {form}
      </section>
    </LegalDocumentView>
  );
}
