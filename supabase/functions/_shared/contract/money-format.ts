/**
 * The one money formatter: screens, mails and PDFs write dollars through here, in the reader's
 * language (es-US writes dollars as en-US does: "$1,250.00"), so a screen, a receipt and a repair
 * mail cannot drift apart. The rule, by what the amount is kept in:
 * - cents (the books, repair estimates and costs, approval limits, rents and deposits): always
 *   with its cents, "$1,250.00", so columns and mails read alike;
 * - dollars (prices on the site, listing prices, plan fees): whole dollars, "$1,250", rounded;
 *   `cents: true` for a figure with cents ("$31.02"; a price that may have them passes
 *   `cents: !Number.isInteger(price)`).
 * Negative amounts read "-$12.50", never "-$0.00".
 */
import { intlLocales, type Locale } from './locale.ts';

// Built on first use, one per language and cents rule. Kept small: marketing pages load it.
const formats: Partial<Record<string, Intl.NumberFormat>> = {};
const format = (locale: Locale, cents: boolean) =>
  (formats[locale + cents] ??= new Intl.NumberFormat(intlLocales[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }));

// A number, else a RangeError (never "$NaN"); -0 as 0, so never "-$0.00".
function finite(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`${amount}`);
  return amount || 0;
}

/** Integer cents as dollars with cents: 245000 -> "$2,450.00", -1250 -> "-$12.50". */
export function formatCents(cents: number, locale: Locale = 'en'): string {
  return format(locale, true).format(finite(cents) / 100);
}

/** Dollars, whole unless `cents`: 1500 -> "$1,500"; (31.02, { cents: true }) -> "$31.02". */
export function formatDollars(
  amount: number,
  locale: Locale = 'en',
  { cents = false }: { cents?: boolean } = {},
): string {
  return format(locale, cents).format(finite(amount));
}
