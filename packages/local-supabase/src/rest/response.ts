/** Shaping query results into PostgREST's responses: JSON body, singular object, Content-Range. */
import type { Transaction } from '@electric-sql/pglite';
import { PgrstError } from './errors.ts';
import type { MediaChoice } from './request.ts';
import type { Params } from './sql.ts';

export function contentRange(offset: number, count: number, total: number | null): string {
  const range = count === 0 ? '*' : `${offset}-${offset + count - 1}`;
  return `${range}/${total === null ? '*' : total}`;
}

export function rowsJson(alias: string, stripNulls: boolean): string {
  return stripNulls ? `json_strip_nulls(row_to_json(${alias}))` : alias;
}

export interface Shaped {
  total: number | null;
  count: number;
  body: string;
  first: string | null;
  /** For upserts: whether any row was inserted (rather than updated). */
  inserted?: boolean;
}

/**
 * The aggregate that turns rows of `alias` into the response body: a JSON array, or CSV built
 * as PostgREST builds it (keys of the first row, then each row's record text without parens).
 */
export function bodySql(alias: string, media: MediaChoice): string {
  if (media.csv) {
    return `(select coalesce(string_agg(_k, ','), '') from json_object_keys(json_agg(row_to_json(${alias})) -> 0) _k)
            || E'\\n' || coalesce(string_agg(substring(${alias}::text, 2, length(${alias}::text) - 2), E'\\n'), '')`;
  }
  return `coalesce(json_agg(${rowsJson(alias, media.stripNulls)}), '[]')::text`;
}

/** Wraps a row source in the json aggregation PostgREST uses, returning count and body text. */
export function aggregateSql(source: string, media: MediaChoice, totalSql: string): string {
  const rowExpr = rowsJson('_r', media.stripNulls);
  return `select ${totalSql} as total, count(*)::int as n,
                 ${bodySql('_r', media)} as body,
                 (json_agg(${rowExpr}) -> 0)::text as first
            from (${source}) _r`;
}

export async function runShaped(tx: Transaction, sql: string, params: Params): Promise<Shaped> {
  const res = await tx.query<{
    total: string | null;
    n: number;
    body: string;
    first: string | null;
    ins?: boolean | null;
  }>(sql, params.values);
  const row = res.rows[0];
  if (!row) return { total: null, count: 0, body: '[]', first: null };
  return {
    total: row.total === null ? null : Number(row.total),
    count: row.n,
    body: row.body,
    first: row.first,
    ...(row.ins !== undefined && row.ins !== null && { inserted: row.ins }),
  };
}

export function singularError(count: number): PgrstError {
  return new PgrstError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${count} rows`,
  );
}

export function bodyFor(shaped: Shaped, media: MediaChoice): string {
  return media.singular ? (shaped.first ?? 'null') : shaped.body;
}

export function contentType(media: MediaChoice): string {
  if (media.csv) return 'text/csv; charset=utf-8';
  return media.singular
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';
}
