/**
 * The database's direct access for the service role, standing in for the Postgres port a hosted
 * project has (PGlite has none; Debian's pg_dump is older than PGlite's Postgres 18):
 * - `POST /pg/query` `{ "query": "..." }` runs SQL as `postgres` in one transaction and answers
 *   the last statement's rows (the shape of pg-meta's `/query`, which the Supabase CLI's local
 *   stack serves at `/pg/`);
 * - `POST /pg/dump` `{ "args": [...] }` runs pg_dump (PGlite's own build, `--inserts`) on a
 *   snapshot of the database and answers the SQL text.
 */
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { snapshotDatabase } from './db.ts';
import { json, type Reply } from './http-util.ts';

/** pg_dump options that choose what is dumped (never where it writes: the route reads it). */
const DUMP_OPTION =
  /^--(data-only|schema-only|no-owner|no-privileges|column-inserts|rows-per-insert=\d+|(schema|exclude-schema|table|exclude-table|exclude-table-data)=[\w.*"-]+)$/;

async function sessionSettings(db: PGlite): Promise<Map<string, string>> {
  const { rows } = await db.query<{ name: string; setting: string }>(
    `select name, setting from pg_settings where source = 'session'`,
  );
  return new Map(rows.map((r) => [r.name, r.setting]));
}

export async function handlePgAdmin(
  db: PGlite,
  route: 'query' | 'dump',
  body: Buffer,
): Promise<Reply> {
  let input: { query?: unknown; args?: unknown };
  try {
    input = JSON.parse(body.toString('utf8')) as typeof input;
  } catch {
    return json(400, { error: 'The body must be JSON.' });
  }
  if (route === 'query') {
    if (typeof input.query !== 'string') return json(400, { error: 'query must be a string' });
    const sql = input.query;
    // A connection's session settings (a dump's `set row_security = off`, its search_path) end
    // with it; here the API's own session would keep them, so they are put back.
    const before = await sessionSettings(db);
    try {
      const results = await db.transaction((tx) => tx.exec(sql));
      return json(200, results.at(-1)?.rows ?? []);
    } catch (err) {
      const e = err as Error & { code?: string };
      return json(400, { error: e.message, code: e.code });
    } finally {
      const after = await sessionSettings(db);
      for (const [name, value] of after) {
        if (before.get(name) === value) continue;
        const was = before.get(name);
        if (was !== undefined) await db.query(`select set_config($1, $2, false)`, [name, was]);
        else await db.exec(`reset "${name.replace(/"/g, '')}"`);
      }
    }
  }
  const args = input.args ?? [];
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string' && DUMP_OPTION.test(a))) {
    return json(400, { error: `args: only ${String(DUMP_OPTION)}` });
  }
  const snapshot = await snapshotDatabase(db);
  try {
    const file = await pgDump({ pg: snapshot, args: args as string[] });
    return { status: 200, headers: { 'content-type': 'application/sql' }, body: await file.text() };
  } catch (err) {
    return json(500, { error: (err as Error).message });
  } finally {
    await snapshot.close();
  }
}
