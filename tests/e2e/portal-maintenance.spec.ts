/**
 * Filing maintenance requests from the tenant portal through the `maintenance` function, on a
 * phone (390×844, mobile emulation): a routine request with two photos (resized in the browser,
 * stored after the request is filed, shown on its page), and the emergency path (flooding: the
 * 24/7 number first, the request filed urgent, the on-call mail in the catcher at once). Axe on
 * every screen. The reads without the function are portal-maintenance-read.spec.ts.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { portalSeed } from '../support/portalSeed';
import { expectNoAxeViolations } from './fixtures/axe';
import { MAIL_CATCHER_URL } from './fixtures/env';
import {
  AXE,
  PHONE,
  noHorizontalScroll,
  service,
  signInOnPage,
} from './fixtures/portalMaintenance';

const JPEG = readFileSync('tests/fixtures/images/house.jpg');

interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  text?: string;
  html?: string;
}

/** Where the function mails emergencies: ON_CALL_EMAIL, else NOTIFY_EMAIL (as the backend reads them). */
function onCallAddress(): string {
  const file = Object.fromEntries(
    readFileSync('.env.example', 'utf8')
      .split('\n')
      .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, m[2]!.trim()]),
  );
  return (
    process.env.ON_CALL_EMAIL ||
    file.ON_CALL_EMAIL ||
    process.env.NOTIFY_EMAIL ||
    file.NOTIFY_EMAIL ||
    ''
  );
}

async function mailMentioning(to: string, text: string): Promise<CaughtEmail[]> {
  const mails = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as CaughtEmail[];
  return mails.filter(
    (m) =>
      m.to.some((a) => a.address === to) &&
      `${m.subject}\n${m.text ?? ''}\n${m.html ?? ''}`.includes(text),
  );
}

async function openForm(page: Page) {
  await signInOnPage(page, portalSeed.tenant1.email);
  await page.getByRole('link', { name: 'Request maintenance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request maintenance' })).toBeVisible();
}

test.describe('filing maintenance from the tenant portal (phone)', () => {
  test.use(PHONE);

  test('a routine request with two photos', async ({ page }) => {
    test.setTimeout(90_000);
    const location = `Hall bathroom ${randomUUID().slice(0, 6)}`;
    await openForm(page);
    await page.getByRole('button', { name: 'None of these' }).click();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Choose what the problem is about')).toBeVisible();
    await expectNoAxeViolations(page, AXE);

    await page.getByLabel(/What is it about/).selectOption('plumbing');
    await page.getByLabel(/Where in the home/).fill(location);
    await page.getByLabel(/What happened/).fill('The toilet runs all night and the handle sticks.');
    await page.getByLabel('Call me first').check();
    await page.getByLabel(/Pets in the home/).fill('A cat');
    await page.getByLabel(/Photos \(optional/).setInputFiles([
      { name: 'tank.jpg', mimeType: 'image/jpeg', buffer: JPEG },
      { name: 'handle.jpg', mimeType: 'image/jpeg', buffer: JPEG },
    ]);
    await expect(
      page.getByRole('list', { name: 'Photos to send' }).getByRole('listitem'),
    ).toHaveCount(2);
    await noHorizontalScroll(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expect(page.getByText('All 2 photos sent.')).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, AXE);

    await page.getByRole('link', { name: 'See your request' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: `Plumbing: ${location}` }),
    ).toBeVisible();
    const photos = page.getByRole('region', { name: 'Photos' });
    await expect(photos.getByRole('img')).toHaveCount(2);
    const { data } = await service
      .from('maintenance_requests')
      .select('id, urgent, status, maintenance_photos(content_type)')
      .eq('location', location)
      .single();
    expect(data).toMatchObject({
      urgent: false,
      status: 'submitted',
      maintenance_photos: [{ content_type: 'image/webp' }, { content_type: 'image/webp' }],
    });
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page, AXE);
  });

  test('flooding: the 24/7 number, the request urgent, the on-call mail at once', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const location = `Laundry room ${randomUUID().slice(0, 6)}`;
    await openForm(page);
    await page.getByRole('button', { name: 'Flooding or an active leak' }).click();
    await expect(page.getByRole('link', { name: /\(24\/7\)/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByLabel(/What is it about/)).toHaveValue('plumbing');
    await expectNoAxeViolations(page, AXE);
    await page.getByLabel(/Where in the home/).fill(location);
    await page.getByLabel(/What happened/).fill('Water is pouring from the washer hose.');
    await page
      .getByLabel('You may enter if I am not home, after the written 24-hour notice')
      .check();
    await page.getByRole('button', { name: 'Send urgent request' }).click();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expect(page.getByText(/marked urgent/)).toBeVisible();

    const { data } = await service
      .from('maintenance_requests')
      .select('urgent, emergency, category')
      .eq('location', location)
      .single();
    expect(data).toEqual({ urgent: true, emergency: 'flooding', category: 'plumbing' });
    const onCall = onCallAddress();
    expect(onCall).not.toBe('');
    // The on-call mail, apart from the office's copy when both go to NOTIFY_EMAIL.
    await expect
      .poll(
        async () =>
          (await mailMentioning(onCall, location)).filter((m) => /emergency/i.test(m.subject))
            .length,
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page, AXE);
  });
});
