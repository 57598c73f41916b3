import { intlLocales, type Locale } from '@contract/locale.ts';

const formats = new Map<Locale, Intl.NumberFormat>();

/** Whole US dollars as the page's language writes them (Intl 'en-US' / 'es-US'): `$1,500`. */
export function formatMoney(amount: number, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[locale], {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formats.set(locale, format);
  }
  return format.format(amount);
}
