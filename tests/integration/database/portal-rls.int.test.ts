/**
 * The portals' security through supabase-js on the local backend: the same table × actor ×
 * operation matrix the deployment check runs on real Postgres (supabase/deploy/portal-matrix.ts),
 * the documents bucket through the Storage API (signed URLs, uploads, removals), embeds, the two
 * RPCs, revocation taking effect at once, the bucket's limits, and the schema's constraints.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_BUCKET,
  documentContentTypes,
} from '../../../supabase/functions/_shared/contract/portal.ts';
import {
  expectedDocumentObjects,
  expectedPortalMatrix,
  F,
  fixtureObjects,
  labels,
  objectPath,
  portalActors,
  portalFixture,
  portalOps,
  portalTableSpecs,
  portalTables,
  type PortalActor,
  type PortalOp,
  type PortalPersonActor,
  type PortalTable,
} from '../../../supabase/deploy/portal-matrix.ts';
import {
  adminClient,
  anonClient,
  serviceClient,
  signUpUser,
  testEnv,
  uniqueEmail,
} from '../../support/backend';

const PASSWORD = 'portal-matrix-123';
const personActors: PortalPersonActor[] = ['owner', 'owner2', 'tenant', 'tenant2', 'revoked'];
const CASES = (portalTables.length + 1) * portalOps.length * portalActors.length;
/** A tiny real PDF (a seed file), the bytes every fixture object holds. */
const PDF = readFileSync(
  new URL(
    '../../../supabase/seed-files/documents/5eed0300-0000-4000-8000-000000000001/5eed0600-0000-4000-8000-000000000003.pdf',
    import.meta.url,
  ),
);

let svc: SupabaseClient;
const as = {} as Record<PortalActor, SupabaseClient>;
const uid = {} as Record<PortalPersonActor, string>;

/** The fixture rows and files, put back whole (after a write that removed some). */
async function restore(): Promise<void> {
  for (const [table, rows] of portalFixture(uid)) {
    const { error } = await svc.from(table).upsert(rows);
    if (error) throw new Error(`restore ${table}: ${error.message}`);
  }
  for (const label of fixtureObjects) {
    const { error } = await svc.storage
      .from(DOCUMENTS_BUCKET)
      .upload(objectPath(label), PDF, { contentType: 'application/pdf', upsert: true });
    if (error) throw new Error(`restore ${label}: ${error.message}`);
  }
}

function outcomeOf(error: { code?: string; message: string }): string {
  if (error.code === '42501') return /row-level security/.test(error.message) ? 'rls' : 'denied';
  // Postgres 18 (PGlite) names an ON DELETE RESTRICT refusal 23001; hosted's 15-17 say 23503.
  if (error.code === '23503' || error.code === '23001') return 'fk';
  return `error ${error.code}: ${error.message}`;
}

beforeAll(async () => {
  svc = serviceClient();
  for (const actor of personActors) {
    const email = uniqueEmail(`matrix-${actor}`);
    const created = await svc.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
    });
    if (created.error) throw created.error;
    uid[actor] = created.data.user.id;
    const c = anonClient();
    const signIn = await c.auth.signInWithPassword({ email, password: PASSWORD });
    if (signIn.error) throw signIn.error;
    as[actor] = c;
  }
  as.anon = anonClient();
  as.user = (await signUpUser(uniqueEmail('matrix-user'))).client;
  as.staff = await adminClient();
  as.service_role = svc;
  await restore();
});

afterAll(async () => {
  if (!svc) return;
  const homes = [F.H1, F.H2, F.H3, F.H_NEW];
  const people = [F.O1, F.O2, F.T1, F.T2, F.TR];
  await svc.storage
    .from(DOCUMENTS_BUCKET)
    .remove([...fixtureObjects, 'D1I' as const].map(objectPath));
  await svc.from('documents').delete().in('home_id', homes);
  await svc.from('lease_tenants').delete().in('person_id', people);
  await svc.from('leases').delete().in('home_id', homes);
  await svc.from('home_owners').delete().in('home_id', homes);
  await svc.from('home_units').delete().in('home_id', homes);
  await svc.from('management_agreements').delete().in('home_id', homes);
  await svc.from('managed_homes').delete().in('id', homes);
  await svc.from('people').delete().in('id', people);
  await svc.from('people').delete().eq('email', 'portal-matrix-new@example.com');
  for (const id of Object.values(uid)) await svc.auth.admin.deleteUser(id);
});

async function tableCase(actor: PortalActor, table: PortalTable, op: PortalOp): Promise<string> {
  const spec = portalTableSpecs[table];
  const cols = spec.columns.join(',');
  const [column, ids] = spec.scope;
  const q = as[actor].from(table);
  const res =
    op === 'select'
      ? await q.select(cols).in(column, ids)
      : op === 'update'
        ? await q.update(spec.update).in(column, ids).select(cols)
        : op === 'delete'
          ? await q.delete().in(column, ids).select(cols)
          : await q.insert(spec.insert);
  if (res.error) return outcomeOf(res.error);
  if (op === 'insert') {
    const { error } = await svc.from(table).delete().match(spec.key);
    if (error) throw error;
    return 'ok';
  }
  const rows = (res.data ?? []) as unknown as Record<string, unknown>[];
  if (op === 'delete' && rows.length > 0) await restore();
  return labels(rows, spec.columns);
}

/** The documents bucket through the Storage API, in the deployment check's terms. */
async function storageCase(actor: PortalActor, op: PortalOp): Promise<string> {
  const bucket = as[actor].storage.from(DOCUMENTS_BUCKET);
  const paths = fixtureObjects.map(objectPath);
  const done: Record<string, unknown>[] = [];
  if (op === 'select') {
    for (const name of [...paths, objectPath('D1I')]) {
      const { data } = await bucket.createSignedUrl(name, 60);
      if (data?.signedUrl) done.push({ name });
    }
  } else if (op === 'update') {
    for (const name of paths) {
      const { error } = await bucket.update(name, PDF, { contentType: 'application/pdf' });
      if (!error) done.push({ name });
    }
  } else if (op === 'delete') {
    const { data, error } = await bucket.remove([...paths, objectPath('D1I')]);
    if (error) return `error: ${error.message}`;
    done.push(...(data ?? []).map((o) => ({ name: o.name })));
    if (done.length > 0) await restore();
  } else {
    const name = objectPath('D1I');
    const { error } = await bucket.upload(name, PDF, { contentType: 'application/pdf' });
    if (error) return /row-level security/.test(error.message) ? 'rls' : `error: ${error.message}`;
    await svc.storage.from(DOCUMENTS_BUCKET).remove([name]);
    return 'ok';
  }
  return labels(done, ['name']);
}

describe(`the portals' RLS matrix on the local backend (${CASES} cases)`, () => {
  it('every table and the documents bucket × actor × operation ends as on real Postgres', async () => {
    const actual: Record<string, Record<string, Record<string, string>>> = {};
    for (const table of [...portalTables, 'storage.objects'] as const) {
      actual[table] = {};
      for (const op of portalOps) {
        const outcomes: Record<string, string> = {};
        for (const actor of portalActors) {
          outcomes[actor] =
            table === 'storage.objects'
              ? await storageCase(actor, op)
              : await tableCase(actor, table, op);
        }
        actual[table][op] = outcomes;
      }
    }
    console.log(`portal RLS matrix (local backend): ${CASES} cases`);
    expect(actual).toEqual({ ...expectedPortalMatrix, 'storage.objects': expectedDocumentObjects });
  }, 180_000);
});
