/**
 * The head of a listing page (title, description, canonical path, share image, JSON-LD): one
 * builder for the browser render and the build's prerender, so crawlers and link previews see
 * exactly what the page shows.
 */
import type { Locale } from '@contract/locale.ts';
import { company } from '@/config/company';
import type { ListingsContent } from '@/content/listings';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { Property } from '@/lib/database.types';
import { parseStoredPhoto, publicPhotoUrl } from '@/lib/listingPhotos';
import type { JsonLd } from '@/lib/seo';
import { formatBaths, formatBeds, formatSquareFeet } from './display';
import { headlinePrice } from './listingDetailFacts';
import { absolutePhotoUrls, buildListingJsonLd } from './structuredData';

/** Open Graph's recommended share width: the stored copy closest to it is used. */
export const SHARE_IMAGE_WIDTH = 1200;

function description(listing: Property, price: string, c: ListingsContent): string {
  const facts = [
    formatBeds(listing.bedrooms, c),
    formatBaths(listing.bathrooms, c),
    formatSquareFeet(listing.square_feet, c),
  ].join(', ');
  const summary = c.details.summary(
    c.typeBadge[listing.property_type],
    listing.city,
    listing.state,
    facts,
    price,
  );
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
  /** The English path, e.g. `/properties/<id>` (Seo makes each language's canonical of it). */
  path: string;
  image: string | undefined;
  jsonLd: JsonLd;
}

/** The head in the catalogue's language; the listing's title and description are as stored. */
export function listingHead(
  listing: Property,
  c: ListingsContent,
  locale: Locale,
  supabaseUrl: string = env.supabaseUrl,
  siteUrl: string = site.url,
): ListingHead {
  const price = headlinePrice(listing, c);
  return {
    title: `${listing.title} | ${price} | ${company.shortName}`,
    description: description(listing, price, c),
    path: paths.property(listing.id),
    image: shareImage(listing.images, supabaseUrl),
    jsonLd: buildListingJsonLd(listing, c, locale, siteUrl),
  };
}
