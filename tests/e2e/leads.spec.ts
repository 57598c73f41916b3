/**
 * The four lead forms in Chromium against the production build and the local backend, filled
 * as a person would (keyboard included): validation messages and focus, the stored row (read
 * with the service role) and the emails in the mail catcher, and axe-core on each page and on
 * the open dialog.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { collectConsole } from './fixtures/console';
import { emulateTheme } from './fixtures/theme';
import { BACKEND_URL, MAIL_CATCHER_URL, SERVICE_ROLE_KEY } from './fixtures/env';
import { resetLeadLimits } from './fixtures/leadLimits';

test.beforeEach(resetLeadLimits);

interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  text?: string;
  html?: string;
}

const serviceClient = () =>
  createClient(BACKEND_URL, SERVICE_ROLE_KEY, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** The one lead stored for `email`, once it is there (and, optionally, once it is notified). */
async function storedLead(email: string, status?: 'sent') {
  let lead: Record<string, unknown> | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await serviceClient().from('leads').select('*').eq('email', email);
        lead = data?.length === 1 ? data[0] : undefined;
        return lead && (!status || lead.notification_status === status) ? 'ok' : 'waiting';
      },
      { timeout: 15_000 },
    )
    .toBe('ok');
  return lead!;
}

/** The first caught email that matches, once it arrives. */
async function caughtEmail(match: (email: CaughtEmail) => boolean): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAIL_CATCHER_URL}/email`);
        const emails = (await res.json()) as CaughtEmail[];
        found = emails.find(match);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

const sentTo = (address: string) => (email: CaughtEmail) =>
  email.to.some((to) => to.address === address);

test.describe('lead forms', () => {
  // Each test types a whole form, runs axe and waits for a database row and two emails.
  test.describe.configure({ timeout: 60_000 });

  test('lead dialog: keyboard, validation and focus, stored row, both emails, axe', async ({
    page,
  }) => {
    const consoleMessages = collectConsole(page);
    const email = uniqueEmail('dialog');
    await page.goto('/');
    await waitForApp(page);

    const getStarted = page.getByRole('banner').getByRole('button', { name: 'Get Started' });
    await getStarted.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Get Started' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Empty submit: every message, and focus on the first invalid field.
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const fullName = dialog.getByRole('textbox', { name: /Full Name/ });
    await expect(fullName).toBeFocused();
    await expect(fullName).toHaveAttribute('aria-invalid', 'true');
    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Property address is required',
      'Please select a property type',
      'Please select number of units',
      'Please select yes or no',
      'Please share your biggest frustration',
      'Please select a contact method',
      'Please select a time',
    ]) {
      await expect(dialog.getByRole('alert').filter({ hasText: message })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    // Fill it in with the keyboard, Tab by Tab.
    await page.keyboard.type('Maria Lopez');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('(909) 555-0142');
    await page.keyboard.press('Tab');
    await page.keyboard.type('West Covina 91790');
    await dialog.getByRole('combobox', { name: /Property Type/ }).selectOption('condo');
    await dialog.getByRole('combobox', { name: /Units Owned/ }).selectOption('2-5');
    await dialog.getByRole('combobox', { name: /Units Owned/ }).focus();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('radio', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tenants pay late and repairs take weeks.');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('radio', { name: 'Email' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: 'Phone call' })).toBeChecked();
    await dialog.getByRole('combobox', { name: /Best Time/ }).selectOption('evening');
    await dialog.getByRole('combobox', { name: /Best Time/ }).focus();
    await page.keyboard.press('Tab');
    // The plan is optional: a visitor who opened the dialog from the header passes it by.
    await expect(
      dialog.getByRole('combobox', { name: /Plan you are interested in/ }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText('Success!')).toBeVisible();
    await expect(
      page.getByText("Your request has been submitted. We'll be in touch soon!"),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const lead = await storedLead(email, 'sent');
    expect(lead).toMatchObject({
      source: 'lead_dialog',
      full_name: 'Maria Lopez',
      phone: '(909) 555-0142',
      property_address: 'West Covina 91790',
      property_type: 'condo',
      units_owned: '2-5',
      has_current_manager: true,
      preferred_contact: 'phone',
      best_time: 'evening',
    });
    const company = await caughtEmail(
      (e) => e.subject.startsWith('New lead: Maria Lopez') && (e.text ?? '').includes(email),
    );
    expect(company.text).toContain('Tenants pay late and repairs take weeks.');
    await caughtEmail(sentTo(email));
    expect(consoleMessages.errors()).toEqual([]);
  });

  test('contact: validation and focus, stored lead, company email, form cleared, axe', async ({
    page,
  }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Tell us about your property' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    const name = page.getByRole('textbox', { name: /Full Name/ });
    await expect(name).toBeFocused();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please tell us about your property' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.type('Chris Park');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('626 555 0199');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A vacant three-bedroom house in Covina, ready to rent.');
    await page.keyboard.press('Tab');
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect(page.getByText("We'll reach out within 24 hours.")).toBeVisible();
    await expect(name).toHaveValue('');

    const lead = await storedLead(email, 'sent');
    expect(lead).toMatchObject({
      source: 'contact',
      full_name: 'Chris Park',
      property_address: 'Not provided - general inquiry',
      biggest_frustration: 'A vacant three-bedroom house in Covina, ready to rent.',
      best_time: 'anytime',
    });
    await caughtEmail(
      (e) => e.subject === 'Contact form: Chris Park' && (e.text ?? '').includes(email),
    );
  });

  test('owner portal: the get-started form stores the email, clears it, axe', async ({ page }) => {
    const email = uniqueEmail('portal');
    await page.goto('/owner-portal');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Owner Portal' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expectNoAxeViolations(page);

    const input = page.getByRole('textbox', { name: /Email address/ });
    await input.fill('owner@');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email address' }),
    ).toBeVisible();
    await expect(input).toBeFocused();

    await input.fill(email);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('button', { name: 'Get Started' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText("Thanks! We'll be in touch.")).toBeVisible();
    await expect(
      page.getByText("We'll email you within 24 hours about managing your rental."),
    ).toBeVisible();
    await expect(input).toHaveValue('');

    expect(await storedLead(email)).toMatchObject({
      source: 'owner_portal',
      full_name: 'Owner Portal page: get started',
      preferred_contact: 'email',
    });
  });

  for (const path of ['/contact', '/schedule-demo', '/owner-portal']) {
    test(`${path} hydrates its prerendered form in place, without console errors`, async ({
      page,
    }) => {
      const logs = collectConsole(page);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const w = window as unknown as { __form?: Element | null };
          w.__form = document.querySelector('main form');
        });
      });
      await page.goto(path);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      // The form was in the HTML and React adopted that very element (no client re-render).
      const adopted = await page.evaluate(() => {
        const w = window as unknown as { __form?: Element | null };
        return Boolean(w.__form) && document.querySelector('main form') === w.__form;
      });
      expect(adopted).toBe(true);
      const problems = logs.messages
        .filter((m) => m.type() === 'error' || m.type() === 'warning')
        .map((m) => `${m.type()}: ${m.text()}`);
      expect(problems).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }

  test('the form pages and the open dialog pass axe in the dark theme too', async ({ page }) => {
    await emulateTheme(page, 'dark');
    for (const path of ['/contact', '/schedule-demo', '/owner-portal']) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.locator('main form')).toBeVisible();
      await page.locator('main form').hover(); // loads the form island
      // The first press of the submit button validates (on /schedule-demo the slot picker must not
      // grow under the finger and swallow that click).
      await page.locator('main form button[type="submit"]').click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Submit' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the DIY landlord guide linked from the confirmation email is served', async ({ page }) => {
    await page.goto('/guides/diy-landlord-mistakes.html');
    await expect(
      page.getByRole('heading', { level: 1, name: /10 Costly Mistakes DIY Landlords Make/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(11);
    await expectNoAxeViolations(page);
  });
});
