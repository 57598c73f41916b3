import { faqPageCopy } from '@/content/faqPage';
import { FaqView } from '@/features/faq/FaqView';

export default function FaqPage() {
  return <FaqView copy={faqPageCopy} />;
}
