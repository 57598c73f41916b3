// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  buildSrcSet,
  copySizes,
  checkPhotoFile,
  moveAnnouncement,
  movePhoto,
  parseStoredPhoto,
  photoObjectPath,
  publicPhotoUrl,
  scaledHeight,
  splitByRoom,
  targetWidths,
} from './listingPhotos';

describe('checkPhotoFile', () => {
  it('accepts an image within the limit', () => {
    expect(checkPhotoFile({ name: 'a.jpg', type: 'image/jpeg', size: MAX_PHOTO_BYTES })).toBeNull();
  });
  it('refuses a non-image and names the file', () => {
    expect(checkPhotoFile({ name: 'lease.pdf', type: 'application/pdf', size: 10 })).toEqual({
      kind: 'notImage',
      message: expect.stringContaining('lease.pdf') as string,
    });
  });
  it('refuses an image over 15 MB', () => {
    const problem = checkPhotoFile({
      name: 'big.jpg',
      type: 'image/jpeg',
      size: MAX_PHOTO_BYTES + 1,
    });
    expect(problem?.kind).toBe('tooBig');
    expect(problem?.message).toContain('15 MB');
  });
});

describe('splitByRoom', () => {
  it('keeps only as many as fit under 30', () => {
    const { accepted, refused } = splitByRoom(MAX_PHOTOS - 2, ['a', 'b', 'c']);
    expect(accepted).toEqual(['a', 'b']);
    expect(refused).toEqual(['c']);
  });
  it('refuses everything when full', () => {
    expect(splitByRoom(MAX_PHOTOS, ['a']).accepted).toEqual([]);
  });
});

describe('targetWidths', () => {
  it('stores all three widths for a large original', () => {
    expect(targetWidths(4000)).toEqual([640, 1280, 1920]);
    expect(targetWidths(1920)).toEqual([640, 1280, 1920]);
  });
  it('never upscales a small original', () => {
    expect(targetWidths(1000)).toEqual([640, 1000]);
    expect(targetWidths(500)).toEqual([500]);
    expect(targetWidths(640)).toEqual([640]);
    expect(targetWidths(0)).toEqual([]);
  });
  it('keeps the aspect ratio', () => {
    expect(scaledHeight({ width: 4000, height: 3000 }, 640)).toBe(480);
  });
});

describe('buildSrcSet and paths', () => {
  it('lists widths in ascending order', () => {
    expect(buildSrcSet((w) => `/p/${w}.webp`, [1920, 640, 1280])).toBe(
      '/p/640.webp 640w, /p/1280.webp 1280w, /p/1920.webp 1920w',
    );
  });
  it('stores under the listing id', () => {
    expect(photoObjectPath('L1', 'P1', 640, 427)).toBe('L1/P1/640x427.webp');
  });
});

describe('movePhoto', () => {
  it('moves earlier and later, clamped at the ends', () => {
    expect(movePhoto(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movePhoto(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });
  it('announces the cover', () => {
    expect(moveAnnouncement('Kitchen', 1, 3)).toContain('cover photo');
    expect(moveAnnouncement('Kitchen', 2, 3)).toBe('Kitchen moved to position 2 of 3.');
  });
});

describe('parseStoredPhoto', () => {
  const api = 'http://127.0.0.1:54321';
  const listing = '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01';
  const photo = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

  it('rebuilds every stored copy from the largest one, never upscaled', () => {
    const url = publicPhotoUrl(api, photoObjectPath(listing, photo, 1920, 1280));
    const stored = parseStoredPhoto(url, api)!;
    expect(stored).toMatchObject({ width: 1920, height: 1280 });
    expect(stored.copies.map((c) => [c.width, c.height])).toEqual([
      [640, 427],
      [1280, 853],
      [1920, 1280],
    ]);
    const small = parseStoredPhoto(publicPhotoUrl(api, `${listing}/${photo}/900x1200.webp`), api)!;
    expect(small.copies.map((c) => c.path)).toEqual([
      `${listing}/${photo}/640x853.webp`,
      `${listing}/${photo}/900x1200.webp`,
    ]);
  });

  it('leaves other URLs alone (other hosts, other buckets, other names)', () => {
    const path = photoObjectPath(listing, photo, 1920, 1280);
    expect(parseStoredPhoto(publicPhotoUrl('https://evil.example', path), api)).toBeNull();
    expect(parseStoredPhoto(`${api}/storage/v1/object/public/other/${path}`, api)).toBeNull();
    expect(
      parseStoredPhoto(`${api}/storage/v1/object/public/listing-photos/x.webp`, api),
    ).toBeNull();
    expect(parseStoredPhoto('/images/listings/a.webp', api)).toBeNull();
  });
});

describe('copySizes', () => {
  it('scales the smaller copies from the largest, so names can be rebuilt from it', () => {
    expect(copySizes({ width: 4032, height: 3024 })).toEqual([
      { width: 640, height: 480 },
      { width: 1280, height: 960 },
      { width: 1920, height: 1440 },
    ]);
    expect(copySizes({ width: 800, height: 1067 })).toEqual([
      { width: 640, height: 854 },
      { width: 800, height: 1067 },
    ]);
  });
});
