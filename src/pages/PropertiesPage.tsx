import { listingsContent } from '@/content/listings';
import { PropertiesView } from '@/features/listings/public/PropertiesView';
import { startLoadingActiveListings } from '@/features/listings/public/queries';

// As soon as this route's code runs: the listings arrive while the page hydrates.
startLoadingActiveListings();

export default function PropertiesPage() {
  return <PropertiesView content={listingsContent} />;
}
