import { faqPageCopy } from '@/content/es/faqPage';
import { FaqView } from '@/features/faq/FaqView';

export default function FaqPage() {
  return <FaqView copy={faqPageCopy} />;
}
