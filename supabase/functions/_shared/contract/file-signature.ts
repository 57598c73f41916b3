/**
 * What a file's first bytes say it is. A declared Content-Type is the uploader's claim; these
 * signatures are the content's: HTML sent as `application/pdf` or `image/webp` matches neither.
 * Used where a function receives or serves an upload (the `files` function before it signs, the
 * upload forms before they send). Browser-safe: no imports.
 */
export type SignedFileType =
  'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

/** How many leading bytes `fileSignatureType` needs. */
export const FILE_SIGNATURE_BYTES = 16;

const ascii = (b: Uint8Array, from: number, to: number) =>
  b.length < to ? '' : String.fromCharCode(...b.subarray(from, to));

/** HEIF brands of a HEIC photo (ISO/IEC 23008-12), as iPhones write them. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The type the bytes are, or null for anything else (HTML, scripts, unknown). */
export function fileSignatureType(b: Uint8Array): SignedFileType | null {
  if (ascii(b, 0, 5) === '%PDF-') return 'application/pdf';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte)
  ) {
    return 'image/png';
  }
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(b, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(b, 8, 12))) return 'image/heic';
  return null;
}

/** Whether the content is what its declared type (parameters ignored) says. */
export function signatureMatches(bytes: Uint8Array, declaredType: string): boolean {
  const declared = (declaredType.split(';')[0] ?? '').trim().toLowerCase();
  return fileSignatureType(bytes) === declared;
}
