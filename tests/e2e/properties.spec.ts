/**
 * /properties and /properties/{id} against the production build and the seeded local backend:
 * filters and URL state, card contents, the photo carousel by mouse and keyboard, the image
 * proxy and its fallback, the listing page and its not-available state, axe-core on each.
 */
import { readFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { BACKEND_URL, MAIL_CATCHER_URL, SERVICE_ROLE_KEY } from './fixtures/env';
import { emulateTheme as applyTheme } from './fixtures/theme';
import { resetLeadLimits } from './fixtures/leadLimits';

test.beforeEach(resetLeadLimits);

// Seeded listings (supabase/seed.sql): fixed ids, every type and status.
const seed = {
  laVerne: {
    id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01',
    title: 'Craftsman Bungalow Near Old Town La Verne',
  },
  westCovina: {
    id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e02',
    title: 'Updated Single-Story Ranch with Mountain Views',
  },
  desert: {
    id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e03',
    title: 'Mid-Century Desert Modern with Pool and Mountain Views',
  },
  fontana: {
    id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e04',
    title: 'Two-Story Townhome with Attached Garage in North Fontana',
  },
  etiwanda: {
    id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e05',
    title: 'Family Home on a Quiet Cul-de-Sac in Etiwanda',
  },
  claremontPending: {
    id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e06',
    title: 'Spanish Revival Near the Claremont Colleges',
  },
  redlandsSold: {
    id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e08',
    title: 'Two-Story Traditional in South Redlands',
  },
};

/** The service role (bypasses row-level security), to set up and check data. */
const serviceClient = () =>
  createClient(BACKEND_URL, SERVICE_ROLE_KEY, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });

const card = (page: Page, title: string): Locator =>
  page.getByTestId('listing-card').filter({ has: page.getByRole('heading', { name: title }) });

async function openProperties(page: Page, query = ''): Promise<void> {
  await page.goto(`/properties${query}`);
  await waitForApp(page);
  await expect(
    page
      .getByTestId('listing-card')
      .first()
      .or(page.getByRole('heading', { name: 'No properties available' })),
  ).toBeVisible();
}

/** Resolves once the image has really loaded (not a broken image). */
async function expectImageLoaded(img: Locator): Promise<void> {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
}

test.describe('/properties', () => {
  test('filters by type, keeps the filter in the URL across reloads; axe (light)', async ({
    page,
  }) => {
    await applyTheme(page, 'light');
    await openProperties(page);
    await expectNoAxeViolations(page);
    const filters = page.getByRole('group', { name: 'Filter listings' });
    const all = filters.getByRole('button', { name: 'All Properties' });
    const sale = filters.getByRole('button', { name: 'For Sale' });
    const rent = filters.getByRole('button', { name: 'For Rent' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    for (const listing of [
      seed.laVerne,
      seed.westCovina,
      seed.desert,
      seed.fontana,
      seed.etiwanda,
    ]) {
      await expect(card(page, listing.title)).toBeVisible();
    }
    // Only active listings are public.
    await expect(page.getByRole('heading', { name: seed.claremontPending.title })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: seed.redlandsSold.title })).toHaveCount(0);

    await rent.click();
    await expect(page).toHaveURL(/\/properties\?type=rent$/);
    await expect(rent).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(card(page, seed.laVerne.title)).toBeVisible();
    await expect(card(page, seed.desert.title)).toBeVisible(); // 'both' counts as for rent
    await expect(card(page, seed.westCovina.title)).toHaveCount(0);
    await expect(card(page, seed.etiwanda.title)).toHaveCount(0);
    // The filtered page, as a shared ?type=rent link opens it too.
    await expectNoAxeViolations(page);
    const rentBadges = await page
      .getByTestId('listing-card')
      .locator('span', { hasText: /^For (Sale|Rent|Sale\/Rent)$/ })
      .allTextContents();
    expect(rentBadges.every((text) => text === 'For Rent' || text === 'For Sale/Rent')).toBe(true);

    await page.reload();
    await waitForApp(page);
    await expect(rent).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, seed.fontana.title)).toBeVisible();
    await expect(card(page, seed.westCovina.title)).toHaveCount(0);

    await sale.click();
    await expect(page).toHaveURL(/\/properties\?type=sale$/);
    await expect(card(page, seed.westCovina.title)).toBeVisible();
    await expect(card(page, seed.desert.title)).toBeVisible(); // 'both' counts as for sale
    await expect(card(page, seed.laVerne.title)).toHaveCount(0);

    await all.click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(card(page, seed.laVerne.title)).toBeVisible();
    await expect(card(page, seed.westCovina.title)).toBeVisible();
  });

  test('a shared ?type= link opens filtered', async ({ page }) => {
    await openProperties(page, '?type=sale');
    await expect(page.getByRole('button', { name: 'For Sale' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card(page, seed.etiwanda.title)).toBeVisible();
    await expect(card(page, seed.fontana.title)).toHaveCount(0);
  });

  test('cards show each listing type with its facts, photos and contact links', async ({
    page,
  }) => {
    await openProperties(page);

    const rent = card(page, seed.laVerne.title);
    await expect(rent.getByText('For Rent', { exact: true })).toBeVisible();
    // The headline is the all-in rent (SB 478): $3,450 rent plus $85 of mandatory fees.
    await expect(rent.getByText('$3,535/mo')).toBeVisible();
    await expect(rent.getByText('all-in')).toBeVisible();
    await expect(rent.getByText('La Verne, CA 91750')).toBeVisible();
    await expect(rent.getByText('3 beds')).toBeVisible();
    await expect(rent.getByText('2 baths')).toBeVisible();
    await expect(rent.getByText('1,620 sqft')).toBeVisible();
    await expect(rent.getByTestId('photo-count')).toHaveText('4 photos');
    const description = rent.locator('p.line-clamp-2');
    await expect(description).toContainText('A 1920s Craftsman');
    await expect(description).toHaveCSS('-webkit-line-clamp', '2');
    await expect(rent.getByRole('link', { name: /^Call Us/ })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
    await expect(rent.getByRole('link', { name: /^Email Us/ })).toHaveAttribute(
      'href',
      /^mailto:[^@]+@[^?]+\?subject=/,
    );
    await expect(rent.getByRole('link', { name: seed.laVerne.title, exact: true })).toHaveAttribute(
      'href',
      `/properties/${seed.laVerne.id}`,
    );
    const photo = rent.getByRole('button', { name: `View all 4 photos of ${seed.laVerne.title}` });
    const img = photo.locator('img');
    await expect(img).toHaveAttribute('width', '640');
    await expect(img).toHaveAttribute('height', '480');
    // The site's own photos load directly, not through the proxy.
    await expect(img).toHaveAttribute('src', /^\/images\/listings\//);
    await expectImageLoaded(img);

    const sale = card(page, seed.westCovina.title);
    await expect(sale.getByText('For Sale', { exact: true })).toBeVisible();
    await expect(sale.getByText('$689,000', { exact: true })).toBeVisible();
    await expect(sale.getByText('West Covina, CA 91791')).toBeVisible();

    const both = card(page, seed.desert.title);
    await expect(both.getByText('For Sale/Rent', { exact: true })).toBeVisible();
    await expect(both.getByText('$419,000', { exact: true })).toBeVisible();
    await expect(both.getByText('2 beds')).toBeVisible();

    const noPhotos = card(page, seed.etiwanda.title);
    await expect(noPhotos.getByText('Photos coming soon')).toBeVisible();
    await expect(noPhotos.getByTestId('photo-count')).toHaveCount(0);
    await expect(noPhotos.getByRole('button', { name: /photo/ })).toHaveCount(0);
    await expect(noPhotos.getByText('$749,000', { exact: true })).toBeVisible();

    // Cards below the first row wait until they are scrolled to. Counted by card, not by photo:
    // a listing another spec adds meanwhile may sit first and have none.
    const loading = await page
      .getByTestId('listing-card')
      .evaluateAll((cards) =>
        cards.map((el) => el.querySelector('button img')?.getAttribute('loading') ?? null),
      );
    expect(loading.filter((value) => value !== null).length).toBeGreaterThan(3);
    loading.forEach((value, index) => {
      if (value !== null) expect(value).toBe(index < 3 ? 'eager' : 'lazy');
    });
  });

  test('the carousel works with the mouse', async ({ page }) => {
    await openProperties(page);
    await card(page, seed.laVerne.title)
      .getByRole('button', { name: /^View all 4 photos/ })
      .click();
    const dialog = page.getByRole('dialog', { name: seed.laVerne.title });
    await expect(dialog).toBeVisible();
    const counter = dialog.getByText(/\d+ \/ 4/);
    await expect(counter).toHaveText('Photo 1 / 4');
    await expectImageLoaded(dialog.getByRole('img', { name: /photo 1 of 4/ }));
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('Photo 2 / 4');
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('Photo 3 / 4');
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText('Photo 2 / 4');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the carousel works with the keyboard; focus is trapped and returned', async ({ page }) => {
    await openProperties(page);
    const opener = card(page, seed.desert.title).getByRole('button', {
      name: /^View all 3 photos/,
    });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: seed.desert.title });
    await expect(dialog).toBeVisible();
    const counter = dialog.getByText(/\d+ \/ 3/);
    await expect(counter).toHaveText('Photo 1 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('Photo 2 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('Photo 3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('Photo 1 / 3'); // wraps around
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('Photo 3 / 3');

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  // Light, unfiltered and filtered: the first test.
  test('has no axe violations in the dark theme', async ({ page }) => {
    await applyTheme(page, 'dark');
    await openProperties(page);
    await expect(card(page, seed.laVerne.title)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('listing page', () => {
  test('opens from a card title with all facts, gallery, JSON-LD and social tags', async ({
    page,
  }) => {
    await openProperties(page);
    await card(page, seed.laVerne.title)
      .getByRole('link', { name: seed.laVerne.title, exact: true })
      .click();
    await expect(page).toHaveURL(`/properties/${seed.laVerne.id}`);
    await expect(page.getByRole('heading', { level: 1, name: seed.laVerne.title })).toBeVisible();
    // Rent plus mandatory monthly fees (SB 478).
    await expect(page).toHaveTitle(new RegExp(`^${seed.laVerne.title} \\| \\$3,535/mo`));

    const facts = page.getByRole('region', { name: 'Facts' });
    await expect(facts.getByText('For Rent')).toBeVisible();
    await expect(facts.getByText('$3,450/mo')).toBeVisible();
    await expect(facts.getByText('1,620')).toBeVisible();
    await expect(facts.getByText('2418 Fifth St, La Verne, CA 91750')).toBeVisible();
    await expect(page.getByRole('region', { name: 'About this home' })).toContainText(
      'box-beam ceiling',
    );
    await expect(page.getByRole('link', { name: /^Call Us/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('link', { name: /^Email Us/ })).toHaveAttribute('href', /^mailto:/);

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
    const listing = jsonLd.find((block) => block['@type'] === 'RealEstateListing');
    expect(listing).toMatchObject({
      name: seed.laVerne.title,
      mainEntity: { numberOfBedrooms: 3, address: { postalCode: '91750' } },
      offers: [{ price: 3535, priceCurrency: 'USD' }],
    });
    expect(listing.image).toHaveLength(4);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\/[^/]+\/images\/listings\/la-verne-craftsman-1\.webp$/,
    );

    // Any gallery photo opens the carousel at that photo.
    const second = page.getByRole('button', { name: 'Open photo 2 of 4' });
    await second.click();
    const dialog = page.getByRole('dialog', { name: seed.laVerne.title });
    await expect(dialog.getByText(/\d+ \/ 4/)).toHaveText('Photo 2 / 4');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(/\d+ \/ 4/)).toHaveText('Photo 3 / 4');
    await page.keyboard.press('Escape');
    await expect(second).toBeFocused();

    await expectNoAxeViolations(page);
  });

  test('Request a showing stores a lead tied to the listing and emails the office and the visitor', async ({
    page,
  }) => {
    await page.goto(`/properties/${seed.fontana.id}`);
    await waitForApp(page);
    // Using the form loads the listing's open times; this one has no showing hours, so the
    // visitor asks for a time instead.
    const form = page.getByRole('region', { name: /^(Book|Request) a showing$/ });
    await form.getByLabel('Full Name').click();
    await expect(form.getByLabel('Preferred Showing Date')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Request a showing' })).toBeVisible();
    await form.getByRole('button', { name: 'Request a Showing' }).click();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Invalid email address')).toBeVisible();
    // With its error messages showing (the success toast's colours belong to the app shell).
    await expectNoAxeViolations(page);

    const email = `showing-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await form.getByLabel('Full Name').fill('Jordan Alvarez');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('909-555-0177');
    await form.getByLabel('Preferred Contact Method').selectOption('text');
    // Texts need the consent box, which appears once 'text' is picked.
    await form.getByRole('checkbox', { name: /receive text messages/ }).check();
    await form.getByLabel('Best Time to Reach You').selectOption('evening');
    await form.getByLabel('Preferred Showing Date').fill('2099-06-15');
    await form.getByLabel('Message', { exact: true }).fill('Could we see it this weekend?');
    await form.getByRole('button', { name: 'Request a Showing' }).click();
    await expect(page.getByText('Showing requested!')).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('');

    const { data, error } = await serviceClient()
      .from('leads')
      .select('source, property_id, property_title, full_name, preferred_contact, best_time')
      .eq('email', email)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      source: 'property_showing',
      property_id: seed.fontana.id,
      property_title: seed.fontana.title,
      full_name: 'Jordan Alvarez',
      preferred_contact: 'text',
      best_time: 'evening',
    });

    // The office hears of it (listing title, link, requested time) and the visitor gets a
    // confirmation; both end with the licence line, with a plain-text part.
    type Caught = { subject: string; text?: string; to: Array<{ address: string }> };
    const caught = async (match: (e: Caught) => boolean) => {
      let found: Caught | undefined;
      await expect
        .poll(async () => {
          const emails = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as Caught[];
          found = emails.find(match);
          return Boolean(found);
        })
        .toBe(true);
      return found!;
    };
    const office = await caught(
      (e) => e.subject.startsWith('Showing request:') && (e.text ?? '').includes(email),
    );
    expect(office.subject).toContain(seed.fontana.title);
    expect(office.text).toContain(`/properties/${seed.fontana.id}`);
    expect(office.text).toContain('Requested time: Monday, June 15, 2099, Evening (4pm-7pm)');
    expect(office.text).toContain('Responsible broker');
    const confirmation = await caught((e) => e.to.some((t) => t.address === email));
    expect(confirmation.subject).toBe(`Your showing request: ${seed.fontana.title}`);
    expect(confirmation.text).toContain('Responsible broker');
  });

  test('a listing without photos shows the placeholder', async ({ page }) => {
    await page.goto(`/properties/${seed.etiwanda.id}`);
    await expect(page.getByRole('heading', { level: 1, name: seed.etiwanda.title })).toBeVisible();
    await expect(page.getByText('Photos coming soon')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // A pending, unknown or malformed id reads as null too (tests/integration/
  // listing-search.int.test.ts), which the page shows the same way (src/pages/PropertyPage.test.tsx).
  test("a sold listing is 'no longer available', not an error", async ({ page }) => {
    await page.goto(`/properties/${seed.redlandsSold.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This listing is no longer available' }),
    ).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Browse available properties' }).click();
    await expect(page).toHaveURL('/properties');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Available Properties' }),
    ).toBeVisible();
  });
});

test.describe('external photos through the image proxy', () => {
  // A loopback "photo host" that the test backend's safe fetch allows by name.
  const FIXTURE_PORTS = [9007, 9008, 9009, 9010];
  const PNG = readFileSync(new URL('../fixtures/images/house.png', import.meta.url));
  const listingId = crypto.randomUUID();
  const title = `E2E External Photo Listing ${listingId.slice(0, 8)}`;
  let server: Server;
  let photoUrl = '';

  test.beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url?.startsWith('/house.png')) {
        res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
        res.end(PNG);
      } else {
        res.writeHead(404).end();
      }
    });
    let port = 0;
    for (const candidate of FIXTURE_PORTS) {
      const ok = await new Promise<boolean>((resolve) => {
        server.once('error', () => resolve(false));
        server.listen(candidate, '127.0.0.1', () => resolve(true));
      });
      if (ok) {
        port = (server.address() as AddressInfo).port;
        break;
      }
    }
    expect(port, 'a free allowed fixture port').toBeGreaterThan(0);
    photoUrl = `http://127.0.0.1:${port}/house.png`;
    // Listed long ago so it sorts last and stays out of other tests' way.
    const { error } = await serviceClient()
      .from('properties')
      .insert({
        id: listingId,
        title,
        description: 'A listing whose photo lives on another host.',
        property_type: 'rent',
        price: 1999,
        address: '1 Fixture Way',
        city: 'Covina',
        state: 'CA',
        zip_code: '91722',
        bedrooms: 1,
        bathrooms: 1,
        square_feet: 600,
        status: 'active',
        images: [photoUrl],
        listing_date: '2001-01-01T00:00:00Z',
      });
    expect(error).toBeNull();
  });

  test.afterAll(async () => {
    await serviceClient().from('properties').delete().eq('id', listingId);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('loads through the proxy', async ({ page }) => {
    await page.goto(`/properties/${listingId}`);
    const img = page.getByRole('button', { name: 'Open photo 1 of 1' }).locator('img');
    await expect(img).toHaveAttribute(
      'src',
      `${BACKEND_URL}/functions/v1/image-proxy?url=${encodeURIComponent(photoUrl)}`,
    );
    await expectImageLoaded(img);
    await expect(img).toHaveAttribute('data-photo-source', 'proxy');
  });

  test('falls back to the direct URL when the proxy fails', async ({ page }) => {
    await page.route('**/functions/v1/image-proxy**', (route) => route.abort());
    await openProperties(page);
    const img = card(page, title)
      .getByRole('button', { name: /photo of/ })
      .locator('img');
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('src', photoUrl);
    await expect(img).toHaveAttribute('data-photo-source', 'direct');
    await expectImageLoaded(img);
  });
});
