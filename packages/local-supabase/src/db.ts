/**
 * The PGlite database of the local backend: opening (from a cached template when fresh),
 * Supabase's bootstrap, migrations and seed, and role-scoped transactions for API requests.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { REPO_ROOT } from './env.ts';

export type { Transaction };

// bootstrap.sql, then the auth helpers and the storage schema: files of their own, so the
// deployment check applies the same SQL to a real Postgres.
const BOOTSTRAP_SQL =
  readFileSync(new URL('./bootstrap.sql', import.meta.url), 'utf8') +
  '\n' +
  readFileSync(new URL('./auth/functions.sql', import.meta.url), 'utf8') +
  '\n' +
  readFileSync(new URL('./storage/schema.sql', import.meta.url), 'utf8');
const TEMPLATE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'supabase-local');

function nearestPackageJson(name: string): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file) || path.dirname(dir) === dir) return file;
  }
}

function pgliteVersion(): string {
  try {
    // The copy Node resolves for this package: the nearest node_modules up from here.
    const pkg = nearestPackageJson('@electric-sql/pglite');
    return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

const BOOTSTRAP_HASH = createHash('sha256').update(BOOTSTRAP_SQL).digest('hex').slice(0, 16);

function templatePath(): string {
  const hash = createHash('sha256').update(pgliteVersion()).update(BOOTSTRAP_SQL).digest('hex');
  return path.join(TEMPLATE_DIR, `template-${hash.slice(0, 16)}.tar.gz`);
}

/** Applies bootstrap.sql unless this exact version is already recorded in the database. */
async function applyBootstrap(db: PGlite): Promise<boolean> {
  try {
    const res = await db.query<{ value: string }>(
      `select value from supabase_migrations.local_meta where key = 'bootstrap'`,
    );
    if (res.rows[0]?.value === BOOTSTRAP_HASH) return false;
  } catch {
    // No bookkeeping table yet: a new database.
  }
  await db.transaction(async (tx) => {
    await tx.exec(BOOTSTRAP_SQL);
    await tx.query(
      `insert into supabase_migrations.local_meta (key, value) values ('bootstrap', $1)
       on conflict (key) do update set value = excluded.value`,
      [BOOTSTRAP_HASH],
    );
  });
  return true;
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

// Hosted Supabase has btree_gist too; the bookings' exclusion constraints need it.
const extensions = { btree_gist };

/**
 * An in-memory copy of the database as it is now (a snapshot for pg_dump, which speaks the wire
 * protocol to its instance outside PGlite's locks: on the live instance it would interleave
 * with the API's transactions).
 */
export async function snapshotDatabase(db: PGlite): Promise<PGlite> {
  const dump = await db.dumpDataDir('none');
  return PGlite.create({ loadDataDir: dump, extensions });
}

export interface OpenOptions {
  dataDir: string;
  fresh?: boolean;
  log?: (line: string) => void;
}

const LOCK_FILE = 'local-supabase.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Refuses a data directory that another live local backend has open (two writers corrupt it). */
function checkLock(dataDir: string): void {
  const file = path.join(dataDir, LOCK_FILE);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
    throw new Error(
      `data directory ${dataDir} is in use by process ${pid} (another local backend?)`,
    );
  }
}

/** Marks the data directory as ours; returns a function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}

/** Opens (or creates) the database and applies the bootstrap. */
export async function openDatabase({
  dataDir,
  fresh,
  log = () => {},
}: OpenOptions): Promise<PGlite> {
  checkLock(dataDir);
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  const isNew = isEmptyDir(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const template = templatePath();
  let db: PGlite;
  if (isNew && existsSync(template)) {
    const blob = new Blob([readFileSync(template)]);
    db = await PGlite.create({ dataDir, loadDataDir: blob, extensions });
    log('database created from cached template');
  } else {
    db = await PGlite.create({ dataDir, extensions });
  }
  const t0 = Date.now();
  if (await applyBootstrap(db)) log(`bootstrap applied in ${Date.now() - t0} ms`);
  if (isNew && !existsSync(template)) {
    try {
      const dump = await db.dumpDataDir('gzip');
      mkdirSync(TEMPLATE_DIR, { recursive: true });
      writeFileSync(`${template}.${process.pid}.tmp`, Buffer.from(await dump.arrayBuffer()));
      // Rename is atomic: concurrent starts never read a half-written template.
      const { renameSync } = await import('node:fs');
      renameSync(`${template}.${process.pid}.tmp`, template);
    } catch (err) {
      log(`could not cache a database template: ${String(err)}`);
    }
  }
  return db;
}

/** Applies every `*.sql` of `dir` not yet recorded, in filename order, each in a transaction. */
export async function applyMigrations(
  db: PGlite,
  dir: string,
  log: (line: string) => void = () => {},
): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => /^\d+_?.*\.sql$/.test(f))
    .sort();
  const applied = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  );
  const done: string[] = [];
  for (const file of files) {
    const base = file.replace(/\.sql$/, '');
    const sep = base.indexOf('_');
    const version = sep > 0 ? base.slice(0, sep) : base;
    const name = sep > 0 ? base.slice(sep + 1) : '';
    if (applied.has(version)) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
          [version, name],
        );
      });
    } catch (err) {
      throw new Error(`migration ${file} failed: ${(err as Error).message}`, { cause: err });
    }
    log(`applied migration ${file}`);
    done.push(file);
  }
  return done;
}

/** Applies the seed file once per database (recorded in supabase_migrations.seed_files). */
export async function applySeed(
  db: PGlite,
  file: string,
  log: (line: string) => void = () => {},
): Promise<boolean> {
  if (!existsSync(file)) return false;
  const seeded = await db.query('select 1 from supabase_migrations.seed_files limit 1');
  if (seeded.rows.length > 0) return false;
  const sql = readFileSync(file, 'utf8');
  const hash = createHash('sha256').update(sql).digest('hex');
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
        path.basename(file),
        hash,
      ]);
    });
  } catch (err) {
    throw new Error(`seed ${path.basename(file)} failed: ${(err as Error).message}`, {
      cause: err,
    });
  }
  log(`applied seed ${path.basename(file)}`);
  return true;
}

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export interface RequestContext {
  role: ApiRole;
  claims: Record<string, unknown>;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
}

/**
 * Runs `fn` in a transaction as the caller's role with its JWT claims set, as PostgREST does.
 * PGlite serialises transactions, so concurrent requests queue here.
 */
export async function withRequestContext<T>(
  db: PGlite,
  ctx: RequestContext,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  if (!API_ROLES.includes(ctx.role)) throw new Error(`unexpected role ${ctx.role}`);
  return db.transaction(async (tx) => {
    const sub = typeof ctx.claims.sub === 'string' ? ctx.claims.sub : '';
    const email = typeof ctx.claims.email === 'string' ? ctx.claims.email : '';
    await tx.query(
      `select set_config('request.jwt.claims', $1, true),
              set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', $3, true),
              set_config('request.jwt.claim.email', $4, true),
              set_config('request.method', $5, true),
              set_config('request.path', $6, true),
              set_config('request.headers', $7, true),
              set_config('search_path', 'public, extensions', true)`,
      [
        JSON.stringify(ctx.claims),
        sub,
        ctx.role,
        email,
        ctx.method ?? '',
        ctx.path ?? '',
        JSON.stringify(ctx.headers ?? {}),
      ],
    );
    // The role is one of API_ROLES (checked above), so interpolating it is safe.
    await tx.exec(`set local role ${ctx.role}`);
    return fn(tx);
  });
}
