/**
 * The row-level security matrix: every table x role (anon, signed-in non-admin, admin) x operation
 * (select, insert, update, delete), each allowed and each refused case, through supabase-js
 * against the local backend. What a refusal left behind is checked with the service role.
 *
 * Refusals come in three shapes, all asserted exactly:
 * - permission denied (42501, HTTP 401/403) where the grant itself is revoked (anon writes to
 *   properties, anon reads of leads, any client write to user_roles);
 * - RLS violation (42501) for an insert whose row no policy admits;
 * - no rows (an empty list, count 0) for a select, update or delete that no policy lets through.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, LeadInsert, PropertyInsert } from '../../../src/lib/database.types';
import {
  adminClient,
  anonClient,
  serviceClient,
  signUpUser,
  uniqueEmail,
} from '../../support/backend';

type Db = SupabaseClient<Database>;
const typed = (c: SupabaseClient): Db => c as unknown as Db;

const RUN = randomUUID().slice(0, 8);

let anon: Db;
let user: Db;
let userId: string;
let admin: Db;
let adminId: string;
let svc: Db;

function property(overrides: Partial<PropertyInsert> = {}): PropertyInsert {
  return {
    title: `RLS fixture ${RUN}`,
    price: 2500,
    address: '100 Test Ave',
    city: 'Pomona',
    zip_code: '91766',
    bedrooms: 2,
    bathrooms: 1.5,
    square_feet: 900,
    ...overrides,
  };
}

function lead(overrides: Partial<LeadInsert> = {}): LeadInsert {
  return {
    source: 'lead_dialog',
    full_name: 'Rita Fixture',
    email: uniqueEmail('rls-lead'),
    phone: '(909) 555-0142',
    property_address: '42 Orange Grove Ave, Pomona',
    property_type: 'single-family',
    units_owned: '1',
    has_current_manager: false,
    biggest_frustration: 'Finding reliable tenants takes months every time.',
    preferred_contact: 'email',
    best_time: 'morning',
    ...overrides,
  };
}

async function svcProperty(overrides: Partial<PropertyInsert> = {}) {
  const { data, error } = await svc
    .from('properties')
    .insert(property(overrides))
    .select()
    .single();
  if (error) throw error;
  return data;
}

async function svcLead(overrides: Partial<LeadInsert> = {}) {
  const { data, error } = await svc.from('leads').insert(lead(overrides)).select().single();
  if (error) throw error;
  return data;
}

async function propertyById(id: string) {
  const { data, error } = await svc.from('properties').select('*').eq('id', id).maybeSingle();
  expect(error).toBeNull();
  return data;
}

async function leadById(id: string) {
  const { data, error } = await svc.from('leads').select('*').eq('id', id).maybeSingle();
  expect(error).toBeNull();
  return data;
}

async function leadsByEmail(email: string) {
  const { data, error } = await svc.from('leads').select('*').eq('email', email);
  expect(error).toBeNull();
  return data ?? [];
}

function expectPermissionDenied(error: { code?: string; message: string } | null, table: string) {
  expect(error).not.toBeNull();
  expect(error!.code).toBe('42501');
  expect(error!.message).toBe(`permission denied for table ${table}`);
}

function expectRlsViolation(error: { code?: string; message: string } | null, table: string) {
  expect(error).not.toBeNull();
  expect(error!.code).toBe('42501');
  expect(error!.message).toBe(`new row violates row-level security policy for table "${table}"`);
}

const createdPropertyIds: string[] = [];
const createdLeadEmails: string[] = [];

beforeAll(async () => {
  svc = typed(serviceClient());
  anon = typed(anonClient());
  const signedUp = await signUpUser(uniqueEmail('rls-user'));
  user = typed(signedUp.client);
  userId = signedUp.user.id;
  admin = typed(await adminClient());
  const { data } = await admin.auth.getUser();
  adminId = data.user!.id;
});

afterAll(async () => {
  if (createdPropertyIds.length) await svc.from('properties').delete().in('id', createdPropertyIds);
  for (const email of createdLeadEmails) await svc.from('leads').delete().eq('email', email);
  await svc.from('user_roles').delete().eq('user_id', userId);
});

describe('is_admin()', () => {
  it('is refused to anon, answers false for a signed-in non-admin and true for the seeded admin', async () => {
    // Not executable by anon (Supabase's linter 0028); no anon policy needs it.
    const anonCall = await anon.rpc('is_admin');
    expect(anonCall.data).toBeNull();
    expect(anonCall.status).toBe(401);
    expect(anonCall.error).toMatchObject({
      code: '42501',
      message: 'permission denied for function is_admin',
    });
    expect(await user.rpc('is_admin')).toMatchObject({ data: false, error: null });
    expect(await admin.rpc('is_admin')).toMatchObject({ data: true, error: null });
  });

  it('follows user_roles: a role granted with the service role makes an admin, removing it undoes it', async () => {
    const { client, user: u } = await signUpUser(uniqueEmail('rls-promoted'));
    const c = typed(client);
    expect((await c.rpc('is_admin')).data).toBe(false);
    expect(
      (await c.from('properties').insert(property({ title: `Promoted ${RUN}` }))).error?.code,
    ).toBe('42501');

    expect(
      (await svc.from('user_roles').insert({ user_id: u.id, role: 'admin' })).error,
    ).toBeNull();
    expect((await c.rpc('is_admin')).data).toBe(true);
    const { data: inserted, error } = await c
      .from('properties')
      .insert(property({ title: `Promoted ${RUN}` }))
      .select('id')
      .single();
    expect(error).toBeNull();
    createdPropertyIds.push(inserted!.id);

    expect((await svc.from('user_roles').delete().eq('user_id', u.id)).error).toBeNull();
    expect((await c.rpc('is_admin')).data).toBe(false);
  });

  it('ignores user_metadata, which users can change themselves', async () => {
    const { client } = await signUpUser(uniqueEmail('rls-metadata'));
    const c = typed(client);
    const { error } = await c.auth.updateUser({ data: { role: 'admin', is_admin: true } });
    expect(error).toBeNull();
    await c.auth.refreshSession();
    expect((await c.rpc('is_admin')).data).toBe(false);
  });
});

describe('properties', () => {
  let active: Database['public']['Tables']['properties']['Row'];
  let hidden: Database['public']['Tables']['properties']['Row'];

  beforeAll(async () => {
    active = await svcProperty({ title: `Active ${RUN}`, status: 'active' });
    hidden = await svcProperty({ title: `Pending ${RUN}`, status: 'pending' });
    createdPropertyIds.push(active.id, hidden.id);
  });

  describe('select', () => {
    it('anon sees active listings only', async () => {
      const { data, error } = await anon
        .from('properties')
        .select('id, status')
        .in('id', [active.id, hidden.id]);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: active.id, status: 'active' }]);

      const all = await anon.from('properties').select('status');
      expect(all.error).toBeNull();
      expect(all.data!.length).toBeGreaterThan(0);
      expect(new Set(all.data!.map((r) => r.status))).toEqual(new Set(['active']));
    });

    it('a signed-in non-admin sees active listings only', async () => {
      const { data, error } = await user
        .from('properties')
        .select('id')
        .in('id', [active.id, hidden.id]);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: active.id }]);
      const all = await user.from('properties').select('status');
      expect(new Set(all.data!.map((r) => r.status))).toEqual(new Set(['active']));
    });

    it('the admin sees every status', async () => {
      const { data, error } = await admin
        .from('properties')
        .select('id')
        .in('id', [active.id, hidden.id])
        .order('title');
      expect(error).toBeNull();
      expect(data).toEqual([{ id: active.id }, { id: hidden.id }]);
      const all = await admin.from('properties').select('status');
      expect(new Set(all.data!.map((r) => r.status))).toEqual(
        new Set(['active', 'pending', 'sold', 'rented', 'off_market']),
      );
    });
  });

  describe('insert', () => {
    it('anon is refused (no insert privilege) and nothing is stored', async () => {
      const title = `Anon insert ${RUN}`;
      const { error } = await anon.from('properties').insert(property({ title }));
      expectPermissionDenied(error, 'properties');
      expect((await svc.from('properties').select('id').eq('title', title)).data).toEqual([]);
    });

    it('a signed-in non-admin is refused by RLS and nothing is stored', async () => {
      const title = `User insert ${RUN}`;
      const { error } = await user.from('properties').insert(property({ title }));
      expectRlsViolation(error, 'properties');
      expect((await svc.from('properties').select('id').eq('title', title)).data).toEqual([]);
    });

    it('the admin inserts, and the defaults fill in', async () => {
      const title = `Admin insert ${RUN}`;
      const { data, error } = await admin
        .from('properties')
        .insert(property({ title }))
        .select()
        .single();
      expect(error).toBeNull();
      createdPropertyIds.push(data!.id);
      expect(data).toMatchObject({
        title,
        state: 'CA',
        property_type: 'sale',
        status: 'active',
        images: [],
        description: null,
        price: 2500,
        bathrooms: 1.5,
      });
      expect(Date.parse(data!.listing_date)).not.toBeNaN();
      expect(await propertyById(data!.id)).toMatchObject({ title });
    });
  });

  describe('update', () => {
    it('anon is refused (no update privilege) and the row is unchanged', async () => {
      const { error } = await anon
        .from('properties')
        .update({ title: 'Hacked' })
        .eq('id', active.id);
      expectPermissionDenied(error, 'properties');
      expect((await propertyById(active.id))!.title).toBe(active.title);
    });

    it('a signed-in non-admin updates 0 rows, even of a listing it can read', async () => {
      for (const target of [active, hidden]) {
        const { data, error, count } = await user
          .from('properties')
          .update({ title: 'Hacked', price: 1 }, { count: 'exact' })
          .eq('id', target.id)
          .select('id');
        expect(error).toBeNull();
        expect(data).toEqual([]);
        expect(count).toBe(0);
        expect(await propertyById(target.id)).toMatchObject({
          title: target.title,
          price: target.price,
        });
      }
    });

    it('the admin updates any listing, and updated_at moves', async () => {
      const { data, error } = await admin
        .from('properties')
        .update({ status: 'sold', price: 2600 })
        .eq('id', hidden.id)
        .select('id, status, price, updated_at');
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect(data![0]).toMatchObject({ id: hidden.id, status: 'sold', price: 2600 });
      expect(Date.parse(data![0]!.updated_at)).toBeGreaterThan(Date.parse(hidden.updated_at));
      expect(await propertyById(hidden.id)).toMatchObject({ status: 'sold', price: 2600 });
    });
  });

  describe('delete', () => {
    it('anon is refused (no delete privilege) and the row remains', async () => {
      const { error } = await anon.from('properties').delete().eq('id', active.id);
      expectPermissionDenied(error, 'properties');
      expect(await propertyById(active.id)).not.toBeNull();
    });

    it('a signed-in non-admin deletes 0 rows', async () => {
      for (const target of [active, hidden]) {
        const { data, error, count } = await user
          .from('properties')
          .delete({ count: 'exact' })
          .eq('id', target.id)
          .select('id');
        expect(error).toBeNull();
        expect(data).toEqual([]);
        expect(count).toBe(0);
        expect(await propertyById(target.id)).not.toBeNull();
      }
    });

    it('the admin deletes', async () => {
      const doomed = await svcProperty({ title: `Doomed ${RUN}`, status: 'off_market' });
      const { data, error } = await admin
        .from('properties')
        .delete()
        .eq('id', doomed.id)
        .select('id');
      expect(error).toBeNull();
      expect(data).toEqual([{ id: doomed.id }]);
      expect(await propertyById(doomed.id)).toBeNull();
    });
  });
});

describe('leads', () => {
  let existing: Database['public']['Tables']['leads']['Row'];

  beforeAll(async () => {
    existing = await svcLead({ full_name: 'Existing Lead' });
    createdLeadEmails.push(existing.email);
  });

  describe('insert', () => {
    // Every form goes through the lead pipeline (submit-lead, service role); no browser inserts.
    for (const who of ['anon', 'user', 'admin'] as const) {
      it(`${who} cannot insert a lead (no insert privilege) and nothing is stored`, async () => {
        const c = { anon, user, admin }[who];
        const row = lead({ full_name: `Inserted by ${who}` });
        createdLeadEmails.push(row.email);
        expectPermissionDenied((await c.from('leads').insert(row)).error, 'leads');
        expect(await leadsByEmail(row.email)).toEqual([]);
      });
    }

    it('the service role (the pipeline) inserts every source', async () => {
      const contact = lead({
        source: 'contact',
        property_address: 'Not provided - general inquiry',
        property_type: 'not specified',
        units_owned: 'not specified',
        best_time: 'anytime',
      });
      createdLeadEmails.push(contact.email);
      expect((await svc.from('leads').insert(contact)).error).toBeNull();
      expect(await leadsByEmail(contact.email)).toMatchObject([
        { source: 'contact', notification_status: 'pending', status: 'new' },
      ]);
    });
  });

  describe('select', () => {
    it('anon is refused (no select privilege)', async () => {
      const { data, error } = await anon.from('leads').select('id');
      expectPermissionDenied(error, 'leads');
      expect(data).toBeNull();
    });

    it('a signed-in non-admin reads no rows', async () => {
      const { data, error } = await user.from('leads').select('id');
      expect(error).toBeNull();
      expect(data).toEqual([]);
      const byId = await user.from('leads').select('id').eq('id', existing.id);
      expect(byId.data).toEqual([]);
    });

    it('the admin reads every lead', async () => {
      const other = await svcLead({ full_name: 'Another Lead' });
      createdLeadEmails.push(other.email);
      const { data, error } = await admin
        .from('leads')
        .select('id, full_name')
        .in('id', [existing.id, other.id])
        .order('full_name');
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: other.id, full_name: 'Another Lead' },
        { id: existing.id, full_name: 'Existing Lead' },
      ]);
    });
  });

  describe('update', () => {
    it('anon is refused (no update privilege) and the row is unchanged', async () => {
      const { error } = await anon.from('leads').update({ status: 'won' }).eq('id', existing.id);
      expectPermissionDenied(error, 'leads');
      expect((await leadById(existing.id))!.status).toBe('new');
    });

    it('a signed-in non-admin updates 0 rows', async () => {
      const { error, count } = await user
        .from('leads')
        .update({ status: 'contacted' }, { count: 'exact' })
        .eq('id', existing.id);
      expect(error).toBeNull();
      expect(count).toBe(0);
      expect((await leadById(existing.id))!.status).toBe('new');
    });

    it('the admin updates the workflow columns only', async () => {
      const { data, error } = await admin
        .from('leads')
        .update({ status: 'contacted' })
        .eq('id', existing.id)
        .select('id, status');
      expect(error).toBeNull();
      expect(data).toEqual([{ id: existing.id, status: 'contacted' }]);
      // What the visitor sent and what the pipeline recorded are not the office's to rewrite.
      for (const forged of [{ full_name: 'Changed' }, { notification_status: 'sent' }] as const) {
        const refused = await admin.from('leads').update(forged).eq('id', existing.id);
        expectPermissionDenied(refused.error, 'leads');
      }
      expect(await leadById(existing.id)).toMatchObject({
        full_name: 'Existing Lead',
        notification_status: 'pending',
      });
    });
  });

  describe('delete', () => {
    // Leads are archived (archived_at), never deleted through the API.
    for (const who of ['anon', 'user', 'admin'] as const) {
      it(`${who} is refused (no delete privilege) and the row remains`, async () => {
        const c = { anon, user, admin }[who];
        expectPermissionDenied(
          (await c.from('leads').delete().eq('id', existing.id)).error,
          'leads',
        );
        expect(await leadById(existing.id)).not.toBeNull();
      });
    }
  });
});

describe('user_roles', () => {
  async function rolesOf(id: string) {
    const { data, error } = await svc.from('user_roles').select('role').eq('user_id', id);
    expect(error).toBeNull();
    return data;
  }

  describe('select', () => {
    it('anon is refused (no select privilege)', async () => {
      expectPermissionDenied((await anon.from('user_roles').select('*')).error, 'user_roles');
    });

    it('a signed-in non-admin sees only its own rows (none), not the admin rows', async () => {
      const { data, error } = await user.from('user_roles').select('user_id, role');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    });

    it("the admin sees its own row and no one else's", async () => {
      const other = await signUpUser(uniqueEmail('rls-other-admin'));
      expect(
        (await svc.from('user_roles').insert({ user_id: other.user.id, role: 'admin' })).error,
      ).toBeNull();
      try {
        const { data, error } = await admin.from('user_roles').select('user_id, role');
        expect(error).toBeNull();
        expect(data).toEqual([{ user_id: adminId, role: 'admin' }]);
      } finally {
        await svc.from('user_roles').delete().eq('user_id', other.user.id);
      }
    });
  });

  describe('insert', () => {
    it('a signed-in user cannot grant itself admin', async () => {
      const { error } = await user.from('user_roles').insert({ user_id: userId, role: 'admin' });
      expectPermissionDenied(error, 'user_roles');
      expect(await rolesOf(userId)).toEqual([]);
      expect((await user.rpc('is_admin')).data).toBe(false);
    });

    it('anon cannot insert roles', async () => {
      expectPermissionDenied(
        (await anon.from('user_roles').insert({ user_id: userId, role: 'admin' })).error,
        'user_roles',
      );
      expect(await rolesOf(userId)).toEqual([]);
    });

    it('even an admin cannot grant roles from a client (service role only)', async () => {
      expectPermissionDenied(
        (await admin.from('user_roles').insert({ user_id: userId, role: 'admin' })).error,
        'user_roles',
      );
      expect(await rolesOf(userId)).toEqual([]);
    });

    it('the service role grants roles, and only known roles', async () => {
      const other = await signUpUser(uniqueEmail('rls-role'));
      const bad = await svc.from('user_roles').insert({ user_id: other.user.id, role: 'owner' });
      expect(bad.error?.code).toBe('23514');
      expect(bad.error?.message).toContain('user_roles_role_allowed');
      expect(
        (await svc.from('user_roles').insert({ user_id: other.user.id, role: 'admin' })).error,
      ).toBeNull();
      expect(await rolesOf(other.user.id)).toEqual([{ role: 'admin' }]);
      await svc.from('user_roles').delete().eq('user_id', other.user.id);
    });
  });

  describe('update', () => {
    it('no client role may update roles (the admin row stays)', async () => {
      for (const c of [anon, user, admin]) {
        const { error } = await c
          .from('user_roles')
          .update({ user_id: userId })
          .eq('user_id', adminId);
        expectPermissionDenied(error, 'user_roles');
      }
      expect(await rolesOf(adminId)).toEqual([{ role: 'admin' }]);
      expect(await rolesOf(userId)).toEqual([]);
    });
  });

  describe('delete', () => {
    it('no client role may delete roles (the admin row stays)', async () => {
      for (const c of [anon, user, admin]) {
        expectPermissionDenied(
          (await c.from('user_roles').delete().eq('user_id', adminId)).error,
          'user_roles',
        );
      }
      expect(await rolesOf(adminId)).toEqual([{ role: 'admin' }]);
      expect((await admin.rpc('is_admin')).data).toBe(true);
    });
  });
});
