/** schema.org RealEstateListing for a listing page. */
import { absoluteUrl, site } from '@/config/site';
import type { Property, PropertyType } from '@/lib/database.types';
import type { JsonLd } from '@/lib/seo';
import { paths } from '@/config/paths';

const businessFunction: Record<Exclude<PropertyType, 'both'>, string> = {
  sale: 'http://purl.org/goodrelations/v1#Sell',
  rent: 'http://purl.org/goodrelations/v1#LeaseOut',
};

/** Absolute URLs of a listing's photos (site-relative paths resolved against the site). */
export function absolutePhotoUrls(images: readonly string[]): string[] {
  return images
    .map((raw) => raw.trim())
    .filter((raw) => /^https?:\/\//i.test(raw) || raw.startsWith('/'))
    .filter((raw) => !raw.startsWith('//'))
    .map((raw) => absoluteUrl(raw));
}

function offer(listing: Property, kind: 'sale' | 'rent', url: string): JsonLd {
  return {
    '@type': 'Offer',
    url,
    price: listing.price,
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    businessFunction: businessFunction[kind],
    ...(kind === 'rent'
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: listing.price,
            priceCurrency: 'USD',
            unitCode: 'MON',
          },
        }
      : {}),
  };
}

export function buildListingJsonLd(listing: Property, siteUrl: string = site.url): JsonLd {
  const url = `${siteUrl}${paths.property(listing.id)}`;
  const kinds: ('sale' | 'rent')[] =
    listing.property_type === 'both' ? ['sale', 'rent'] : [listing.property_type];
  const images = absolutePhotoUrls(listing.images);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': `${url}#listing`,
    url,
    name: listing.title,
    ...(listing.description ? { description: listing.description } : {}),
    datePosted: listing.listing_date,
    ...(images.length > 0 ? { image: images } : {}),
    offers: kinds.map((kind) => offer(listing, kind, url)),
    mainEntity: {
      '@type': 'SingleFamilyResidence',
      name: listing.title,
      numberOfBedrooms: listing.bedrooms,
      numberOfBathroomsTotal: listing.bathrooms,
      floorSize: { '@type': 'QuantitativeValue', value: listing.square_feet, unitCode: 'FTK' },
      address: {
        '@type': 'PostalAddress',
        streetAddress: listing.address,
        addressLocality: listing.city,
        addressRegion: listing.state,
        postalCode: listing.zip_code,
        addressCountry: 'US',
      },
    },
    provider: { '@id': `${siteUrl}/#organization` },
  };
}
