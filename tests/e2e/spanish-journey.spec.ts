/**
 * A Spanish-speaking visitor and tenant on a phone (390×844, mobile emulation): the Spanish home
 * and its menu, the contact form's errors in Spanish, the Spanish confirmation in the mail
 * catcher, a listing page in Spanish with its alternates, and the tenant portal switched to
 * Spanish and kept on the account. Each screen passes axe. Every Spanish page's head and axe run
 * is spanish-pages.spec.ts's.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures/test';
import { company } from '@/config/company';
import { PORTAL_SEED_PASSWORD, portalSeed } from '../support/portalSeed';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { MAIL_CATCHER_URL } from './fixtures/env';
import { resetLeadLimits } from './fixtures/leadLimits';
import { AXE, PHONE, service } from './fixtures/portalMaintenance';

interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  text?: string;
}

async function mailTo(address: string): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        const emails = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as CaughtEmail[];
        found = emails.find((e) => e.to.some((to) => to.address === address));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

// tenant2 is this spec's alone among the browser specs: its account language changes here.
const tenant = portalSeed.tenant2;
const setTenantLocale = async (locale: 'en' | 'es') => {
  const { error } = await service.from('people').update({ locale }).eq('id', tenant.personId);
  if (error) throw new Error(error.message);
};

test.use(PHONE);
test.describe.configure({ timeout: 90_000 });
test.beforeEach(resetLeadLimits);
test.afterAll(() => setTenantLocale('en'));

test('a visitor reads the Spanish home, writes to the office and gets the reply in Spanish', async ({
  page,
}) => {
  await page.goto('/es');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, AXE);

  // The menu is an island: the first tap is held until its code arrives, then opens it.
  await page.getByRole('button', { name: 'Abrir menú' }).tap();
  const menu = page.getByRole('navigation', { name: 'Menú móvil' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Contacto' }).tap();
  await expect(page).toHaveURL(/\/es\/contact$/);
  await waitForApp(page);

  const send = page.getByRole('button', { name: 'Enviar mensaje' });
  await send.tap();
  const name = page.getByRole('textbox', { name: /Nombre completo/ });
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('El nombre debe tener al menos 2 caracteres');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Cuéntenos sobre su propiedad' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, AXE);

  const email = `rosa-${randomUUID().slice(0, 8)}@example.com`;
  await name.fill('Rosa Méndez');
  await page.getByRole('textbox', { name: /Correo electrónico/ }).fill(email);
  await page.getByRole('textbox', { name: /Teléfono/ }).fill('909 555 0142');
  await page
    .getByRole('textbox', { name: /Sobre su propiedad/ })
    .fill('Una casa de tres recámaras en Fontana, lista para rentar.');
  await send.tap();
  await expect(page.getByText('¡Mensaje enviado!')).toBeVisible();

  const reply = await mailTo(email);
  expect(reply.subject).toBe(`Recibimos su mensaje - ${company.name}`);
  expect(reply.text).toContain('Gracias por contarnos sobre su propiedad.');
  const { data: lead } = await service.from('leads').select('locale').eq('email', email).single();
  expect(lead?.locale).toBe('es');
});

test('a renter opens a listing in Spanish; its head names both languages', async ({ page }) => {
  await page.goto('/es/properties');
  await waitForApp(page);
  // The list refetches after hydration and other specs add listings meanwhile: the first card can
  // change under the finger. Let the list settle, then tap the listing that was read.
  await page.waitForLoadState('networkidle');
  const href = await page.locator('main a[href^="/es/properties/"]').first().getAttribute('href');
  await page.locator(`main a[href="${href}"]`).first().tap();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const english = href!.replace(/^\/es/, '');
  const alternate = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
  await expect(alternate('es')).toHaveAttribute('href', new RegExp(`${href}$`));
  await expect(alternate('en')).toHaveAttribute('href', new RegExp(`${english}$`));
  await expect(alternate('x-default')).toHaveAttribute('href', new RegExp(`${english}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${href}$`),
  );
  await expectNoAxeViolations(page, AXE);
});

test('a tenant switches the portal to Spanish and finds it in Spanish on the next visit', async ({
  page,
}) => {
  await setTenantLocale('en');
  await page.goto('/portal');
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(tenant.email);
  await page.locator('input[autocomplete="current-password"]').fill(PORTAL_SEED_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Tenant portal' })).toBeVisible();

  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'Español' })
    .tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Portal del inquilino' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page, AXE);

  // Kept on the account: a fresh visit (no stored choice in this browser) opens in Spanish.
  await expect
    .poll(async () => {
      const { data } = await service.from('people').select('locale').eq('id', tenant.personId);
      return data?.[0]?.locale;
    })
    .toBe('es');
  await page.evaluate(() => window.localStorage.removeItem('portal-locale'));
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Portal del inquilino' })).toBeVisible();
});
