import { describe, expect, it } from 'vitest';
import { noListingDetails } from '@/config/listingRules';
import { listingsContent as es } from '@/content/es/listings';
import { listingsContent as en } from '@/content/listings';
import type { Property } from '@/lib/database.types';
import { headlinePrice, priceIncludesFees } from './listingDetailFacts';
import { listingHead, shareImage } from './listingHead';
import { embeddedListingJson, readEmbeddedListing } from './prerenderedListing';

const SUPABASE = 'https://ref.supabase.co';
const LISTING = '6f1c1e64-6a38-4a55-9d5c-3b7b3f0f2a11';
const PHOTO = '9a1c1e64-6a38-4a55-9d5c-3b7b3f0f2a22';

const listing: Property = {
  ...noListingDetails,
  id: LISTING,
  title: 'Ranch House',
  description: 'Single-story ranch with a big yard. '.repeat(8),
  property_type: 'rent',
  price: 3100,
  address: '12 Oak Ave',
  city: 'La Verne',
  state: 'CA',
  zip_code: '91750',
  bedrooms: 3,
  bathrooms: 2.5,
  square_feet: 1650,
  status: 'active',
  images: ['/images/listings/ranch.webp'],
  listing_date: '2026-11-01T00:00:00Z',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  mandatory_fees: [
    { label: 'Trash', amount: 25 },
    { label: 'Water', amount: 40.5 },
  ],
};

describe('listingHead', () => {
  it('titles, describes and canonicalises the page with the all-in rent', () => {
    const head = listingHead(listing, en, 'en', SUPABASE, 'https://www.example.com');
    expect(head.title).toBe('Ranch House | $3,165.50/mo | Summit Flat Fee PM');
    expect(head.description.startsWith('For Rent in La Verne, CA: 3 beds, 2.5 baths')).toBe(true);
    expect(head.description).toContain('$3,165.50/mo.');
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.path).toBe(`/properties/${LISTING}`);
    expect(head.jsonLd).toMatchObject({
      '@type': 'RealEstateListing',
      url: `https://www.example.com/properties/${LISTING}`,
      inLanguage: 'en-US',
    });
  });

  it('in Spanish: the summary, the price and the JSON-LD of the Spanish page', () => {
    const head = listingHead(listing, es, 'es', SUPABASE, 'https://www.example.com');
    expect(head.title).toBe('Ranch House | $3,165.50/mes | Summit Flat Fee PM');
    expect(
      head.description.startsWith('En renta en La Verne, CA: 3 recámaras, 2.5 baños, 1,650 pies²'),
    ).toBe(true);
    // Seo is given the English path: it writes the Spanish canonical and both alternates.
    expect(head.path).toBe(`/properties/${LISTING}`);
    expect(head.jsonLd).toMatchObject({
      '@type': 'RealEstateListing',
      '@id': `https://www.example.com/es/properties/${LISTING}#listing`,
      url: `https://www.example.com/es/properties/${LISTING}`,
      inLanguage: 'es-US',
      name: 'Ranch House',
    });
  });

  it('shares the stored copy nearest 1200 px wide of an uploaded first photo', () => {
    const stored = `${SUPABASE}/storage/v1/object/public/listing-photos/${LISTING}/${PHOTO}/1920x1280.webp`;
    expect(shareImage([' ', stored], SUPABASE)).toBe(
      `${SUPABASE}/storage/v1/object/public/listing-photos/${LISTING}/${PHOTO}/1280x853.webp`,
    );
  });

  it('shares other photos by their absolute URL, and nothing without a usable photo', () => {
    expect(shareImage(['/images/listings/ranch.webp'], SUPABASE)).toMatch(
      /^https?:\/\/[^/]+\/images\/listings\/ranch\.webp$/,
    );
    expect(shareImage(['https://cdn.example.net/a.jpg'], SUPABASE)).toBe(
      'https://cdn.example.net/a.jpg',
    );
    expect(shareImage([], SUPABASE)).toBeUndefined();
    expect(shareImage(['javascript:alert(1)'], SUPABASE)).toBeUndefined();
  });
});

describe('headlinePrice (cards and listing page)', () => {
  it('is rent plus mandatory monthly fees for rentals, saying so', () => {
    expect(headlinePrice(listing, en)).toBe('$3,165.50/mo');
    expect(priceIncludesFees(listing)).toBe(true);
    expect(headlinePrice({ ...listing, mandatory_fees: [] }, en)).toBe('$3,100/mo');
    expect(priceIncludesFees({ ...listing, mandatory_fees: [] })).toBe(false);
    expect(headlinePrice(listing, es)).toBe('$3,165.50/mes');
  });

  it('is the asking price for sales', () => {
    const sale = { ...listing, property_type: 'sale' as const, price: 650000 };
    expect(headlinePrice(sale, en)).toBe('$650,000');
    expect(priceIncludesFees(sale)).toBe(false);
  });
});

describe('embedded listing', () => {
  it('round-trips through the page and cannot close its script element', () => {
    const data = { listing: { ...listing, title: '</script><b>x' }, fetchedAt: 1_700_000_000_000 };
    const json = embeddedListingJson(data);
    expect(json).not.toContain('</script>');
    document.body.innerHTML = `<script type="application/json" id="listing-data">${json}</script>`;
    expect(readEmbeddedListing(LISTING)).toEqual(data);
    // Another listing's data (the SPA fallback served some page) is not used.
    expect(readEmbeddedListing('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    document.body.innerHTML = '<script type="application/json" id="listing-data">{oops</script>';
    expect(readEmbeddedListing(LISTING)).toBeUndefined();
  });
});
