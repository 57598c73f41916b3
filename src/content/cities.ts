/** The cities served, with their display names (the same in both languages) and city pages. */
import { citySlugs, paths, type CitySlug } from '@/config/paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** Display name of a city slug: 'rancho-cucamonga' -> 'Rancho Cucamonga'. */
export function cityName(slug: CitySlug): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Cities served, each linking to its city page (names are the same in both languages). */
export const servedCities: NavLinkItem[] = citySlugs.map((slug) => ({
  label: cityName(slug),
  to: paths.location(slug),
}));
