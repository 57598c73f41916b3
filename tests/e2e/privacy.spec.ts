/**
 * Privacy in Chromium against the production build and the local backend: at phone size
 * (390×844, mobile emulation, touch) the prerendered /privacy page (title, canonical, JSON-LD,
 * what each form collects, axe, no sideways scroll) and the text-message consent box required
 * before a lead can ask for texts (the same page and dialog at a desk: the request below and
 * leads.spec.ts), and on the desktop a privacy request sent by keyboard that
 * reaches the mail catcher and the admin inbox, is verified from the link in the requester's mail
 * (read from the mail catcher; a POST by button), and only then is deleted by an admin.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  BACKEND_URL,
  MAIL_CATCHER_URL,
  SERVICE_ROLE_KEY,
} from './fixtures/env';
import { resetLeadLimits } from './fixtures/leadLimits';

test.beforeEach(resetLeadLimits);

// Toasts are the app-wide Toaster's (see admin.spec.ts).
const AXE = { exclude: ['[data-sonner-toaster]'] };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

const serviceClient = () =>
  createClient(BACKEND_URL, SERVICE_ROLE_KEY, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });

interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  text?: string;
}

async function caughtEmail(match: (email: CaughtEmail) => boolean): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAIL_CATCHER_URL}/email`);
        found = ((await res.json()) as CaughtEmail[]).find(match);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth);
}

/** Each of these (labels around a choice, links, buttons) is at least 44 px tall. */
async function expectTall(targets: Locator): Promise<void> {
  for (const target of await targets.all()) {
    const box = (await target.boundingBox())!;
    expect(box.height, (await target.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }
}

async function storedLeads(email: string): Promise<Array<Record<string, unknown>>> {
  const { data } = await serviceClient().from('leads').select('*').eq('email', email);
  return data ?? [];
}

for (const [size, device] of [['phone', PHONE]] as const) {
  test.describe(`privacy at ${size} size`, () => {
    test.use(device);
    test.describe.configure({ timeout: 60_000 });

    test('/privacy is prerendered with its policy, linked from the footer; axe finds nothing', async ({
      page,
      request,
    }) => {
      // The HTML as served, before any script runs.
      const html = await (await request.get('/privacy')).text();
      expect(html).toContain('<title>Privacy Policy |');
      expect(html).toMatch(/<link rel="canonical" href="[^"]+\/privacy"/);
      expect(html).toContain('"@type":"WebPage"');
      expect(html).toContain('What Each Form Collects');

      await page.goto('/');
      await waitForApp(page);
      const footerLink = page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Privacy Policy' });
      await expect(footerLink).toHaveAttribute('href', '/privacy');
      await footerLink.click();
      await expect(page).toHaveURL('/privacy');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(page.getByText('Effective date:')).toBeVisible();
      await expect(page.getByRole('term').filter({ hasText: 'Privacy request' })).toBeVisible();
      await expect(page.getByText(/deletes it automatically 24 months later/)).toBeVisible();
      const form = page.getByRole('form', { name: 'Privacy request' });
      await form.hover(); // the form is an island: pointing at it loads it
      await expect(form).toHaveAttribute('data-form-ready', ''); // the island hydrated
      await expectNoHorizontalScroll(page);
      await expectTall(form.locator('label:has(input[type=radio])'));
      await expectNoAxeViolations(page, AXE);
      // With the form's messages showing, too.
      await form.getByRole('button', { name: 'Send Request' }).click();
      await expect(form.getByText('Please choose what you would like us to do')).toBeVisible();
      await expectNoAxeViolations(page, AXE);
    });

    test('picking text as the contact method needs the consent box', async ({ page }) => {
      const email = uniqueEmail(`consent-${size}`);
      await page.goto('/');
      await waitForApp(page);
      // On phones the header's Get Started sits in the menu; the hero's button works on both.
      await page
        .getByRole('main')
        .getByRole('button', { name: /Get Started/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Get Started' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: /Full Name/ }).fill('Maria Lopez');
      await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
      const phone = dialog.getByRole('textbox', { name: /^Phone/ });
      await phone.fill('(909) 555-0142');
      await expect(phone).toHaveAccessibleDescription(/we may call you about this request/);
      await dialog.getByLabel(/Property Address/).fill('West Covina 91790');
      await dialog.getByLabel(/Property Type/).selectOption('condo');
      await dialog.getByLabel(/Units Owned/).selectOption('2-5');
      await dialog.getByRole('radio', { name: 'No' }).check();
      await dialog.getByLabel(/biggest frustration/i).fill('Repairs take weeks to get done.');
      await dialog.getByLabel(/Best Time/).selectOption('evening');
      const box = dialog.getByRole('checkbox', { name: /receive text messages/ });
      await expect(box).toHaveCount(0);
      await dialog.getByRole('radio', { name: 'Text message' }).check();
      await expect(box).toBeVisible();
      await expectTall(dialog.locator('label:has(input[type=checkbox])'));

      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(box).toHaveAccessibleDescription(
        'Please agree to receive text messages, or pick another contact method',
      );
      await expectNoAxeViolations(page, AXE);
      expect(await storedLeads(email)).toEqual([]);

      // By keyboard: Space ticks the box, then the lead goes through with its consent.
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Success!')).toBeVisible();
      await expect.poll(async () => (await storedLeads(email)).length).toBe(1);
      expect((await storedLeads(email))[0]).toMatchObject({
        preferred_contact: 'text',
        text_consent: true,
        consent_version: expect.any(String),
        consent_at: expect.any(String),
      });
    });
  });
}

test.describe('a privacy request', () => {
  test.use(DESKTOP);
  test.describe.configure({ timeout: 90_000 });

  test('sent by keyboard reaches the office, the requester and the admin, who deletes the data once verified', async ({
    page,
  }) => {
    const email = uniqueEmail('forget-me');
    const name = `Pat ${crypto.randomUUID().slice(0, 6)}`;
    // An earlier lead of the same person, to be deleted. Already contacted: deleting it leaves
    // the count of new leads alone, which leads-inbox.spec.ts, in the other worker, checks.
    const { error } = await serviceClient().from('leads').insert({
      status: 'contacted',
      source: 'contact',
      full_name: name,
      email,
      phone: '(626) 555-0166',
      property_address: 'Not provided - general inquiry',
      property_type: 'not specified',
      units_owned: 'not specified',
      biggest_frustration: 'A duplex in Pomona needs a manager.',
      preferred_contact: 'email',
      best_time: 'anytime',
    });
    expect(error).toBeNull();

    await page.goto('/privacy');
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Privacy request' });
    // The form is an island: not loaded with the page; focusing it loads it.
    await expect(form).not.toHaveAttribute('data-form-ready');
    await form.getByRole('radio', { name: 'Know what you hold about me' }).focus();
    await expect(form).toHaveAttribute('data-form-ready', ''); // the island hydrated
    // Radio groups move with the arrow keys; then Tab from field to field.
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'Delete my information' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: /Full Name/ })).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Please delete everything.');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send Request' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Request received')).toBeVisible();

    const office = await caughtEmail(
      (e) => /Privacy request/.test(e.subject) && (e.text ?? '').includes(email),
    );
    expect(office.text).toContain('Delete my information');
    // The requester's mail asks them to confirm, and repeats none of what they typed.
    const mail = await caughtEmail(
      (e) => e.to.some((t) => t.address === email) && /privacy/.test(e.subject),
    );
    expect(mail.subject).toContain('Confirm your privacy request');
    expect(mail.text).not.toContain('Please delete everything.');
    expect(mail.text).not.toContain(name);
    const link = /https?:\/\/\S+(\/privacy\?verify=[A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    const verifyPath = link![1]!;

    await page.goto('/auth');
    await waitForApp(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN_EMAIL);
    await page.locator('input[autocomplete$="password"]').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/admin');
    await page.goto('/admin/leads');
    await waitForApp(page);
    // In the inbox as a lead, and in the privacy requests: not verified, so no delete yet.
    const inboxItem = page
      .getByRole('list', { name: 'Leads, open first' })
      .getByRole('listitem')
      .filter({ hasText: email })
      .filter({ hasText: 'Privacy request' });
    await expect(inboxItem).toBeVisible();
    const requests = page.getByRole('region', { name: 'Privacy requests' });
    const item = requests.getByRole('listitem').filter({ hasText: email });
    await expect(item).toContainText(`Not verified: ${email} has not confirmed it yet`);
    const remove = requests.getByRole('button', { name: `Delete the data of ${name}` });
    await expect(remove).toHaveCount(0);

    // The requester opens the link: the page changes nothing until the button is pressed.
    await page.goto(verifyPath);
    await waitForApp(page);
    const panel = page.getByRole('region', { name: 'Confirm your privacy request' });
    await expect(panel).toBeVisible();
    // Read, then dropped from the address bar (src/lib/linkToken.ts).
    await expect(page).toHaveURL((url) => url.pathname === '/privacy' && url.search === '');
    const [request] = (await storedLeads(email)).filter((l) => l.source === 'privacy_request');
    expect(request!.verified_at).toBeNull();
    await expectNoAxeViolations(page, AXE);
    await panel.getByRole('button', { name: 'Confirm my request' }).click();
    await expect(page.getByRole('heading', { name: 'Your request is confirmed' })).toBeFocused();
    await expectNoAxeViolations(page, AXE);

    await page.goto('/admin/leads');
    await waitForApp(page);
    await expect(item).toContainText(`Verified: confirmed from ${email}`);
    await expect(remove).toBeVisible();
    await expectNoAxeViolations(page, AXE);

    await remove.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: "Delete this person's data?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete for good' }).click();
    await expect(requests.getByRole('status')).toHaveText(
      `Deleted the data of ${name}: 1 leads, 0 notes.`,
    );
    await expect(requests.getByRole('listitem').filter({ hasText: email })).toContainText(
      `by ${ADMIN_EMAIL}: 1 lead, 0 notes`,
    );
    const left = await storedLeads(email);
    expect(left.map((l) => l.source)).toEqual(['privacy_request']);
  });
});
