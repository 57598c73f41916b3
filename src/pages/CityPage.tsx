import { lazy } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { localizedPath, paths } from '@/config/paths';
import { isCitySlug } from '@/content/placeSlugs';
import { useLocale } from '@/lib/i18n';

// Only an unknown slug needs the 404 screen: its code loads then, not with every place page.
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/**
 * /city/{slug} and /es/city/{slug}, the old city links: on to the city's page in the same
 * language (/locations/{slug}); unknown cities get the 404. Neither prerendered nor in the sitemap.
 */
export default function CityPage() {
  const { slug } = useParams();
  const locale = useLocale();
  if (!isCitySlug(slug)) return <NotFoundPage />;
  return <Navigate replace to={localizedPath(locale, paths.location(slug))} />;
}
