/**
 * Functions deployed without the secrets they need, on real Deno through supabase-js:
 * a configuration error naming the variables, never half-configured mail or links; the lead is
 * still stored, its mail owed for when the secrets are set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { startLocalSupabase, type LocalSupabase } from 'local-supabase';
import { cronHeaders } from '../support/backend';
import { ownerPortalValues, sendLead } from './leads-shared.ts';

let backend: LocalSupabase;
let dataDir: string;
const options = {
  realtime: { transport: ws as never },
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};
const client = (key: string): SupabaseClient => createClient(backend.url, key, options);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fn-config-'));
  backend = await startLocalSupabase({
    port: 0,
    dataDir,
    fresh: true,
    mail: false,
    // As a hosted project whose secrets were never set (step 3 of the deploy skipped).
    env: { NOTIFY_EMAIL: '', SITE_URL: '', VITE_SITE_URL: '', SMTP_URL: '', RESEND_API_KEY: '' },
  });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a function missing its secrets', () => {
  it('submit-lead stores the lead and answers 503 configuration_error naming them', async () => {
    const email = `config-${Date.now()}@example.com`;
    const { error } = await sendLead(
      client(backend.publishableKey),
      'owner_portal',
      ownerPortalValues(email),
    );
    const response = (error as { context?: Response } | null)?.context;
    expect(response?.status).toBe(503);
    const body = (await response!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ error: 'configuration_error', stored: true });
    expect(body.missing).toEqual(['NOTIFY_EMAIL', 'SITE_URL', 'RESEND_API_KEY']);
    const { data } = await client(backend.secretKey)
      .from('leads')
      .select('email, mail_pending, notification_error')
      .eq('email', email);
    expect(data).toHaveLength(1);
    expect(data![0]!.mail_pending).toEqual(['office', 'confirmation']);
    expect(data![0]!.notification_error).toContain('NOTIFY_EMAIL is not set');
  });

  it('rental-feed, listing-alerts, maintenance send and money run refuse rather than link or mail half-configured', async () => {
    const feed = await fetch(`${backend.url}/functions/v1/rental-feed`, {
      headers: { apikey: backend.publishableKey },
    });
    expect(feed.status).toBe(503);
    expect(((await feed.json()) as { missing: string[] }).missing).toEqual(['SITE_URL']);
    const send = await fetch(`${backend.url}/functions/v1/listing-alerts`, {
      method: 'POST',
      headers: {
        apikey: backend.publishableKey,
        'Content-Type': 'application/json',
        ...cronHeaders(),
      },
      body: JSON.stringify({ action: 'send' }),
    });
    expect(send.status).toBe(503);
    await send.body?.cancel();
    // Maintenance mail stays queued, no try spent, until the secrets are set.
    const maintenance = await fetch(`${backend.url}/functions/v1/maintenance`, {
      method: 'POST',
      headers: {
        apikey: backend.publishableKey,
        'Content-Type': 'application/json',
        ...cronHeaders(),
      },
      body: JSON.stringify({ action: 'send' }),
    });
    expect(maintenance.status).toBe(503);
    expect(((await maintenance.json()) as { missing: string[] }).missing).toEqual([
      'NOTIFY_EMAIL',
      'SITE_URL',
      'RESEND_API_KEY',
    ]);
    // The books still post (rent and fees need no mail); their mail stays queued.
    const money = await fetch(`${backend.url}/functions/v1/money`, {
      method: 'POST',
      headers: {
        apikey: backend.publishableKey,
        'Content-Type': 'application/json',
        ...cronHeaders(),
      },
      body: JSON.stringify({ action: 'run', wait: true }),
    });
    expect(money.status).toBe(503);
    const books = (await money.json()) as { missing: string[]; posted: Record<string, number> };
    expect(books.missing).toEqual(['NOTIFY_EMAIL', 'SITE_URL', 'RESEND_API_KEY']);
    expect(books.posted).toHaveProperty('rent');
  });
});
