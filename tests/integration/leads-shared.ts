/**
 * Shared bits of the lead integration tests. The lead functions rate-limit by the address of the
 * connection (the gateway's `cf-connecting-ip`, which no header a client sends can change), so
 * each test client connects from an address of its own: Linux routes all of 127.0.0.0/8 to the
 * loopback interface, and undici binds the socket to the chosen source address.
 */
import { randomInt } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { isoDateOf } from '../../supabase/functions/_shared/contract/lead-options.ts';
import type { LeadSource } from '../../supabase/functions/_shared/contract/lead-options.ts';
import { fetchFrom } from '../../scripts/flood.ts';
import {
  noSearch,
  searchFilters,
  type ListingSearchFilters,
} from '../../supabase/functions/_shared/contract/listing-search.ts';
import { testEnv } from '../support/backend.ts';

export { fetchFrom };

const used = new Set<string>();
/**
 * A loopback address no other test client uses in this run. Random over all of 127.0.0.0/8:
 * each file loads this module afresh, so a counter would hand two files the same addresses, and
 * one file's drained rate limit would refuse the other's leads.
 */
export function uniqueAddress(): string {
  for (;;) {
    const address = `127.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    if (!used.has(address)) {
      used.add(address);
      return address;
    }
  }
}

/** A supabase-js client (anon key unless told) whose requests come from `address`. */
export function clientFrom(
  address = uniqueAddress(),
  key = testEnv().anonKey,
  url = testEnv().url,
): SupabaseClient {
  return createClient(url, key, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(address) },
  });
}

/** Sends `{ source, values }` to a lead function, as the browser does. */
export function sendLead(
  client: SupabaseClient,
  source: LeadSource,
  values: object,
  fn = 'submit-lead',
  headers: Record<string, string> = {},
) {
  return client.functions.invoke(fn, { body: { source, values }, headers });
}

/**
 * A consultation slot (weekday 7:00 AM-6:30 PM Pacific, 3 to 12 days ahead) picked at random,
 * so files running in parallel rarely want the same one (the office calendar is shared).
 */
export function consultationSlot(): string {
  for (;;) {
    const day = new Date(Date.now() + randomInt(3, 13) * 86_400_000);
    const date = isoDateOf(day);
    const minutes = 7 * 60 + randomInt(0, 24) * 30;
    // 12:00 UTC of that date is the same Pacific date: its offset gives the instant.
    const noon = new Date(`${date}T12:00:00Z`);
    const offset = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      timeZoneName: 'longOffset',
    })
      .formatToParts(noon)
      .find((p) => p.type === 'timeZoneName')!
      .value.replace('GMT', '');
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    return new Date(`${date}T${hh}:${mm}:00${offset}`).toISOString();
  }
}

/** The next weekday at least two days ahead, as the showing request sends it (ISO). */
export function bookableDate(): string {
  const d = new Date();
  d.setDate(d.getDate() + 2);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  return isoDateOf(d);
}

export function dialogLead(email: string) {
  return {
    fullName: 'Maria Lopez',
    email,
    phone: '(909) 555-0142',
    propertyAddress: '1450 W Garvey Ave, West Covina 91790',
    propertyType: 'single-family',
    unitsOwned: '2-5',
    hasCurrentManager: 'yes',
    biggestFrustration: 'My manager takes 10% and <b>never</b> calls back.',
    preferredContact: 'phone',
    bestTime: 'afternoon',
    company_website: '',
  } as const;
}

export function contactValues(email: string) {
  return {
    name: 'Chris Park',
    email,
    phone: '626 555 0199',
    propertyInfo: 'A vacant three-bedroom house in Covina & a duplex in Pomona.',
    company_website: '',
  };
}

export function consultationValues(email: string) {
  return {
    firstName: 'Sam',
    lastName: 'Nguyen',
    email,
    phone: '909-555-0142',
    slotStart: consultationSlot(),
    company_website: '',
  };
}

export function ownerPortalValues(email: string) {
  return { email, company_website: '' };
}

export function showingValues(email: string, propertyId: string) {
  return {
    fullName: 'Dana Whitfield',
    email,
    phone: '(909) 555-0199',
    preferredContact: 'text',
    textConsent: true,
    bestTime: 'evening',
    preferredDate: bookableDate(),
    message: 'Can we see it next week?',
    propertyId,
    company_website: '',
  };
}

export function privacyRequestValues(email: string, requestType = 'delete') {
  return {
    fullName: 'Pat Rivera',
    email,
    phone: '(909) 555-0188',
    requestType,
    details: 'Please remove everything you hold about me.',
    company_website: '',
  };
}

/** Valid values of every source (a showing needs an active listing's id). */
export function valuesOf(source: LeadSource, email: string, propertyId: string): object {
  switch (source) {
    case 'lead_dialog':
      return dialogLead(email);
    case 'contact':
      return contactValues(email);
    case 'consultation':
      return consultationValues(email);
    case 'owner_portal':
      return ownerPortalValues(email);
    case 'property_showing':
      return showingValues(email, propertyId);
    case 'privacy_request':
      return privacyRequestValues(email);
    case 'listing_alert':
      return listingAlertValues(email);
  }
}

type LeadRow = Record<string, unknown>;

/** Polls the one stored lead of `email` until `done(row)`: mail goes out after the answer. */
export async function waitForLead(
  service: SupabaseClient,
  email: string,
  done: (row: LeadRow) => boolean,
  timeoutMs = 30_000,
): Promise<LeadRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { data, error } = await service.from('leads').select('*').eq('email', email);
    if (error) throw new Error(error.message);
    const row = (data as LeadRow[] | null)?.[0];
    if (row && done(row)) return row;
    if (Date.now() > deadline) {
      throw new Error(`the lead of ${email} never got there: ${JSON.stringify(row ?? null)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A listing alert for rentals in `city` up to `maxPrice` (the rest of the search left open). */
export function listingAlertValues(
  email: string,
  filters: Partial<ListingSearchFilters> = { type: 'rent' },
) {
  return {
    email,
    emailConsent: true,
    filters: { ...searchFilters(noSearch), ...filters },
    company_website: '',
  };
}
