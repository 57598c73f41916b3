/**
 * The office's books on a phone (390×844, mobile emulation, touch): from the admin
 * bar's Money link, find a lease of its own by the tenant's name, reverse a wrong charge with a
 * reason (linked both ways), record a check for the balance and see its receipt number and the
 * new balance; at month end, mark a home's payout for last month sent (flagged late after the
 * 10th) and open the home's owner ledger. The charges and the owner's money are made with the
 * service role (the seed's ledger may be empty). axe on every screen.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { officeToday, previousPeriod } from '../../supabase/functions/_shared/contract/ledger';
import { portalSeed } from '../support/portalSeed';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { AXE, PHONE, noHorizontalScroll, service } from './fixtures/portalMaintenance';
import { signInAsAdmin } from './fixtures/session';
import { openAdminSection } from './fixtures/adminBar';

async function must(p: PromiseLike<{ error: { message: string } | null }>): Promise<void> {
  const { error } = await p;
  if (error) throw new Error(error.message);
}

/**
 * A lease of its own (its own home, unit and tenant, named by the tag), with two charges: one to
 * pay, one posted by mistake. Not the seeded tenant1's: other specs record payments there while
 * this one runs, and the balance this one pays must stay its own. Its due day is never today, so
 * another spec's run of the schedule posts no rent on it meanwhile.
 */
async function leaseWithCharges(tag: string): Promise<string> {
  const street = `${tag} Ledger Ln`;
  const home = await service
    .from('managed_homes')
    .insert({ street, city: 'Pomona', zip_code: '91766' })
    .select('id')
    .single();
  if (home.error) throw new Error(home.error.message);
  const homeId = (home.data as { id: string }).id;
  const unit = await service
    .from('home_units')
    .insert({ home_id: homeId, label: 'Unit A' })
    .select('id')
    .single();
  if (unit.error) throw new Error(unit.error.message);
  const today = officeToday();
  const lease = await service
    .from('leases')
    .insert({
      home_id: homeId,
      unit_id: (unit.data as { id: string }).id,
      starts_on: today,
      charges_from: today,
      rent_cents: 180_000,
      due_day: (Number(today.slice(8, 10)) % 28) + 1,
      status: 'active',
    })
    .select('id')
    .single();
  if (lease.error) throw new Error(lease.error.message);
  const leaseId = (lease.data as { id: string }).id;
  const person = await service
    .from('people')
    .insert({ full_name: `Tess Ledger${tag}`, email: `tess.${tag}@example.com` })
    .select('id')
    .single();
  if (person.error) throw new Error(person.error.message);
  await must(
    service
      .from('lease_tenants')
      .insert({ lease_id: leaseId, person_id: (person.data as { id: string }).id }),
  );
  const base = { home_id: homeId, lease_id: leaseId, kind: 'other_charge', posted_on: today };
  await must(
    service.from('ledger_entries').insert([
      {
        ...base,
        amount_cents: 12_500,
        memo: `Key replacement ${tag}`,
        idempotency_key: randomUUID(),
      },
      { ...base, amount_cents: 2_000, memo: `Wrong charge ${tag}`, idempotency_key: randomUUID() },
    ]),
  );
  return street;
}

/** A home of owner2's with $500 contributed last month: its payout is due. */
async function homeWithPayable(tag: string): Promise<string> {
  const street = `${tag} Payout Pl`;
  const { data, error } = await service
    .from('managed_homes')
    .insert({ street, city: 'Covina', zip_code: '91724' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const homeId = (data as { id: string }).id;
  await must(
    service.from('home_owners').insert({ home_id: homeId, person_id: portalSeed.owner2.personId }),
  );
  await must(
    service.from('ledger_entries').insert({
      home_id: homeId,
      kind: 'owner_contribution',
      amount_cents: 50_000,
      posted_on: `${previousPeriod(officeToday())}-15`,
      memo: 'Roof fund',
      idempotency_key: randomUUID(),
    }),
  );
  return `${street}, Covina`;
}

async function checkScreen(page: Page): Promise<void> {
  await noHorizontalScroll(page);
  await expectNoAxeViolations(page, AXE);
}

// Phone only: the money screens have one layout at every width (responsive CSS), so a desktop run
// repeated the phone's checks minus the tap targets; staff.spec.ts covers the admin at 1280 px.
for (const [device, options] of [['phone', PHONE]] as const) {
  test.describe(`the office's money (${device})`, () => {
    test.use(options);

    test('reverse a charge, record a check with its receipt, mark a payout sent', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const tag = randomUUID().slice(0, 6);
      const leaseStreet = await leaseWithCharges(tag);
      const address = await homeWithPayable(tag);

      await signInAsAdmin(page);
      await openAdminSection(page, 'Money');
      await expect(page.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Behind on rent' })).toBeVisible();
      await checkScreen(page);

      await page.getByRole('searchbox', { name: 'Find the lease' }).fill(`ledger${tag}`);
      await page
        .getByRole('list', { name: 'Matching leases' })
        .getByRole('link', { name: new RegExp(`${leaseStreet}.*Unit A`) })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Lease Ledger' })).toBeVisible();
      const entries = page.getByRole('list', { name: 'Ledger entries, newest first' });
      const wrong = entries.getByRole('listitem').filter({ hasText: `Wrong charge ${tag}` });
      await expect(wrong).toBeVisible();
      await checkScreen(page);

      // Reverse the wrong charge, with a reason.
      await wrong.getByRole('button', { name: /^Reverse the Other charge/ }).click();
      await wrong.getByRole('button', { name: 'Reverse entry' }).click();
      await expect(wrong.getByText('Say why the entry is reversed')).toBeVisible();
      await wrong.getByLabel(/Why it is reversed/).fill(`Posted twice by mistake ${tag}`);
      await wrong.getByRole('button', { name: 'Reverse entry' }).click();
      await expect(wrong.getByText('Reversed', { exact: true })).toBeVisible();
      const reversal = entries
        .getByRole('listitem')
        .filter({ hasText: `Posted twice by mistake ${tag}` });
      await expect(
        reversal.getByRole('link', { name: /^Reverses the Other charge/ }),
      ).toBeVisible();

      // Record a check for the balance owed.
      const balance = page.getByTestId('lease-balance');
      await expect(balance).not.toHaveText('$0.00');
      const owed = (await balance.innerText()).replace(/[$,]/g, '');
      const form = page.getByRole('form', { name: 'Record a payment' });
      await form.getByLabel(/Amount/).fill(owed);
      await expect(form.getByRole('radio', { name: 'Check', exact: true })).toBeChecked();
      await form.getByRole('button', { name: 'Record payment' }).click();
      await expect(form.getByText('Check number is required')).toBeVisible();
      await form.getByLabel(/Check number/).fill(`40${tag.replace(/\D/g, '').slice(0, 3)}1`);
      await form.getByRole('button', { name: 'Record payment' }).click();
      const done = page.getByRole('status').filter({ hasText: 'receipt no.' });
      await expect(done).toBeVisible();
      const receipt = /receipt no\. (\d+)/.exec(await done.innerText())?.[1];
      expect(Number(receipt)).toBeGreaterThan(1000);
      await expect(balance).toHaveText('$0.00');
      await expect(done).toContainText('New balance: $0.00');
      await expect(
        entries.getByRole('listitem').filter({ hasText: `Receipt no. ${receipt}` }),
      ).toContainText('Check');
      await checkScreen(page);

      // Month end: last month's payout for the new home.
      await page.goto('/admin/money/month-end');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Month End' })).toBeVisible();
      const home = page.getByRole('listitem', { name: address });
      await expect(home).toContainText('$500.00');
      await checkScreen(page);
      await home.getByLabel(/Transfer reference/).fill(`ACH-${tag}`);
      await home.getByRole('button', { name: 'Mark sent' }).click();
      await expect(home).toContainText(`Payout of $500.00 sent`);
      await expect(home).toContainText(`reference ACH-${tag}`);
      // Sent after the 10th is late; before it, not.
      const late = Number(officeToday().slice(8, 10)) > 10;
      await expect(home.getByText('Payout late')).toHaveCount(late ? 1 : 0);

      await home.getByRole('link', { name: address }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Owner Ledger' })).toBeVisible();
      await expect(
        page
          .getByRole('list', { name: 'Owner ledger entries, newest first' })
          .getByRole('listitem')
          .filter({ hasText: `ACH-${tag}` }),
      ).toContainText('Owner payout');
      await checkScreen(page);
    });
  });
}
