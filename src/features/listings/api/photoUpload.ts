/**
 * Listing photos from the admin's device to Storage: made into WebP copies at the stored widths
 * by the shared resize step (src/lib/photoResize.ts: orientation applied, EXIF dropped), then
 * uploaded under `<listing>/<photo>/` in the public
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
import { resizePhoto } from '@/lib/photoResize';
import { getSupabase } from '@/lib/supabase';

/** Resizes and uploads one photo; returns the public URL of its largest copy. */
export async function uploadPhoto(
  listingId: string,
  file: Blob,
  onProgress: (done: number, total: number) => void,
): Promise<string> {
  const copies = await resizePhoto(file, copySizes);
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
