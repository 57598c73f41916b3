import { describe, expect, it } from 'vitest';
import { applyExtraction, extractionErrorMessage, listingUrlLines } from './extraction';
import { emptyPropertyForm } from './propertySchema';

describe('listingUrlLines', () => {
  it('splits lines, trims and drops blanks', () => {
    expect(listingUrlLines('\n https://a.test/1 \r\n\n https://b.test/2\n  ')).toEqual([
      'https://a.test/1',
      'https://b.test/2',
    ]);
    expect(listingUrlLines(' \n ')).toEqual([]);
  });
});

describe('applyExtraction', () => {
  it('replaces fields only with non-empty extracted values and keeps the rest', () => {
    const before = { ...emptyPropertyForm, title: 'My title', city: 'Upland', bathrooms: '2' };
    const { values, filled } = applyExtraction(before, {
      title: '  ',
      description: 'Nice home',
      property_type: 'rent',
      price: 2450,
      address: '456 S Glendora Ave',
      city: null,
      state: 'CA',
      zip_code: '91790',
      bedrooms: 0,
      bathrooms: null,
      square_feet: 900,
      images: ['https://a.test/1.jpg', 'https://a.test/2.jpg'],
    });
    expect(values).toEqual({
      ...before,
      description: 'Nice home',
      property_type: 'rent',
      price: '2450',
      address: '456 S Glendora Ave',
      zip_code: '91790',
      bedrooms: '0',
      square_feet: '900',
      images: 'https://a.test/1.jpg\nhttps://a.test/2.jpg',
    });
    expect(filled.sort()).toEqual(
      [
        'address',
        'bedrooms',
        'description',
        'images',
        'price',
        'property_type',
        'square_feet',
        'zip_code',
      ].sort(),
    );
  });

  it('fills the rental fields in the shapes the form holds', () => {
    const before = {
      ...emptyPropertyForm,
      utilities_included: ['gas' as const],
      laundry: 'shared' as const,
    };
    const { values, filled } = applyExtraction(before, {
      available_date: '2026-12-15',
      security_deposit: 2900,
      application_fee: 40,
      lease_term_months: 12,
      month_to_month: true,
      cats_allowed: true,
      dogs_allowed: false,
      pet_limit: 1,
      pet_fee: 35,
      parking: 'garage',
      laundry: 'in_unit',
      utilities_included: ['trash', 'water', 'cable'],
      air_conditioning: 'central',
      appliances: ['Dishwasher', ' ', 'Refrigerator'],
      amenities: ['Community pool'],
      year_built: 1987,
      hoa_fee: 310,
      virtual_tour_url: 'https://my.matterport.com/show/?m=x',
    });
    expect(values).toEqual({
      ...before,
      available_date: '2026-12-15',
      security_deposit: '2900',
      application_fee: '40',
      lease_term_months: '12',
      month_to_month: true,
      cats_allowed: 'yes',
      dogs_allowed: 'no',
      pet_limit: '1',
      pet_fee: '35',
      parking: 'garage',
      laundry: 'in_unit',
      utilities_included: ['water', 'trash'],
      air_conditioning: 'central',
      appliances: 'Dishwasher\nRefrigerator',
      amenities: 'Community pool',
      year_built: '1987',
      hoa_fee: '310',
      virtual_tour_url: 'https://my.matterport.com/show/?m=x',
    });
    expect(filled).toHaveLength(18);
  });

  it("keeps the form's rental answers where the extraction says nothing or something invalid", () => {
    const before = {
      ...emptyPropertyForm,
      month_to_month: true,
      cats_allowed: 'yes' as const,
      parking: 'street' as const,
      utilities_included: ['water' as const],
      amenities: 'Pool',
    };
    const { values, filled } = applyExtraction(before, {
      month_to_month: false,
      cats_allowed: null,
      parking: 'valet',
      utilities_included: [],
      amenities: [],
    });
    expect(values).toEqual(before);
    expect(filled).toEqual([]);
  });

  it('ignores unknown listing types and empty image lists', () => {
    const before = { ...emptyPropertyForm, images: '/images/a.jpg' };
    const { values, filled } = applyExtraction(before, { property_type: 'lease', images: [] });
    expect(values).toEqual(before);
    expect(filled).toEqual([]);
  });
});

describe('extractionErrorMessage', () => {
  it('maps 429 and 402 by status or by message, everything else to the generic text', () => {
    expect(extractionErrorMessage({ status: 429 })).toBe(
      'Rate limit reached. Please try again in a moment.',
    );
    expect(extractionErrorMessage({ message: 'Edge Function returned 429' })).toBe(
      'Rate limit reached. Please try again in a moment.',
    );
    expect(extractionErrorMessage({ status: 402 })).toBe(
      'AI credits depleted. Please add credits to continue.',
    );
    expect(extractionErrorMessage({ message: 'status 402' })).toBe(
      'AI credits depleted. Please add credits to continue.',
    );
    expect(extractionErrorMessage({ status: 502, message: 'Failed' })).toBe(
      'Failed to extract property details',
    );
    expect(extractionErrorMessage({})).toBe('Failed to extract property details');
  });
});
