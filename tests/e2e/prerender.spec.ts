/**
 * The built HTML of every static route carries its head tags and visible content without
 * JavaScript, matches what the app renders after hydration, and hydrates without errors.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { JSDOM } from 'jsdom';
import { localizedPath, staticPublicPaths } from '@/config/paths';
import { blogPosts } from '@/content/blog';
import { waitForApp } from './fixtures/app';
import { collectConsole } from './fixtures/console';

const routes = staticPublicPaths(blogPosts.map((post) => post.id));

/** What a crawler sees: the page's own title, main heading and head tags, read without scripts. */
interface HeadAndHeading {
  title: string;
  h1: string | undefined;
  canonical: string | null | undefined;
  description: string | null | undefined;
  ogTitle?: string | null;
  twitterCard?: string | null;
}

function readStatic(html: string): HeadAndHeading {
  // jsdom runs no scripts by default: this is the served HTML as a crawler parses it, without
  // a second, script-less browser context per route.
  const { document } = new JSDOM(html).window;
  return {
    title: document.title,
    h1: document.querySelector('main h1')?.textContent?.trim(),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    twitterCard: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
  };
}

async function readHydrated(page: Page): Promise<HeadAndHeading> {
  return {
    title: await page.title(),
    h1: (await page.locator('main h1').first().textContent())?.trim(),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
  };
}

// Eight routes a test, one page for them all (a test's own browser context, page and trace cost
// more than reading a route); each route is a step, so a failure names its route.
const batches = Array.from({ length: Math.ceil(routes.length / 8) }, (_, i) =>
  routes.slice(i * 8, i * 8 + 8),
);

test.describe('prerendered HTML', () => {
  for (const batch of batches) {
    test(`${batch.join(', ')}: title, description, canonical, social tags and h1 without JavaScript, the same after hydration`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000 + batch.length * 10_000);
      for (const path of batch) {
        await test.step(path, async () => {
          const response = await request.get(path);
          expect(response.status()).toBe(200);
          const html = await response.text();
          expect(html).toContain(`data-prerendered-path="${path}"`);
          expect(html.match(/<title>/g), 'exactly one <title>').toHaveLength(1);
          expect(html).toMatch(/<h1[\s>]/);

          const seen = readStatic(html);
          expect(seen.title.length).toBeGreaterThan(10);
          expect(seen.h1?.length ?? 0).toBeGreaterThan(2);
          expect(seen.canonical).toMatch(
            new RegExp(`^https?://[^/]+${path === '/' ? '/' : path}$`),
          );
          expect(seen.description?.length ?? 0).toBeGreaterThan(50);
          expect(seen.ogTitle).toBe(seen.title);
          expect(seen.twitterCard).toBe('summary_large_image');

          await page.goto(path);
          await waitForApp(page);
          const after = await readHydrated(page);
          expect(after.title).toBe(seen.title);
          expect(after.h1).toBe(seen.h1);
          expect(after.canonical).toBe(seen.canonical);
          expect(after.description).toBe(seen.description);
          // React keeps a single set of head tags: nothing duplicated by hydration.
          await expect(page.locator('head title')).toHaveCount(1);
          await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
        });
      }
    });
  }
});

test.describe('hydration', () => {
  for (const path of [
    '/',
    '/pricing',
    '/services',
    '/coming-soon',
    '/blog/tenant-screening',
    '/faq',
  ]) {
    test(`${path} hydrates in place without console errors or warnings`, async ({ page }) => {
      const logs = collectConsole(page);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      // Remember the prerendered DOM node before any script runs: hydration must adopt it,
      // whereas a mismatch makes React throw the server HTML away and render anew.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __prerendered?: Element | null }).__prerendered =
            document.getElementById('root')?.firstElementChild;
        });
      });
      await page.goto(path);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      const adopted = await page.evaluate(
        () =>
          document.getElementById('root')?.firstElementChild ===
          (window as unknown as { __prerendered?: Element | null }).__prerendered,
      );
      expect(adopted, 'the prerendered DOM was hydrated, not replaced').toBe(true);
      const problems = logs.messages
        .filter((m) => m.type() === 'error' || m.type() === 'warning')
        .map((m) => `${m.type()}: ${m.text()}`);
      expect(problems).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
});

test.describe('crawler files', () => {
  test('sitemap.xml lists every static route and its Spanish twin once, as absolute URLs', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const twins = routes.map((path) => localizedPath('es', path));
    expect(locs.sort()).toEqual([...routes, ...twins].sort());
    expect(xml).not.toContain('/auth');
    expect(xml).not.toContain('/admin');
  });

  test('robots.txt disallows /auth, /admin and /portal and points at the sitemap', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/auth$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/portal$/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test('404.html is the bare SPA shell', async ({ request }) => {
    const html = await (await request.get('/404.html')).text();
    expect(html).toContain('<div id="root"><!--app-html--></div>');
    expect(html).not.toContain('data-prerendered-path');
  });
});
