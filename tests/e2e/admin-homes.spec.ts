/**
 * Staff manage a home on a phone (390×844, mobile emulation, touch): add a home with a unit and
 * an owner, give the unit a lease for a tenant (the AB 12 deposit warning shows
 * and does not block), upload the lease PDF, find it in the list and download it. axe on every
 * screen and dialog. The owner and the tenant are created with the service role first: the
 * People screen is tested on its own. And a file the storage server refuses leaves no row.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import ws from 'ws';
import { expectNoAxeViolations } from './fixtures/axe';
import { BACKEND_URL, SERVICE_ROLE_KEY } from './fixtures/env';
import { signInAsAdmin } from './fixtures/session';
import { openAdminSection } from './fixtures/adminBar';

// Toasts are the app-wide Toaster's (see admin.spec.ts).
const AXE = { exclude: ['[data-sonner-toaster]'] };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

const serviceClient = () =>
  createClient(BACKEND_URL, SERVICE_ROLE_KEY, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });

async function createPerson(fullName: string): Promise<void> {
  const email = `${fullName.toLowerCase().replace(/\W+/g, '-')}@example.com`;
  const { error } = await serviceClient().from('people').insert({ full_name: fullName, email });
  expect(error).toBeNull();
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
        // A checkbox is tapped through its label, which toggles it: measure that.
        const target =
          el instanceof HTMLInputElement && el.type === 'checkbox'
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

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

// Phone only: the homes screens have one layout at every width (responsive CSS), so a desktop
// run repeated the phone's checks minus the tap targets; staff.spec.ts covers the admin at 1280 px.
for (const [device, options] of [['phone', PHONE]] as const) {
  test.describe(`managed homes (${device})`, () => {
    test.use(options);

    test('add a home, lease its unit to a tenant, upload and download the lease', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const phone = device === 'phone';
      const tag = randomUUID().slice(0, 6);
      const owner = `Olive Owner ${tag}`;
      const tenant = `Terry Tenant ${tag}`;
      const street = `${100 + Math.floor(Math.random() * 900)} Orange Ave ${tag}`;
      await createPerson(owner);
      await createPerson(tenant);

      await signInAsAdmin(page);
      await openAdminSection(page, 'Homes');
      await expect(page.getByRole('heading', { level: 1, name: 'Managed Homes' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, AXE);

      // The home: one unit ("Main house" by default) and its owner.
      await page.getByRole('button', { name: 'Add a home' }).click();
      const addHome = page.getByRole('dialog', { name: 'Add a home' });
      await addHome.getByLabel(/^Street address/).fill(street);
      await addHome.getByLabel(/^City/).fill('Upland');
      await addHome.getByLabel(/^ZIP code/).fill('91786');
      await addHome.getByLabel(new RegExp(owner)).check();
      await expect(addHome.getByText(/Monthly fee: \$149/)).toBeVisible();
      await expectNoAxeViolations(page, AXE);
      if (phone) await expectTapTargets(addHome);
      await addHome.getByRole('button', { name: 'Add home' }).click();
      await expect(addHome).toBeHidden();
      await expect(page).toHaveURL(/\/admin\/homes\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(street) })).toBeVisible();
      await expect(page.getByText(new RegExp(`${owner} \\(`))).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, AXE);

      // The lease: a deposit above one month's rent is warned about, and still saved.
      await page.getByRole('button', { name: 'Add lease for Main house' }).click();
      const addLease = page.getByRole('dialog', { name: 'Add a lease for Main house' });
      await addLease.getByLabel(new RegExp(tenant)).check();
      await addLease.getByLabel(/^Status/).selectOption('active');
      await addLease.getByLabel(/^End date/).fill('2027-11-30');
      await addLease.getByLabel(/^Monthly rent/).fill('2,000');
      await addLease.getByLabel(/^Deposit held/).fill('3000');
      await expect(addLease.getByText(/Deposit above one month's rent/)).toBeVisible();
      await expectNoAxeViolations(page, AXE);
      if (phone) await expectTapTargets(addLease);
      await addLease.getByRole('button', { name: 'Add lease' }).click();
      await expect(addLease).toBeHidden();
      const leases = page.getByRole('list', { name: 'Leases of Main house' });
      await expect(leases.getByText('Active')).toBeVisible();
      await expect(leases.getByText(tenant)).toBeVisible();
      await expect(leases.getByText(/\$2,000\.00\/mo|\$2,000\/mo/)).toBeVisible();

      // The lease PDF, attached to the lease.
      const upload = page.getByRole('form', { name: 'Upload a document' });
      await upload.getByLabel(/^File/).setInputFiles({
        name: 'Signed lease.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await expect(upload.getByLabel(/^Title/)).toHaveValue('Signed lease');
      const attachTo = upload.getByLabel(/^Attach to/);
      const leaseOption = attachTo.locator('option', { hasText: 'Lease: Main house' });
      await attachTo.selectOption((await leaseOption.getAttribute('value'))!);
      await upload.getByRole('button', { name: 'Upload document' }).click();
      const documents = page.getByRole('list', { name: 'Documents, newest first' });
      await expect(documents.getByText('Signed lease', { exact: true })).toBeVisible();
      await expect(documents.getByText(/Lease, Main house/)).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, AXE);
      if (phone) await expectTapTargets(page.getByRole('main'));

      const download = page.waitForEvent('download');
      await documents.getByRole('button', { name: 'Download Signed lease' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('Signed lease.pdf');
      const stream = await file.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(PDF)).toBe(true);

      // Back in the list: the home, its owner and its occupancy.
      await page.getByRole('link', { name: 'All homes' }).click();
      await page.getByLabel('Search homes').fill(tag);
      const homes = page.getByRole('list', { name: 'Managed homes' });
      await expect(homes.getByRole('listitem')).toHaveCount(1);
      await expect(homes.getByText('1 of 1 occupied')).toBeVisible();
      await expect(homes.getByText(owner)).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, AXE);
      if (phone) await expectTapTargets(page.getByRole('main'));
    });
  });
}

test.describe('a document whose upload fails (desktop)', () => {
  test.use(DESKTOP);

  test('leaves no row behind and says why', async ({ page }) => {
    test.setTimeout(90_000);
    const svc = serviceClient();
    const home = await svc
      .from('managed_homes')
      .insert({
        street: `1 Failing Upload Rd ${randomUUID().slice(0, 6)}`,
        city: 'Covina',
        zip_code: '91724',
      })
      .select('id')
      .single();
    expect(home.error).toBeNull();
    const homeId = (home.data as { id: string }).id;
    expect(
      (await svc.from('home_units').insert({ home_id: homeId, label: 'Main house' })).error,
    ).toBeNull();

    // The storage server refuses the file (as a full disk or a lost connection would).
    await page.route('**/storage/v1/object/documents/**', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: '500',
              error: 'Internal',
              message: 'Storage is down',
            }),
          })
        : route.continue(),
    );
    await signInAsAdmin(page);
    await page.goto(`/admin/homes/${homeId}`);
    const upload = page.getByRole('form', { name: 'Upload a document' });
    await upload.getByLabel(/^File/).setInputFiles({
      name: 'Lease.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await upload.getByRole('button', { name: 'Upload document' }).click();
    // The row went in (the upload was tried), then came back out.
    await expect(upload.getByRole('alert')).toContainText(
      'The document was not uploaded: Storage is down',
    );
    await expect(page.getByText('No documents yet.')).toBeVisible();
    const rows = await svc.from('documents').select('id').eq('home_id', homeId);
    expect(rows.data).toEqual([]);
  });
});
