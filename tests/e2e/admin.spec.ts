/**
 * The admin area against the production build and the local backend: sign-up then sign-in, the
 * no-access screen, the redirect without a session, listing add/edit/delete seen on /properties,
 * extraction from a fixture listing page, the leads inbox and its CSV, logout; axe on each screen.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import {
  expectedFor,
  listingFixtures,
  startListingFixtureServer,
  type ListingFixtureServer,
} from '../fixtures/listings/server';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { resetLeadLimits } from './fixtures/leadLimits';
import { signInAsAdmin } from './fixtures/session';
import { service } from './fixtures/portalMaintenance';
import { openAdminSection } from './fixtures/adminBar';

test.beforeEach(resetLeadLimits);

/**
 * Toasts are transient notices drawn by the app-wide <Toaster> (src/app/AppProviders.tsx), not
 * part of these screens; sonner's rich success colours measure 4.25:1, reported to its owner.
 */
const AXE = { exclude: ['[data-sonner-toaster]'] };

const unique = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 8)}`;

const passwordInput = (page: Page) => page.locator('input[autocomplete$="password"]');

async function openAuth(page: Page): Promise<void> {
  await page.goto('/auth');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
}

/** The photo list's images in order (first = cover). */
async function photoSources(scope: Locator): Promise<string[]> {
  const list = scope.getByRole('list', { name: 'Listing photos, in order' });
  await expect(list).toBeVisible();
  return list.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!));
}

async function expectNoindex(page: Page): Promise<void> {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
}

test.describe('admin area', () => {
  test('without a session the admin pages send you to /auth', async ({ page }) => {
    for (const path of ['/admin/properties', '/admin/leads']) {
      await page.goto(path);
      await expect(page).toHaveURL('/auth');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    }
    await expectNoindex(page);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page, AXE);
  });

  test('sign up, then sign in: a new account sees the no-access screen and can log out', async ({
    page,
  }) => {
    // Some thirty steps: on a busy two-core CI machine they neared the default 30 s.
    test.setTimeout(60_000);
    const email = `staff-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await openAuth(page);
    await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Admin Account' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, AXE);

    // Validation first, then the show/hide toggle.
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await passwordInput(page).fill('staff-pass-1');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(passwordInput(page)).toHaveAttribute('type', 'text');

    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await expect(page.getByText('Account created! You can now log in.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(page).toHaveURL('/auth');

    // Signing up twice with the same address says so.
    await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
    await passwordInput(page).fill('staff-pass-1');
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await expect(
      page.getByText('This email is already registered. Please log in instead.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();

    await passwordInput(page).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Invalid login credentials')).toBeVisible();

    await passwordInput(page).fill('staff-pass-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Successfully logged in!')).toBeVisible();
    await expect(page).toHaveURL('/admin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This account does not have admin access' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New Property' })).toHaveCount(0);
    await expectNoindex(page);
    await expectNoAxeViolations(page, AXE);

    // The leads inbox is closed too.
    await page.goto('/admin/leads');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This account does not have admin access' }),
    ).toBeVisible();

    // With a session, /auth goes straight on to the admin area.
    await page.goto('/auth');
    await expect(page).toHaveURL('/admin');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await page.goto('/admin/properties');
    await expect(page).toHaveURL('/auth');
  });

  test('add, edit and delete a listing, seen on /properties each time', async ({ page }) => {
    test.setTimeout(90_000);
    const title = unique('E2E Hillside Cottage');
    const renamed = `${title} (renovated)`;
    await signInAsAdmin(page);
    await expectNoindex(page);
    await expect(page.getByRole('link', { name: 'View Public Page' })).toHaveAttribute(
      'href',
      '/properties',
    );
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads' }),
    ).toHaveAttribute('href', '/admin/leads');
    // The seed's listings are listed, whatever their status.
    await expect(
      page.getByRole('row', { name: /Spanish Revival Near the Claremont Colleges/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page, AXE);

    await page.getByRole('button', { name: 'Add New Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Property' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Property' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expectNoAxeViolations(page, AXE);

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Two-bedroom cottage with a fenced yard.');
    await dialog.getByLabel('Listing type').selectOption('rent');
    await dialog.getByLabel('Price (USD)').fill('2350');
    await dialog.getByLabel('Address').fill('77 Hillside Ln');
    await dialog.getByLabel('City').fill('Glendora');
    await dialog.getByLabel('ZIP code').fill('91741');
    await dialog.getByLabel('Bedrooms').fill('2');
    await dialog.getByLabel('Bathrooms').fill('1.5');
    await dialog.getByLabel('Square feet').fill('980');
    const photoAddress = dialog.getByLabel('Or add a photo by its web link');
    for (const photo of ['la-verne-craftsman-1', 'la-verne-craftsman-2']) {
      await photoAddress.fill(`/images/listings/${photo}.webp`);
      await photoAddress.press('Enter');
    }
    await expect(dialog.getByRole('img', { name: 'Photo 2' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Property' }).click();
    await expect(page.getByText('Property added')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('$2,350/mo');
    await expect(row).toContainText('Glendora');
    await expect(row).toContainText('Active');

    // Newest first: the new listing is the first row.
    await expect(page.getByRole('row').nth(1)).toContainText(title);

    // Search and status filter.
    await page.getByLabel('Search listings').fill(title.split(' ').at(-1)!);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Status').selectOption('sold');
    await expect(page.getByText('No listings match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();

    await page.getByRole('link', { name: 'View Public Page' }).click();
    await expect(page).toHaveURL('/properties');
    const card = page
      .getByTestId('listing-card')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('$2,350/mo');

    await page.goto('/admin/properties');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Property' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await expect(edit.getByLabel('Bathrooms')).toHaveValue('1.5');
    await edit.getByLabel('Title').fill(renamed);
    await edit.getByLabel('Price (USD)').fill('2400');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Property updated')).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) }),
    ).toContainText('$2,400/mo');

    await page.goto('/properties');
    await expect(page.getByRole('heading', { name: renamed, exact: true })).toBeVisible();

    await page.goto('/admin/properties');
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this property?');
    await expectNoAxeViolations(page, AXE);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: `Delete ${renamed}` })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Property deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${renamed}` })).toHaveCount(0);

    await page.goto('/properties');
    await waitForApp(page);
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: renamed, exact: true })).toHaveCount(0);
  });

  test.describe('extraction from listing URLs', () => {
    let site: ListingFixtureServer;
    test.beforeAll(async () => {
      site = await startListingFixtureServer();
    });
    test.afterAll(async () => {
      await site?.close();
    });

    test('fills the form from a fixture listing page and saves it', async ({ page }) => {
      test.setTimeout(60_000);
      const file = '03-microdata-rental.html';
      const url = site.urlOf(file);
      const expected = expectedFor(listingFixtures()[file]!.expected, url);
      await signInAsAdmin(page);
      await page.getByRole('button', { name: 'Add New Property' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Property' });

      await dialog.getByRole('button', { name: 'Extract Details' }).click();
      await expect(page.getByText('Please enter at least one listing URL')).toBeVisible();

      // A private address is refused by the function's safe fetch.
      await dialog.getByLabel('Listing URLs').fill('http://10.0.0.1/listing');
      await dialog.getByRole('button', { name: 'Extract Details' }).click();
      await expect(page.getByText('Failed to extract property details')).toBeVisible();

      await dialog.getByLabel('Listing URLs').fill(`\n${url}\n`);
      await dialog.getByRole('button', { name: 'Extract Details' }).click();
      await expect(
        page.getByText('Property details extracted! Review and adjust as needed.'),
      ).toBeVisible();
      await expect(dialog.getByLabel('Title')).toHaveValue(expected.title!);
      await expect(dialog.getByLabel('Listing type')).toHaveValue('rent');
      await expect(dialog.getByLabel('Price (USD)')).toHaveValue(String(expected.price));
      await expect(dialog.getByLabel('Address')).toHaveValue(expected.address!);
      await expect(dialog.getByLabel('City')).toHaveValue(expected.city!);
      await expect(dialog.getByLabel('ZIP code')).toHaveValue(expected.zip_code!);
      await expect(dialog.getByLabel('Bedrooms')).toHaveValue(String(expected.bedrooms));
      await expect(dialog.getByLabel('Bathrooms')).toHaveValue(String(expected.bathrooms));
      await expect(dialog.getByLabel('Square feet')).toHaveValue(String(expected.square_feet));
      await expect(photoSources(dialog)).resolves.toEqual(expected.images);
      await expect(dialog.getByLabel('Description')).toHaveValue(expected.description!);
      await expectNoAxeViolations(page, AXE);

      const title = unique('Extracted');
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Status').selectOption('off_market');
      await dialog.getByRole('button', { name: 'Add Property' }).click();
      await expect(page.getByText('Property added')).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(title) });
      await expect(row).toContainText('$2,450/mo');
      await expect(row).toContainText('West Covina');
      await expect(row).toContainText('Off market');
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const saved = page.getByRole('dialog', { name: 'Edit Property' });
      await expect(saved.getByLabel('Bathrooms')).toHaveValue(String(expected.bathrooms));
      await expect(photoSources(saved)).resolves.toEqual(expected.images);
      await saved.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Property deleted')).toBeVisible();
    });
  });

  test('the leads inbox shows a lead sent through the site, filters it and exports CSV', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const name = unique('Inbox Tester');
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
    const lead = page.getByRole('dialog', { name: 'Get Started' });
    await lead.getByLabel(/Full Name/).fill(name);
    await lead.getByRole('textbox', { name: /^Email/ }).fill('inbox.tester@example.com');
    await lead.getByRole('textbox', { name: /^Phone/ }).fill('(909) 555-0199');
    await lead.getByLabel(/Property Address \(or City\/Zip\)/).fill('Upland 91786');
    await lead.getByLabel(/Property Type/).selectOption('condo');
    await lead.getByLabel(/Units Owned/).selectOption('2-5');
    await lead.getByRole('radio', { name: 'No' }).check();
    await lead
      .getByLabel(/biggest frustration/i)
      .fill('=HYPERLINK("http://evil.test") repairs take weeks');
    await lead.getByRole('radio', { name: 'Text message' }).check();
    await lead.getByRole('checkbox', { name: /receive text messages/ }).check();
    await lead.getByLabel(/Best Time/).selectOption('evening');
    await lead.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Success!')).toBeVisible();

    await signInAsAdmin(page);
    await openAdminSection(page, 'Leads');
    await expect(page).toHaveURL('/admin/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await expectNoindex(page);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Get Started form');
    await expect(item).toContainText('inbox.tester@example.com');
    await expect(item).toContainText('Condo / townhome');
    await expect(item).toContainText('Text message');
    await expect(item).toContainText(/Email: (Pending|Sent|Failed)/);
    await expectNoAxeViolations(page, AXE);

    // At a desk the filters stay in view, with no Filters button (a phone folds them behind one:
    // leads-inbox.spec.ts).
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    await page.getByLabel('Filter leads').fill(name.split(' ').at(-1)!);
    await expect(
      page.getByRole('list', { name: 'Leads, open first' }).getByRole('listitem'),
    ).toHaveCount(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"Source","Status","Follow up on","Name","Email"');
    expect(lines[0]).toContain('"Notes"');
    expect(lines[1]).toContain('"Get Started form","New"');
    expect(lines[1]).toContain(`"${name}"`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"") repairs take weeks"`);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Logged out successfully')).toBeVisible();
  });
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

/**
 * Work for the landing page, on a home of its own: an urgent request nobody acknowledged and a
 * job marked done, both filed long ago (so they head their lists, oldest first, whatever other
 * specs file), and a new lead (newest first).
 */
async function staffWork(tag: string) {
  const one = async (q: PromiseLike<{ data: unknown; error: { message: string } | null }>) => {
    const { data, error } = await q;
    if (error) throw new Error(error.message);
    return data as { id: string };
  };
  const home = await one(
    service
      .from('managed_homes')
      .insert({ street: `${tag} Today Ct`, city: 'Covina', zip_code: '91724' })
      .select('id')
      .single(),
  );
  const unit = await one(
    service.from('home_units').insert({ home_id: home.id, label: 'Unit 1' }).select('id').single(),
  );
  const lease = await one(
    service
      .from('leases')
      .insert({
        home_id: home.id,
        unit_id: unit.id,
        starts_on: '2026-01-01',
        rent_cents: 200_000,
        status: 'active',
      })
      .select('id')
      .single(),
  );
  const request = {
    home_id: home.id,
    lease_id: lease.id,
    category: 'plumbing',
    description: 'Water is coming through the ceiling.',
    entry_permission: 'yes',
  };
  const urgent = await one(
    service
      .from('maintenance_requests')
      .insert({
        ...request,
        idempotency_key: crypto.randomUUID(),
        location: `Flood ${tag}`,
        urgent: true,
        emergency: 'flooding',
        created_at: '2020-01-01T17:00:00Z',
      })
      .select('id')
      .single(),
  );
  const done = await one(
    service
      .from('maintenance_requests')
      .insert({
        ...request,
        idempotency_key: crypto.randomUUID(),
        location: `Disposal ${tag}`,
        status: 'completed',
        created_at: '2020-01-01T17:00:00Z',
      })
      .select('id')
      .single(),
  );
  const leadName = `Lena Landing ${tag}`;
  const lead = await one(
    service
      .from('leads')
      .insert({
        source: 'lead_dialog',
        full_name: leadName,
        email: `landing-${tag}@example.com`,
        phone: '(909) 555-0100',
        property_address: '1 Lead Ln, Upland, CA',
        property_type: 'single-family',
        units_owned: '1',
        has_current_manager: false,
        biggest_frustration: 'Tenants pay late every month.',
        preferred_contact: 'email',
        best_time: 'morning',
      })
      .select('id')
      .single(),
  );
  return { urgentId: urgent.id, doneId: done.id, leadId: lead.id, leadName };
}

for (const [device, options] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`the staff landing page (${device})`, () => {
    test.use(options);

    test("Today lists the day's work, each item one tap from where it is worked; the bar badges it", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const tag = crypto.randomUUID().slice(0, 6);
      const work = await staffWork(tag);
      await signInAsAdmin(page, '/admin');
      await expectNoindex(page);
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);

      const attention = page.getByRole('list', { name: 'Urgent and unacknowledged requests' });
      const urgent = attention.getByRole('listitem').first();
      await expect(urgent).toContainText('Urgent');
      await expect(urgent).toContainText('Not acknowledged in time');
      await expect(urgent.getByRole('link', { name: `Plumbing: Flood ${tag}` })).toHaveAttribute(
        'href',
        `/admin/maintenance/${work.urgentId}`,
      );
      const check = page.getByRole('list', { name: 'Jobs to check' }).getByRole('listitem').first();
      await expect(check).toContainText('check it with the tenant, then close');
      await expect(check.getByRole('link', { name: `Plumbing: Disposal ${tag}` })).toHaveAttribute(
        'href',
        `/admin/maintenance/${work.doneId}`,
      );
      await expect(
        page.getByRole('list', { name: 'New leads' }).getByRole('link', { name: work.leadName }),
      ).toHaveAttribute('href', `/admin/leads?lead=${work.leadId}`);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Today’s appointments' }),
      ).toBeVisible();

      // The bar's badges: urgent work on the phone's folded menu, each count at a desk.
      const bar = page.getByRole('navigation', { name: 'Admin' });
      if (device === 'phone') {
        await expect(bar.locator('summary')).toContainText(/\d+ urgent/);
      } else {
        const maintenance = bar.getByRole('link', { name: /^Maintenance/ });
        await expect(maintenance).toContainText(/\d+ urgent/);
        await expect(maintenance).toContainText(/\d+ new/);
        await expect(maintenance).toContainText(/\d+ to check/);
        await expect(bar.getByRole('link', { name: /^Leads/ })).toContainText(/\d+ new/);
      }
      await expectNoAxeViolations(page, AXE);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

      // One tap to the request; the default queue keeps the job marked done.
      await urgent.getByRole('link', { name: `Plumbing: Flood ${tag}` }).click();
      await expect(page).toHaveURL(`/admin/maintenance/${work.urgentId}`);
      await openAdminSection(page, 'Maintenance');
      await expect(page).toHaveURL('/admin/maintenance');
      await expect(
        page
          .getByRole('list', { name: 'Maintenance requests' })
          .getByRole('link', { name: `Plumbing: Disposal ${tag}` }),
      ).toBeVisible();
    });
  });
}

test.describe('the admin bar on a phone', () => {
  test.use(PHONE);

  test('one 44 px row, the work within the first screen, the sections in a labelled keyboard menu', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const bar = page.getByRole('navigation', { name: 'Admin' });
    const summary = bar.locator('summary');
    await expect(summary).toBeVisible();
    // Today, the menu and Log out share one row.
    const boxes = await Promise.all(
      [
        bar.getByRole('link', { name: 'Today' }),
        summary,
        bar.getByRole('button', { name: 'Log out' }),
      ].map(async (l) => (await l.boundingBox())!),
    );
    for (const box of boxes) expect(box.y).toBe(boxes[0]!.y);
    const barHeight = (await bar.boundingBox())!.height;
    expect(barHeight).toBeLessThanOrEqual(50);
    // Where the page's own content starts (the admin bar and the site header above it).
    const mainTop = await page.locator('#main').evaluate((el) => el.getBoundingClientRect().top);
    expect(mainTop).toBeLessThan(120);
    const headingTop = await page
      .getByRole('heading', { level: 1, name: 'Property Management' })
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop).toBeLessThan(160);
    test.info().annotations.push({
      type: 'measured',
      description: `phone admin bar ${barHeight}px; main starts at ${mainTop}px`,
    });

    // Keyboard: Enter opens the menu, Tab walks its links, Escape folds it back to its button.
    await expect(bar.getByRole('link', { name: 'Maintenance' })).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(bar.getByRole('link', { name: 'Maintenance' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('link', { name: 'Listings' })).toBeFocused();
    await expectNoAxeViolations(page, AXE);
    await page.keyboard.press('Escape');
    await expect(bar.getByRole('link', { name: 'Maintenance' })).toBeHidden();
    await expect(summary).toBeFocused();

    // A section chosen from the menu folds it again.
    await openAdminSection(page, 'Leads');
    await expect(page).toHaveURL('/admin/leads');
    await expect(bar.getByRole('link', { name: 'Calendar' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  });
});
