// The one signature check: each accepted type by its magic bytes, and what an attacker sends
// under those types (HTML, SVG, a RIFF that is not WebP) matching none.
import { assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { fileSignatureType, signatureMatches } from './file-signature.ts';
import { documentContentProblem, documentMessages } from './portal.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

Deno.test('each accepted type is known by its first bytes', () => {
  assertEquals(fileSignatureType(bytes('%PDF-1.7\n')), 'application/pdf');
  assertEquals(fileSignatureType(bytes([0xff, 0xd8, 0xff, 0xe0])), 'image/jpeg');
  assertEquals(
    fileSignatureType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])),
    'image/png',
  );
  assertEquals(fileSignatureType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')), 'image/webp');
  assertEquals(fileSignatureType(bytes([0, 0, 0, 24], 'ftypheic', [0, 0])), 'image/heic');
});

Deno.test('HTML, SVG and look-alikes match no type, whatever they were declared as', () => {
  const html = bytes('<!doctype html><script>alert(1)</script>');
  assertEquals(fileSignatureType(html), null);
  assertEquals(signatureMatches(html, 'application/pdf'), false);
  assertEquals(signatureMatches(html, 'image/webp'), false);
  assertEquals(fileSignatureType(bytes('<svg xmlns="http://www.w3.org/2000/svg">')), null);
  assertEquals(fileSignatureType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')), null);
  assertEquals(fileSignatureType(bytes(' %PDF-1.7')), null);
  assertEquals(fileSignatureType(bytes('%PD')), null);
  assertEquals(fileSignatureType(new Uint8Array()), null);
});

Deno.test('a declared type matches only its own signature, parameters ignored', () => {
  const pdf = bytes('%PDF-1.4\n');
  assertEquals(signatureMatches(pdf, 'application/pdf'), true);
  assertEquals(signatureMatches(pdf, 'Application/PDF; charset=binary'), true);
  assertEquals(signatureMatches(pdf, 'image/jpeg'), false);
  assertEquals(signatureMatches(bytes([0xff, 0xd8, 0xff]), 'image/png'), false);
});

Deno.test(
  "the document forms' check reads the file's head: HTML named .pdf is refused",
  async () => {
    const html = new Blob(['<html><script>alert(1)</script></html>'], { type: 'application/pdf' });
    assertEquals(await documentContentProblem(html), documentMessages.notItsType);
    const pdf = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
    assertEquals(await documentContentProblem(pdf), null);
  },
);
