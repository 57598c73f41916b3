/** Which route slugs are places we serve: apart from the copy, so either language's page can ask. */
import { citySlugs, locationSlugs, type CitySlug, type LocationSlug } from '@/config/paths';

export function isLocationSlug(slug: string | undefined): slug is LocationSlug {
  return slug !== undefined && (locationSlugs as readonly string[]).includes(slug);
}

export function isCitySlug(slug: string | undefined): slug is CitySlug {
  return slug !== undefined && (citySlugs as readonly string[]).includes(slug);
}
