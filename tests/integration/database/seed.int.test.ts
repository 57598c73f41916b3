/**
 * The demo seed (supabase/seed.sql) as the local backend loaded it: enough realistic listings in
 * every type and status, photos that are files of this repository (the site works offline), and
 * the public listing query returning the active ones newest first.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  propertyStatuses,
  listingTypes,
  type Database,
  type Property,
} from '../../../src/lib/database.types';
import { anonClient, serviceClient } from '../../support/backend';
import { PORTAL_SEED_PASSWORD, portalSeed } from '../../support/portalSeed';

type Db = SupabaseClient<Database>;

const root = fileURLToPath(new URL('../../../', import.meta.url));
const seedSql = readFileSync(`${root}supabase/seed.sql`, 'utf8');
/** The fixed ids in seed.sql, so rows other tests add are not counted. */
const seedIds = [...seedSql.matchAll(/^\s*'([0-9a-f-]{36})',$/gm)].map((m) => m[1]!);

let seeded: Property[];

beforeAll(async () => {
  const svc = serviceClient() as unknown as Db;
  const { data, error } = await svc.from('properties').select('*').in('id', seedIds);
  if (error) throw error;
  seeded = data as Property[];
});

describe('seed listings', () => {
  it('holds at least six listings, all loaded', () => {
    expect(seedIds.length).toBeGreaterThanOrEqual(6);
    expect(seeded).toHaveLength(seedIds.length);
  });

  it('covers every listing type and every status, with at least five active', () => {
    expect(new Set(seeded.map((p) => p.property_type))).toEqual(new Set(listingTypes));
    expect(new Set(seeded.map((p) => p.status))).toEqual(new Set(propertyStatuses));
    expect(seeded.filter((p) => p.status === 'active').length).toBeGreaterThanOrEqual(5);
  });

  it('is Southern California with realistic prices and facts', () => {
    for (const p of seeded) {
      expect(p.state).toBe('CA');
      expect(p.zip_code).toMatch(/^9[0-6]\d{3}(-\d{4})?$/);
      expect(typeof p.price).toBe('number');
      if (p.property_type === 'rent') {
        expect(p.price).toBeGreaterThanOrEqual(2100);
        expect(p.price).toBeLessThanOrEqual(4200);
      } else {
        expect(p.price).toBeGreaterThanOrEqual(389_000);
        expect(p.price).toBeLessThanOrEqual(985_000);
      }
      expect(p.description!.length).toBeGreaterThan(200);
      expect(p.bedrooms).toBeGreaterThan(0);
      expect(p.square_feet).toBeGreaterThan(500);
    }
    expect(new Set(seeded.map((p) => p.city)).size).toBe(seeded.length);
  });

  it('has varied listing dates, some listings with 3+ photos and an active one with none', () => {
    expect(new Set(seeded.map((p) => p.listing_date)).size).toBe(seeded.length);
    expect(seeded.filter((p) => p.images.length >= 3).length).toBeGreaterThanOrEqual(2);
    expect(seeded.some((p) => p.status === 'active' && p.images.length === 0)).toBe(true);
  });

  it('uses only photos that are files under public/ (no other hosts), each small, with a 600px twin', () => {
    const images = seeded.flatMap((p) => p.images);
    expect(images.length).toBeGreaterThanOrEqual(10);
    for (const src of images) {
      expect(src).toMatch(/^\/images\/listings\/[a-z0-9-]+\.webp$/);
      const file = `${root}public${src}`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(60 * 1024);
      // RIFF....WEBP: really a WebP file.
      const head = readFileSync(file).subarray(0, 12);
      expect(head.toString('latin1', 0, 4) + head.toString('latin1', 8, 12)).toBe('RIFFWEBP');
      expect(existsSync(file.replace(/\.webp$/, '-600.webp'))).toBe(true);
      expect(existsSync(file.replace(/\.webp$/, '-800.webp'))).toBe(true);
    }
  });
});

describe('the public listing query on the seed', () => {
  it('anon gets the active listings, newest listing_date first', async () => {
    const anon = anonClient() as unknown as Db;
    const { data, error } = await anon
      .from('properties')
      .select('id, status, listing_date')
      .eq('status', 'active')
      .order('listing_date', { ascending: false });
    expect(error).toBeNull();
    const activeSeedIds = seeded
      .filter((p) => p.status === 'active')
      .sort((a, b) => Date.parse(b.listing_date) - Date.parse(a.listing_date))
      .map((p) => p.id);
    expect(data!.map((r) => r.id).filter((id) => seedIds.includes(id))).toEqual(activeSeedIds);
    const dates = data!.map((r) => Date.parse(r.listing_date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe('the portals demo seed', () => {
  const signIn = async (email: string) => {
    const c = anonClient() as unknown as Db;
    const { error } = await c.auth.signInWithPassword({ email, password: PORTAL_SEED_PASSWORD });
    if (error) throw new Error(`${email}: ${error.message}`);
    return c;
  };

  it('signs in the four accounts, each with its one portal', async () => {
    for (const key of ['owner1', 'owner2', 'tenant1', 'tenant2'] as const) {
      const c = await signIn(portalSeed[key].email);
      expect((await c.rpc('portal_roles')).data).toEqual([key.replace(/\d$/, '')]);
      const me = await c.from('people').select('id, full_name');
      expect(me.data).toEqual([{ id: portalSeed[key].personId, full_name: portalSeed[key].name }]);
    }
  });

  it("owner1 sees the duplex (one unit vacant, a lease ending within 90 days) and none of owner2's", async () => {
    const c = await signIn(portalSeed.owner1.email);
    const { data } = await c
      .from('managed_homes')
      .select('id, street, home_units(id, leases(id, status, ends_on)), documents(id)');
    expect(data!.map((h) => h.id)).toEqual([portalSeed.home1.id]);
    const units = data![0]!.home_units;
    expect(units.map((u) => u.id).sort()).toEqual(
      [portalSeed.home1.unitA, portalSeed.home1.unitB].sort(),
    );
    const unitA = units.find((u) => u.id === portalSeed.home1.unitA)!;
    const unitB = units.find((u) => u.id === portalSeed.home1.unitB)!;
    expect(unitB.leases).toEqual([]);
    expect(unitA.leases).toHaveLength(1);
    const days = (Date.parse(unitA.leases[0]!.ends_on!) - Date.now()) / 86_400_000;
    expect(unitA.leases[0]!.status).toBe('active');
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThan(90);
    expect((await c.rpc('owner_lease_tenants')).data).toEqual([
      { lease_id: portalSeed.home1.lease, full_name: portalSeed.tenant1.name },
    ]);
  });

  it("tenant1 sees their lease's documents, not the owner statement; every file is a real PDF of its row's size", async () => {
    const c = await signIn(portalSeed.tenant1.email);
    const { data } = await c.from('documents').select('id, storage_path, size_bytes');
    expect(data!.map((d) => d.id).sort()).toEqual(
      [portalSeed.home1.leaseDocument, portalSeed.home1.inspectionDocument].sort(),
    );
    const all = await (serviceClient() as unknown as Db)
      .from('documents')
      .select('id, storage_path, size_bytes')
      .in('id', [
        ...[portalSeed.home1.leaseDocument, portalSeed.home1.inspectionDocument],
        ...[portalSeed.home1.ownerStatement, portalSeed.home2.leaseDocument],
        portalSeed.home2.inspectionDocument,
      ]);
    expect(all.data).toHaveLength(5);
    for (const doc of all.data!) {
      const file = await serviceClient().storage.from('documents').download(doc.storage_path);
      const bytes = Buffer.from(await file.data!.arrayBuffer());
      expect(bytes.length, doc.storage_path).toBe(doc.size_bytes);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});
