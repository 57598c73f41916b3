/**
 * `npm run backup`: the database's data (a logical dump) and every Storage object, each object's
 * SHA-256 in a manifest, all encrypted to the business owner's age public key and copied to an
 * S3-compatible bucket the owner controls. Each run is recorded in the project
 * (record_backup_run), so `npm run smoke` and the office see the last backup's age.
 * `npm run backup -- --new-key` prints a fresh key pair for the owner instead.
 *
 * Bucket layout, under BACKUP_S3_PREFIX: `<backup id>/database.sql.gz.age`,
 * `<backup id>/objects/<n>.age` (numbered: objects' names can name people, so they are only in
 * the encrypted manifest) and `<backup id>/manifest.json.age`, written last: a backup without a
 * manifest is incomplete and restore skips it. Environment: README, Backups.
 */
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import ws from 'ws';
import { appliedMigrations, projectDatabase, type DatabaseTarget } from './backup-database.ts';
import { BackupBucket, bucketFromEnv, seal, sha256, type BucketConfig } from './backup-store.ts';

export const MANIFEST = 'manifest.json.age';
export const DATABASE_FILE = 'database.sql.gz.age';

export interface ManifestObject {
  bucket: string;
  name: string;
  contentType: string;
  bytes: number;
  sha256: string;
  /** Its file in the backup, relative to the backup's folder. */
  file: string;
}

export interface Manifest {
  format: 1;
  id: string;
  startedAt: string;
  finishedAt: string;
  migrations: string[];
  database: { file: string; bytes: number; sha256: string; tables: number };
  objects: ManifestObject[];
}

export interface BackupOptions extends DatabaseTarget {
  bucket: BucketConfig;
  /** The owner's age public key (age1…). */
  recipient: string;
  /** Objects downloaded and sent at once (default 4). */
  concurrency?: number;
  log?: (line: string) => void;
}

export interface BackupResult {
  id: string;
  /** Encrypted bytes sent. */
  bytes: number;
  objects: number;
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function serviceClient(url: string, serviceKey: string) {
  return createClient(url, serviceKey, {
    // Node 20 has no global WebSocket: supabase-js needs ws for its realtime client.
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export async function backup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  const startedAt = new Date();
  const id = startedAt.toISOString().replace(/:/g, '-');
  const store = new BackupBucket(options.bucket);
  const supabase = serviceClient(options.url, options.serviceKey);
  const db = projectDatabase(options);
  let bytes = 0;
  let objectCount = 0;
  const put = async (file: string, plain: Uint8Array) => {
    const sealed = await seal(options.recipient, plain);
    await store.put(`${id}/${file}`, sealed);
    bytes += sealed.length;
  };
  try {
    const migrations = await appliedMigrations(db);
    const dump = await db.dump();
    const dumpBytes = new TextEncoder().encode(dump);
    await put(DATABASE_FILE, gzipSync(dumpBytes));
    log(`database: ${dumpBytes.length} bytes of SQL`);

    // The objects the dump's storage.objects rows name, read through the Storage API.
    const rows = await db.query<{ bucket_id: string; name: string; mimetype: string | null }>(
      `select bucket_id, name, metadata->>'mimetype' as mimetype
       from storage.objects order by bucket_id, name`,
    );
    const objects: ManifestObject[] = [];
    await eachLimited(rows, options.concurrency ?? 4, async (row, i) => {
      const { data, error } = await supabase.storage.from(row.bucket_id).download(row.name);
      if (error) throw new Error(`download ${row.bucket_id}/${row.name}: ${error.message}`);
      const body = new Uint8Array(await data.arrayBuffer());
      const file = `objects/${String(i).padStart(6, '0')}.age`;
      await put(file, body);
      objects[i] = {
        bucket: row.bucket_id,
        name: row.name,
        contentType: row.mimetype ?? data.type ?? 'application/octet-stream',
        bytes: body.length,
        sha256: sha256(body),
        file,
      };
    });
    objectCount = objects.length;
    log(`objects: ${objectCount}`);

    const manifest: Manifest = {
      format: 1,
      id,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      migrations,
      database: {
        file: DATABASE_FILE,
        bytes: dumpBytes.length,
        sha256: sha256(dumpBytes),
        tables: (dump.match(/^-- Data for Name: /gm) ?? []).length,
      },
      objects,
    };
    await put(MANIFEST, new TextEncoder().encode(JSON.stringify(manifest)));
    await record(supabase, { id, ok: true, bytes, objects: objectCount });
    log(`backup ${id}: ${bytes} bytes encrypted, ${objectCount} objects`);
    return { id, bytes, objects: objectCount };
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    await record(supabase, { id, ok: false, bytes, objects: objectCount, detail }).catch(
      (recordErr: unknown) => log(`could not record the failed run: ${String(recordErr)}`),
    );
    throw err;
  } finally {
    await db.close();
  }
}

async function record(
  supabase: ReturnType<typeof serviceClient>,
  run: { id: string; ok: boolean; bytes: number; objects: number; detail?: string },
): Promise<void> {
  const { error } = await supabase.rpc('record_backup_run', {
    p_backup_id: run.id,
    p_ok: run.ok,
    p_size_bytes: run.bytes,
    p_objects: run.objects,
    p_detail: run.detail,
  });
  if (error) throw new Error(`record_backup_run: ${error.message}`);
}

/** The project from SUPABASE_URL, SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY), SUPABASE_DB_URL. */
export function projectFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.SUPABASE_URL;
  const serviceKey = env.SUPABASE_SECRET_KEY || env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceKey) {
    throw new Error('set SUPABASE_URL and SUPABASE_SECRET_KEY (README, Backups)');
  }
  return { url: url.replace(/\/+$/, ''), serviceKey, dbUrl: env.SUPABASE_DB_URL || undefined };
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--new-key')) {
    // X25519, which every age implementation (the `age` command too) reads.
    const identity = await generateX25519Identity();
    console.log(`# public key (BACKUP_AGE_RECIPIENT): ${await identityToRecipient(identity)}`);
    console.log(`# private key: keep it off this machine (README, Backups)`);
    console.log(identity);
    return 0;
  }
  const recipient = process.env.BACKUP_AGE_RECIPIENT;
  if (!recipient?.startsWith('age1')) {
    console.error("set BACKUP_AGE_RECIPIENT to the owner's age public key (age1...)");
    return 1;
  }
  const started = Date.now();
  const result = await backup({
    ...projectFromEnv(),
    bucket: bucketFromEnv(),
    recipient,
    log: (line) => console.log(line),
  });
  console.log(`backup ${result.id} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
