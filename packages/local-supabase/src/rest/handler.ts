/**
 * The PostgREST subset that supabase-js uses: read, insert, upsert, update, delete and rpc on
 * the exposed schemas, each in one transaction as the caller's role (see ../db.ts).
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { withRequestContext, type RequestContext } from '../db.ts';
import { json, type Reply } from '../http-util.ts';
import { PgrstError, fromPgError, isPgError, parseError } from './errors.ts';
import { parseConditions, parseSelect, type ConditionNode, type FilterNode } from './parse.ts';
import { SchemaCache } from './schema-cache.ts';
import { quoteIdent } from './sql.ts';
import { negotiate, parsePrefer, type Preferences, type RestRequest } from './request.ts';
import { lookupTable } from './table.ts';
import { handleRead } from './read.ts';
import { handleDelete, handleInsert, handlePut, handleUpdate } from './mutate.ts';
import { handleRpc } from './rpc.ts';

export type { RestRequest } from './request.ts';

const caches = new WeakMap<PGlite, SchemaCache>();

/** The schema cache of a database (one per PGlite instance), created on first use. */
export function schemaCacheFor(db: PGlite, schemas: string[] = ['public']): SchemaCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SchemaCache(db, schemas);
    caches.set(db, cache);
  }
  return cache;
}

/** Carries a finished reply out of a transaction that `Prefer: tx=rollback` must undo. */
class RollbackWith {
  constructor(readonly reply: Reply) {}
}

async function inTransaction(
  db: PGlite,
  ctx: RequestContext,
  prefs: Preferences,
  schema: string,
  timeoutMs: number,
  fn: (tx: Transaction) => Promise<Reply>,
): Promise<Reply> {
  try {
    return await withRequestContext(db, ctx, async (tx) => {
      if (schema !== 'public') {
        // PostgREST puts the requested schema first on the search path.
        await tx.query(`select set_config('search_path', $1, true)`, [
          `${quoteIdent(schema)}, public, extensions`,
        ]);
      }
      const started = performance.now();
      const reply = await fn(tx);
      // PGlite cannot interrupt a running statement, so the role's statement_timeout (hosted:
      // anon 3 s, authenticated 8 s) is enforced when it returns: the same error, rolled back.
      if (timeoutMs > 0 && performance.now() - started > timeoutMs) {
        throw Object.assign(new Error('canceling statement due to statement timeout'), {
          code: '57014',
        });
      }
      // Throwing is how PGlite's transaction() rolls back while still handing us the reply.
      if (prefs.rollback) throw new RollbackWith(reply);
      return reply;
    });
  } catch (err) {
    if (err instanceof RollbackWith) return err.reply;
    throw err;
  }
}

function filtersOf(c: ConditionNode): FilterNode[] {
  return c.kind === 'filter' ? [c] : c.children.flatMap(filtersOf);
}

export async function handleRest(
  db: PGlite,
  ctx: RequestContext,
  req: RestRequest,
): Promise<Reply> {
  try {
    const schemas = req.schemas?.length ? req.schemas : ['public'];
    const reads = ['GET', 'HEAD'].includes(req.method.toUpperCase());
    const profile = reads ? req.headers['accept-profile'] : req.headers['content-profile'];
    const schema = profile ?? (schemas[0] as string);
    if (!schemas.includes(schema)) {
      throw new PgrstError(
        406,
        'PGRST106',
        `The schema must be one of the following: ${schemas.join(', ')}`,
      );
    }
    let segments: string[];
    try {
      segments = req.path.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      throw parseError(`invalid percent-encoding in path ${req.path}`);
    }
    if (segments.length === 0) {
      // PostgREST serves an OpenAPI document here; the local backend keeps it minimal.
      return json(200, { swagger: '2.0', info: { title: 'local PostgREST subset' }, paths: {} });
    }
    const media = negotiate(req.headers['accept']);
    const prefs = parsePrefer(req.headers['prefer']);
    const method = req.method.toUpperCase();
    const cache = await schemaCacheFor(db, schemas).get();
    const timeout = cache.statementTimeout(ctx.role);

    if (segments[0] === 'rpc' && segments.length === 2) {
      if (!['GET', 'HEAD', 'POST'].includes(method)) {
        throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      }
      const name = segments[1] as string;
      return await inTransaction(db, ctx, prefs, schema, timeout, (tx) =>
        handleRpc(tx, cache, schema, name, req, media, prefs),
      );
    }
    if (segments.length !== 1) {
      throw new PgrstError(404, 'PGRST125', `Invalid path specified in request URL`);
    }
    const tableName = segments[0] as string;
    const select = parseSelect(req.query.get('select'));
    const conditions =
      method === 'POST' || method === 'GET' || method === 'HEAD' ? [] : parseConditions(req.query);
    // Filters on embedded resources do not narrow a mutation; PostgREST refuses them.
    const embedded = conditions.flatMap(filtersOf).find((f) => f.path?.length);
    if (embedded?.path) {
      const step = embedded.path[0] as string;
      throw new PgrstError(
        400,
        'PGRST108',
        `'${step}' is not an embedded resource in this request`,
        null,
        `Verify that '${step}' is included in the 'select' query parameter.`,
      );
    }

    const table = lookupTable(cache, schema, tableName);
    return await inTransaction(db, ctx, prefs, schema, timeout, async (tx) => {
      const call = { tx, cache, table, req, select, conditions, media, prefs };
      switch (method) {
        case 'GET':
        case 'HEAD':
          return handleRead(call);
        case 'POST':
          return handleInsert(call);
        case 'PATCH':
          return handleUpdate(call);
        case 'PUT':
          return handlePut(call);
        case 'DELETE':
          return handleDelete(call);
        default:
          throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      }
    });
  } catch (err) {
    return restErrorReply(err, ctx.role);
  }
}

export function restErrorReply(err: unknown, role: string): Reply {
  let error: PgrstError;
  if (err instanceof PgrstError) error = err;
  else if (isPgError(err)) error = fromPgError(err, role);
  else {
    error = new PgrstError(500, 'PGRST000', 'Internal error of the local backend', String(err));
    console.error('[local-supabase] rest error', err);
  }
  return json(error.status, error.toBody());
}

export { parseError };
