/**
 * Listing photos on a phone (390×844, mobile emulation, touch), by keyboard: the admin uploads
 * three photos (one a JPEG whose pixels are stored sideways with EXIF orientation 6), moves the
 * portrait one up, saves, and the public listing page shows them in that order from Storage, with
 * a srcset of the stored widths, width and height set, and the rotated one upright. axe on the
 * admin screen with the photos.
 */
import { expect, test } from './fixtures/test';
import sharp from 'sharp';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { BACKEND_URL, SERVICE_ROLE_KEY } from './fixtures/env';
import { resetLeadLimits } from './fixtures/leadLimits';
import { signInAsAdmin } from './fixtures/session';

test.beforeEach(resetLeadLimits);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const AXE = { exclude: ['[data-sonner-toaster]'] };

async function jpeg(
  width: number,
  height: number,
  colour: string,
  orientation?: number,
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } }).jpeg();
  return orientation ? image.withMetadata({ orientation }).toBuffer() : image.toBuffer();
}

test.describe('listing photos on a phone', () => {
  test.use(PHONE);

  test('upload three (one EXIF-rotated), reorder by keyboard, see them in order with srcset', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const title = `Photo Test ${crypto.randomUUID().slice(0, 8)}`;
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Add New Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Property' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Listing type').selectOption('rent');
    await dialog.getByLabel('Price (USD)').fill('2100');
    await dialog.getByLabel('Address').fill('12 Photo Ln');
    await dialog.getByLabel('City').fill('Upland');
    await dialog.getByLabel('ZIP code').fill('91786');
    await dialog.getByLabel('Bedrooms').fill('2');
    await dialog.getByLabel('Bathrooms').fill('1');
    await dialog.getByLabel('Square feet').fill('900');

    await dialog.getByLabel('Add photos from this device').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1600, 1000, '#c0392b') },
      { name: 'yard.jpg', mimeType: 'image/jpeg', buffer: await jpeg(2400, 1600, '#27ae60') },
      // Stored 900×600 and marked "rotate 90°": the photo is really 600×900, upright.
      { name: 'stairs.jpg', mimeType: 'image/jpeg', buffer: await jpeg(900, 600, '#2c3e50', 6) },
    ]);
    const list = dialog.getByRole('list', { name: 'Listing photos, in order' });
    await expect(list.getByRole('img')).toHaveCount(3, { timeout: 60_000 });
    await expect(list.getByText(/Uploading|Preparing/)).toHaveCount(0);

    // By keyboard: the portrait photo (3rd) moves up to 2nd.
    await list.getByRole('button', { name: 'Move photo 3 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Photo 3 moved to position 2 of 3.')).toBeAttached();
    const stored = await list
      .getByRole('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!));
    expect(stored.map((src) => /\/(\d+x\d+)\.webp$/.exec(src)?.[1])).toEqual([
      '1600x1000',
      '600x900',
      '1920x1280',
    ]);
    await expectNoAxeViolations(page, AXE);

    await dialog.getByRole('button', { name: 'Add Property' }).press('Enter');
    await expect(page.getByText('Property added')).toBeVisible();
    await page.getByRole('link', { name: `View ${title} on the public site` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const photos = page.locator('main img[srcset*="/listing-photos/"]');
    await expect(photos.first()).toBeVisible();
    const shown = await photos.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        srcset: img.getAttribute('srcset') ?? '',
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      })),
    );
    // In the saved order, each with every stored width.
    const largest = shown.map((p) => /\/(\d+x\d+)\.webp \d+w$/.exec(p.srcset)?.[1]);
    expect([...new Set(largest)].slice(0, 3)).toEqual(['1600x1000', '600x900', '1920x1280']);
    expect(shown[0]!.srcset).toMatch(
      /640x400\.webp 640w, .*1280x800\.webp 1280w, .*1600x1000\.webp 1600w$/,
    );
    for (const p of shown) expect(p.width && p.height).toBeTruthy();

    // The EXIF-rotated photo is stored upright (its pixels turned, no EXIF left to rely on) and
    // keeps no metadata at all: location included.
    const portraitUrl = /(\S+600x900\.webp)/.exec(
      shown.find((p) => p.srcset.includes('600x900'))!.srcset,
    )![1]!;
    const bytes = Buffer.from(await (await page.request.get(portraitUrl)).body());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 900 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });
});

test.describe('photos of a listing never saved', () => {
  test.use(PHONE);

  test('cancelling a new listing deletes the photos it uploaded from Storage', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Add New Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Property' });
    await dialog
      .getByLabel('Add photos from this device')
      .setInputFiles([
        { name: 'porch.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1400, 900, '#8e44ad') },
      ]);
    const list = dialog.getByRole('list', { name: 'Listing photos, in order' });
    await expect(list.getByRole('img')).toHaveCount(1, { timeout: 60_000 });
    const src = (await list.getByRole('img').getAttribute('src'))!;
    const folder = /listing-photos\/([0-9a-f-]{36})\//.exec(src)![1]!;
    const storage = createClient(BACKEND_URL, SERVICE_ROLE_KEY, {
      realtime: { transport: ws as never },
      auth: { persistSession: false, autoRefreshToken: false },
    }).storage.from('listing-photos');
    const storedUnder = async () => {
      const { data: photos } = await storage.list(folder);
      const files = await Promise.all(
        (photos ?? []).map(async (p) => (await storage.list(`${folder}/${p.name}`)).data ?? []),
      );
      return files.flat().length;
    };
    expect(await storedUnder()).toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(storedUnder, { timeout: 15_000 }).toBe(0);
  });
});

for (const [device, options] of [
  ['phone', PHONE],
  ['desktop', { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false }],
] as const) {
  test.describe(`/properties photo sizes (${device})`, () => {
    test.use(options);

    test('no photo the browser fetched is wider than twice its displayed width', async ({
      page,
    }) => {
      await page.goto('/properties');
      await waitForApp(page);
      const cards = page.getByTestId('listing-card');
      await expect(cards.first()).toBeVisible();
      // Bring every card into view so lazy photos load too.
      for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLImageElement>('main img')].every(
              (img) => img.complete,
            ),
          ),
        )
        .toBe(true);
      const sizes = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('main img')]
          .filter((img) => img.naturalWidth > 0)
          .map((img) => ({
            src: img.currentSrc,
            natural: img.naturalWidth,
            // Displayed width in device pixels, as Lighthouse compares them.
            shown: img.getBoundingClientRect().width * window.devicePixelRatio,
          })),
      );
      expect(sizes.length).toBeGreaterThan(0);
      const oversized = sizes.filter((s) => s.natural > 2 * s.shown);
      expect(oversized, 'photos over twice their displayed width').toEqual([]);
    });
  });
}
