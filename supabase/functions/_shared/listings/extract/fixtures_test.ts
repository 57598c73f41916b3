// Every fixture page in tests/fixtures/listings must yield exactly its expected fields.
import { assert, assertEquals } from '../../../../../tests/support/deno/test-assert.ts';
import { resolveExpected } from '../../../../../tests/support/deno/listing-fixtures.ts';
import { extractListing, type PropertyData } from './mod.ts';

const fixturesDir = new URL('../../../../../tests/fixtures/listings/', import.meta.url);

interface FixtureCase {
  url: string;
  shape: string;
  expected: PropertyData;
}

const cases = JSON.parse(await Deno.readTextFile(new URL('expected.json', fixturesDir))) as Record<
  string,
  FixtureCase
>;

Deno.test('there are at least 8 fixture pages, each with expectations', async () => {
  const html: string[] = [];
  for await (const entry of Deno.readDir(fixturesDir)) {
    if (entry.name.endsWith('.html')) html.push(entry.name);
  }
  assertEquals(html.sort(), Object.keys(cases).sort());
  assert(html.length >= 8, `only ${html.length} fixtures`);
});

for (const [file, { url, shape, expected }] of Object.entries(cases)) {
  Deno.test(`extracts ${file} (${shape.split(':')[0]})`, async () => {
    const html = await Deno.readTextFile(new URL(file, fixturesDir));
    assertEquals(extractListing(html, url), resolveExpected(expected, url));
  });
}

Deno.test('relative photo URLs follow the page they were fetched from', async () => {
  const html = await Deno.readTextFile(new URL('07-photo-gallery.html', fixturesDir));
  const data = extractListing(html, 'http://127.0.0.1:9004/07-photo-gallery.html');
  assertEquals(data.images[0], 'http://127.0.0.1:9004/media/listings/8842/01-exterior.jpg');
  assertEquals(data.images.length, 8);
});
