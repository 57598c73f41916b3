/**
 * The head of a listing page (title, description, canonical path, share image, JSON-LD): one
 * builder for the browser render and the build's prerender, so crawlers and link previews see
 * exactly what the page shows.
 */
import { company } from '@/config/company';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { Property } from '@/lib/database.types';
import { parseStoredPhoto, publicPhotoUrl } from '@/lib/listingPhotos';
import type { JsonLd } from '@/lib/seo';
import { formatBaths, formatBeds, formatSquareFeet, typeBadgeText } from './display';
import { headlinePrice } from './listingDetailFacts';
import { absolutePhotoUrls, buildListingJsonLd } from './structuredData';

/** Open Graph's recommended share width: the stored copy closest to it is used. */
export const SHARE_IMAGE_WIDTH = 1200;

function description(listing: Property, price: string): string {
  const summary = `${typeBadgeText[listing.property_type]} in ${listing.city}, ${listing.state}: ${formatBeds(listing.bedrooms)}, ${formatBaths(listing.bathrooms)}, ${formatSquareFeet(listing.square_feet)}, ${price}.`;
  const text = listing.description ? `${summary} ${listing.description}` : summary;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
}

/**
 * The link-preview image: the first photo, as the stored copy nearest 1200 px wide when it was
 * uploaded in the admin (the 1920 px original would be a needlessly large preview), else the
 * photo's absolute URL; undefined without a usable photo (the site's default image is used).
 */
export function shareImage(
  images: readonly string[],
  supabaseUrl: string = env.supabaseUrl,
): string | undefined {
  const first = images.map((url) => url.trim()).find((url) => url !== '');
  if (first === undefined) return undefined;
  const stored = parseStoredPhoto(first, supabaseUrl);
  if (stored) {
    const nearest = [...stored.copies].sort(
      (a, b) => Math.abs(a.width - SHARE_IMAGE_WIDTH) - Math.abs(b.width - SHARE_IMAGE_WIDTH),
    )[0]!;
    return publicPhotoUrl(supabaseUrl, nearest.path);
  }
  return absolutePhotoUrls([first])[0];
}

export interface ListingHead {
  title: string;
  description: string;
  /** The canonical path, e.g. `/properties/<id>`. */
  path: string;
  image: string | undefined;
  jsonLd: JsonLd;
}

export function listingHead(
  listing: Property,
  supabaseUrl: string = env.supabaseUrl,
  siteUrl: string = site.url,
): ListingHead {
  const price = headlinePrice(listing);
  return {
    title: `${listing.title} | ${price} | ${company.shortName}`,
    description: description(listing, price),
    path: paths.property(listing.id),
    image: shareImage(listing.images, supabaseUrl),
    jsonLd: buildListingJsonLd(listing, siteUrl),
  };
}
