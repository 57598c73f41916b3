/**
 * The local backend's REST API (/rest/v1) through supabase-js, against the real migrations and
 * seed; raw fetch only for error shapes, headers and CORS.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  anonClient,
  serviceClient,
  signUpUser,
  testEnv,
} from '../../../tests/support/backend.ts';
import type { SupabaseClient } from '@supabase/supabase-js';

const TAG = `rest-int-${Date.now()}`;

function listing(overrides: Record<string, unknown> = {}) {
  return {
    title: `${TAG} listing`,
    price: 1000,
    address: '1 Test St',
    city: 'Pomona',
    zip_code: '91766',
    bedrooms: 2,
    bathrooms: 1.5,
    square_feet: 900,
    ...overrides,
  };
}

async function rawFetch(path: string, init: RequestInit & { key?: string } = {}) {
  const { url, anonKey } = testEnv();
  const headers = new Headers(init.headers);
  const key = init.key ?? anonKey;
  if (key && !headers.has('apikey')) headers.set('apikey', key);
  if (key && !headers.has('authorization')) headers.set('authorization', `Bearer ${key}`);
  return fetch(`${url}${path}`, { ...init, headers });
}

let admin: SupabaseClient;

beforeAll(async () => {
  admin = await adminClient();
});

afterAll(async () => {
  await serviceClient().from('properties').delete().like('title', `${TAG}%`);
});

describe('reading', () => {
  it('shows anon only active listings, newest listing_date first', async () => {
    const { data, error, status } = await anonClient()
      .from('properties')
      .select('id,status,listing_date')
      .order('listing_date', { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data!.length).toBeGreaterThan(0);
    expect(data!.every((p) => p.status === 'active')).toBe(true);
    const dates = data!.map((p) => Date.parse(p.listing_date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('lets the admin see every status', async () => {
    const { data, error } = await admin.from('properties').select('status');
    expect(error).toBeNull();
    const statuses = new Set(data!.map((p) => p.status));
    expect(statuses).toEqual(new Set(['active', 'pending', 'sold', 'rented', 'off_market']));
  });

  it('applies eq, neq, in, comparison, is, like/ilike, not and or filters', async () => {
    const svc = serviceClient();
    const { data: all } = await svc.from('properties').select('id,price,status,city,description');
    const rows = all!;
    const ids = async (q: PromiseLike<{ data: { id: string }[] | null; error: unknown }>) => {
      const { data, error } = await q;
      expect(error).toBeNull();
      return new Set(data!.map((r) => r.id));
    };
    const expectIds = (pred: (r: (typeof rows)[number]) => boolean) =>
      new Set(rows.filter(pred).map((r) => r.id));

    const base = () => svc.from('properties').select('id');
    expect(await ids(base().eq('status', 'sold'))).toEqual(expectIds((r) => r.status === 'sold'));
    expect(await ids(base().neq('status', 'active'))).toEqual(
      expectIds((r) => r.status !== 'active'),
    );
    expect(await ids(base().in('status', ['sold', 'rented']))).toEqual(
      expectIds((r) => ['sold', 'rented'].includes(r.status)),
    );
    expect(await ids(base().gt('price', 5000))).toEqual(expectIds((r) => Number(r.price) > 5000));
    expect(await ids(base().gte('price', 5000).lte('price', 700000))).toEqual(
      expectIds((r) => Number(r.price) >= 5000 && Number(r.price) <= 700000),
    );
    expect(await ids(base().lt('price', 5000))).toEqual(expectIds((r) => Number(r.price) < 5000));
    expect(await ids(base().is('description', null))).toEqual(
      expectIds((r) => r.description === null),
    );
    expect(await ids(base().ilike('city', '%VERNE%'))).toEqual(
      expectIds((r) => r.city.toLowerCase().includes('verne')),
    );
    expect(await ids(base().like('city', 'La%'))).toEqual(
      expectIds((r) => r.city.startsWith('La')),
    );
    expect(await ids(base().not('status', 'eq', 'active'))).toEqual(
      expectIds((r) => r.status !== 'active'),
    );
    expect(await ids(base().or('status.eq.sold,price.lt.5000'))).toEqual(
      expectIds((r) => r.status === 'sold' || Number(r.price) < 5000),
    );
    expect(await ids(base().in('status', []))).toEqual(new Set());
  });

  it('paginates with range and reports the exact count in Content-Range', async () => {
    const svc = serviceClient();
    const { count: total } = await svc
      .from('properties')
      .select('*', { count: 'exact', head: true });
    expect(total).toBeGreaterThan(3);
    const page = await svc
      .from('properties')
      .select('id', { count: 'exact' })
      .order('created_at', { ascending: false })
      .range(1, 2);
    expect(page.error).toBeNull();
    expect(page.data).toHaveLength(2);
    expect(page.count).toBe(total);
    expect(page.status).toBe(206);
    const full = await svc
      .from('properties')
      .select('id')
      .order('created_at', { ascending: false });
    expect(page.data!.map((r) => r.id)).toEqual(full.data!.slice(1, 3).map((r) => r.id));

    const res = await rawFetch('/rest/v1/properties?select=id&limit=2', {
      key: testEnv().serviceKey,
      headers: { Prefer: 'count=exact' },
    });
    expect(res.headers.get('content-range')).toBe(`0-1/${total}`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('returns a single object, or PGRST116 with 406 when not exactly one row', async () => {
    const one = await anonClient()
      .from('properties')
      .select('id,city')
      .eq('id', '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01')
      .single();
    expect(one.error).toBeNull();
    expect(one.data).toMatchObject({ id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01' });

    const none = await anonClient()
      .from('properties')
      .select('id')
      .eq('id', '00000000-0000-0000-0000-000000000000')
      .single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116' });

    const maybe = await anonClient()
      .from('properties')
      .select('id')
      .eq('id', '00000000-0000-0000-0000-000000000000')
      .maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('renames and casts selected columns', async () => {
    const { data, error } = await anonClient()
      .from('properties')
      .select('town:city,price::text')
      .limit(1)
      .single();
    expect(error).toBeNull();
    expect(Object.keys(data!).sort()).toEqual(['price', 'town']);
    expect(typeof data!.price).toBe('string');
  });
});

describe('column privileges, as PostgREST on Postgres', () => {
  it('refuses a column without a select grant (named or through *), and embeds need only the columns named', async () => {
    // leases.placement_fee has no select grant (migration 20261201000900_audience_columns.sql).
    for (const select of ['placement_fee', '*', 'id, leases(placement_fee)']) {
      const table = select.startsWith('id,') ? 'maintenance_requests' : 'leases';
      const refused = await admin.from(table).select(select).limit(1);
      expect(refused.status, select).toBe(403);
      expect(refused.error, select).toMatchObject({ code: '42501' });
    }
    // A to-one embed, ordered and filtered by its columns, reads only those columns.
    const embedded = await admin
      .from('maintenance_requests')
      .select('id, leases(status, home_units(label))')
      .or('status.eq.active,status.eq.ended', { referencedTable: 'leases' })
      .or('leases.status.eq.active,leases.status.eq.ended')
      .order('leases(starts_on)')
      .limit(5);
    expect(embedded.error).toBeNull();
    expect(embedded.data?.length).toBeGreaterThan(0);
  });
});

describe('writing', () => {
  it('inserts one and many rows, with and without representation', async () => {
    const minimal = await admin.from('properties').insert(listing({ title: `${TAG} minimal` }));
    expect(minimal.error).toBeNull();
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();

    const rows = [
      listing({ title: `${TAG} many 1`, price: 1 }),
      listing({ title: `${TAG} many 2`, price: 2, status: 'sold' }),
    ];
    // As in PostgREST, keys missing from some objects of a bulk insert are null...
    const nulls = await admin.from('properties').insert(rows);
    expect(nulls.status).toBe(400);
    expect(nulls.error).toMatchObject({ code: '23502' });
    // ...unless the client asks for column defaults (Prefer: missing=default).
    const many = await admin
      .from('properties')
      .insert(rows, { defaultToNull: false })
      .select('title,price,status,state,images');
    expect(many.error).toBeNull();
    expect(many.status).toBe(201);
    expect(many.data).toEqual([
      { title: `${TAG} many 1`, price: 1, status: 'active', state: 'CA', images: [] },
      { title: `${TAG} many 2`, price: 2, status: 'sold', state: 'CA', images: [] },
    ]);
  });

  it('updates and deletes only the filtered rows', async () => {
    const { data: created } = await admin
      .from('properties')
      .insert([listing({ title: `${TAG} upd A` }), listing({ title: `${TAG} upd B` })])
      .select('id,title');
    const [a, b] = created!;
    const updated = await admin
      .from('properties')
      .update({ status: 'pending', price: 1234.5 })
      .eq('id', a!.id)
      .select('id,status,price');
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([{ id: a!.id, status: 'pending', price: 1234.5 }]);
    const { data: other } = await admin
      .from('properties')
      .select('status')
      .eq('id', b!.id)
      .single();
    expect(other!.status).toBe('active');

    const deleted = await admin.from('properties').delete().eq('id', a!.id).select('id');
    expect(deleted.data).toEqual([{ id: a!.id }]);
    const gone = await admin.from('properties').select('id').eq('id', a!.id);
    expect(gone.data).toEqual([]);
    const plainDelete = await admin.from('properties').delete().eq('id', b!.id);
    expect(plainDelete.status).toBe(204);
  });

  it('upserts with merge-duplicates on the primary key', async () => {
    const { data: row } = await admin
      .from('properties')
      .insert(listing({ title: `${TAG} upsert` }))
      .select()
      .single();
    const up = await admin
      .from('properties')
      .upsert({ ...row, price: 4321 })
      .select('id,price');
    expect(up.error).toBeNull();
    expect(up.data).toEqual([{ id: row!.id, price: 4321 }]);
  });

  it('refuses writes that row-level security or grants forbid', async () => {
    const anonInsert = await anonClient().from('properties').insert(listing());
    expect(anonInsert.status).toBe(401);
    expect(anonInsert.error).toMatchObject({ code: '42501' });

    const { client: user } = await signUpUser();
    const userInsert = await user.from('properties').insert(listing());
    expect(userInsert.status).toBe(403);
    expect(userInsert.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "properties"',
    });
    // Updates/deletes of rows the policy hides touch nothing.
    const userUpdate = await user
      .from('properties')
      .update({ price: 1 })
      .eq('id', '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01')
      .select();
    expect(userUpdate.error).toBeNull();
    expect(userUpdate.data).toEqual([]);
    expect((await user.rpc('is_admin')).data).toBe(false);
    expect((await admin.rpc('is_admin')).data).toBe(true);
  });
});

describe('concurrency', () => {
  it('serialises many parallel requests against the single PGlite connection', async () => {
    const title = `${TAG} parallel`;
    const anon = anonClient();
    const work = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? admin.from('properties').insert(listing({ title, price: i }))
        : i % 3 === 1
          ? anon.from('properties').select('id').eq('status', 'active')
          : admin.from('properties').select('id', { count: 'exact', head: true }),
    );
    const results = await Promise.all(work);
    expect(results.map((r) => r.error)).toEqual(results.map(() => null));
    const { count } = await admin
      .from('properties')
      .select('id', { count: 'exact', head: true })
      .eq('title', title);
    expect(count).toBe(10);
  });
});

describe('errors', () => {
  it('answers PostgREST error shapes and statuses', async () => {
    const table = await anonClient().from('no_such_table').select();
    expect(table.status).toBe(404);
    expect(table.error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.no_such_table' in the schema cache",
    });

    const column = await anonClient().from('properties').select('nope');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({ code: '42703' });

    const insertColumn = await admin.from('properties').insert({ ...listing(), nope: 1 });
    expect(insertColumn.status).toBe(400);
    expect(insertColumn.error).toMatchObject({ code: 'PGRST204' });

    const check = await admin.from('properties').insert(listing({ price: -1 }));
    expect(check.status).toBe(400);
    expect(check.error).toMatchObject({ code: '23514' });

    const notNull = await admin.from('properties').insert(listing({ city: null }));
    expect(notNull.status).toBe(400);
    expect(notNull.error).toMatchObject({ code: '23502' });

    const badType = await anonClient().from('properties').select('id').eq('id', 'not-a-uuid');
    expect(badType.status).toBe(400);
    expect(badType.error).toMatchObject({ code: '22P02' });

    const svc = serviceClient();
    const { data: roles } = await svc.from('user_roles').select('user_id,role').limit(1);
    const duplicate = await svc.from('user_roles').insert(roles![0]!);
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: '23505' });
    const orphan = await svc
      .from('user_roles')
      .insert({ user_id: '00000000-0000-0000-0000-000000000001', role: 'admin' });
    expect(orphan.status).toBe(409);
    expect(orphan.error).toMatchObject({ code: '23503' });

    const leads = await anonClient().from('leads').select('id');
    expect(leads.status).toBe(401);
    expect(leads.error).toMatchObject({ code: '42501' });

    const embedded = await anonClient().from('properties').select('id, owner(*)');
    expect(embedded.status).toBe(400);
    // No such relationship: PostgREST's PGRST200.
    expect(embedded.error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'properties' and 'owner' in the schema cache",
    });

    const fn = await anonClient().rpc('no_such_function');
    expect(fn.status).toBe(404);
    expect(fn.error).toMatchObject({ code: 'PGRST202' });
  });

  it('rejects bad and expired JWTs with 401', async () => {
    const bad = await rawFetch('/rest/v1/properties', { key: 'not.a.jwt' });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: 'PGRST301' });

    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const forgedRes = await rawFetch('/rest/v1/properties', { key: forged });
    expect(forgedRes.status).toBe(401);

    const expired = await new SignJWT({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long'));
    const expiredRes = await rawFetch('/rest/v1/properties', { key: expired });
    expect(expiredRes.status).toBe(401);
    expect(await expiredRes.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });

    const noKey = await fetch(`${testEnv().url}/rest/v1/properties`);
    expect(noKey.status).toBe(401);
  });

  it('never runs SQL smuggled through names, filters or order', async () => {
    const attempts = [
      '/rest/v1/properties?select=id";drop table public.properties;--',
      '/rest/v1/properties?id=eq.1%27;drop table public.properties;--',
      '/rest/v1/properties?order=id;drop table public.properties',
      '/rest/v1/properties?order=id.desc,(select 1)',
      '/rest/v1/properties?status=in.(a%27),(b)',
      '/rest/v1/properties?or=(id.eq.1) or true--)',
      '/rest/v1/properties?select=price::text);drop table public.properties;--',
      '/rest/v1/properties?limit=1;drop',
    ];
    for (const path of attempts) {
      const res = await rawFetch(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      const body = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort(), path).toEqual(['code', 'details', 'hint', 'message']);
    }
    const quoted = await anonClient()
      .from('properties')
      .select('id')
      .eq('city', "x'; drop table y; --");
    expect(quoted.error).toBeNull();
    expect(quoted.data).toEqual([]);
    const still = await serviceClient()
      .from('properties')
      .select('id', { count: 'exact', head: true });
    expect(still.count).toBeGreaterThan(0);
  });

  it('answers CORS preflight and unknown routes with JSON', async () => {
    const preflight = await fetch(`${testEnv().url}/rest/v1/properties`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('prefer');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');

    const unknown = await rawFetch('/nowhere');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'no Route matched with those values' });

    const badJson = await rawFetch('/rest/v1/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ code: 'PGRST102' });
  });
});
