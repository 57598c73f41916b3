/**
 * A backup of a seeded local backend restores into a fresh one: `npm run backup`'s and
 * `npm run restore`'s code (scripts/backup.ts, scripts/restore.ts) against two backends of their
 * own and the local S3 stand-in. Then the ledger's balances, the statements' totals, every
 * table's row count and every Storage object's hash match the source's, and the portals' and the
 * books' RLS matrices (supabase/deploy/*-matrix.ts), read by the same people signing in with
 * their own passwords, give on the restored project what they give on any deployment. What
 * leaves for the bucket is encrypted, and a copy changed there is refused before anything is
 * written.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { startLocalSupabase, type LocalSupabase } from 'local-supabase';
import { startS3StandIn, type S3StandIn } from 'local-supabase/s3';
import {
  expectedDocumentObjects,
  expectedPortalMatrix,
  fixtureObjects,
  labels,
  objectPath,
  portalActors,
  portalFixture,
  portalTables,
  portalTableSpecs,
  type PortalActor,
  type PortalPersonActor,
} from '../../supabase/deploy/portal-matrix.ts';
import {
  expectedLedgerMatrix,
  expectedLedgerObjects,
  ledgerFixture,
  ledgerLabels,
  ledgerObjects,
  ledgerTables,
  ledgerTableSpecs,
  newStatementObject,
  STATEMENTS_BUCKET,
} from '../../supabase/deploy/ledger-matrix.ts';
import { DOCUMENTS_BUCKET } from '../../supabase/functions/_shared/contract/portal.ts';
import { backup } from '../../scripts/backup.ts';
import { projectDatabase } from '../../scripts/backup-database.ts';
import { BackupBucket, seal, sha256, type BucketConfig } from '../../scripts/backup-store.ts';
import { restore } from '../../scripts/restore.ts';
import { BACKUP_CHECK, secretKeyChecks } from '../../scripts/smoke-secret.ts';

const PASSWORD = 'backup-matrix-123';
const personActors: PortalPersonActor[] = ['owner', 'owner2', 'tenant', 'tenant2', 'revoked'];
const PDF = readFileSync(
  new URL(
    '../../supabase/seed-files/documents/5eed0300-0000-4000-8000-000000000001/5eed0600-0000-4000-8000-000000000003.pdf',
    import.meta.url,
  ),
);

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
let s3: S3StandIn;
let s3Dir: string;
let bucket: BucketConfig;
let source: LocalSupabase;
let target: LocalSupabase | undefined;
let identity: string;
let recipient: string;
const emails = {} as Record<PortalPersonActor, string>;

const clientOf = (backend: LocalSupabase, key: string): SupabaseClient =>
  createClient(backend.url, key, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
const start = () =>
  startLocalSupabase({ port: 0, dataDir: tempDir('backup-backend-'), fresh: true, mail: false });

/** What must survive: balances, statements, row counts, every object's hash. */
async function facts(backend: LocalSupabase) {
  const svc = clientOf(backend, backend.serviceRoleKey);
  const read = async (table: string, order: string) => {
    const { data, error } = await svc.from(table).select('*').order(order);
    if (error) throw new Error(`${table}: ${error.message}`);
    return data;
  };
  const db = projectDatabase({ url: backend.url, serviceKey: backend.serviceRoleKey });
  const counts = await db.query<{ t: string; n: number }>(
    `select table_schema || '.' || table_name as t,
       (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I.%I',
         table_schema, table_name), false, true, '')))[1]::text::int as n
     from information_schema.tables
     where table_schema in ('public', 'private', 'auth', 'storage') and table_type = 'BASE TABLE'
       and table_name not in ('schema_migrations', 'migrations')
     order by 1`,
  );
  const objects = await db.query<{ bucket_id: string; name: string }>(
    'select bucket_id, name from storage.objects order by bucket_id, name',
  );
  const hashes: Record<string, string> = {};
  for (const o of objects) {
    const { data, error } = await svc.storage.from(o.bucket_id).download(o.name);
    if (error) throw new Error(`${o.bucket_id}/${o.name}: ${error.message}`);
    hashes[`${o.bucket_id}/${o.name}`] = sha256(new Uint8Array(await data.arrayBuffer()));
  }
  return {
    leaseBalances: await read('lease_balances', 'lease_id'),
    homeBalances: await read('home_balances', 'home_id'),
    statements: await read('owner_statements', 'id'),
    documents: await read('documents', 'id'),
    counts,
    hashes,
  };
}

/** The select column of the portals' and the books' RLS matrices, tables and buckets. */
async function readMatrix(backend: LocalSupabase) {
  const as = {} as Record<PortalActor, SupabaseClient>;
  for (const actor of personActors) {
    as[actor] = clientOf(backend, backend.anonKey);
    const { error } = await as[actor].auth.signInWithPassword({
      email: emails[actor],
      password: PASSWORD,
    });
    if (error) throw new Error(`${actor} signs in: ${error.message}`);
  }
  as.anon = clientOf(backend, backend.anonKey);
  as.user = clientOf(backend, backend.anonKey);
  const signUp = await as.user.auth.signUp({
    email: `backup-user-${Date.now()}@example.com`,
    password: PASSWORD,
  });
  if (signUp.error) throw signUp.error;
  as.staff = clientOf(backend, backend.anonKey);
  const staff = await as.staff.auth.signInWithPassword({
    email: backend.adminEmail,
    password: backend.adminPassword,
  });
  if (staff.error) throw staff.error;
  as.service_role = clientOf(backend, backend.serviceRoleKey);

  const outcome = (e: { code?: string; message: string }) =>
    e.code === '42501' ? 'denied' : `error ${e.code}: ${e.message}`;
  const actual: Record<string, Record<string, string>> = {};
  const expected: Record<string, Record<string, string>> = {};
  const specs = [
    ...portalTables.map((t) => [`portal ${t}`, portalTableSpecs[t], labels] as const),
    ...ledgerTables.map((t) => [`books ${t}`, ledgerTableSpecs[t], ledgerLabels] as const),
  ];
  for (const [name, spec, label] of specs) {
    actual[name] = {};
    for (const actor of portalActors) {
      const table = name.split(' ')[1]!;
      const res = await as[actor]
        .from(table)
        .select(spec.columns.join(','))
        .in(spec.scope[0], spec.scope[1] as string[]);
      actual[name][actor] = res.error
        ? outcome(res.error)
        : label((res.data ?? []) as unknown as Record<string, unknown>[], spec.columns);
    }
  }
  for (const t of portalTables) expected[`portal ${t}`] = expectedPortalMatrix[t].select;
  for (const t of ledgerTables) expected[`books ${t}`] = expectedLedgerMatrix[t].select;
  const buckets = [
    [DOCUMENTS_BUCKET, [...fixtureObjects, 'D1I' as const].map(objectPath), labels],
    [STATEMENTS_BUCKET, [...Object.values(ledgerObjects), newStatementObject], ledgerLabels],
  ] as const;
  for (const [id, names, label] of buckets) {
    const byActor: Record<string, string> = {};
    for (const actor of portalActors) {
      const done: Record<string, unknown>[] = [];
      for (const name of names) {
        const { data } = await as[actor].storage.from(id).createSignedUrl(name, 60);
        const direct = await as[actor].storage.from(id).download(name);
        if (data?.signedUrl || direct.data) done.push({ name });
      }
      byActor[actor] = label(done, ['name']);
    }
    actual[`bucket ${id}`] = byActor;
  }
  expected[`bucket ${DOCUMENTS_BUCKET}`] = expectedDocumentObjects.select;
  expected[`bucket ${STATEMENTS_BUCKET}`] = expectedLedgerObjects.select;
  return { actual, expected };
}

beforeAll(async () => {
  identity = await generateX25519Identity();
  recipient = await identityToRecipient(identity);
  s3Dir = tempDir('backup-s3-');
  [s3, source] = await Promise.all([startS3StandIn({ dir: s3Dir }), start()]);
  bucket = {
    endpoint: s3.url,
    bucket: 'owner-backups',
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    prefix: 'summit/',
  };
  // The portals' and the books' fixtures on top of the seed: people with Auth accounts, homes,
  // leases, documents, entries, statements and their files.
  const svc = clientOf(source, source.serviceRoleKey);
  const uid = {} as Record<PortalPersonActor, string>;
  for (const actor of personActors) {
    emails[actor] = `backup-${actor}@example.com`;
    const { data, error } = await svc.auth.admin.createUser({
      email: emails[actor],
      password: PASSWORD,
      email_confirm: true,
    });
    if (error) throw error;
    uid[actor] = data.user.id;
  }
  for (const [table, rows] of [...portalFixture(uid), ...ledgerFixture()]) {
    const { error } = await svc.from(table).upsert(rows, { ignoreDuplicates: true });
    if (error) throw new Error(`${table}: ${error.message}`);
  }
  const files = [
    ...fixtureObjects.map((l) => [DOCUMENTS_BUCKET, objectPath(l)] as const),
    ...Object.values(ledgerObjects).map((n) => [STATEMENTS_BUCKET, n] as const),
  ];
  for (const [id, name] of files) {
    const { error } = await svc.storage
      .from(id)
      .upload(name, PDF, { contentType: 'application/pdf', upsert: true });
    if (error) throw new Error(`${id}/${name}: ${error.message}`);
  }
}, 240_000);

afterAll(async () => {
  await Promise.allSettled([source?.stop(), target?.stop(), s3?.stop()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('restores a backup of the seeded backend into a fresh one: books, files and RLS match', async () => {
    const before = await facts(source);
    const load = () => os.loadavg()[0]!.toFixed(1);
    // npm run smoke's check of the last backup's age, against the source.
    const backupCheck = secretKeyChecks(source.url, fetch, {
      secretKey: source.serviceRoleKey,
    }).find(([name]) => name === BACKUP_CHECK)![1];
    await expect(backupCheck()).rejects.toThrow(/no backup has succeeded/);

    let t = Date.now();
    const made = await backup({
      url: source.url,
      serviceKey: source.serviceRoleKey,
      bucket,
      recipient,
    });
    console.log(
      `backup: ${Date.now() - t} ms, ${made.bytes} bytes, ${made.objects} objects (load ${load()})`,
    );
    expect(made.objects).toBe(Object.keys(before.hashes).length);

    // Every file in the bucket is age-encrypted; no one's address is readable there.
    const stored = readdirSync(path.join(s3Dir, bucket.bucket));
    expect(stored.length).toBe(made.objects + 2);
    for (const file of stored) {
      const bytes = readFileSync(path.join(s3Dir, bucket.bucket, file));
      expect(bytes.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
      expect(bytes.includes('backup-owner@example.com')).toBe(false);
    }

    // The run is recorded where the health check reads it.
    const runs = await clientOf(source, source.serviceRoleKey).rpc('backup_runs', { p_limit: 1 });
    expect(runs.error).toBeNull();
    expect(runs.data).toMatchObject([
      { backup_id: made.id, ok: true, objects: made.objects, size_bytes: made.bytes },
    ]);
    // Staff read the runs; owners, tenants and visitors do not, and no one but the service role
    // records one.
    const signedIn = async (email: string, password: string) => {
      const c = clientOf(source, source.anonKey);
      const { error } = await c.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return c;
    };
    const staff = await signedIn(source.adminEmail, source.adminPassword);
    expect((await staff.rpc('backup_runs')).data).toHaveLength(1);
    const tenant = await signedIn(emails.tenant, PASSWORD);
    expect((await tenant.rpc('backup_runs')).error?.code).toBe('42501');
    expect((await clientOf(source, source.anonKey).rpc('backup_runs')).error?.code).toBe('42501');
    const forged = { p_backup_id: made.id, p_ok: true, p_size_bytes: 1, p_objects: 1 };
    expect((await staff.rpc('record_backup_run', forged)).error?.code).toBe('42501');
    expect(await backupCheck()).toMatch(new RegExp(`^${made.id}, 0\\.0 hours ago`));

    target = await start();
    t = Date.now();
    await restore({ url: target.url, serviceKey: target.serviceRoleKey, bucket, identity });
    console.log(`restore: ${Date.now() - t} ms (load ${load()})`);

    const after = await facts(target);
    expect(after.leaseBalances.length).toBeGreaterThan(0);
    expect(after.statements.length).toBeGreaterThan(0);
    expect(after).toEqual(before);

    const matrix = await readMatrix(target);
    expect(matrix.actual).toEqual(matrix.expected);
  }, 300_000);

  it('refuses a backup whose object was changed in the bucket, before writing anything', async () => {
    // A file re-encrypted with other bytes decrypts fine; only its hash tells.
    const dir = path.join(s3Dir, bucket.bucket);
    const file = readdirSync(dir).find((f) =>
      decodeURIComponent(f).endsWith('/objects/000000.age'),
    )!;
    writeFileSync(path.join(dir, file), await seal(recipient, new TextEncoder().encode('forged')));
    const restored = target ?? (target = await start());
    const svc = clientOf(restored, restored.serviceRoleKey);
    const { data: listing } = await svc.from('properties').select('id').limit(1).single();
    await svc
      .from('properties')
      .update({ title: 'Changed after the restore' })
      .eq('id', listing!.id);
    await expect(
      restore({ url: restored.url, serviceKey: restored.serviceRoleKey, bucket, identity }),
    ).rejects.toThrow(/does not match its hash/);
    // Nothing was loaded: the change made after the restore is still there.
    const { data } = await svc.from('properties').select('title').eq('id', listing!.id).single();
    expect(data?.title).toBe('Changed after the restore');
  }, 120_000);

  it('the bucket stand-in takes only requests signed with its key pair', async () => {
    const forged = new BackupBucket({ ...bucket, secretAccessKey: 'not-the-secret-key' });
    await expect(forged.put('forged/file', new Uint8Array([1]))).rejects.toThrow(/403/);
    await expect(new BackupBucket(bucket).list('forged/')).resolves.toEqual([]);
  });
});
