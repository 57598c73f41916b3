/**
 * The portal's maintenance writes through supabase-js as the seeded accounts, the way the portal
 * makes them: a tenant's photo (file in the private bucket, then its row) and message on their own
 * request, refused on another tenant's; an owner's approval decision only on their own home. The
 * full table × actor matrix is the RLS suite's; this proves the portal's own paths.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAINTENANCE_PHOTOS_BUCKET,
  maintenancePhotoPath,
} from '../../supabase/functions/_shared/contract/maintenance.ts';
import { anonClient, serviceClient } from '../support/backend';
import { PORTAL_SEED_PASSWORD, maintenanceSeed, portalSeed } from '../support/portalSeed';
import { signFile } from '../support/files';

/** A 1×1 WebP. */
const WEBP = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64');

async function signIn(email: string): Promise<SupabaseClient> {
  const c = anonClient();
  const { error } = await c.auth.signInWithPassword({ email, password: PORTAL_SEED_PASSWORD });
  if (error) throw new Error(`${email}: ${error.message}`);
  return c;
}

let tenant1: SupabaseClient;
let tenant2: SupabaseClient;
let owner1: SupabaseClient;
let owner2: SupabaseClient;

beforeAll(async () => {
  [tenant1, tenant2, owner1, owner2] = (await Promise.all(
    (['tenant1', 'tenant2', 'owner1', 'owner2'] as const).map((k) => signIn(portalSeed[k].email)),
  )) as [SupabaseClient, SupabaseClient, SupabaseClient, SupabaseClient];
});

/**
 * The portal's photo path: the row, then the file under <request>/ (the insert policy admits it
 * under a request the tenant may still add to; no read policy is needed, as on hosted).
 */
async function addPhoto(c: SupabaseClient, requestId: string) {
  const photoId = randomUUID();
  const path = maintenancePhotoPath(requestId, photoId);
  const row = await c.from('maintenance_photos').insert({
    id: photoId,
    request_id: requestId,
    storage_path: path,
    added_by_kind: 'tenant',
    content_type: 'image/webp',
    size_bytes: WEBP.length,
    width: 1,
    height: 1,
  });
  const upload = await c.storage
    .from(MAINTENANCE_PHOTOS_BUCKET)
    .upload(path, WEBP, { contentType: 'image/webp', upsert: false });
  return { path, upload: upload.error, row: row.error };
}

describe('a tenant on their own request and on another tenant’s', () => {
  const faucet = maintenanceSeed.faucet.id;

  it('tenant1 adds a photo (row, then file) and reads it back through a signed URL', async () => {
    const added = await addPhoto(tenant1, faucet);
    expect(added.upload).toBeNull();
    expect(added.row).toBeNull();
    // Through the files function only: the tenant's own Storage calls are refused.
    const signed = await signFile(tenant1, MAINTENANCE_PHOTOS_BUCKET, added.path);
    expect((await fetch(signed!)).status).toBe(200);
    const own = await tenant1.storage
      .from(MAINTENANCE_PHOTOS_BUCKET)
      .createSignedUrl(added.path, 60);
    expect(own.error).not.toBeNull();
    // The owner of the home reads it too; the other owner does not.
    expect(await signFile(owner1, MAINTENANCE_PHOTOS_BUCKET, added.path)).not.toBeNull();
    expect(await signFile(owner2, MAINTENANCE_PHOTOS_BUCKET, added.path)).toBeNull();
  });

  it('tenant2 can neither upload a photo, add a photo row nor post a message on it', async () => {
    const added = await addPhoto(tenant2, faucet);
    expect(added.upload).not.toBeNull();
    expect(added.row).not.toBeNull();
    const message = await tenant2.from('maintenance_events').insert({
      request_id: faucet,
      kind: 'message',
      audience: 'tenant',
      actor_kind: 'tenant',
      body: 'Not my request',
    });
    expect(message.error).not.toBeNull();
    const { data } = await serviceClient()
      .from('maintenance_events')
      .select('id')
      .eq('request_id', faucet)
      .eq('body', 'Not my request');
    expect(data).toEqual([]);
  });

  it('tenant1 posts a message, stamped as the tenant, which tenant1 reads and owner1 does not', async () => {
    const body = `Still dripping ${randomUUID().slice(0, 6)}`;
    const posted = await tenant1.from('maintenance_events').insert({
      request_id: faucet,
      kind: 'message',
      audience: 'tenant',
      actor_kind: 'tenant',
      body,
    });
    expect(posted.error).toBeNull();
    const mine = await tenant1.from('maintenance_events').select('actor_kind').eq('body', body);
    expect(mine.data).toEqual([{ actor_kind: 'tenant' }]);
    const owners = await owner1.from('maintenance_events').select('id').eq('body', body);
    expect(owners.data).toEqual([]);
  });
});

describe('the owner’s approval from the portal', () => {
  it('only the home’s owner can decide, once', async () => {
    const filed = await tenant1.rpc('submit_maintenance_request', {
      payload: {
        leaseId: portalSeed.home1.lease,
        category: 'appliance',
        location: 'Kitchen',
        description: 'The dishwasher leaks under the door.',
        entryPermission: 'yes',
        pets: '',
        goodTimes: 'Not on Wednesdays',
        availableDays: 'weekdays',
        availableFrom: '15:00',
        availableTo: '',
        shareContact: false,
        emergency: null,
        idempotencyKey: randomUUID(),
      },
    });
    expect(filed.error).toBeNull();
    const id = (filed.data as { id: string }).id;
    const svc = serviceClient();
    // The tenant's stated availability, kept as given and read by the tenant.
    const { data: kept } = await tenant1
      .from('maintenance_requests')
      .select('available_days, available_from, available_to, good_times')
      .eq('id', id)
      .single();
    expect(kept).toEqual({
      available_days: 'weekdays',
      available_from: '15:00:00',
      available_to: null,
      good_times: 'Not on Wednesdays',
    });
    const edited = await svc
      .from('maintenance_requests')
      .update({ available_days: 'any' })
      .eq('id', id);
    expect(edited.error?.hint).toBe('maintenance_tenant_words');
    expect(
      (await svc.from('maintenance_requests').update({ status: 'acknowledged' }).eq('id', id))
        .error,
    ).toBeNull();
    // Above the home's limit (seed: $500): the guard asks the owner.
    expect(
      (await svc.from('maintenance_requests').update({ estimate_cents: 90_000 }).eq('id', id))
        .error,
    ).toBeNull();

    const other = await owner2.rpc('decide_maintenance_approval', {
      p_request_id: id,
      p_decision: 'approved',
      p_note: null,
    });
    expect(other.error?.message).toMatch(/not on your home/);
    const tenant = await tenant1.rpc('decide_maintenance_approval', {
      p_request_id: id,
      p_decision: 'approved',
      p_note: null,
    });
    expect(tenant.error).not.toBeNull();

    const mine = await owner1.rpc('decide_maintenance_approval', {
      p_request_id: id,
      p_decision: 'declined',
      p_note: 'Get a second quote',
    });
    expect(mine).toMatchObject({ error: null, data: 'ok' });
    const again = await owner1.rpc('decide_maintenance_approval', {
      p_request_id: id,
      p_decision: 'approved',
      p_note: null,
    });
    expect(again.data).toBe('used');
    const { data: row } = await owner1
      .from('maintenance_requests')
      .select('status')
      .eq('id', id)
      .single();
    expect(row).toEqual({ status: 'acknowledged' });
    // The owner's own columns come through their reader function, not the table.
    const { data: answer } = await owner1.rpc('maintenance_request_owner_columns', {
      p_request_ids: [id],
    });
    expect(answer).toMatchObject([
      { owner_approval: 'declined', owner_approval_note: 'Get a second quote' },
    ]);
    // The move back to the office is the system's (the owner acknowledged nothing), and the
    // tenant, told the repair waits for the owner, gets no second "acknowledged" mail.
    const { data: moves } = await svc
      .from('maintenance_events')
      .select('actor_kind, from_status, to_status')
      .eq('request_id', id)
      .eq('kind', 'status')
      .eq('to_status', 'acknowledged')
      .order('created_at');
    expect(moves).toEqual([
      expect.objectContaining({ from_status: 'submitted', actor_kind: 'system' }),
      {
        actor_kind: 'system',
        from_status: 'awaiting_owner_approval',
        to_status: 'acknowledged',
      },
    ]);
    const { data: mail } = await svc
      .from('maintenance_mail')
      .select('template, event:maintenance_events!inner(to_status)')
      .eq('request_id', id)
      .eq('template', 'tenant_status');
    expect(
      (mail as unknown as { event: { to_status: string } }[]).map((m) => m.event.to_status).sort(),
    ).toEqual(['acknowledged', 'awaiting_owner_approval']);
  });
});
