import { listingsContent } from '@/content/listings';
import { PropertyView } from '@/features/properties/PropertyView';

export default function PropertyPage() {
  return <PropertyView content={listingsContent} />;
}
