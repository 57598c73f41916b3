import { listingsContent } from '@/content/es/listings';
import { PropertiesView } from '@/features/listings/public/PropertiesView';
import { startLoadingActiveListings } from '@/features/listings/public/queries';

// As soon as this route's code runs: the listings arrive while the page hydrates.
startLoadingActiveListings();

/** /es/properties: the listings in Spanish (titles and descriptions as the office wrote them). */
export default function PropertiesPageEs() {
  return <PropertiesView content={listingsContent} />;
}
