/**
 * The words of the listings pages (/properties, /properties/<id>): the browser, the cards, a
 * listing's page and its states. The Spanish twin (content/es/listings.ts) has the same shape;
 * the page modules hand one of them to the views. Listing titles, descriptions, appliances,
 * amenities and fee names are the office's own text and are shown as stored.
 */
import {
  airConditioningLabels,
  laundryLabels,
  parkingLabels,
  utilityLabels,
} from '@contract/listing-options.ts';
import { listingFilterLabels, listingSortLabels } from '@contract/listing-search.ts';
import { intlLocales, type Translation } from '@contract/locale.ts';
import { company, equalHousingStatement, licenceLine } from '@/config/company';
import type { ListingType } from '@/lib/database.types';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const listingsContent = {
  /** The Intl tag numbers, money and dates are written with. */
  intl: intlLocales.en,
  page: {
    seoTitle: `Homes for Sale and Rent in Southern California | ${company.shortName}`,
    seoDescription:
      'Browse the homes we currently have for sale and for rent across the Inland Empire, San Bernardino County and the San Gabriel Valley. Call or email us to arrange a showing.',
    heading: 'Available Properties',
    intro:
      'Homes we manage that are for sale or for rent right now. Open a listing for all its photos and details, or call or email us to arrange a showing.',
  },
  listedBy: `Listed by ${company.name}, ${licenceLine}`,
  /** HUD's slogan, on every listing page. */
  equalHousing: equalHousingStatement,
  units: {
    perMonth: '/mo',
    beds: (n: string, count: number) => `${n} ${plural(count, 'bed', 'beds')}`,
    baths: (n: string, count: number) => `${n} ${plural(count, 'bath', 'baths')}`,
    squareFeet: (n: string) => `${n} sqft`,
    months: (count: number) => `${count} ${plural(count, 'month', 'months')}`,
  },
  typeBadge: {
    sale: 'For Sale',
    rent: 'For Rent',
    both: 'For Sale/Rent',
  } satisfies Record<ListingType, string>,
  options: {
    parking: parkingLabels,
    laundry: laundryLabels,
    airConditioning: airConditioningLabels,
    utilities: utilityLabels,
  },
  browser: {
    filterGroup: 'Filter listings',
    filters: listingFilterLabels,
    search: {
      label: 'Search listings',
      city: 'City',
      minPrice: 'Min price',
      maxPrice: 'Max price',
      beds: 'Beds',
      baths: 'Baths',
      any: 'Any',
      availableBy: 'Available by',
      pets: 'Pets',
      cats: 'Cats OK',
      dogs: 'Dogs OK',
      sortBy: 'Sort by',
      sorts: listingSortLabels,
      submit: 'Search',
      reset: 'Reset',
    },
    loading: 'Loading properties...',
    loadError: 'Failed to load properties',
    retry: 'Try again',
    retrying: 'Retrying...',
    count: (count: number, filtered: boolean) =>
      `${count === 1 ? '1 home' : `${count} homes`}${filtered ? ' match your search' : ''}`,
    noMatchTitle: 'No homes match these filters',
    noMatchText: 'Try fewer filters, or clear them all.',
    clearFilters: 'Clear filters',
    emptyTitle: 'No properties available',
    emptyText: 'Check back soon for new listings!',
    listLabel: 'Listings',
    alertButton: 'Email me when a home matches',
    alertLoading: 'Loading the form...',
  },
  card: {
    viewPhotos: (count: number, title: string) =>
      `View ${count === 1 ? 'the photo' : `all ${count} photos`} of ${title}`,
    photoCount: ' photos',
    allIn: ' all-in',
  },
  contact: {
    call: 'Call Us',
    email: 'Email Us',
    about: (title: string) => ` about ${title}`,
    subject: (title: string) => `Question about ${title}`,
  },
  photos: {
    comingSoon: 'Photos coming soon',
    open: (index: number, total: number) => `Open photo ${index} of ${total}`,
    more: (count: number) => `+${count} more`,
    note: (total: number) => `${total} photos. Select a photo to browse them all.`,
    carousel: (title: string) => `Photos of ${title}`,
    slide: (index: number, total: number) => `${index} of ${total}`,
    alt: (title: string, index: number, total: number) => `${title}, photo ${index} of ${total}`,
    previous: 'Previous photo',
    next: 'Next photo',
    counter: 'Photo ',
    close: 'Close',
  },
  details: {
    back: 'All properties',
    allInNote: 'All-in: rent plus mandatory monthly fees',
    allInPrice: (price: string) => `${price} all-in`,
    about: 'About this home',
    noDescription: 'Call or email us for the details of this home.',
    facts: 'Facts',
    virtualTour: 'Take the virtual tour',
    newTab: ' (opens in a new tab)',
    contactLabel: 'Contact us about this home',
    interested: 'Interested in this home?',
    callOrEmail: `Call ${company.phone} or email us; we answer 7am-7pm every day.`,
    /** The summary a listing's description meta starts with: 'For Rent in Upland, CA: ...'. */
    summary: (type: string, city: string, state: string, facts: string, price: string) =>
      `${type} in ${city}, ${state}: ${facts}, ${price}.`,
  },
  factLabels: {
    offered: 'Offered',
    price: 'Price',
    baseRent: 'Base rent',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    squareFeet: 'Square feet',
    address: 'Address',
    listed: 'Listed',
    available: 'Available',
    fee: (label: string) => `${label} (monthly, included above)`,
    securityDeposit: 'Security deposit',
    applicationFee: 'Application fee',
    leaseTerm: 'Lease term',
    monthToMonth: 'month-to-month',
    or: ' or ',
    cats: 'Cats',
    dogs: 'Dogs',
    allowed: 'Allowed',
    notAllowed: 'Not allowed',
    petLimit: 'Pet limit',
    petFee: 'Pet fee',
    parking: 'Parking',
    laundry: 'Laundry',
    airConditioning: 'Air conditioning',
    utilities: 'Utilities included',
    appliances: 'Appliances',
    amenities: 'Amenities',
    yearBuilt: 'Year built',
    hoaFee: 'HOA fee',
  },
  /** Words of the schema.org amenity names (the listing's JSON-LD). */
  structuredData: {
    laundry: (label: string) => `Laundry: ${label}`,
    utilityIncluded: (label: string) => `${label} included`,
  },
  loading: 'Loading listing...',
  loadError: 'Failed to load this listing',
  unavailable: {
    seoTitle: `Listing no longer available | ${company.shortName}`,
    seoDescription:
      'This listing is no longer available. Browse the homes we currently have for sale and for rent.',
    heading: 'This listing is no longer available',
    text: 'It may have been sold, rented or taken off the market. Our other homes for sale and for rent are one click away.',
    browse: 'Browse available properties',
  },
};

export type ListingsContent = Translation<typeof listingsContent>;
