/**
 * The books from the office to the portals. On phones: staff record tenant1's check on the
 * lease's ledger; tenant1 sees it and downloads its receipt (the `money` function's PDF: its
 * number and amount). At desks: staff make last month's statements at month end; owner1 opens
 * theirs (the month and the closing balance in the PDF). On a phone, owner1 sees their tenant's
 * late rent (days and amount). Axe on each portal screen (the admin screens' own spec runs axe on
 * them).
 */
import { randomInt } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { portalSeed } from '../support/portalSeed';
import { expectNoAxeViolations } from './fixtures/axe';
import { waitForApp } from './fixtures/app';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures/env';
import {
  lease1Arrears,
  owner1LastMonthStatement,
  pdfText,
  postDue,
  usd,
} from './fixtures/portalMoney';
import {
  AXE,
  DESKTOP,
  PHONE,
  noHorizontalScroll,
  signInOnPage,
} from './fixtures/portalMaintenance';

/** Staff, signed in to the admin area in a context of their own, on the same kind of device. */
async function staffPage(browser: Browser, device: typeof PHONE | typeof DESKTOP): Promise<Page> {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await page.goto('/auth');
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN_EMAIL);
  await page.locator('input[autocomplete="current-password"]').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/admin');
  return page;
}

const monthLabel = (period: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );

test.describe('a tenant’s rent and payments (phone)', () => {
  test.use(PHONE);

  test('staff record a check; tenant1 sees it and downloads its receipt', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    await postDue();
    const amountCents = 50_000 + randomInt(1, 99_999);
    const reference = String(randomInt(100_000, 999_999));

    const staff = await staffPage(browser, PHONE);
    await staff.goto(`/admin/money/leases/${portalSeed.home1.lease}`);
    await waitForApp(staff);
    const form = staff.getByRole('form', { name: 'Record a payment' });
    await form.getByLabel(/Amount/).fill((amountCents / 100).toFixed(2));
    await form.getByLabel(/Check number/).fill(reference);
    await form.getByRole('button', { name: 'Record payment' }).click();
    const done = staff.getByRole('status').filter({ hasText: 'receipt no.' });
    await expect(done).toContainText(`Recorded ${usd(amountCents)}`);
    const receiptNumber = Number(/receipt no\. (\d+)/.exec(await done.innerText())?.[1]);
    expect(receiptNumber).toBeGreaterThan(1000);
    await staff.context().close();

    await signInOnPage(page, portalSeed.tenant1.email);
    const money = page.getByRole('region', { name: 'Rent and payments' });
    await expect(money.getByText('Balance now')).toBeVisible();
    const line = money.getByRole('listitem').filter({ hasText: `check number ${reference}` });
    await expect(line).toContainText(`Receipt no. ${receiptNumber}`);
    await expect(line).toContainText(usd(amountCents));
    await expect(money.getByRole('region', { name: 'How to pay' })).toBeVisible();
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page, AXE);

    const downloading = page.waitForEvent('download');
    await line.getByRole('button', { name: `Receipt (PDF) no. ${receiptNumber}` }).click();
    const text = await pdfText(await downloading);
    expect(text).toContain(String(receiptNumber));
    expect(text).toContain(usd(amountCents));
    await expect(line.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('an owner sees a tenant who is not paying (phone)', () => {
  test.use(PHONE);

  test('owner1 sees Unit A late, with the days and amount of the office’s list, and Unit B vacant', async ({
    page,
  }) => {
    await postDue();
    // The seed's books: October's and November's rent unpaid (about 57 days, $5,050 on the
    // walkthrough's day); the office's delinquency list is the same rule.
    const late = await lease1Arrears();
    await signInOnPage(page, portalSeed.owner1.email);
    const money = page.getByRole('region', { name: 'Money', exact: true });
    const home = money.getByRole('article', { name: new RegExp(`^${portalSeed.home1.street}`) });
    const rent = home.getByRole('region', { name: 'Rent today' });
    const unitA = rent.getByRole('listitem').filter({ hasText: 'Unit A' });
    await expect(unitA).toContainText('Late');
    await expect(unitA).toContainText(
      `${late.daysLate} days late · ${usd(late.balanceCents)} owed`,
    );
    const unitB = rent.getByRole('listitem').filter({ hasText: 'Unit B' });
    await expect(unitB).toContainText('Vacant');
    await expect(unitB).toContainText('No tenant');
    await noHorizontalScroll(page);
  });
});

test.describe('an owner’s money and statements (desktop)', () => {
  test.use(DESKTOP);

  test('staff make last month’s statements; owner1 opens theirs', async ({ browser, page }) => {
    test.setTimeout(120_000);
    await postDue();
    const staff = await staffPage(browser, DESKTOP);
    await staff.goto('/admin/money/month-end');
    await waitForApp(staff);
    await staff.getByRole('button', { name: 'Make statements' }).click();
    // Made now, or already made by an earlier run of the schedule (the 1st-5th) or of this spec.
    await expect(staff.getByText(/^Made \d+ statements?/)).toBeVisible();
    await staff.context().close();
    const statement = await owner1LastMonthStatement();
    const month = monthLabel(statement.period);
    await signInOnPage(page, portalSeed.owner1.email);
    const money = page.getByRole('region', { name: 'Money', exact: true });
    const home = money.getByRole('article', { name: new RegExp(`^${portalSeed.home1.street}`) });
    await expect(home.getByText('Balance held for you')).toBeVisible();
    await expect(home.getByRole('region', { name: `Last month: ${month}` })).toBeVisible();
    const statements = money.getByRole('region', { name: 'Statements' });
    await expect(statements).toContainText(month);
    await expectNoAxeViolations(page, AXE);

    const downloading = page.waitForEvent('download');
    await statements.getByRole('button', { name: `Open PDF of the ${month} statement` }).click();
    const text = await pdfText(await downloading);
    expect(text).toContain(month);
    expect(text).toContain(usd(statement.closingCents));
  });
});
