import { pricingPage } from '@/content/es/pricingPage';
import { PricingView } from '@/features/marketing/pricing/PricingView';

export default function PricingPage() {
  return <PricingView content={pricingPage} />;
}
