/**
 * Listing photos from the admin's device to Storage: decoded with their EXIF orientation applied,
 * redrawn at the stored widths and re-encoded as WebP (which carries no EXIF, so a phone photo's
 * location never leaves the device), then uploaded under `<listing>/<photo>/` in the public
 * `listing-photos` bucket (admins only may write there, by RLS).
 */
import { env } from '@/config/env';
import {
  copySizes,
  LISTING_PHOTOS_BUCKET,
  parseStoredPhoto,
  photoObjectPath,
  publicPhotoUrl,
} from '@/lib/listingPhotos';
import { getSupabase } from '@/lib/supabase';

export interface PhotoCopy {
  width: number;
  height: number;
  blob: Blob;
}

export class UnreadablePhotoError extends Error {
  override name = 'UnreadablePhotoError';
}

/** The WebP copies of one photo, smallest first. */
export async function resizePhoto(file: Blob): Promise<PhotoCopy[]> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadablePhotoError('The file could not be decoded');
  }
  try {
    const copies: PhotoCopy[] = [];
    for (const size of copySizes({ width: bitmap.width, height: bitmap.height })) {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new UnreadablePhotoError('No canvas to draw on');
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/webp', 0.82),
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

/** Resizes and uploads one photo; returns the public URL of its largest copy. */
export async function uploadPhoto(
  listingId: string,
  file: Blob,
  onProgress: (done: number, total: number) => void,
): Promise<string> {
  const copies = await resizePhoto(file);
  const photoId = crypto.randomUUID();
  const supabase = await getSupabase();
  onProgress(0, copies.length);
  for (const [i, copy] of copies.entries()) {
    const { error } = await supabase.storage
      .from(LISTING_PHOTOS_BUCKET)
      .upload(photoObjectPath(listingId, photoId, copy.width, copy.height), copy.blob, {
        contentType: 'image/webp',
        cacheControl: '31536000',
        upsert: false,
      });
    if (error) throw new Error(error.message);
    onProgress(i + 1, copies.length);
  }
  const top = copies[copies.length - 1]!;
  return publicPhotoUrl(
    env.supabaseUrl,
    photoObjectPath(listingId, photoId, top.width, top.height),
  );
}

/** Deletes every stored copy of the given photo URLs (others, such as pasted URLs, are skipped). */
export async function deleteStoredPhotos(urls: readonly string[]): Promise<void> {
  const paths = urls.flatMap(
    (url) => parseStoredPhoto(url, env.supabaseUrl)?.copies.map((copy) => copy.path) ?? [],
  );
  if (paths.length === 0) return;
  const supabase = await getSupabase();
  const { error } = await supabase.storage.from(LISTING_PHOTOS_BUCKET).remove(paths);
  if (error) throw new Error(error.message);
}
