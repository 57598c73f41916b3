/**
 * The content pages in Chromium against the production build: blog index and articles (share,
 * copy link, related, lazy bodies, not-found), FAQ accordion by keyboard, Terms, the county and
 * city pages, and the old city links. Key text and headings, JSON-LD, and axe-core on every page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { blogPosts } from '../../src/content/blog/index.ts';
import { faqItems } from '../../src/content/faq.ts';
import {
  cityRules,
  locationDetails,
  sanBernardinoCountyDetails,
} from '../../src/content/locationDetails.ts';
import { locationPages, marketFigures, sanBernardinoCounty } from '../../src/content/locations.ts';
import { termsSections } from '../../src/content/terms.ts';
import { accessibilitySections } from '../../src/content/accessibility.ts';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { collectConsole } from './fixtures/console';

const figureCities = ['west-covina', 'desert-hot-springs', 'la-verne'] as const;

async function jsonLdTypes(page: Page): Promise<unknown[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { '@type': unknown })['@type']);
}

async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const block = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((b) => b['@type'] === type);
  expect(block, `JSON-LD block of type ${type}`).toBeTruthy();
  return block!;
}

/** Every <img> in main has width, height and alt, and all but the first few load lazily. */
async function expectSizedImages(page: Page) {
  const images = await page
    .locator('main img')
    .evaluateAll((imgs) =>
      imgs.map((img) => [
        img.getAttribute('width'),
        img.getAttribute('height'),
        img.getAttribute('alt'),
      ]),
    );
  for (const [width, height, alt] of images) {
    expect(Number(width)).toBeGreaterThan(0);
    expect(Number(height)).toBeGreaterThan(0);
    expect(alt).toBeTruthy();
  }
}

test.describe('blog', () => {
  test('/blog lists the six articles with a call to action', async ({ page }) => {
    await page.goto('/blog');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Property Management Insights',
    );
    await expect(page).toHaveTitle(/Blog/);

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'View Available Properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(main.locator('a[href="/schedule-demo"]')).toHaveCount(1);

    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const [i, post] of blogPosts.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        `/blog/${post.id}`,
      );
      await expect(card.getByText(post.category, { exact: true })).toBeVisible();
      await expect(card.getByText(post.excerpt)).toBeVisible();
      await expect(card.getByRole('img', { name: post.image.alt })).toHaveAttribute(
        'src',
        post.image.cardSrc,
      );
    }
    await expectSizedImages(page);
    expect(await jsonLdTypes(page)).toContain('Blog');
    await expectNoAxeViolations(page);
  });

  for (const post of blogPosts) {
    test(`/blog/${post.id} shows the full article`, async ({ page }) => {
      const logs = collectConsole(page);
      await page.goto(`/blog/${post.id}`);
      await waitForApp(page);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(page).toHaveTitle(new RegExp(post.title.slice(0, 20)));
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(post.title);
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Back to Blog' }),
      ).toBeVisible();

      const readMinutes = Math.ceil(post.wordCount / 200);
      await expect(page.getByText(`${readMinutes} min read`)).toBeVisible();
      await expect(page.locator('time').first()).toHaveAttribute('datetime', post.published);
      await expect(page.getByText(`Author: ${post.author}`, { exact: true })).toBeVisible();

      const hero = page.getByRole('img', { name: post.image.alt });
      await expect(hero).toHaveAttribute('width', '1200');
      await expect(hero).toHaveAttribute('height', '630');
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      const share = page.getByRole('group', { name: 'Share this article' });
      for (const name of ['Share on Facebook', 'Share on Twitter', 'Share on LinkedIn']) {
        const link = share.getByRole('link', { name: new RegExp(`^${name}`) });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        await expect(link).toHaveAttribute(
          'href',
          new RegExp(encodeURIComponent(`/blog/${post.id}`)),
        );
      }
      await expect(share.getByRole('link', { name: 'Share by email' })).toHaveAttribute(
        'href',
        /^mailto:\?subject=/,
      );
      await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();

      // The body: at least three section headings and a long text.
      const article = page.getByRole('article').first();
      expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4);
      const words = (await article.innerText()).split(/\s+/).length;
      expect(words).toBeGreaterThan(700);

      await expect(page.locator('main a[href="/schedule-demo"]')).toHaveCount(1);
      const related = blogPosts.filter((p) => p.category === post.category && p.id !== post.id);
      if (related.length > 0) {
        const section = page.locator('section', {
          has: page.getByRole('heading', { name: 'Related Articles' }),
        });
        await expect(section.getByRole('article')).toHaveCount(Math.min(3, related.length));
      } else {
        await expect(page.getByRole('heading', { name: 'Related Articles' })).toHaveCount(0);
      }

      expect(await jsonLdTypes(page)).toEqual(
        expect.arrayContaining(['BlogPosting', 'BreadcrumbList']),
      );
      const posting = await jsonLdOfType(page, 'BlogPosting');
      expect(posting.headline).toBe(post.title);
      expect(posting.wordCount).toBe(post.wordCount);

      await expectSizedImages(page);
      await expectNoAxeViolations(page);
      // Hydrating the prerendered article (its body is a lazily loaded chunk) is clean.
      expect(logs.errors()).toEqual([]);
    });
  }

  test('the prerendered article is readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog/tenant-screening');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      blogPosts.find((p) => p.id === 'tenant-screening')!.title,
    );
    await expect(
      page.getByRole('heading', { level: 2, name: 'Write your criteria before you advertise' }),
    ).toBeVisible();
    await context.close();
  });

  test('copy link puts the article URL on the clipboard and confirms', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/blog/california-laws');
    await waitForApp(page);
    // An island: not loaded with the page; the first click loads it and is replayed.
    await expect(page.locator('[data-share-ready]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/blog\/california-laws$/);
  });

  test('copy link reports a refused clipboard', async ({ page }) => {
    await page.goto('/blog/california-laws');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Copy link' }).hover(); // loads the island
    await expect(page.locator('[data-share-ready]')).toHaveCount(1); // the island hydrated
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
        configurable: true,
      });
    });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Failed to copy link.')).toBeVisible();
  });

  test('navigating from the list to an article loads its body client-side', async ({ page }) => {
    await page.goto('/blog');
    await waitForApp(page);
    const post = blogPosts.find((p) => p.id === 'maintenance-guide')!;
    await page.getByRole('link', { name: post.title }).click();
    await expect(page).toHaveURL(`/blog/${post.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Spring: get ready for the heat' }),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test('an unknown article shows Post Not Found', async ({ page }) => {
    await page.goto('/blog/no-such-article');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Property Management Insights',
    );
  });
});

test('/faq: 20 questions in a single-open accordion that works by keyboard', async ({ page }) => {
  await page.goto('/faq');
  await waitForApp(page);
  // An island: not loaded with the page; pointing at it loads it.
  await expect(page.locator('[data-faq-ready]')).toHaveCount(0);
  await page.locator('main h2 > button[aria-expanded]').first().hover();
  await expect(page.locator('[data-faq-ready]')).toHaveCount(1); // the island hydrated
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');

  const triggers = page.locator('main h2 > button[aria-expanded]');
  await expect(triggers).toHaveCount(20);
  await expect(page.locator('main button[aria-expanded="true"]')).toHaveCount(0);
  const [first, second] = [faqItems[0]!, faqItems[1]!];
  const firstButton = page.getByRole('button', { name: first.question });
  const secondButton = page.getByRole('button', { name: second.question });

  await firstButton.focus();
  await page.keyboard.press('Enter');
  await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(first.answer)).toBeVisible();

  await page.keyboard.press('ArrowDown');
  await expect(secondButton).toBeFocused();
  await page.keyboard.press('Space');
  await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
  await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(first.answer)).toBeHidden();
  await expect(page.getByText(second.answer)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Enter');
  await expect(secondButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('main button[aria-expanded="true"]')).toHaveCount(0);

  await expect(page.locator('main a[href="/contact"]')).toHaveCount(1);
  await expect(page.locator('main a[href="/schedule-demo"]')).toHaveCount(1);
  const faq = await jsonLdOfType(page, 'FAQPage');
  expect((faq.mainEntity as unknown[]).length).toBe(20);
  await expectNoAxeViolations(page);
});

test('/terms: 13 sections, last updated December 2024', async ({ page }) => {
  await page.goto('/terms');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.getByText('Last updated: December 2024')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    termsSections.map((s) => s.title),
  );
  await expect(page.getByText(/capped at six months of management fees/)).toBeVisible();
  await expect(page.getByText(/30 days’ written notice/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/accessibility: the WCAG 2.1 AA statement, how the site is tested, how to report', async ({
  page,
}) => {
  await page.goto('/accessibility');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    accessibilitySections.map((s) => s.title),
  );
  await expect(page.getByText(/WCAG 2\.1 Level AA/).first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/accessibility$/);
  // The contents list jumps to a section by keyboard.
  await page.getByRole('link', { name: accessibilitySections[3]!.title }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#${accessibilitySections[3]!.id}$`));
  await expectNoAxeViolations(page);
});

test('/san-bernardino-county: reasons, checklist, hotspots and consultation links', async ({
  page,
}) => {
  await page.goto('/san-bernardino-county');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sanBernardinoCounty.title);
  for (const reason of sanBernardinoCountyDetails.reasons) {
    await expect(page.getByRole('heading', { level: 3, name: reason.title })).toBeVisible();
  }
  for (const spot of sanBernardinoCountyDetails.hotspots) {
    await expect(page.getByRole('heading', { level: 3, name: spot.name })).toBeVisible();
  }
  for (const figure of [
    marketFigures.countyOccupancy,
    marketFigures.countyResidents,
    marketFigures.countyCoastalDiscount,
  ]) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(page.locator('main a[href="/schedule-demo"]')).toHaveCount(2);
  expect(await jsonLdTypes(page)).toContain('Service');
  await expectNoAxeViolations(page);
});

// The three cities with market figures and one without (its rules, prices and listings link).
for (const location of [
  ...figureCities.map((slug) => locationPages[slug]),
  locationPages['palm-springs'],
]) {
  test(`/locations/${location.slug}: benefits, checklist, rules, neighborhoods, Service JSON-LD`, async ({
    page,
  }) => {
    await page.goto(`/locations/${location.slug}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(location.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/locations/${location.slug}$`),
    );
    for (const stat of location.stats) {
      await expect(page.getByText(stat.value, { exact: true })).toBeVisible();
    }
    for (const benefit of locationDetails[location.slug].benefits) {
      await expect(page.getByRole('heading', { level: 3, name: benefit.title })).toBeVisible();
    }
    for (const rule of cityRules(location.slug)) {
      await expect(page.getByRole('heading', { level: 3, name: rule.title })).toBeVisible();
      await expect(page.getByRole('link', { name: rule.sources[0]!.label })).toHaveAttribute(
        'href',
        rule.sources[0]!.url,
      );
    }
    for (const area of locationDetails[location.slug].neighborhoods) {
      await expect(page.getByRole('heading', { level: 3, name: area.name })).toBeVisible();
    }
    await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/schedule-demo"]').first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: `See homes for rent in ${location.city}` }),
    ).toHaveAttribute('href', `/properties?type=rent&city=${location.city.replace(/ /g, '+')}`);
    const service = await jsonLdOfType(page, 'Service');
    expect(service.areaServed).toMatchObject({ '@type': 'City', name: location.city });
    await expectNoAxeViolations(page);
  });
}

test('an unknown location shows the 404 screen', async ({ page }) => {
  await page.goto('/locations/atlantis');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});

test('an old city link goes on to the city’s page, with no coming-soon screen', async ({
  page,
}) => {
  await page.goto('/city/rancho-cucamonga');
  await expect(page).toHaveURL('/locations/rancho-cucamonga');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    locationPages['rancho-cucamonga'].title,
  );
});

test('an unknown city shows the 404 screen', async ({ page }) => {
  await page.goto('/city/sacramento');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toHaveCount(0);
});
