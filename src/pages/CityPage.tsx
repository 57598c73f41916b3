import { useParams } from 'react-router-dom';
import { citySlugs, paths, type CitySlug } from '@/config/paths';
import { company } from '@/config/company';
import { cityName } from '@/content/navigation';
import { ComingSoon } from './ComingSoonPage';
import NotFoundPage from './NotFoundPage';

function isCitySlug(slug: string | undefined): slug is CitySlug {
  return slug !== undefined && (citySlugs as readonly string[]).includes(slug);
}

/** /city/{slug}: the coming-soon screen with a city-specific title; unknown cities get the 404. */
export default function CityPage() {
  const { slug } = useParams();
  if (!isCitySlug(slug)) return <NotFoundPage />;
  const city = cityName(slug);
  return (
    <ComingSoon
      seoTitle={`${city} Property Management – Coming Soon | ${company.shortName}`}
      seoDescription={`Flat-fee property management in ${city}, CA: our ${city} page is on its way. Call ${company.phone} to talk about your rental today.`}
      path={paths.city(slug)}
    />
  );
}
