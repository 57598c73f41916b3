/**
 * Booking on a phone (390×844, mobile emulation, touch), end to end against the local backend:
 * a prospect books a consultation call and a renter books a showing of a seeded listing, each
 * from the open slots; each is held until confirmed from the mailed link, then its invitation
 * arrives with an .ics; the renter moves the showing from the mailed link; the office sees both
 * on its calendar. axe on every screen.
 *
 * Other specs book the office's calendar too (admin-calendar books the next weekday), so this one
 * takes the last open day and time the picker offers.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { officeDateOf } from '../../supabase/functions/_shared/contract/booking.ts';
import { formatInstant } from '../../supabase/functions/_shared/contract/date-format.ts';
import { waitForApp } from './fixtures/app';
import { expectNoAxeViolations } from './fixtures/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MAIL_CATCHER_URL } from './fixtures/env';
import { AXE, PHONE, noHorizontalScroll, service } from './fixtures/portalMaintenance';

const LISTING = {
  id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01',
  title: 'Craftsman Bungalow Near Old Town La Verne',
};

interface Caught {
  id: string;
  subject: string;
  html?: string;
  to: Array<{ address: string }>;
  attachments?: Array<{ fileName: string; generatedFileName: string; contentType: string }>;
}

async function mailTo(email: string, subject: RegExp): Promise<Caught> {
  let found: Caught | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAIL_CATCHER_URL}/email`);
        const mails = (await res.json()) as Caught[];
        found = mails.find((m) => m.to.some((a) => a.address === email) && subject.test(m.subject));
        return Boolean(found);
      },
      { message: `a "${subject.source}" mail to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

async function invitation(mail: Caught, fileName = 'invite.ics'): Promise<string> {
  const file = mail.attachments?.find((a) => a.fileName === fileName);
  expect(file?.contentType).toMatch(/^text\/calendar/);
  const res = await fetch(
    `${MAIL_CATCHER_URL}/email/${mail.id}/attachment/${encodeURIComponent(file!.generatedFileName)}`,
  );
  return res.text();
}

/** Taps the label of a radio (the input itself is visually hidden inside it). */
async function tap(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

/** Picks the last open day and its last time. */
async function pickLastSlot(page: Page, picker: string): Promise<void> {
  const group = page.getByRole('group', { name: picker });
  const showTimes = group.getByRole('button', { name: 'Show open times' });
  const days = group.getByRole('group', { name: 'Day' }).getByRole('radio');
  // The form in use starts the picker by itself, which can take the button away between a look
  // and a tap: tap it only while it is there, until the days show.
  await expect(async () => {
    if (await showTimes.isVisible()) await showTimes.click({ timeout: 1_000 });
    await expect(days.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await tap(days.last());
  await tap(
    group
      .getByRole('group', { name: /^Times on / })
      .getByRole('radio')
      .last(),
  );
}

/** The mailed link's page (the mail links the configured site; here it is served locally). */
function mailedPath(mail: Caught): string {
  const link = /href="([^"]*\/booking\?token=[^"]+)"/.exec(mail.html ?? '')?.[1];
  expect(link).toBeTruthy();
  const mailed = new URL(link!.replace(/&amp;/g, '&'));
  expect(mailed.pathname).toBe('/booking');
  return `${mailed.pathname}${mailed.search}`;
}

/** Opens the hold's mail and confirms it on the page, as the visitor does on their phone. */
async function confirmFromMail(page: Page, email: string): Promise<void> {
  const held = await mailTo(email, /^Please confirm: /);
  expect(held.attachments ?? []).toHaveLength(0);
  await page.goto(mailedPath(held));
  await expect(page.getByText(/We are holding this time for you until/)).toBeVisible();
  await expectNoAxeViolations(page, AXE);
  await page.getByRole('button', { name: 'Confirm appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();
}

async function bookingOf(
  email: string,
): Promise<{ starts_at: string; lead_id: string; staff_id: string }> {
  const { data: lead } = await service
    .from('leads')
    .select('id, status')
    .eq('email', email)
    .single();
  const { data: booking } = await service
    .from('bookings')
    .select('starts_at, lead_id, staff_id')
    .eq('lead_id', lead!.id)
    .single();
  return booking!;
}

test.use(PHONE);

test('a consultation and a showing are booked, invited, moved from the mail and on the office calendar', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const prospect = `prospect-${tag}@example.com`;
  const renter = `renter-${tag}@example.com`;

  // A prospect books a call.
  await page.goto('/schedule-demo');
  await waitForApp(page);
  await page.getByRole('textbox', { name: /First Name/ }).fill('Pat');
  await page.getByRole('textbox', { name: /Last Name/ }).fill(`Prospect ${tag}`);
  await page.getByRole('textbox', { name: /Email/ }).fill(prospect);
  await page.getByRole('textbox', { name: /Cell Number/ }).fill('909-555-0142');
  await pickLastSlot(page, 'Pick a time for your call');
  await expectNoAxeViolations(page, AXE);
  await noHorizontalScroll(page);
  await page.getByRole('button', { name: 'Book Call' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm from your email' })).toBeVisible();
  const call = await bookingOf(prospect);
  await expect(page.getByText(/\(Pacific Time\)/).first()).toBeVisible();

  await confirmFromMail(page, prospect);
  const callMail = await mailTo(prospect, /^Booked: Consultation call/);
  const callIcs = await invitation(callMail);
  expect(callIcs).toContain('METHOD:REQUEST');
  expect(callIcs).toMatch(/DTSTART;TZID=America\/Los_Angeles:\d{8}T\d{6}/);

  // A renter books a showing of a listing with showing hours.
  await page.goto(`/properties/${LISTING.id}`);
  await waitForApp(page);
  const form = page.getByRole('region', { name: 'Book a showing' });
  await form.getByLabel('Full Name').fill(`Riley Renter ${tag}`);
  await form.getByLabel('Email').fill(renter);
  await form.getByLabel('Phone').fill('909-555-0177');
  await form.getByLabel('Preferred Contact Method').selectOption('email');
  await pickLastSlot(page, 'Pick a showing time');
  await expectNoAxeViolations(page, AXE);
  await form.getByRole('button', { name: 'Book Showing' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm from your email' })).toBeVisible();
  await confirmFromMail(page, renter);
  const showingMail = await mailTo(renter, /^Booked: Showing: /);
  const showingIcs = await invitation(showingMail);
  expect(showingIcs).toContain('LOCATION:');
  expect(showingIcs).toContain('SEQUENCE:0');

  // The renter moves it from the mailed link.
  const opened = await page.goto(mailedPath(showingMail));
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment' })).toBeVisible();
  // The token leaves the address bar once read; a reload in this tab still opens the booking.
  await expect(page).toHaveURL((url) => url.pathname === '/booking' && url.search === '');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment' })).toBeVisible();
  await expectNoAxeViolations(page, AXE);
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const moveTo = page.getByRole('group', { name: 'Pick a new time' });
  await tap(moveTo.getByRole('group', { name: 'Day' }).getByRole('radio').first());
  await tap(
    moveTo
      .getByRole('group', { name: /^Times on / })
      .getByRole('radio')
      .first(),
  );
  await expectNoAxeViolations(page, AXE);
  await page.getByRole('button', { name: 'Move appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Appointment moved' })).toBeVisible();
  const moved = await mailTo(renter, /^Moved: /);
  expect(await invitation(moved)).toContain('SEQUENCE:1');
  const showing = await bookingOf(renter);

  // The office sees both on its calendar, on their days.
  await page.goto('/auth');
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN_EMAIL);
  await page.locator('input[autocomplete="current-password"]').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/admin');
  for (const [when, name, kind] of [
    [call.starts_at, `Pat Prospect ${tag}`, 'Consultation call'],
    [showing.starts_at, `Riley Renter ${tag}`, 'Showing'],
  ] as const) {
    await page.goto(`/admin/calendar?date=${officeDateOf(when)}`);
    await waitForApp(page);
    const item = page.getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText(kind);
  }
  await expectNoAxeViolations(page, AXE);

  // The showing's lead says the booking as it is now (moved), its history lists each change, and
  // it is assigned to the staff member the mails name.
  await page.goto(`/admin/leads?lead=${showing.lead_id}`);
  await waitForApp(page);
  const lead = page.getByRole('dialog', { name: `Riley Renter ${tag}` });
  await expect(lead.getByText(`Booked for ${formatInstant(showing.starts_at)}`)).toBeVisible();
  const history = lead.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Showing booked for');
  await expect(history).toContainText('Showing confirmed by the visitor');
  await expect(history).toContainText(
    new RegExp(
      `Showing moved from .+ to ${escapeRe(formatInstant(showing.starts_at))}, by the visitor`,
    ),
  );
  await expect(lead.getByRole('combobox', { name: 'Assigned to' })).toHaveValue(showing.staff_id);
  await expectNoAxeViolations(page, AXE);
});

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
