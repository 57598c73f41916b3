/**
 * Parsing of PostgREST's query syntax (select, filters, logic trees, order, ranges) into a small
 * AST. Nothing here builds SQL; identifiers are kept as plain strings and quoted later.
 */
import { notImplemented, parseError } from './errors.ts';

/** One step of a JSON path: `->key` (json) or `->>key` (text); numeric keys index arrays. */
export interface JsonStep {
  op: '->' | '->>';
  key: string;
}

export interface SelectItem {
  column: string; // '*' for all columns
  alias?: string;
  cast?: string;
  jsonPath?: JsonStep[];
}

export type FilterOp =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'in'
  | 'is'
  | 'isdistinct'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxl'
  | 'nxr'
  | 'adj'
  | 'fts'
  | 'plfts'
  | 'phfts'
  | 'wfts';

const FILTER_OPS = new Set<string>([
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

/** Operators that take PostgREST's `(any)` / `(all)` modifier. */
const QUANTIFIABLE = new Set<string>([
  'eq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);
const FTS_OPS = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);

export interface FilterNode {
  kind: 'filter';
  column: string;
  op: FilterOp;
  negated: boolean;
  value: string | string[];
  /** Text search configuration of fts operators, e.g. `fts(english)`. */
  config?: string;
  /** `eq(any).{a,b}`: compare against any/all of the list. */
  quantifier?: 'any' | 'all';
  jsonPath?: JsonStep[];
}

export interface LogicNode {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: ConditionNode[];
}

export type ConditionNode = FilterNode | LogicNode;

export interface OrderItem {
  column: string;
  jsonPath?: JsonStep[];
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Splits on `sep` at paren depth 0, outside double quotes (with backslash escapes). */
export function splitTopLevel(input: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inQuotes = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    if (inQuotes) {
      current += ch;
      if (ch === '\\' && i + 1 < input.length) {
        current += input[++i];
      } else if (ch === '"') {
        inQuotes = false;
      }
      continue;
    }
    if (ch === '"') inQuotes = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (depth < 0) throw parseError(`unbalanced parentheses in "${input}"`);
    if (ch === sep && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (inQuotes || depth !== 0) throw parseError(`unbalanced quotes or parentheses in "${input}"`);
  parts.push(current);
  return parts;
}

/** Removes surrounding double quotes and unescapes \" and \\ inside them. */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

const BARE_IDENT = /^[^,.:()"\s*][^,.:()"]*$/;

/** A column name: a double-quoted name or a bare one without PostgREST's syntax characters. */
export function parseIdentifier(raw: string, what = 'column'): string {
  const value = raw.trim();
  if (value.startsWith('"')) {
    if (!value.endsWith('"') || value.length < 3) throw parseError(`invalid ${what} name ${raw}`);
    return unquote(value);
  }
  if (!BARE_IDENT.test(value)) throw parseError(`invalid ${what} name "${raw}"`);
  return value;
}

/** A column with an optional JSON path (`data->a->>b`), as select, filters and order allow. */
export function parseField(raw: string): { column: string; jsonPath?: JsonStep[] } {
  const value = raw.trim();
  const at = value.startsWith('"')
    ? value.indexOf('->', value.indexOf('"', 1))
    : value.indexOf('->');
  if (at < 0) return { column: parseIdentifier(value) };
  const column = parseIdentifier(value.slice(0, at));
  const jsonPath: JsonStep[] = [];
  const re = /(->>?)("(?:[^"\\]|\\.)*"|[^-]+?(?=->|$))/gy;
  re.lastIndex = at;
  let match: RegExpExecArray | null;
  while ((match = re.exec(value)) !== null) {
    jsonPath.push({ op: match[1] as '->' | '->>', key: unquote(match[2] as string) });
    if (re.lastIndex === value.length) return { column, jsonPath };
  }
  throw parseError(`failed to parse JSON path in "${raw}"`);
}

const CAST_TYPE = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/;

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '') return [{ column: '*' }];
  const items: SelectItem[] = [];
  for (const part of splitTopLevel(raw)) {
    const item = part.trim();
    if (item === '') throw parseError(`empty item in select=${raw}`);
    if (item.includes('(')) {
      throw notImplemented(`embedded resources, spreads and aggregates (${item})`);
    }
    if (item === '*') {
      items.push({ column: '*' });
      continue;
    }
    let rest = item;
    let cast: string | undefined;
    const castAt = rest.lastIndexOf('::');
    if (castAt > 0) {
      cast = rest.slice(castAt + 2).trim();
      rest = rest.slice(0, castAt);
      if (!CAST_TYPE.test(cast)) throw parseError(`invalid cast type "${cast}"`);
    }
    let alias: string | undefined;
    const colon = findAliasColon(rest);
    if (colon >= 0) {
      alias = parseIdentifier(rest.slice(0, colon), 'alias');
      rest = rest.slice(colon + 1);
    }
    const field = parseField(rest);
    const last = field.jsonPath?.at(-1);
    // PostgREST names a JSON path after its last key unless aliased.
    if (last && alias === undefined) alias = last.key;
    items.push({
      column: field.column,
      alias,
      cast,
      ...(field.jsonPath && { jsonPath: field.jsonPath }),
    });
  }
  return items;
}

/** Position of a single ':' (alias separator) outside quotes, or -1. */
function findAliasColon(input: string): number {
  let inQuotes = false;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (ch === '"') inQuotes = !inQuotes;
    else if (ch === ':' && !inQuotes && input[i + 1] !== ':' && input[i - 1] !== ':') return i;
  }
  return -1;
}

/** Parses `in` list `(a,b,"c,d")`. */
function parseList(raw: string): string[] {
  const value = raw.trim();
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(`"in" expects a list in parentheses, got "${raw}"`);
  }
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((v) => unquote(v.trim()));
}

/**
 * Parses `[not.]op.value` (the value part of `col=...`). In logic trees values may be quoted;
 * at top level they are literal.
 */
export function parseOperation(
  column: string,
  raw: string,
  inTree: boolean,
  jsonPath?: JsonStep[],
): FilterNode {
  let rest = raw;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const opFull = dot >= 0 ? rest.slice(0, dot) : rest;
  const modifier = /^([a-z]+)\((.*)\)$/.exec(opFull);
  const opName = modifier ? (modifier[1] as string) : opFull;
  if (dot < 0 || !FILTER_OPS.has(opName)) {
    throw parseError(
      `failed to parse filter (${raw})`,
      `unknown or unsupported operator "${opName}"`,
    );
  }
  const op = opName as FilterOp;
  const valueRaw = rest.slice(dot + 1);
  const node: FilterNode = { kind: 'filter', column, op, negated, value: '' };
  if (jsonPath) node.jsonPath = jsonPath;
  if (modifier) {
    const arg = modifier[2] as string;
    if (FTS_OPS.has(op)) {
      if (!/^[A-Za-z_][A-Za-z0-9_.]*$/.test(arg)) {
        throw parseError(`failed to parse filter (${raw})`, `invalid text search config "${arg}"`);
      }
      node.config = arg;
    } else if ((arg === 'any' || arg === 'all') && QUANTIFIABLE.has(op)) {
      node.quantifier = arg;
      node.value = parseBraceList(valueRaw, raw);
      return node;
    } else {
      throw parseError(`failed to parse filter (${raw})`, `unexpected modifier "(${arg})"`);
    }
  }
  if (op === 'in') return { ...node, value: parseList(valueRaw) };
  let value = inTree ? unquote(valueRaw) : valueRaw;
  if (op === 'is') {
    value = value.toLowerCase();
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(value)) {
      throw parseError(
        `failed to parse filter (${raw})`,
        'is expects null, true, false or unknown',
      );
    }
  }
  return { ...node, value };
}

/** Parses the `{a,b,"c,d"}` list of an `(any)`/`(all)` modifier. */
function parseBraceList(raw: string, whole: string): string[] {
  const value = raw.trim();
  if (!value.startsWith('{') || !value.endsWith('}')) {
    throw parseError(`failed to parse filter (${whole})`, 'expected a list in braces');
  }
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((v) => unquote(v.trim()));
}

/** Parses a logic tree body `(a.eq.1,or(b.gt.2,c.is.null))`. */
export function parseLogicTree(op: 'and' | 'or', negated: boolean, raw: string): LogicNode {
  const value = raw.trim();
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(`failed to parse logic tree (${raw})`, 'expected a parenthesised list');
  }
  const children: ConditionNode[] = [];
  for (const part of splitTopLevel(value.slice(1, -1))) {
    const item = part.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) {
      children.push(
        parseLogicTree(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] as string),
      );
      continue;
    }
    const dot = findColumnDot(item);
    if (dot <= 0)
      throw parseError(`failed to parse logic tree (${raw})`, `bad condition "${item}"`);
    const field = parseField(item.slice(0, dot));
    children.push(parseOperation(field.column, item.slice(dot + 1), true, field.jsonPath));
  }
  return { kind: 'logic', op, negated, children };
}

/** Index of the '.' ending the column name (skipping a quoted column). */
function findColumnDot(item: string): number {
  if (item.startsWith('"')) {
    let i = 1;
    while (i < item.length) {
      if (item[i] === '\\') i += 2;
      else if (item[i] === '"') return item[i + 1] === '.' ? i + 1 : -1;
      else i++;
    }
    return -1;
  }
  return item.indexOf('.');
}

export function parseOrder(raw: string | null): OrderItem[] {
  if (raw === null || raw.trim() === '') return [];
  return splitTopLevel(raw).map((part) => {
    const item = part.trim();
    const dot = findColumnDot(item);
    const columnRaw = dot > 0 ? item.slice(0, dot) : item;
    if (columnRaw.includes('(')) throw notImplemented(`ordering by embedded resources (${item})`);
    const modifiers = dot > 0 ? item.slice(dot + 1).split('.') : [];
    const field = parseField(columnRaw);
    const order: OrderItem = { ...field, direction: 'asc' };
    for (const mod of modifiers) {
      if (mod === 'asc' || mod === 'desc') order.direction = mod;
      else if (mod === 'nullsfirst') order.nulls = 'first';
      else if (mod === 'nullslast') order.nulls = 'last';
      else throw parseError(`failed to parse order (${raw})`, `unexpected "${mod}"`);
    }
    return order;
  });
}

export function parseNonNegativeInt(raw: string | null, name: string): number | undefined {
  if (raw === null || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) throw parseError(`failed to parse ${name} (${raw})`);
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw parseError(`${name} out of range (${raw})`);
  return n;
}

/** `Range: 0-9` header (items), as [offset, limit?]. */
export function parseRangeHeader(
  raw: string | undefined,
): { offset: number; limit?: number } | undefined {
  if (!raw) return undefined;
  const match = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(raw);
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : undefined;
  if (to !== undefined && to < from) return undefined;
  return { offset: from, limit: to === undefined ? undefined : to - from + 1 };
}

/** Comma-separated column list of `columns=` / `on_conflict=`. */
export function parseColumnList(raw: string): string[] {
  return splitTopLevel(raw)
    .map((c) => c.trim())
    .filter((c) => c !== '')
    .map((c) => parseIdentifier(c));
}

const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

/** Filters and logic trees of a query string (everything but the reserved parameters). */
export function parseConditions(
  params: URLSearchParams,
  skip: Set<string> = new Set(),
): ConditionNode[] {
  const nodes: ConditionNode[] = [];
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key) || skip.has(key)) continue;
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) {
      nodes.push(parseLogicTree(logic[2] as 'and' | 'or', Boolean(logic[1]), value));
      continue;
    }
    if (key.includes('.') && !key.startsWith('"')) {
      throw notImplemented(`filters on embedded resources (${key})`);
    }
    const field = parseField(key);
    nodes.push(parseOperation(field.column, value, false, field.jsonPath));
  }
  return nodes;
}
