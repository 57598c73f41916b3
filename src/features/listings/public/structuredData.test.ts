import { describe, expect, it } from 'vitest';
import { noListingDetails } from '@/config/listingRules';
import { listingsContent as es } from '@/content/es/listings';
import { listingsContent as en } from '@/content/listings';
import type { Property } from '@/lib/database.types';
import { allInRent, listingDetailFacts } from './listingDetailFacts';
import { absolutePhotoUrls, buildListingJsonLd, dwellingType } from './structuredData';

const listing: Property = {
  ...noListingDetails,
  id: '6f1c1e64-6a38-4a55-9d5c-3b7b3f0f2a11',
  title: 'Ranch House',
  description: 'Single-story ranch with a big yard.',
  property_type: 'both',
  price: 3100,
  address: '12 Oak Ave',
  city: 'La Verne',
  state: 'CA',
  zip_code: '91750',
  bedrooms: 3,
  bathrooms: 2.5,
  square_feet: 1650,
  status: 'active',
  images: ['/images/properties/ranch.webp', 'https://cdn.example.net/r2.jpg', 'javascript:x'],
  listing_date: '2026-11-01T00:00:00Z',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

describe('RealEstateListing JSON-LD', () => {
  it('describes the listing, its home and one offer per way it is offered', () => {
    const ld = buildListingJsonLd(listing, en, 'en', 'https://www.example.com');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url: `https://www.example.com/properties/${listing.id}`,
      name: 'Ranch House',
      datePosted: '2026-11-01T00:00:00Z',
      mainEntity: {
        numberOfBedrooms: 3,
        numberOfBathroomsTotal: 2.5,
        floorSize: { value: 1650, unitCode: 'FTK' },
        address: { addressLocality: 'La Verne', postalCode: '91750', addressRegion: 'CA' },
      },
    });
    const offers = ld.offers as { businessFunction: string; price: number }[];
    expect(offers.map((o) => o.businessFunction)).toEqual([
      'http://purl.org/goodrelations/v1#Sell',
      'http://purl.org/goodrelations/v1#LeaseOut',
    ]);
    expect(offers.every((o) => o.price === 3100)).toBe(true);
  });

  it('lists photos as absolute URLs and drops anything that is not one', () => {
    expect(absolutePhotoUrls(listing.images)).toHaveLength(2);
    expect(absolutePhotoUrls(listing.images)[1]).toBe('https://cdn.example.net/r2.jpg');
    expect(absolutePhotoUrls(listing.images)[0]).toMatch(
      /^https?:\/\/.+\/images\/properties\/ranch\.webp$/,
    );
  });
});

describe('rental details in JSON-LD and on the page', () => {
  const rental: Property = {
    ...listing,
    property_type: 'rent',
    address: '16285 Sierra Lakes Pkwy Unit 12',
    price: 2850,
    lease_term_months: 12,
    available_date: '2026-12-01',
    cats_allowed: true,
    dogs_allowed: false,
    pet_limit: 1,
    parking: 'carport',
    amenities: ['Community pool'],
    year_built: 2006,
    mandatory_fees: [{ label: 'Trash', amount: 25 }],
  };

  it('uses Apartment for a unit, the all-in price, leaseLength, petsAllowed and amenities', () => {
    const ld = buildListingJsonLd(rental, en, 'en', 'https://www.example.com');
    expect(ld).toMatchObject({
      offers: [
        {
          price: 2875,
          leaseLength: { '@type': 'QuantitativeValue', value: 12, unitCode: 'MON' },
          availabilityStarts: '2026-12-01',
        },
      ],
      mainEntity: {
        '@type': 'Apartment',
        numberOfRooms: 3,
        petsAllowed: true,
        yearBuilt: 2006,
        amenityFeature: [
          { '@type': 'LocationFeatureSpecification', name: 'Carport', value: true },
          { '@type': 'LocationFeatureSpecification', name: 'Community pool', value: true },
        ],
      },
    });
    expect(dwellingType('12 Oak Ave')).toBe('SingleFamilyResidence');
    expect(dwellingType('2455 Foothill Blvd #14')).toBe('Apartment');
  });

  it('lists filled fields only', () => {
    const facts = Object.fromEntries(listingDetailFacts(rental, en));
    expect(facts).toMatchObject({
      'Lease term': '12 months',
      Cats: 'Allowed',
      Dogs: 'Not allowed',
      'Pet limit': '1',
      Parking: 'Carport',
      'Year built': '2006',
      'Trash (monthly, included above)': '$25',
    });
    expect(facts).not.toHaveProperty('Security deposit');
    expect(facts).not.toHaveProperty('Laundry');
    expect(listingDetailFacts(listing, en)).toEqual([]);
    expect(allInRent(rental)).toBe(2875);
    expect(allInRent(listing)).toBeNull();
  });

  it('in Spanish: the facts and the amenity names of the Spanish page', () => {
    const facts = Object.fromEntries(listingDetailFacts(rental, es));
    expect(facts).toMatchObject({
      'Plazo del contrato': '12 meses',
      Gatos: 'Se aceptan',
      Perros: 'No se aceptan',
      'Máximo de mascotas': '1',
      Estacionamiento: 'Techo para carro',
      'Año de construcción': '2006',
      // The fee's name is the office's own text, shown as stored.
      'Trash (mensual, incluido arriba)': '$25',
    });
    const ld = buildListingJsonLd(rental, es, 'es', 'https://www.example.com');
    expect(ld).toMatchObject({
      url: `https://www.example.com/es/properties/${rental.id}`,
      inLanguage: 'es-US',
      mainEntity: {
        amenityFeature: [{ name: 'Techo para carro' }, { name: 'Community pool' }],
      },
    });
  });
});
