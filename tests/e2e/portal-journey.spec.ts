/**
 * The whole way from the office to the portals, through the screens only, on a phone (390×844,
 * mobile emulation): staff add an owner and a tenant and invite both, add a home
 * for the owner, lease its unit to the tenant and upload the lease PDF; each invitee follows the
 * mail from the catcher, chooses a password and lands on their own portal, seeing exactly their
 * own things; staff revoke the tenant, whose next load shows no access. Each screen's own states
 * are tested in admin-homes, portal-access and portal.spec.ts; this proves they join up.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MAIL_CATCHER_URL } from './fixtures/env';
import { openAdminSection } from './fixtures/adminBar';

const AXE = { exclude: ['[data-sonner-toaster]'] };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
// The seeded second owner's home (supabase/seed.sql): nobody in this test may see it.
const SEEDED_OTHER_HOME = '3871 Via Verde';

interface CaughtEmail {
  to: Array<{ address: string }>;
  html?: string;
}

/** The link of the newest mail to `to`, once it has arrived. */
async function invitationLink(to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as CaughtEmail[];
        const mine = mails.filter((m) => m.to.some((a) => a.address === to));
        link = (/href="([^"]+)"/.exec(mine.at(-1)?.html ?? '')?.[1] ?? '').replace(/&amp;/g, '&');
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

async function addAndInvite(page: Page, name: string, email: string, role: 'owner' | 'tenant') {
  await page.getByRole('button', { name: 'Add a person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a person' });
  await dialog.getByRole('textbox', { name: /Full name/ }).fill(name);
  await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
  await dialog.getByRole('button', { name: 'Save person' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem', { name });
  await card.getByRole('button', { name: `Invite ${name} as ${role}` }).click();
  await expect(card.getByText('Invitation pending')).toBeVisible();
}

/** A fresh browser for the invitee: follow the mailed link, choose a password, land on /portal. */
async function accept(browser: Browser, options: typeof PHONE, email: string) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(await invitationLink(email));
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await waitForApp(page);
  await page.getByLabel(/^New password/).fill('journey-password-123');
  await page.getByLabel(/^Repeat new password/).fill('journey-password-123');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL('/portal');
  return { page, context };
}

// Phone only: this proves the screens join up, and each has one layout at every width; the portal
// at a desk is portal.spec.ts's, the admin screens at 1280 px staff.spec.ts's.
for (const [device, options] of [['phone', PHONE]] as const) {
  test.describe(`from the office to the portals (${device})`, () => {
    test.use(options);

    test('invite, lease, accept, see only your own, revoke', async ({ page, browser }) => {
      test.setTimeout(240_000);
      const tag = randomUUID().slice(0, 6);
      const owner = { name: `Opal Owner ${tag}`, email: `opal-${tag}@example.com` };
      const tenant = { name: `Teo Tenant ${tag}`, email: `teo-${tag}@example.com` };
      const street = `${200 + Math.floor(Math.random() * 700)} Juniper Ave ${tag}`;

      // Staff: the people, then their invitations.
      await page.goto('/auth');
      await waitForApp(page);
      await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN_EMAIL);
      await page.locator('input[autocomplete="current-password"]').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL('/admin');
      await openAdminSection(page, 'People');
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      await addAndInvite(page, owner.name, owner.email, 'owner');
      await addAndInvite(page, tenant.name, tenant.email, 'tenant');

      // Staff: the home, its lease and the lease PDF.
      await openAdminSection(page, 'Homes');
      await page.getByRole('button', { name: 'Add a home' }).click();
      const addHome = page.getByRole('dialog', { name: 'Add a home' });
      await addHome.getByLabel(/^Street address/).fill(street);
      await addHome.getByLabel(/^City/).fill('Claremont');
      await addHome.getByLabel(/^ZIP code/).fill('91711');
      await addHome.getByLabel(new RegExp(owner.name)).check();
      await addHome.getByRole('button', { name: 'Add home' }).click();
      await expect(page).toHaveURL(/\/admin\/homes\/[0-9a-f-]{36}$/);

      await page.getByRole('button', { name: 'Add lease for Main house' }).click();
      const addLease = page.getByRole('dialog', { name: 'Add a lease for Main house' });
      await addLease.getByLabel(new RegExp(tenant.name)).check();
      await addLease.getByLabel(/^Status/).selectOption('active');
      await addLease.getByLabel(/^End date/).fill('2027-10-31');
      await addLease.getByLabel(/^Monthly rent/).fill('2,150');
      await addLease.getByLabel(/^Deposit held/).fill('2150');
      await addLease.getByRole('button', { name: 'Add lease' }).click();
      await expect(addLease).toBeHidden();

      const upload = page.getByRole('form', { name: 'Upload a document' });
      await upload.getByLabel(/^File/).setInputFiles({
        name: 'Signed lease.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      const attachTo = upload.getByLabel(/^Attach to/);
      const leaseOption = attachTo.locator('option', { hasText: 'Lease: Main house' });
      await attachTo.selectOption((await leaseOption.getAttribute('value'))!);
      await upload.getByRole('button', { name: 'Upload document' }).click();
      await expect(
        page
          .getByRole('list', { name: 'Documents, newest first' })
          .getByText('Signed lease', { exact: true }),
      ).toBeVisible();

      // The owner accepts and sees their home, its tenant and the lease, nothing else.
      const ownerSide = await accept(browser, options, owner.email);
      const ownerMain = ownerSide.page.getByRole('main');
      await expect(
        ownerSide.page.getByRole('heading', { level: 1, name: 'Owner portal' }),
      ).toBeVisible();
      const card = ownerSide.page
        .getByRole('region', { name: 'Your homes' })
        .getByRole('article', { name: new RegExp(street) });
      await expect(card).toContainText('1 of 1 unit occupied');
      await expect(card).toContainText(tenant.name);
      await expect(card).toContainText('$2,150.00 a month');
      await expect(card.getByRole('button', { name: 'Download Signed lease' })).toBeVisible();
      await expect(ownerMain).not.toContainText(SEEDED_OTHER_HOME);
      await expectNoAxeViolations(ownerSide.page, AXE);
      await ownerSide.context.close();

      // The tenant accepts and sees their lease and the PDF, nothing of the owner.
      const tenantSide = await accept(browser, options, tenant.email);
      const tenantMain = tenantSide.page.getByRole('main');
      await expect(
        tenantSide.page.getByRole('heading', { level: 1, name: 'Tenant portal' }),
      ).toBeVisible();
      await expect(tenantMain).toContainText(street);
      await expect(tenantMain).toContainText('$2,150.00 a month');
      await expect(tenantMain.getByRole('button', { name: 'Download Signed lease' })).toBeVisible();
      await expect(tenantMain).not.toContainText(owner.name);
      await expect(tenantMain).not.toContainText(SEEDED_OTHER_HOME);
      await expectNoAxeViolations(tenantSide.page, AXE);

      // Staff revoke the tenant: their very next load shows no access.
      await openAdminSection(page, 'People');
      const tenantCard = page.getByRole('listitem', { name: tenant.name });
      await tenantCard
        .getByRole('button', { name: `Revoke tenant access for ${tenant.name}` })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke access' }).click();
      await expect(tenantCard.getByText('Revoked', { exact: true })).toBeVisible();

      await tenantSide.page.reload();
      await waitForApp(tenantSide.page);
      await expect(
        tenantSide.page.getByRole('heading', { level: 1, name: 'No portal access' }),
      ).toBeVisible();
      await expect(tenantSide.page.getByRole('main')).not.toContainText(street);
      await expectNoAxeViolations(tenantSide.page, AXE);
      await tenantSide.context.close();
    });
  });
}
