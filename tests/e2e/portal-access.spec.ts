/**
 * /admin/people on a phone (390×844, mobile emulation, touch): staff add a person,
 * invite them as a tenant, the invitation mail (landing on set-password, then the portal) reaches
 * the mail catcher, a resend mails again, and a confirmed revoke leaves the role revoked. Axe on
 * the screen and its dialogs; no horizontal scroll. A tenant who forgot the password asks from
 * /portal, and the mailed link and a new password bring them back to /portal, not the staff area.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MAIL_CATCHER_URL } from './fixtures/env';
import { service } from './fixtures/portalMaintenance';
import { openAdminSection } from './fixtures/adminBar';

// Toasts are the app-wide Toaster's (see admin.spec.ts).
const AXE = { exclude: ['[data-sonner-toaster]'] };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

interface CaughtEmail {
  id: string;
  to: Array<{ address: string }>;
  html?: string;
}

/** The invitation links mailed to `to` so far, oldest first. */
async function mailedLinks(to: string): Promise<string[]> {
  const res = await fetch(`${MAIL_CATCHER_URL}/email`);
  const mails = (await res.json()) as CaughtEmail[];
  return mails
    .filter((m) => m.to.some((a) => a.address === to))
    .map((m) => (/href="([^"]+)"/.exec(m.html ?? '')?.[1] ?? '').replace(/&amp;/g, '&'));
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth);
}

// Phone only: /admin/people has one layout at every width (responsive CSS), so a desktop run
// repeated the phone's checks; staff.spec.ts opens People at 1280 px with axe.
for (const [device, options] of [['phone', PHONE]] as const) {
  test.describe(`people and portal access (${device})`, () => {
    test.use(options);

    test('add a person, invite as tenant, resend, revoke', async ({ page }) => {
      test.setTimeout(90_000);
      const name = `Tess Tenant ${crypto.randomUUID().slice(0, 6)}`;
      const email = `tess-${crypto.randomUUID().slice(0, 8)}@example.com`;

      await page.goto('/auth');
      await waitForApp(page);
      await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN_EMAIL);
      await page.locator('input[autocomplete="current-password"]').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL('/admin');
      await openAdminSection(page, 'People');
      await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);

      await page.getByRole('button', { name: 'Add a person' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a person' });
      await dialog.getByRole('textbox', { name: /Full name/ }).fill(name);
      await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
      await dialog.getByRole('textbox', { name: 'Phone' }).fill('(909) 555-0177');
      await expectNoAxeViolations(page, AXE);
      await dialog.getByRole('button', { name: 'Save person' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`${name} was added.`)).toBeVisible();

      const card = page.getByRole('listitem', { name });
      await card.getByRole('button', { name: `Invite ${name} as tenant` }).click();
      await expect(page.getByText(`Invitation sent to ${email}.`, { exact: false })).toBeVisible();
      await expect(card.getByText('Invitation pending')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, AXE);

      await expect.poll(() => mailedLinks(email).then((l) => l.length)).toBe(1);
      const [link] = await mailedLinks(email);
      const redirect = new URL(link ?? '').searchParams.get('redirect_to') ?? '';
      expect(new URL(redirect).pathname).toBe('/auth/set-password');
      expect(new URL(redirect).searchParams.get('next')).toBe('/portal');

      await card.getByRole('button', { name: `Resend the tenant invitation to ${name}` }).click();
      await expect(
        page.getByText(`Invitation sent again to ${email}.`, { exact: false }),
      ).toBeVisible();
      await expect.poll(() => mailedLinks(email).then((l) => l.length)).toBe(2);

      await card.getByRole('button', { name: `Revoke tenant access for ${name}` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(`Withdraw the invitation for ${name}?`);
      await expectNoAxeViolations(page, AXE);
      await confirm.getByRole('button', { name: 'Revoke access' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText(/no longer works/)).toBeVisible();
      await expect(card.getByText('Revoked', { exact: true })).toBeVisible();
      await expect(card).toContainText(`by ${ADMIN_EMAIL}`);
      await expect(card.getByRole('button', { name: `Invite ${name} as tenant` })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });

    test('a tenant who forgot the password comes back to /portal', async ({ page }) => {
      // A tenant of its own: max_frequency allows one recovery mail a minute per address.
      const email = `fern-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const made = await service.auth.admin.createUser({
        email,
        password: 'old-password-123',
        email_confirm: true,
      });
      expect(made.error).toBeNull();
      const person = await service
        .from('people')
        .insert({ full_name: 'Fern Forgot', email, user_id: made.data.user!.id })
        .select('id')
        .single();
      expect(person.error).toBeNull();
      const access = await service
        .from('portal_access')
        .insert({ person_id: (person.data as { id: string }).id, role: 'tenant' });
      expect(access.error).toBeNull();

      await page.goto('/portal');
      await waitForApp(page);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect.poll(() => mailedLinks(email).then((l) => l.length)).toBe(1);
      const [link] = await mailedLinks(email);
      const redirect = new URL(new URL(link ?? '').searchParams.get('redirect_to') ?? '');
      expect(redirect.searchParams.get('next')).toBe('/portal');

      await page.goto(link ?? '');
      await expect(page).toHaveURL(/\/auth\/set-password/);
      await page.locator('input[autocomplete="new-password"]').first().fill('new-password-456');
      await page.locator('input[autocomplete="new-password"]').nth(1).fill('new-password-456');
      await page.getByRole('button', { name: 'Save password' }).click();
      await expect(page).toHaveURL('/portal');
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(page.getByText('does not have admin access')).toHaveCount(0);
      await expectNoHorizontalScroll(page);
    });
  });
}
