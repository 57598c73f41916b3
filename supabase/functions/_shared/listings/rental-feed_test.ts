import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { buildHotPadsFeed, listingPhotoUrls, xmlText, type FeedListing } from './rental-feed.ts';
import { noListingDetails } from '../contract/listing-options.ts';

const listing: FeedListing = {
  ...noListingDetails,
  id: 'a1',
  title: 'Home <with> "quotes" & more',
  description: 'Nice',
  property_type: 'rent',
  price: 2000,
  address: '1 Main St Unit 4',
  city: 'Covina',
  state: 'CA',
  zip_code: '91722',
  bedrooms: 2,
  bathrooms: 1.5,
  square_feet: 900,
  images: ['/images/a.webp', 'https://cdn.example.com/b.jpg', 'javascript:x'],
  updated_at: '2026-11-01T00:00:00Z',
  mandatory_fees: [{ label: 'Trash', amount: 25 }],
};

Deno.test('the feed escapes text, prices all-in, splits baths and leaves sales out', () => {
  const xml = buildHotPadsFeed(
    [listing, { ...listing, id: 'sale1', property_type: 'sale' }],
    'https://site.example',
  );
  assert(xml.includes('<name>Home &lt;with&gt; &quot;quotes&quot; &amp; more</name>'));
  assert(xml.includes('<price>2025.00</price>'));
  assert(xml.includes('<numFullBaths>1</numFullBaths>'));
  assert(xml.includes('<numHalfBaths>1</numHalfBaths>'));
  assert(xml.includes('propertyType="CONDO"'));
  assert(!xml.includes('sale1'));
  assert(!xml.includes('<deposit>'), 'empty fields are left out');
});

Deno.test('photo URLs are absolute and http(s) only', () => {
  assertEquals(listingPhotoUrls(listing, 'https://site.example'), [
    'https://site.example/images/a.webp',
    'https://cdn.example.com/b.jpg',
  ]);
  assertEquals(xmlText('a\u0001b'), 'ab');
});
