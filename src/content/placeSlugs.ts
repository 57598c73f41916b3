/** Which route slugs are places we serve: apart from the copy, so either language's page can ask. */
import { citySlugs, type CitySlug } from '@/config/paths';

export function isCitySlug(slug: string | undefined): slug is CitySlug {
  return slug !== undefined && (citySlugs as readonly string[]).includes(slug);
}
