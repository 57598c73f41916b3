import { listingsContent } from '@/content/es/listings';
import { PropertyView } from '@/features/listings/public/PropertyView';

/** /es/properties/<id>: a listing in Spanish (its title and description as the office wrote them). */
export default function PropertyPageEs() {
  return <PropertyView content={listingsContent} />;
}
