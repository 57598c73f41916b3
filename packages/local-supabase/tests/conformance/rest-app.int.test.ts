/**
 * Data API conformance through supabase-js on the app's own migrations and RLS: rpc on a
 * set-returning function reads like a table (select, filters, order, range, count), a scalar rpc is
 * one column named after the function, and tx=rollback keeps nothing.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/env.ts';
import { startLocalSupabase, type LocalSupabase } from '../../src/index.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'local-rest-'));
const migrationsDir = path.join(root, 'migrations');
let backend: LocalSupabase;
let anon: SupabaseClient;

// A function of the kind the app will plausibly add next (search over active listings), with the
// grant hosted Supabase now requires. It returns columns anon may read (anon has no free text).
const SEARCH_FUNCTION = `
create function public.listings_in(p_city text)
returns table (id uuid, city text, price numeric, status text)
language sql stable set search_path = '' as $$
  select id, city, price, status from public.properties where city = p_city
$$;
revoke execute on function public.listings_in(text) from public;
grant execute on function public.listings_in(text) to anon, authenticated, service_role;
`;

beforeAll(async () => {
  cpSync(path.join(REPO_ROOT, 'supabase', 'migrations'), migrationsDir, { recursive: true });
  writeFileSync(path.join(migrationsDir, '29991231000000_conformance_search.sql'), SEARCH_FUNCTION);
  backend = await startLocalSupabase({
    port: 0,
    dataDir: path.join(root, 'data'),
    migrationsDir,
    mail: false,
  });
  anon = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false },
    // ws satisfies the transport at run time; its constructor type differs from supabase-js's.
    realtime: { transport: ws as never },
  });
}, 60_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('rpc on a set-returning function', () => {
  it('applies select, filters, order, range and count to its rows', async () => {
    const all = await anon.rpc('listings_in', { p_city: 'La Verne' });
    expect(all.error).toBeNull();
    const rows = all.data as { status: string; price: number }[];
    // anon's RLS applies inside the function's rows: only active listings come back.
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'active')).toBe(true);

    const filtered = await anon
      .rpc('listings_in', { p_city: 'La Verne' }, { count: 'exact' })
      .select('city,price')
      .gte('price', 0)
      .order('price', { ascending: false })
      .range(0, 0);
    expect(filtered.error).toBeNull();
    expect(filtered.count).toBe(rows.length);
    expect(filtered.data).toHaveLength(1);
    expect(Object.keys((filtered.data as object[])[0] ?? {})).toEqual(['city', 'price']);

    const none = await anon.rpc('listings_in', { p_city: 'La Verne' }).lt('price', 0);
    expect(none.error).toBeNull();
    expect(none.data).toEqual([]);
  });

  it('takes its arguments from the query string on GET and the rest as filters', async () => {
    const res = await anon
      .rpc('listings_in', { p_city: 'La Verne' }, { get: true })
      .select('city')
      .eq('city', 'Nowhere');
    expect(res.error).toBeNull();
    expect(res.data).toEqual([]);
  });
});

describe('Prefer: tx=rollback', () => {
  it('answers as if the write happened and keeps nothing', async () => {
    const service = createClient(backend.url, backend.serviceRoleKey, {
      auth: { persistSession: false },
      realtime: { transport: ws as never },
    });
    const before = await service.from('properties').select('id', { count: 'exact', head: true });
    const dryRun = await service
      .from('properties')
      .update({ title: 'Dry run' })
      .eq('city', 'La Verne')
      .select('title')
      .rollback();
    expect(dryRun.error).toBeNull();
    expect(dryRun.data).toEqual([{ title: 'Dry run' }]);
    const after = await service.from('properties').select('title').eq('city', 'La Verne');
    expect(after.data?.map((r) => r.title)).not.toContain('Dry run');

    const deleted = await service.from('properties').delete().neq('city', '').rollback();
    expect(deleted.error).toBeNull();
    const still = await service.from('properties').select('id', { count: 'exact', head: true });
    expect(still.count).toBe(before.count);
    expect(before.count).toBeGreaterThan(0);
  });
});

describe('rpc on a scalar function', () => {
  it('names an unknown function with PGRST202 and filters a scalar as one column named after it', async () => {
    const res = await anon.rpc('listings_in_missing');
    expect(res.error?.code).toBe('PGRST202');

    const service = createClient(backend.url, backend.serviceRoleKey, {
      auth: { persistSession: false },
      realtime: { transport: ws as never },
    });
    // The secret key is no user: is_admin() is false, and a filter on it applies as in PostgREST.
    const kept = await service.rpc('is_admin').eq('is_admin', false);
    expect(kept.error).toBeNull();
    expect(kept.data).toBe(false);
    const dropped = await service.rpc('is_admin').eq('is_admin', true);
    expect(dropped.error).toBeNull();
    expect(dropped.data).toBeNull();
  });
});

describe('embedded resources on the app schema', () => {
  it("counts each listing's leads and embeds a lead's listing (the admin's view)", async () => {
    const service = createClient(backend.url, backend.serviceRoleKey, {
      auth: { persistSession: false },
      realtime: { transport: ws as never },
    });
    const { data: listing } = await service
      .from('properties')
      .select('id, title, address, city, state, zip_code')
      .eq('status', 'active')
      .limit(1)
      .single();
    expect(listing).not.toBeNull();
    // Two showing requests for it, stored as the lead pipeline stores them (service role).
    const row = {
      source: 'property_showing',
      full_name: 'Morgan Reyes',
      email: 'embed-count@example.com',
      phone: '760-555-0123',
      property_address: listing!.address,
      property_type: 'not specified',
      units_owned: 'not specified',
      has_current_manager: false,
      biggest_frustration: 'Is the pool heated?',
      preferred_contact: 'phone',
      best_time: 'morning',
      property_id: listing!.id,
      property_title: listing!.title,
    };
    const inserted = await service.from('leads').insert([row, row]);
    expect(inserted.error).toBeNull();

    const counted = await service
      .from('properties')
      .select('id, leads(count)')
      .eq('id', listing!.id)
      .single();
    expect(counted.error).toBeNull();
    expect(counted.data).toEqual({ id: listing!.id, leads: [{ count: 2 }] });

    const withListing = await service
      .from('leads')
      .select('email, property:properties(title)')
      .eq('email', 'embed-count@example.com');
    expect(withListing.error).toBeNull();
    expect(withListing.data).toEqual([
      { email: 'embed-count@example.com', property: { title: listing!.title } },
      { email: 'embed-count@example.com', property: { title: listing!.title } },
    ]);
  });

  it('refuses the embed for anon, who may not read leads', async () => {
    const { data, error } = await anon.from('properties').select('id, leads(count)').limit(1);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});
