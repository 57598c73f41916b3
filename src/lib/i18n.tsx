/**
 * The visitor's language comes from the URL (/es/... is Spanish), so the prerendered HTML, the
 * hydrated app and every link agree without a provider or a stored setting. Catalogues are typed
 * per language (decision 0011: an i18n library alone would cost 3-18 KB of every page's 100).
 */
import { useCallback, type ComponentProps } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { intlLocales, type Catalogue, type Locale, type Translation } from '@contract/locale.ts';
import { isBilingualPath, localizedPath, splitLocale } from '@/config/paths';

export type { Catalogue, Locale, Translation };

/**
 * The one shape of a screen's words (decision 0011): English written as a plain object, the
 * source; Spanish typed `Translation<typeof en>`, so a missing or extra key fails the type check
 * and nothing falls back to English. `{ en, es }` when one chunk serves both languages; a
 * prerendered page's long-form content keeps each language in its own module under the same
 * name instead (docs/architecture.md, "Languages").
 */

/** A catalogue's words in the page's language (the URL's). */
export function useCatalogue<T>(catalogue: Catalogue<T>): Translation<T> {
  return catalogue[useLocale()];
}

export function useLocale(): Locale {
  return splitLocale(useLocation().pathname).locale;
}

/** Turns a site path into the current language's ('/pricing' -> '/es/pricing' on Spanish pages). */
export function useLocalize(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(locale, path), [locale]);
}

/** The same page in the other language, or that language's home when the page has no twin. */
export function switchTarget(pathname: string, search: string, to: Locale): string {
  const { path } = splitLocale(pathname);
  return isBilingualPath(path) ? localizedPath(to, path) + search : localizedPath(to, '/');
}

/** The Intl tag for the current language ('en-US', 'es-US'). */
export function useIntlLocale(): string {
  return intlLocales[useLocale()];
}

type LinkProps = ComponentProps<typeof Link>;

/** A router link that stays in the visitor's language: `to` is the English path. */
export function LocalizedLink({ to, ...props }: LinkProps) {
  const localize = useLocalize();
  return <Link to={typeof to === 'string' ? localize(to) : to} {...props} />;
}

type NavLinkProps = ComponentProps<typeof NavLink>;

export function LocalizedNavLink({ to, ...props }: NavLinkProps) {
  const localize = useLocalize();
  return <NavLink to={typeof to === 'string' ? localize(to) : to} {...props} />;
}
