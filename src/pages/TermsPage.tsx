import { SectionedDocument } from '@/components/document/SectionedDocument';
import { paths } from '@/config/paths';
import { termsLastUpdated, termsPageCopy as copy, termsSections } from '@/content/terms';
import { Seo } from '@/lib/seo';

export default function TermsPage() {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={paths.terms} />
      <SectionedDocument
        title={copy.title}
        meta={`Last updated: ${termsLastUpdated}`}
        sections={termsSections}
      />
    </>
  );
}
