/**
 * Money in the portals: tenant1, on a phone, sees the check the office recorded and downloads
 * its receipt (the `money` function's PDF: its number and amount); owner1, on a desktop, opens
 * last month's statement (the month and the closing balance in the PDF). Axe on each screen.
 */
import { expect, test } from '@playwright/test';
import { portalSeed } from '../support/portalSeed';
import { expectNoAxeViolations } from './fixtures/axe';
import {
  owner1LastMonthStatement,
  pdfText,
  postDue,
  recordCheckForTenant1,
  usd,
} from './fixtures/portalMoney';
import {
  AXE,
  DESKTOP,
  PHONE,
  noHorizontalScroll,
  signInOnPage,
} from './fixtures/portalMaintenance';

const monthLabel = (period: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );

test.describe('a tenant’s rent and payments (phone)', () => {
  test.use(PHONE);

  test('tenant1 sees the recorded check and downloads its receipt', async ({ page }) => {
    await postDue();
    const check = await recordCheckForTenant1();
    await signInOnPage(page, portalSeed.tenant1.email);
    const money = page.getByRole('region', { name: 'Rent and payments' });
    await expect(money.getByText('Balance now')).toBeVisible();
    const line = money.getByRole('listitem').filter({ hasText: `check number ${check.reference}` });
    await expect(line).toContainText(`Receipt no. ${check.receiptNumber}`);
    await expect(line).toContainText(usd(check.amountCents));
    await expect(money.getByRole('region', { name: 'How to pay' })).toBeVisible();
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page, AXE);

    const downloading = page.waitForEvent('download');
    await line.getByRole('button', { name: `Receipt (PDF) no. ${check.receiptNumber}` }).click();
    const text = await pdfText(await downloading);
    expect(text).toContain(String(check.receiptNumber));
    expect(text).toContain(usd(check.amountCents));
    await expect(line.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('an owner’s money and statements (desktop)', () => {
  test.use(DESKTOP);

  test('owner1 opens last month’s statement', async ({ page }) => {
    await postDue();
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
