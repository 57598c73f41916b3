/** The admin list's status filter and text search. */
import type { Property, PropertyStatus } from '@/lib/database.types';

export interface PropertyFilter {
  status: PropertyStatus | 'all';
  query: string;
}

export const noFilter: PropertyFilter = { status: 'all', query: '' };

/** Listings in the status whose title, address, city, state or ZIP contain every search word. */
export function filterProperties(
  properties: readonly Property[],
  filter: PropertyFilter,
): Property[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  return properties.filter((p) => {
    if (filter.status !== 'all' && p.status !== filter.status) return false;
    if (words.length === 0) return true;
    const text = [p.title, p.address, p.city, p.state, p.zip_code].join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
