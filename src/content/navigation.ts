/** Link data of the shared header and footer. Facts come from company.ts, routes from paths.ts. */
import type { Locale, Translation } from '@contract/locale.ts';
import { citySlugs, locationSlugs, paths, type CitySlug, type LocationSlug } from '@/config/paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface FooterColumn {
  /** Stable across languages: the heading's id. */
  id: string;
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

/** Link labels per language; the links themselves are English paths (LocalizedLink adds /es). */
const labelsEn = {
  services: 'Services',
  properties: 'Properties',
  blog: 'Blog',
  faq: 'FAQ',
  contact: 'Contact',
  portal: 'Portal Sign In',
  staff: 'Staff sign in',
  company: 'Company',
  home: 'Home',
  pricing: 'Pricing',
  availableProperties: 'Available Properties',
  contactUs: 'Contact Us',
  scheduleCall: 'Schedule a Quick Call',
  ownerSignIn: 'Owner Sign In',
  tenantSignIn: 'Tenant Sign In',
  servicesColumn: 'Services',
  managementServices: 'Property Management Services',
  ownerPortal: 'Owner Portal',
  sanBernardinoCounty: 'San Bernardino County',
  locationLink: (city: string) => `${city} Property Management`,
  resources: 'Resources',
  ownerGuide: 'Owner Guide',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  accessibility: 'Accessibility',
};

const labelsEs: Translation<typeof labelsEn> = {
  services: 'Servicios',
  properties: 'Propiedades',
  blog: 'Blog',
  faq: 'Preguntas',
  contact: 'Contacto',
  portal: 'Entrar al portal',
  staff: 'Acceso del personal',
  company: 'Empresa',
  home: 'Inicio',
  pricing: 'Precios',
  availableProperties: 'Propiedades disponibles',
  contactUs: 'Contáctenos',
  scheduleCall: 'Agende una llamada breve',
  ownerSignIn: 'Acceso para propietarios',
  tenantSignIn: 'Acceso para inquilinos',
  servicesColumn: 'Servicios',
  managementServices: 'Servicios de administración de propiedades',
  ownerPortal: 'Portal del propietario',
  sanBernardinoCounty: 'Condado de San Bernardino',
  locationLink: (city: string) => `Administración de propiedades en ${city}`,
  resources: 'Recursos',
  ownerGuide: 'Guía para propietarios',
  terms: 'Términos del servicio',
  privacy: 'Política de privacidad',
  accessibility: 'Accesibilidad',
};

/** Cities served, each linking to its city page (names are the same in both languages). */
export const servedCities: NavLinkItem[] = citySlugs.map((slug) => ({
  label: cityName(slug),
  to: paths.city(slug),
}));

export interface Navigation {
  headerNav: NavLinkItem[];
  /** The header's account link: owners and tenants sign in to the portal, staff use the footer. */
  portalLink: NavLinkItem;
  /** Staff sign in: the footer only, so owners are not sent to the admin screen. */
  staffSignInLink: NavLinkItem;
  footerColumns: FooterColumn[];
  /** Cities served, each linking to its city page. */
  servedCities: NavLinkItem[];
}

function buildNavigation(l: Translation<typeof labelsEn>): Navigation {
  const staffSignInLink = { label: l.staff, to: paths.auth };
  return {
    headerNav: [
      { label: l.services, to: paths.services },
      { label: l.properties, to: paths.properties },
      { label: l.blog, to: paths.blog },
      { label: l.faq, to: paths.faq },
      { label: l.contact, to: paths.contact },
    ],
    portalLink: { label: l.portal, to: paths.portal },
    staffSignInLink,
    footerColumns: [
      {
        id: 'company',
        title: l.company,
        links: [
          { label: l.home, to: paths.home },
          { label: l.pricing, to: paths.pricing },
          { label: l.availableProperties, to: paths.properties },
          { label: l.contactUs, to: paths.contact },
          { label: l.scheduleCall, to: paths.scheduleDemo },
          { label: l.ownerSignIn, to: paths.portal },
          { label: l.tenantSignIn, to: paths.portal },
          staffSignInLink,
        ],
      },
      {
        id: 'services',
        title: l.servicesColumn,
        links: [
          { label: l.managementServices, to: paths.services },
          { label: l.ownerPortal, to: paths.ownerPortal },
          { label: l.sanBernardinoCounty, to: paths.sanBernardinoCounty },
          ...locationSlugs.map((slug) => ({
            label: l.locationLink(cityName(slug)),
            to: paths.location(slug),
          })),
        ],
      },
      {
        id: 'resources',
        title: l.resources,
        links: [
          { label: l.blog, to: paths.blog },
          { label: l.faq, to: paths.faq },
          { label: l.ownerGuide, to: paths.comingSoon },
          { label: l.terms, to: paths.terms },
          { label: l.privacy, to: paths.privacy },
          { label: l.accessibility, to: paths.accessibility },
        ],
      },
    ],
    servedCities,
  };
}

/** The header's and footer's links in each language. */
export const navigation: Record<Locale, Navigation> = {
  en: buildNavigation(labelsEn),
  es: buildNavigation(labelsEs),
};

export const COPYRIGHT_YEAR = 2025;
