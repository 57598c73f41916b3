/**
 * The audit trail on the local backend: each staff write to an audited table (listings, homes
 * and their units, agreements and owners, leases and their tenants, people, portal access, staff
 * roles, documents, vendors, booking settings) leaves a row in public.audit_log naming the staff
 * member, the screen or function, and what changed, with personal fields masked. Who may read
 * it and that no one may change it: the RLS matrices (portal-rls.int.test.ts,
 * supabase/deploy/audit-matrix.ts).
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MASKED } from '../../../supabase/functions/_shared/contract/audit.ts';
import { auditedTables, type AuditedTable } from '../../../src/features/staff/auditColumns';
import {
  functionsUrl,
  LOCAL_ADMIN_EMAIL,
  LOCAL_ADMIN_PASSWORD,
  serviceClient,
  testEnv,
  uniqueEmail,
} from '../../support/backend';

const SCREEN = 'screen:/admin/audit-check';
const RUN = randomUUID().slice(0, 8);
/** Personal values the trail must never hold. */
const secret = {
  street: `${RUN} Hidden Lane`,
  address: `${RUN} Secret Ave`,
  name: `Audit Person ${RUN}`,
  email: uniqueEmail(`audit-${RUN}`),
  phone: '(909) 555-0177',
  phone2: '(909) 555-0188',
  vendorName: `Plumber ${RUN}`,
  vendorEmail: uniqueEmail(`audit-vendor-${RUN}`),
  title: `Lease of ${RUN} Person`,
  staffEmail: uniqueEmail(`audit-staff-${RUN}`),
};

interface AuditRow {
  id: number;
  at: string;
  actor_id: string | null;
  actor_role: string;
  source: string | null;
  table_name: AuditedTable;
  record_id: string;
  home_id: string | null;
  action: 'insert' | 'update' | 'delete' | 'truncate';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

let staff: SupabaseClient;
let staffId: string;
let svc: SupabaseClient;
const ids: Record<string, string> = {
  listing: randomUUID(),
  home: randomUUID(),
  unit: randomUUID(),
  person: randomUUID(),
  lease: randomUUID(),
  document: randomUUID(),
  vendor: randomUUID(),
  blackout: randomUUID(),
};
let firstAuditId = 0;

function ok<T>(res: { data: T; error: { message: string } | null }, what: string): T {
  if (res.error) throw new Error(`${what}: ${res.error.message}`);
  return res.data;
}

async function callFunction(name: string, body: unknown): Promise<Record<string, unknown>> {
  const { data } = await staff.auth.getSession();
  const res = await fetch(functionsUrl(name), {
    method: 'POST',
    headers: {
      apikey: testEnv().anonKey,
      Authorization: `Bearer ${data.session?.access_token ?? ''}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** The trail's rows since this file started, read as staff. */
async function trail(): Promise<AuditRow[]> {
  return ok(
    await staff.from('audit_log').select('*').gt('id', firstAuditId).order('id').limit(1000),
    'read audit_log',
  ) as AuditRow[];
}

beforeAll(async () => {
  svc = serviceClient();
  // A staff client whose writes name a screen, as the app's client does (src/lib/supabase.ts).
  staff = createClient(testEnv().url, testEnv().anonKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'x-audit-source': SCREEN } },
  });
  const signIn = await staff.auth.signInWithPassword({
    email: LOCAL_ADMIN_EMAIL,
    password: LOCAL_ADMIN_PASSWORD,
  });
  if (signIn.error) throw signIn.error;
  staffId = signIn.data.user.id;
  const last = ok(
    await staff.from('audit_log').select('id').order('id', { ascending: false }).limit(1),
    'last audit row',
  ) as { id: number }[];
  firstAuditId = last[0]?.id ?? 0;

  // Every audited table, written the way the office's screens write it.
  ok(
    await staff.from('properties').insert({
      id: ids.listing,
      title: `Audit listing ${RUN}`,
      price: 2100,
      address: secret.address,
      city: 'Pomona',
      zip_code: '91766',
      bedrooms: 2,
      bathrooms: 1,
      square_feet: 800,
      property_type: 'rent',
    }),
    'listing',
  );
  ok(await staff.from('properties').update({ price: 2200 }).eq('id', ids.listing), 'price');
  ok(
    await staff
      .from('managed_homes')
      .insert({ id: ids.home, street: secret.street, city: 'Pomona', zip_code: '91766' }),
    'home',
  );
  ok(
    await staff.from('management_agreements').insert({
      home_id: ids.home,
      plan: 'standard',
      starts_on: '2026-01-01',
    }),
    'agreement',
  );
  ok(
    await staff.from('home_units').insert({ id: ids.unit, home_id: ids.home, label: 'Main' }),
    'unit',
  );
  ok(await staff.from('home_units').update({ label: 'Unit A' }).eq('id', ids.unit), 'relabel');
  ok(
    await staff
      .from('people')
      .insert({ full_name: secret.name, email: secret.email, phone: secret.phone }),
    'person',
  );
  const person = ok(
    await staff.from('people').select('id').eq('email', secret.email).single(),
    'person id',
  ) as { id: string };
  ids.person = person.id;
  ok(await staff.from('people').update({ phone: secret.phone2 }).eq('id', ids.person), 'phone');
  ok(await staff.from('home_owners').insert({ home_id: ids.home, person_id: ids.person }), 'owner');
  ok(
    await staff.from('leases').insert({
      id: ids.lease,
      unit_id: ids.unit,
      home_id: ids.home,
      starts_on: '2030-01-01',
      rent_cents: 210000,
    }),
    'lease',
  );
  ok(await staff.from('leases').update({ rent_cents: 215000 }).eq('id', ids.lease), 'rent');
  ok(
    await staff.from('lease_tenants').insert({ lease_id: ids.lease, person_id: ids.person }),
    'tenant',
  );
  ok(
    await staff.from('documents').insert({
      id: ids.document,
      home_id: ids.home,
      lease_id: ids.lease,
      kind: 'lease',
      visible_to: 'both',
      title: secret.title,
      storage_path: `${ids.home}/${ids.document}.pdf`,
      content_type: 'application/pdf',
      size_bytes: 100,
    }),
    'document',
  );
  ok(await staff.from('documents').delete().eq('id', ids.document), 'document delete');
  ok(
    await staff.from('vendors').insert({
      id: ids.vendor,
      name: secret.vendorName,
      trade: 'plumbing',
      phone: secret.phone,
      email: secret.vendorEmail,
    }),
    'vendor',
  );
  ok(await staff.from('vendors').delete().eq('id', ids.vendor), 'vendor delete');
  // The new listing's showing calendar (made by its trigger): hours and a blackout on it.
  const calendar = ok(
    await staff.from('booking_calendars').select('id').eq('listing_id', ids.listing).single(),
    'calendar',
  ) as { id: string };
  ok(
    await staff.from('booking_calendars').update({ buffer_minutes: 15 }).eq('id', calendar.id),
    'buffer',
  );
  // It starts with the office's usual hours: the listing is shown on none of them.
  ok(await staff.from('booking_hours').delete().eq('calendar_id', calendar.id), 'hours');
  ok(
    await staff
      .from('booking_blackouts')
      .insert({ id: ids.blackout, calendar_id: calendar.id, on_date: '2030-02-05', note: 'Audit' }),
    'blackout',
  );
  // The functions acting for staff: portal access (people.user_id too) and a staff role.
  await callFunction('manage-portal-access', {
    action: 'invite',
    personId: ids.person,
    role: 'owner',
    redirectTo: 'http://localhost:5173/auth/set-password?next=/portal',
  });
  await callFunction('manage-staff', {
    action: 'invite',
    email: secret.staffEmail,
    redirectTo: 'http://localhost:5173/auth/set-password',
  });
  // booking_staff: the new staff member listed as bookable for nothing (no booking goes to them).
  const users = await svc.auth.admin.listUsers({ perPage: 1000 });
  const invited = users.data.users.find((u) => u.email === secret.staffEmail);
  if (!invited) throw new Error('manage-staff made no account');
  const bookable = { user_id: invited.id, takes_consultations: false, takes_showings: false };
  ok(await staff.from('booking_staff').insert(bookable), 'booking staff');
  ok(await staff.from('booking_staff').delete().eq('user_id', invited.id), 'booking staff out');
}, 120_000);

afterAll(async () => {
  await svc.from('managed_homes').delete().eq('id', ids.home);
  await svc.from('properties').delete().eq('id', ids.listing);
  await svc.from('portal_access').delete().eq('person_id', ids.person);
  await svc.from('people').delete().eq('id', ids.person);
  const users = await svc.auth.admin.listUsers({ perPage: 1000 });
  for (const u of users.data.users) {
    if (u.email === secret.staffEmail || u.email === secret.email) {
      await svc.auth.admin.deleteUser(u.id);
    }
  }
});

describe('every staff write leaves an audit row', () => {
  it('each audited table: who, from where, what changed', async () => {
    const rows = await trail();
    const mine = (table: AuditedTable) =>
      rows.filter((r) => r.table_name === table && r.actor_id === staffId);
    // Every audited table was written, and the trail names the staff member for each.
    expect(auditedTables.filter((t) => mine(t).length === 0)).toEqual([]);

    const byScreen = rows.filter((r) => r.source === SCREEN);
    expect(new Set(byScreen.map((r) => r.actor_role))).toEqual(new Set(['staff']));

    const rent = mine('leases').find((r) => r.action === 'update');
    expect(rent).toMatchObject({
      record_id: ids.lease,
      home_id: ids.home,
      source: SCREEN,
      before: { rent_cents: 210000 },
      after: { rent_cents: 215000 },
    });
    expect(mine('properties').find((r) => r.action === 'update')).toMatchObject({
      record_id: ids.listing,
      before: { price: 2100 },
      after: { price: 2200 },
    });
    expect(mine('lease_tenants')[0]).toMatchObject({
      record_id: `${ids.lease}:${ids.person}`,
      home_id: ids.home,
      action: 'insert',
    });
    expect(mine('documents').map((r) => r.action)).toEqual(['insert', 'delete']);
    expect(mine('vendors').map((r) => r.action)).toEqual(['insert', 'delete']);
  });

  it('personal fields are masked: the trail says that they changed, never what they were', async () => {
    const rows = await trail();
    const text = JSON.stringify(rows);
    for (const [what, value] of Object.entries(secret)) {
      expect(text.includes(value), `${what} is in the trail`).toBe(false);
    }
    const phone = rows.find(
      (r) => r.table_name === 'people' && r.action === 'update' && r.record_id === ids.person,
    );
    expect(phone).toMatchObject({
      before: { phone: AUDIT_MASKED },
      after: { phone: AUDIT_MASKED },
    });
    const created = rows.find(
      (r) => r.table_name === 'people' && r.action === 'insert' && r.record_id === ids.person,
    );
    expect(created?.after).toMatchObject({
      full_name: AUDIT_MASKED,
      email: AUDIT_MASKED,
      phone: AUDIT_MASKED,
      locale: 'en',
    });
  });

  it('a function acting for staff names them and itself', async () => {
    const rows = await trail();
    const access = rows.find((r) => r.table_name === 'portal_access' && r.action === 'insert');
    expect(access).toMatchObject({
      actor_id: staffId,
      actor_role: 'staff',
      source: 'function:manage-portal-access',
      after: { person_id: ids.person, role: 'owner', granted_by: staffId },
    });
    const role = rows.find((r) => r.table_name === 'user_roles' && r.action === 'insert');
    expect(role).toMatchObject({
      actor_id: staffId,
      actor_role: 'staff',
      source: 'function:manage-staff',
    });
  });
});
