/**
 * A phone photo made safe and small in the browser, for every feature that uploads photos
 * (listing photos, maintenance requests, vendors' completion photos): decoded with its EXIF
 * orientation applied, redrawn at the asked sizes and re-encoded as WebP, which carries no EXIF,
 * so a photo's location never leaves the device.
 */
export interface PhotoCopy {
  width: number;
  height: number;
  blob: Blob;
}

export class UnreadablePhotoError extends Error {
  override name = 'UnreadablePhotoError';
}

/** Long edge at most `longEdge`, never enlarged. */
export function fitLongEdge(
  original: { width: number; height: number },
  longEdge: number,
): { width: number; height: number } {
  const scale = Math.min(1, longEdge / Math.max(original.width, original.height));
  return {
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
  };
}

/**
 * The WebP copies of one photo at the sizes `sizesFor` picks from its decoded (upright) size,
 * in that order.
 */
export async function resizePhoto(
  file: Blob,
  sizesFor: (upright: {
    width: number;
    height: number;
  }) => Array<{ width: number; height: number }>,
  quality = 0.82,
): Promise<PhotoCopy[]> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadablePhotoError('The file could not be decoded');
  }
  try {
    const copies: PhotoCopy[] = [];
    for (const size of sizesFor({ width: bitmap.width, height: bitmap.height })) {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new UnreadablePhotoError('No canvas to draw on');
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/webp', quality),
      );
      if (!blob || blob.type !== 'image/webp') {
        throw new UnreadablePhotoError('This browser cannot make WebP copies');
      }
      copies.push({ ...size, blob });
    }
    return copies;
  } finally {
    bitmap.close();
  }
}
