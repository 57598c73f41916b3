import { paths } from '@/config/paths';
import { termsContent } from '@/content/terms';
import { LegalDocumentView } from '@/features/marketing/legal/LegalDocumentView';

export default function TermsPage() {
  return <LegalDocumentView content={termsContent} path={paths.terms} />;
}
