/**
 * The PostgREST subset that supabase-js uses: read, insert, upsert, update, delete and rpc on
 * the exposed schemas, each in one transaction as the caller's role (see ../db.ts).
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { withRequestContext, type RequestContext } from '../db.ts';
import { json, type Reply } from '../http-util.ts';
import { PgrstError, fromPgError, isPgError, notImplemented, parseError } from './errors.ts';
import {
  parseColumnList,
  parseConditions,
  parseNonNegativeInt,
  parseOrder,
  parseRangeHeader,
  parseSelect,
  type ConditionNode,
  type SelectItem,
} from './parse.ts';
import { Params, conditionColumns, orderSql, quoteIdent, selectList, whereSql } from './sql.ts';

export interface RestRequest {
  method: string;
  /** Path below /rest/v1, e.g. `/leads` or `/rpc/is_admin`. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: Buffer;
  /** PostgREST's max-rows (config.toml [api] max_rows): caps every read. */
  maxRows?: number;
  /** Exposed schemas (PostgREST's db-schemas); the first is the default. Default: public. */
  schemas?: string[];
}

interface TableInfo {
  schema: string;
  name: string;
  columns: string[];
  pk: string[];
}

interface Preferences {
  returnMode: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  /** `tx=rollback`: run the request, answer, then roll its transaction back. */
  rollback: boolean;
  strict: boolean;
  maxAffected?: number;
  singleObject: boolean;
  applied: string[];
}

function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = {
    returnMode: 'minimal',
    missingDefault: false,
    rollback: false,
    strict: false,
    singleObject: false,
    applied: [],
  };
  if (!header) return prefs;
  const invalid: string[] = [];
  for (const raw of header.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const [key, value] = item.split('=').map((s) => s.trim());
    if (key === 'handling' && (value === 'strict' || value === 'lenient')) {
      prefs.strict = value === 'strict';
      prefs.applied.push(item);
    } else if (key === 'tx' && (value === 'commit' || value === 'rollback')) {
      prefs.rollback = value === 'rollback';
      prefs.applied.push(item);
    } else if (key === 'max-affected' && value !== undefined && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value);
      prefs.applied.push(item);
    } else if (key === 'params' && value === 'single-object') {
      prefs.singleObject = true;
      prefs.applied.push(item);
    } else if (key === 'timezone' || key === 'plurality') {
      // Not implemented: refused under handling=strict, ignored (not applied) otherwise.
      invalid.push(item);
    } else if (
      key === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      prefs.returnMode = value;
      prefs.applied.push(item);
    } else if (
      key === 'count' &&
      (value === 'exact' || value === 'planned' || value === 'estimated')
    ) {
      prefs.count = value;
      prefs.applied.push(item);
    } else if (
      key === 'resolution' &&
      (value === 'merge-duplicates' || value === 'ignore-duplicates')
    ) {
      prefs.resolution = value;
      prefs.applied.push(item);
    } else if (key === 'missing' && value === 'default') {
      prefs.missingDefault = true;
      prefs.applied.push(item);
    } else {
      invalid.push(item);
    }
  }
  if (prefs.strict && invalid.length > 0) {
    throw new PgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  // max-affected only binds under handling=strict, as in PostgREST.
  if (!prefs.strict && prefs.maxAffected !== undefined) {
    prefs.maxAffected = undefined;
    prefs.applied = prefs.applied.filter((p) => !p.startsWith('max-affected'));
  }
  return prefs;
}

/** PostgREST's PGRST124 when a request touches more rows than `max-affected` allows. */
function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.maxAffected !== undefined && affected > prefs.maxAffected) {
    throw new PgrstError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  }
}

interface MediaChoice {
  singular: boolean;
  stripNulls: boolean;
}

/** Chooses the response media type from Accept, as PostgREST does for the types we serve. */
function negotiate(accept: string | undefined): MediaChoice {
  if (!accept) return { singular: false, stripNulls: false };
  const types = accept.split(',').map((t) => t.trim().toLowerCase());
  for (const type of types) {
    const [mime, ...params] = type.split(';').map((s) => s.trim());
    const stripNulls = params.includes('nulls=stripped');
    if (mime === 'application/vnd.pgrst.object+json' || mime === 'application/vnd.pgrst.object') {
      return { singular: true, stripNulls };
    }
    if (
      mime === 'application/json' ||
      mime === 'application/vnd.pgrst.array+json' ||
      mime === 'application/*' ||
      mime === '*/*'
    ) {
      return { singular: false, stripNulls };
    }
  }
  throw new PgrstError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

async function lookupTable(tx: Transaction, schema: string, name: string): Promise<TableInfo> {
  const result = await tx.query<{ columns: string[]; pk: string[] }>(
    `select array(select a.attname::text from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                   order by a.attnum) as columns,
            array(select a.attname::text from pg_index i
                   join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                   where i.indrelid = c.oid and i.indisprimary) as pk
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $2 and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [name, schema],
  );
  const row = result.rows[0];
  if (!row) {
    throw new PgrstError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${name}' in the schema cache`,
      null,
      null,
    );
  }
  return { schema, name, columns: row.columns, pk: row.pk };
}

function qualified(t: { schema: string; name: string }): string {
  return `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;
}

function checkColumns(table: TableInfo, columns: string[]): void {
  for (const column of columns) {
    if (column !== '*' && !table.columns.includes(column)) {
      throw new PgrstError(400, '42703', `column ${table.name}.${column} does not exist`);
    }
  }
}

function contentRange(offset: number, count: number, total: number | null): string {
  const range = count === 0 ? '*' : `${offset}-${offset + count - 1}`;
  return `${range}/${total === null ? '*' : total}`;
}

function rowsJson(alias: string, stripNulls: boolean): string {
  return stripNulls ? `json_strip_nulls(row_to_json(${alias}))` : alias;
}

interface Shaped {
  total: number | null;
  count: number;
  body: string;
  first: string | null;
}

/** Wraps a row source in the json aggregation PostgREST uses, returning count and body text. */
function aggregateSql(source: string, media: MediaChoice, totalSql: string): string {
  const rowExpr = rowsJson('_r', media.stripNulls);
  return `select ${totalSql} as total, count(*)::int as n,
                 coalesce(json_agg(${rowExpr}), '[]')::text as body,
                 (json_agg(${rowExpr}) -> 0)::text as first
            from (${source}) _r`;
}

async function runShaped(tx: Transaction, sql: string, params: Params): Promise<Shaped> {
  const res = await tx.query<{
    total: string | null;
    n: number;
    body: string;
    first: string | null;
  }>(sql, params.values);
  const row = res.rows[0];
  if (!row) return { total: null, count: 0, body: '[]', first: null };
  return {
    total: row.total === null ? null : Number(row.total),
    count: row.n,
    body: row.body,
    first: row.first,
  };
}

function singularError(count: number): PgrstError {
  return new PgrstError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${count} rows`,
  );
}

function bodyFor(shaped: Shaped, media: MediaChoice): string {
  return media.singular ? (shaped.first ?? 'null') : shaped.body;
}

function contentType(media: MediaChoice): string {
  return media.singular
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';
}

function parseJsonBody(body: Buffer): unknown {
  const text = body.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json', (err as Error).message);
  }
}

// ---------------------------------------------------------------------------------------------

async function handleRead(
  tx: Transaction,
  table: TableInfo,
  req: RestRequest,
  select: SelectItem[],
  conditions: ConditionNode[],
  media: MediaChoice,
  prefs: Preferences,
): Promise<Reply> {
  const order = parseOrder(req.query.get('order'));
  checkColumns(table, [
    ...select.map((s) => s.column),
    ...conditionColumns(conditions),
    ...order.map((o) => o.column),
  ]);
  const range = parseRangeHeader(req.headers['range']);
  const offset = parseNonNegativeInt(req.query.get('offset'), 'offset') ?? range?.offset ?? 0;
  const requested = parseNonNegativeInt(req.query.get('limit'), 'limit') ?? range?.limit;
  const limit =
    req.maxRows === undefined ? requested : Math.min(requested ?? req.maxRows, req.maxRows);

  const params = new Params();
  const from = `from ${qualified(table)}`;
  const where = whereSql(table.name, conditions, params);
  let source = `select ${selectList(table.name, select)} ${from}${where}${orderSql(table.name, order)}`;
  if (limit !== undefined) source += ` limit ${params.add(String(limit))}`;
  if (offset > 0) source += ` offset ${params.add(String(offset))}`;
  const totalSql = prefs.count ? `(select count(*) ${from}${where})::text` : 'null::text';
  const shaped = await runShaped(tx, aggregateSql(source, media, totalSql), params);

  if (media.singular && shaped.count !== 1) throw singularError(shaped.count);
  const headers: Record<string, string> = {
    'Content-Type': contentType(media),
    'Content-Range': contentRange(offset, shaped.count, shaped.total),
  };
  if (prefs.applied.length) headers['Preference-Applied'] = prefs.applied.join(', ');
  let status = 200;
  if (shaped.total !== null) {
    if (offset > 0 && offset >= shaped.total && shaped.total > 0) {
      throw new PgrstError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${shaped.total} rows.`,
      );
    }
    if (shaped.count < shaped.total && !media.singular) status = 206;
  }
  return { status, headers, body: bodyFor(shaped, media) };
}

function insertColumns(req: RestRequest, rows: Record<string, unknown>[]): string[] {
  const columnsParam = req.query.get('columns');
  if (columnsParam !== null) return parseColumnList(columnsParam);
  const first = rows[0] ?? {};
  const keys = Object.keys(first);
  for (const row of rows) {
    const rowKeys = Object.keys(row);
    if (rowKeys.length !== keys.length || rowKeys.some((k) => !(k in first))) {
      throw new PgrstError(400, 'PGRST102', 'All object keys must match');
    }
  }
  return keys;
}

function missingColumnError(table: TableInfo, column: string): PgrstError {
  return new PgrstError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table.name}' in the schema cache`,
  );
}

async function handleInsert(
  tx: Transaction,
  table: TableInfo,
  req: RestRequest,
  select: SelectItem[],
  media: MediaChoice,
  prefs: Preferences,
): Promise<Reply> {
  const payload = parseJsonBody(req.body);
  const rows = Array.isArray(payload) ? payload : payload === undefined ? undefined : [payload];
  if (!rows || rows.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) {
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
  const objects = rows as Record<string, unknown>[];
  const columns = insertColumns(req, objects);
  for (const c of columns) if (!table.columns.includes(c)) throw missingColumnError(table, c);
  checkColumns(
    table,
    select.map((s) => s.column),
  );

  const params = new Params();
  const target = qualified(table);
  const rowType = `null::${target}`;
  let insert: string;
  if (objects.length === 0) {
    // Nothing to insert: PostgREST answers with an empty result.
    const headers: Record<string, string> = { 'Content-Range': '*/0' };
    if (media.singular) throw singularError(0);
    if (prefs.returnMode !== 'representation') return { status: 201, headers };
    return { status: 201, headers: { ...headers, 'Content-Type': contentType(media) }, body: '[]' };
  } else if (columns.length === 0) {
    if (objects.length > 1) {
      throw new PgrstError(400, 'PGRST102', 'Inserting several empty objects is not supported');
    }
    insert = `insert into ${target} default values`;
  } else if (prefs.missingDefault) {
    const tuples = objects.map((obj) => {
      const p = params.add(JSON.stringify(obj));
      return `(${columns
        .map((c) =>
          Object.prototype.hasOwnProperty.call(obj, c)
            ? `(select _j.${quoteIdent(c)} from json_populate_record(${rowType}, ${p}::json) _j)`
            : 'default',
        )
        .join(', ')})`;
    });
    insert = `insert into ${target} (${columns.map(quoteIdent).join(', ')}) values ${tuples.join(', ')}`;
  } else {
    const list = columns.map(quoteIdent).join(', ');
    const body = params.add(JSON.stringify(objects));
    insert = `insert into ${target} (${list}) select ${columns
      .map((c) => `_j.${quoteIdent(c)}`)
      .join(', ')} from json_populate_recordset(${rowType}, ${body}::json) _j`;
  }

  if (prefs.resolution) {
    const onConflictRaw = req.query.get('on_conflict');
    const conflictCols = onConflictRaw ? parseColumnList(onConflictRaw) : table.pk;
    for (const c of conflictCols)
      if (!table.columns.includes(c)) throw missingColumnError(table, c);
    if (conflictCols.length === 0) {
      throw new PgrstError(400, 'PGRST100', 'upsert needs on_conflict or a primary key');
    }
    const updates = columns.filter((c) => !conflictCols.includes(c));
    if (prefs.resolution === 'ignore-duplicates' || updates.length === 0) {
      insert += ` on conflict (${conflictCols.map(quoteIdent).join(', ')}) do nothing`;
    } else {
      insert += ` on conflict (${conflictCols.map(quoteIdent).join(', ')}) do update set ${updates
        .map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`)
        .join(', ')}`;
    }
  }
  return finishMutation(tx, table, insert, params, select, media, prefs, 201);
}

/** Runs an insert/update/delete, with RETURNING only when the client asked for the rows. */
async function finishMutation(
  tx: Transaction,
  table: TableInfo,
  statement: string,
  params: Params,
  select: SelectItem[],
  media: MediaChoice,
  prefs: Preferences,
  successStatus: number,
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (prefs.applied.length) headers['Preference-Applied'] = prefs.applied.join(', ');
  const wantsRows = prefs.returnMode === 'representation';
  if (!wantsRows && !media.singular) {
    // No RETURNING: a minimal insert must not need a SELECT policy (PostgREST behaves the same).
    const res = await tx.query(statement, params.values);
    const affected = res.affectedRows ?? 0;
    checkMaxAffected(prefs, affected);
    headers['Content-Range'] = `*/${prefs.count ? affected : '*'}`;
    return { status: successStatus === 201 ? 201 : 204, headers };
  }
  const rowExpr = rowsJson('_m', media.stripNulls);
  const withSql = `with _m as (${statement} returning ${selectList(table.name, select)})
    select null::text as total, count(*)::int as n,
           coalesce(json_agg(${rowExpr}), '[]')::text as body,
           (json_agg(${rowExpr}) -> 0)::text as first
      from _m`;
  const shaped = await runShaped(tx, withSql, params);
  checkMaxAffected(prefs, shaped.count);
  if (media.singular && shaped.count !== 1) throw singularError(shaped.count);
  headers['Content-Range'] = contentRange(0, shaped.count, prefs.count ? shaped.count : null);
  if (!wantsRows) return { status: successStatus === 201 ? 201 : 204, headers };
  headers['Content-Type'] = contentType(media);
  return { status: successStatus === 201 ? 201 : 200, headers, body: bodyFor(shaped, media) };
}

async function handleUpdate(
  tx: Transaction,
  table: TableInfo,
  req: RestRequest,
  select: SelectItem[],
  conditions: ConditionNode[],
  media: MediaChoice,
  prefs: Preferences,
): Promise<Reply> {
  const payload = parseJsonBody(req.body);
  if (
    payload === undefined ||
    payload === null ||
    typeof payload !== 'object' ||
    Array.isArray(payload)
  ) {
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
  const columnsParam = req.query.get('columns');
  const columns = columnsParam !== null ? parseColumnList(columnsParam) : Object.keys(payload);
  for (const c of columns) if (!table.columns.includes(c)) throw missingColumnError(table, c);
  checkColumns(table, [...select.map((s) => s.column), ...conditionColumns(conditions)]);
  if (columns.length === 0) {
    // PostgREST answers an empty PATCH without touching any row.
    const headers: Record<string, string> = { 'Content-Range': '*/*' };
    if (prefs.returnMode === 'representation' || media.singular) {
      if (media.singular) throw singularError(0);
      return {
        status: 200,
        headers: { ...headers, 'Content-Type': contentType(media) },
        body: '[]',
      };
    }
    return { status: 204, headers };
  }
  const params = new Params();
  const body = params.add(JSON.stringify(payload));
  const target = qualified(table);
  const statement = `update ${target} set ${columns
    .map((c) => `${quoteIdent(c)} = pgrst_body.${quoteIdent(c)}`)
    .join(
      ', ',
    )} from (select * from json_populate_record(null::${target}, ${body}::json)) pgrst_body${whereSql(
    table.name,
    conditions,
    params,
  )}`;
  return finishMutation(tx, table, statement, params, select, media, prefs, 200);
}

async function handleDelete(
  tx: Transaction,
  table: TableInfo,
  select: SelectItem[],
  conditions: ConditionNode[],
  media: MediaChoice,
  prefs: Preferences,
): Promise<Reply> {
  checkColumns(table, [...select.map((s) => s.column), ...conditionColumns(conditions)]);
  const params = new Params();
  const statement = `delete from ${qualified(table)}${whereSql(table.name, conditions, params)}`;
  return finishMutation(tx, table, statement, params, select, media, prefs, 200);
}

// --- rpc ---------------------------------------------------------------------------------------

interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

interface FunctionInfo {
  schema: string;
  name: string;
  retset: boolean;
  typtype: string;
  rettype: string;
  args: FunctionArg[];
  /** The whole JSON body goes to the one (unnamed, or `params=single-object`) parameter. */
  wholeBody: boolean;
}

interface FunctionRow {
  retset: boolean;
  typtype: string;
  rettype: string;
  argnames: string[] | null;
  argtypes: string[];
  argmodes: string[] | null;
  ndefaults: number;
}

async function functionCandidates(
  tx: Transaction,
  schema: string,
  name: string,
): Promise<FunctionInfo[]> {
  const res = await tx.query<FunctionRow>(
    `select p.proretset as retset, t.typtype::text as typtype, t.typname::text as rettype,
            p.proargnames::text[] as argnames,
            array(select format_type(x, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, i) order by i) as argtypes,
            p.proargmodes::text[] as argmodes, p.pronargdefaults::int as ndefaults
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
      where n.nspname = $2 and p.proname = $1 and p.prokind = 'f'
      order by p.oid`,
    [name, schema],
  );
  return res.rows.map((row) => {
    const inputs: { name: string; type: string }[] = [];
    row.argtypes.forEach((type, i) => {
      const mode = row.argmodes?.[i] ?? 'i';
      if (mode === 'i' || mode === 'b' || mode === 'v')
        inputs.push({ name: row.argnames?.[i] ?? '', type });
    });
    const firstDefault = inputs.length - row.ndefaults;
    return {
      schema,
      name,
      retset: row.retset,
      typtype: row.typtype,
      rettype: row.rettype,
      args: inputs.map((a, i) => ({ ...a, hasDefault: i >= firstDefault })),
      wholeBody: false,
    };
  });
}

const JSON_TYPES = new Set(['json', 'jsonb']);

/** Overload resolution by argument names, as PostgREST does it. */
function chooseFunction(
  candidates: FunctionInfo[],
  schema: string,
  name: string,
  given: string[],
  bodyIsObject: boolean,
  singleObject: boolean,
): FunctionInfo {
  for (const fn of candidates) {
    const names = new Set(fn.args.map((a) => a.name));
    const fits =
      given.every((g) => names.has(g)) &&
      fn.args.every((a) => a.hasDefault || given.includes(a.name));
    if (fits && fn.args.every((a) => a.name !== '')) return fn;
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
    `Could not find the function ${schema}.${name}(${given.join(', ')}) in the schema cache`,
    `Searched for the function ${schema}.${name}${given.length ? ` with parameters ${given.join(', ')}` : ' without parameters'}, but no matches were found in the schema cache.`,
  );
}

/** Does a GET query value carry a PostgREST operator (`eq.1`, `not.in.(…)`)? Then it filters. */
function hasOperator(value: string): boolean {
  const rest = value.startsWith('not.') ? value.slice(4) : value;
  const m = /^([a-z]+)(\([^)]*\))?\./.exec(rest);
  return m !== null && FILTER_OPERATORS.has(m[1] as string);
}

const FILTER_OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);

const RPC_RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/**
 * rpc as PostgREST plans it: the call is a relation (`from fn(args) as "fn"`) that select,
 * filters, order, limit/offset and count apply to. GET takes arguments from query parameters
 * without an operator; every other parameter is a filter.
 */
async function handleRpc(
  tx: Transaction,
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
  const conditions = parseConditions(filterParams);
  const order = parseOrder(req.query.get('order'));

  const given = Object.keys(args);
  const candidates = await functionCandidates(tx, schema, name);
  const fn = chooseFunction(candidates, schema, name, given, !isGet, prefs.singleObject);

  const params = new Params();
  const fq = qualified({ schema, name });
  let callFrom: string;
  if (fn.wholeBody) {
    const type = (fn.args[0] as FunctionArg).type;
    callFrom = `${fq}(${params.add(JSON.stringify(payload))}::${type})`;
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

  const range = parseRangeHeader(req.headers['range']);
  const offset = parseNonNegativeInt(req.query.get('offset'), 'offset') ?? range?.offset ?? 0;
  const requested = parseNonNegativeInt(req.query.get('limit'), 'limit') ?? range?.limit;
  const limit =
    req.maxRows === undefined ? requested : Math.min(requested ?? req.maxRows, req.maxRows);

  const from = `from (${relation}) as ${alias}`;
  const where = whereSql(name, conditions, params);
  const list =
    composite || req.query.get('select') !== null ? selectList(name, select) : `${alias}.${alias}`;
  let source = `select ${list} ${from}${where}${orderSql(name, order)}`;
  if (limit !== undefined) source += ` limit ${params.add(String(limit))}`;
  if (offset > 0) source += ` offset ${params.add(String(offset))}`;
  const totalSql = prefs.count ? `(select count(*) ${from}${where})::text` : 'null::text';

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
                      coalesce(json_agg(${rowExpr}), '[]')::text as body,
                      (json_agg(${rowExpr}) -> 0)::text as first
                 from (${source}) _r`;
  const shaped = await runShaped(tx, sql, params);
  if (media.singular && shaped.count !== 1) throw singularError(shaped.count);
  headers['Content-Type'] = contentType(media);
  headers['Content-Range'] = contentRange(offset, shaped.count, shaped.total);
  const status =
    shaped.total !== null && shaped.count < shaped.total && !media.singular ? 206 : 200;
  return { status, headers, body: bodyFor(shaped, media) };
}

// --- entry -------------------------------------------------------------------------------------

/** Carries a finished reply out of a transaction that `Prefer: tx=rollback` must undo. */
class RollbackWith {
  constructor(readonly reply: Reply) {}
}

async function inTransaction(
  db: PGlite,
  ctx: RequestContext,
  prefs: Preferences,
  schema: string,
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
      const reply = await fn(tx);
      // Throwing is how PGlite's transaction() rolls back while still handing us the reply.
      if (prefs.rollback) throw new RollbackWith(reply);
      return reply;
    });
  } catch (err) {
    if (err instanceof RollbackWith) return err.reply;
    throw err;
  }
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

    if (segments[0] === 'rpc' && segments.length === 2) {
      if (!['GET', 'HEAD', 'POST'].includes(method)) {
        throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      }
      const name = segments[1] as string;
      return await inTransaction(db, ctx, prefs, schema, (tx) =>
        handleRpc(tx, schema, name, req, media, prefs),
      );
    }
    if (segments.length !== 1) {
      throw new PgrstError(404, 'PGRST125', `Invalid path specified in request URL`);
    }
    const tableName = segments[0] as string;
    const select = parseSelect(req.query.get('select'));
    const conditions = method === 'POST' ? [] : parseConditions(req.query);

    return await inTransaction(db, ctx, prefs, schema, async (tx) => {
      const table = await lookupTable(tx, schema, tableName);
      switch (method) {
        case 'GET':
        case 'HEAD':
          return handleRead(tx, table, req, select, conditions, media, prefs);
        case 'POST':
          return handleInsert(tx, table, req, select, media, prefs);
        case 'PATCH':
          return handleUpdate(tx, table, req, select, conditions, media, prefs);
        case 'DELETE':
          return handleDelete(tx, table, select, conditions, media, prefs);
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
