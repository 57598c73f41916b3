/**
 * The words of the frame every page shares (header, menu, skip link, loading and error screens,
 * footer) in both languages: the header is in every page's first chunk, and this is a few
 * hundred bytes, so one catalogue serves both instead of a download per language.
 */
import type { Locale, Translation } from '@contract/locale.ts';

const en = {
  getStarted: 'Get Started',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  skipToContent: 'Skip to main content',
  loading: 'Loading…',
  /** The switch's visible text names the other language in its own words (localeNames). */
  switchTo: 'Ver esta página en español',
  theme: {
    light: 'Light',
    dark: 'Dark',
    system: 'System',
    label: (current: string, next: string) => `Theme: ${current}. Switch to ${next} theme`,
    title: (current: string) => `Theme: ${current}`,
  },
  error: {
    title: 'Unexpected Application Error!',
    retry: 'Try again',
    home: 'Return to Home',
    unknown: 'An unknown error occurred.',
  },
};

const es: Translation<typeof en> = {
  getStarted: 'Empezar',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  mainNav: 'Principal',
  mobileNav: 'Menú móvil',
  skipToContent: 'Saltar al contenido principal',
  loading: 'Cargando…',
  switchTo: 'View this page in English',
  theme: {
    light: 'Claro',
    dark: 'Oscuro',
    system: 'Sistema',
    label: (current, next) => `Tema: ${current}. Cambiar al tema ${next}`,
    title: (current) => `Tema: ${current}`,
  },
  error: {
    title: '¡Error inesperado en la aplicación!',
    retry: 'Intentar de nuevo',
    home: 'Volver al inicio',
    unknown: 'Ocurrió un error desconocido.',
  },
};

export const shellText: Record<Locale, Translation<typeof en>> = { en, es };
