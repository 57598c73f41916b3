/**
 * The flood measurement's core: one anonymous client sends leads as fast as it can, from
 * `concurrency` parallel loops, through every public path (a REST insert into `leads` and each
 * lead function with each source it takes), then counts what the database kept. Used by
 * `npm run bench:flood` (60 s) and by its integration test (a few seconds).
 */
import net from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import {
  leadSources,
  type LeadSource,
} from '../supabase/functions/_shared/contract/lead-options.ts';
import { noSearch, searchFilters } from '../supabase/functions/_shared/contract/listing-search.ts';

export interface FloodOptions {
  url: string;
  anonKey: string;
  serviceKey: string;
  /** An active listing, for showing requests. */
  listingId: string;
  durationMs: number;
  concurrency?: number;
  /** How the flooding client connects (e.g. from one fixed address). */
  fetch?: typeof fetch;
}

export interface FloodResult {
  runId: string;
  requests: number;
  /** Answers by path and HTTP status. */
  answers: Record<string, Record<string, number>>;
  /** Rows the database kept, by path, and in all. */
  storedByPath: Record<string, number>;
  stored: number;
}

/** A fetch whose connections come from `address` (a loopback alias locally). */
export function fetchFrom(address: string): typeof fetch {
  const dispatcher = new Agent({
    connect: (opts, callback) => {
      const socket = net.connect({
        host: opts.hostname,
        port: Number(opts.port),
        localAddress: address,
      });
      socket.once('connect', () => callback(null, socket));
      socket.once('error', (error) => callback(error, null));
      return socket;
    },
  });
  // undici's own fetch understands the dispatcher (its Agent ignores `localAddress` in options).
  return ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(input as never, { ...(init as object), dispatcher } as never)) as typeof fetch;
}

function addDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Valid values of each source, for `email`. */
export function floodValues(source: LeadSource, email: string, listingId: string): object {
  const person = { email, phone: '(909) 555-0142' };
  switch (source) {
    case 'lead_dialog':
      return {
        ...person,
        fullName: 'Flood Test',
        propertyAddress: 'Pomona 91766',
        propertyType: 'condo',
        unitsOwned: '1',
        hasCurrentManager: 'no',
        biggestFrustration: 'Testing the flood limit of the site.',
        preferredContact: 'email',
        bestTime: 'morning',
      };
    case 'contact':
      return { ...person, name: 'Flood Test', propertyInfo: 'Testing the flood limit.' };
    case 'consultation':
      // 3:00 AM Pacific: a valid slot instant the office never opens, so a request that gets past
      // the rate limit is answered slot_taken and books nothing in the shared calendar.
      return {
        ...person,
        firstName: 'Flood',
        lastName: 'Test',
        slotStart: `${addDays(3)}T11:00:00Z`,
      };
    case 'owner_portal':
      return { email };
    case 'property_showing':
      return {
        ...person,
        fullName: 'Flood Test',
        preferredContact: 'email',
        bestTime: 'morning',
        preferredDate: '',
        message: '',
        propertyId: listingId,
      };
    case 'privacy_request':
      return { ...person, fullName: 'Flood Test', requestType: 'know', details: '' };
    case 'listing_alert':
      return { email, emailConsent: true, filters: { ...searchFilters(noSearch), type: 'rent' } };
  }
}

interface Path {
  name: string;
  send: (email: string) => Promise<Response>;
}

function paths(o: FloodOptions, send: typeof fetch): Path[] {
  const headers = {
    apikey: o.anonKey,
    authorization: `Bearer ${o.anonKey}`,
    'content-type': 'application/json',
  };
  const fn = (name: string, source: LeadSource): Path => ({
    name: `${name} ${source}`,
    send: (email) =>
      send(`${o.url}/functions/v1/${name}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ source, values: floodValues(source, email, o.listingId) }),
      }),
  });
  return [
    {
      name: 'rest insert',
      send: (email) =>
        send(`${o.url}/rest/v1/leads`, {
          method: 'POST',
          headers: { ...headers, prefer: 'return=minimal' },
          body: JSON.stringify({
            source: 'owner_portal',
            full_name: 'Owner Portal page: get started',
            email,
            phone: '',
            property_address: '',
            property_type: '',
            units_owned: '',
            biggest_frustration: '',
            preferred_contact: 'email',
            best_time: 'morning',
          }),
        }),
    },
    ...leadSources.map((source) => fn('submit-lead', source)),
    fn('send-demo-request', 'consultation'),
    fn('send-lead-notification', 'lead_dialog'),
  ];
}

async function countStored(o: FloodOptions, pattern: string): Promise<number> {
  const res = await fetch(
    `${o.url}/rest/v1/leads?select=id&email=like.${encodeURIComponent(pattern)}`,
    {
      headers: {
        apikey: o.serviceKey,
        authorization: `Bearer ${o.serviceKey}`,
        prefer: 'count=exact',
      },
    },
  );
  if (!res.ok) throw new Error(`counting leads failed: ${res.status} ${await res.text()}`);
  await res.body?.cancel();
  return Number(res.headers.get('content-range')?.split('/')[1] ?? NaN);
}

export async function flood(o: FloodOptions): Promise<FloodResult> {
  const runId = Math.random().toString(36).slice(2, 10);
  const all = paths(o, o.fetch ?? fetch);
  const answers: FloodResult['answers'] = Object.fromEntries(all.map((p) => [p.name, {}]));
  const deadline = Date.now() + o.durationMs;
  let n = 0;
  const loop = async () => {
    while (Date.now() < deadline) {
      const i = n++;
      const path = all[i % all.length]!;
      const email = `flood-${runId}-${i % all.length}-${i}@example.com`;
      let status: string;
      try {
        const res = await path.send(email);
        await res.body?.cancel();
        status = String(res.status);
      } catch {
        status = 'network error';
      }
      const counts = answers[path.name]!;
      counts[status] = (counts[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: o.concurrency ?? 8 }, loop));
  const storedByPath: Record<string, number> = {};
  for (const [i, path] of all.entries()) {
    storedByPath[path.name] = await countStored(o, `flood-${runId}-${i}-%`);
  }
  const stored = Object.values(storedByPath).reduce((a, b) => a + b, 0);
  return { runId, requests: n, answers, storedByPath, stored };
}
