import { assertEquals } from '../../../../../tests/support/deno/test-assert.ts';
import { extractListing } from './mod.ts';
import {
  findAirConditioning,
  findApplicationFee,
  findAvailableDate,
  findHoaFee,
  findLaundry,
  findLease,
  findParking,
  findPetFee,
  findPets,
  findSecurityDeposit,
  findUtilitiesIncluded,
  findYearBuilt,
  normalizeDate,
  normalizeTourUrl,
} from './rental.ts';

const TODAY = '2026-11-23';

Deno.test('availability: now means today; dates need a year; "not available" is no date', () => {
  assertEquals(findAvailableDate(['Available now'], TODAY), TODAY);
  assertEquals(findAvailableDate(['Available:\nImmediately'], TODAY), TODAY);
  assertEquals(findAvailableDate(['Available Dec 1, 2026'], TODAY), '2026-12-01');
  assertEquals(findAvailableDate(['Available from 12/15/2026'], TODAY), '2026-12-15');
  assertEquals(findAvailableDate(['Available January 5th, 2027'], TODAY), '2027-01-05');
  assertEquals(findAvailableDate(['Available Dec 1'], TODAY), null);
  assertEquals(findAvailableDate(['Not available now'], TODAY), null);
  assertEquals(findAvailableDate(['Parking available now'], TODAY), null);
  assertEquals(
    findAvailableDate(['2BR home. This unit is available 1/5/2027'], TODAY),
    '2027-01-05',
  );
  assertEquals(normalizeDate('2026-02-30'), null);
  assertEquals(normalizeDate('Smarch 3, 2026'), null);
});

Deno.test('deposit, application fee, pet fee: each by its own label, never the rent', () => {
  const text = 'Rent $2,400/mo\nSecurity deposit: $2,500\nApplication fee $45\nPet rent $50/mo';
  assertEquals(findSecurityDeposit([text]), 2500);
  assertEquals(findApplicationFee([text]), 45);
  assertEquals(findPetFee([text]), 50);
  assertEquals(findSecurityDeposit(['Deposit\n$1,000']), 1000);
  assertEquals(findSecurityDeposit(['Pet deposit $500']), null);
  assertEquals(findSecurityDeposit(['Rent $2,400, deposit equal to one month']), null);
  assertEquals(findPetFee(['Pet fee: $300 one time']), 300);
  assertEquals(findApplicationFee(['$45 application fee']), null);
});

Deno.test('lease length and month-to-month', () => {
  assertEquals(findLease(['12-month lease']), { months: 12, monthToMonth: null });
  assertEquals(findLease(['Minimum 6 month lease']), { months: 6, monthToMonth: null });
  assertEquals(findLease(['Lease term: 18 months']), { months: 18, monthToMonth: null });
  assertEquals(findLease(['One-year lease, then month-to-month']), {
    months: 12,
    monthToMonth: true,
  });
  assertEquals(findLease(['No month to month']), { months: null, monthToMonth: null });
  assertEquals(findLease(['99 month lease']), { months: null, monthToMonth: null });
});

Deno.test('pets: cats and dogs separately, specific beats general, contradictions drop', () => {
  assertEquals(findPets(['Cats OK']), { cats: true, dogs: null, limit: null });
  assertEquals(findPets(['No cats']), { cats: false, dogs: null, limit: null });
  assertEquals(findPets(['Dogs welcome, no cats']), { cats: false, dogs: true, limit: null });
  assertEquals(findPets(['No pets']), { cats: false, dogs: false, limit: null });
  assertEquals(findPets(['Pets allowed']), { cats: true, dogs: true, limit: null });
  assertEquals(findPets(['Pets allowed, sorry no dogs']), { cats: true, dogs: false, limit: null });
  assertEquals(findPets(['Cats only']), { cats: true, dogs: false, limit: null });
  assertEquals(findPets(['Cats OK. No cats.']), { cats: null, dogs: null, limit: null });
  assertEquals(findPets(['Small pets considered']), { cats: null, dogs: null, limit: null });
  assertEquals(findPets(['No dogs over 30 lbs']), { cats: null, dogs: null, limit: null });
  assertEquals(findPets(['Pets OK, max 2 pets']), { cats: true, dogs: true, limit: 2 });
  assertEquals(findPets(['Pets OK, up to 12 pets']).limit, null);
});

Deno.test('year built and HOA (monthly only)', () => {
  assertEquals(findYearBuilt(['Year built 1987']), 1987);
  assertEquals(findYearBuilt(['Built in 1987']), 1987);
  assertEquals(findYearBuilt(['Year Built:\n2004']), 2004);
  assertEquals(findYearBuilt(['Built-in 1987 shelving']), null);
  assertEquals(findYearBuilt(['Built in 1700']), null);
  assertEquals(findHoaFee(['HOA $350/mo']), 350);
  assertEquals(findHoaFee(['HOA dues: $1,200 per year']), null);
  assertEquals(findHoaFee(['HOA: None']), null);
});

Deno.test('parking, laundry and air conditioning map to the allowed values only', () => {
  assertEquals(findParking(['Detached two-car garage']), 'garage');
  assertEquals(findParking(['No garage; carport and street parking']), 'carport');
  assertEquals(findParking(['One covered parking space']), 'covered');
  assertEquals(findParking(['Street parking only']), 'street');
  assertEquals(findParking(['Garage sale this weekend']), null);
  assertEquals(findLaundry(['In-unit laundry']), 'in_unit');
  assertEquals(findLaundry(['In-unit laundry hookups']), 'hookups');
  assertEquals(findLaundry(['W/D hookups']), 'hookups');
  assertEquals(findLaundry(['On-site laundry']), 'shared');
  assertEquals(findLaundry(['Laundromat nearby']), null);
  assertEquals(findAirConditioning(['Central A/C']), 'central');
  assertEquals(findAirConditioning(['Central heat and air']), 'central');
  assertEquals(findAirConditioning(['Window AC units']), 'window');
  assertEquals(findAirConditioning(['Swamp cooler']), 'evaporative');
  assertEquals(findAirConditioning(['Fresh air and light']), null);
});

Deno.test('utilities the rent includes; never what the tenant pays or appliance names', () => {
  assertEquals(findUtilitiesIncluded(['Water, sewer and trash included.']), [
    'water',
    'sewer',
    'trash',
  ]);
  assertEquals(findUtilitiesIncluded(['Utilities included: water, gas. Tenant pays electric.']), [
    'water',
    'gas',
  ]);
  assertEquals(findUtilitiesIncluded(['Owner pays water and trash; tenant pays gas']), [
    'water',
    'trash',
  ]);
  assertEquals(findUtilitiesIncluded(['Tenant pays water and trash']), []);
  assertEquals(findUtilitiesIncluded(['Gas range and water heater included']), []);
  assertEquals(findUtilitiesIncluded(['Water not included']), []);
});

Deno.test('virtual tours: https and clearly a tour', () => {
  assertEquals(
    normalizeTourUrl('https://my.matterport.com/show/?m=abc'),
    'https://my.matterport.com/show/?m=abc',
  );
  assertEquals(
    normalizeTourUrl('https://example.test/virtual-tour/12'),
    'https://example.test/virtual-tour/12',
  );
  assertEquals(normalizeTourUrl('http://my.matterport.com/show/?m=abc'), null);
  assertEquals(normalizeTourUrl('https://example.test/contact'), null);
});

const jsonLd = (thing: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(thing)}</script>`;

Deno.test('schema.org: petsAllowed, leaseLength in years, availableAtOrFrom, amenities', () => {
  const data = extractListing(
    jsonLd({
      '@type': 'Apartment',
      name: 'Unit 4',
      petsAllowed: false,
      yearBuilt: '1962',
      leaseLength: 'P1Y',
      availableAtOrFrom: '2027-01-01T00:00:00Z',
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Carport', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Washer/dryer hookups' },
        { '@type': 'LocationFeatureSpecification', name: 'Microwave' },
        { '@type': 'LocationFeatureSpecification', name: 'Gym', value: 'true' },
        { '@type': 'LocationFeatureSpecification', name: 'Sauna', value: 'no' },
      ],
      tourBookingPage: 'https://apartments.test/contact',
    }),
    'https://apartments.test/4',
  );
  assertEquals(
    [data.cats_allowed, data.dogs_allowed, data.year_built, data.lease_term_months],
    [false, false, 1962, 12],
  );
  assertEquals(data.available_date, '2027-01-01');
  assertEquals([data.parking, data.laundry], ['carport', 'hookups']);
  assertEquals(data.appliances, ['Microwave']);
  assertEquals(data.amenities, ['Gym']);
  // A booking page that is not clearly a tour is left out.
  assertEquals(data.virtual_tour_url, null);
});

Deno.test('structured data outranks page text; a pet fee without pets allowed is dropped', () => {
  const data = extractListing(
    `${jsonLd({ '@type': 'House', name: 'Home', yearBuilt: 1990 })}
    <main><p>Built in 1950. No pets. Pet fee $40.</p></main>`,
    'https://a.test/1',
  );
  assertEquals(data.year_built, 1990);
  assertEquals([data.cats_allowed, data.dogs_allowed, data.pet_fee], [false, false, null]);
});

Deno.test('schema.org petsAllowed as text is read cat by dog', () => {
  const pets = (petsAllowed: string) => {
    const d = extractListing(
      jsonLd({ '@type': 'House', name: 'H', petsAllowed }),
      'https://a.test/',
    );
    return [d.cats_allowed, d.dogs_allowed];
  };
  assertEquals(pets('Dogs OK, no cats'), [false, true]);
  assertEquals(pets('Yes'), [true, true]);
  assertEquals(pets('allowed'), [true, true]);
  assertEquals(pets('No'), [false, false]);
  assertEquals(pets('Call us'), [null, null]);
});
