import { assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { photoSize } from './photo-size.ts';

const fixturesDir = new URL('../../../../tests/fixtures/images/', import.meta.url);
const read = (name: string) => Deno.readFileSync(new URL(name, fixturesDir));

/** A RIFF/WEBP header with one chunk of `kind` whose first bytes are `data`. */
function webp(kind: string, data: number[]): Uint8Array {
  const bytes = new Uint8Array(40);
  bytes.set(new TextEncoder().encode(`RIFF\0\0\0\0WEBP${kind}\0\0\0\0`));
  bytes.set(data, 20);
  return bytes;
}

Deno.test('JPEG and lossy WebP: type and size from the bytes', () => {
  assertEquals(photoSize(read('house.jpg')), { type: 'image/jpeg', width: 16, height: 12 });
  assertEquals(photoSize(read('house.webp')), { type: 'image/webp', width: 16, height: 12 });
});

Deno.test('lossless and extended WebP headers', () => {
  // VP8L: 14 bits width-1, 14 bits height-1 after the 0x2f signature (here 100 x 50).
  const bits = 99 | (49 << 14);
  assertEquals(
    photoSize(webp('VP8L', [0x2f, bits & 255, (bits >> 8) & 255, (bits >> 16) & 255, 0])),
    { type: 'image/webp', width: 100, height: 50 },
  );
  // VP8X: 24-bit canvas width-1 and height-1 (here 4000 x 3000).
  assertEquals(
    photoSize(webp('VP8X', [0, 0, 0, 0, 3999 & 255, 3999 >> 8, 0, 2999 & 255, 2999 >> 8, 0])),
    { type: 'image/webp', width: 4000, height: 3000 },
  );
});

Deno.test('anything else is not a photo we store', () => {
  for (const name of ['house.png', 'house.gif', 'house.avif', 'script.svg']) {
    assertEquals(photoSize(read(name)), null, name);
  }
  assertEquals(photoSize(new TextEncoder().encode('not an image at all, just some text')), null);
  assertEquals(photoSize(new Uint8Array([0xff, 0xd8, 0xff])), null);
});
