import { describe, expect, it } from 'vitest';
import { depositWarning } from '@contract/rental-rules.ts';
import { allInMonthlyRent } from '@/config/listingRules';
import {
  emptyPropertyForm,
  fairHousingMessage,
  isHttpsUrl,
  parseFeeLines,
  propertyFormSchema,
  type PropertyFormValues,
} from '../propertySchema';

const rental: PropertyFormValues = {
  ...emptyPropertyForm,
  title: 'Craftsman Bungalow',
  property_type: 'rent',
  price: '3450',
  address: '2418 Fifth St',
  city: 'La Verne',
  zip_code: '91750',
  bedrooms: '3',
  bathrooms: '2',
  square_feet: '1620',
};

function errorsOf(values: PropertyFormValues): Record<string, string> {
  const result = propertyFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('all-in monthly rent (SB 478)', () => {
  it('adds every mandatory fee to rent, in cents', () => {
    expect(allInMonthlyRent(3450, parseFeeLines('Trash: 25\nGardener: $60').fees)).toBe(3535);
    expect(allInMonthlyRent(0.1, [{ label: 'x', amount: 0.2 }])).toBe(0.3);
    expect(allInMonthlyRent(2000, [])).toBe(2000);
  });
});

describe('deposit warning (AB 12)', () => {
  it('warns above one month and names the rule; not at or below', () => {
    expect(depositWarning(3451, 3450)?.source.name).toMatch(/AB 12/);
    expect(depositWarning(3450, 3450)).toBeNull();
    expect(depositWarning(1000, 3450)).toBeNull();
  });
});

describe('fair-housing check on the listing text', () => {
  it('flags forbidden phrases with why, and leaves ordinary text alone', () => {
    expect(fairHousingMessage('Quiet street. No Section 8.')).toMatch(
      /"No Section 8".*vouchers.*rephrase/i,
    );
    expect(fairHousingMessage('Adults only building')).toMatch(/familial status/);
    expect(fairHousingMessage('Walk-in closets, near a church and a quiet park.')).toBeNull();
    expect(
      errorsOf({ ...rental, description: 'Perfect for a single professional.' }).description,
    ).toMatch(/single professional/);
    expect(errorsOf({ ...rental, title: 'Christian home near downtown' }).title).toMatch(
      /religious/,
    );
    expect(errorsOf({ ...rental, description: 'Sunny rooms and a big yard.' })).toEqual({});
  });
});

describe('rental fields in the form schema', () => {
  it('saves typed details as the row, blanks as null', () => {
    const row = propertyFormSchema.parse({
      ...rental,
      available_date: '2026-12-01',
      security_deposit: '3,450',
      lease_term_months: '12',
      month_to_month: true,
      cats_allowed: 'yes',
      dogs_allowed: 'no',
      pet_limit: '2',
      parking: 'garage',
      utilities_included: ['water', 'trash', 'water'],
      appliances: ' Dishwasher \n\nRange',
      virtual_tour_url: 'https://my.matterport.com/show/?m=1',
      mandatory_fees: 'Trash: 25',
    });
    expect(row).toMatchObject({
      available_date: '2026-12-01',
      security_deposit: 3450,
      application_fee: null,
      lease_term_months: 12,
      month_to_month: true,
      cats_allowed: true,
      dogs_allowed: false,
      pet_limit: 2,
      parking: 'garage',
      laundry: null,
      utilities_included: ['water', 'trash'],
      appliances: ['Dishwasher', 'Range'],
      amenities: [],
      virtual_tour_url: 'https://my.matterport.com/show/?m=1',
      mandatory_fees: [{ label: 'Trash', amount: 25 }],
    });
  });

  it('refuses bad input with a clear message', () => {
    const errors = errorsOf({
      ...rental,
      available_date: '2026-02-30',
      lease_term_months: '0',
      year_built: '1700',
      virtual_tour_url: 'http://tour.example.com',
      mandatory_fees: 'Trash twenty-five',
    });
    expect(errors.available_date).toMatch(/date/);
    expect(errors.lease_term_months).toMatch(/at least 1/);
    expect(errors.year_built).toMatch(/at least 1800/);
    expect(errors.virtual_tour_url).toMatch(/https/);
    expect(errors.mandatory_fees).toMatch(/Label: amount/);
    expect(errorsOf({ ...rental, pet_fee: '50' }).pet_limit).toMatch(/cats or dogs/);
    expect(errorsOf({ ...rental, pet_fee: '50', dogs_allowed: 'yes' })).toEqual({});
  });

  it('takes https links only', () => {
    expect(isHttpsUrl('https://tour.example.com/x')).toBe(true);
    expect(isHttpsUrl('http://tour.example.com')).toBe(false);
    expect(isHttpsUrl('https://user@tour.example.com')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
  });
});
