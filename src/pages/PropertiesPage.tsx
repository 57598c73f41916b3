import { listingsContent } from '@/content/listings';
import { PropertiesView } from '@/features/properties/PropertiesView';
import { startLoadingActiveListings } from '@/features/properties/queries';

// As soon as this route's code runs: the listings arrive while the page hydrates.
startLoadingActiveListings();

export default function PropertiesPage() {
  return <PropertiesView content={listingsContent} />;
}
