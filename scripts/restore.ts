/**
 * `npm run restore [-- --backup <id>]`: rebuilds a project from a backup of `npm run backup`
 * (the newest complete one unless named). The target is a fresh project with exactly the
 * backup's migrations applied (`supabase db push` at the backup's commit; checked). Everything
 * is downloaded, decrypted and checked against the manifest's SHA-256 before anything is
 * written; then the dump is loaded (the dumped tables emptied first, in one transaction) and
 * every object uploaded through the Storage API and read back to check its hash.
 * Environment: README, Backups (restore).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { appliedMigrations, projectDatabase, type DatabaseTarget } from './backup-database.ts';
import { BackupBucket, bucketFromEnv, sha256, unseal, type BucketConfig } from './backup-store.ts';
import {
  DATABASE_FILE,
  eachLimited,
  MANIFEST,
  projectFromEnv,
  serviceClient,
  type Manifest,
} from './backup.ts';

export interface RestoreOptions extends DatabaseTarget {
  bucket: BucketConfig;
  /** The owner's age private key (AGE-SECRET-KEY-1…). */
  identity: string;
  /** The backup to restore; default the newest with a manifest. */
  backupId?: string;
  concurrency?: number;
  log?: (line: string) => void;
}

/** The complete backups in the bucket, oldest first. */
export async function listBackups(bucket: BucketConfig): Promise<string[]> {
  const keys = await new BackupBucket(bucket).list();
  return keys
    .filter((k) => k.endsWith(`/${MANIFEST}`))
    .map((k) => k.slice(0, -MANIFEST.length - 1))
    .sort();
}

export async function restore(options: RestoreOptions): Promise<Manifest> {
  const log = options.log ?? (() => {});
  const store = new BackupBucket(options.bucket);
  const id = options.backupId ?? (await listBackups(options.bucket)).at(-1);
  if (!id) throw new Error('no complete backup in the bucket');
  const open = async (file: string) => unseal(options.identity, await store.get(`${id}/${file}`));
  const manifest = JSON.parse(new TextDecoder().decode(await open(MANIFEST))) as Manifest;
  if (manifest.format !== 1 || manifest.id !== id) throw new Error(`${id}: not a backup manifest`);

  const db = projectDatabase(options);
  try {
    const applied = await appliedMigrations(db);
    if (applied.join() !== manifest.migrations.join()) {
      const missing = manifest.migrations.filter((m) => !applied.includes(m));
      const extra = applied.filter((m) => !manifest.migrations.includes(m));
      throw new Error(
        `the target's migrations differ from the backup's (missing ${missing.join(', ') || 'none'}; extra ${extra.join(', ') || 'none'}): apply the backup's migrations to a fresh project first`,
      );
    }

    // Everything read and checked before anything is written.
    const dumpBytes = gunzipSync(await open(DATABASE_FILE));
    if (sha256(dumpBytes) !== manifest.database.sha256) {
      throw new Error(`${id}: the database dump does not match its hash`);
    }
    const bodies: Uint8Array[] = [];
    await eachLimited(manifest.objects, options.concurrency ?? 4, async (object, i) => {
      const body = await open(object.file);
      if (sha256(body) !== object.sha256) {
        throw new Error(`${id}: ${object.bucket}/${object.name} does not match its hash`);
      }
      bodies[i] = body;
    });
    log(`backup ${id}: dump and ${bodies.length} objects decrypted and checked`);

    await db.load(new TextDecoder().decode(dumpBytes));
    log(`database: ${manifest.database.tables} tables loaded`);

    const supabase = serviceClient(options.url, options.serviceKey);
    await eachLimited(manifest.objects, options.concurrency ?? 4, async (object, i) => {
      const bucket = supabase.storage.from(object.bucket);
      const up = await bucket.upload(object.name, bodies[i]!, {
        contentType: object.contentType,
        upsert: true,
      });
      if (up.error) throw new Error(`upload ${object.bucket}/${object.name}: ${up.error.message}`);
      const back = await bucket.download(object.name);
      if (back.error)
        throw new Error(`read back ${object.bucket}/${object.name}: ${back.error.message}`);
      if (sha256(new Uint8Array(await back.data.arrayBuffer())) !== object.sha256) {
        throw new Error(`${object.bucket}/${object.name}: read back with another hash`);
      }
    });
    log(`objects: ${manifest.objects.length} uploaded and their hashes checked`);
    return manifest;
  } finally {
    await db.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { backup: { type: 'string' } } });
  const identity =
    process.env.BACKUP_AGE_IDENTITY ||
    (process.env.BACKUP_AGE_IDENTITY_FILE
      ? readFileSync(process.env.BACKUP_AGE_IDENTITY_FILE, 'utf8')
          .split('\n')
          .find((l) => l.startsWith('AGE-SECRET-KEY-'))
      : undefined);
  if (!identity) {
    console.error(
      "set BACKUP_AGE_IDENTITY_FILE (or BACKUP_AGE_IDENTITY) to the owner's age private key",
    );
    return 1;
  }
  const started = Date.now();
  const manifest = await restore({
    ...projectFromEnv(),
    bucket: bucketFromEnv(),
    identity: identity.trim(),
    backupId: values.backup,
    log: (line) => console.log(line),
  });
  console.log(`restored ${manifest.id} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
