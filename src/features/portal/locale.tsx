/**
 * The portal's language: the signed-in account's (people.locale), else the visitor's stored
 * choice, else the browser's. /portal has no /es twin (it is private), so this is a context of
 * its own, not the URL's language (lib/i18n). The switch saves the choice on the account
 * (set_my_locale, and Auth's user_metadata so Auth's mail templates can read it).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { portalWords } from '@contract/portal-words.ts';
import { intlLocales, isLocale, locales, localeNames, type Locale } from '@contract/locale.ts';
import { formatDate, formatInstant } from '@contract/date-format.ts';
import { formatCents } from '@contract/money-format.ts';
import { portalText } from './copy/portalText';

export type { Locale };

/** Where a signed-out visitor's choice is kept (this browser only). */
export const PORTAL_LOCALE_KEY = 'portal-locale';

/** The contract's portal words (roles, lease statuses, documents) in the portal's language. */
export const portalLabels = portalWords;

/** The stored choice, else 'es' when the browser's first Spanish-or-English language is Spanish. */
export function initialLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(PORTAL_LOCALE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage refused (private mode): the browser's language decides.
  }
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  const first = languages.find((l) => /^(en|es)\b/i.test(l));
  return first?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

function remember(locale: Locale) {
  try {
    window.localStorage.setItem(PORTAL_LOCALE_KEY, locale);
  } catch {
    // Not kept: the account's setting still is.
  }
}

interface PortalLocaleValue {
  locale: Locale;
  /** The person's choice: shown at once, kept in this browser, saved on the account (if any). */
  choose: (locale: Locale) => void;
  /** The account's stored language, adopted once it is read. */
  adopt: (locale: Locale) => void;
}

const PortalLocaleContext = createContext<PortalLocaleValue>({
  locale: 'en',
  choose: () => undefined,
  adopt: () => undefined,
});

export function PortalLocaleProvider({
  save,
  children,
}: {
  /** Saves a choice on the signed-in account; undefined when signed out. */
  save?: (locale: Locale) => Promise<void>;
  children: ReactNode;
}) {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = locale;
    return () => {
      root.lang = before;
    };
  }, [locale]);
  const choose = useCallback(
    (next: Locale) => {
      setLocale(next);
      remember(next);
      void save?.(next).catch(() => undefined);
    },
    [save],
  );
  const adopt = useCallback((next: Locale) => {
    setLocale(next);
    remember(next);
  }, []);
  const value = useMemo(() => ({ locale, choose, adopt }), [locale, choose, adopt]);
  return <PortalLocaleContext.Provider value={value}>{children}</PortalLocaleContext.Provider>;
}

export function usePortalLocale(): PortalLocaleValue {
  return useContext(PortalLocaleContext);
}

/** The first chunk's words in the portal's language. */
export function usePortalText() {
  return portalText[usePortalLocale().locale];
}

const formats = new Map<Locale, ReturnType<typeof makeFormat>>();

function makeFormat(locale: Locale) {
  return {
    locale,
    tag: intlLocales[locale],
    /** An instant in Pacific time; unparsable text as is. */
    dateTime: (iso: string) => formatInstant(iso, locale),
    /** A calendar date 'YYYY-MM-DD' (a timestamp: its first ten characters), zone-free. */
    date: (isoDate: string) => formatDate(isoDate.slice(0, 10), locale),
    /** Integer cents as dollars. */
    cents: (cents: number) => formatCents(cents, locale),
  };
}

/** Dates (Pacific) and money written the portal's language's way ('en-US', 'es-US'): one object a language. */
export function portalFormat(locale: Locale) {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = makeFormat(locale)));
  return format;
}

export function usePortalFormat() {
  return portalFormat(usePortalLocale().locale);
}

/** "English | Español": the current language pressed, the other a tap away. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, choose } = usePortalLocale();
  const label = portalText[locale].languageSwitch;
  return (
    <div role="group" aria-label={label} className={className}>
      <span className="flex items-center gap-1 text-sm">
        {locales.map((l, i) => (
          <span key={l} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">|</span> : null}
            <button
              type="button"
              lang={l}
              aria-pressed={l === locale}
              onClick={() => choose(l)}
              className={
                l === locale
                  ? 'min-h-11 px-2 font-semibold text-foreground'
                  : 'min-h-11 px-2 font-medium text-primary underline underline-offset-4'
              }
            >
              {localeNames[l]}
            </button>
          </span>
        ))}
      </span>
    </div>
  );
}
