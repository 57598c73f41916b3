/**
 * The lead rate limit on a platform that sends no client address: a backend whose
 * gateway sets no `cf-connecting-ip` / `x-forwarded-for`, real Deno, through supabase-js. Real
 * visitors are not locked out (the 11th distinct one of the hour gets through; one visitor's
 * limit is 10), the site-wide ceiling still refuses at last, and the header diagnostic of
 * `npm run smoke` answers only the secret key.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { startLocalSupabase, type LocalSupabase } from 'local-supabase';
import {
  PER_CLIENT_LIMITS,
  SITE_WIDE_CLIENT,
  SITE_WIDE_LIMITS,
} from '../../supabase/functions/_shared/platform/rate-limit.ts';
import { ownerPortalValues, sendLead } from './leads-shared.ts';

let backend: LocalSupabase;
let dataDir: string;
const options = {
  realtime: { transport: ws as never },
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};
const anon = (): SupabaseClient => createClient(backend.url, backend.publishableKey, options);
const service = (): SupabaseClient => createClient(backend.url, backend.secretKey, options);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'client-address-'));
  backend = await startLocalSupabase({
    port: 0,
    dataDir,
    fresh: true,
    mail: false,
    clientAddressHeaders: false,
    // Mail goes nowhere (connection refused at once): this file is about the rate limit.
    env: { SMTP_URL: 'smtp://127.0.0.1:9', RESEND_API_KEY: '' },
  });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('no client address reaches the function', () => {
  it('the 11th distinct visitor of the hour is not refused', async () => {
    const client = anon();
    for (let i = 1; i <= PER_CLIENT_LIMITS.capacity + 1; i++) {
      const { error } = await sendLead(
        client,
        'owner_portal',
        ownerPortalValues(`visitor${i}-${Date.now()}@example.com`),
      );
      expect(error, `visitor ${i}`).toBeNull();
    }
    const { count } = await service()
      .from('leads')
      .select('id', { count: 'exact', head: true })
      .like('email', 'visitor%');
    expect(count).toBe(PER_CLIENT_LIMITS.capacity + 1);
  });

  it('the site-wide ceiling refuses once it is used up', async () => {
    // Use up what is left of the site-wide bucket directly (as hundreds of visitors would).
    let taken = 0;
    for (;;) {
      const { data, error } = await service().rpc('take_lead_quota', {
        p_client: SITE_WIDE_CLIENT,
        p_capacity: SITE_WIDE_LIMITS.capacity,
        p_per_hour: SITE_WIDE_LIMITS.perHour,
      });
      expect(error).toBeNull();
      if (data !== 0) break;
      taken += 1;
      expect(taken).toBeLessThanOrEqual(SITE_WIDE_LIMITS.capacity);
    }
    expect(taken).toBe(SITE_WIDE_LIMITS.capacity - (PER_CLIENT_LIMITS.capacity + 1));
    const { error } = await sendLead(anon(), 'owner_portal', ownerPortalValues('late@example.com'));
    expect(error).not.toBeNull();
    const response = (error as { context?: Response }).context;
    expect(response?.status).toBe(429);
  });

  it('the header diagnostic answers the secret key only, with names and no values', async () => {
    const url = `${backend.url}/functions/v1/submit-lead?diagnose=headers`;
    const refused = await fetch(url, { headers: { apikey: backend.publishableKey } });
    expect(refused.status).toBe(401);
    await refused.body?.cancel();
    const res = await fetch(url, {
      headers: { apikey: backend.secretKey, 'x-forwarded-for': '192.0.2.44' },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('192.0.2.44');
    expect(text).not.toContain(backend.secretKey);
    const body = JSON.parse(text) as { used: string | null; headers: { present: boolean }[] };
    expect(body.used).toBeNull();
    expect(body.headers.every((h) => !h.present)).toBe(true);
  });
});
