import { assertEquals } from '../../../../../tests/support/deno/test-assert.ts';
import {
  absoluteHttpUrl,
  normalizeBathrooms,
  normalizeBedrooms,
  normalizePrice,
  normalizeSquareFeet,
  normalizeState,
  normalizeZip,
  plainText,
} from './normalize.ts';

Deno.test('plain text strips tags and entity-escaped tags, and collapses whitespace', () => {
  assertEquals(
    plainText('<p>Pool &amp; <b>spa</b></p>\n<p>  Views </p>', 100, true),
    'Pool & spa\nViews',
  );
  assertEquals(plainText('&lt;script&gt;alert(1)&lt;/script&gt;Nice home', 100), 'Nice home');
  assertEquals(plainText('<img src=x onerror=alert(1)>Hi', 100), 'Hi');
  assertEquals(plainText('   ', 100), null);
  assertEquals(plainText('abcdefghij', 5), 'abcd\u2026');
  assertEquals(plainText({ a: 1 }, 100), null);
});

Deno.test('prices from numbers and the usual string shapes', () => {
  assertEquals(normalizePrice(725000), 725000);
  assertEquals(normalizePrice('$1,049,000.00'), 1049000);
  assertEquals(normalizePrice('$1.2M'), 1200000);
  assertEquals(normalizePrice('$850K'), 850000);
  assertEquals(normalizePrice('2,450/mo'), 2450);
  assertEquals(normalizePrice('Call for price'), null);
  assertEquals(normalizePrice(0), null);
});

Deno.test('rooms and area', () => {
  assertEquals(normalizeBedrooms('Studio'), 0);
  assertEquals(normalizeBedrooms('3 beds'), 3);
  assertEquals(normalizeBathrooms('2.75'), 3);
  assertEquals(normalizeBathrooms('2.25'), 2.5);
  assertEquals(normalizeBathrooms(0), null);
  assertEquals(normalizeSquareFeet('1,850 sq ft'), 1850);
  assertEquals(normalizeSquareFeet('100', 'MTK'), 1076);
  assertEquals(normalizeSquareFeet('1,850 m\u00b2'), 1850);
});

Deno.test('states and ZIP codes', () => {
  assertEquals(normalizeState('California'), 'CA');
  assertEquals(normalizeState('ca'), 'CA');
  assertEquals(normalizeState('N.Y.'), 'NY');
  assertEquals(normalizeState('Narnia'), null);
  assertEquals(normalizeZip('92262-4501'), '92262');
  assertEquals(normalizeZip(91711), '91711');
  assertEquals(normalizeZip('9171'), null);
});

Deno.test('image URLs become absolute http(s) or nothing', () => {
  const base = 'https://example.test/listings/1';
  assertEquals(absoluteHttpUrl('/a.jpg', base), 'https://example.test/a.jpg');
  assertEquals(absoluteHttpUrl('b.jpg', base), 'https://example.test/listings/b.jpg');
  assertEquals(absoluteHttpUrl('//cdn.test/c.jpg#x', base), 'https://cdn.test/c.jpg');
  assertEquals(absoluteHttpUrl('javascript:alert(1)', base), null);
  assertEquals(absoluteHttpUrl('data:image/png;base64,AAAA', base), null);
  assertEquals(absoluteHttpUrl('ftp://x.test/a.jpg', base), null);
  assertEquals(absoluteHttpUrl('https://user:pw@x.test/a.jpg', base), null);
  assertEquals(absoluteHttpUrl(42, base), null);
});
