/**
 * generate-property-listing through the local backend (/functions/v1 on real Deno): the admin
 * check with real JWTs and is_admin(), the URL limits, the safe fetch refusing private addresses,
 * extraction of every fixture page served from a loopback fixture server, and (on a second
 * backend whose functions have AI_API_KEY set) the merge of an AI answer and its 429/402 mapping.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { startLocalSupabase, type LocalSupabase } from 'local-supabase';
import {
  expectedFor,
  listingFixtures,
  startListingFixtureServer,
  type ListingFixtureServer,
} from '../fixtures/listings/server.ts';
import {
  LOCAL_ADMIN_EMAIL,
  LOCAL_ADMIN_PASSWORD,
  adminClient,
  functionsUrl,
  signUpUser,
  testEnv,
} from '../support/backend.ts';

interface FunctionBody {
  propertyData?: Record<string, unknown> & { images: string[] };
  pages?: Array<{ url: string; ok: boolean; error?: string }>;
  ai?: string;
  error?: string;
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

let site: ListingFixtureServer;
let adminToken = '';

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

async function callFunction(
  body: unknown,
  token: string | null,
  url = functionsUrl('generate-property-listing'),
  apikey = testEnv().anonKey,
): Promise<{ status: number; body: FunctionBody }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', apikey };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  return { status: res.status, body: (await res.json()) as FunctionBody };
}

beforeAll(async () => {
  site = await startListingFixtureServer();
  adminToken = await accessToken(await adminClient());
});

afterAll(async () => {
  await site?.close();
});

describe('generate-property-listing: who may call it', () => {
  it('answers the CORS preflight', async () => {
    const res = await fetch(functionsUrl('generate-property-listing'), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, apikey, x-client-info',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('401 without a token, with a forged one, and with the anon key (no user)', async () => {
    const body = { listingUrls: [site.urlOf('01-graph-realestatelisting.html')] };
    // verify_jwt = false: the function itself answers (the gateway would say UNAUTHORIZED_*).
    const missing = await callFunction(body, null);
    expect(missing.status).toBe(401);
    expect(missing.body.error).toBe('unauthorized');
    const forged = await callFunction(body, `${adminToken.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(401);
    expect(forged.body.error).toBe('unauthorized');
    const anon = await callFunction(body, testEnv().anonKey);
    expect(anon.status).toBe(401);
    expect(anon.body.error).toBe('unauthorized');
  });

  it('403 for a signed-in account without the admin role', async () => {
    const { client } = await signUpUser();
    const res = await callFunction(
      { listingUrls: [site.urlOf('01-graph-realestatelisting.html')] },
      await accessToken(client),
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This account does not have admin access.');
  });
});

describe('generate-property-listing: input limits and the safe fetch', () => {
  it.each([
    ['no URLs', [], 'Please enter at least one listing URL.'],
    [
      'six URLs',
      Array.from({ length: 6 }, (_, i) => `https://example.com/${i}`),
      'Please enter at most 5 listing URLs.',
    ],
    [
      'a non-http URL',
      ['file:///etc/passwd'],
      'Each listing URL must be an http:// or https:// address.',
    ],
    [
      'not a URL',
      ['zillow listing please'],
      'Each listing URL must be an http:// or https:// address.',
    ],
  ])('400 for %s', async (_name, listingUrls, message) => {
    const res = await callFunction({ listingUrls }, adminToken);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(res.body.message).toBe(message);
  });

  it('reports private and metadata addresses as refused without fetching them', async () => {
    const res = await callFunction(
      {
        listingUrls: [
          'http://169.254.169.254/latest/meta-data/',
          'http://10.0.0.8/listing',
          'http://127.0.0.1:54321/rest/v1/leads',
          'http://[::ffff:127.0.0.1]:8080/',
        ],
      },
      adminToken,
    );
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('fetch_failed');
    expect(res.body.pages?.map((p) => p.error)).toEqual([
      'refused_address',
      'refused_address',
      'refused_address',
      'refused_address',
    ]);
  });

  it('a page that fails is reported while the other pages still count', async () => {
    const res = await callFunction(
      {
        listingUrls: [
          'http://192.168.1.10/listing',
          site.urlOf('missing-page.html'),
          site.urlOf('03-microdata-rental.html'),
        ],
      },
      adminToken,
    );
    expect(res.status).toBe(200);
    expect(res.body.pages?.map((p) => [p.ok, p.error ?? null])).toEqual([
      [false, 'refused_address'],
      [false, 'upstream'],
      [true, null],
    ]);
    expect(res.body.propertyData?.title).toBe(
      'Bright Upstairs 2BR with Balcony at Glendora Gardens',
    );
  });
});

describe('generate-property-listing: every fixture page', () => {
  const fixtures = Object.entries(listingFixtures());

  it('has at least 8 fixture pages', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
  });

  it.each(fixtures)('%s', async (file, { expected }) => {
    const url = site.urlOf(file);
    const res = await callFunction({ listingUrls: [url] }, adminToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.propertyData).toEqual(expectedFor(expected, url));
    expect(res.body.ai).toBe('off');
  });

  it('works through supabase-js functions.invoke, as the admin form calls it', async () => {
    const client = await adminClient();
    const { data, error } = await client.functions.invoke('generate-property-listing', {
      body: { listingUrls: [site.urlOf('09-sale-or-lease.html')] },
    });
    expect(error).toBeNull();
    expect((data as FunctionBody).propertyData?.property_type).toBe('both');
    expect((data as FunctionBody).propertyData?.price).toBe(539000);
  });

  it('fills the rental fields of a rental page, as the admin form applies them', async () => {
    const client = await adminClient();
    const { data, error } = await client.functions.invoke('generate-property-listing', {
      body: { listingUrls: [site.urlOf('11-rental-details.html')] },
    });
    expect(error).toBeNull();
    expect((data as FunctionBody).propertyData).toMatchObject({
      property_type: 'rent',
      available_date: '2026-12-15',
      security_deposit: 2900,
      application_fee: 40,
      lease_term_months: 12,
      month_to_month: true,
      cats_allowed: true,
      dogs_allowed: false,
      pet_limit: 1,
      pet_fee: 35,
      parking: 'garage',
      laundry: 'in_unit',
      air_conditioning: 'central',
      utilities_included: ['water', 'sewer', 'trash'],
      appliances: ['Dishwasher', 'Refrigerator'],
      amenities: ['Community pool'],
      year_built: 1987,
      hoa_fee: 310,
      virtual_tour_url: 'https://my.matterport.com/show/?m=FoothillUnit12',
    });
  });
});

describe('generate-property-listing with an AI endpoint configured', () => {
  let backend: LocalSupabase;
  let dataDir: string;
  let ai: Server;
  let aiMode: 'ok' | 429 | 402 = 'ok';
  const aiRequests: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    ai = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        aiRequests.push({ ...JSON.parse(raw), authorization: req.headers.authorization });
        if (aiMode !== 'ok') {
          res.writeHead(aiMode, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'stand-in error' } }));
          return;
        }
        const content = JSON.stringify({
          title: 'Craftsman Bungalow Near the Redlands Bowl',
          price: 609000,
          description: '<p>Restored 1924 Craftsman.</p>',
          images: [],
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }),
        );
      });
    });
    await new Promise<void>((resolve) => ai.listen(0, '127.0.0.1', resolve));
    const aiPort = (ai.address() as AddressInfo).port;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'supabase-local-ai-'));
    backend = await startLocalSupabase({
      port: 0,
      dataDir,
      fresh: true,
      mail: false,
      env: {
        AI_API_KEY: 'test-ai-key',
        AI_API_URL: `http://127.0.0.1:${aiPort}/v1/chat/completions`,
        AI_MODEL: 'stand-in-model',
        SAFE_FETCH_ALLOW_HOSTS: new URL(site.origin).host,
      },
    });
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await new Promise<void>((resolve) => (ai ? ai.close(() => resolve()) : resolve()));
  });

  async function adminTokenOn(b: LocalSupabase): Promise<string> {
    const client = createClient(b.url, b.anonKey, {
      realtime: { transport: ws as never },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await client.auth.signInWithPassword({
      email: LOCAL_ADMIN_EMAIL,
      password: LOCAL_ADMIN_PASSWORD,
    });
    if (error) throw new Error(error.message);
    return accessToken(client);
  }

  it('merges the model answer over the built-in result', async () => {
    aiMode = 'ok';
    const url = site.urlOf('04-opengraph-only.html');
    const res = await callFunction(
      { listingUrls: [url] },
      await adminTokenOn(backend),
      `${backend.url}/functions/v1/generate-property-listing`,
      backend.anonKey,
    );
    expect(res.status).toBe(200);
    expect(res.body.ai).toBe('used');
    const expected = expectedFor(listingFixtures()['04-opengraph-only.html']!.expected, url);
    expect(res.body.propertyData).toEqual({
      ...expected,
      title: 'Craftsman Bungalow Near the Redlands Bowl',
      price: 609000,
      description: 'Restored 1924 Craftsman.',
    });
    const sent = aiRequests.at(-1)!;
    expect(sent.model).toBe('stand-in-model');
    expect(sent.authorization).toBe('Bearer test-ai-key');
    expect(sent.response_format).toEqual({ type: 'json_object' });
  });

  it.each([
    [429, 'Rate limit reached. Please try again in a moment.'],
    [402, 'AI credits depleted. Please add credits to continue.'],
  ] as const)('the model answering %i comes back with that status', async (status, message) => {
    aiMode = status;
    const res = await callFunction(
      { listingUrls: [site.urlOf('01-graph-realestatelisting.html')] },
      await adminTokenOn(backend),
      `${backend.url}/functions/v1/generate-property-listing`,
      backend.anonKey,
    );
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });
});
