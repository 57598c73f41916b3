/**
 * Listing pages before JavaScript: the build prerenders every active listing with its
 * head tags, JSON-LD and content; the page hydrates in place without layout shift; a listing
 * published after the build renders through the SPA fallback, its space reserved while it loads.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { collectConsole } from './fixtures/console';
import { BACKEND_URL, SERVICE_ROLE_KEY } from './fixtures/env';

// A seeded rental (supabase/seed.sql), active when the build ran.
const seeded = {
  id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01',
  title: 'Craftsman Bungalow Near Old Town La Verne',
};
const path = `/properties/${seeded.id}`;

const serviceClient = () =>
  createClient(BACKEND_URL, SERVICE_ROLE_KEY, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });

/** Sums layout-shift entries from the first paint on (the metric CLS is built from). */
async function observeLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shift: number }).__shift);

for (const [name, use] of [
  ['desktop', {}],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const) {
  test.describe(`listing page on ${name}`, () => {
    test.use(use);

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the built HTML has the head tags, JSON-LD and the whole listing', async ({
        page,
        request,
      }) => {
        const html = await (await request.get(path)).text();
        expect(html).toContain(`data-prerendered-path="${path}"`);
        expect(html.match(/<title>/g), 'exactly one <title>').toHaveLength(1);

        await page.goto(path);
        await expect(page).toHaveTitle(new RegExp(`^${seeded.title} \\| \\$[\\d,.]+/mo \\|`));
        const head = page.locator('head');
        await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`^https?://[^/]+${path}$`),
        );
        await expect(head.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          /^For Rent in La Verne, CA: /,
        );
        await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          /^https?:\/\/[^/]+\/images\/listings\/la-verne-craftsman-1\.webp$/,
        );
        await expect(head.locator('meta[name="twitter:image"]')).toHaveCount(1);
        const ld = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '',
        ) as { '@type': string; url: string; name: string };
        expect(ld['@type']).toBe('RealEstateListing');
        expect(ld.name).toBe(seeded.title);
        expect(ld.url.endsWith(path)).toBe(true);

        await expect(page.getByRole('heading', { level: 1, name: seeded.title })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Facts' })).toContainText('La Verne');
        await expect(page.getByRole('button', { name: /^Open photo 1 of / })).toBeVisible();
        await expect(page.getByText('Loading listing...')).toHaveCount(0);
      });
    });

    test('hydrates in place, without layout shift or console errors', async ({ page }) => {
      const logs = collectConsole(page);
      await observeLayoutShift(page);
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __prerendered?: Element | null }).__prerendered =
            document.getElementById('root')?.firstElementChild;
        });
      });
      await page.goto(path);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(
          () =>
            document.getElementById('root')?.firstElementChild ===
            (window as unknown as { __prerendered?: Element | null }).__prerendered,
        ),
        'the prerendered DOM was hydrated, not replaced',
      ).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: seeded.title })).toBeVisible();
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      const problems = logs.messages
        .filter((m) => m.type() === 'error' || m.type() === 'warning')
        .map((m) => `${m.type()}: ${m.text()}`);
      expect(problems).toEqual([]);
      await expectNoAxeViolations(page);
    });

    test('a listing published after the build renders in the browser with its space reserved', async ({
      page,
    }) => {
      const supabase = serviceClient();
      const { data: source, error: readError } = await supabase
        .from('properties')
        .select('*')
        .eq('id', seeded.id)
        .single();
      expect(readError).toBeNull();
      // A copy of the seeded listing under a new id: the build never saw it.
      const copy: Record<string, unknown> = { ...(source as Record<string, unknown>) };
      for (const key of ['id', 'created_at', 'updated_at']) delete copy[key];
      const title = `Published After The Build ${name}`;
      const { data: created, error } = await supabase
        .from('properties')
        .insert({ ...copy, title, status: 'active' })
        .select('id')
        .single();
      expect(error).toBeNull();
      const id = (created as { id: string }).id;
      try {
        await observeLayoutShift(page);
        await page.goto(`/properties/${id}`);
        await waitForApp(page);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
        await expect(page.locator('head title')).toHaveCount(1);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`/properties/${id}$`),
        );
        await page.waitForLoadState('networkidle');
        // The skeleton holds the header and gallery boxes: what moves is small.
        expect(await layoutShift(page)).toBeLessThan(0.1);
      } finally {
        await supabase.from('properties').delete().eq('id', id);
      }
    });
  });
}

// /properties is prerendered with the build's listings too.
test.describe('/properties on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the built HTML has the cards and a sized, high-priority first photo', async ({
      page,
    }) => {
      await page.goto('/properties');
      const cards = page.getByTestId('listing-card');
      // The seed's five active listings (supabase/seed.sql), as the build read them.
      await expect(cards).toHaveCount(5);
      await expect(page.getByRole('heading', { level: 2, name: seeded.title })).toBeVisible();
      await expect(page.getByText('Loading properties...')).toHaveCount(0);
      const first = cards.first().locator('img');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(first).toHaveAttribute('width', '640');
      await expect(first).toHaveAttribute('height', '480');
      await expect(first).toHaveAttribute('srcset', /-800\.webp 800w/);
      await expect(cards.nth(3).locator('img')).toHaveAttribute('loading', 'lazy');
    });
  });

  test('hydrates the prerendered cards in place, without console errors', async ({ page }) => {
    const logs = collectConsole(page);
    // The seeded card's prerendered node, before any script runs: hydration must adopt it (a
    // listing another test publishes meanwhile may be added beside it, never replace it).
    await page.addInitScript((title) => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __card?: Element }).__card = [
          ...document.querySelectorAll('[data-testid="listing-card"]'),
        ].find((card) => card.querySelector('h2')?.textContent === title);
      });
    }, seeded.title);
    await page.goto('/properties');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        () => (window as unknown as { __card?: Element }).__card?.isConnected ?? false,
      ),
      'the prerendered card was hydrated, not replaced',
    ).toBe(true);
    // The embedded data is only for hydration.
    await expect(page.locator('#listings-data')).toHaveCount(0);
    const problems = logs.messages
      .filter((m) => m.type() === 'error' || m.type() === 'warning')
      .map((m) => `${m.type()}: ${m.text()}`);
    expect(problems).toEqual([]);
  });
});
