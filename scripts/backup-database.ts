/**
 * The project's database as backups see it: a logical dump of its data, queries, and loading a
 * dump into a fresh project. Production (SUPABASE_DB_URL): `pg_dump` and a Postgres connection.
 * The local backend has no Postgres port: its `/pg/dump` and `/pg/query` (service role only)
 * stand in for the two.
 *
 * The dump is the data (`--data-only`, as INSERTs) of the schemas that hold the business's rows:
 * public, private, auth (accounts, so people sign in with their own passwords after a restore)
 * and storage (buckets, objects' rows). The schema itself is the migrations in git: a restore
 * goes into a project with exactly the backup's migrations applied (checked).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import postgres from 'postgres';

export const DUMP_ARGS = [
  '--data-only',
  '--schema=public',
  '--schema=private',
  '--schema=auth',
  '--schema=storage',
  // The services' own bookkeeping stays the target's.
  '--exclude-table-data=auth.schema_migrations',
  '--exclude-table-data=storage.migrations',
];

export interface ProjectDatabase {
  /** The data as SQL (pg_dump's plain format). */
  dump(): Promise<string>;
  query<T extends object>(sql: string): Promise<T[]>;
  /** Runs a dump's SQL in one transaction, triggers and foreign-key checks off (replica role). */
  load(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** The migrations applied to the database, in order. */
export async function appliedMigrations(db: ProjectDatabase): Promise<string[]> {
  const rows = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations order by version',
  );
  return rows.map((r) => r.version);
}

/** The tables whose data a dump holds ("Data for Name: t; Type: TABLE DATA; Schema: s"). */
export function dumpedTables(dump: string): string[] {
  return [...dump.matchAll(/^-- Data for Name: (\S+); Type: TABLE DATA; Schema: (\S+);/gm)].map(
    (m) => `${m[2]}.${m[1]}`,
  );
}

/** The SQL that empties the dumped tables and loads the dump (in one transaction). */
export function restoreSql(dump: string): string {
  const tables = dumpedTables(dump)
    .map((t) =>
      t
        .split('.')
        .map((p) => `"${p.replace(/"/g, '""')}"`)
        .join('.'),
    )
    .join(', ');
  return `set local session_replication_role = replica;\ntruncate ${tables} cascade;\n${dump}`;
}

function keyHeaders(key: string): Record<string, string> {
  return key.startsWith('sb_') ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` };
}

/** The local backend's stand-ins for the Postgres port. */
function localDatabase(url: string, serviceKey: string): ProjectDatabase {
  const post = async (path: string, body: unknown): Promise<Response> => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...keyHeaders(serviceKey), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 500)}`);
    return res;
  };
  const query = async <T extends object>(sql: string) =>
    (await (await post('/pg/query', { query: sql })).json()) as T[];
  return {
    dump: async () => (await post('/pg/dump', { args: DUMP_ARGS })).text(),
    query,
    // /pg/query runs its SQL in one transaction.
    load: async (sql) => {
      await query(restoreSql(sql));
    },
    close: async () => {},
  };
}

/** A hosted project's database: pg_dump (PG_DUMP, else on the PATH) and postgres.js. */
function postgresDatabase(dbUrl: string): ProjectDatabase {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  return {
    async dump() {
      const { stdout } = await promisify(execFile)(
        process.env.PG_DUMP || 'pg_dump',
        [...DUMP_ARGS, '--inserts', '--no-owner', '--no-privileges', '--dbname', dbUrl],
        { maxBuffer: 2 ** 31 - 1 },
      );
      return stdout;
    },
    query: async <T extends object>(text: string): Promise<T[]> => [
      ...(await sql.unsafe<T[]>(text)),
    ],
    async load(dump) {
      // pg_dump 17+ writes psql's \restrict lines, which are not SQL.
      const text = restoreSql(dump.replace(/^\\(un)?restrict\b.*$/gm, ''));
      await sql.begin((tx) => tx.unsafe(text).simple());
    },
    close: () => sql.end(),
  };
}

export interface DatabaseTarget {
  /** The project's API URL (SUPABASE_URL). */
  url: string;
  /** Its secret key or legacy service-role JWT. */
  serviceKey: string;
  /** Its Postgres connection string (production); without it, the local backend's stand-ins. */
  dbUrl?: string;
}

export function projectDatabase(target: DatabaseTarget): ProjectDatabase {
  if (target.dbUrl) return postgresDatabase(target.dbUrl);
  const host = new URL(target.url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') {
    throw new Error(
      `set SUPABASE_DB_URL: ${target.url} is not the local backend (README, Backups)`,
    );
  }
  return localDatabase(target.url, target.serviceKey);
}
