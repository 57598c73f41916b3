import { SectionedDocument } from '@/components/document/SectionedDocument';
import { paths } from '@/config/paths';
import {
  accessibilityLastReviewed,
  accessibilityPageCopy as copy,
  accessibilitySections,
} from '@/content/accessibility';
import { Seo } from '@/lib/seo';

export default function AccessibilityPage() {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={paths.accessibility} />
      <SectionedDocument
        title={copy.title}
        meta={`Last reviewed: ${accessibilityLastReviewed}`}
        sections={accessibilitySections}
      />
    </>
  );
}
