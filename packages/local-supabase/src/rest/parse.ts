/**
 * Parsing of PostgREST's query syntax (select, filters, logic trees, order, ranges) into a small
 * AST. Nothing here builds SQL; identifiers are kept as plain strings and quoted later.
 */
import { parseError } from './errors.ts';

/** One step of a JSON path: `->key` (json) or `->>key` (text); numeric keys index arrays. */
export interface JsonStep {
  op: '->' | '->>';
  key: string;
}

export type AggregateFn = 'count' | 'sum' | 'avg' | 'min' | 'max';

export interface SelectItem {
  kind?: undefined;
  column: string; // '*' for all columns; '' for `count()`
  alias?: string;
  cast?: string;
  jsonPath?: JsonStep[];
  /** `col.sum()`, `count()`; `aggregateCast` is the cast written after the call. */
  aggregate?: AggregateFn;
  aggregateCast?: string;
}

/** `alias:name!hint!inner(...)` or `...name(...)`: an embedded resource or a spread. */
export interface EmbedItem {
  kind: 'embed';
  name: string;
  alias?: string;
  hint?: string;
  join?: 'inner' | 'left';
  spread: boolean;
  select: SelectEntry[];
}

export type SelectEntry = SelectItem | EmbedItem;

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

/** PostgREST's filter operators (rpc's GET also uses them to tell filters from arguments). */
export const FILTER_OPS = new Set<string>([
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
  /** Embedded resources (aliases) leading to the column: `books.pages=gt.1` has ['books']. */
  path?: string[];
}

export interface LogicNode {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: ConditionNode[];
}

export type ConditionNode = FilterNode | LogicNode;

export interface OrderItem {
  /** `order=author(name)`: a column of a to-one embedded resource (its alias). */
  relation?: string;
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
export function parseFieldPath(raw: string): { column: string; jsonPath?: JsonStep[] } {
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

export function parseSelect(raw: string | null): SelectEntry[] {
  if (raw === null || raw.trim() === '') return [{ column: '*' }];
  return parseSelectList(raw, raw);
}

function parseSelectList(list: string, whole: string): SelectEntry[] {
  const items: SelectEntry[] = [];
  for (const part of splitTopLevel(list)) {
    const item = part.trim();
    if (item === '') throw parseError(`failed to parse select parameter (${whole})`, 'empty item');
    items.push(parseSelectEntry(item, whole));
  }
  return items;
}

const EMBED = /^(?:((?:"(?:[^"\\]|\\.)*"|[^:(!"]+)):(?!:))?([^!(]+?)((?:![^!(]+)*)\((.*)\)$/s;

function parseSelectEntry(item: string, whole: string): SelectEntry {
  if (item === '*') return { column: '*' };
  // An aggregate call `count()` / `col.sum()` ends in `()`, an embed in `(...)` after a name.
  const spread = item.startsWith('...');
  const body = spread ? item.slice(3) : item;
  if (body.endsWith(')') && !/(^|[.:])(count|sum|avg|min|max)\(\)(::[\w [\]]+)?$/.test(body)) {
    const m = EMBED.exec(body);
    if (!m) throw parseError(`failed to parse select parameter (${whole})`, `unexpected "${item}"`);
    const embed: EmbedItem = {
      kind: 'embed',
      name: parseIdentifier(m[2] as string, 'relation'),
      spread,
      select: (m[4] as string).trim() === '' ? [] : parseSelectList(m[4] as string, whole),
    };
    if (m[1] !== undefined) {
      if (spread)
        throw parseError(`failed to parse select parameter (${whole})`, 'a spread takes no alias');
      embed.alias = parseIdentifier(m[1], 'alias');
    }
    for (const mod of (m[3] as string).split('!').slice(1)) {
      const value = mod.trim();
      if (value === 'inner' || value === 'left') embed.join = value;
      else if (embed.hint === undefined) embed.hint = parseIdentifier(value, 'hint');
      else throw parseError(`failed to parse select parameter (${whole})`, `unexpected "!${mod}"`);
    }
    return embed;
  }
  if (spread)
    throw parseError(
      `failed to parse select parameter (${whole})`,
      `spread needs a relation: "${item}"`,
    );
  return parseField(item, whole);
}

function parseCast(raw: string): string {
  const cast = raw.trim();
  if (!CAST_TYPE.test(cast)) throw parseError(`invalid cast type "${cast}"`);
  return cast;
}

function parseField(item: string, whole: string): SelectItem {
  let rest = item;
  let alias: string | undefined;
  const colon = findAliasColon(rest);
  if (colon >= 0) {
    alias = parseIdentifier(rest.slice(0, colon), 'alias');
    rest = rest.slice(colon + 1);
  }
  // `count()`, `col.sum()`, each with optional casts before and after the call.
  const agg = /^(?:(.*)\.)?(count|sum|avg|min|max)\(\)(?:::(.+))?$/s.exec(rest.trim());
  if (agg) {
    const fn = agg[2] as AggregateFn;
    const out: SelectItem = { column: '', alias, aggregate: fn };
    if (agg[3] !== undefined) out.aggregateCast = parseCast(agg[3]);
    if (agg[1] === undefined) {
      if (fn !== 'count')
        throw parseError(`failed to parse select parameter (${whole})`, `${fn}() needs a column`);
      return out;
    }
    const inner = parseField(agg[1], whole);
    if (inner.alias !== undefined && inner.jsonPath === undefined)
      throw parseError(`failed to parse select parameter (${whole})`);
    return {
      ...out,
      column: inner.column,
      ...(inner.cast && { cast: inner.cast }),
      ...(inner.jsonPath && { jsonPath: inner.jsonPath }),
    };
  }
  let cast: string | undefined;
  const castAt = rest.lastIndexOf('::');
  if (castAt > 0) {
    cast = parseCast(rest.slice(castAt + 2));
    rest = rest.slice(0, castAt);
  }
  const field = parseFieldPath(rest);
  const last = field.jsonPath?.at(-1);
  // PostgREST names a JSON path after its last key unless aliased.
  if (last && alias === undefined) alias = last.key;
  return {
    column: field.column,
    alias,
    cast,
    ...(field.jsonPath && { jsonPath: field.jsonPath }),
  };
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
    children.push(parseTreeCondition(item, raw));
  }
  return { kind: 'logic', op, negated, children };
}

const OPERATOR_START = /^(not|[a-z]+)(\([^)]*\))?$/;

/**
 * One condition of a logic tree: `col.op.value`, or `embed.col.op.value` for a column of an
 * embedded resource; the first segment that is an operator (or `not`) ends the field.
 */
function parseTreeCondition(item: string, raw: string): FilterNode {
  const segments = splitDots(item);
  for (let i = 1; i < segments.length; i++) {
    const m = OPERATOR_START.exec(segments[i] as string);
    if (m && (m[1] === 'not' || FILTER_OPS.has(m[1] as string))) {
      const field = parseFieldPath(segments[i - 1] as string);
      const path = segments.slice(0, i - 1).map((p) => parseIdentifier(p, 'relation'));
      const node = parseOperation(field.column, segments.slice(i).join('.'), true, field.jsonPath);
      if (path.length) node.path = path;
      return node;
    }
  }
  throw parseError(`failed to parse logic tree (${raw})`, `bad condition "${item}"`);
}

/** Splits on '.' outside double quotes and JSON arrows' keys stay with their column. */
function splitDots(input: string): string[] {
  const out: string[] = [];
  let current = '';
  let inQuotes = false;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    if (ch === '"') inQuotes = !inQuotes;
    if (ch === '\\' && inQuotes) {
      current += ch + (input[++i] ?? '');
      continue;
    }
    if (ch === '.' && !inQuotes) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out;
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
    const related = /^([^().]+)\(([^()]+)\)(?:\.(.*))?$/.exec(item);
    const columnRaw = related ? (related[2] as string) : dot > 0 ? item.slice(0, dot) : item;
    const modifiersRaw = related ? related[3] : dot > 0 ? item.slice(dot + 1) : undefined;
    const modifiers = modifiersRaw ? modifiersRaw.split('.') : [];
    const field = parseFieldPath(columnRaw);
    const order: OrderItem = { ...field, direction: 'asc' };
    if (related) order.relation = parseIdentifier(related[1] as string, 'relation');
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

/** `books.order=...`, `books.limit=1`: order and range of an embedded resource, by path. */
export interface EmbedParams {
  order?: OrderItem[];
  limit?: number;
  offset?: number;
}

/** Filters and logic trees of a query string (everything but the reserved parameters). */
export function parseConditions(
  params: URLSearchParams,
  skip: Set<string> = new Set(),
): ConditionNode[] {
  return parseQuery(params, skip).conditions;
}

/**
 * Splits a query string into conditions (each with the embed path it applies to) and the
 * order/limit/offset of embedded resources, keyed by their dotted path.
 */
export function parseQuery(
  params: URLSearchParams,
  skip: Set<string> = new Set(),
): { conditions: ConditionNode[]; embeds: Map<string, EmbedParams> } {
  const conditions: ConditionNode[] = [];
  const embeds = new Map<string, EmbedParams>();
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key) || skip.has(key)) continue;
    const segments = key.startsWith('"') ? [key] : splitDots(key);
    // `a.b.not.or=(...)`: a negated logic tree of an embedded resource.
    let last = segments.at(-1) as string;
    let negated = false;
    if ((last === 'or' || last === 'and') && segments.at(-2) === 'not') {
      negated = true;
      segments.splice(-2, 1);
    }
    last = segments.at(-1) as string;
    const path = segments.slice(0, -1).map((p) => parseIdentifier(p, 'relation'));
    if (last === 'or' || last === 'and') {
      const tree = parseLogicTree(last, negated, value);
      conditions.push(path.length ? prefixPath(tree, path) : tree);
      continue;
    }
    if (path.length && (last === 'order' || last === 'limit' || last === 'offset')) {
      const k = path.join('.');
      const entry = embeds.get(k) ?? {};
      if (last === 'order') entry.order = parseOrder(value);
      else entry[last] = parseNonNegativeInt(value, last);
      embeds.set(k, entry);
      continue;
    }
    const field = parseFieldPath(segments.length > 1 ? last : key);
    const node = parseOperation(field.column, value, false, field.jsonPath);
    if (path.length) node.path = path;
    conditions.push(node);
  }
  return { conditions, embeds };
}

/** A logic tree of an embedded resource: every condition in it applies under `path`. */
function prefixPath(node: ConditionNode, path: string[]): ConditionNode {
  if (node.kind === 'filter') return { ...node, path: [...path, ...(node.path ?? [])] };
  return { ...node, children: node.children.map((c) => prefixPath(c, path)) };
}
