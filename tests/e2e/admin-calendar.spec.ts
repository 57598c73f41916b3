/**
 * The office's calendar on a phone (390×844, mobile emulation, touch): a showing of the spec's
 * own listing and a consultation, both booked through book_lead with the service role, appear on
 * the day and week agenda with their lead one tap away; the listing's admin card counts the
 * showing and links to the calendar filtered to it. Settings: the listing's showing hours
 * change, a blackout date is added and removed, the admin's feed URL is made and revoked. axe on
 * every screen.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures/test';
import { addDays, officeDateOf } from '../../supabase/functions/_shared/contract/booking.ts';
import { bookOpenSlot, createBookingListing } from '../support/bookingFixture';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { AXE, PHONE, noHorizontalScroll, service } from './fixtures/portalMaintenance';
import { signInAsAdmin } from './fixtures/session';

/** The first weekday (the office takes calls Monday to Friday) from tomorrow on, Pacific. */
function nextWeekday(): string {
  for (let days = 1; ; days += 1) {
    const date = addDays(officeDateOf(new Date()), days);
    const dow = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (dow >= 1 && dow <= 5) return date;
  }
}

test.use(PHONE);

test('the office sees, opens and manages bookings on a phone', async ({ page }) => {
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 6);
  const listing = await createBookingListing(service, `Calendar spec ${tag}`);
  const date = nextWeekday();
  const showing = await bookOpenSlot(service, {
    kind: 'showing',
    listingId: listing.listingId,
    date,
    fullName: `Rita Showing ${tag}`,
  });
  await bookOpenSlot(service, {
    kind: 'consultation',
    listingId: null,
    date,
    fullName: `Olga Consult ${tag}`,
  });

  await signInAsAdmin(page);
  // The listing counts its showing and links to the calendar filtered to it.
  await page.getByLabel('Search listings').fill(listing.title);
  await page.getByRole('link', { name: `1 upcoming showing of ${listing.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`view=week&date=${date}&listing=${listing.listingId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByText(`Rita Showing ${tag}`)).toBeVisible();
  // Filtered to the listing: the consultation is not shown.
  await expect(page.getByText(`Olga Consult ${tag}`)).toHaveCount(0);

  // The day agenda, everyone's bookings: both, in Pacific time.
  await page.goto(`/admin/calendar?date=${date}`);
  await waitForApp(page);
  const showingItem = page.getByRole('listitem').filter({ hasText: `Rita Showing ${tag}` });
  await expect(showingItem).toContainText('Showing');
  await expect(showingItem).toContainText(listing.title);
  const consultItem = page.getByRole('listitem').filter({ hasText: `Olga Consult ${tag}` });
  await expect(consultItem).toContainText('Consultation call');
  await expect(consultItem).toContainText('Phone call');
  await expect(consultItem.getByRole('link', { name: /^Call Olga Consult/ })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await noHorizontalScroll(page);
  await expectNoAxeViolations(page, AXE);

  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page).toHaveURL(/view=week/);
  await expect(page.getByText(`Olga Consult ${tag}`)).toBeVisible();
  await expect(page.getByText(`Rita Showing ${tag}`)).toBeVisible();

  // The lead, one tap away.
  await page.getByRole('link', { name: `Rita Showing ${tag}`, exact: true }).click();
  await expect(page).toHaveURL(`/admin/leads?lead=${showing.leadId}`);
  await expect(page.getByRole('dialog')).toContainText(`Rita Showing ${tag}`);

  // Settings: the listing's hours (from the listings screen's link), a blackout date, the feed.
  await page.goto('/admin/properties');
  await waitForApp(page);
  await page.getByRole('link', { name: `Showing hours of ${listing.title}` }).click();
  await expect(page).toHaveURL(/\/admin\/calendar\/settings\?listing=/);
  await expect(page.getByLabel('Listing', { exact: true })).toHaveValue(listing.listingId);
  const hours = page.getByRole('form', { name: `Showing hours of ${listing.title}` });
  await hours.getByLabel(/Length \(minutes\)/).fill('45');
  await hours.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('Hours saved')).toBeVisible();
  await expect(hours.getByLabel(/Length \(minutes\)/)).toHaveValue('45');

  const blackoutDate = addDays(date, 20);
  const showingSection = page.getByRole('region', { name: 'Showing hours' });
  await showingSection.getByLabel(/^Date/).fill(blackoutDate);
  await showingSection.getByLabel('Note (optional)').fill('Painting');
  await showingSection.getByRole('button', { name: 'Add date' }).click();
  const blackouts = page.getByRole('list', {
    name: `Blackout dates of Showing hours of ${listing.title}`,
  });
  await expect(blackouts).toContainText('Painting');
  await noHorizontalScroll(page);
  await expectNoAxeViolations(page, AXE);
  await blackouts.getByRole('button', { name: /^Remove / }).click();
  await expect(showingSection.getByText('No blackout dates.')).toBeVisible();

  await page.getByRole('button', { name: /Create a feed URL|Make a new feed URL/ }).click();
  await expect(page.getByLabel(/Feed URL/)).toHaveValue(
    /\/functions\/v1\/bookings\?feed=[0-9a-f]{64}$/,
  );
  await expect(page.getByRole('link', { name: 'Add to Apple Calendar' })).toHaveAttribute(
    'href',
    /^webcal:/,
  );
  await expect(page.getByText(/Your feed was created/)).toBeVisible();
  await expectNoAxeViolations(page, AXE);
  // What a calendar app fetches: this staff member's bookings, the showing among them.
  const feedUrl = await page.getByLabel(/Feed URL/).inputValue();
  const feed = await fetch(feedUrl);
  expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`Showing: Rita Showing ${tag}`);
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('You have no calendar feed.')).toBeVisible();
  // Revoked: the same URL shows nothing any more.
  expect(await (await fetch(feedUrl)).text()).not.toContain('BEGIN:VEVENT');
});
