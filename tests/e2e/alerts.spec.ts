/**
 * Listing alerts in Chromium against the production build and the local backend, by keyboard
 * alone on a phone (390×844, touch): "Email me when a home matches" on a
 * /properties search, the confirmation mail in the mail catcher, its link's /alerts page
 * confirming the alert, and an unsubscribe link's page stopping it. axe on every screen; on the
 * phone no sideways scroll and 44 px targets. (Publishing a listing and the match mail are covered
 * through supabase-js in tests/integration/listing-alerts.int.test.ts: an extra active listing
 * would show in the other search specs running beside this one.)
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { BACKEND_URL, MAIL_CATCHER_URL, SERVICE_ROLE_KEY } from './fixtures/env';
import { resetLeadLimits } from './fixtures/leadLimits';

test.beforeEach(resetLeadLimits);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

// Seeded (supabase/seed.sql): an active listing an unsubscribe fixture can point at.
const LA_VERNE_ID = '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01';

interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  text?: string;
}

const serviceClient = () =>
  createClient(BACKEND_URL, SERVICE_ROLE_KEY, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });

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

/** Presses Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

async function expectPhoneFit(page: Page, targets: Locator[]) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
}

// Phone only: the alert form and /alerts have one layout at every width, so a desktop run repeated
// the phone's keyboard journey minus the fit checks; search.spec.ts runs /properties on a desktop.
for (const [name, device] of [['phone', PHONE]] as const) {
  test.describe(`listing alerts on a ${name}`, () => {
    test.use(device);

    test('subscribe from a search by keyboard, confirm from the mail, unsubscribe', async ({
      page,
    }) => {
      // Four pages, four axe scans and a mail round trip: on a loaded 2-core machine this one
      // journey takes over 30 s (seen under `stress -c 2`), so it gets three times the budget.
      test.slow();
      const email = `alert-${name}-${randomUUID().slice(0, 8)}@example.com`;
      await page.goto('/properties?type=rent&beds=2&cats=1');
      await waitForApp(page);
      await expect(page.getByRole('status').filter({ hasText: /home/ })).toBeVisible();

      const open = page.getByRole('button', { name: 'Email me when a home matches' });
      await tabTo(page, open);
      await page.keyboard.press('Enter');
      const form = page.getByRole('form', { name: 'Listing alert' });
      await expect(form).toBeVisible();
      const search = form.getByRole('list', { name: 'Your search' });
      await expect(search).toContainText('For rent');
      await expect(search).toContainText('2+ beds');
      await expect(search).toContainText('cats allowed');
      const emailField = form.getByLabel(/Email address/);
      await expect(emailField).toBeFocused();
      await expectNoAxeViolations(page);

      // Sending without the consent says what is missing.
      await page.keyboard.type(email);
      const submit = form.getByRole('button', { name: 'Email me matches' });
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      await expect(form.getByText('Please agree to receive these emails')).toBeVisible();
      const consent = form.getByRole('checkbox', { name: /Email me new listings/ });
      await tabTo(page, consent);
      await page.keyboard.press('Space');
      await expect(consent).toBeChecked();
      if (name === 'phone') {
        await expectPhoneFit(page, [
          open,
          submit,
          form.locator('label[for="listing-alert-consent"]'),
          emailField,
        ]);
      }
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      const sent = page.getByRole('status').filter({ hasText: 'Check your inbox' });
      await expect(sent).toBeVisible({ timeout: 15_000 });
      await expect(sent).toContainText(email);
      await expectNoAxeViolations(page);

      // The confirmation mail's link opens /alerts; only the button confirms.
      const mail = await caughtEmail(
        (m) =>
          m.to.some((t) => t.address === email) && /Confirm your listing alert/.test(m.subject),
      );
      const link = /\/alerts\?confirm=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
      expect(link).toBeTruthy();
      await page.goto(link!);
      await waitForApp(page);
      const confirm = page.getByRole('button', { name: 'Confirm my alert' });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page);
      const db = serviceClient();
      const { data: pending } = await db
        .from('listing_alerts')
        .select('id, confirmed_at')
        .eq('email', email)
        .single();
      expect(pending?.confirmed_at).toBeNull();
      await tabTo(page, confirm);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Your alert is on' })).toBeFocused();
      await expectNoAxeViolations(page);
      if (name === 'phone')
        await expectPhoneFit(page, [page.getByRole('link', { name: 'Search homes' })]);

      // A match mail's unsubscribe link (its token stored hashed, as the sender stores it).
      const token = randomBytes(32).toString('base64url');
      const { data: sentMail, error } = await db
        .from('alert_deliveries')
        .insert({
          alert_id: pending!.id,
          property_id: LA_VERNE_ID,
          unsubscribe_token_hash: createHash('sha256').update(token).digest('hex'),
        })
        .select('id')
        .single();
      expect(error).toBeNull();
      // Sent already: its delivery is the outbox's.
      const { error: sentError } = await db
        .from('outbox')
        .update({ status: 'sent', sent_at: new Date().toISOString() })
        .eq('kind', 'listing_alert')
        .eq('ref', sentMail!.id);
      expect(sentError).toBeNull();
      await page.goto(`/alerts?unsubscribe=${token}`);
      await waitForApp(page);
      const unsubscribe = page.getByRole('button', { name: 'Unsubscribe' });
      await tabTo(page, unsubscribe);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeFocused();
      await expectNoAxeViolations(page);
      const { data: stopped } = await db
        .from('listing_alerts')
        .select('unsubscribed_at')
        .eq('id', pending!.id)
        .single();
      expect(stopped?.unsubscribed_at).not.toBeNull();

      // A link cut short says it is not recognised.
      await page.goto(`/alerts?unsubscribe=${token.slice(0, 20)}`);
      await waitForApp(page);
      await tabTo(page, page.getByRole('button', { name: 'Unsubscribe' }));
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { name: 'We do not recognise this link' }),
      ).toBeVisible();
    });
  });
}
