/**
 * The portals' security through supabase-js on the local backend: the same table × actor ×
 * operation matrix the deployment check runs on real Postgres (supabase/deploy/portal-matrix.ts),
 * the documents bucket through the Storage API (signed URLs, uploads, removals), embeds, the two
 * RPCs, revocation taking effect at once, the bucket's limits, and the schema's constraints; then
 * maintenance's tables and photos bucket in the same terms (supabase/deploy/maintenance-matrix.ts),
 * the books' (supabase/deploy/ledger-matrix.ts), and the audit trail's (audit-matrix.ts).
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
  expectedMaintenanceMatrix,
  expectedMaintenanceReaders,
  expectedMaintenanceObjects,
  M,
  MAINTENANCE_BUCKET,
  maintenanceFixture,
  maintenanceLabels,
  maintenanceObjects,
  maintenanceTables,
  maintenanceTableSpecs,
  newPhotoObject,
  type MaintenanceTable,
} from '../../../supabase/deploy/maintenance-matrix.ts';
import {
  B,
  expectedLedgerMatrix,
  expectedLedgerObjects,
  expectedLedgerRpc,
  ledgerFixture,
  ledgerLabels,
  ledgerObjects,
  ledgerTables,
  ledgerTableSpecs,
  newStatementObject,
  STATEMENTS_BUCKET,
  type LedgerTable,
} from '../../../supabase/deploy/ledger-matrix.ts';
import {
  AUDIT_TABLE,
  auditLabel,
  auditSpec,
  expectedAuditMatrix,
} from '../../../supabase/deploy/audit-matrix.ts';
import { columnActors, unsharedCases } from '../../../supabase/deploy/column-audiences.ts';
import {
  FILES_FUNCTION,
  SIGNED_FILE_URL_TTL_SECONDS,
} from '../../../supabase/functions/_shared/contract/files.ts';
import { signFile } from '../../support/files';
import {
  adminClient,
  anonClient,
  serviceClient,
  signUpUser,
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

/** A signed URL's token lifetime in seconds (exp - iat of its JWT). */
function tokenLifetime(url: string): number {
  const token = new URL(url).searchParams.get('token')!;
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    iat: number;
    exp: number;
  };
  return claims.exp - claims.iat;
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
      // The client's own signing or download: what "server-only signing" refuses.
      const { data } = await bucket.createSignedUrl(name, 60);
      const direct = await bucket.download(name);
      if (data?.signedUrl || direct.data) done.push({ name });
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

  it("the audit trail of the fixture's writes: staff read it, no one else; no one writes it", async () => {
    const actual: Record<string, Record<string, string>> = {};
    for (const op of portalOps) {
      actual[op] = {};
      for (const actor of portalActors) {
        const q = as[actor].from(AUDIT_TABLE);
        const res =
          op === 'select'
            ? await q.select('record_id').match(auditSpec.scope).limit(1)
            : op === 'update'
              ? await q.update(auditSpec.update).match(auditSpec.scope).select('record_id')
              : op === 'delete'
                ? await q.delete().match(auditSpec.scope).select('record_id')
                : await q.insert(auditSpec.insert).select('record_id');
        actual[op][actor] = res.error ? outcomeOf(res.error) : auditLabel(res.data ?? []);
      }
    }
    expect(actual).toEqual(expectedAuditMatrix);
  });
});

describe('documents in the bucket', () => {
  const docId = 'fa000000-0000-4000-8000-0000000000b1';
  const path = `${F.H1}/${docId}.pdf`;

  afterAll(async () => {
    await svc.storage.from(DOCUMENTS_BUCKET).remove([path]);
    await svc.from('documents').delete().eq('id', docId);
  });

  it('staff upload a lease PDF at its row path; the server signs it for its owner and tenant only', async () => {
    const row = await as.staff.from('documents').insert({
      id: docId,
      home_id: F.H1,
      lease_id: F.L1,
      kind: 'lease',
      visible_to: 'both',
      title: 'Signed lease',
      storage_path: path,
      content_type: 'application/pdf',
      size_bytes: PDF.length,
    });
    expect(row.error).toBeNull();
    const upload = await as.staff.storage
      .from(DOCUMENTS_BUCKET)
      .upload(path, PDF, { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();

    for (const actor of ['owner', 'tenant', 'staff'] as const) {
      const url = await signFile(as[actor], DOCUMENTS_BUCKET, path);
      expect(url, actor).not.toBeNull();
      expect(tokenLifetime(url!), actor).toBe(SIGNED_FILE_URL_TTL_SECONDS);
      const res = await fetch(url!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      // An attachment keeping the document's name, never sniffed into another type.
      expect(res.headers.get('content-disposition')).toBe(
        "attachment; filename=Signed%20lease.pdf; filename*=UTF-8''Signed%20lease.pdf;",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    }
    // Server-only signing: the owner, tenant and staff can neither sign (for any lifetime) nor
    // download.
    for (const actor of ['owner', 'tenant', 'staff'] as const) {
      const own = await as[actor].storage
        .from(DOCUMENTS_BUCKET)
        .createSignedUrl(path, 3650 * 24 * 60 * 60);
      expect(own.data, actor).toBeNull();
      expect(
        (await as[actor].storage.from(DOCUMENTS_BUCKET).download(path)).data,
        actor,
      ).toBeNull();
    }
    for (const actor of ['owner2', 'tenant2', 'revoked', 'user'] as const) {
      expect(await signFile(as[actor], DOCUMENTS_BUCKET, path), actor).toBeNull();
    }
    await expect(signFile(as.anon, DOCUMENTS_BUCKET, path)).rejects.toThrow();
    // A signed URL made for someone entitled does not outlive a tampered path.
    const good = await signFile(as.owner, DOCUMENTS_BUCKET, path);
    const other = good!.replace(path, objectPath('D2O'));
    expect((await fetch(other)).status).toBe(400);
  });

  it('a file whose bytes are not its type (HTML as a PDF) is never signed', async () => {
    const fakeId = 'fa000000-0000-4000-8000-0000000000b6';
    const fakePath = `${F.H1}/${fakeId}.pdf`;
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    try {
      const row = await as.staff.from('documents').insert({
        id: fakeId,
        home_id: F.H1,
        lease_id: F.L1,
        kind: 'other',
        visible_to: 'both',
        title: 'Not a PDF',
        storage_path: fakePath,
        content_type: 'application/pdf',
        size_bytes: html.length,
      });
      expect(row.error).toBeNull();
      // Storage takes the declared type (as hosted does); the function reads the bytes.
      const upload = await as.staff.storage
        .from(DOCUMENTS_BUCKET)
        .upload(fakePath, html, { contentType: 'application/pdf' });
      expect(upload.error).toBeNull();
      for (const actor of ['owner', 'tenant', 'staff'] as const) {
        expect(await signFile(as[actor], DOCUMENTS_BUCKET, fakePath), actor).toBeNull();
      }
    } finally {
      await svc.storage.from(DOCUMENTS_BUCKET).remove([fakePath]);
      await svc.from('documents').delete().eq('id', fakeId);
    }
  });

  it('a tenant uploads renters-insurance proof to their own lease only, row first', async () => {
    const own = 'fa000000-0000-4000-8000-0000000000b2';
    const ownPath = `${F.H1}/${own}.jpg`;
    const insurance = (over: Record<string, unknown>) => ({
      id: own,
      home_id: F.H1,
      lease_id: F.L1,
      kind: 'renters_insurance',
      visible_to: 'both',
      title: 'Renters insurance declaration',
      storage_path: ownPath,
      content_type: 'image/jpeg',
      size_bytes: 3,
      uploaded_by: uid.tenant,
      ...over,
    });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff]);
    try {
      // Another kind, another lease, another uploader: refused by the row's policy.
      for (const over of [
        { kind: 'lease' },
        { lease_id: F.L2, home_id: F.H2, storage_path: `${F.H2}/${own}.jpg` },
        { uploaded_by: uid.tenant2 },
      ]) {
        const { error } = await as.tenant.from('documents').insert(insurance(over));
        expect(outcomeOf(error!), JSON.stringify(over)).toBe('rls');
      }
      // No row yet: no file either.
      const early = await as.tenant.storage
        .from(DOCUMENTS_BUCKET)
        .upload(ownPath, jpeg, { contentType: 'image/jpeg' });
      expect(early.error?.message).toMatch(/row-level security/);

      expect((await as.tenant.from('documents').insert(insurance({}))).error).toBeNull();
      // The other tenant cannot put a file at it.
      const intruder = await as.tenant2.storage
        .from(DOCUMENTS_BUCKET)
        .upload(ownPath, jpeg, { contentType: 'image/jpeg' });
      expect(intruder.error?.message).toMatch(/row-level security/);
      const upload = await as.tenant.storage
        .from(DOCUMENTS_BUCKET)
        .upload(ownPath, jpeg, { contentType: 'image/jpeg' });
      expect(upload.error).toBeNull();
      // Their owner gets it from the server; the tenant may not put a file at a staff document's
      // free path.
      expect(await signFile(as.owner, DOCUMENTS_BUCKET, ownPath)).not.toBeNull();
      const staffPath = `${F.H1}/fa000000-0000-4000-8000-0000000000b3.pdf`;
      expect(
        (
          await as.staff.from('documents').insert({
            id: 'fa000000-0000-4000-8000-0000000000b3',
            home_id: F.H1,
            lease_id: F.L1,
            kind: 'notice',
            visible_to: 'both',
            title: 'Notice',
            storage_path: staffPath,
            content_type: 'application/pdf',
            size_bytes: PDF.length,
          })
        ).error,
      ).toBeNull();
      const forged = await as.tenant.storage
        .from(DOCUMENTS_BUCKET)
        .upload(staffPath, PDF, { contentType: 'application/pdf' });
      expect(forged.error?.message).toMatch(/row-level security/);
    } finally {
      await svc.storage.from(DOCUMENTS_BUCKET).remove([ownPath]);
      await svc.from('documents').delete().in('id', [own, 'fa000000-0000-4000-8000-0000000000b3']);
    }
  });

  it('a replaced insurance proof is removed by the server: row as the tenant, then its file', async () => {
    const oldId = 'fa000000-0000-4000-8000-0000000000b7';
    const oldPath = `${F.H1}/${oldId}.jpg`;
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    try {
      const row = await as.tenant.from('documents').insert({
        id: oldId,
        home_id: F.H1,
        lease_id: F.L1,
        kind: 'renters_insurance',
        visible_to: 'both',
        title: 'Old proof',
        storage_path: oldPath,
        content_type: 'image/jpeg',
        size_bytes: jpeg.length,
        uploaded_by: uid.tenant,
      });
      expect(row.error).toBeNull();
      const upload = await as.tenant.storage
        .from(DOCUMENTS_BUCKET)
        .upload(oldPath, jpeg, { contentType: 'image/jpeg' });
      expect(upload.error).toBeNull();
      // Storage alone no longer lets the tenant remove it (no read policy), nor the other tenant
      // through the function (its RLS finds no row of theirs).
      expect((await as.tenant.storage.from(DOCUMENTS_BUCKET).remove([oldPath])).data).toEqual([]);
      const intruder = await as.tenant2.functions.invoke(FILES_FUNCTION, {
        body: { action: 'remove', bucket: 'documents', documentId: oldId },
      });
      expect((intruder.error as { context?: Response } | null)?.context?.status).toBe(404);
      const removed = await as.tenant.functions.invoke(FILES_FUNCTION, {
        body: { action: 'remove', bucket: 'documents', documentId: oldId },
      });
      expect(removed.error).toBeNull();
      expect((await svc.from('documents').select('id').eq('id', oldId)).data).toEqual([]);
      expect((await svc.storage.from(DOCUMENTS_BUCKET).download(oldPath)).data).toBeNull();
    } finally {
      await svc.storage.from(DOCUMENTS_BUCKET).remove([oldPath]);
      await svc.from('documents').delete().eq('id', oldId);
    }
  });

  it('the bucket holds the contract: PDF and photos up to the size limit, nothing else', async () => {
    const { data: bucket } = await svc.storage.getBucket(DOCUMENTS_BUCKET);
    expect(bucket).toMatchObject({
      public: false,
      file_size_limit: DOCUMENT_MAX_BYTES,
      allowed_mime_types: Object.keys(documentContentTypes),
    });
    const toml = readFileSync(new URL('../../../supabase/config.toml', import.meta.url), 'utf8');
    const section = toml.slice(toml.indexOf('[storage.buckets.documents]'));
    expect(section).toContain(`file_size_limit = "${DOCUMENT_MAX_BYTES / 1024 / 1024}MiB"`);
    expect(section).toContain(
      `allowed_mime_types = ${JSON.stringify(Object.keys(documentContentTypes)).replaceAll(',', ', ')}`,
    );

    // As hosted Storage answers (storage-js puts the body's statusCode on the error).
    const text = await as.staff.storage
      .from(DOCUMENTS_BUCKET)
      .upload(`${F.H1}/fa000000-0000-4000-8000-0000000000b4.pdf`, Buffer.from('hello'), {
        contentType: 'text/plain',
      });
    expect(text.error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
    const big = await as.staff.storage
      .from(DOCUMENTS_BUCKET)
      .upload(
        `${F.H1}/fa000000-0000-4000-8000-0000000000b5.pdf`,
        Buffer.alloc(DOCUMENT_MAX_BYTES + 1),
        { contentType: 'application/pdf' },
      );
    expect(big.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
  });
});

describe('embeds and RPC', () => {
  it('an owner embedding units, leases and documents gets only their own home', async () => {
    const { data, error } = await as.owner
      .from('managed_homes')
      .select('id, home_units(id, leases(id)), documents(id), management_agreements(plan)')
      .in('id', [F.H1, F.H2, F.H3]);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const home = data![0]!;
    expect(home.id).toBe(F.H1);
    expect(home.home_units.map((u) => [u.id, u.leases.map((l) => l.id).sort()])).toEqual([
      [F.U1, [F.L1, F.LR].sort()],
    ]);
    expect(home.documents.map((d) => d.id).sort()).toEqual([F.D1B, F.D1I, F.D1O].sort());
    expect(home.management_agreements).toEqual({ plan: 'standard' });
    // Documents embedding their home: still only owner one's.
    const docs = await as.owner2
      .from('documents')
      .select('id, managed_homes(street)')
      .in('home_id', [F.H1, F.H2, F.H3]);
    expect(docs.data!.map((d) => d.id).sort()).toEqual([F.D2B, F.D2O].sort());
  });

  it("a tenant embedding the owner's agreement, the owners or a co-tenant's row gets nothing", async () => {
    const { data, error } = await as.tenant
      .from('managed_homes')
      .select(
        'id, management_agreements(plan), home_owners(person_id), home_units(id, leases(id, lease_tenants(person_id, people(full_name))))',
      )
      .in('id', [F.H1, F.H2, F.H3]);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: F.H1,
        management_agreements: null,
        home_owners: [],
        home_units: [
          {
            id: F.U1,
            leases: [
              {
                id: F.L1,
                lease_tenants: [{ person_id: F.T1, people: { full_name: 'Matrix Tenant One' } }],
              },
            ],
          },
        ],
      },
    ]);
    // Owners see leases but not the tenants' rows (names come from owner_lease_tenants()).
    const owner = await as.owner
      .from('leases')
      .select('id, lease_tenants(person_id)')
      .eq('id', F.L1);
    expect(owner.data).toEqual([{ id: F.L1, lease_tenants: [] }]);
  });

  it("owner_lease_tenants() names only the tenants of the caller's own homes", async () => {
    const names = async (actor: PortalActor) => {
      const { data, error } = await as[actor].rpc('owner_lease_tenants');
      if (error) return outcomeOf(error);
      return (data as { lease_id: string; full_name: string }[])
        .filter((r) => Object.values(F).includes(r.lease_id as never))
        .map((r) => r.full_name)
        .sort();
    };
    expect(await names('owner')).toEqual(['Matrix Former Tenant', 'Matrix Tenant One']);
    expect(await names('owner2')).toEqual(['Matrix Tenant Two']);
    for (const actor of ['tenant', 'tenant2', 'revoked', 'user'] as const) {
      expect((await as[actor].rpc('owner_lease_tenants')).data, actor).toEqual([]);
    }
    expect(await names('anon')).toBe('denied');
  });

  it('portal_roles() lists the open roles of the caller only', async () => {
    const roles: Record<string, unknown> = {};
    for (const actor of portalActors) {
      const { data, error } = await as[actor].rpc('portal_roles');
      roles[actor] = error ? outcomeOf(error) : data;
    }
    expect(roles).toEqual({
      ...{ anon: 'denied', user: [], tenant: ['tenant'], tenant2: ['tenant'], revoked: [] },
      ...{ owner: ['owner'], owner2: ['owner'], staff: [], service_role: [] },
    });
  });

  it('revoking a tenant takes effect on their very next request, and granting again restores it', async () => {
    const sees = async () => ({
      homes: (await as.tenant.from('managed_homes').select('id').in('id', [F.H1])).data?.length,
      documents: (await as.tenant.from('documents').select('id').eq('home_id', F.H1)).data?.length,
      file: (await signFile(as.tenant, DOCUMENTS_BUCKET, objectPath('D1B'))) !== null,
      roles: (await as.tenant.rpc('portal_roles')).data,
    });
    expect(await sees()).toEqual({ homes: 1, documents: 3, file: true, roles: ['tenant'] });
    // A URL the tenant held before: the server signed it for exactly 60 s, the most any file
    // outlives a revocation (docs/security.md); the tenant can sign none for longer.
    const old = await signFile(as.tenant, DOCUMENTS_BUCKET, objectPath('D1B'));
    expect(tokenLifetime(old!)).toBe(SIGNED_FILE_URL_TTL_SECONDS);
    const revoke = await svc
      .from('portal_access')
      .update({ revoked_at: new Date().toISOString() })
      .eq('id', F.PA_T1);
    expect(revoke.error).toBeNull();
    try {
      expect(await sees()).toEqual({ homes: 0, documents: 0, file: false, roles: [] });
      const own = await as.tenant.storage
        .from(DOCUMENTS_BUCKET)
        .createSignedUrl(objectPath('D1B'), 3650 * 24 * 60 * 60);
      expect(own.data).toBeNull();
    } finally {
      await svc.from('portal_access').update({ revoked_at: null }).eq('id', F.PA_T1);
    }
    expect((await sees()).homes).toBe(1);
  });
});

describe('constraints of the portal tables', () => {
  const lease = {
    unit_id: F.U2B,
    home_id: F.H2,
    starts_on: '2026-01-01',
    ends_on: '2026-12-31',
    rent_cents: 200000,
  };
  const document = {
    home_id: F.H1,
    kind: 'other',
    visible_to: 'both',
    title: 'Constraint probe',
    storage_path: `${F.H1}/fa000000-0000-4000-8000-0000000000c1.pdf`,
    content_type: 'application/pdf',
    size_bytes: 10,
  };
  const cases: [string, 'leases' | 'documents', Record<string, unknown>, string, string][] = [
    [
      'a second active lease on a unit',
      'leases',
      { ...lease, unit_id: F.U1, home_id: F.H1, status: 'active' },
      '23505',
      'leases_one_active_per_unit',
    ],
    [
      'an end before the start',
      'leases',
      { ...lease, ends_on: '2025-12-31' },
      '23514',
      'leases_dates_in_order',
    ],
    [
      'a move-out before the move-in',
      'leases',
      { ...lease, move_in_on: '2026-02-01', move_out_on: '2026-01-31' },
      '23514',
      'leases_move_dates_in_order',
    ],
    [
      'a due day past the 28th',
      'leases',
      { ...lease, due_day: 29 },
      '23514',
      'leases_due_day_range',
    ],
    ['rent in fractions of a cent', 'leases', { ...lease, rent_cents: 1999.5 }, '22P02', 'integer'],
    [
      'a negative deposit',
      'leases',
      { ...lease, deposit_cents: -1 },
      '23514',
      'leases_deposit_range',
    ],
    ['a unit of another home', 'leases', { ...lease, unit_id: F.U1 }, '23503', 'leases_unit_fkey'],
    [
      'a document on a unit and a lease',
      'documents',
      { ...document, unit_id: F.U1, lease_id: F.L1 },
      '23514',
      'documents_one_attachment',
    ],
    [
      'a storage path of another shape',
      'documents',
      { ...document, storage_path: 'leases/lease.pdf' },
      '23514',
      'documents_storage_path_shape',
    ],
    [
      "a storage path under another home's folder",
      'documents',
      { ...document, storage_path: `${F.H2}/fa000000-0000-4000-8000-0000000000c1.pdf` },
      '23514',
      'documents_storage_path_within_home',
    ],
    [
      'a text file',
      'documents',
      { ...document, content_type: 'text/plain' },
      '23514',
      'documents_content_type_allowed',
    ],
    [
      'renters insurance off a lease',
      'documents',
      { ...document, kind: 'renters_insurance' },
      '23514',
      'documents_insurance_on_lease',
    ],
    [
      'a file over the size limit',
      'documents',
      { ...document, size_bytes: DOCUMENT_MAX_BYTES + 1 },
      '23514',
      'documents_size_range',
    ],
  ];

  it.each(cases)('refuses %s', async (_name, table, row, code, names) => {
    const { error } = await svc.from(table).insert(row);
    expect(error?.code).toBe(code);
    expect(error?.message).toContain(names);
  });

  it('accepts the same rows when they are right (the probes above differ only in the one field)', async () => {
    const ok = await svc.from('leases').insert(lease).select('id').single();
    expect(ok.error).toBeNull();
    const doc = await svc.from('documents').insert(document).select('id').single();
    expect(doc.error).toBeNull();
    await svc.from('documents').delete().eq('id', doc.data!.id);
    await svc.from('leases').delete().eq('id', ok.data!.id);
  });
});

describe(`maintenance's RLS matrix on the local backend`, () => {
  /** Any bytes do: the bucket checks the declared type and the size, not the pixels. */
  const WEBP = Buffer.from(
    'RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00/\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00',
  );
  const photos = Object.values(maintenanceObjects);
  const requests = [M.R1, M.R2, M.RR, M.R_NEW];

  async function restoreMaintenance(): Promise<void> {
    for (const [table, rows] of maintenanceFixture(uid)) {
      const { error } = await svc.from(table).upsert(rows);
      if (error) throw new Error(`restore ${table}: ${error.message}`);
    }
    for (const name of photos) {
      const { error } = await svc.storage
        .from(MAINTENANCE_BUCKET)
        .upload(name, WEBP, { contentType: 'image/webp', upsert: true });
      if (error) throw new Error(`restore ${name}: ${error.message}`);
    }
  }

  beforeAll(restoreMaintenance);

  afterAll(async () => {
    await svc.storage.from(MAINTENANCE_BUCKET).remove([...photos, newPhotoObject]);
    await svc.from('maintenance_requests').delete().in('id', requests);
    await svc.from('vendors').delete().in('id', [M.V1, M.V2, M.V_NEW]);
  });

  async function tableCase(actor: PortalActor, table: MaintenanceTable, op: PortalOp) {
    const spec = maintenanceTableSpecs[table];
    const [column, ids] = spec.scope;
    const q = as[actor].from(table);
    const res =
      op === 'select'
        ? await q.select(spec.columns.join(',')).in(column, ids)
        : op === 'update'
          ? await q.update(spec.update).in(column, ids).select(spec.columns.join(','))
          : op === 'delete'
            ? await q.delete().in(column, ids).select(spec.columns.join(','))
            : await q.insert(spec.insert);
    if (res.error) return outcomeOf(res.error);
    if (op === 'insert') {
      const { error } = await svc.from(table).delete().match(spec.key);
      if (error) throw error;
      return 'ok';
    }
    const rows = (res.data ?? []) as unknown as Record<string, unknown>[];
    if (op === 'delete' && rows.length > 0) await restoreMaintenance();
    return maintenanceLabels(rows, spec.columns);
  }

  async function storageCase(actor: PortalActor, op: PortalOp): Promise<string> {
    const bucket = as[actor].storage.from(MAINTENANCE_BUCKET);
    const done: Record<string, unknown>[] = [];
    if (op === 'select') {
      for (const name of [...photos, newPhotoObject]) {
        // The client's own signing or download: what "server-only signing" refuses.
        const { data } = await bucket.createSignedUrl(name, 60);
        const direct = await bucket.download(name);
        if (data?.signedUrl || direct.data) done.push({ name });
      }
    } else if (op === 'update') {
      for (const name of photos) {
        const { error } = await bucket.update(name, WEBP, { contentType: 'image/webp' });
        if (!error) done.push({ name });
      }
    } else if (op === 'delete') {
      const { data, error } = await bucket.remove([...photos, newPhotoObject]);
      if (error) return `error: ${error.message}`;
      done.push(...(data ?? []).map((o) => ({ name: o.name })));
      if (done.length > 0) await restoreMaintenance();
    } else {
      const { error } = await bucket.upload(newPhotoObject, WEBP, { contentType: 'image/webp' });
      if (error)
        return /row-level security/.test(error.message) ? 'rls' : `error: ${error.message}`;
      await svc.storage.from(MAINTENANCE_BUCKET).remove([newPhotoObject]);
      return 'ok';
    }
    return maintenanceLabels(done, ['name']);
  }

  it('every table and the photos bucket × actor × operation ends as on real Postgres', async () => {
    const actual: Record<string, Record<string, Record<string, string>>> = {};
    for (const table of [...maintenanceTables, 'storage.objects'] as const) {
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
    expect(actual).toEqual({
      ...expectedMaintenanceMatrix,
      'storage.objects': expectedMaintenanceObjects,
    });
  }, 180_000);

  it("refuses a request on another tenant's lease and a decision on another owner's home", async () => {
    const filing = (leaseId: string) => ({
      leaseId,
      category: 'plumbing',
      location: 'Bathroom',
      description: 'The shower drain backs up.',
      entryPermission: 'yes',
      pets: '',
      goodTimes: '',
      shareContact: false,
      emergency: null,
      idempotencyKey: crypto.randomUUID(),
    });
    const refusals: [PortalActor, string][] = [
      ['tenant', F.L2],
      ['tenant2', F.L1],
      ['revoked', F.LR],
      ['owner', F.L1],
    ];
    for (const [actor, lease] of refusals) {
      const { data, error } = await as[actor].rpc('submit_maintenance_request', {
        payload: filing(lease),
      });
      expect(data, actor).toBeNull();
      expect(error?.code, actor).toBe('42501');
    }
    for (const actor of ['owner2', 'tenant', 'staff'] as const) {
      const { data, error } = await as[actor].rpc('decide_maintenance_approval', {
        p_request_id: M.R1,
        p_decision: 'approved',
      });
      expect(data, actor).toBeNull();
      expect(error?.code, actor).toBe('42501');
    }
    const { data } = await svc.from('maintenance_requests').select('owner_approval').eq('id', M.R1);
    expect(data).toEqual([{ owner_approval: 'pending' }]);
  });

  it('no signed-in caller selects an owner-only, staff-only or hidden column, as on real Postgres', async () => {
    const refused: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const [table, column] of unsharedCases()) {
      for (const actor of columnActors) {
        const key = `${table}.${column} ${actor}`;
        const { error, status } = await as[actor].from(table).select(column).limit(1);
        refused[key] = error ? `${outcomeOf(error)} ${status}` : 'read';
        expected[key] = 'denied 403';
      }
    }
    // The issue's: GET /rest/v1/maintenance_requests?select=estimate_cents,... as tenant one.
    const tenantRead = await as.tenant
      .from('maintenance_requests')
      .select('estimate_cents,owner_approval,owner_approval_note,access_notes');
    expect(tenantRead.error?.code).toBe('42501');
    expect(tenantRead.data).toBeNull();
    expect(refused).toEqual(expected);
  });

  it("the reader functions give the owner's columns to the home's owners and staff, staff's to staff", async () => {
    const ids = [M.R1, M.R2, M.RR];
    const readers: Record<'owner' | 'staff', Record<string, string>> = { owner: {}, staff: {} };
    for (const actor of portalActors) {
      for (const audience of ['owner', 'staff'] as const) {
        const { data, error } = await as[actor].rpc(`maintenance_request_${audience}_columns`, {
          p_request_ids: ids,
        });
        readers[audience][actor] = error
          ? outcomeOf(error)
          : maintenanceLabels(data as Record<string, unknown>[], ['request_id']);
      }
    }
    expect(readers).toEqual(expectedMaintenanceReaders);
    const owner = await as.owner.rpc('maintenance_request_owner_columns', {
      p_request_ids: [M.R1],
    });
    expect(owner.data).toEqual([
      {
        request_id: M.R1,
        estimate_cents: 80000,
        actual_cost_cents: null,
        owner_approval: 'pending',
        owner_approval_decided_at: null,
        owner_approval_note: null,
        cost_state: 'none',
        approval_cents: null,
      },
    ]);
  });
});

describe(`the books' RLS matrix on the local backend`, () => {
  const pdfs = Object.values(ledgerObjects);

  /**
   * The fixture, inserted where missing ("on conflict do nothing": entries are never updated,
   * so an upsert that updated would be refused). After a delete it puts back what went.
   */
  async function restoreLedger(): Promise<void> {
    for (const [table, rows] of ledgerFixture()) {
      const { error } = await svc.from(table).upsert(rows, { ignoreDuplicates: true });
      if (error) throw new Error(`restore ${table}: ${error.message}`);
    }
    for (const name of pdfs) {
      const { error } = await svc.storage
        .from(STATEMENTS_BUCKET)
        .upload(name, PDF, { contentType: 'application/pdf', upsert: true });
      if (error) throw new Error(`restore ${name}: ${error.message}`);
    }
  }

  beforeAll(restoreLedger);

  afterAll(async () => {
    // Entries stay (append-only, and they keep their homes and leases); the rest goes.
    await svc.storage.from(STATEMENTS_BUCKET).remove([...pdfs, newStatementObject]);
    await svc.from('ledger_mail').delete().eq('id', B.MM);
    await svc.from('owner_statements').delete().in('id', [B.S1, B.S2, B.S_NEW]);
  });

  function ledgerOutcome(error: { code?: string; message: string }): string {
    if (/cannot (insert into|update|delete from) view/.test(error.message)) return 'not_updatable';
    return outcomeOf(error);
  }

  async function tableCase(actor: PortalActor, table: LedgerTable, op: PortalOp) {
    const spec = ledgerTableSpecs[table];
    const [column, ids] = spec.scope;
    const cols = spec.columns.join(',');
    const q = as[actor].from(table);
    // An entry stays once made: each insert of one gets its own key.
    const insert =
      table === 'ledger_entries'
        ? { ...spec.insert, idempotency_key: crypto.randomUUID() }
        : spec.insert;
    const res =
      op === 'select'
        ? await q.select(cols).in(column, ids)
        : op === 'update'
          ? await q.update(spec.update).in(column, ids).select(cols)
          : op === 'delete'
            ? await q.delete().in(column, ids).select(cols)
            : await q.insert(insert);
    if (res.error) return ledgerOutcome(res.error);
    if (op === 'insert') {
      if (table !== 'ledger_entries') {
        const { error } = await svc.from(table).delete().match(spec.key);
        if (error) throw error;
      }
      return 'ok';
    }
    const rows = (res.data ?? []) as unknown as Record<string, unknown>[];
    if (op === 'delete' && rows.length > 0) await restoreLedger();
    return ledgerLabels(rows, spec.columns);
  }

  async function storageCase(actor: PortalActor, op: PortalOp): Promise<string> {
    const bucket = as[actor].storage.from(STATEMENTS_BUCKET);
    const done: Record<string, unknown>[] = [];
    if (op === 'select') {
      for (const name of [...pdfs, newStatementObject]) {
        // The client's own signing or download: what "server-only signing" refuses.
        const { data } = await bucket.createSignedUrl(name, 60);
        const direct = await bucket.download(name);
        if (data?.signedUrl || direct.data) done.push({ name });
      }
    } else if (op === 'update') {
      for (const name of pdfs) {
        const { error } = await bucket.update(name, PDF, { contentType: 'application/pdf' });
        if (!error) done.push({ name });
      }
    } else if (op === 'delete') {
      const { data, error } = await bucket.remove([...pdfs, newStatementObject]);
      if (error) return `error: ${error.message}`;
      done.push(...(data ?? []).map((o) => ({ name: o.name })));
      if (done.length > 0) await restoreLedger();
    } else {
      const { error } = await bucket.upload(newStatementObject, PDF, {
        contentType: 'application/pdf',
      });
      if (error)
        return /row-level security/.test(error.message) ? 'rls' : `error: ${error.message}`;
      await svc.storage.from(STATEMENTS_BUCKET).remove([newStatementObject]);
      return 'ok';
    }
    return ledgerLabels(done, ['name']);
  }

  it('every ledger table, view and the statements bucket × actor × operation ends as on real Postgres', async () => {
    const actual: Record<string, Record<string, Record<string, string>>> = {};
    for (const table of [...ledgerTables, 'storage.objects'] as const) {
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
    expect(actual).toEqual({ ...expectedLedgerMatrix, 'storage.objects': expectedLedgerObjects });
  }, 180_000);

  it("the RPCs: the schedule and the mail queue are the service role's, payouts staff's", async () => {
    const outcome = async (
      call: PromiseLike<{ data: unknown; error: { code?: string; message: string } | null }>,
      rows?: (data: unknown) => string,
    ) => {
      const { data, error } = await call;
      if (error) return ledgerOutcome(error);
      return rows ? rows(data) : 'ok';
    };
    const actual: Record<string, Record<string, string>> = {};
    for (const actor of portalActors) {
      const c = as[actor];
      const calls: Record<string, () => Promise<string>> = {
        // As of 2000: proves the grant and posts nothing on the backend the other tests share.
        post_due_ledger_entries: () =>
          outcome(c.rpc('post_due_ledger_entries', { p_as_of: '2000-01-01', p_prices: {} })),
        // Claiming would take other tests' mail: only the refusals are run here (the deploy
        // check runs the service role's claim in a rolled-back transaction).
        claim_outbox: () =>
          actor === 'service_role'
            ? Promise.resolve('ok')
            : outcome(c.rpc('claim_outbox', { p_kinds: ['money'], p_limit: 1 })),
        record_outbox: () =>
          outcome(
            c.rpc('record_outbox', {
              p_id: crypto.randomUUID(),
              p_status: 'sent',
              p_error: null,
            }),
          ),
        record_owner_payout: () =>
          outcome(
            c.rpc('record_owner_payout', {
              p_home_id: F.H1,
              p_period: '2026-01-01',
              p_sent_on: '2026-02-05',
              p_reference: 'ACH-9',
            }),
          ),
        record_payment: () =>
          outcome(
            c.rpc('record_payment', {
              p_lease_id: F.L1,
              p_kind: 'payment_received',
              p_amount_cents: 100,
              p_received_on: '2026-01-20',
              p_method: 'check',
              p_reference: '77',
              p_memo: '',
              p_idempotency_key: crypto.randomUUID(),
            }),
          ),
        owner_statement_lines: () =>
          outcome(
            c.rpc('owner_statement_lines', { p_person_id: F.O1, p_period: '2026-01-01' }),
            (data) => ledgerLabels(data as Record<string, unknown>[], ['home_id']),
          ),
        home_rent_status: () =>
          // The fixture's homes (the seed's and other tests' homes are not labelled).
          outcome(
            c.rpc('home_rent_status', { p_as_of: '2026-01-20' }).in('home_id', [F.H1, F.H2, F.H3]),
            (data) =>
              ledgerLabels(
                [...new Set((data as { home_id: string }[]).map((r) => r.home_id))].map((id) => ({
                  home_id: id,
                })),
                ['home_id'],
              ),
          ),
      };
      for (const [name, call] of Object.entries(calls)) {
        actual[name] = { ...actual[name], [actor]: await call() };
      }
    }
    expect(actual).toEqual(expectedLedgerRpc);
  });
});
