/** How a listing's facts read on cards and listing pages. */
import { formatUsd } from '@/lib/format';
import type { ListingType } from '@/lib/database.types';

export const typeBadgeText: Record<ListingType, string> = {
  sale: 'For Sale',
  rent: 'For Rent',
  both: 'For Sale/Rent',
};

/** Whole US dollars; rent-only listings are priced per month ('/mo'). */
export function formatListingPrice(price: number, type: ListingType): string {
  return `${formatUsd(price)}${type === 'rent' ? '/mo' : ''}`;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function formatBeds(bedrooms: number): string {
  return `${countFormat.format(bedrooms)} ${plural(bedrooms, 'bed', 'beds')}`;
}

export function formatBaths(bathrooms: number): string {
  return `${countFormat.format(bathrooms)} ${plural(bathrooms, 'bath', 'baths')}`;
}

export function formatSquareFeet(squareFeet: number): string {
  return `${countFormat.format(squareFeet)} sqft`;
}

/** 'West Covina, CA 91790' */
export function formatCityLine(city: string, state: string, zip: string): string {
  return `${city}, ${state} ${zip}`.trim();
}

/** 'March 15, 2025' for a `listing_date` (a date or timestamp string), in UTC. */
export function formatListingDate(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
