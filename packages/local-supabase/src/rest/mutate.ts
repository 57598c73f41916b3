/** POST (insert, upsert), PATCH and DELETE, with RETURNING read back like a table when asked. */
import type { Transaction } from '@electric-sql/pglite';
import type { Reply } from '../http-util.ts';
import { PgrstError } from './errors.ts';
import { parseColumnList, type SelectEntry, type SelectItem } from './parse.ts';
import { planRead } from './plan.ts';
import { ReadBuilder } from './query.ts';
import {
  checkMaxAffected,
  parseBody,
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
import type { SchemaSnapshot } from './schema-cache.ts';
import { Params, conditionColumns, quoteIdent, selectList, whereSql } from './sql.ts';
import {
  checkColumns,
  isPlainSelect,
  plainColumns,
  qualified,
  type TableCall,
  type TableInfo,
} from './table.ts';

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

/**
 * PUT: upsert of the one row the primary-key filters name (PostgREST's PGRST105/114/115 when
 * the filters or the payload do not say exactly that row).
 */
export async function handlePut(call: TableCall): Promise<Reply> {
  const { tx, cache, table, req, select, conditions, media, prefs } = call;
  if (req.query.has('limit') || req.query.has('offset')) {
    throw new PgrstError(
      400,
      'PGRST114',
      'limit/offset querystring parameters are not allowed for PUT',
    );
  }
  const eqs = new Map<string, string>();
  for (const c of conditions) {
    if (c.kind === 'filter' && c.op === 'eq' && !c.negated && !c.path && !c.jsonPath) {
      eqs.set(c.column, c.value as string);
    }
  }
  if (
    table.pk.length === 0 ||
    eqs.size !== conditions.length ||
    eqs.size !== table.pk.length ||
    !table.pk.every((c) => eqs.has(c))
  ) {
    throw new PgrstError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  }
  const payload = await parseBody(req);
  const rows = Array.isArray(payload) ? payload : [payload];
  const row = rows[0] as Record<string, unknown> | undefined;
  if (rows.length !== 1 || row === null || typeof row !== 'object' || Array.isArray(row)) {
    throw new PgrstError(400, 'PGRST102', 'Expected a single JSON object for PUT');
  }
  if (table.pk.some((c) => row[c] === undefined || String(row[c]) !== eqs.get(c))) {
    throw new PgrstError(
      400,
      'PGRST115',
      'Payload values do not match URL in primary key column(s)',
    );
  }
  return insertRows(
    tx,
    cache,
    table,
    req,
    [row],
    select,
    media,
    { ...prefs, resolution: 'merge-duplicates' },
    table.pk,
    200,
  );
}

export async function handleInsert(call: TableCall): Promise<Reply> {
  const { tx, cache, table, req, select, media, prefs } = call;
  const payload = await parseBody(req);
  const rows = Array.isArray(payload) ? payload : payload === undefined ? undefined : [payload];
  const onConflictRaw = req.query.get('on_conflict');
  const conflict = onConflictRaw ? parseColumnList(onConflictRaw) : table.pk;
  return insertRows(tx, cache, table, req, rows, select, media, prefs, conflict, 201);
}

async function insertRows(
  tx: Transaction,
  cache: SchemaSnapshot,
  table: TableInfo,
  req: RestRequest,
  rows: unknown[] | undefined,
  select: SelectEntry[],
  media: MediaChoice,
  prefs: Preferences,
  conflictCols: string[],
  successStatus: number,
): Promise<Reply> {
  if (!rows || rows.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) {
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
  const objects = rows as Record<string, unknown>[];
  const columns = insertColumns(req, objects);
  for (const c of columns) if (!table.columns.includes(c)) throw missingColumnError(table, c);
  checkColumns(table, plainColumns(table, select));

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
    // PostgREST evaluates every row's defaults, so a given value still draws from a sequence.
    const draws = new Map<string, string>();
    for (const c of table.rel.columns) {
      if (c.sequence) {
        const literal = (v: string) => `'${v.replace(/'/g, "''")}'`;
        const rel = literal(`${quoteIdent(table.schema)}.${quoteIdent(table.name)}`);
        draws.set(c.name, `nextval(pg_get_serial_sequence(${rel}, ${literal(c.name)}))`);
      }
    }
    const tuples = objects.map((obj) => {
      const p = params.add(JSON.stringify(obj));
      return `(${columns
        .map((c) => {
          if (!Object.prototype.hasOwnProperty.call(obj, c)) return 'default';
          const draw = draws.get(c);
          return `(select _j.${quoteIdent(c)} from json_populate_record(${rowType}, ${p}::json) _j${
            draw ? ` cross join lateral (select ${draw}) _d` : ''
          })`;
        })
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
    for (const c of conflictCols)
      if (!table.columns.includes(c)) throw missingColumnError(table, c);
    if (conflictCols.length === 0) {
      throw new PgrstError(400, 'PGRST100', 'upsert needs on_conflict or a primary key');
    }
    if (prefs.resolution === 'ignore-duplicates' || columns.length === 0) {
      insert += ` on conflict (${conflictCols.map(quoteIdent).join(', ')}) do nothing`;
    } else {
      // PostgREST sets every payload column, the conflict columns too (so the row is returned).
      insert += ` on conflict (${conflictCols.map(quoteIdent).join(', ')}) do update set ${columns
        .map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`)
        .join(', ')}`;
    }
  }
  return finishMutation(tx, cache, table, insert, params, select, media, prefs, successStatus);
}

/** Runs an insert/update/delete, with RETURNING only when the client asked for the rows. */
export async function finishMutation(
  tx: Transaction,
  cache: SchemaSnapshot,
  table: TableInfo,
  statement: string,
  params: Params,
  select: SelectEntry[],
  media: MediaChoice,
  prefs: Preferences,
  successStatus: number,
): Promise<Reply> {
  const merge = prefs.resolution === 'merge-duplicates';
  const headers: Record<string, string> = {};
  if (prefs.applied.length) headers['Preference-Applied'] = prefs.applied.join(', ');
  const wantsRows = prefs.returnMode === 'representation';
  if (!wantsRows && !media.singular) {
    if (prefs.returnMode === 'headers-only' && successStatus === 201 && table.pk.length) {
      // return=headers-only: the Location of the (first) inserted row, by primary key.
      const res = await tx.query<Record<string, unknown>>(
        `${statement} returning ${table.pk.map(quoteIdent).join(', ')}`,
        params.values,
      );
      checkMaxAffected(prefs, res.rows.length);
      const first = res.rows[0];
      if (first) {
        headers['Location'] =
          `/${table.name}?${table.pk.map((c) => `${c}=eq.${String(first[c])}`).join('&')}`;
      }
      headers['Content-Range'] = `*/${prefs.count ? res.rows.length : '*'}`;
      return { status: 201, headers };
    }
    if (merge) {
      // An upsert that only updated answers 200, as PostgREST does; xmax = 0 marks an insert.
      const res = await tx.query<{ n: number; ins: boolean }>(
        `with _w as (${statement} returning (xmax = 0) as "__ins")
         select count(*)::int as n, coalesce(bool_or("__ins"), false) as ins from _w`,
        params.values,
      );
      const row = res.rows[0] ?? { n: 0, ins: false };
      checkMaxAffected(prefs, row.n);
      headers['Content-Range'] = `*/${prefs.count ? row.n : '*'}`;
      return { status: row.n > 0 && !row.ins ? 200 : 201, headers };
    }
    // No RETURNING: a minimal insert must not need a SELECT policy (PostgREST behaves the same).
    const res = await tx.query(statement, params.values);
    const affected = res.affectedRows ?? 0;
    checkMaxAffected(prefs, affected);
    headers['Content-Range'] = `*/${prefs.count ? affected : '*'}`;
    return { status: successStatus === 201 ? 201 : 204, headers };
  }
  const rowExpr = rowsJson('_m', media.stripNulls);
  let withSql: string;
  if (isPlainSelect(table, select) && !merge) {
    withSql = `with _m as (${statement} returning ${selectList(table.name, select as SelectItem[])})
    select null::text as total, count(*)::int as n,
           ${bodySql('_m', media)} as body,
           (json_agg(${rowExpr}) -> 0)::text as first
      from _m`;
  } else {
    // Embeds, computed fields or aggregates: read the returned rows like a table.
    const plan = planRead(
      { cache, select, conditions: [], order: [], embeds: new Map() },
      table.rel,
      table.name,
    );
    const built = new ReadBuilder(cache, params).build(plan, `_w as ${quoteIdent(table.name)}`);
    const marker = merge ? `, (xmax = 0) as "__ins"` : '';
    withSql = `with _w as (${statement} returning ${qualified(table)}.*${marker}),
      _m as (select ${built.select} ${built.fromWhere}${built.groupBy})
    select null::text as total, count(*)::int as n,
           ${merge ? `(select bool_or("__ins") from _w)` : 'true'} as ins,
           ${bodySql('_m', media)} as body,
           (json_agg(${rowExpr}) -> 0)::text as first
      from _m`;
  }
  const shaped = await runShaped(tx, withSql, params);
  checkMaxAffected(prefs, shaped.count);
  if (merge && successStatus === 201 && shaped.count > 0 && shaped.inserted === false) {
    successStatus = 200;
  }
  if (media.singular && shaped.count !== 1) throw singularError(shaped.count);
  headers['Content-Range'] = contentRange(0, shaped.count, prefs.count ? shaped.count : null);
  if (!wantsRows) return { status: successStatus === 201 ? 201 : 204, headers };
  headers['Content-Type'] = contentType(media);
  return { status: successStatus === 201 ? 201 : 200, headers, body: bodyFor(shaped, media) };
}

export async function handleUpdate(call: TableCall): Promise<Reply> {
  const { tx, cache, table, req, select, conditions, media, prefs } = call;
  const payload = await parseBody(req);
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
  checkColumns(table, [...plainColumns(table, select), ...conditionColumns(conditions)]);
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
  return finishMutation(tx, cache, table, statement, params, select, media, prefs, 200);
}

export async function handleDelete(call: TableCall): Promise<Reply> {
  const { tx, cache, table, select, conditions, media, prefs } = call;
  checkColumns(table, [...plainColumns(table, select), ...conditionColumns(conditions)]);
  const params = new Params();
  const statement = `delete from ${qualified(table)}${whereSql(table.name, conditions, params)}`;
  return finishMutation(tx, cache, table, statement, params, select, media, prefs, 200);
}
