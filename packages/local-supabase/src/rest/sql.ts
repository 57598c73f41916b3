/**
 * Builds parameterised SQL from the parsed request. Identifiers are always double-quoted with
 * embedded quotes doubled; every value is a bind parameter, so nothing from the request is
 * ever spliced into SQL text unquoted.
 */
import type { ConditionNode, FilterNode, JsonStep, OrderItem, SelectItem } from './parse.ts';

export function quoteIdent(name: string): string {
  if (name.includes('\u0000')) throw new Error('identifier contains NUL');
  return `"${name.replace(/"/g, '""')}"`;
}

/** Collects bind parameters and hands out `$n` placeholders. */
export class Params {
  readonly values: (string | null)[] = [];
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `"table"."column"` (qualified so PostgreSQL's errors name the table, like PostgREST's). */
function col(table: string, column: string): string {
  return `${quoteIdent(table)}.${quoteIdent(column)}`;
}

/**
 * `"t"."col"->'a'->>0`: keys become string literals (quotes doubled) and all-digit keys array
 * indexes, as in PostgREST. Literals rather than bind parameters so ORDER BY can use them too.
 */
export function fieldSql(table: string, column: string, jsonPath?: JsonStep[]): string {
  return col(table, column) + stepsSql(jsonPath);
}

/** The `->'a'->>0` suffix of a JSON path. */
export function stepsSql(jsonPath?: JsonStep[]): string {
  let expr = '';
  for (const step of jsonPath ?? []) {
    const key = /^-?\d+$/.test(step.key) ? step.key : `'${step.key.replace(/'/g, "''")}'`;
    expr += `${step.op}${key}`;
  }
  return expr;
}

export function selectList(table: string, items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.column === '*') return `${quoteIdent(table)}.*`;
      const field = fieldSql(table, item.column, item.jsonPath);
      const expr = item.cast ? `cast(${field} as ${item.cast})` : field;
      return `${expr} as ${quoteIdent(item.alias ?? item.column)}`;
    })
    .join(', ');
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
  isdistinct: 'is distinct from',
};

/** PostgREST's full-text operators and the tsquery constructor each one uses. */
const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** Postgres array literal of `values` (each element quoted and escaped). */
function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;
}

function filterSql(table: string, node: FilterNode, params: Params): string {
  return filterSqlOn(fieldSql(table, node.column, node.jsonPath), node, params);
}

/** A filter's SQL on an already built target expression. */
export function filterSqlOn(target: string, node: FilterNode, params: Params): string {
  let sql: string;
  if (node.op === 'in') {
    const list = node.value as string[];
    sql =
      list.length === 0 ? 'false' : `${target} in (${list.map((v) => params.add(v)).join(', ')})`;
  } else if (node.op === 'is') {
    const keyword = {
      null: 'null',
      not_null: 'not null',
      true: 'true',
      false: 'false',
      unknown: 'unknown',
    }[node.value as string];
    sql = `${target} is ${keyword}`;
  } else if (node.quantifier) {
    const values = (node.value as string[]).map((v) =>
      node.op === 'like' || node.op === 'ilike' ? v.replace(/\*/g, '%') : v,
    );
    sql = `${target} ${COMPARISON[node.op]} ${node.quantifier}(${params.add(arrayLiteral(values))})`;
  } else if (node.op in TSQUERY) {
    const fn = TSQUERY[node.op] as string;
    const query = node.config
      ? `${fn}(${params.add(node.config)}::regconfig, ${params.add(node.value as string)})`
      : `${fn}(${params.add(node.value as string)})`;
    sql = `${target} @@ ${query}`;
  } else {
    let value = node.value as string;
    // PostgREST lets '*' stand for '%' in like patterns (URL-friendly).
    if (node.op === 'like' || node.op === 'ilike') value = value.replace(/\*/g, '%');
    sql = `${target} ${COMPARISON[node.op]} ${params.add(value)}`;
  }
  return node.negated ? `not (${sql})` : sql;
}

export function conditionSql(table: string, node: ConditionNode, params: Params): string {
  if (node.kind === 'filter') return filterSql(table, node, params);
  const parts = node.children.map((child) => conditionSql(table, child, params));
  const joined =
    parts.length === 0 ? 'true' : `(${parts.join(node.op === 'and' ? ' and ' : ' or ')})`;
  return node.negated ? `not ${joined}` : joined;
}

export function whereSql(table: string, nodes: ConditionNode[], params: Params): string {
  if (nodes.length === 0) return '';
  return ` where ${nodes.map((n) => conditionSql(table, n, params)).join(' and ')}`;
}

export function orderSql(table: string, items: OrderItem[]): string {
  if (items.length === 0) return '';
  const parts = items.map((o) => {
    let s = `${fieldSql(table, o.column, o.jsonPath)} ${o.direction}`;
    if (o.nulls) s += ` nulls ${o.nulls}`;
    return s;
  });
  return ` order by ${parts.join(', ')}`;
}

/** Column names referenced by conditions (for the caller to check they exist). */
export function conditionColumns(nodes: ConditionNode[], out: string[] = []): string[] {
  for (const node of nodes) {
    if (node.kind === 'filter') out.push(node.column);
    else conditionColumns(node.children, out);
  }
  return out;
}
