/**
 * The maintenance link pages on a phone (390×844, mobile emulation), against the real
 * `maintenance` function: the owner approves a repair above their limit from
 * /maintenance/approval (a lost connection first: the note is kept, the retry answers), the vendor
 * confirms the visit and marks the job done with a photo from /maintenance/work-order, each link
 * then says it has been used, and a bogus link is not recognised. Axe on every screen.
 *
 * The request, its home, lease, owner and vendor are made with the service client; the links
 * are the ones the function mails (read from the mail catcher).
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import ws from 'ws';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { officeInstant } from '../../supabase/functions/_shared/contract/maintenance';
import { weekdayAhead } from '../support/officeDays';
import {
  BACKEND_URL,
  CRON_HEADERS,
  MAIL_CATCHER_URL,
  PUBLISHABLE_KEY,
  SERVICE_ROLE_KEY,
} from './fixtures/env';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const PHOTO = fileURLToPath(new URL('../../public/og-image.png', import.meta.url));

const service = createClient(BACKEND_URL, SERVICE_ROLE_KEY, {
  realtime: { transport: ws as never },
  auth: { persistSession: false, autoRefreshToken: false },
});

function must<T>(result: { data: T; error: { message: string } | null }): NonNullable<T> {
  if (result.error) throw new Error(result.error.message);
  if (result.data === null || result.data === undefined) throw new Error('no data');
  return result.data;
}
function ok(result: { error: { message: string } | null }): void {
  if (result.error) throw new Error(result.error.message);
}
const tag = () => crypto.randomUUID().slice(0, 8);

/** A home with a $500 approval limit, its owner, a tenant's lease, a vendor and a request. */
async function repairAwaitingApproval() {
  const ownerEmail = `owner-${tag()}@example.com`;
  const vendorEmail = `vendor-${tag()}@example.com`;
  const owner = must(
    await service
      .from('people')
      .insert({ full_name: 'Olive Owner', email: ownerEmail })
      .select('id')
      .single(),
  );
  const tenant = must(
    await service
      .from('people')
      .insert({
        full_name: 'Tom Tenant',
        email: `tenant-${tag()}@example.com`,
        phone: '(909) 555-0170',
      })
      .select('id')
      .single(),
  );
  const home = must(
    await service
      .from('managed_homes')
      .insert({ street: `${tag()} Repair Way`, city: 'Pomona', zip_code: '91766' })
      .select('id')
      .single(),
  );
  ok(
    await service.from('management_agreements').insert({
      home_id: home.id,
      plan: 'standard',
      billing_term: 'monthly',
      starts_on: '2025-01-01',
      repair_approval_limit_cents: 50_000,
    }),
  );
  ok(await service.from('home_owners').insert({ home_id: home.id, person_id: owner.id }));
  const unit = must(
    await service
      .from('home_units')
      .insert({ home_id: home.id, label: 'Main' })
      .select('id')
      .single(),
  );
  const lease = must(
    await service
      .from('leases')
      .insert({
        unit_id: unit.id,
        home_id: home.id,
        starts_on: '2025-01-01',
        rent_cents: 250_000,
        status: 'active',
      })
      .select('id')
      .single(),
  );
  ok(await service.from('lease_tenants').insert({ lease_id: lease.id, person_id: tenant.id }));
  const vendor = must(
    await service
      .from('vendors')
      .insert({
        name: `Link Plumbing ${tag()}`,
        trade: 'plumbing',
        phone: '(626) 555-0199',
        email: vendorEmail,
      })
      .select('id')
      .single(),
  );
  const request = must(
    await service
      .from('maintenance_requests')
      .insert({
        home_id: home.id,
        lease_id: lease.id,
        person_id: tenant.id,
        idempotency_key: crypto.randomUUID(),
        category: 'plumbing',
        location: 'Laundry room',
        description: 'Water pools under the sink after every use.',
        entry_permission: 'yes',
        pets: 'A cat',
        good_times: 'Weekday mornings',
        share_contact: true,
      })
      .select('id')
      .single(),
  );
  ok(
    await service
      .from('maintenance_requests')
      .update({ status: 'acknowledged' })
      .eq('id', request.id),
  );
  // Above the $500 limit: the guard asks the owner.
  ok(
    await service
      .from('maintenance_requests')
      .update({ estimate_cents: 80_000 })
      .eq('id', request.id),
  );
  return { requestId: request.id, vendorId: vendor.id, ownerEmail, vendorEmail };
}

/**
 * The link of the newest mail to `to`, as it arrives: the sender (run here, as pg_cron does, with
 * its secret) mints the token, mails it in the URL fragment and keeps only its hash.
 */
async function linkMailedTo(to: string, path: '/maintenance/approval' | '/maintenance/work-order') {
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
  const pattern = new RegExp(`${path}#t=([A-Za-z0-9_%-]+)`);
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as Array<{
          to: Array<{ address: string }>;
          text?: string;
        }>;
        const mail = mails.filter((m) => m.to.some((t) => t.address === to)).at(-1);
        token = mail?.text?.match(pattern)?.[1];
        return token;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return decodeURIComponent(token!);
}

/**
 * Opens a link page: it sends no Referer (header and meta tag) and drops the token from the
 * address bar once read (src/lib/linkToken.ts); a reload still finds it.
 */
async function open(page: Page, path: string, token: string) {
  const response = await page.goto(`${path}#t=${encodeURIComponent(token)}`);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await waitForApp(page);
  await expect(page).toHaveURL((url) => url.pathname === path && url.hash === '');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
}

test.use(PHONE);

test('the owner approves from the mail link, the vendor completes from its link; spent links say so', async ({
  page,
}) => {
  // Two link pages, two mails and a photo: on a busy two-core CI machine over the default 30 s.
  test.setTimeout(90_000);
  const { requestId, vendorId, ownerEmail, vendorEmail } = await repairAwaitingApproval();

  // The owner: a lost connection keeps the note; the retry answers.
  const approval = await linkMailedTo(ownerEmail, '/maintenance/approval');
  await open(page, '/maintenance/approval', approval);
  await expect(page.getByRole('heading', { name: 'A repair needs your approval' })).toBeVisible();
  await expect(page.getByText('$800.00')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /note for the office/ }).fill('Go ahead, thanks.');
  await page.route('**/functions/v1/maintenance', (route) => route.abort(), { times: 1 });
  await page.getByRole('button', { name: 'Approve the repair' }).click();
  await expect(page.getByRole('alert')).toContainText('nothing you typed is lost');
  await expect(page.getByRole('textbox', { name: /note for the office/ })).toHaveValue(
    'Go ahead, thanks.',
  );
  await page.getByRole('button', { name: 'Approve the repair' }).click();
  await expect(page.getByRole('heading', { name: 'Repair approved' })).toBeFocused();
  await expectNoAxeViolations(page);
  const approved = must(
    await service
      .from('maintenance_requests')
      .select('owner_approval, owner_approval_note, status')
      .eq('id', requestId)
      .single(),
  );
  expect(approved).toEqual({
    owner_approval: 'approved',
    owner_approval_note: 'Go ahead, thanks.',
    status: 'acknowledged',
  });
  // The reload has no token in its URL: the page kept it for this tab.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'This link has already been used' }),
  ).toBeVisible();

  // The office schedules the vendor on a weekday two days on, in business hours; the vendor's link.
  const day = weekdayAhead();
  const start = officeInstant(day, '10:00');
  ok(
    await service
      .from('maintenance_requests')
      .update({
        vendor_id: vendorId,
        visit_starts_at: start.toISOString(),
        visit_ends_at: officeInstant(day, '12:00').toISOString(),
        access_notes: 'Key in the lockbox, code 2468.',
        status: 'scheduled',
      })
      .eq('id', requestId),
  );
  const workOrder = await linkMailedTo(vendorEmail, '/maintenance/work-order');
  await open(page, '/maintenance/work-order', workOrder);
  await expect(page.getByRole('heading', { name: 'Work order: Plumbing' })).toBeVisible();
  await expect(page.getByText('Key in the lockbox, code 2468.')).toBeVisible();
  await expect(page.getByRole('link', { name: '(909) 555-0170' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm the visit' }).click();
  await expect(page.getByText(/Visit confirmed/)).toBeVisible();

  await page.getByRole('textbox', { name: 'What was done' }).fill('Replaced the drain trap.');
  await page.getByRole('textbox', { name: /Cost/ }).fill('abc');
  await page.getByRole('button', { name: 'Mark the job done' }).click();
  await expect(page.getByText(/The cost must be an amount in dollars/)).toBeVisible();
  await page.getByRole('textbox', { name: /Cost/ }).fill('185.50');
  await page.getByLabel(/Photos of the finished job/).setInputFiles(PHOTO);
  await expect(page.getByText('1 of 10 photos attached.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Mark the job done' }).click();
  await expect(page.getByRole('heading', { name: 'Job marked done' })).toBeFocused();
  await expectNoAxeViolations(page);
  const done = must(
    await service
      .from('maintenance_requests')
      .select('status, actual_cost_cents, completion_note, vendor_confirmed_at')
      .eq('id', requestId)
      .single(),
  );
  expect(done).toMatchObject({
    status: 'completed',
    actual_cost_cents: 18_550,
    completion_note: 'Replaced the drain trap.',
  });
  expect(done.vendor_confirmed_at).not.toBeNull();
  const photos = must(
    await service
      .from('maintenance_photos')
      .select('added_by_kind, content_type, width, height')
      .eq('request_id', requestId),
  );
  expect(photos).toHaveLength(1);
  expect(photos[0]).toMatchObject({ added_by_kind: 'vendor', content_type: 'image/webp' });
  expect(Math.max(photos[0]!.width, photos[0]!.height)).toBeLessThanOrEqual(1600);

  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'This link has already been used' }),
  ).toBeVisible();
});

test('a link that is not ours is not recognised', async ({ page }) => {
  await open(page, '/maintenance/work-order', randomBytes(32).toString('base64url'));
  await expect(page.getByRole('heading', { name: 'We don’t recognise this link' })).toBeVisible();
  await expectNoAxeViolations(page);
});
