/**
 * The office works maintenance on a phone (390×844, mobile emulation, touch): the
 * queue shows the seeded request and keeps its filters across a reload; a fresh request (filed
 * with the service role, tenant1's lease, no permission to enter) is acknowledged, estimated
 * within the owner's limit and scheduled (the lapsed vendor warned, a Saturday refused by Civil
 * Code 1954, a weekday saved with the notice of entry kept); an internal note is marked; a vendor
 * with lapsed insurance is added and warned about. axe on every screen.
 */
import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { maintenanceSeed } from '../support/portalSeed';
import { AXE, PHONE, noHorizontalScroll, service } from './fixtures/portalMaintenance';
import { signInAsAdmin } from './fixtures/session';
import { openAdminSection } from './fixtures/adminBar';

// supabase/seed.sql: owner1's duplex (approval limit $500), Unit A leased to tenant1.
const HOME1 = '5eed0300-0000-4000-8000-000000000001';
const LEASE1 = '5eed0500-0000-4000-8000-000000000001';

/** The office's (Pacific) date `days` from now, and its weekday. */
function officeDay(days: number): { date: string; weekday: string } {
  const at = new Date(Date.now() + days * 86_400_000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(at);
  const weekday = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    weekday: 'short',
  }).format(at);
  return { date, weekday };
}

/** The first office day at least 2 days ahead that is (or is not) a Saturday. */
function dayAhead(saturday: boolean): string {
  for (let days = 2; ; days += 1) {
    const { date, weekday } = officeDay(days);
    if (saturday ? weekday === 'Sat' : weekday !== 'Sat' && weekday !== 'Sun') return date;
  }
}

/** Every visible control (not inline text links) inside `scope` is at least 44×44 px. */
async function expectTapTargets(scope: Locator): Promise<void> {
  const small = await scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, input:not([type=hidden]), select, textarea, a')]
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.display === 'inline' || style.visibility === 'hidden') return false;
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && (box.width < 44 || box.height < 44);
      })
      .map((el) => `${el.tagName} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}"`),
  );
  expect(small, 'controls smaller than 44×44 px').toEqual([]);
}

// Phone only: the maintenance screens have one layout at every width (responsive CSS), so a
// desktop run repeated the phone's checks minus the tap targets; staff.spec.ts covers the admin at
// 1280 px.
for (const [device, options] of [['phone', PHONE]] as const) {
  test.describe(`maintenance for the office (${device})`, () => {
    test.use(options);

    test('queue, acknowledge, estimate, schedule with the notice of entry; vendors', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const phone = device === 'phone';
      const tag = randomUUID().slice(0, 6);
      const location = `Dishwasher ${tag}`;
      const filed = await service
        .from('maintenance_requests')
        .insert({
          home_id: HOME1,
          lease_id: LEASE1,
          idempotency_key: randomUUID(),
          category: 'appliance',
          location,
          description: 'The dishwasher leaks onto the floor after every run.',
          entry_permission: 'call_first',
          pets: 'A cat',
        })
        .select('id')
        .single();
      expect(filed.error).toBeNull();

      await signInAsAdmin(page);
      await openAdminSection(page, 'Maintenance');
      await expect(page.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeVisible();
      const queue = page.getByRole('list', { name: 'Maintenance requests' });
      // The seed's request (other specs may file their own at the same place).
      const seeded = queue.locator(`a[href="/admin/maintenance/${maintenanceSeed.faucet.id}"]`);
      await expect(seeded).toHaveAccessibleName('Plumbing: Kitchen sink');
      await noHorizontalScroll(page);
      await expectNoAxeViolations(page, AXE);
      if (phone) await expectTapTargets(page.getByRole('main'));

      // Filters live in the URL: a reload keeps them.
      await page.getByLabel('Category').selectOption('appliance');
      await expect(page).toHaveURL(/\?category=appliance$/);
      await expect(seeded).toHaveCount(0);
      await page.reload();
      await waitForApp(page);
      await expect(page.getByLabel('Category')).toHaveValue('appliance');
      await queue.getByRole('link', { name: `Appliance: ${location}` }).click();

      await expect(
        page.getByRole('heading', { level: 1, name: 'Maintenance Request' }),
      ).toBeVisible();
      await expect(
        page.getByText('The dishwasher leaks onto the floor after every run.'),
      ).toBeVisible();
      await expect(page.getByText('Call me first')).toBeVisible();
      await noHorizontalScroll(page);
      await expectNoAxeViolations(page, AXE);
      if (phone) await expectTapTargets(page.getByRole('main'));

      await page.getByRole('button', { name: 'Acknowledge' }).click();
      await expect(page.getByText('The request is now acknowledged.')).toBeVisible();

      await page.getByRole('button', { name: 'Set the estimate' }).click();
      const estimate = page.getByRole('form', { name: 'Set the estimate' });
      await estimate.getByLabel(/^Estimate/).fill('180');
      await estimate.getByRole('button', { name: 'Save estimate' }).click();
      await expect(page.getByText(/Within the home’s approval limit \(\$500\.00\)/)).toBeVisible();

      await page.getByRole('button', { name: 'Schedule' }).click();
      const schedule = page.getByRole('form', { name: 'Schedule the visit' });
      const vendor = schedule.getByLabel(/^Vendor/);
      await vendor.selectOption({ label: 'Inland Electric (Electrical), insurance lapsed' });
      await expect(schedule.getByText(/Inland Electric’s insurance lapsed on/)).toBeVisible();
      await vendor.selectOption({ label: 'Valley Plumbing & Rooter (Plumbing)' });
      const date = schedule.getByLabel(/^Visit date/);
      await date.fill(dayAhead(true));
      await schedule.getByLabel(/^Window from/).fill('10:00');
      await schedule.getByLabel(/^Window to/).fill('12:00');
      const check = schedule.getByRole('status', { name: 'Entry check' });
      await expect(check).toContainText('Monday to Friday, 8 AM to 5 PM (Civil Code 1954)');
      await expectNoAxeViolations(page, AXE);
      if (phone) await expectTapTargets(schedule);
      await schedule.getByRole('button', { name: 'Save the visit' }).click();
      await expect(schedule.getByRole('alert')).toContainText('business hours');

      await date.fill(dayAhead(false));
      await expect(check).toContainText(
        'a written notice of entry (Civil Code 1954) will be mailed',
      );
      await schedule.getByLabel(/^Access instructions/).fill(`Lockbox ${tag}`);
      await schedule.getByRole('button', { name: 'Save the visit' }).click();
      await expect(page.getByText(/The visit is scheduled; the vendor is mailed/)).toBeVisible();
      const history = page.getByRole('list', { name: 'History' });
      await expect(
        history.getByText('Written notice of entry (Civil Code 1954) mailed to the tenant'),
      ).toBeVisible();
      await expect(history.getByText(/NOTICE OF INTENT TO ENTER DWELLING UNIT/)).toBeVisible();
      await expect(page.getByText(`Lockbox ${tag}`)).toBeVisible();

      const note = page.getByRole('form', { name: 'Add an internal note' });
      await note.getByLabel(/^Internal note/).fill(`Check the hose ${tag}`);
      await note.getByRole('button', { name: 'Add note' }).click();
      const thread = page.getByRole('list', { name: 'Messages and notes' });
      await expect(
        thread.getByRole('listitem').filter({ hasText: `Check the hose ${tag}` }),
      ).toContainText('Internal note (staff only)');
      await noHorizontalScroll(page);
      await expectNoAxeViolations(page, AXE);

      // Vendors: the seeded lapsed one is flagged; a new one with lapsed insurance is warned.
      await openAdminSection(page, 'Vendors');
      await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
      const vendors = page.getByRole('list', { name: 'Vendors' });
      await expect(
        vendors.getByRole('listitem').filter({ hasText: 'Inland Electric' }),
      ).toContainText('Insurance lapsed');
      await expectNoAxeViolations(page, AXE);
      await page.getByRole('button', { name: 'Add a vendor' }).click();
      const form = page.getByRole('form', { name: 'Vendor' });
      const name = `Roofers ${tag}`;
      await form.getByLabel(/^Name/).fill(name);
      await form.getByLabel(/^Trade/).selectOption('roof_leaks');
      await form.getByLabel(/^Phone/).fill('(909) 555-0177');
      await form.getByLabel(/^Email/).fill('bad-address');
      await form.getByLabel(/^Licence number/).fill('123');
      await form.getByLabel(/^Insurance expires on/).fill('2020-01-31');
      await expect(form.getByText('This insurance has lapsed')).toBeVisible();
      await form.getByRole('button', { name: 'Add vendor' }).click();
      await expect(form.getByText('Enter an email address, like name@example.com')).toBeVisible();
      await expect(form.getByText('A CSLB licence number is 5 to 8 digits')).toBeVisible();
      await expectNoAxeViolations(page, AXE);
      if (phone) await expectTapTargets(form);
      await form.getByLabel(/^Email/).fill(`roof-${tag}@example.com`);
      await form.getByLabel(/^Licence number/).fill('1234567');
      await form.getByRole('button', { name: 'Add vendor' }).click();
      await expect(form).toBeHidden();
      await expect(vendors.getByRole('listitem').filter({ hasText: name })).toContainText(
        'Insurance lapsed',
      );
      await noHorizontalScroll(page);
      await expectNoAxeViolations(page, AXE);
    });
  });
}
