/**
 * Managed homes, leases and documents as staff do them, through supabase-js on the local backend:
 * save_managed_home writes a home with its agreement, units and owners at once (a bad unit leaves
 * nothing), only staff may call it, the lease constraints come back as the form's messages, and a
 * document goes row, then file; downloads through a short-lived signed URL; and is deleted file,
 * then row.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  homeSaveProblem,
  leaseSaveProblem,
  type HomePayload,
  type LeasePayload,
} from '../../supabase/functions/_shared/contract/managed-homes';
import {
  DOCUMENTS_BUCKET,
  documentStoragePath,
} from '../../supabase/functions/_shared/contract/portal';
import {
  FILES_FUNCTION,
  type FilesSignAnswer,
} from '../../supabase/functions/_shared/contract/files';
import {
  adminClient,
  anonClient,
  serviceClient,
  signUpUser,
  uniqueEmail,
} from '../support/backend';

async function person(name: string): Promise<string> {
  const { data, error } = await serviceClient()
    .from('people')
    .insert({ full_name: name, email: uniqueEmail('person') })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

function homePayload(street: string, ownerIds: string[]): HomePayload {
  return {
    street,
    city: 'Upland',
    state: 'CA',
    zip_code: '91786',
    property_id: null,
    plan: 'plus',
    billing_term: 'monthly',
    starts_on: '2026-12-01',
    repair_approval_limit_cents: 75000,
    units: [
      { id: null, label: 'A', bedrooms: 2, bathrooms: 1 },
      { id: null, label: 'B', bedrooms: 1, bathrooms: 1 },
    ],
    owner_ids: ownerIds,
  };
}

function leasePayload(unitId: string, tenantIds: string[], status = 'active'): LeasePayload {
  return {
    unit_id: unitId,
    tenant_ids: tenantIds,
    starts_on: '2026-12-01',
    ends_on: '2027-11-30',
    rent_cents: 245000,
    deposit_cents: 245000,
    due_day: 1,
    late_fee_grace_days: 5,
    late_fee_cents: 7500,
    status: status as LeasePayload['status'],
    move_in_on: null,
    move_out_on: null,
  };
}

const street = () =>
  `${Math.floor(Math.random() * 9000) + 100} Integration Way ${randomUUID().slice(0, 6)}`;

async function homesOnStreet(s: string) {
  const { data, error } = await serviceClient().from('managed_homes').select('id').eq('street', s);
  if (error) throw new Error(error.message);
  return data ?? [];
}

describe('managed homes, leases and documents (staff)', () => {
  let staff: SupabaseClient;
  let ownerId: string;
  let tenantId: string;

  beforeAll(async () => {
    staff = await adminClient();
    ownerId = await person('Olive Integration');
    tenantId = await person('Terry Integration');
  });

  it('creates a home with its agreement, units and owners in one call', async () => {
    const s = street();
    const { data: id, error } = await staff.rpc('save_managed_home', {
      payload: homePayload(s, [ownerId]),
    });
    expect(error).toBeNull();
    const svc = serviceClient();
    const [agreement, units, owners] = await Promise.all([
      svc
        .from('management_agreements')
        .select('plan, repair_approval_limit_cents')
        .eq('home_id', id),
      svc.from('home_units').select('label, bedrooms').eq('home_id', id).order('label'),
      svc.from('home_owners').select('person_id').eq('home_id', id),
    ]);
    expect(agreement.data).toEqual([{ plan: 'plus', repair_approval_limit_cents: 75000 }]);
    expect(units.data).toEqual([
      { label: 'A', bedrooms: 2 },
      { label: 'B', bedrooms: 1 },
    ]);
    expect(owners.data).toEqual([{ person_id: ownerId }]);
  });

  it('a failing unit rolls everything back, and says which field', async () => {
    const s = street();
    const payload = homePayload(s, [ownerId]);
    payload.units[1] = { id: null, label: 'B', bedrooms: 99, bathrooms: 1 };
    const { error } = await staff.rpc('save_managed_home', { payload });
    expect(error).not.toBeNull();
    expect(homeSaveProblem(error!)).toEqual({
      field: 'units',
      message: 'Bedrooms must be between 0 and 20',
    });
    expect(await homesOnStreet(s)).toEqual([]);

    const duplicate = homePayload(s, [ownerId]);
    duplicate.units[1]!.label = 'A';
    const second = await staff.rpc('save_managed_home', { payload: duplicate });
    expect(homeSaveProblem(second.error!)?.message).toBe(
      'Two units of this home have the same label',
    );
    const noOwner = await staff.rpc('save_managed_home', { payload: homePayload(s, []) });
    expect(homeSaveProblem(noOwner.error!)?.field).toBe('owner_ids');
    expect(await homesOnStreet(s)).toEqual([]);
  });

  it('a signed-in non-admin and anon cannot create a home through the RPC', async () => {
    const s = street();
    const { client } = await signUpUser(uniqueEmail('not-staff'));
    const refused = await client.rpc('save_managed_home', { payload: homePayload(s, [ownerId]) });
    expect(refused.error?.code).toBe('42501');
    const anon = await anonClient().rpc('save_managed_home', {
      payload: homePayload(s, [ownerId]),
    });
    expect(anon.error).not.toBeNull();
    expect(await homesOnStreet(s)).toEqual([]);
  });

  it('leases: one active per unit, dates in order, a tenant needed, as the form says them', async () => {
    const { data: homeId } = await staff.rpc('save_managed_home', {
      payload: homePayload(street(), [ownerId]),
    });
    const { data: units } = await staff
      .from('home_units')
      .select('id, label')
      .eq('home_id', homeId)
      .order('label');
    const unitA = (units as { id: string; label: string }[])[0]!;

    const first = await staff.rpc('save_lease', { payload: leasePayload(unitA.id, [tenantId]) });
    expect(first.error).toBeNull();
    const tenants = await serviceClient()
      .from('lease_tenants')
      .select('person_id')
      .eq('lease_id', first.data);
    expect(tenants.data).toEqual([{ person_id: tenantId }]);

    const second = await staff.rpc('save_lease', { payload: leasePayload(unitA.id, [tenantId]) });
    expect(leaseSaveProblem(second.error!, unitA.label)).toEqual({
      field: 'status',
      message: 'Unit A already has an active lease; end it first',
    });

    const backwards = { ...leasePayload(unitA.id, [tenantId], 'upcoming'), ends_on: '2026-11-01' };
    const out = await staff.rpc('save_lease', { payload: backwards });
    expect(leaseSaveProblem(out.error!, unitA.label)).toEqual({
      field: 'ends_on',
      message: 'The end date must be after the start date',
    });

    const nobody = await staff.rpc('save_lease', {
      payload: leasePayload(unitA.id, [], 'upcoming'),
    });
    expect(leaseSaveProblem(nobody.error!, unitA.label)?.field).toBe('tenant_ids');

    // Ending the first lease frees the unit for the next one.
    const ended = await staff.rpc('save_lease', {
      payload: { ...leasePayload(unitA.id, [tenantId], 'ended'), id: first.data },
    });
    expect(ended.error).toBeNull();
    const next = await staff.rpc('save_lease', { payload: leasePayload(unitA.id, [tenantId]) });
    expect(next.error).toBeNull();

    // A unit with leases cannot be dropped from the home.
    const { data: home } = await staff.from('managed_homes').select('*').eq('id', homeId).single();
    const keepOnlyB = {
      ...homePayload((home as { street: string }).street, [ownerId]),
      id: homeId as string,
      units: [{ id: (units as { id: string }[])[1]!.id, label: 'B', bedrooms: 1, bathrooms: 1 }],
    };
    const dropped = await staff.rpc('save_managed_home', { payload: keepOnlyB });
    expect(homeSaveProblem(dropped.error!)?.message).toBe(
      'A unit with leases cannot be removed; its leases stay as history',
    );
  });

  it('documents: row then file, a signed URL that downloads it, then removed by the server', async () => {
    const { data: homeId } = await staff.rpc('save_managed_home', {
      payload: homePayload(street(), [ownerId]),
    });
    const docId = randomUUID();
    const path = documentStoragePath(homeId as string, docId, 'application/pdf');
    const bytes = new TextEncoder().encode('%PDF-1.4\n% lease\n');
    const row = await staff.from('documents').insert({
      id: docId,
      home_id: homeId,
      kind: 'lease',
      visible_to: 'both',
      title: 'Lease',
      storage_path: path,
      content_type: 'application/pdf',
      size_bytes: bytes.byteLength,
    });
    expect(row.error).toBeNull();
    const upload = await staff.storage
      .from(DOCUMENTS_BUCKET)
      .upload(path, new Blob([bytes], { type: 'application/pdf' }), {
        contentType: 'application/pdf',
      });
    expect(upload.error).toBeNull();

    // Staff too get links from the files function: an attachment named after the title.
    const signed = await staff.functions.invoke<FilesSignAnswer>(FILES_FUNCTION, {
      body: { action: 'sign', bucket: DOCUMENTS_BUCKET, paths: [path] },
    });
    expect(signed.error).toBeNull();
    const url = signed.data!.files[0]!.url!;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename=Lease.pdf; filename*=UTF-8''Lease.pdf;",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    // Anyone holding the link may fetch it for its short life; without it, anon reads nothing.
    const anonDownload = await anonClient().storage.from(DOCUMENTS_BUCKET).download(path);
    expect(anonDownload.error).not.toBeNull();

    // Staff cannot sign (for any lifetime), download or remove the file through Storage.
    const own = await staff.storage
      .from(DOCUMENTS_BUCKET)
      .createSignedUrl(path, 3650 * 24 * 60 * 60);
    expect(own.data).toBeNull();
    expect((await staff.storage.from(DOCUMENTS_BUCKET).download(path)).data).toBeNull();
    expect((await staff.storage.from(DOCUMENTS_BUCKET).remove([path])).data).toEqual([]);

    // The files function removes it: the row as staff (RLS), then the file as the service role.
    const removed = await staff.functions.invoke(FILES_FUNCTION, {
      body: { action: 'remove', bucket: DOCUMENTS_BUCKET, documentId: docId },
    });
    expect(removed.error).toBeNull();
    const svc = serviceClient();
    expect((await svc.from('documents').select('id').eq('id', docId)).data).toEqual([]);
    expect((await svc.storage.from(DOCUMENTS_BUCKET).download(path)).data).toBeNull();
    const gone = await fetch(url);
    expect(gone.ok).toBe(false);
  });
});
