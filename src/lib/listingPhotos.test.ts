import { describe, expect, it } from 'vitest';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  buildSrcSet,
  checkPhotoFile,
  moveAnnouncement,
  movePhoto,
  photoObjectPath,
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
    expect(photoObjectPath('L1', 'P1', 640)).toBe('L1/P1/640.webp');
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
