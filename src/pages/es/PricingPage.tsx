import { pricingPage } from '@/content/es/pricingPage';
import { PricingView } from '@/features/pricing/PricingView';

export default function PricingPage() {
  return <PricingView content={pricingPage} />;
}
