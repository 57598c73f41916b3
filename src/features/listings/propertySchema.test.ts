import { describe, expect, it } from 'vitest';
import { noListingDetails } from '@/config/listingRules';
import type { Property } from '@/lib/database.types';
import {
  emptyPropertyForm,
  imageLines,
  isImageUrl,
  propertyFormSchema,
  toFormValues,
  type PropertyFormValues,
} from './propertySchema';

const valid: PropertyFormValues = {
  ...emptyPropertyForm,
  title: '  Craftsman Bungalow ',
  description: '   ',
  price: '615,000',
  address: '412 Cajon St',
  city: 'Redlands',
  state: 'ca',
  zip_code: '92373',
  bedrooms: '3',
  bathrooms: '2.5',
  square_feet: '1480',
  images: '\nhttps://cdn.example.com/a.jpg\n\n  /images/listings/b.jpg  \n',
};

function errorsOf(values: PropertyFormValues): Record<string, string> {
  const result = propertyFormSchema.safeParse(values);
  if (result.success) return {};
  // The first message of each field, as the form shows it.
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('propertyFormSchema', () => {
  it('turns typed text into the row: numbers, trimmed text, null description, image list', () => {
    expect(propertyFormSchema.parse(valid)).toEqual({
      title: 'Craftsman Bungalow',
      description: null,
      property_type: 'sale',
      price: 615000,
      address: '412 Cajon St',
      city: 'Redlands',
      state: 'CA',
      zip_code: '92373',
      bedrooms: 3,
      bathrooms: 2.5,
      square_feet: 1480,
      status: 'active',
      images: ['https://cdn.example.com/a.jpg', '/images/listings/b.jpg'],
      ...noListingDetails,
    });
  });

  it('starts with type sale, state CA and status active', () => {
    expect(emptyPropertyForm).toMatchObject({
      property_type: 'sale',
      state: 'CA',
      status: 'active',
    });
  });

  it('requires title, price, address, city, state, zip, bedrooms, bathrooms and square feet', () => {
    expect(errorsOf({ ...emptyPropertyForm, state: '' })).toEqual({
      title: 'Title is required',
      price: 'Price is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zip_code: 'ZIP code is required',
      bedrooms: 'Bedrooms is required',
      bathrooms: 'Bathrooms is required',
      square_feet: 'Square feet is required',
    });
  });

  it('bathrooms go in half steps; bedrooms and square feet are whole numbers', () => {
    expect(errorsOf({ ...valid, bathrooms: '2.25' })).toEqual({
      bathrooms: 'Bathrooms must be in steps of 0.5',
    });
    expect(errorsOf({ ...valid, bedrooms: '2.5' })).toEqual({
      bedrooms: 'Bedrooms must be a whole number',
    });
    expect(errorsOf({ ...valid, square_feet: '0' })).toEqual({
      square_feet: 'Square feet must be at least 1',
    });
    expect(errorsOf({ ...valid, price: 'call us' })).toEqual({ price: 'Price must be a number' });
    expect(errorsOf({ ...valid, price: '-5' })).toEqual({ price: 'Price must be a number' });
    expect(errorsOf({ ...valid, price: '1999.999' })).toEqual({
      price: 'Price can have at most 2 decimals',
    });
    expect(errorsOf({ ...valid, bedrooms: '0' })).toEqual({});
  });

  it('checks state, ZIP and lengths as the database does', () => {
    expect(errorsOf({ ...valid, state: 'Calif' })).toEqual({
      state: 'Use the two-letter state code, e.g. CA',
    });
    expect(errorsOf({ ...valid, zip_code: '9237' })).toEqual({
      zip_code: 'Enter a 5-digit ZIP code',
    });
    expect(errorsOf({ ...valid, zip_code: '92373-1234' })).toEqual({});
    expect(errorsOf({ ...valid, title: 'x'.repeat(201) })).toEqual({
      title: 'Title must be at most 200 characters',
    });
  });

  it('refuses image lines that are not http(s) URLs or site paths', () => {
    expect(errorsOf({ ...valid, images: 'https://a.test/1.jpg\njavascript:alert(1)' })).toEqual({
      images: 'Image 2 is not an http(s) URL: javascript:alert(1)',
    });
    expect(
      errorsOf({
        ...valid,
        images: Array.from({ length: 31 }, (_, i) => `/i/${i}.jpg`).join('\n'),
      }),
    ).toEqual({ images: 'At most 30 images' });
  });
});

describe('image URLs', () => {
  it.each([
    ['https://cdn.example.com/a.jpg', true],
    ['http://example.com/a.jpg', true],
    ['/images/listings/a.jpg', true],
    ['//evil.test/a.jpg', false],
    ['/\\evil.test/a.jpg', false],
    ['ftp://example.com/a.jpg', false],
    ['data:image/png;base64,AAAA', false],
    ['https://exa mple.com/a.jpg', false],
    ['images/a.jpg', false],
  ])('%s -> %s', (url, ok) => {
    expect(isImageUrl(url)).toBe(ok);
  });

  it('splits lines and drops blanks', () => {
    expect(imageLines(' a \r\n\n b\n')).toEqual(['a', 'b']);
  });
});

describe('toFormValues', () => {
  it('round-trips a saved listing', () => {
    const saved = propertyFormSchema.parse(valid);
    const property = {
      ...saved,
      id: 'x',
      created_at: '',
      updated_at: '',
      listing_date: '',
    } as Property;
    expect(propertyFormSchema.parse(toFormValues(property))).toEqual(saved);
  });
});
