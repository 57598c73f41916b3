import { assertEquals } from '../../../tests/support/deno/test-assert.ts';
import { mediaType, sniffImageType } from './sniff.ts';

const fixturesDir = new URL('../../../tests/fixtures/images/', import.meta.url);
const read = (name: string) => Deno.readFileSync(new URL(name, fixturesDir));
const text = (s: string) => new TextEncoder().encode(s);

Deno.test('magic bytes identify the five raster formats', () => {
  assertEquals(sniffImageType(read('house.png')), 'image/png');
  assertEquals(sniffImageType(read('house.jpg')), 'image/jpeg');
  assertEquals(sniffImageType(read('house.gif')), 'image/gif');
  assertEquals(sniffImageType(read('house.webp')), 'image/webp');
  assertEquals(sniffImageType(read('house.avif')), 'image/avif');
});

Deno.test('documents, SVG, other ISO-BMFF brands and truncated headers are not images', () => {
  assertEquals(sniffImageType(read('script.svg')), null);
  assertEquals(sniffImageType(text('<!doctype html><html></html>')), null);
  assertEquals(sniffImageType(text('%PDF-1.7')), null);
  assertEquals(sniffImageType(new Uint8Array(0)), null);
  assertEquals(sniffImageType(Uint8Array.of(0x89, 0x50, 0x4e)), null);
  assertEquals(sniffImageType(Uint8Array.of(0xff, 0xd8)), null);
  assertEquals(sniffImageType(text('RIFF\0\0\0\0WAVEfmt ')), null);
  // An MP4 (ftyp isom) shares the container with AVIF but is not an image.
  assertEquals(sniffImageType(text('\0\0\0\x18ftypisom\0\0\0\0isomiso2')), null);
});

Deno.test('mediaType strips parameters and case', () => {
  assertEquals(mediaType('Image/PNG; charset=binary'), 'image/png');
  assertEquals(mediaType(null), '');
});
