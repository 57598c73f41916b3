/** The listing fields the extractor produces; the shape the admin form and the DB use. */
export type ListingType = 'sale' | 'rent' | 'both';

export interface PropertyData {
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

export type ScalarField = Exclude<keyof PropertyData, 'images' | 'property_type' | 'price'>;

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
}

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
  };
}
