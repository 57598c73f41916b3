/**
 * The whole maintenance loop on phones (390×844, mobile emulation), each person in their own
 * browser, every link read from the mail catcher: tenant1 files a request with two photos; the
 * office acknowledges it and estimates above the home's $500 limit; owner1 approves from the
 * mail's link; the office schedules the seeded plumber; the vendor confirms and marks the job
 * done from the work order's link; tenant1 sees it completed and gets the mail. Axe on every
 * screen. The parts' own states are in portal-maintenance*, admin-maintenance and
 * maintenance-links specs.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { maintenanceSeed, portalSeed } from '../support/portalSeed';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { weekdayAhead } from '../support/officeDays';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  BACKEND_URL,
  CRON_HEADERS,
  MAIL_CATCHER_URL,
  PUBLISHABLE_KEY,
} from './fixtures/env';
import { AXE, PHONE, service, signInOnPage } from './fixtures/portalMaintenance';

const JPEG = readFileSync('tests/fixtures/images/house.jpg');
const VENDOR_EMAIL = 'valley-plumbing@example.com';

interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  text?: string;
}

/** Runs the mail sender (as pg_cron does, with its secret), then the newest mail to `to` that mentions `about`. */
async function mailTo(to: string, about: string, pattern: RegExp): Promise<RegExpMatchArray> {
  const sent = await fetch(`${BACKEND_URL}/functions/v1/maintenance`, {
    method: 'POST',
    headers: {
      apikey: PUBLISHABLE_KEY,
      Authorization: `Bearer ${PUBLISHABLE_KEY}`,
      'Content-Type': 'application/json',
      ...CRON_HEADERS,
    },
    body: JSON.stringify({ action: 'send' }),
  });
  expect(sent.ok).toBe(true);
  let match: RegExpMatchArray | null | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as CaughtEmail[];
        match = mails
          .filter((m) => m.to.some((a) => a.address === to) && m.text?.includes(about))
          .map((m) => m.text!.match(pattern))
          .filter(Boolean)
          .at(-1);
        return Boolean(match);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return match!;
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  return context.newPage();
}

test.use(PHONE);

test('a leak from report to repair: tenant, office, owner and vendor, each from a phone', async ({
  page: tenant,
  browser,
}) => {
  test.setTimeout(180_000);
  const location = `Upstairs bathroom ${randomUUID().slice(0, 6)}`;

  // The tenant files, with two photos.
  await signInOnPage(tenant, portalSeed.tenant1.email);
  await tenant.getByRole('link', { name: 'Request maintenance' }).click();
  await tenant.getByRole('button', { name: 'None of these' }).click();
  await tenant.getByLabel(/What is it about/).selectOption('plumbing');
  await tenant.getByLabel(/Where in the home/).fill(location);
  await tenant.getByLabel(/What happened/).fill('Water drips from the ceiling under the shower.');
  await tenant
    .getByLabel('You may enter if I am not home, after the written 24-hour notice')
    .check();
  await tenant.getByLabel(/Photos \(optional/).setInputFiles([
    { name: 'ceiling.jpg', mimeType: 'image/jpeg', buffer: JPEG },
    { name: 'shower.jpg', mimeType: 'image/jpeg', buffer: JPEG },
  ]);
  await expectNoAxeViolations(tenant, AXE);
  await tenant.getByRole('button', { name: 'Send request' }).click();
  await expect(tenant.getByText('All 2 photos sent.')).toBeVisible({ timeout: 20_000 });
  const { data: filed } = await service
    .from('maintenance_requests')
    .select('id')
    .eq('location', location)
    .single();
  const requestId = filed!.id as string;

  // The office acknowledges and estimates above the owner's limit.
  const office = await phone(browser);
  await office.goto('/auth');
  await waitForApp(office);
  await office.getByRole('textbox', { name: 'Email' }).fill(ADMIN_EMAIL);
  await office.locator('input[autocomplete="current-password"]').fill(ADMIN_PASSWORD);
  await office.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(office).toHaveURL('/admin');
  await office.goto(`/admin/maintenance/${requestId}`);
  await waitForApp(office);
  await office.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(office.getByText('The request is now acknowledged.')).toBeVisible();
  await office.getByRole('button', { name: 'Set the estimate' }).click();
  const estimate = office.getByRole('form', { name: 'Set the estimate' });
  await estimate.getByLabel(/^Estimate/).fill('900');
  await estimate.getByRole('button', { name: 'Save estimate' }).click();
  await expect(
    office.getByText(/Above the home’s approval limit \(\$500\.00\): the owner has been asked/),
  ).toBeVisible();
  await expectNoAxeViolations(office, AXE);

  // The owner approves from the mail's link, signed out, on their phone.
  const [, approvalToken] = await mailTo(
    portalSeed.owner1.email,
    location,
    /\/maintenance\/approval#t=([A-Za-z0-9_-]+)/,
  );
  const owner = await phone(browser);
  await owner.goto(`/maintenance/approval#t=${approvalToken}`);
  await waitForApp(owner);
  await expect(owner.getByRole('heading', { name: 'A repair needs your approval' })).toBeVisible();
  await expect(owner.getByText('$900.00')).toBeVisible();
  await expectNoAxeViolations(owner, AXE);
  await owner.getByRole('button', { name: 'Approve the repair' }).click();
  await expect(owner.getByRole('heading', { name: 'Repair approved' })).toBeVisible();
  await expectNoAxeViolations(owner, AXE);

  // The office sees the answer and schedules the plumber.
  await office.reload();
  await waitForApp(office);
  await office.getByRole('button', { name: 'Schedule' }).click();
  const schedule = office.getByRole('form', { name: 'Schedule the visit' });
  await schedule
    .getByLabel(/^Vendor/)
    .selectOption({ label: `${maintenanceSeed.plumber.name} (Plumbing)` });
  await schedule.getByLabel(/^Visit date/).fill(weekdayAhead());
  await schedule.getByLabel(/^Window from/).fill('09:00');
  await schedule.getByLabel(/^Window to/).fill('11:00');
  await schedule.getByRole('button', { name: 'Save the visit' }).click();
  await expect(office.getByText(/The visit is scheduled; the vendor is mailed/)).toBeVisible();
  await expectNoAxeViolations(office, AXE);

  // The vendor confirms and completes from the work order's link (no account).
  const [, workToken] = await mailTo(
    VENDOR_EMAIL,
    location,
    /\/maintenance\/work-order#t=([A-Za-z0-9_-]+)/,
  );
  const vendor = await phone(browser);
  await vendor.goto(`/maintenance/work-order#t=${workToken}`);
  await waitForApp(vendor);
  await expect(vendor.getByRole('heading', { name: 'Work order: Plumbing' })).toBeVisible();
  await expectNoAxeViolations(vendor, AXE);
  await vendor.getByRole('button', { name: 'Confirm the visit' }).click();
  await expect(vendor.getByText(/Visit confirmed/)).toBeVisible();
  await vendor.getByRole('textbox', { name: 'What was done' }).fill('Resealed the shower pan.');
  await vendor.getByRole('textbox', { name: /Cost/ }).fill('860');
  await vendor
    .getByLabel(/Photos of the finished job/)
    .setInputFiles({ name: 'done.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(vendor.getByText('1 of 10 photos attached.')).toBeVisible();
  await vendor.getByRole('button', { name: 'Mark the job done' }).click();
  await expect(vendor.getByRole('heading', { name: 'Job marked done' })).toBeVisible();
  await expectNoAxeViolations(vendor, AXE);

  // The tenant sees it done, with the vendor's note, and is mailed.
  await tenant.goto(`/portal/maintenance/${requestId}`);
  await waitForApp(tenant);
  const summary = tenant.getByRole('region', { name: `Plumbing: ${location}` });
  await expect(summary.getByText('Completed', { exact: true })).toBeVisible();
  await expect(summary.getByText('The vendor’s note: Resealed the shower pan.')).toBeVisible();
  await expectNoAxeViolations(tenant, AXE);
  await mailTo(portalSeed.tenant1.email, location, /completed/i);
});
