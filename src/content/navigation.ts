/** Link data of the shared header (and the city names the footer and pages use). Facts come from company.ts, routes from paths.ts. */
import type { Locale, Translation } from '@contract/locale.ts';
import { citySlugs, paths, type CitySlug, type LocationSlug } from '@/config/paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** Display name of a city slug: 'rancho-cucamonga' -> 'Rancho Cucamonga'. */
export function cityName(slug: CitySlug | LocationSlug): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The header's labels per language; the links are English paths (LocalizedLink adds /es). */
const labelsEn = {
  services: 'Services',
  properties: 'Properties',
  blog: 'Blog',
  faq: 'FAQ',
  contact: 'Contact',
  portal: 'Portal Sign In',
};

const labelsEs: Translation<typeof labelsEn> = {
  services: 'Servicios',
  properties: 'Propiedades',
  blog: 'Blog',
  faq: 'Preguntas',
  contact: 'Contacto',
  portal: 'Entrar al portal',
};

/** Cities served, each linking to its city page (names are the same in both languages). */
export const servedCities: NavLinkItem[] = citySlugs.map((slug) => ({
  label: cityName(slug),
  to: paths.city(slug),
}));

export interface HeaderNavigation {
  headerNav: NavLinkItem[];
  /** The header's account link: owners and tenants sign in to the portal, staff use the footer. */
  portalLink: NavLinkItem;
}

function buildHeader(l: Translation<typeof labelsEn>): HeaderNavigation {
  return {
    headerNav: [
      { label: l.services, to: paths.services },
      { label: l.properties, to: paths.properties },
      { label: l.blog, to: paths.blog },
      { label: l.faq, to: paths.faq },
      { label: l.contact, to: paths.contact },
    ],
    portalLink: { label: l.portal, to: paths.portal },
  };
}

/** The header's links in each language (the footer's are in footer.ts, an island's). */
export const navigation: Record<Locale, HeaderNavigation> = {
  en: buildHeader(labelsEn),
  es: buildHeader(labelsEs),
};
