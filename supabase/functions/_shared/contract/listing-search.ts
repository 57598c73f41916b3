/**
 * The /properties search written once: its fields, URL parameters and limits, how a URL is read,
 * and its summary in words. The page (features/listings/public/filters.ts), the listing alerts' schema
 * (lead-schemas.ts) and their emails (../leads/registry.ts) use this module; the database's matching rule
 * (listing_matches_alert, migration 20261125000100) follows the same fields. Runs in Vite and in
 * Deno alike: imports only the language module.
 */
import { type Catalogue, type Locale } from './locale.ts';
import { formatDate } from './date-format.ts';
import { formatDollars } from './money-format.ts';

/** `?type=`: every listing, for sale or for rent ('both' listings count as either). */
export const listingFilters = ['all', 'sale', 'rent'] as const;
export type ListingFilter = (typeof listingFilters)[number];

export const listingFilterLabels: Record<ListingFilter, string> = {
  all: 'All Properties',
  sale: 'For Sale',
  rent: 'For Rent',
};

export const listingFilterLabelsByLocale: Catalogue<typeof listingFilterLabels> = {
  en: listingFilterLabels,
  es: {
    all: 'Todas las propiedades',
    sale: 'En venta',
    rent: 'En renta',
  },
};

export const FILTER_PARAM = 'type';

export const listingSorts = ['newest', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof listingSorts)[number];
export const listingSortLabels: Record<ListingSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};
export const listingSortLabelsByLocale: Catalogue<typeof listingSortLabels> = {
  en: listingSortLabels,
  es: {
    newest: 'Más recientes',
    price_asc: 'Precio: de menor a mayor',
    price_desc: 'Precio: de mayor a menor',
  },
};

/** The filters of a search: what a listing alert stores (`leads.alert_filters`). */
export interface ListingSearchFilters {
  type: ListingFilter;
  city: string;
  minPrice: number | null;
  maxPrice: number | null;
  beds: number | null;
  baths: number | null;
  cats: boolean;
  dogs: boolean;
  /** yyyy-mm-dd: available on or before this date (listings without a date count as now). */
  availableBy: string | null;
}

export interface ListingSearch extends ListingSearchFilters {
  sort: ListingSort;
}

export const noSearch: ListingSearch = {
  type: 'all',
  city: '',
  minPrice: null,
  maxPrice: null,
  beds: null,
  baths: null,
  cats: false,
  dogs: false,
  availableBy: null,
  sort: 'newest',
};

/** URL parameter names, written once. */
export const searchParamNames = {
  type: FILTER_PARAM,
  city: 'city',
  minPrice: 'min',
  maxPrice: 'max',
  beds: 'beds',
  baths: 'baths',
  cats: 'cats',
  dogs: 'dogs',
  availableBy: 'available',
  sort: 'sort',
} as const satisfies Record<keyof ListingSearch, string>;

/** Limits of the filters (the URL reader drops values beyond them; the alert schema refuses them). */
export const searchLimits = {
  cityMax: 100,
  priceMax: 1e10,
  bedsMax: 50,
  bathsMax: 50,
} as const;

/** Reads the filter from the `type` query parameter; anything unknown means 'all'. */
export function parseListingFilter(value: string | null | undefined): ListingFilter {
  return value === 'sale' || value === 'rent' ? value : 'all';
}

function amount(value: string | null, max: number, step = 0.01): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value.replace(/,/g, ''));
  if (!Number.isFinite(n) || n < 0 || n > max) return null;
  return Math.round(n / step) * step;
}

/** A real calendar date written yyyy-mm-dd. */
export function isSearchDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Reads a search from URL parameters; anything unreadable is left out, never an error. */
export function parseListingSearch(params: URLSearchParams): ListingSearch {
  const n = searchParamNames;
  const sort = params.get(n.sort);
  return {
    type: parseListingFilter(params.get(n.type)),
    city: (params.get(n.city) ?? '').trim().slice(0, searchLimits.cityMax),
    minPrice: amount(params.get(n.minPrice), searchLimits.priceMax),
    maxPrice: amount(params.get(n.maxPrice), searchLimits.priceMax),
    beds: amount(params.get(n.beds), searchLimits.bedsMax, 1),
    baths: amount(params.get(n.baths), searchLimits.bathsMax, 0.5),
    cats: params.get(n.cats) === '1',
    dogs: params.get(n.dogs) === '1',
    availableBy: isSearchDate(params.get(n.availableBy)) ? params.get(n.availableBy) : null,
    sort: listingSorts.find((s) => s === sort) ?? 'newest',
  };
}

/** The search as URL parameters, defaults left out (so /properties stays /properties). */
export function listingSearchParams(search: ListingSearch): URLSearchParams {
  const n = searchParamNames;
  const params = new URLSearchParams();
  if (search.type !== 'all') params.set(n.type, search.type);
  if (search.city.trim() !== '') params.set(n.city, search.city.trim());
  if (search.minPrice !== null) params.set(n.minPrice, String(search.minPrice));
  if (search.maxPrice !== null) params.set(n.maxPrice, String(search.maxPrice));
  if (search.beds !== null) params.set(n.beds, String(search.beds));
  if (search.baths !== null) params.set(n.baths, String(search.baths));
  if (search.cats) params.set(n.cats, '1');
  if (search.dogs) params.set(n.dogs, '1');
  if (search.availableBy) params.set(n.availableBy, search.availableBy);
  if (search.sort !== 'newest') params.set(n.sort, search.sort);
  return params;
}

/** True when any filter (not the sort) narrows the list. */
export function isFiltered(search: ListingSearch): boolean {
  return listingSearchParams({ ...search, sort: 'newest' }).size > 0;
}

/** The filters of a search, without its sort (what an alert keeps). */
export function searchFilters(search: ListingSearchFilters): ListingSearchFilters {
  return {
    type: search.type,
    city: search.city.trim(),
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    beds: search.beds,
    baths: search.baths,
    cats: search.cats,
    dogs: search.dogs,
    availableBy: search.availableBy,
  };
}

/** The phrases of a search summary, per language (numbers and dates come formatted). */
const searchWords = {
  type: { all: 'Any listing', sale: 'For sale', rent: 'For rent' },
  city: (city: string) => `in ${city}`,
  between: (min: string, max: string) => `${min} to ${max}`,
  atLeast: (min: string) => `${min} or more`,
  upTo: (max: string) => `up to ${max}`,
  beds: (n: number) => `${n}+ ${n === 1 ? 'bed' : 'beds'}`,
  baths: (n: number) => `${n}+ ${n === 1 ? 'bath' : 'baths'}`,
  cats: 'cats allowed',
  dogs: 'dogs allowed',
  availableBy: (date: string) => `available by ${date}`,
};

const searchWordsByLocale: Catalogue<typeof searchWords> = {
  en: searchWords,
  es: {
    type: { all: 'Cualquier propiedad', sale: 'En venta', rent: 'En renta' },
    city: (city) => `en ${city}`,
    between: (min, max) => `de ${min} a ${max}`,
    atLeast: (min) => `${min} o más`,
    upTo: (max) => `hasta ${max}`,
    beds: (n) => `${n}+ ${n === 1 ? 'recámara' : 'recámaras'}`,
    baths: (n) => `${n}+ ${n === 1 ? 'baño' : 'baños'}`,
    cats: 'se aceptan gatos',
    dogs: 'se aceptan perros',
    availableBy: (date) => `disponible a más tardar el ${date}`,
  },
};

export interface SearchSummaryOptions {
  /** false leaves the typed city out (mail to a typed-in address repeats no visitor text). */
  includeCity?: boolean;
  /** The summary's language (English by default). */
  locale?: Locale;
}

/**
 * The filters in words, one phrase each: ['For rent', 'in Riverside', '$1,500 to $3,000',
 * '2+ beds', ...]; in Spanish with `locale: 'es'` ('En renta', 'en Riverside', ...).
 */
export function describeSearch(
  f: ListingSearchFilters,
  options: SearchSummaryOptions = {},
): string[] {
  const locale = options.locale ?? 'en';
  const w = searchWordsByLocale[locale];
  const money = (n: number) => formatDollars(n, locale, { cents: !Number.isInteger(n) });
  const parts: string[] = [];
  parts.push(w.type[f.type]);
  if (f.city.trim() !== '' && options.includeCity !== false) parts.push(w.city(f.city.trim()));
  if (f.minPrice !== null && f.maxPrice !== null) {
    parts.push(w.between(money(f.minPrice), money(f.maxPrice)));
  } else if (f.minPrice !== null) parts.push(w.atLeast(money(f.minPrice)));
  else if (f.maxPrice !== null) parts.push(w.upTo(money(f.maxPrice)));
  if (f.beds !== null) parts.push(w.beds(f.beds));
  if (f.baths !== null) parts.push(w.baths(f.baths));
  if (f.cats) parts.push(w.cats);
  if (f.dogs) parts.push(w.dogs);
  if (f.availableBy) parts.push(w.availableBy(formatDate(f.availableBy, locale, 'medium')));
  return parts;
}

/** The summary as one line: 'For rent, in Riverside, up to $3,000, 2+ beds'. */
export function searchSummary(f: ListingSearchFilters, options: SearchSummaryOptions = {}): string {
  return describeSearch(f, options).join(', ');
}
