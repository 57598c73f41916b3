/**
 * The rental listing feed in the HotPads rental feed XML format (the format the Zillow Rental
 * Network reads: Zillow, Trulia, HotPads): one <Listing type="RENTAL"> per active rental, with
 * address, price, beds, baths, square feet, photos, available date, deposit, pets, description
 * and contact. Pure: the function (rental-feed/handler.ts) reads the rows and serves this.
 * Element names follow HotPads' "Rental Listings Feed Guide" (single family homes and
 * individual units); docs/listings.md says how a company submits the feed URL.
 */
import { company, equalHousingStatement } from '../contract/company.ts';
import {
  type ListingFee,
  laundryLabels,
  parkingLabels,
  utilityLabels,
} from '../contract/listing-options.ts';
import { allInMonthlyRent } from '../contract/rental-rules.ts';

/** The columns the feed reads (a subset of `properties`). */
export interface FeedListing {
  id: string;
  title: string;
  description: string | null;
  property_type: 'sale' | 'rent' | 'both';
  price: number;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  bedrooms: number;
  bathrooms: number;
  square_feet: number;
  images: string[];
  updated_at: string;
  available_date: string | null;
  security_deposit: number | null;
  lease_term_months: number | null;
  month_to_month: boolean;
  cats_allowed: boolean | null;
  dogs_allowed: boolean | null;
  parking: keyof typeof parkingLabels | null;
  laundry: keyof typeof laundryLabels | null;
  utilities_included: (keyof typeof utilityLabels)[];
  amenities: string[];
  appliances: string[];
  virtual_tour_url: string | null;
  mandatory_fees: ListingFee[];
}

/** The columns anon may read; title, description, address and tour link come from listing_texts. */
export const FEED_COLUMNS =
  'id,property_type,price,city,state,zip_code,bedrooms,bathrooms,square_feet,images,updated_at,available_date,security_deposit,lease_term_months,month_to_month,cats_allowed,dogs_allowed,parking,laundry,utilities_included,amenities,appliances,mandatory_fees';

/** The elements the HotPads guide marks required for a single-unit rental listing. */
export const requiredListingElements = [
  'name',
  'street',
  'city',
  'state',
  'zip',
  'contactName',
  'contactEmail',
  'price',
  'numBedrooms',
  'numFullBaths',
] as const;

/**
 * Absolute photo URLs of a listing. The one place the feed reads photos: when `images text[]`
 * becomes `photos jsonb` (branch `photos`), only this function changes.
 */
export function listingPhotoUrls(listing: Pick<FeedListing, 'images'>, siteUrl: string): string[] {
  return listing.images
    .map((raw) => raw.trim())
    .filter((raw) => /^https?:\/\//i.test(raw) || (raw.startsWith('/') && !raw.startsWith('//')))
    .map((raw) => (raw.startsWith('/') ? `${siteUrl}${raw}` : raw));
}

/** XML text: the five reserved characters escaped, control characters dropped. */
export function xmlText(value: string): string {
  return (
    value
      // XML 1.0 forbids these characters even escaped: they are dropped on purpose.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

const el = (name: string, value: string | number | null | undefined, indent = '    ') =>
  value === null || value === undefined || value === ''
    ? ''
    : `${indent}<${name}>${xmlText(String(value))}</${name}>\n`;

/** HotPads' leaseTerm values. */
function leaseTerm(listing: FeedListing): string {
  if (listing.month_to_month && listing.lease_term_months === null) return 'Monthly';
  const months = listing.lease_term_months;
  if (months === 6) return 'SixMonths';
  if (months === 12) return 'OneYear';
  if (months !== null && months > 12) return 'LongTerm';
  if (months !== null) return 'ShortTerm';
  return 'ContactForDetails';
}

function tag(type: string, value: string): string {
  return `    <ListingTag type="${xmlText(type)}"><tag>${xmlText(value)}</tag></ListingTag>\n`;
}

function listingXml(listing: FeedListing, siteUrl: string, companyId: string): string {
  // Advertised rent includes mandatory monthly fees (SB 478, see rental-rules.ts).
  const rent = allInMonthlyRent(listing.price, listing.mandatory_fees);
  const fullBaths = Math.floor(listing.bathrooms);
  const halfBaths = listing.bathrooms - fullBaths > 0 ? 1 : 0;
  const url = `${siteUrl}/properties/${listing.id}`;
  const fees = listing.mandatory_fees.map((f) => `${f.label} $${f.amount}/mo`).join(', ');
  const description = [
    listing.description ?? '',
    fees ? `Price includes mandatory monthly fees: ${fees}.` : '',
    equalHousingStatement,
  ]
    .filter(Boolean)
    .join('\n\n');
  const photos = listingPhotoUrls(listing, siteUrl)
    .map((src) => `    <ListingPhoto source="${xmlText(src)}" />\n`)
    .join('');
  const tags = [
    ...(listing.cats_allowed !== null ? [tag('CATS_ALLOWED', String(listing.cats_allowed))] : []),
    ...(listing.dogs_allowed !== null ? [tag('DOGS_ALLOWED', String(listing.dogs_allowed))] : []),
    ...(listing.parking && listing.parking !== 'none'
      ? [tag('PARKING_TYPE', parkingLabels[listing.parking])]
      : []),
    ...(listing.laundry && listing.laundry !== 'none'
      ? [tag('LAUNDRY', laundryLabels[listing.laundry])]
      : []),
    ...listing.utilities_included.map((u) => tag('UTILITIES_INCLUDED', utilityLabels[u])),
    ...listing.appliances.map((a) => tag('APPLIANCE', a)),
    ...listing.amenities.map((a) => tag('PROPERTY_AMENITY', a)),
  ].join('');
  return (
    `  <Listing id="${xmlText(listing.id)}" type="RENTAL" companyId="${xmlText(companyId)}" propertyType="${/(^|\s)(unit|apt\.?|#)/i.test(listing.address) ? 'CONDO' : 'HOUSE'}">\n` +
    el('name', listing.title) +
    `    <street hide="false">${xmlText(listing.address)}</street>\n` +
    el('city', listing.city) +
    el('state', listing.state) +
    el('zip', listing.zip_code) +
    el('country', 'US') +
    el('lastUpdated', new Date(listing.updated_at).toISOString()) +
    el('contactName', company.name) +
    el('contactEmail', company.email) +
    el('contactPhone', company.phone) +
    el('description', description) +
    el('leaseTerm', leaseTerm(listing)) +
    el('website', url) +
    el('virtualTourUrl', listing.virtual_tour_url) +
    el('ListingPermalink', url) +
    photos +
    el('price', rent.toFixed(2)) +
    el('pricingFrequency', 'MONTHLY') +
    el('deposit', listing.security_deposit?.toFixed(2)) +
    el('numBedrooms', listing.bedrooms) +
    el('numFullBaths', fullBaths) +
    el('numHalfBaths', halfBaths) +
    el('squareFeet', listing.square_feet) +
    el('dateAvailable', listing.available_date) +
    tags +
    `  </Listing>\n`
  );
}

/** The whole feed document. */
export function buildHotPadsFeed(listings: readonly FeedListing[], siteUrl: string): string {
  const companyId = 'summit-flat-fee-pm';
  const rentals = listings.filter((l) => l.property_type !== 'sale');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<hotPadsItems version="2.1">\n` +
    `  <Company id="${companyId}">\n` +
    el('name', company.name, '    ') +
    el('website', siteUrl, '    ') +
    `  </Company>\n` +
    rentals.map((l) => listingXml(l, siteUrl, companyId)).join('') +
    `</hotPadsItems>\n`
  );
}
