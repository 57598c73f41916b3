/**
 * The owner and tenant portal at /portal: the sign-in on a phone (390×844, mobile emulation) and
 * at a desk; on a phone an owner sees their own home, its tenant and documents and not another
 * owner's home, and a tenant sees the lease terms, downloads a document, uploads renters insurance
 * (a .txt is refused); at a desk a tenant's home passes axe, and a tenant whose access is revoked
 * loses it on the next load. Each journey runs at one size (the screens are the same at both; the
 * owner's portal at a desk is portal-maintenance-read.spec.ts and portal-money.spec.ts). Axe on
 * every screen.
 *
 * Each test makes its own people, homes and leases with the service client (Auth users with a
 * password, people, portal_access, a home with a unit, a lease and its tenant, a lease PDF).
 */
import { createClient } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import ws from 'ws';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { BACKEND_URL, SERVICE_ROLE_KEY } from './fixtures/env';

const AXE = { exclude: ['[data-sonner-toaster]'] };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
const PASSWORD = 'portal-e2e-password-123';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const service = createClient(BACKEND_URL, SERVICE_ROLE_KEY, {
  realtime: { transport: ws as never },
  auth: { persistSession: false, autoRefreshToken: false },
});

function must<T>(result: { data: T; error: { message: string } | null }): NonNullable<T> {
  if (result.error) throw new Error(result.error.message);
  if (result.data === null || result.data === undefined) throw new Error('no data');
  return result.data;
}

/** A write without a returned row: only its error matters. */
function ok(result: { error: { message: string } | null }): void {
  if (result.error) throw new Error(result.error.message);
}

const tag = () => crypto.randomUUID().slice(0, 8);

/** An Auth account with a password, its people row and an open portal role. */
async function person(name: string, role: 'owner' | 'tenant') {
  const email = `${role}-${tag()}@example.com`;
  const created = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  if (created.error) throw new Error(created.error.message);
  const { user } = created.data;
  const row = must(
    await service
      .from('people')
      .insert({ full_name: name, email, user_id: user!.id })
      .select('id')
      .single(),
  );
  const access = must(
    await service.from('portal_access').insert({ person_id: row.id, role }).select('id').single(),
  );
  return { email, personId: row.id, accessId: access.id };
}

/** A home owned by `ownerId` with one unit, an active lease to `tenantId` and a lease PDF. */
async function home(street: string, ownerId: string, tenantId: string) {
  const h = must(
    await service
      .from('managed_homes')
      .insert({ street, city: 'Covina', zip_code: '91722' })
      .select('id')
      .single(),
  );
  ok(await service.from('home_owners').insert({ home_id: h.id, person_id: ownerId }));
  ok(
    await service
      .from('management_agreements')
      .insert({ home_id: h.id, plan: 'plus', starts_on: '2025-06-01' }),
  );
  const unit = must(
    await service
      .from('home_units')
      .insert({ home_id: h.id, label: 'Main house' })
      .select('id')
      .single(),
  );
  const lease = must(
    await service
      .from('leases')
      .insert({
        home_id: h.id,
        unit_id: unit.id,
        starts_on: '2026-01-01',
        ends_on: '2027-12-31',
        rent_cents: 245000,
        deposit_cents: 300000,
        due_day: 3,
        late_fee_grace_days: 5,
        late_fee_cents: 7500,
        status: 'active',
      })
      .select('id')
      .single(),
  );
  ok(await service.from('lease_tenants').insert({ lease_id: lease.id, person_id: tenantId }));
  const documentId = crypto.randomUUID();
  const storagePath = `${h.id}/${documentId}.pdf`;
  ok(
    await service.from('documents').insert({
      id: documentId,
      home_id: h.id,
      lease_id: lease.id,
      kind: 'lease',
      visible_to: 'both',
      title: `Signed lease ${street}`,
      storage_path: storagePath,
      content_type: 'application/pdf',
      size_bytes: PDF.length,
    }),
  );
  must(
    await service.storage
      .from('documents')
      .upload(storagePath, PDF, { contentType: 'application/pdf' }),
  );
  return { homeId: h.id, leaseId: lease.id };
}

/** Two owners, each with a home rented to a tenant of their own. */
async function fixture() {
  const id = tag();
  const owner = await person(`Olivia Owner ${id}`, 'owner');
  const tenant = await person(`Tomas Tenant ${id}`, 'tenant');
  const otherOwner = await person(`Oscar Other ${id}`, 'owner');
  const otherTenant = await person(`Tara Other ${id}`, 'tenant');
  const street = `${100 + Math.floor(Math.random() * 800)} Palm Ave ${id}`;
  const otherStreet = `9 Citrus St ${id}`;
  const mine = await home(street, owner.personId, tenant.personId);
  await home(otherStreet, otherOwner.personId, otherTenant.personId);
  return { id, owner, tenant, street, otherStreet, mine };
}

async function signIn(page: Page, email: string) {
  await page.goto('/portal');
  await waitForApp(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Owner and Tenant Sign In' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [device, options] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`portal (${device})`, () => {
    test.use(options);

    test('signed out: the sign-in, not indexed, axe', async ({ page }) => {
      await page.goto('/portal');
      await waitForApp(page);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Sign up/ })).toHaveCount(0);
      await noHorizontalScroll(page);
      await expectNoAxeViolations(page, AXE);
    });

    if (device === 'phone')
      test('an owner sees their home, its tenant and documents, and not another owner’s home', async ({
        page,
      }) => {
        const f = await fixture();
        await signIn(page, f.owner.email);
        await expect(page).toHaveURL('/portal');
        await expect(page.getByRole('heading', { level: 1, name: 'Owner portal' })).toBeVisible();
        const card = page
          .getByRole('region', { name: 'Your homes' })
          .getByRole('article', { name: new RegExp(f.street) });
        await expect(card).toContainText('1 of 1 unit occupied');
        await expect(card).toContainText(`Tomas Tenant ${f.id}`);
        await expect(card).toContainText('$2,450.00 a month');
        await expect(card).toContainText('Plus plan');
        await expect(
          card.getByRole('button', { name: `Download Signed lease ${f.street}` }),
        ).toBeVisible();
        await expect(page.getByText(f.otherStreet)).toHaveCount(0);
        await expect(page.getByText(`Tara Other ${f.id}`)).toHaveCount(0);
        await noHorizontalScroll(page);
        await expectNoAxeViolations(page, AXE);
      });

    if (device === 'phone')
      test('a tenant sees the lease, downloads a document and uploads renters insurance', async ({
        page,
      }) => {
        // Two screens under axe, a download and an upload: more than the default 30 s when loaded.
        test.setTimeout(60_000);
        const f = await fixture();
        await signIn(page, f.tenant.email);
        await expect(page.getByRole('heading', { level: 1, name: 'Tenant portal' })).toBeVisible();
        const main = page.getByRole('main');
        await expect(
          main.getByRole('heading', { level: 2, name: new RegExp(f.street) }),
        ).toBeVisible();
        await expect(main).toContainText('$2,450.00 a month');
        await expect(main).toContainText('On the 3rd of each month');
        await expect(main).toContainText('December 31, 2027');
        await expect(main.getByRole('link', { name: /Call maintenance/ })).toHaveAttribute(
          'href',
          /^tel:/,
        );
        // Nothing of the owner, nor of the other home.
        await expect(main).not.toContainText(`Olivia Owner ${f.id}`);
        await expect(main).not.toContainText('Plus plan');
        await expect(main).not.toContainText(f.otherStreet);
        await noHorizontalScroll(page);
        await expectNoAxeViolations(page, AXE);

        const downloading = page.waitForEvent('download');
        await main.getByRole('button', { name: `Download Signed lease ${f.street}` }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe(`Signed lease ${f.street}.pdf`);

        const proof = main.getByLabel(/Your proof/);
        await proof.setInputFiles({
          name: 'notes.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('hi'),
        });
        await expect(main.getByRole('alert')).toContainText('Only PDF files and photos');
        await proof.setInputFiles({
          name: 'insurance.pdf',
          mimeType: 'application/pdf',
          buffer: PDF,
        });
        await main.getByRole('button', { name: 'Upload proof' }).click();
        await expect(
          main.getByText('Thank you: your proof of insurance is on file.'),
        ).toBeVisible();
        await expect(main.getByText(/Proof on file, uploaded/)).toBeVisible();
        await expect(main.getByRole('button', { name: 'Replace proof' })).toBeVisible();
        const rows = must(
          await service
            .from('documents')
            .select('storage_path, uploaded_by')
            .eq('lease_id', f.mine.leaseId)
            .eq('kind', 'renters_insurance'),
        );
        expect(rows).toHaveLength(1);
        must(await service.storage.from('documents').download(rows[0]!.storage_path));
        await expectNoAxeViolations(page, AXE);
      });

    if (device === 'desktop')
      test('a tenant whose access is revoked loses it on the next load', async ({ page }) => {
        const f = await fixture();
        await signIn(page, f.tenant.email);
        await expect(page.getByRole('main')).toContainText('$2,450.00 a month');
        // The tenant's home at a desk (the journey above runs on a phone).
        await expect(page.getByRole('heading', { level: 1, name: 'Tenant portal' })).toBeVisible();
        await noHorizontalScroll(page);
        await expectNoAxeViolations(page, AXE);
        ok(
          await service
            .from('portal_access')
            .update({ revoked_at: new Date().toISOString() })
            .eq('id', f.tenant.accessId),
        );
        await page.reload();
        await waitForApp(page);
        await expect(
          page.getByRole('heading', { level: 1, name: 'No portal access' }),
        ).toBeVisible();
        await expect(page.getByRole('main')).not.toContainText(f.street);
        await expectNoAxeViolations(page, AXE);
      });
  });
}
