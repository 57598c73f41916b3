/**
 * The footer's links and words in both languages. The footer is an island (RootLayout), so none
 * of this is in a page's first load.
 */
import { GUIDE_PATH } from '@contract/guide.ts';
import type { Locale, Translation } from '@contract/locale.ts';
import { company } from '@/config/company';
import { paths, type CitySlug } from '@/config/paths';
import type { Catalogue } from '@/lib/i18n';
import { cityName, servedCities, type NavLinkItem } from './cities';

/** The Services column names the offices' and La Verne's pages; every city is in "Cities we serve". */
const servicesColumnCities: readonly CitySlug[] = ['west-covina', 'desert-hot-springs', 'la-verne'];

/** A footer link; `file` marks a page the site serves as is (not a route), in its language. */
export interface FooterLink extends NavLinkItem {
  file?: { lang: Locale };
}

export interface FooterColumn {
  /** Stable across languages: the heading's id. */
  id: string;
  title: string;
  links: FooterLink[];
}

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
  // The guide is in English only (as the consultation mail says).
  ownerGuide: 'Guía para propietarios (en inglés)',
  terms: 'Términos del servicio',
  privacy: 'Política de privacidad',
  accessibility: 'Accesibilidad',
};

export interface FooterNavigation {
  /** Staff sign in: the footer only, so owners are not sent to the admin screen. */
  staffSignInLink: NavLinkItem;
  footerColumns: FooterColumn[];
  /** Cities served, each linking to its city page. */
  servedCities: NavLinkItem[];
}

function buildFooter(l: Translation<typeof labelsEn>): FooterNavigation {
  const staffSignInLink = { label: l.staff, to: paths.auth };
  return {
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
          ...servicesColumnCities.map((slug) => ({
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
          { label: l.ownerGuide, to: GUIDE_PATH, file: { lang: 'en' } },
          { label: l.terms, to: paths.terms },
          { label: l.privacy, to: paths.privacy },
          { label: l.accessibility, to: paths.accessibility },
        ],
      },
    ],
    servedCities,
  };
}

const labels: Catalogue<typeof labelsEn> = { en: labelsEn, es: labelsEs };

/** The footer's links in a language. */
export function footerNavigation(locale: Locale): FooterNavigation {
  return buildFooter(labels[locale]);
}

/** The year the site was built (src/config/buildYear.ts): right every year without an edit. */
export const COPYRIGHT_YEAR: number = __BUILD_YEAR__;

const footerTextEn = {
  contactDetails: 'Contact details',
  tagline: `One flat monthly rate from ${company.priceRange}. No hidden fees, no percentage cuts.`,
  officeHours: `Office hours ${company.hours.office}`,
  maintenance: `Maintenance ${company.hours.maintenance}`,
  citiesWeServe: 'Cities we serve',
  memberships: company.memberships.join(' · '),
  rights: (year: number) => `© ${year} ${company.name}. All rights reserved.`,
  socialMedia: 'Social media',
  on: (network: string) => `${company.name} on ${network}`,
};

const footerTextEs: Translation<typeof footerTextEn> = {
  contactDetails: 'Datos de contacto',
  tagline: `Una tarifa fija mensual desde ${company.priceRange}. Sin cargos ocultos, sin porcentajes.`,
  officeHours: 'Oficina de 7 a.m. a 7 p.m. todos los días',
  maintenance: 'Mantenimiento las 24 horas, los 7 días',
  citiesWeServe: 'Ciudades donde trabajamos',
  memberships: 'Miembro de NARPM® · Miembro de la California Apartment Association',
  rights: (year) => `© ${year} ${company.name}. Todos los derechos reservados.`,
  socialMedia: 'Redes sociales',
  on: (network) => `${company.name} en ${network}`,
};

/** The footer's own words (facts come from company.ts). */
export const footerText: Catalogue<typeof footerTextEn> = { en: footerTextEn, es: footerTextEs };
