/** How a listing's facts read on cards and listing pages, in the catalogue's language. */
import { formatStoredDate } from '@contract/date-format.ts';
import { intlLocales, type Locale } from '@contract/locale.ts';
import { formatDollars } from '@contract/money-format.ts';
import type { ListingsContent } from '@/content/listings';
import type { ListingType } from '@/lib/database.types';

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(intl: string, key: string, options: Intl.NumberFormatOptions) {
  const id = `${intl}|${key}`;
  let format = formats.get(id);
  if (!format) formats.set(id, (format = new Intl.NumberFormat(intl, options)));
  return format;
}

/** The catalogue's language, told by its Intl tag. */
const localeOf = (c: Pick<ListingsContent, 'intl'>): Locale =>
  c.intl === intlLocales.es ? 'es' : 'en';

/** US dollars in the catalogue's locale: whole dollars unless `cents`. */
export function formatMoney(amount: number, c: Pick<ListingsContent, 'intl'>, cents = false) {
  return formatDollars(amount, localeOf(c), { cents });
}

/** Whole US dollars; rent-only listings are priced per month ('/mo', '/mes'). */
export function formatListingPrice(price: number, type: ListingType, c: ListingsContent): string {
  return `${formatMoney(price, c)}${type === 'rent' ? c.units.perMonth : ''}`;
}

const count = (n: number, c: Pick<ListingsContent, 'intl'>) =>
  numberFormat(c.intl, 'count', { maximumFractionDigits: 1 }).format(n);

export function formatBeds(bedrooms: number, c: ListingsContent): string {
  return c.units.beds(count(bedrooms, c), bedrooms);
}

export function formatBaths(bathrooms: number, c: ListingsContent): string {
  return c.units.baths(count(bathrooms, c), bathrooms);
}

export function formatSquareFeet(squareFeet: number, c: ListingsContent): string {
  return c.units.squareFeet(count(squareFeet, c));
}

/** A count in the catalogue's locale (square feet alone, for the facts list). */
export function formatCount(n: number, c: ListingsContent): string {
  return count(n, c);
}

/** 'West Covina, CA 91790' */
export function formatCityLine(city: string, state: string, zip: string): string {
  return `${city}, ${state} ${zip}`.trim();
}

/** 'March 15, 2025' ('15 de marzo de 2025') for a `listing_date` (a date or timestamp), in UTC. */
export function formatListingDate(value: string, c: Pick<ListingsContent, 'intl'>): string {
  return formatStoredDate(value, localeOf(c));
}
