import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { buildListingsSitemap, listingPagePath } from './sitemap.ts';

const rows = [
  { id: 'a1', updated_at: '2026-11-01T10:00:00Z' },
  { id: 'b2', updated_at: '2026-11-02T12:30:00+00:00' },
];

/** Each <url> block's loc, alternates and lastmod. */
function urls(xml: string) {
  return xml
    .split('<url>')
    .slice(1)
    .map((block) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(block)?.[1],
      alternates: Object.fromEntries(
        [...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
      ),
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(block)?.[1],
    }));
}

Deno.test('listing page paths: English at /properties, Spanish under /es', () => {
  assertEquals(listingPagePath('en', 'a1'), '/properties/a1');
  assertEquals(listingPagePath('es', 'a1'), '/es/properties/a1');
});

Deno.test('lists each listing in English and Spanish, both with en, es and x-default', () => {
  const xml = buildListingsSitemap(rows, 'https://www.example.com/');
  assert(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'));
  assert(xml.includes('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'));
  assert(xml.includes('xmlns:xhtml="http://www.w3.org/1999/xhtml"'));
  const alternates = (id: string) => ({
    en: `https://www.example.com/properties/${id}`,
    es: `https://www.example.com/es/properties/${id}`,
    'x-default': `https://www.example.com/properties/${id}`,
  });
  assertEquals(urls(xml), [
    {
      loc: 'https://www.example.com/properties/a1',
      alternates: alternates('a1'),
      lastmod: '2026-11-01T10:00:00.000Z',
    },
    {
      loc: 'https://www.example.com/es/properties/a1',
      alternates: alternates('a1'),
      lastmod: '2026-11-01T10:00:00.000Z',
    },
    {
      loc: 'https://www.example.com/properties/b2',
      alternates: alternates('b2'),
      lastmod: '2026-11-02T12:30:00.000Z',
    },
    {
      loc: 'https://www.example.com/es/properties/b2',
      alternates: alternates('b2'),
      lastmod: '2026-11-02T12:30:00.000Z',
    },
  ]);
});

Deno.test('an empty sitemap is still a valid urlset', () => {
  const xml = buildListingsSitemap([], 'https://www.example.com');
  assert(xml.includes('<urlset'));
  assertEquals(urls(xml), []);
});

Deno.test('escapes the site URL', () => {
  const xml = buildListingsSitemap([rows[0]!], 'https://example.com/a&b');
  assert(xml.includes('<loc>https://example.com/a&amp;b/properties/a1</loc>'));
  assert(!xml.includes('a&b'));
});
