/**
 * Maintenance in the owner and tenant portal without the maintenance function (reads go through
 * PostgREST and Storage): on a phone (390×844, mobile emulation), tenant1 sees the seeded faucet
 * request in the list and on its page, adds a photo (resized in the browser, stored in the private
 * bucket, shown through a signed URL) and a message on a request of theirs, and sees the gas
 * triage screen; at a desk, owner1 sees the requests on their home with the approval rule and
 * approves one above the limit. Each journey once, at the size its person uses (the screens are
 * the same at both; the owner's portal on a phone is portal.spec.ts, the tenant's at a desk is
 * portal.spec.ts too). Axe on every screen. Filing through the form is portal-maintenance.spec.ts
 * (it needs the function).
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures/test';
import { maintenanceSeed, portalSeed } from '../support/portalSeed';
import { expectNoAxeViolations } from './fixtures/axe';
import {
  AXE,
  DESKTOP,
  PHONE,
  awaitingOwner1,
  fileAsTenant1,
  noHorizontalScroll,
  service,
  signInOnPage,
} from './fixtures/portalMaintenance';

const JPEG = 'tests/fixtures/images/house.jpg';

test.describe('portal maintenance, reading (phone)', () => {
  test.use(PHONE);

  test('tenant1: the list, the seeded request, a photo and a message', async ({ page }) => {
    test.setTimeout(120_000);
    const location = `Laundry ${randomUUID().slice(0, 6)}`;
    const id = await fileAsTenant1(location);
    // Estimated above the owner's limit: the owner sees the amount, the tenant never does.
    const estimated = `Dishwasher ${randomUUID().slice(0, 6)}`;
    await awaitingOwner1(estimated);
    await signInOnPage(page, portalSeed.tenant1.email);
    const repairs = page.getByRole('region', { name: 'Repairs' });
    const faucet = repairs.getByRole('link', {
      name: /Plumbing: Kitchen sink/,
    });
    await expect(faucet).toBeVisible();
    await expect(repairs.getByRole('link', { name: new RegExp(location) })).toContainText(
      'Submitted',
    );
    await expect(repairs.getByRole('link', { name: new RegExp(estimated) })).toBeVisible();
    await expect(repairs).not.toContainText('$');
    await expect(repairs).not.toContainText('Estimate');
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page, AXE);

    await faucet.click();
    await expect(page).toHaveURL(`/portal/maintenance/${maintenanceSeed.faucet.id}`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Plumbing: Kitchen sink' }),
    ).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Request filed');
    await expect(page.getByRole('region', { name: 'Visit' })).toContainText(
      'No visit scheduled yet.',
    );
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page, AXE);

    // A request of theirs: a photo from the camera roll, then a message.
    await page.goto(`/portal/maintenance/${id}`);
    const photos = page.getByRole('region', { name: 'Photos' });
    await photos.getByLabel(/Photos \(optional/).setInputFiles(JPEG);
    await photos.getByRole('button', { name: 'Send 1 photo' }).click();
    await expect(
      photos.getByRole('img', { name: /Photo 1 of 1, added by the tenant/ }),
    ).toBeVisible();
    await expect
      .poll(() =>
        photos
          .getByRole('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    const stored = await service
      .from('maintenance_photos')
      .select('storage_path, content_type, width, height, added_by_kind')
      .eq('request_id', id);
    expect(stored.data).toEqual([
      {
        storage_path: expect.stringMatching(new RegExp(`^${id}/[0-9a-f-]{36}\\.webp$`)),
        content_type: 'image/webp',
        width: 16,
        height: 12,
        added_by_kind: 'tenant',
      },
    ]);

    const thread = page.getByRole('region', {
      name: 'Messages with the office',
    });
    await thread.getByRole('button', { name: 'Send message' }).click();
    await expect(thread.getByText('Message is required')).toBeVisible();
    await thread.getByLabel('Your message').fill('The water shut-off is behind the washer.');
    await thread.getByRole('button', { name: 'Send message' }).click();
    await expect(thread.getByRole('listitem')).toContainText(
      'The water shut-off is behind the washer.',
    );
    await expect(thread.getByLabel('Your message')).toHaveValue('');
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page, AXE);
  });

  // One size is enough: the same screen, whose branches the component tests cover.
  test('tenant1: the triage sends everyone out on gas, with tel: links', async ({ page }) => {
    test.setTimeout(60_000);
    await signInOnPage(page, portalSeed.tenant1.email);
    await page.getByRole('link', { name: 'Request maintenance' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Request maintenance' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    await page.getByRole('button', { name: 'I smell gas' }).click();
    await expect(page.getByRole('heading', { name: 'Leave the home now' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await expect(page.getByRole('link', { name: /Call SoCalGas/ })).toHaveAttribute(
      'href',
      /^tel:\+1800/,
    );
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page, AXE);
  });
});

test.describe('portal maintenance, reading (desktop)', () => {
  test.use(DESKTOP);

  test('owner1: the requests on their home, the rule, and an approval', async ({ page }) => {
    test.setTimeout(60_000);
    const location = `Dishwasher ${randomUUID().slice(0, 6)}`;
    const id = await awaitingOwner1(location);
    await signInOnPage(page, portalSeed.owner1.email);
    const repairs = page.getByRole('region', { name: 'Repairs on your homes' });
    await expect(repairs).toContainText('Repairs estimated above your approval limit');
    await expect(repairs.getByRole('link', { name: /Plumbing: Kitchen sink/ })).toBeVisible();
    const mine = repairs.getByRole('link', { name: new RegExp(location) });
    await expect(mine).toContainText('Needs your approval');
    await expect(mine).toContainText('Estimate $900.00');
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page, AXE);

    await mine.click();
    const costs = page.getByRole('region', { name: 'Cost and approval' });
    await expect(costs).toContainText('$900.00');
    // The owner has no thread with the office, and never the tenant's details.
    await expect(page.getByRole('region', { name: 'Messages with the office' })).toHaveCount(0);
    await expect(page.getByText('May we enter')).toHaveCount(0);
    await expectNoAxeViolations(page, AXE);
    await costs.getByLabel(/Note to the office/).fill('Fine, go ahead');
    await costs.getByRole('button', { name: 'Approve the repair' }).click();
    await expect(costs.getByText(/the repair is approved/)).toBeVisible();
    await expect(
      costs.getByText(/You approved this repair\. Your note: Fine, go ahead/),
    ).toBeVisible();
    await expect(costs.getByRole('button', { name: 'Approve the repair' })).toHaveCount(0);
    const { data } = await service
      .from('maintenance_requests')
      .select('owner_approval, owner_approval_note')
      .eq('id', id)
      .single();
    expect(data).toEqual({
      owner_approval: 'approved',
      owner_approval_note: 'Fine, go ahead',
    });
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page, AXE);
  });
});
