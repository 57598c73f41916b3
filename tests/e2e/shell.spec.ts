import { expect, test } from './fixtures/test';
import { headerLive, waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { collectConsole } from './fixtures/console';
import { emulateTheme } from './fixtures/theme';
import { resetLeadLimits } from './fixtures/leadLimits';
import { signInWithSession } from './fixtures/session';
import { PORTAL_SEED_PASSWORD, portalSeed } from '../support/portalSeed';
import { BACKEND_URL } from './fixtures/env';

test.beforeEach(resetLeadLimits);

const MISSING_PATH = '/this-page-does-not-exist';

test.describe('404 screen', () => {
  test('shows the message, logs the path and links home; no axe violations (light)', async ({
    page,
  }) => {
    await emulateTheme(page, 'light');
    const logs = collectConsole(page);
    await page.goto(MISSING_PATH);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect
      .poll(() => logs.errors())
      .toContain(`404 Error: User attempted to access non-existent route: ${MISSING_PATH}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
  });

  test('unknown nested paths get it too', async ({ page }) => {
    await page.goto('/blog/this/is/deep');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});

test('a page that fails to load shows the route error screen', async ({ page }) => {
  // The FAQ page's code cannot be downloaded, from the start: blocked only after load, the chunk
  // may already be in the module map (prefetched on a busy machine) and the test would see nothing.
  await page.route('**/assets/FaqPage-*.js', (route) => route.abort());
  await page.goto('/');
  await headerLive(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(
    /Failed to fetch dynamically imported module|error loading dynamically imported module/i,
  );
  // No stack for the visitor in production: the error is reported, and the screen names the
  // report's reference, which the local catcher holds (local-supabase errors.ts).
  const line = page.getByText(/\(Ref\. [0-9A-F]{4}-[0-9A-F]{4}\)/);
  await expect(line).toBeVisible();
  await expect(page.locator('pre')).toHaveCount(0);
  const reference = /[0-9A-F]{4}-[0-9A-F]{4}/.exec((await line.textContent()) ?? '')![0];
  await expect
    .poll(async () => {
      const reports = (await (await fetch(`${BACKEND_URL}/errors/reports`)).json()) as Array<{
        payload: { tags?: Record<string, string> };
      }>;
      return reports.find((r) => r.payload.tags?.reference === reference)?.payload.tags;
    })
    .toMatchObject({ source: 'browser', kind: 'route', route: '/faq', reference });
  // The layout still stands around the error, and a way home is offered.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');

  // Once the network is back, navigating elsewhere recovers.
  await page.unroute('**/assets/FaqPage-*.js');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
});

test.describe('header', () => {
  test('navigation links, current page and focus after navigating', async ({ page }) => {
    await page.goto('/');
    await headerLive(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected = [
      ['Services', '/services'],
      ['Pricing', '/pricing'],
      ['Properties', '/properties'],
      ['Blog', '/blog'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
    ] as const;
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const [name, href] of expected) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(href);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Screen readers land on the new page's heading.
      await expect(page.locator('main h1')).toBeFocused();
    }
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Summit/ })
      .click();
    await expect(page).toHaveURL('/');
    // Owners and tenants sign in to the portal; staff sign in from the footer.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Portal Sign In' }),
    ).toHaveAttribute('href', '/portal');
    await expect(page.getByRole('banner').locator('a[href="/auth"]')).toHaveCount(0);
  });

  test('Get Started opens the lead dialog', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Get Started' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('skip link jumps to the main content; the home page has no axe violations (light)', async ({
    page,
  }) => {
    await emulateTheme(page, 'light');
    await page.goto('/');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveClass(/^(?!.*dark)/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('works with the keyboard alone; the open menu has no axe violations (light)', async ({
    page,
  }) => {
    await emulateTheme(page, 'light');
    await page.goto('/');
    await waitForApp(page);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    // Tab to the menu button.
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      if (await menuButton.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    const closeButton = page.getByRole('button', { name: 'Close menu' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await closeButton.getAttribute('aria-controls')}`);
    await expect(menu).toBeVisible();
    // The open menu, in the light theme (the dark one: 'the dark theme' below).
    await expectNoAxeViolations(page);

    // Every link is reachable with Tab, in order.
    for (const name of [
      'Services',
      'Pricing',
      'Properties',
      'Blog',
      'FAQ',
      'Contact',
      'Portal Sign In',
    ]) {
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Get Started' })).toBeFocused();

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // Following a link closes the menu.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Properties' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/properties');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('a signed-in tenant gets "My portal" instead of signing in or Get Started', async ({
    page,
  }) => {
    // The portal notes the account's area once the database confirmed its role.
    await signInWithSession(page, {
      email: portalSeed.tenant1.email,
      password: PORTAL_SEED_PASSWORD,
      landing: '/portal',
    });
    // Their home is on screen: the portal has its roles (and noted the area).
    await expect(page.getByText('1520 N Garey Ave').first()).toBeVisible();
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'My portal' })).toHaveAttribute('href', '/portal');
    await expect(menu.getByRole('link', { name: 'Portal Sign In' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'My portal' }).click();
    await expect(page).toHaveURL('/portal');
  });
});

test.describe('footer', () => {
  test('links go where they should', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const footer = page.getByRole('contentinfo');
    const expected: Array<[string | RegExp, string]> = [
      [/^Terms/, '/terms'],
      ['Owner Sign In', '/portal'],
      ['Tenant Sign In', '/portal'],
      ['Owner Guide', '/guides/diy-landlord-mistakes.html'],
      ['Privacy Policy', '/privacy'],
      ['Accessibility', '/accessibility'],
      ['Schedule a Quick Call', '/schedule-demo'],
      ['Staff sign in', '/auth'],
    ];
    for (const [name, href] of expected) {
      await expect(
        footer.getByRole('link', { name, exact: typeof name === 'string' }),
      ).toHaveAttribute('href', href);
    }
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    const cities = footer.getByRole('navigation', { name: 'Cities we serve' }).getByRole('link');
    await expect(cities).toHaveCount(17);
    // The year the site was built, in California (the build ran moments ago).
    const year = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
    }).format(new Date());
    await expect(footer).toContainText(`© ${year}`);
    await expect(footer).toContainText('All rights reserved.');

    await footer.getByRole('link', { name: 'Schedule a Quick Call' }).click();
    await expect(page).toHaveURL('/schedule-demo');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /^Terms/ })
      .click();
    await expect(page).toHaveURL('/terms');
  });
});

// Each screen's axe check in the light theme is in its test above (home: the skip link; 404; the
// open menu: the keyboard test); here the same three in the dark theme, in one page.
test('the home page, the 404 page and the open mobile menu have no axe violations (dark)', async ({
  page,
}) => {
  await emulateTheme(page, 'dark');
  await page.goto('/');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page);

  await page.goto(MISSING_PATH);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  await expectNoAxeViolations(page);
});
