/** Link data of the shared header and footer. Facts come from company.ts, routes from paths.ts. */
import { citySlugs, locationSlugs, paths, type CitySlug, type LocationSlug } from '@/config/paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface FooterColumn {
  title: string;
  links: NavLinkItem[];
}

/** Display name of a city slug: 'rancho-cucamonga' -> 'Rancho Cucamonga'. */
export function cityName(slug: CitySlug | LocationSlug): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const headerNav: NavLinkItem[] = [
  { label: 'Services', to: paths.services },
  { label: 'Properties', to: paths.properties },
  { label: 'Blog', to: paths.blog },
  { label: 'FAQ', to: paths.faq },
  { label: 'Contact', to: paths.contact },
];

/** The header's account link: owners and tenants sign in to the portal, staff use the footer. */
export const portalLink: NavLinkItem = { label: 'Portal Sign In', to: paths.portal };

/** Staff sign in: the footer only, so owners are not sent to the admin screen. */
export const staffSignInLink: NavLinkItem = { label: 'Staff sign in', to: paths.auth };

export const footerColumns: FooterColumn[] = [
  {
    title: 'Company',
    links: [
      { label: 'Home', to: paths.home },
      { label: 'Pricing', to: paths.pricing },
      { label: 'Available Properties', to: paths.properties },
      { label: 'Contact Us', to: paths.contact },
      { label: 'Schedule a Quick Call', to: paths.scheduleDemo },
      { label: 'Owner Sign In', to: paths.portal },
      { label: 'Tenant Sign In', to: paths.portal },
      staffSignInLink,
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Property Management Services', to: paths.services },
      { label: 'Owner Portal', to: paths.ownerPortal },
      { label: 'San Bernardino County', to: paths.sanBernardinoCounty },
      ...locationSlugs.map((slug) => ({
        label: `${cityName(slug)} Property Management`,
        to: paths.location(slug),
      })),
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', to: paths.blog },
      { label: 'FAQ', to: paths.faq },
      { label: 'Owner Guide', to: paths.comingSoon },
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Accessibility', to: paths.accessibility },
    ],
  },
];

/** Cities served, each linking to its city page. */
export const servedCities: NavLinkItem[] = citySlugs.map((slug) => ({
  label: cityName(slug),
  to: paths.city(slug),
}));

export const COPYRIGHT_YEAR = 2025;
