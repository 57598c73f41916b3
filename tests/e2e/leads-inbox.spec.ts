/**
 * The office's leads workflow against the production build and the local backend, at phone size
 * (390x844, mobile emulation; the inbox at a desk, its filters in view, is admin.spec.ts and
 * privacy.spec.ts): a showing request sent from a listing page
 * arrives in /admin/leads as new, the office marks it contacted and adds a note by keyboard
 * alone, the history and note are stored with their author, the admin bar's count of new leads
 * follows, the office's email is in the mail catcher, and axe passes on each screen. On a phone
 * the leads come first: the filters are folded behind one Filters button that counts them.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { ADMIN_EMAIL, BACKEND_URL, MAIL_CATCHER_URL, SERVICE_ROLE_KEY } from './fixtures/env';
import { resetLeadLimits } from './fixtures/leadLimits';
import { signInAsAdmin } from './fixtures/session';
import { adminSectionLink, openAdminSection } from './fixtures/adminBar';

test.beforeEach(resetLeadLimits);

/** Toasts are transient notices of the app shell (see admin.spec.ts). */
const AXE = { exclude: ['[data-sonner-toaster]'] };

// A seeded active listing (supabase/seed.sql).
const LISTING = {
  id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e04',
  title: 'Two-Story Townhome with Attached Garage in North Fontana',
};

const serviceClient = () =>
  createClient(BACKEND_URL, SERVICE_ROLE_KEY, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });

/** Presses Tab until `target` has focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 20): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function requestShowing(page: Page, name: string, email: string): Promise<void> {
  await page.goto(`/properties/${LISTING.id}`);
  await waitForApp(page);
  // This listing has no showing hours: once the form is used, it asks for a time.
  const form = page.getByRole('region', { name: /^(Book|Request) a showing$/ });
  await form.getByLabel('Full Name').fill(name);
  await expect(form.getByLabel('Preferred Showing Date')).toBeVisible();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('909-555-0188');
  await form.getByLabel('Preferred Contact Method').selectOption('phone');
  await form.getByLabel('Best Time to Reach You').selectOption('morning');
  await form.getByLabel('Preferred Showing Date').fill('2099-07-01');
  await form.getByLabel('Message').fill('Is the garage big enough for two cars?');
  await form.getByRole('button', { name: 'Request a Showing' }).click();
  await expect(page.getByText('Showing requested!')).toBeVisible();
}

/** The database's count of new, open leads (what the admin bar counts). */
async function newLeadCount(): Promise<number> {
  const { count } = await serviceClient()
    .from('leads')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'new')
    .is('archived_at', null);
  return count ?? 0;
}

/**
 * The admin bar's count of new leads and the database's, polled until they agree. The count is
 * global and the other Playwright worker may store or delete a lead meanwhile, which the bar does
 * not refetch by itself: only when the database's count has moved since `since` (taken just
 * before the bar last fetched: before signing in, or once the admin's own change was saved) is
 * the page reloaded for a fresh count. An unchanged database must match without a reload.
 */
async function expectNewCountMatchesDatabase(page: Page, since?: number): Promise<void> {
  const atStart = since ?? (await newLeadCount());
  await expect
    .poll(
      async () => {
        const before = await newLeadCount();
        // On a phone the link is in the bar's folded menu, opened again after a reload.
        const link = await adminSectionLink(page, /Leads/);
        const shown = Number(/(\d+) new/.exec((await link.textContent()) ?? '')?.[1] ?? '0');
        const after = await newLeadCount();
        if (shown === before || shown === after) return 'same';
        if (before === after && after !== atStart) {
          await page.reload();
          await waitForApp(page);
        }
        return `bar ${shown}, database ${after}`;
      },
      { timeout: 20_000 },
    )
    .toBe('same');
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

async function workflow(page: Page): Promise<void> {
  const name = `Inbox ${randomUUID().slice(0, 8)}`;
  const email = `inbox-${randomUUID().slice(0, 8)}@example.com`;
  await requestShowing(page, name, email);

  // The office's email is in the catcher.
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as Array<{
          subject: string;
          text?: string;
        }>;
        return mails.some(
          (m) => m.subject.startsWith('Showing request:') && (m.text ?? '').includes(email),
        );
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  const beforeSignIn = await newLeadCount();
  await signInAsAdmin(page);
  await expectNewCountMatchesDatabase(page, beforeSignIn);
  await openAdminSection(page, /Leads/);
  await expect(page).toHaveURL('/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  // It arrived as new, marked as a showing request for the listing.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Showing request');
  await expect(card).toContainText(LISTING.title);
  await expect(card).toContainText('New');
  await expectNoAxeViolations(page, AXE);
  const search = page.getByRole('searchbox', { name: 'Filter leads' });
  const filtersButton = page.getByRole('button', { name: /^Filters/ });
  await expectNoHorizontalScroll(page);
  // Leads first: the filters are folded behind one button, the first lead is on the first
  // screen (measured at the top of the page, before any scrolling).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(search).toBeHidden();
  await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
  const first = page.getByRole('list', { name: 'Leads, open first' }).getByRole('listitem').first();
  const top = (await first.boundingBox())!.y + (await page.evaluate(() => window.scrollY));
  expect(top, 'first lead card top (px)').toBeLessThan(844 - 120);
  const toggle = (await filtersButton.boundingBox())!;
  expect(toggle.height).toBeGreaterThanOrEqual(44);

  // Keyboard only from here: filter by the email, open the lead, change its status, add a note.
  await tabTo(page, filtersButton, 40);
  await page.keyboard.press('Enter');
  await expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
  await expect(search).toBeVisible();
  await expectNoAxeViolations(page, AXE);
  await tabTo(page, search, 40);
  await page.keyboard.type(email);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email)}`));
  const open = page.getByRole('button', { name: `Open lead from ${name}` });
  await tabTo(page, open);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]lead=/);
  const status = dialog.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveValue('new');
  await tabTo(page, status);
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveValue('contacted');
  await tabTo(page, dialog.getByRole('button', { name: 'Save changes' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Changes saved.')).toBeVisible();
  const afterSave = await newLeadCount();
  await expect(dialog.getByRole('region', { name: 'History' })).toContainText(
    `Contacted, by ${ADMIN_EMAIL}`,
  );

  const note = dialog.getByRole('textbox', { name: 'New note' });
  await tabTo(page, note);
  await page.keyboard.type('Called back; showing on Saturday at 10.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Add note' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Note added.')).toBeVisible();
  const notes = dialog.getByRole('region', { name: 'Notes (1)' });
  await expect(notes).toContainText('Called back; showing on Saturday at 10.');
  await expect(notes).toContainText(ADMIN_EMAIL);
  await expectNoAxeViolations(page, AXE);

  // The dialog fits the screen and its controls are thumb-sized.
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  for (const control of [
    status,
    dialog.getByRole('button', { name: 'Save changes' }),
    dialog.getByRole('button', { name: 'Add note' }),
    dialog.getByRole('button', { name: 'Archive lead' }),
    dialog.getByRole('button', { name: 'Close lead' }),
  ]) {
    const size = (await control.boundingBox())!;
    expect(size.height).toBeGreaterThanOrEqual(44);
    expect(size.width).toBeGreaterThanOrEqual(44);
  }

  // Escape closes it, focus goes back to the card, and the card shows the new status.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(card).toContainText('Contacted');
  await expectNewCountMatchesDatabase(page, afterSave);

  // Stored: status with its history (who), the note with its author.
  const db = serviceClient();
  const { data: lead } = await db
    .from('leads')
    .select('id, status, source')
    .eq('email', email)
    .single();
  expect(lead).toMatchObject({ status: 'contacted', source: 'property_showing' });
  const { data: history } = await db
    .from('lead_status_history')
    .select('to_status, changed_by_email')
    .eq('lead_id', lead!.id)
    .order('id');
  expect(history).toEqual([
    { to_status: 'new', changed_by_email: null },
    { to_status: 'contacted', changed_by_email: ADMIN_EMAIL },
  ]);
  const { data: stored } = await db
    .from('lead_notes')
    .select('body, author_email')
    .eq('lead_id', lead!.id);
  expect(stored).toEqual([
    { body: 'Called back; showing on Saturday at 10.', author_email: ADMIN_EMAIL },
  ]);

  // Filters live in the URL: the status filter narrows the list and Back restores it.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('won');
  await expect(page.getByText('No leads match these filters.')).toBeVisible();
  // On a phone the folded button counts them (status and text).
  await expect(filtersButton).toHaveAccessibleName('Filters, 2 active');
  await page.goBack();
  await expect(card).toBeVisible();
  await expectNoHorizontalScroll(page);
}

test.describe('leads inbox', () => {
  // Each test sends a lead, waits for its mail, signs in and walks the workflow.
  test.describe.configure({ timeout: 90_000 });

  test.describe('phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('390x844: a showing request arrives as new; status and note by keyboard, in cards and a dialog that fits, 44 px targets, axe', async ({
      page,
    }) => {
      await workflow(page);
    });
  });
});
