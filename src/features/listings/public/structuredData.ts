/** schema.org RealEstateListing for a listing page. */
import { intlLocales, type Locale } from '@contract/locale.ts';
import { absoluteUrl, site } from '@/config/site';
import type { ListingsContent } from '@/content/listings';
import type { Property, ListingType } from '@/lib/database.types';
import type { JsonLd } from '@/lib/seo';
import { localizedPath, paths } from '@/config/paths';
import { allInRent } from './listingDetailFacts';

/**
 * The listing has no dwelling-type column: a unit designator in the street address (Unit, Apt,
 * #, Suite) means an Apartment, anything else a single-family home.
 */
export function dwellingType(address: string): 'Apartment' | 'SingleFamilyResidence' {
  return /(^|\s)(unit|apt\.?|apartment|suite|ste\.?)\s|#\s*\w/i.test(address)
    ? 'Apartment'
    : 'SingleFamilyResidence';
}

/** Amenity names in the page's language; appliances and amenities are the office's own words. */
function amenityFeatures(listing: Property, c: ListingsContent): JsonLd[] {
  const o = c.options;
  const names = [
    ...(listing.parking && listing.parking !== 'none' ? [o.parking[listing.parking]] : []),
    ...(listing.laundry && listing.laundry !== 'none'
      ? [c.structuredData.laundry(o.laundry[listing.laundry])]
      : []),
    ...(listing.air_conditioning && listing.air_conditioning !== 'none'
      ? [o.airConditioning[listing.air_conditioning]]
      : []),
    ...listing.utilities_included.map((u) => c.structuredData.utilityIncluded(o.utilities[u])),
    ...listing.appliances,
    ...listing.amenities,
  ];
  return names.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true }));
}

/** schema.org petsAllowed: true when cats or dogs are, false when both are refused, else unsaid. */
function petsAllowed(listing: Property): boolean | undefined {
  if (listing.cats_allowed === true || listing.dogs_allowed === true) return true;
  if (listing.cats_allowed === false && listing.dogs_allowed === false) return false;
  return undefined;
}

const businessFunction: Record<Exclude<ListingType, 'both'>, string> = {
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
  // A rent-only listing advertises rent plus mandatory fees (SB 478, see rental-rules.ts).
  const price = kind === 'rent' ? (allInRent(listing) ?? listing.price) : listing.price;
  return {
    '@type': 'Offer',
    url,
    price,
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    businessFunction: businessFunction[kind],
    ...(kind === 'rent'
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: 'USD',
            unitCode: 'MON',
          },
          ...(listing.lease_term_months !== null
            ? {
                leaseLength: {
                  '@type': 'QuantitativeValue',
                  value: listing.lease_term_months,
                  unitCode: 'MON',
                },
              }
            : {}),
          ...(listing.available_date ? { availabilityStarts: listing.available_date } : {}),
        }
      : {}),
  };
}

/**
 * The listing page as a RealEstateListing (a kind of WebPage): its URL and `inLanguage` are the
 * page's language's, so the English and Spanish pages each describe themselves.
 */
export function buildListingJsonLd(
  listing: Property,
  c: ListingsContent,
  locale: Locale,
  siteUrl: string = site.url,
): JsonLd {
  const url = `${siteUrl}${localizedPath(locale, paths.property(listing.id))}`;
  const kinds: ('sale' | 'rent')[] =
    listing.property_type === 'both' ? ['sale', 'rent'] : [listing.property_type];
  const images = absolutePhotoUrls(listing.images);
  const pets = petsAllowed(listing);
  const features = amenityFeatures(listing, c);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': `${url}#listing`,
    url,
    inLanguage: intlLocales[locale],
    name: listing.title,
    ...(listing.description ? { description: listing.description } : {}),
    datePosted: listing.listing_date,
    ...(images.length > 0 ? { image: images } : {}),
    offers: kinds.map((kind) => offer(listing, kind, url)),
    mainEntity: {
      '@type': dwellingType(listing.address),
      name: listing.title,
      numberOfRooms: listing.bedrooms,
      numberOfBedrooms: listing.bedrooms,
      numberOfBathroomsTotal: listing.bathrooms,
      floorSize: { '@type': 'QuantitativeValue', value: listing.square_feet, unitCode: 'FTK' },
      ...(pets !== undefined ? { petsAllowed: pets } : {}),
      ...(features.length > 0 ? { amenityFeature: features } : {}),
      ...(listing.year_built !== null ? { yearBuilt: listing.year_built } : {}),
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
