// @vitest-environment jsdom
/**
 * The HotPads rental feed (functions/rental-feed) against the local backend: well-formed XML,
 * every active rental (rent and both) and nothing else, each with the elements the HotPads
 * guide requires, plus photos, available date, deposit, pets and the all-in price.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { requiredListingElements } from '../../supabase/functions/_shared/listings/rental-feed';
import { anonClient, functionsUrl, testEnv } from '../support/backend';

let doc: Document;
let response: Response;

beforeAll(async () => {
  response = await fetch(functionsUrl('rental-feed'), {
    headers: { apikey: testEnv().anonKey },
  });
  const xml = await response.text();
  doc = new DOMParser().parseFromString(xml, 'application/xml');
  // A document that is not well-formed parses to a <parsererror>.
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
});

const listings = () => [...doc.querySelectorAll('hotPadsItems > Listing')];
const text = (listing: Element, name: string) =>
  listing.getElementsByTagName(name)[0]?.textContent ?? null;

describe('rental-feed', () => {
  it('serves XML with the company and one RENTAL listing per active rental', async () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(doc.documentElement.nodeName).toBe('hotPadsItems');
    expect(doc.querySelector('Company > name')?.textContent).toMatch(/Summit/);

    const { data, error } = await anonClient()
      .from('properties')
      .select('id')
      .eq('status', 'active')
      .in('property_type', ['rent', 'both']);
    if (error) throw error;
    const feedIds = listings().map((l) => l.getAttribute('id'));
    expect(feedIds.sort()).toEqual(data.map((r: { id: string }) => r.id).sort());
    for (const listing of listings()) expect(listing.getAttribute('type')).toBe('RENTAL');
  });

  it('gives every listing the required elements, non-empty', () => {
    expect(listings().length).toBeGreaterThan(0);
    for (const listing of listings()) {
      expect(listing.getAttribute('companyId')).toBeTruthy();
      expect(['HOUSE', 'CONDO']).toContain(listing.getAttribute('propertyType'));
      for (const name of requiredListingElements) {
        expect(
          text(listing, name)?.trim(),
          `${name} of ${listing.getAttribute('id')}`,
        ).toBeTruthy();
      }
      expect(Number(text(listing, 'price'))).toBeGreaterThan(0);
    }
  });

  it('carries photos, availability, deposit, pets and the all-in price of a full listing', () => {
    const laVerne = listings().find(
      (l) => l.getAttribute('id') === '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01',
    )!;
    expect(text(laVerne, 'price')).toBe('3535.00'); // 3,450 rent + 25 + 60 fees (SB 478)
    expect(text(laVerne, 'deposit')).toBe('3450.00');
    expect(text(laVerne, 'dateAvailable')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(text(laVerne, 'numFullBaths')).toBe('2');
    expect(text(laVerne, 'squareFeet')).toBe('1620');
    expect(text(laVerne, 'leaseTerm')).toBe('OneYear');
    const photos = [...laVerne.getElementsByTagName('ListingPhoto')].map((p) =>
      p.getAttribute('source'),
    );
    expect(photos).toHaveLength(4);
    for (const src of photos) expect(src).toMatch(/^https?:\/\/.+\/images\/listings\//);
    const tags = Object.fromEntries(
      [...laVerne.getElementsByTagName('ListingTag')]
        .filter((t) => /ALLOWED$/.test(t.getAttribute('type') ?? ''))
        .map((t) => [t.getAttribute('type'), t.textContent]),
    );
    expect(tags).toEqual({ CATS_ALLOWED: 'true', DOGS_ALLOWED: 'true' });
    expect(text(laVerne, 'description')).toMatch(/Equal Housing Opportunity/);
  });

  it('refuses other methods', async () => {
    const post = await fetch(functionsUrl('rental-feed'), {
      method: 'POST',
      headers: { apikey: testEnv().anonKey },
    });
    expect(post.status).toBe(405);
    await post.body?.cancel();
  });
});
