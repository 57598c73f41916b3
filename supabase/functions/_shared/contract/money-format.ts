/**
 * Money as the mails and PDFs write it, in the reader's language (es-US writes dollars as en-US
 * does): one formatter, so a receipt, a statement and a repair mail cannot drift apart.
 */
import { intlLocales, type Locale } from './locale.ts';

const formats = new Map<string, Intl.NumberFormat>();

function format(locale: Locale, wholeDollars: boolean): Intl.NumberFormat {
  const key = `${locale}:${wholeDollars}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(intlLocales[locale], {
      style: 'currency',
      currency: 'USD',
      ...(wholeDollars ? { minimumFractionDigits: 0 } : {}),
    });
    formats.set(key, found);
  }
  return found;
}

/**
 * Cents as dollars: 245000 -> "$2,450.00", -1250 -> "-$12.50", never "-$0.00". With
 * `wholeDollars` (the repair mails), a whole amount drops its cents: "$2,450", but "$2,450.50".
 */
export function formatCents(
  cents: number,
  locale: Locale = 'en',
  { wholeDollars = false }: { wholeDollars?: boolean } = {},
): string {
  const dollars = (cents || 0) / 100;
  return format(locale, wholeDollars && cents % 100 === 0).format(dollars);
}
