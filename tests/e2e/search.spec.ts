/**
 * Listing search end to end, on the production build and the seeded local backend: searching
 * /properties by keyboard alone on a phone (390×844, touch), with the search in the URL through
 * back/forward; a listing page with every rental field filled; axe on both. Once, on a phone: the
 * form and the listing page are the same at a desk, where properties.spec.ts filters /properties,
 * keeps the filter in the URL and opens a listing page, with axe.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

// Seeded (supabase/seed.sql): La Verne fills every rental field; Fontana allows cats only.
const laVerne = {
  id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01',
  title: 'Craftsman Bungalow Near Old Town La Verne',
};
const fontanaTitle = 'Two-Story Townhome with Attached Garage in North Fontana';

const cardTitles = (page: Page) =>
  page.getByTestId('listing-card').getByRole('heading', { level: 2 }).allTextContents();

/** Presses Tab until the element with this accessible name (a label) has focus. */
async function tabTo(page: Page, name: string | RegExp, max = 60): Promise<void> {
  const target = page
    .getByLabel(name, { exact: typeof name === 'string' })
    .or(page.getByRole('button', { name, exact: true }))
    .first();
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

for (const [name, device] of [['phone', PHONE]] as const) {
  test.describe(`search on a ${name}`, () => {
    test.use(device);

    test('filters by keyboard, keeps the search in the URL, back/forward, clear', async ({
      page,
    }) => {
      // Some twenty steps: on a busy two-core CI machine they took over the default 30 s.
      test.setTimeout(60_000);
      await page.goto('/properties');
      await waitForApp(page);
      await expect(page.getByTestId('listing-card').first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /\d+ homes?/ })).toBeVisible();

      await tabTo(page, 'Beds');
      // A focused native select takes the keyboard's choice (a phone opens its own picker).
      await page.getByLabel('Beds').selectOption('3');
      await tabTo(page, 'Cats OK');
      await page.keyboard.press('Space');
      await tabTo(page, 'Search');
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/[?&]cats=1/);
      await expect(page).toHaveURL(/[?&]beds=3/);
      await expect.poll(() => cardTitles(page)).toEqual([laVerne.title, fontanaTitle]);
      await expect(page.getByRole('status').filter({ hasText: 'match your search' })).toHaveText(
        '2 homes match your search',
      );
      await expectNoAxeViolations(page);

      // Nothing matches: the empty state offers to clear.
      await page.getByLabel('City', { exact: true }).fill('Atlantis');
      await page.getByLabel('City', { exact: true }).press('Enter');
      await expect(
        page.getByRole('heading', { name: 'No homes match these filters' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goBack();
      await expect.poll(() => cardTitles(page)).toEqual([laVerne.title, fontanaTitle]);
      await expect(page.getByLabel('City', { exact: true })).toHaveValue('');
      await page.goForward();
      await expect(
        page.getByRole('heading', { name: 'No homes match these filters' }),
      ).toBeVisible();

      const clear = page.getByRole('button', { name: 'Clear filters' });
      await clear.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/properties$/);
      await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(2);

      // A shared search URL opens filtered, sorted by price.
      await page.goto('/properties?type=rent&sort=price_asc');
      await waitForApp(page);
      await expect(page.getByRole('button', { name: 'For Rent' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      if (name === 'phone') {
        for (const control of await page
          .getByRole('search')
          .locator('input, select, button')
          .all()) {
          const box = await control.boundingBox();
          const type = await control.getAttribute('type');
          // Checkboxes sit inside 44 px tall labels, which are their tap targets.
          if (type !== 'checkbox') expect(box!.height).toBeGreaterThanOrEqual(44);
        }
      }
    });

    test('a listing page shows every rental field, the all-in price and the EHO statement', async ({
      page,
    }) => {
      await page.goto(`/properties/${laVerne.id}`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: laVerne.title })).toBeVisible();
      // Rent 3,450 + trash 25 + gardener 60 (all-in, SB 478).
      await expect(page.getByText('$3,535/mo').first()).toBeVisible();
      const facts = page.locator('section[aria-labelledby="facts-heading"] dl');
      for (const [term, value] of [
        ['Base rent', '$3,450/mo'],
        ['Security deposit', '$3,450'],
        ['Application fee', '$45'],
        ['Lease term', '12 months'],
        ['Cats', 'Allowed'],
        ['Dogs', 'Allowed'],
        ['Pet limit', '2'],
        ['Pet fee', '$300'],
        ['Parking', 'Garage'],
        ['Laundry', 'Washer/dryer hookups'],
        ['Air conditioning', 'Central air'],
        ['Utilities included', 'Water, Trash, Gardener'],
        ['Appliances', 'Gas range, Dishwasher, Refrigerator'],
        ['Amenities', 'Fenced back garden, Front porch, Fireplace'],
        ['Year built', '1924'],
        ['Trash service (monthly, included above)', '$25'],
      ] as const) {
        const row = facts.locator('div').filter({ has: page.getByText(term, { exact: true }) });
        await expect(row.locator('dd')).toHaveText(value);
      }
      await expect(facts.getByText('Available', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /Take the virtual tour/ })).toHaveAttribute(
        'href',
        /^https:\/\//,
      );
      await expect(
        page.getByText('Equal Housing Opportunity', { exact: true }).first(),
      ).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join('\n')).toContain('"leaseLength"');
      expect(jsonLd.join('\n')).toContain('"petsAllowed":true');
      await expectNoAxeViolations(page);
    });
  });
}
