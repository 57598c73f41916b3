/** A relation the request addresses, from the schema cache, and column checks. */
import { PgrstError } from './errors.ts';
import type { Transaction } from '@electric-sql/pglite';
import type { ConditionNode, SelectEntry } from './parse.ts';
import type { MediaChoice, Preferences, RestRequest } from './request.ts';
import type { Relation, SchemaSnapshot } from './schema-cache.ts';
import { quoteIdent } from './sql.ts';

export interface TableInfo {
  schema: string;
  name: string;
  columns: string[];
  pk: string[];
  rel: Relation;
}

/** One request on one table, as the handler has read it: what every table verb works from. */
export interface TableCall {
  tx: Transaction;
  cache: SchemaSnapshot;
  table: TableInfo;
  req: RestRequest;
  select: SelectEntry[];
  conditions: ConditionNode[];
  media: MediaChoice;
  prefs: Preferences;
}

export function lookupTable(cache: SchemaSnapshot, schema: string, name: string): TableInfo {
  const rel = cache.relation(schema, name);
  if (!rel) {
    throw new PgrstError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${name}' in the schema cache`,
      null,
      null,
    );
  }
  return { schema, name, columns: rel.columns.map((c) => c.name), pk: rel.pk, rel };
}

export function qualified(t: { schema: string; name: string }): string {
  return `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;
}

/** Plain selected columns of a mutation's select (embeds and the rest are planned later). */
export function isPlainSelect(table: TableInfo, select: SelectEntry[]): boolean {
  return select.every(
    (s) =>
      s.kind === undefined &&
      !s.aggregate &&
      (s.column === '*' || table.columns.includes(s.column)),
  );
}

export function plainColumns(table: TableInfo, select: SelectEntry[]): string[] {
  return isPlainSelect(table, select)
    ? select.map((s) => (s.kind === undefined ? s.column : '*'))
    : [];
}

export function checkColumns(table: TableInfo, columns: string[]): void {
  for (const column of columns) {
    if (column !== '*' && !table.columns.includes(column)) {
      throw new PgrstError(400, '42703', `column ${table.name}.${column} does not exist`);
    }
  }
}
