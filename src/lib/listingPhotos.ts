/**
 * Rules for listing photos, shared by the admin photo field and the public pages (one source of
 * truth for the limits, the stored widths and the messages).
 */

/** Originals larger than this are refused before any work is done. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Matches the database's `properties_images_count` check. */
export const MAX_PHOTOS = 30;
/** The widths each uploaded photo is stored at (WebP); never upscaled past the original. */
export const PHOTO_WIDTHS = [640, 1280, 1920] as const;
export const LISTING_PHOTOS_BUCKET = 'listing-photos';

export const photoMessages = {
  notImage: (name: string) => `“${name}” is not an image. Choose a JPEG, PNG, WebP or HEIC photo.`,
  tooBig: (name: string) =>
    `“${name}” is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Choose a smaller photo.`,
  tooMany: (extra: number) =>
    `A listing can have at most ${MAX_PHOTOS} photos; ${extra} ${extra === 1 ? 'was' : 'were'} not added.`,
  uploadFailed: (name: string) => `“${name}” could not be uploaded. Retry it or remove it.`,
  unreadable: (name: string) =>
    `“${name}” could not be read as a photo. Save it as a JPEG or PNG and try again.`,
  badUrl: 'Enter an http(s) address of a photo.',
  stillUploading: (count: number) =>
    `Wait for ${count} ${count === 1 ? 'photo' : 'photos'} to finish uploading, or remove ${count === 1 ? 'it' : 'them'}, then save.`,
} as const;

export type PhotoProblem = { kind: 'notImage' | 'tooBig'; message: string };

/** Checks one picked file; `null` when it may be uploaded. */
export function checkPhotoFile(file: {
  name: string;
  type: string;
  size: number;
}): PhotoProblem | null {
  if (!file.type.startsWith('image/')) {
    return { kind: 'notImage', message: photoMessages.notImage(file.name) };
  }
  if (file.size > MAX_PHOTO_BYTES) {
    return { kind: 'tooBig', message: photoMessages.tooBig(file.name) };
  }
  return null;
}

/** How many of `picked` new files fit next to `existing` photos. */
export function splitByRoom<T>(
  existing: number,
  picked: readonly T[],
): { accepted: T[]; refused: T[] } {
  const room = Math.max(0, MAX_PHOTOS - existing);
  return { accepted: picked.slice(0, room), refused: picked.slice(room) };
}

/**
 * The widths to store for an original `width` px wide: every standard width below it, plus the
 * original width itself when it is smaller than the largest standard one (never upscale).
 */
export function targetWidths(width: number): number[] {
  const w = Math.floor(width);
  if (w <= 0) return [];
  const below = PHOTO_WIDTHS.filter((standard) => standard < w);
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
  return w >= largest ? [...PHOTO_WIDTHS] : [...below, w];
}

/** The height for `width` keeping the original's aspect ratio. */
export function scaledHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

/**
 * The sizes of every copy stored of an original: the largest first decides its height, the
 * smaller ones are scaled from it, so a page that knows only the largest copy's size rebuilds
 * exactly the same names.
 */
export function copySizes(original: { width: number; height: number }): Array<{
  width: number;
  height: number;
}> {
  const widths = targetWidths(original.width);
  const top = widths[widths.length - 1];
  if (top === undefined) return [];
  const topHeight =
    top === Math.floor(original.width) ? original.height : scaledHeight(original, top);
  const largest = { width: top, height: topHeight };
  return widths.map((width) => ({
    width,
    height: width === top ? topHeight : scaledHeight(largest, width),
  }));
}

/** Builds a `srcset` from width → URL. */
export function buildSrcSet(
  urlForWidth: (width: number) => string,
  widths: readonly number[],
): string {
  return [...widths]
    .sort((a, b) => a - b)
    .map((width) => `${urlForWidth(width)} ${width}w`)
    .join(', ');
}

/**
 * The storage path of one stored width of a photo of a listing. The largest copy's name carries
 * its size (`<listing>/<photo>/1920x1280.webp`), so the listing's `images` keeps one plain URL per
 * photo and every page can rebuild the srcset, width and height from it.
 */
export function photoObjectPath(
  listingId: string,
  photoId: string,
  width: number,
  height: number,
): string {
  return `${listingId}/${photoId}/${width}x${height}.webp`;
}

export interface StoredPhoto {
  /** The folder of the photo in the bucket: `<listing>/<photo>`. */
  folder: string;
  /** The largest stored copy's size (the original's, capped at 1920 wide). */
  width: number;
  height: number;
  /** Every stored copy, smallest first, with its object path. */
  copies: { width: number; height: number; path: string }[];
}

const STORED_PHOTO = new RegExp(
  `/storage/v1/object/public/${LISTING_PHOTOS_BUCKET}/([0-9a-f-]{36}/[0-9a-f-]{36})/(\\d{1,5})x(\\d{1,5})\\.webp$`,
  'i',
);

/** A photo this site stored (its largest copy's public URL), or null for any other URL. */
export function parseStoredPhoto(url: string, supabaseUrl: string): StoredPhoto | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
    if (parsed.origin !== new URL(supabaseUrl).origin || parsed.search) return null;
  } catch {
    return null;
  }
  const match = STORED_PHOTO.exec(parsed.pathname);
  if (!match) return null;
  // The pattern's three groups always match when it does.
  const [, folder = '', w = '', h = ''] = match;
  const original = { width: Number(w), height: Number(h) };
  if (original.width <= 0 || original.height <= 0) return null;
  const copies = copySizes(original).map(({ width, height }) => ({
    width,
    height,
    path: `${folder}/${width}x${height}.webp`,
  }));
  return { folder, ...original, copies };
}

/** The public URL of an object in the listing photos bucket. */
export function publicPhotoUrl(supabaseUrl: string, path: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${LISTING_PHOTOS_BUCKET}/${path}`;
}

/** Moves the item at `from` by `delta` places (clamped); the first photo is the cover. */
export function movePhoto<T>(photos: readonly T[], from: number, delta: number): T[] {
  const to = Math.min(photos.length - 1, Math.max(0, from + delta));
  const next = [...photos];
  if (from < 0 || from >= photos.length || to === from) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The live-region announcement after a move (positions are 1-based for people). */
export function moveAnnouncement(name: string, position: number, total: number): string {
  return position === 1
    ? `${name} moved to position 1 of ${total}; it is now the cover photo.`
    : `${name} moved to position ${position} of ${total}.`;
}
