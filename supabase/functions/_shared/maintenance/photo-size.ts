/**
 * The type and pixel size of an uploaded photo, read from its bytes (JPEG or WebP only), so the
 * maintenance function stores what the file really is, not what the form claimed.
 */
import { fileSignatureType } from '../contract/file-signature.ts';

export interface PhotoSize {
  type: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, to));

function jpegSize(b: Uint8Array): PhotoSize | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    // Fill bytes, and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC): the frame header has the size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const height = (b[i + 5]! << 8) | b[i + 6]!;
      const width = (b[i + 7]! << 8) | b[i + 8]!;
      return width > 0 && height > 0 ? { type: 'image/jpeg', width, height } : null;
    }
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): PhotoSize | null {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 16);
  let width: number;
  let height: number;
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    width = (b[26]! | (b[27]! << 8)) & 0x3fff;
    height = (b[28]! | (b[29]! << 8)) & 0x3fff;
  } else if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    width = (bits & 0x3fff) + 1;
    height = ((bits >>> 14) & 0x3fff) + 1;
  } else if (chunk === 'VP8X') {
    width = (b[24]! | (b[25]! << 8) | (b[26]! << 16)) + 1;
    height = (b[27]! | (b[28]! << 8) | (b[29]! << 16)) + 1;
  } else {
    return null;
  }
  return width > 0 && height > 0 ? { type: 'image/webp', width, height } : null;
}

/**
 * The photo's real type and size, or null when it is not a JPEG or WebP image. The type comes
 * from the one signature check every upload path shares (contract/file-signature.ts).
 */
export function photoSize(bytes: Uint8Array): PhotoSize | null {
  const type = fileSignatureType(bytes);
  if (type === 'image/jpeg') return jpegSize(bytes);
  if (type === 'image/webp') return webpSize(bytes);
  return null;
}
