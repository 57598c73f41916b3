/**
 * Staff accounts on a phone and at a desk: forgot password end to end through the mail catcher,
 * inviting a colleague who then signs in as an admin, the admin bar on public pages, keyboard-only
 * staff management, and every admin screen at 390×844 (mobile emulation, touch) and 1280×800: no
 * horizontal scroll, dialogs inside the viewport with reachable actions, 44 px tap targets, axe.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { ADMIN_EMAIL, BACKEND_URL, MAIL_CATCHER_URL, PUBLISHABLE_KEY } from './fixtures/env';
import { signInAsAdmin as startAsAdmin } from './fixtures/session';
import { adminSectionLink, openAdminSection } from './fixtures/adminBar';
import { portalSeed } from '../support/portalSeed';

// Toasts are the app-wide Toaster's (see admin.spec.ts).
const AXE = { exclude: ['[data-sonner-toaster]'] };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const passwordInput = (page: Page) => page.locator('input[autocomplete="current-password"]');
const adminBar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  html?: string;
}

/** The link of the newest mail to `to` whose subject matches, once the mail catcher has it. */
async function mailedLink(to: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAIL_CATCHER_URL}/email`);
        const mails = (await res.json()) as CaughtEmail[];
        const mail = mails
          .filter((m) => m.to.some((a) => a.address === to) && subject.test(m.subject))
          .at(-1);
        link = (/href="([^"]+)"/.exec(mail?.html ?? '')?.[1] ?? '').replace(/&amp;/g, '&');
        return link;
      },
      { message: `a "${subject.source}" mail to ${to}` },
    )
    .not.toBe('');
  return link;
}

async function createAccount(email: string, password: string): Promise<void> {
  const res = await fetch(`${BACKEND_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.ok).toBe(true);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordInput(page).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/admin');
}

async function signInAsAdmin(page: Page): Promise<void> {
  await startAsAdmin(page);
  await expect(adminBar(page)).toBeVisible();
}

/** Logs out and waits for the toast: it shows once the session is gone, not just the page changed. */
async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Logged out successfully')).toBeVisible();
}

async function setPassword(page: Page, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Repeat new password/).fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL('/admin');
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth);
}

/** Every visible control (not inline text links) inside `scope` is at least 44×44 px. */
async function expectTapTargets(scope: Locator): Promise<void> {
  const small = await scope.evaluate((root) => {
    const controls = root.querySelectorAll<HTMLElement>(
      'button, input:not([type=hidden]), select, textarea, a',
    );
    return [...controls]
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.display === 'inline' || style.visibility === 'hidden') return false;
        // A checkbox or radio is tapped through its label, which toggles it: measure that.
        const target =
          el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type)
            ? (el.closest('label') ?? el)
            : el;
        const box = target.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && (box.width < 44 || box.height < 44);
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
        return `${el.tagName} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  });
  expect(small, 'controls smaller than 44×44 px').toEqual([]);
}

/** The dialog lies inside the viewport, and each named action is visible there. */
async function expectDialogInViewport(page: Page, dialog: Locator, actions: string[]) {
  const size = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
  for (const name of actions) {
    const action = dialog.getByRole('button', { name, exact: true });
    await action.scrollIntoViewIfNeeded();
    await expect(action).toBeInViewport();
    const actionBox = (await action.boundingBox())!;
    expect(actionBox.x + actionBox.width).toBeLessThanOrEqual(size.width);
  }
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('forgot password: the mailed link sets a new password once, then reads as used', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('forgot');
    await createAccount(email, 'old-password-1');

    await page.goto('/auth');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('link to set a new password');
    await expectNoAxeViolations(page, AXE);

    const link = await mailedLink(email, /reset/i);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/set-password/);
    await expect(page.getByText(`For ${email}.`)).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    await expectNoHorizontalScroll(page);
    await setPassword(page, 'new-password-1');
    // A plain account: signed in, without admin access.
    await expect(
      page.getByRole('heading', { level: 1, name: 'This account does not have admin access' }),
    ).toBeVisible();
    await logout(page);

    await signIn(page, email, 'new-password-1');
    await logout(page);

    // The same link again: used up, and the screen says so and offers a new one.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('expired or has already been used');
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await expectNoAxeViolations(page, AXE);
  });

  test('inviting a colleague who sets a password and arrives as an admin', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('colleague');
    await signInAsAdmin(page);
    await openAdminSection(page, 'Staff');
    await expect(page).toHaveURL('/admin/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    // The admin's own row, which starts with the address: colleagues' rows also mention the
    // admin ("invited by ...").
    const ownRow = new RegExp(`^\\s*${ADMIN_EMAIL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    await expect(page.getByRole('listitem').filter({ hasText: ownRow })).toBeVisible();

    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: email });
    await expect(row).toContainText('Invitation pending');
    await expect(row).toContainText(`invited by ${ADMIN_EMAIL}`);
    await adminBar(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(adminBar(page)).toHaveCount(0);

    await page.goto(await mailedLink(email, /invited/i));
    await setPassword(page, 'colleague-pass-1');
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await adminBar(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');

    await signIn(page, email, 'colleague-pass-1');
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(adminBar(page)).toBeVisible();
  });
});

for (const [device, options] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`admin screens (${device})`, () => {
    test.use(options);

    test('no horizontal scroll, dialogs inside the viewport, tap targets, axe', async ({
      page,
    }) => {
      // Seven screens and a home's history, each with axe (1.3 min at load 25 before the history).
      test.setTimeout(150_000);
      await signInAsAdmin(page);

      // Listings: cards on a phone, a table at a desk; every listing links to its public page.
      const list =
        device === 'phone'
          ? page.getByRole('list', { name: 'Listings, newest first' })
          : page.getByRole('table', { name: 'Listings, newest first' });
      await expect(list).toBeVisible();
      const view = list.getByRole('link', { name: /on the public site$/ }).first();
      await expect(view).toHaveAttribute('href', /^\/properties\/[0-9a-f-]{36}$/);
      await expectNoHorizontalScroll(page);
      // At a desk, axe has the listings, their dialogs, Leads and Staff in admin.spec.ts and the
      // keyboard test below: here it checks the phone's layouts and, at both sizes, People.
      if (device === 'phone') {
        await expectNoAxeViolations(page, AXE);
        await expectTapTargets(page.getByRole('main'));
        await expectTapTargets(adminBar(page));
      }

      await page.getByRole('button', { name: 'Add New Property' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Property' });
      await expectDialogInViewport(page, add, ['Add Property', 'Cancel']);
      if (device === 'phone') await expectTapTargets(add);
      await expectNoHorizontalScroll(page);
      await page.keyboard.press('Escape');
      await expect(add).toBeHidden();

      await list
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit Property' });
      await expectDialogInViewport(page, edit, ['Save Changes', 'Cancel']);
      await page.keyboard.press('Escape');
      await expect(edit).toBeHidden();

      await list
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      const confirm = page.getByRole('alertdialog');
      await expectDialogInViewport(page, confirm, ['Delete', 'Cancel']);
      if (device === 'phone') {
        await expectTapTargets(confirm);
        await expectNoAxeViolations(page, AXE);
      }
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();

      for (const [label, heading] of [
        ['Leads', 'Leads'],
        ['People', 'People'],
        ['Staff', 'Staff'],
        ['Audit', 'Audit Trail'],
      ] as const) {
        await openAdminSection(page, label);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        await expectNoHorizontalScroll(page);
        if (device === 'phone' || label === 'People') await expectNoAxeViolations(page, AXE);
        if (device === 'phone') await expectTapTargets(page.getByRole('main'));
      }

      // A home's history from the audit trail (the seed's rows), folded until asked for.
      await page.goto(`/admin/homes/${portalSeed.home1.id}`);
      await waitForApp(page);
      const history = page.getByRole('region', { name: 'History of this home' });
      await history.getByRole('button', { name: 'Show history' }).click();
      const added = new RegExp(`^Added home ${portalSeed.home1.id}`);
      await expect(history.getByRole('listitem').filter({ hasText: added })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, AXE);
      if (device === 'phone') await expectTapTargets(history);

      // The bar follows the admin onto public pages.
      await page.getByRole('link', { name: 'View Public Page' }).click();
      await expect(page).toHaveURL('/properties');
      await expect(await adminSectionLink(page, 'Listings')).toBeVisible();
      await page.goto('/');
      await expect(adminBar(page)).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  });
}

test.describe('staff screen by keyboard alone', () => {
  test.use(DESKTOP);

  /** Presses Tab until `target` has focus (at most `max` times). */
  async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
    for (let i = 0; i < max; i += 1) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  test('invite, then revoke a colleague with the keyboard', async ({ page }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('keyboard');
    await signInAsAdmin(page);
    await page.goto('/admin/staff');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 2, name: /^Admins/ })).toBeVisible();

    await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();

    const remove = page.getByRole('button', { name: `Remove admin access for ${email}` });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Remove access' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Admin access removed.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
    await expectNoAxeViolations(page, AXE);

    // The audit trail names who removed the access and through which function.
    await page.goto('/admin/audit');
    await waitForApp(page);
    const person = page.getByRole('combobox', { name: 'Person' });
    await expect(person.getByRole('option', { name: ADMIN_EMAIL })).toBeAttached();
    await tabTo(page, person);
    await person.selectOption({ label: ADMIN_EMAIL });
    await tabTo(page, page.getByRole('button', { name: 'Show changes' }));
    await page.keyboard.press('Enter');
    const removal = page
      .getByRole('region', { name: 'Changes' })
      .getByRole('listitem')
      .filter({ hasText: /^Deleted staff role/ })
      .first();
    await expect(removal).toContainText(ADMIN_EMAIL);
    await expect(removal).toContainText('Function manage-staff');
    await expectNoAxeViolations(page, AXE);
  });
});
