import { paths } from '@/config/paths';
import { accessibilityContent } from '@/content/accessibility';
import { LegalDocumentView } from '@/features/marketing/legal/LegalDocumentView';

export default function AccessibilityPage() {
  return <LegalDocumentView content={accessibilityContent} path={paths.accessibility} />;
}
