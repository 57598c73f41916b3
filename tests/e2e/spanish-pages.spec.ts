/**
 * Every Spanish page at phone size (390×844, mobile emulation): its prerendered HTML is in
 * Spanish (<html lang="es">, the canonical /es URL, hreflang alternates both ways plus
 * x-default), it hydrates to the same heading, and axe finds nothing. The sitemap lists every
 * twin with its alternates.
 */
import { expect, test } from './fixtures/test';
import { localizedPath, staticPublicPaths } from '@/config/paths';
import { blogPosts } from '@/content/blog';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { AXE, PHONE } from './fixtures/portalMaintenance';

const english = staticPublicPaths(blogPosts.map((post) => post.id));
const SPANISH_LISTING = localizedPath('es', '/properties/0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01');
const spanish = [...english.map((path) => localizedPath('es', path)), SPANISH_LISTING];

/** The alternates a page's head links to, as { hreflang: path }. */
function alternatesIn(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)];
  return Object.fromEntries(links.map((m) => [m[1]!, new URL(m[2]!).pathname]));
}

test.use(PHONE);

test('the sitemap lists each page in both languages, each with both alternates and x-default', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const blocks = xml.split('<url>').slice(1);
  const byPath = new Map(
    blocks.map((b) => [new URL(/<loc>([^<]+)<\/loc>/.exec(b)![1]!).pathname, b]),
  );
  for (const path of english) {
    const twin = localizedPath('es', path);
    for (const listed of [path, twin]) {
      const block = byPath.get(listed);
      expect(block, `${listed} in the sitemap`).toBeDefined();
      for (const [lang, href] of [
        ['en', path],
        ['es', twin],
        ['x-default', path],
      ] as const) {
        expect(block, `${listed}: ${lang}`).toMatch(
          new RegExp(`hreflang="${lang}" href="https?://[^"]+${href === '/' ? '/' : href}"`),
        );
      }
    }
  }
});

// Five pages a test, one browser page for them all (a test's own context, page and trace cost
// more than reading a page); each path is a step, so a failure names it.
const batches = Array.from({ length: Math.ceil(spanish.length / 5) }, (_, i) =>
  spanish.slice(i * 5, i * 5 + 5),
);

for (const batch of batches) {
  test(`${batch.join(', ')}: Spanish HTML with its alternates, hydrated, no axe violations`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000 + batch.length * 15_000);
    for (const path of batch) {
      await test.step(path, async () => {
        const englishPath = path.replace(/^\/es(?=\/|$)/, '') || '/';
        const html = await (await request.get(path)).text();
        expect(html).toContain('<html lang="es">');
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"`));
        expect(alternatesIn(html)).toEqual({ en: englishPath, es: path, 'x-default': englishPath });
        const twin = await (await request.get(englishPath)).text();
        expect(twin).toContain('<html lang="en">');
        expect(alternatesIn(twin)).toEqual({ en: englishPath, es: path, 'x-default': englishPath });

        await page.goto(path);
        await waitForApp(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        await expect(page.locator('main h1').first()).toBeVisible();
        await expectNoAxeViolations(page, AXE);
      });
    }
  });
}

test.describe('the set-password page (invite and recovery links)', () => {
  test.use({ locale: 'es-US' });

  test('speaks the portal’s language: Spanish for a Spanish browser, English a tap away', async ({
    page,
  }) => {
    await page.goto('/auth/set-password');
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Elija una contraseña nueva' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Abra el enlace de su correo electrónico para elegir aquí su contraseña, o pida un enlace nuevo abajo.',
    );
    await expect(page.getByRole('button', { name: 'Enviar el enlace' })).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  });
});
