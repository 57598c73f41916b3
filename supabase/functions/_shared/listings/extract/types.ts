/** The listing fields the extractor produces; the shape the admin form and the DB use. */
import type { AirConditioning, Laundry, Parking, Utility } from '../../contract/listing-options.ts';

export type ListingType = 'sale' | 'rent' | 'both';

/** The rental fields (migration 20261124000400): null or [] when the pages do not say. */
export interface RentalFields {
  /** YYYY-MM-DD. */
  available_date: string | null;
  security_deposit: number | null;
  application_fee: number | null;
  lease_term_months: number | null;
  /** true when offered month to month; null when not stated. */
  month_to_month: boolean | null;
  cats_allowed: boolean | null;
  dogs_allowed: boolean | null;
  pet_limit: number | null;
  pet_fee: number | null;
  parking: Parking | null;
  laundry: Laundry | null;
  utilities_included: Utility[];
  air_conditioning: AirConditioning | null;
  appliances: string[];
  amenities: string[];
  year_built: number | null;
  /** Monthly. */
  hoa_fee: number | null;
  /** https only. */
  virtual_tour_url: string | null;
}
export type RentalKey = keyof RentalFields;

export interface PropertyData extends RentalFields {
  title: string | null;
  description: string | null;
  property_type: ListingType | null;
  price: number | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  square_feet: number | null;
  images: string[];
}

export type ScalarField = Exclude<
  keyof PropertyData,
  'images' | 'property_type' | 'price' | RentalKey
>;

/** How much a value is trusted: structured data beats meta tags beats free text. */
export const Rank = { text: 1, meta: 2, microdata: 3, jsonld: 4 } as const;
export type Rank = (typeof Rank)[keyof typeof Rank];

export interface Ranked<T> {
  value: T;
  rank: Rank;
}

export type PriceKind = 'sale' | 'rent' | 'unknown';
export interface PriceCandidate {
  amount: number;
  kind: PriceKind;
  rank: Rank;
}

/** What one page yielded, before pages are merged. */
export interface PageExtraction {
  url: string;
  fields: Partial<Record<ScalarField, Ranked<string | number>>>;
  prices: PriceCandidate[];
  /** Evidence the listing is offered for sale / for rent. */
  sale: boolean;
  rent: boolean;
  images: string[];
  /** Rental fields found, each at the rank of its source. */
  rental: RentalCandidates;
}

export type RentalCandidates = { [K in RentalKey]?: Ranked<NonNullable<RentalFields[K]>> };

export function emptyPropertyData(): PropertyData {
  return {
    title: null,
    description: null,
    property_type: null,
    price: null,
    address: null,
    city: null,
    state: null,
    zip_code: null,
    bedrooms: null,
    bathrooms: null,
    square_feet: null,
    images: [],
    ...emptyRentalFields(),
  };
}

export function emptyRentalFields(): RentalFields {
  return {
    available_date: null,
    security_deposit: null,
    application_fee: null,
    lease_term_months: null,
    month_to_month: null,
    cats_allowed: null,
    dogs_allowed: null,
    pet_limit: null,
    pet_fee: null,
    parking: null,
    laundry: null,
    utilities_included: [],
    air_conditioning: null,
    appliances: [],
    amenities: [],
    year_built: null,
    hoa_fee: null,
    virtual_tour_url: null,
  };
}
