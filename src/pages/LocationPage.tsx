import { useParams } from 'react-router-dom';
import { locationPageCopy, locationPages } from '@/content/locations';
import { isLocationSlug } from '@/content/placeSlugs';
import { LocationView } from '@/features/locations/LocationView';
import NotFoundPage from './NotFoundPage';

export default function LocationPage() {
  const { slug } = useParams();
  if (!isLocationSlug(slug)) return <NotFoundPage />;
  return <LocationView slug={slug} page={locationPages[slug]} copy={locationPageCopy} />;
}
