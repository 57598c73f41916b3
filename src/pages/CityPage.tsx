import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { comingSoonCopy } from '@/content/comingSoon';
import { isCitySlug } from '@/content/placeSlugs';
import { ComingSoonView } from '@/features/coming-soon/ComingSoonView';

// Only an unknown slug needs the 404 screen: its code loads then, not with every place page.
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** /city/{slug}: the coming-soon screen with a city-specific title; unknown cities get the 404. */
export default function CityPage() {
  const { slug } = useParams();
  if (!isCitySlug(slug)) return <NotFoundPage />;
  return <ComingSoonView copy={comingSoonCopy} city={slug} />;
}
