/**
 * The site's languages. English is the default and the source every Spanish catalogue is typed
 * against (`Translation`); a visitor's, lead's or account's language is one of `locales`.
 * Runs in Vite and in Deno alike: imports nothing.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The BCP 47 tag Intl formats with: Spanish as written in the United States. */
export const intlLocales: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Open Graph's og:locale. */
export const ogLocales: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

/** Each language in its own words (the switch shows the other one). */
export const localeNames: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The office's notifications say the person's language in English. */
export const localeNamesInEnglish: Record<Locale, string> = { en: 'English', es: 'Spanish' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** A stored or sent language, English when missing or unknown. */
export function localeOr(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/**
 * The shape of an English catalogue with its literal strings widened: a translation must have
 * every key (a missing one fails the type check) and may say it in any words. Functions keep
 * their parameters.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

/**
 * One domain's words in both languages, the one shape of every catalogue the server and the
 * contract write: English is the source, Spanish is typed against it (`Translation`), so a
 * missing Spanish word fails the type check; there is no fallback to English. Read it as
 * `words[locale]`: both languages have the same type.
 */
export type Catalogue<T> = Readonly<Record<Locale, Translation<T>>>;

export function catalogue<T>(words: {
  readonly en: T;
  readonly es: NoInfer<Translation<T>>;
}): Catalogue<T> {
  // English is its own translation (its literals widen to string): only the type changes.
  return words as Catalogue<T>;
}
