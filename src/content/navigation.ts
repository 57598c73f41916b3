/** The shared header's words and links in each language (routes from paths.ts). The header is an island, so this is in its chunk only. */
import type { Locale, Translation } from '@contract/locale.ts';
import { paths } from '@/config/paths';
import type { AccountArea } from '@/lib/accountArea';
import type { Catalogue } from '@/lib/i18n';

import type { NavLinkItem } from './cities';

export type { NavLinkItem };

/** The header's labels per language; the links are English paths (LocalizedLink adds /es). */
const labelsEn = {
  getStarted: 'Get Started',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  /** The switch's visible text names the other language in its own words (localeNames). */
  switchTo: 'Ver esta página en español',
  theme: {
    light: 'Light',
    dark: 'Dark',
    system: 'System',
    label: (current: string, next: string) => `Theme: ${current}. Switch to ${next} theme`,
    title: (current: string) => `Theme: ${current}`,
  },

  services: 'Services',
  pricing: 'Pricing',
  properties: 'Properties',
  blog: 'Blog',
  faq: 'FAQ',
  contact: 'Contact',
  portal: 'Portal Sign In',
  myPortal: 'My portal',
  staffArea: 'Admin',
};

const labelsEs: Translation<typeof labelsEn> = {
  getStarted: 'Empezar',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  mainNav: 'Principal',
  mobileNav: 'Menú móvil',
  switchTo: 'View this page in English',
  theme: {
    light: 'Claro',
    dark: 'Oscuro',
    system: 'Sistema',
    label: (current, next) => `Tema: ${current}. Cambiar al tema ${next}`,
    title: (current) => `Tema: ${current}`,
  },

  services: 'Servicios',
  pricing: 'Precios',
  properties: 'Propiedades',
  blog: 'Blog',
  faq: 'Preguntas',
  contact: 'Contacto',
  portal: 'Entrar al portal',
  myPortal: 'Mi portal',
  staffArea: 'Administración',
};

/** The header's own words. */
export const headerText: Catalogue<typeof labelsEn> = { en: labelsEn, es: labelsEs };

export interface HeaderNavigation {
  /** The header's own words: buttons, menu and switch names, the theme control. */
  text: Translation<typeof labelsEn>;
  headerNav: NavLinkItem[];
  /** The header's account link: owners and tenants sign in to the portal, staff use the footer. */
  portalLink: NavLinkItem;
  /** A signed-in person's link instead of signing in and Get Started, by area (lib/accountArea). */
  areaLinks: Record<AccountArea, NavLinkItem>;
}

function buildHeader(l: Translation<typeof labelsEn>): HeaderNavigation {
  return {
    text: l,
    headerNav: [
      { label: l.services, to: paths.services },
      { label: l.pricing, to: paths.pricing },
      { label: l.properties, to: paths.properties },
      { label: l.blog, to: paths.blog },
      { label: l.faq, to: paths.faq },
      { label: l.contact, to: paths.contact },
    ],
    portalLink: { label: l.portal, to: paths.portal },
    areaLinks: {
      portal: { label: l.myPortal, to: paths.portal },
      staff: { label: l.staffArea, to: paths.admin },
    },
  };
}

/** The header's links in a language (the footer's are in footer.ts, an island's). */
export function headerNavigation(locale: Locale): HeaderNavigation {
  return buildHeader(headerText[locale]);
}
