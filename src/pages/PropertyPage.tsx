import { listingsContent } from '@/content/listings';
import { PropertyView } from '@/features/listings/public/PropertyView';

export default function PropertyPage() {
  return <PropertyView content={listingsContent} />;
}
