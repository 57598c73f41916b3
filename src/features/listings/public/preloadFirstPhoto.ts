/**
 * Starts downloading the first card's photo as soon as the listings arrive, while React may
 * still be hydrating: it is the page's largest paint on phones.
 */
import type { Property } from '@/lib/database.types';
import { FILTER_PARAM, filterListings, parseListingFilter } from './filters';
import { listingPhotoSource } from './imageUrl';

export function preloadFirstPhoto(listings: readonly Property[], sizes: string): void {
  if (typeof document === 'undefined') return;
  const filter = parseListingFilter(new URLSearchParams(window.location.search).get(FILTER_PARAM));
  const first = filterListings(listings, filter)[0];
  const url = first?.images.find((image) => image.trim() !== '');
  const source = url ? listingPhotoSource(url) : null;
  if (!source) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = source.src;
  if (source.srcSet) {
    link.setAttribute('imagesrcset', source.srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
