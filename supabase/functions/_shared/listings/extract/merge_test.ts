import { assertEquals } from '../../../../../tests/support/deno/test-assert.ts';
import { extractPage, mergePages, mergePropertyData, sanitizePropertyData } from './mod.ts';
import { emptyPropertyData } from './types.ts';

const page = (html: string, url = 'https://a.test/1') => extractPage(html, url);

Deno.test(
  'pages merge field by field: structured data wins, gaps are filled from other pages',
  () => {
    const textPage = page('<h1>Cozy Home</h1><p>4 bd | 2 ba | 1,500 sqft</p><p>$650,000</p>');
    const structured = page(
      `<script type="application/ld+json">{"@type":"SingleFamilyResidence",
    "name":"12 Main St","numberOfBedrooms":3,"address":{"@type":"PostalAddress","streetAddress":"12 Main St",
    "addressLocality":"Covina","addressRegion":"CA","postalCode":"91724"}}</script>`,
      'https://b.test/2',
    );
    const merged = mergePages([textPage, structured]);
    assertEquals(merged.title, '12 Main St');
    assertEquals(merged.bedrooms, 3);
    assertEquals(merged.bathrooms, 2);
    assertEquals(merged.square_feet, 1500);
    assertEquals(merged.city, 'Covina');
    assertEquals(merged.price, 650000);
    assertEquals(merged.property_type, 'sale');
  },
);

Deno.test(
  'a sale page and a rental page of one home make it "both", priced at the sale price',
  () => {
    const sale = page('<title>For sale</title><p>$639,000</p>');
    const rent = page('<title>For rent</title><p>$3,100/mo</p>', 'https://b.test/2');
    const merged = mergePages([rent, sale]);
    assertEquals(merged.property_type, 'both');
    assertEquals(merged.price, 639000);
  },
);

Deno.test('with no wording, a small amount is a rent and a large one a sale price', () => {
  assertEquals(mergePages([page('<p>$2,300</p>')]).property_type, 'rent');
  assertEquals(mergePages([page('<p>$489,000</p>')]).property_type, 'sale');
  assertEquals(mergePages([page('<p>Nothing</p>')]).property_type, null);
});

Deno.test('images are combined across pages without duplicates', () => {
  const a = page(
    '<meta property="og:image" content="/1.jpg"><meta property="og:image" content="/2.jpg">',
  );
  const b = page(
    '<meta property="og:image" content="https://a.test/2.jpg"><meta property="og:image" content="/3.jpg">',
    'https://a.test/x',
  );
  assertEquals(mergePages([a, b]).images, [
    'https://a.test/1.jpg',
    'https://a.test/2.jpg',
    'https://a.test/3.jpg',
  ]);
});

Deno.test('AI output is cleaned: numbers from strings, plain text, valid images only', () => {
  const clean = sanitizePropertyData(
    {
      title: '<b>Big</b> House',
      description: 'Line one<br>Line &amp; two',
      property_type: 'For Rent',
      price: '$2,950',
      bedrooms: '3',
      bathrooms: '2.5 baths',
      square_feet: '1,400 sq ft',
      state: 'california',
      zip_code: 91711,
      city: 42,
      images: ['/rel.jpg', 'javascript:x', 'https://x.test/a.jpg', 7],
      extra: 'ignored',
    },
    'https://page.test/listing',
  );
  assertEquals(clean, {
    ...emptyPropertyData(),
    title: 'Big House',
    description: 'Line one\nLine & two',
    property_type: 'rent',
    price: 2950,
    address: null,
    city: '42',
    state: 'CA',
    zip_code: '91711',
    bedrooms: 3,
    bathrooms: 2.5,
    square_feet: 1400,
    images: ['https://page.test/rel.jpg', 'https://x.test/a.jpg'],
  });
  assertEquals(sanitizePropertyData('nonsense', 'https://page.test/'), emptyPropertyData());
});

Deno.test('AI values replace built-in ones only where the AI has a value', () => {
  const base = {
    ...emptyPropertyData(),
    title: 'Built-in',
    price: 100000,
    bedrooms: 0,
    images: ['https://a.test/1.jpg'],
  };
  const ai = {
    ...emptyPropertyData(),
    title: 'From AI',
    images: ['https://a.test/2.jpg', 'https://a.test/1.jpg'],
  };
  assertEquals(mergePropertyData(base, ai), {
    ...base,
    title: 'From AI',
    bedrooms: 0,
    images: ['https://a.test/2.jpg', 'https://a.test/1.jpg'],
  });
});

Deno.test('AI rental fields are kept only when the CHECK constraints accept them', () => {
  const clean = sanitizePropertyData(
    {
      available_date: '2026-12-01',
      security_deposit: '$2,500',
      application_fee: 45,
      lease_term_months: 12,
      month_to_month: 'yes',
      cats_allowed: true,
      dogs_allowed: 'maybe',
      pet_limit: 2,
      pet_fee: 50,
      parking: 'garage',
      laundry: 'in the unit',
      utilities_included: ['water', 'trash', 'cable', 'water'],
      air_conditioning: 'central',
      appliances: ['Dishwasher', 'x'.repeat(61)],
      amenities: ['Pool'],
      year_built: 1799,
      hoa_fee: 350,
      virtual_tour_url: 'http://tour.test/1',
    },
    'https://page.test/listing',
  );
  assertEquals(clean, {
    ...emptyPropertyData(),
    available_date: '2026-12-01',
    security_deposit: 2500,
    application_fee: 45,
    lease_term_months: 12,
    cats_allowed: true,
    pet_limit: 2,
    pet_fee: 50,
    parking: 'garage',
    utilities_included: ['water', 'trash'],
    air_conditioning: 'central',
    appliances: ['Dishwasher'],
    amenities: ['Pool'],
    hoa_fee: 350,
  });
  assertEquals(
    sanitizePropertyData({ available_date: '2026-02-30' }, 'https://p.test/').available_date,
    null,
  );
});

Deno.test('a pet fee without cats or dogs allowed is dropped when merged', () => {
  const base = { ...emptyPropertyData(), utilities_included: ['water' as const] };
  const ai = { ...emptyPropertyData(), pet_fee: 50, cats_allowed: false };
  const merged = mergePropertyData(base, ai);
  assertEquals(merged.pet_fee, null);
  assertEquals(merged.cats_allowed, false);
  // An empty list from the AI keeps the built-in list.
  assertEquals(merged.utilities_included, ['water']);
});
