import { SectionedDocument } from '@/components/document/SectionedDocument';
import { absoluteUrl } from '@/config/site';
import { paths } from '@/config/paths';
import { privacyEffectiveDate, privacyPageCopy as copy, privacySections } from '@/content/privacy';
import { LazyPrivacyRequestForm } from '@/features/leads/LazyForms';
import { PrivacyVerifyPanel } from '@/features/leads/PrivacyVerifyPanel';
import { Seo } from '@/lib/seo';

const jsonLd = {
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  name: copy.title,
  description: copy.seoDescription,
  url: absoluteUrl(paths.privacy),
  datePublished: '2026-11-24',
};

export default function PrivacyPage() {
  return (
    <>
      <Seo
        title={copy.seoTitle}
        description={copy.seoDescription}
        path={paths.privacy}
        jsonLd={jsonLd}
      />
      {/* A privacy request's verification link (?verify=…) opens the page with this on top. */}
      <div className="mx-auto max-w-3xl px-4 pt-8 empty:hidden">
        <PrivacyVerifyPanel />
      </div>
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
