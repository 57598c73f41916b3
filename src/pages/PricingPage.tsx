import { pricingPage } from '@/content/pricingPage';
import { PricingView } from '@/features/pricing/PricingView';

export default function PricingPage() {
  return <PricingView content={pricingPage} />;
}
