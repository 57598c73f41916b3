import { assertEquals } from '../../../../../tests/support/deno/test-assert.ts';
import {
  findBathrooms,
  findBedrooms,
  findSquareFeet,
  parseAddressText,
  priceCandidates,
  saleRentSignals,
} from './text.ts';

Deno.test('addresses in running text, with units and full state names', () => {
  assertEquals(parseAddressText('Now showing: 1234 Elm St, Unit 5, Upland, CA 91786!'), {
    address: '1234 Elm St, Unit 5',
    city: 'Upland',
    state: 'CA',
    zip: '91786',
  });
  assertEquals(parseAddressText('77 Palm Canyon Dr, Palm Springs, California'), {
    address: '77 Palm Canyon Dr',
    city: 'Palm Springs',
    state: 'CA',
    zip: null,
  });
  assertEquals(
    parseAddressText('4 bd, 2 ba home at 9 Oak Ln, Covina, CA 91724')?.address,
    '9 Oak Ln',
  );
  assertEquals(parseAddressText('Call 909-555-0100, Monday, Friday'), null);
});

Deno.test('price candidates skip fees, deposits, estimates and nightly rates', () => {
  const text =
    'Est. payment: $4,512/mo\nSecurity deposit $2,000\nHOA:\n$95\nList price $725,000\nRent $2,100/mo\n$300 per night';
  assertEquals(priceCandidates(text), [
    { amount: 725000, kind: 'sale' },
    { amount: 2100, kind: 'rent' },
  ]);
  assertEquals(priceCandidates('$1.2M'), [{ amount: 1200000, kind: 'unknown' }]);
});

Deno.test('sale / rent wording', () => {
  assertEquals(saleRentSignals(['Home for sale in Upland']), { sale: true, rent: false });
  assertEquals(saleRentSignals(['Apartment for Rent', '$2,000/mo']), { sale: false, rent: true });
  assertEquals(saleRentSignals(['Condo For Sale or Lease']), { sale: true, rent: true });
  assertEquals(saleRentSignals(['Nice home']), { sale: false, rent: false });
});

Deno.test('beds, baths and area in the layouts listing pages use', () => {
  assertEquals(findBedrooms(['Beds: 3 Baths: 2']), 3);
  assertEquals(findBathrooms(['Beds: 3 Baths: 2']), 2);
  assertEquals(findBedrooms(['Beds\n4\nBaths\n2']), 4);
  assertEquals(findBathrooms(['Beds\n4\nBaths\n2.5']), 2.5);
  assertEquals(findBathrooms(['3 bd | 1.75 ba']), 2);
  assertEquals(findBedrooms(['Studio \u00b7 1 Bath']), 0);
  assertEquals(findSquareFeet(['Lot: 7,405 sqft\n1,620 sq. ft. living']), 1620);
  assertEquals(findSquareFeet(['Square Feet:\n2,486']), 2486);
  assertEquals(findBedrooms(['No numbers here']), null);
});
