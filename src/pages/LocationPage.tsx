import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { locationPageCopy, locationPages } from '@/content/locations';
import { isCitySlug } from '@/content/placeSlugs';
import { LocationView } from '@/features/marketing/locations/LocationView';

// Only an unknown slug needs the 404 screen: its code loads then, not with every place page.
const NotFoundPage = lazy(() => import('./NotFoundPage'));

export default function LocationPage() {
  const { slug } = useParams();
  if (!isCitySlug(slug)) return <NotFoundPage />;
  return <LocationView slug={slug} page={locationPages[slug]} copy={locationPageCopy} />;
}
