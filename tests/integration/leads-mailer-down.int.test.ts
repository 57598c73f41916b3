/**
 * A lead is never lost because email failed: a second backend whose functions' SMTP server is
 * a closed port. Each function still answers success, keeps the lead and records the failure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/index.ts';
import { uniqueEmail } from '../helpers/backend.ts';
import { contactBody, demoBody, dialogLead, uniqueAddress } from './leads-shared.ts';

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

async function invoke(name: string, body: Record<string, unknown>) {
  return client(backend.anonKey).functions.invoke(name, {
    body,
    headers: { 'x-forwarded-for': uniqueAddress() },
  });
}

describe('with the mailer down', () => {
  it('submit-lead keeps the lead and records the failed notification', async () => {
    const email = uniqueEmail('down-contact');
    const { data, error } = await invoke('submit-lead', contactBody(email));
    expect(error).toBeNull();
    expect(data).toEqual({ success: true, notification: 'failed' });
    const lead = await storedLead(email);
    expect(lead.source).toBe('contact');
    expect(lead.notification_status).toBe('failed');
    expect(lead.notification_error).toMatch(/company notification: SMTP/);
  });

  it('send-demo-request keeps the consultation and records the failure', async () => {
    const email = uniqueEmail('down-demo');
    const { data, error } = await invoke('send-demo-request', demoBody(email));
    expect(error).toBeNull();
    expect(data).toEqual({ success: true, notification: 'failed' });
    const lead = await storedLead(email);
    expect(lead.source).toBe('consultation');
    expect(lead.notification_status).toBe('failed');
    expect(lead.notification_error).toMatch(/confirmation: SMTP/);
  });

  it("send-lead-notification marks the dialog's row as failed", async () => {
    const email = uniqueEmail('down-dialog');
    const lead = dialogLead(email);
    const id = crypto.randomUUID();
    const insert = await client(backend.anonKey).from('leads').insert({
      id,
      source: 'lead_dialog',
      full_name: lead.fullName,
      email,
      phone: lead.phone,
      property_address: lead.propertyAddress,
      property_type: lead.propertyType,
      units_owned: lead.unitsOwned,
      has_current_manager: true,
      biggest_frustration: lead.biggestFrustration,
      preferred_contact: lead.preferredContact,
      best_time: lead.bestTime,
    });
    expect(insert.error).toBeNull();
    const { data, error } = await invoke('send-lead-notification', { ...lead, leadId: id });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true, notification: 'failed' });
    const row = await storedLead(email);
    expect(row.id).toBe(id);
    expect(row.notification_status).toBe('failed');
  });
});
