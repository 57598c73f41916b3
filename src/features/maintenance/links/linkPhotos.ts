/**
 * The vendor's completion photos, made in the browser as the tenant's are: orientation applied,
 * EXIF gone, one WebP with its long edge at MAINTENANCE_PHOTO_LONG_EDGE (src/lib/photoResize.ts).
 */
import {
  MAINTENANCE_PHOTO_LONG_EDGE,
  MAINTENANCE_PHOTO_STORED_MAX_BYTES,
  maintenancePhotoProblem,
} from '@contract/maintenance.ts';
import { fitLongEdge, resizePhoto, UnreadablePhotoError } from '@/lib/photoResize';

export interface ReadyPhoto {
  name: string;
  blob: Blob;
}

/** One picked file as the WebP to send, or why it can't be sent (in words for the vendor). */
export async function prepareLinkPhoto(
  file: File,
): Promise<{ photo: ReadyPhoto } | { problem: string }> {
  const problem = maintenancePhotoProblem(file);
  if (problem) return { problem: `${file.name}: ${problem}` };
  try {
    const [copy] = await resizePhoto(file, (upright) => [
      fitLongEdge(upright, MAINTENANCE_PHOTO_LONG_EDGE),
    ]);
    if (!copy || copy.blob.size > MAINTENANCE_PHOTO_STORED_MAX_BYTES) {
      return { problem: `${file.name}: this photo is too large even after resizing.` };
    }
    return { photo: { name: file.name, blob: copy.blob } };
  } catch (error) {
    if (error instanceof UnreadablePhotoError) {
      return {
        problem: `${file.name}: this photo can’t be read on this phone. Try another photo, or take it again with the camera.`,
      };
    }
    throw error;
  }
}
