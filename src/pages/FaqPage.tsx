import { faqPageCopy } from '@/content/faqPage';
import { FaqView } from '@/features/marketing/faq/FaqView';

export default function FaqPage() {
  return <FaqView copy={faqPageCopy} />;
}
