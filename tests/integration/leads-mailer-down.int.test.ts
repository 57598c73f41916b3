/**
 * A lead is never lost because email failed: a second backend whose functions' SMTP server is
 * a closed port. Every entry point still answers success, keeps the lead and records the failure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { startLocalSupabase, type LocalSupabase } from 'local-supabase';
import { uniqueEmail } from '../support/backend.ts';
import type { LeadSource } from '../../supabase/functions/_shared/contract/lead-options.ts';
import { clientFrom, sendLead, uniqueAddress, valuesOf, waitForLead } from './leads-shared.ts';

let backend: LocalSupabase;
let dataDir: string;

function client(key: string): SupabaseClient {
  return createClient(backend.url, key, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'supabase-mailer-down-'));
  backend = await startLocalSupabase({
    port: 0,
    dataDir,
    fresh: true,
    mail: false,
    env: { SMTP_URL: 'smtp://127.0.0.1:1', RESEND_API_KEY: '', MAIL_RETRY_DELAY_MS: '50' },
  });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function storedLead(email: string) {
  const { data, error } = await client(backend.serviceRoleKey)
    .from('leads')
    .select('*')
    .eq('email', email);
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
  return data![0]!;
}

async function invoke(name: string, source: LeadSource, values: object) {
  return sendLead(clientFrom(uniqueAddress(), backend.anonKey, backend.url), source, values, name);
}

describe('with the mailer down', () => {
  it.each([
    ['submit-lead', 'contact'],
    ['submit-lead', 'property_showing'],
    ['send-demo-request', 'consultation'],
    ['send-lead-notification', 'lead_dialog'],
  ] as const)('%s (%s) keeps the lead and records the failure on it', async (fn, source) => {
    const email = uniqueEmail(`down-${source.replace('_', '-')}`);
    const { data: listing } = await client(backend.serviceRoleKey)
      .from('properties')
      .select('id')
      .eq('status', 'active')
      .limit(1)
      .single();
    const { data, error } = await invoke(fn, source, valuesOf(source, email, listing!.id));
    expect(error).toBeNull();
    // Answered once stored, without waiting on the dead mail server.
    expect(data).toEqual({ success: true, notification: 'pending' });
    // Each mail's try is recorded as it ends (the outbox's record): wait for the last one.
    await waitForLead(client(backend.serviceRoleKey), email, (row) =>
      String(row.notification_error).includes('confirmation: '),
    );
    const lead = await storedLead(email);
    expect(lead.source).toBe(source);
    expect(lead.notification_status).toBe('failed');
    // Both mails were tried (each retried once) and both failures are on the row; a booked
    // consultation is only held, and the office hears of it once confirmed (booking_mail).
    const booked = source === 'consultation';
    if (!booked) expect(lead.notification_error).toMatch(/office notification: .*SMTP/);
    expect(lead.notification_error).toMatch(/confirmation: .*SMTP/);
    // Still owed: the outbox tries again after its backoff.
    expect(lead.mail_pending).toEqual(booked ? ['confirmation'] : ['office', 'confirmation']);
  });
});
