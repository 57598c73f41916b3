/**
 * Listing alerts end to end through supabase-js, the real functions and the mail catcher:
 * subscribe (a lead through submit-lead) -> confirmation mail with a confirm link -> confirm ->
 * an admin publishes a matching listing -> exactly one match mail with the listing link and a
 * working unsubscribe link (also RFC 8058 one-click) -> unsubscribed, the next publish sends
 * nothing. The matching rule (SQL) is checked against the /properties search filter by filter.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { fetchActiveListings } from '@/features/listings/public/api';
import { noSearch, searchFilters, type ListingSearch } from '@/features/listings/public/filters';
import type { PropertyInsert } from '@/lib/database.types';
import {
  adminClient,
  anonClient,
  cronHeaders,
  functionsUrl,
  serviceClient,
} from '../support/backend';
import { listEmails, waitForEmail, type CaughtEmail } from '../support/mailcatcher';
import { clientFrom, listingAlertValues, sendLead, uniqueAddress } from './leads-shared';

vi.mock('@/lib/supabase', () => ({ getSupabase: () => Promise.resolve(anonClient()) }));

const run = randomUUID().slice(0, 8);
const service = serviceClient();
let admin: SupabaseClient;

const listing = (overrides: Partial<PropertyInsert>): PropertyInsert => ({
  title: `Alert test home ${randomUUID().slice(0, 6)}`,
  description: null,
  address: '1 Test St',
  city: `Alertville ${run}`,
  state: 'CA',
  zip_code: '91750',
  square_feet: 1000,
  images: [],
  property_type: 'rent',
  price: 2500,
  bedrooms: 2,
  bathrooms: 1,
  status: 'active',
  ...overrides,
});

async function insertListing(
  client: SupabaseClient,
  overrides: Partial<PropertyInsert>,
): Promise<string> {
  const { data, error } = await client
    .from('properties')
    .insert(listing(overrides))
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

async function setStatus(id: string, status: string) {
  const { error } = await admin.from('properties').update({ status }).eq('id', id);
  if (error) throw error;
}

/** Runs the sender now, as pg_cron does (with the scheduler's secret). */
async function sendAlerts() {
  const { data, error } = await anonClient().functions.invoke('listing-alerts', {
    body: { action: 'send' },
    headers: cronHeaders(),
  });
  if (error) throw error;
  return data as { sent: number };
}

async function alertAction(action: 'confirm' | 'unsubscribe', token: string) {
  const { data, error } = await anonClient().functions.invoke('listing-alerts', {
    body: { action, token },
  });
  if (error) throw error;
  return (data as { status: string }).status;
}

/** A listing's deliveries, each with its state in the outbox. */
async function deliveries(propertyId: string) {
  const { data, error } = await service
    .from('alert_deliveries')
    .select('id, alert_id')
    .eq('property_id', propertyId);
  if (error) throw error;
  const { data: sends, error: outboxError } = await service
    .from('outbox')
    .select('ref, status')
    .eq('kind', 'listing_alert')
    .in(
      'ref',
      data.map((d) => d.id),
    );
  if (outboxError) throw outboxError;
  return data.map((d) => ({ ...d, status: sends.find((o) => o.ref === d.id)?.status }));
}

const tokenIn = (email: CaughtEmail, action: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`/alerts\\?${action}=([A-Za-z0-9_-]{43})`).exec(email.text ?? '');
  if (!match?.[1]) throw new Error(`no ${action} link in: ${email.text}`);
  return match[1];
};

/** The answer's status and JSON body (supabase-js keeps a refused answer in error.context). */
async function answer(result: { data: unknown; error: unknown }) {
  const response = (result.error as { context?: Response } | null)?.context;
  if (!response) return { status: 200, body: result.data as Record<string, unknown> };
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function subscribe(email: string, filters: Parameters<typeof listingAlertValues>[1]) {
  const { error } = await sendLead(
    clientFrom(),
    'listing_alert',
    listingAlertValues(email, filters),
  );
  expect(error).toBeNull();
  return waitForEmail(
    (m) => m.to.some((t) => t.address === email) && /Confirm your listing alert/.test(m.subject),
  );
}

beforeAll(async () => {
  admin = await adminClient();
});

afterAll(async () => {
  await service.from('properties').delete().like('city', `%${run}%`);
});

describe('the matching rule (listing_matches_alert) is the /properties search', () => {
  const city = `Matchtown ${run}`;
  const rows: Partial<PropertyInsert>[] = [
    {
      title: 'cat flat',
      price: 1800,
      bedrooms: 1,
      bathrooms: 1,
      cats_allowed: true,
      available_date: '2026-12-01',
    },
    {
      title: 'dog house',
      property_type: 'both',
      price: 3200,
      bedrooms: 3,
      bathrooms: 2,
      dogs_allowed: true,
      available_date: '2027-02-01',
    },
    { title: 'for sale', property_type: 'sale', price: 650000, bedrooms: 4, bathrooms: 2.5 },
    { title: 'pending', price: 1500, bedrooms: 2, bathrooms: 1.5, status: 'pending' },
  ];
  const ids: string[] = [];

  beforeAll(async () => {
    for (const row of rows) ids.push(await insertListing(service, { ...row, city }));
  });

  const searches: [string, Partial<ListingSearch>][] = [
    ['no filter', {}],
    ['type rent (both counts)', { type: 'rent' }],
    ['type sale (both counts)', { type: 'sale' }],
    ['city, any case', { city: city.toUpperCase() }],
    ['another city', { city: `Elsewhere ${run}` }],
    ['min price', { minPrice: 2000 }],
    ['max price (inclusive)', { maxPrice: 3200 }],
    ['min and max price', { minPrice: 1800, maxPrice: 3000 }],
    ['beds', { beds: 3 }],
    ['baths (half steps)', { baths: 2.5 }],
    ['cats', { cats: true }],
    ['dogs', { dogs: true }],
    ['cats and dogs', { cats: true, dogs: true }],
    ['available by (no date counts as now)', { availableBy: '2026-12-15' }],
    ['everything at once', { type: 'rent', city, maxPrice: 2000, beds: 1, cats: true }],
  ];

  it.each(searches)('%s', async (_name, partial) => {
    const search = { ...noSearch, ...partial };
    const found = new Set((await fetchActiveListings(search)).map((l) => l.id));
    for (const [index, id] of ids.entries()) {
      const { data, error } = await service.rpc('listing_matches_alert_by_id', {
        p_filters: searchFilters(search),
        p_property_id: id,
      });
      expect(error).toBeNull();
      expect(data, `${rows[index]?.title}`).toBe(found.has(id));
    }
  });

  it('the database refuses filters of another shape', async () => {
    const bad = [
      { ...searchFilters(noSearch), type: 'lease' },
      { ...searchFilters(noSearch), minPrice: 3000, maxPrice: 1000 },
      { ...searchFilters(noSearch), beds: 1.5 },
      { ...searchFilters(noSearch), extra: 1 },
    ];
    for (const filters of bad) {
      const { data } = await service.rpc('listing_alert_filters_valid', { f: filters });
      expect(data, JSON.stringify(filters)).toBe(false);
    }
    const { error } = await service.from('leads').insert({
      source: 'listing_alert',
      full_name: 'Listing alert subscriber',
      email: 'x@example.com',
      phone: '',
      property_address: '',
      property_type: '',
      units_owned: '',
      biggest_frustration: '',
      preferred_contact: 'email',
      best_time: '',
      consent_version: 'v',
      consent_at: new Date().toISOString(),
      alert_filters: bad[1],
    });
    expect(error?.code).toBe('23514');
  });
});

describe('subscribe, confirm, match, unsubscribe', () => {
  const email = `renter-${run}@example.com`;
  const city = `Alertville ${run}`;
  let confirmToken = '';

  it('subscribing stores a lead and mails a confirm link, nothing more', async () => {
    const mail = await subscribe(email, { type: 'rent', city, maxPrice: 3000, beds: 2 });
    confirmToken = tokenIn(mail, 'confirm');
    // The typed city is not repeated to the typed-in address.
    expect(mail.text).not.toContain(city);
    expect(mail.text).toContain('up to $3,000');
    const { data: leads } = await admin
      .from('leads')
      .select('source, biggest_frustration, consent_version, alert_filters')
      .eq('email', email);
    expect(leads).toHaveLength(1);
    expect(leads?.[0]?.source).toBe('listing_alert');
    expect(leads?.[0]?.consent_version).toMatch(/^alerts-/);
    expect(leads?.[0]?.biggest_frustration).toContain(`in ${city}`);
  });

  it('an unconfirmed alert gets nothing', async () => {
    const id = await insertListing(admin, { city, price: 2000, bedrooms: 2 });
    expect(await deliveries(id)).toHaveLength(0);
  });

  it('confirms once; a wrong or malformed token is unknown', async () => {
    expect(await alertAction('confirm', confirmToken)).toBe('confirmed');
    expect(await alertAction('confirm', confirmToken)).toBe('already_confirmed');
    expect(await alertAction('confirm', 'A'.repeat(43))).toBe('unknown');
    expect(await alertAction('confirm', 'not a token')).toBe('unknown');
  });

  let matchMail: CaughtEmail;
  let publishedId = '';

  it('a matching listing made active by an admin sends exactly one email, once', async () => {
    publishedId = await insertListing(admin, { city, price: 2900, bedrooms: 3, status: 'pending' });
    expect(await deliveries(publishedId)).toHaveLength(0);
    await setStatus(publishedId, 'active');
    expect(await deliveries(publishedId)).toHaveLength(1);
    await sendAlerts();
    matchMail = await waitForEmail(
      (m) => m.to.some((t) => t.address === email) && m.subject.startsWith('New listing:'),
    );
    expect(matchMail.text).toContain(`/properties/${publishedId}`);
    expect(matchMail.html).toContain(`/properties/${publishedId}`);
    expect(matchMail.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${functionsUrl('listing-alerts')}\\?unsubscribe=[A-Za-z0-9_-]{43}>$`),
    );
    expect(matchMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Republishing (off the market and back) or running the sender again sends nothing more.
    await setStatus(publishedId, 'off_market');
    await setStatus(publishedId, 'active');
    await sendAlerts();
    const rows = await deliveries(publishedId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('sent');
    const mine = (await listEmails()).filter(
      (m) => m.to.some((t) => t.address === email) && m.subject.startsWith('New listing:'),
    );
    expect(mine).toHaveLength(1);
  });

  it('a listing that does not match sends nothing', async () => {
    const tooDear = await insertListing(admin, { city, price: 3500, bedrooms: 3 });
    const tooSmall = await insertListing(admin, { city, price: 2000, bedrooms: 1 });
    const forSale = await insertListing(admin, { city, property_type: 'sale', bedrooms: 3 });
    for (const id of [tooDear, tooSmall, forSale]) expect(await deliveries(id)).toHaveLength(0);
  });

  it('the unsubscribe link works: GET changes nothing, the POST unsubscribes, then nothing is sent', async () => {
    const token = tokenIn(matchMail, 'unsubscribe');
    // A scanner fetching the header's URL is sent to the page; the alert stays.
    const get = await fetch(`${functionsUrl('listing-alerts')}?unsubscribe=${token}`, {
      redirect: 'manual',
    });
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toMatch(new RegExp(`/alerts\\?unsubscribe=${token}$`));
    const { data: before } = await service
      .from('listing_alerts')
      .select('unsubscribed_at')
      .eq('email', email)
      .single();
    expect(before?.unsubscribed_at).toBeNull();

    // RFC 8058 one-click: a form POST with no key, as mail providers send it.
    const post = await fetch(`${functionsUrl('listing-alerts')}?unsubscribe=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    expect(((await post.json()) as { status: string }).status).toBe('unsubscribed');
    expect(await alertAction('unsubscribe', token)).toBe('already_unsubscribed');
    expect(await alertAction('unsubscribe', 'B'.repeat(43))).toBe('unknown');

    const next = await insertListing(admin, { city, price: 2100, bedrooms: 2 });
    expect(await deliveries(next)).toHaveLength(0);
    // And the old confirm link cannot bring it back.
    expect(await alertAction('confirm', confirmToken)).toBe('unsubscribed');
  });

  it('an expired confirm link says so', async () => {
    const other = `late-${run}@example.com`;
    const token = tokenIn(await subscribe(other, { type: 'all' }), 'confirm');
    await service
      .from('listing_alerts')
      .update({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('email', other);
    expect(await alertAction('confirm', token)).toBe('expired');
  });
});

describe('abuse', () => {
  it('nobody but the service role reads alerts or deliveries or runs their functions', async () => {
    for (const client of [anonClient(), admin]) {
      for (const table of ['listing_alerts', 'alert_deliveries', 'outbox'] as const) {
        const { data, error } = await client.from(table).select('*');
        expect(error ?? data?.length === 0, table).toBeTruthy();
        expect(data ?? [], table).toHaveLength(0);
      }
      const { error: rpcError } = await client.rpc('confirm_listing_alert', {
        p_token_hash: 'a'.repeat(64),
      });
      expect(rpcError).not.toBeNull();
      const { error: claimError } = await client.rpc('claim_outbox', {
        p_kinds: ['listing_alert'],
        p_limit: 1,
      });
      expect(claimError).not.toBeNull();
      const { error: readError } = await client.rpc('alert_delivery_mail', {
        p_id: crypto.randomUUID(),
      });
      expect(readError).not.toBeNull();
    }
  });

  it('a stranger subscribed again and again gets at most 3 confirmation mails a day', async () => {
    const stranger = `stranger-${run}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      const { error } = await sendLead(
        clientFrom(),
        'listing_alert',
        listingAlertValues(stranger, { type: 'rent', beds: i }),
      );
      expect(error).toBeNull();
    }
    // The office's five notifications arrive after the held-back confirmations are decided.
    await expect
      .poll(
        async () => {
          const { data } = await service.from('leads').select('mail_pending').eq('email', stranger);
          return (data ?? []).filter((r) => (r.mail_pending as string[]).length === 0).length;
        },
        { timeout: 20_000 },
      )
      .toBe(5);
    const confirmations = (await listEmails()).filter(
      (m) =>
        m.to.some((t) => t.address === stranger) && /Confirm your listing alert/.test(m.subject),
    );
    expect(confirmations).toHaveLength(3);
  });

  it('the honeypot, the rate limit and the schema apply', async () => {
    const address = uniqueAddress();
    const bot = `bot-${run}@example.com`;
    const honeypot = await sendLead(clientFrom(address), 'listing_alert', {
      ...listingAlertValues(bot),
      company_website: 'https://spam.example',
    });
    expect(honeypot.error).toBeNull();
    const { count } = await service
      .from('leads')
      .select('id', { count: 'exact', head: true })
      .eq('email', bot);
    expect(count).toBe(0);

    const noConsent = await sendLead(clientFrom(address), 'listing_alert', {
      ...listingAlertValues(`c-${run}@example.com`),
      emailConsent: false,
    });
    expect((await answer(noConsent)).status).toBe(400);
    const badRange = await sendLead(
      clientFrom(address),
      'listing_alert',
      listingAlertValues(`r-${run}@example.com`, { minPrice: 3000, maxPrice: 1000 }),
    );
    const refused = await answer(badRange);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fieldErrors as object)).toEqual(['filters']);

    // 10 at once per address (the lead pipeline's bucket), then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await sendLead(
        clientFrom(address),
        'listing_alert',
        listingAlertValues(`flood-${i}-${run}@example.com`),
      );
      statuses.push((await answer(res)).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
