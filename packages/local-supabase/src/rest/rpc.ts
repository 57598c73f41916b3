/** rpc: overload resolution, the call as a relation that select, filters, order and count apply to. */
import type { Transaction } from '@electric-sql/pglite';
import type { Reply } from '../http-util.ts';
import { PgrstError, notImplemented } from './errors.ts';
import { FILTER_OPS, parseOrder, parseQuery, parseSelect } from './parse.ts';
import { editDistance, planRead } from './plan.ts';
import { ReadBuilder } from './query.ts';
import {
  checkMaxAffected,
  parseJsonBody,
  readRange,
  type MediaChoice,
  type Preferences,
  type RestRequest,
} from './request.ts';
import {
  bodyFor,
  bodySql,
  contentRange,
  contentType,
  rowsJson,
  runShaped,
  singularError,
} from './response.ts';
import type { FunctionArg, FunctionInfo, Relation, SchemaSnapshot } from './schema-cache.ts';
import { Params, quoteIdent } from './sql.ts';
import { qualified } from './table.ts';

const JSON_TYPES = new Set(['json', 'jsonb']);

/** PostgREST knows an unnamed parameter only as a function's single one of these types. */
function isCallable(fn: FunctionInfo): boolean {
  return (
    fn.args.every((a) => a.name !== '') ||
    (fn.args.length === 1 && SINGLE_UNNAMED.has((fn.args[0] as FunctionArg).type))
  );
}

/** Overloads in PostgREST's order: by arity, then by argument type oids. */
function typeOids(fn: FunctionInfo): string {
  return fn.args.map((a) => String(a.typeOid).padStart(10, '0')).join(',');
}

/** PostgREST's hint for an unknown function: a callable one of a close name. */
function suggestFunction(names: string[], name: string): string | null {
  let best: string | null = null;
  let bestScore = Infinity;
  for (const n of names) {
    const d = editDistance(n, name);
    if (n !== name && d < bestScore && d <= Math.max(3, Math.floor(name.length / 3))) {
      best = n;
      bestScore = d;
    }
  }
  return best;
}

function hintFor(cache: SchemaSnapshot, schema: string, name: string): string | null {
  const names = [...cache.functions.values()]
    .flat()
    .filter((f) => f.schema === schema && isCallable(f))
    .map((f) => f.name);
  const best = suggestFunction(names, name);
  return best ? `Perhaps you meant to call the function ${schema}.${best}` : null;
}

const SINGLE_UNNAMED = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

/** Overload resolution by argument names, as PostgREST does it. */
function chooseFunction(
  candidates: FunctionInfo[],
  schema: string,
  name: string,
  given: string[],
  bodyIsObject: boolean,
  singleObject: boolean,
  cache: SchemaSnapshot,
): FunctionInfo {
  const callable = candidates.filter(isCallable);
  const fits = callable.filter((fn) => {
    const names = new Set(fn.args.map((a) => a.name));
    return (
      given.every((g) => names.has(g)) &&
      fn.args.every((a) => a.hasDefault || given.includes(a.name))
    );
  });
  if (fits.length === 1) return fits[0] as FunctionInfo;
  if (fits.length > 1) {
    const signature = (fn: FunctionInfo) =>
      `${schema}.${name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;
    throw new PgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${[...fits]
        .sort((x, y) => x.args.length - y.args.length || typeOids(x).localeCompare(typeOids(y)))
        .map(signature)
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  // One json parameter that takes the whole body: unnamed, or any name with params=single-object.
  if (bodyIsObject) {
    for (const fn of candidates) {
      const only = fn.args[0];
      if (
        fn.args.length === 1 &&
        only &&
        JSON_TYPES.has(only.type) &&
        (only.name === '' || singleObject)
      ) {
        return { ...fn, wholeBody: true };
      }
    }
  }
  throw new PgrstError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${given.length ? `(${given.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${schema}.${name}${
      given.length
        ? ` with parameter${given.length > 1 ? 's' : ''} ${given.join(', ')}`
        : ' without parameters'
    } or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    callable.length === 0 ? hintFor(cache, schema, name) : null,
  );
}

/** Does a GET query value carry a PostgREST operator (`eq.1`, `not.in.(…)`)? Then it filters. */
function hasOperator(value: string): boolean {
  const rest = value.startsWith('not.') ? value.slice(4) : value;
  const m = /^([a-z]+)(\([^)]*\))?\./.exec(rest);
  return m !== null && FILTER_OPS.has(m[1] as string);
}

const RPC_RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/**
 * rpc as PostgREST plans it: the call is a relation (`from fn(args) as "fn"`) that select,
 * filters, order, limit/offset and count apply to. GET takes arguments from query parameters
 * without an operator; every other parameter is a filter.
 */
export async function handleRpc(
  tx: Transaction,
  cache: SchemaSnapshot,
  schema: string,
  name: string,
  req: RestRequest,
  media: MediaChoice,
  prefs: Preferences,
): Promise<Reply> {
  let args: Record<string, unknown>;
  let payload: unknown;
  const filterParams = new URLSearchParams();
  const isGet = req.method === 'GET' || req.method === 'HEAD';
  if (isGet) {
    args = {};
    for (const [k, v] of req.query) {
      if (RPC_RESERVED.has(k)) continue;
      if (/^(not\.)?(and|or)$/.test(k) || hasOperator(v)) filterParams.append(k, v);
      else args[k] = v;
    }
  } else {
    payload = parseJsonBody(req.body) ?? {};
    if (payload === null || typeof payload !== 'object') {
      throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
    }
    if (Array.isArray(payload)) {
      throw notImplemented('rpc with a JSON array body (bulk calls)');
    }
    args = payload as Record<string, unknown>;
    for (const [k, v] of req.query) if (!RPC_RESERVED.has(k)) filterParams.append(k, v);
  }
  const select = parseSelect(req.query.get('select'));
  const { conditions, embeds } = parseQuery(filterParams);
  const order = parseOrder(req.query.get('order'));

  const given = Object.keys(args);
  const candidates = cache.functionsNamed(schema, name);
  const fn = chooseFunction(candidates, schema, name, given, !isGet, prefs.singleObject, cache);

  const params = new Params();
  const fq = qualified({ schema, name });
  let callFrom: string;
  if (fn.wholeBody) {
    const type = (fn.args[0] as FunctionArg).type;
    callFrom = `${fq}(${params.add(JSON.stringify(payload))}::${type})`;
  } else if (fn.args[0]?.name === '' && given.includes('')) {
    // The single unnamed parameter takes the value under the "" key, positionally.
    const only = fn.args[0];
    const value = args[''];
    const text =
      JSON_TYPES.has(only.type) || typeof value !== 'string' ? JSON.stringify(value) : value;
    callFrom = `${fq}(${params.add(text)}::${only.type})`;
  } else {
    const used = fn.args.filter((a) => given.includes(a.name));
    if (used.length > 0) {
      const p = params.add(JSON.stringify(args));
      // The casts come from pg_catalog (format_type), not from the request.
      callFrom = `json_to_record(${p}::json) as _a(${used
        .map((a) => `${quoteIdent(a.name)} ${a.type}`)
        .join(', ')}) cross join lateral ${fq}(${used
        .map((a) => `${quoteIdent(a.name)} := _a.${quoteIdent(a.name)}`)
        .join(', ')})`;
    } else {
      callFrom = `${fq}()`;
    }
  }

  const headers: Record<string, string> = {};
  if (prefs.applied.length) headers['Preference-Applied'] = prefs.applied.join(', ');
  const composite = fn.typtype === 'c' || fn.rettype === 'record';
  const alias = quoteIdent(name);
  // A scalar result is one column named after the function, as in PostgREST.
  const relation = composite
    ? `select _f.* from ${callFrom} as _f`
    : `select _f.v as ${alias} from ${callFrom} as _f(v)`;

  if (fn.rettype === 'void') {
    await tx.query(`select 1 from (${relation}) _v`, params.values);
    return { status: 204, headers };
  }

  const { offset, limit } = readRange(req);

  // The result is a relation named after the function; a table-typed result gets the table's
  // columns, relationships and computed fields from the schema cache.
  const returned = fn.returnsRelation
    ? cache.relation(fn.returnsRelation.schema, fn.returnsRelation.name)
    : undefined;
  const pseudo: Relation = returned ?? {
    schema,
    name,
    kind: 'f',
    columns: [],
    columnNames: new Set(),
    pk: [],
    uniques: [],
    rowType: 0,
  };
  const plan = planRead({ cache, select, conditions, order, embeds }, pseudo, name, !!returned);
  const built = new ReadBuilder(cache, params).build(plan, `(${relation}) as ${alias}`);
  const list = composite || req.query.get('select') !== null ? built.select : `${alias}.${alias}`;
  let source = `select ${list} ${built.fromWhere}${built.groupBy}${built.orderBy}`;
  if (limit !== undefined) source += ` limit ${params.add(String(limit))}`;
  if (offset > 0) source += ` offset ${params.add(String(offset))}`;
  const totalSql = prefs.count
    ? `(select count(*) from (select 1 ${built.fromWhere}${built.groupBy}) _c)::text`
    : 'null::text';

  if (!fn.retset) {
    // A single value or row: PostgREST answers it bare, not in an array.
    const res = await tx.query<{ total: string | null; body: string | null; n: number }>(
      `select ${totalSql} as total, count(*)::int as n,
              (json_agg(${composite ? rowsJson('_r', media.stripNulls) : `_r.${alias}`}) -> 0)::text as body
         from (${source}) _r`,
      params.values,
    );
    const row = res.rows[0];
    headers['Content-Type'] = 'application/json; charset=utf-8';
    headers['Content-Range'] = contentRange(
      offset,
      row?.n ?? 0,
      row?.total ? Number(row.total) : null,
    );
    return { status: 200, headers, body: row?.body ?? 'null' };
  }

  const rowExpr = composite ? rowsJson('_r', media.stripNulls) : `_r.${alias}`;
  const sql = `select ${totalSql} as total, count(*)::int as n,
                      ${composite ? bodySql('_r', media) : `coalesce(json_agg(${rowExpr}), '[]')::text`} as body,
                      (json_agg(${rowExpr}) -> 0)::text as first
                 from (${source}) _r`;
  const shaped = await runShaped(tx, sql, params);
  // max-affected bounds the rows a set-returning rpc yields (PostgREST 13).
  checkMaxAffected(prefs, shaped.count);
  if (media.singular && shaped.count !== 1) throw singularError(shaped.count);
  headers['Content-Type'] = contentType(media);
  headers['Content-Range'] = contentRange(offset, shaped.count, shaped.total);
  const status =
    shaped.total !== null && shaped.count < shaped.total && !media.singular ? 206 : 200;
  return { status, headers, body: bodyFor(shaped, media) };
}
