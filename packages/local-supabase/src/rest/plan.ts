/**
 * The read plan: the parsed select, filters and order resolved against the schema cache into a
 * tree of relations, each joined to its parent by a relationship (PostgREST's ReadPlan).
 * Relationship errors (PGRST200/201/108) and the aggregate switch (PGRST123) are raised here.
 */
import { PgrstError } from './errors.ts';
import type {
  ConditionNode,
  EmbedItem,
  EmbedParams,
  FilterNode,
  OrderItem,
  SelectEntry,
  SelectItem,
} from './parse.ts';
import type { ForeignKey, FunctionInfo, Relation, SchemaSnapshot } from './schema-cache.ts';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Relationship {
  cardinality: Cardinality;
  target: Relation;
  toOne: boolean;
  /** Pairs (parent column, target column) for direct foreign keys. */
  pairs?: [string, string][];
  fk?: ForeignKey;
  /** Many-to-many: the junction and its pairs (junction col, parent col), (junction col, target col). */
  junction?: { rel: Relation; parent: [string, string][]; target: [string, string][] };
  fn?: FunctionInfo;
}

export interface PlanNode {
  rel: Relation;
  /** SQL alias of the relation in the query. */
  alias: string;
  /** The key the embed appears under in the parent's JSON (alias or name). */
  key: string;
  select: SelectItem[];
  children: PlanNode[];
  conditions: ConditionNode[];
  order: OrderItem[];
  limit?: number;
  offset?: number;
  relationship?: Relationship;
  /** SQL alias of the lateral subquery that joins this embed to its parent. */
  joinAlias?: string;
  inner: boolean;
  spread: boolean;
  /** False for rpc results of unknown shape: column names are then left to Postgres. */
  columnsKnown: boolean;
}

export interface PlanInput {
  cache: SchemaSnapshot;
  select: SelectEntry[];
  conditions: ConditionNode[];
  order: OrderItem[];
  embeds: Map<string, EmbedParams>;
}

/** Postgres's own 42703, naming the relation by its alias in the query as PostgREST's SQL does. */
export function columnError(alias: string, column: string): PgrstError {
  return new PgrstError(400, '42703', `column ${alias}.${column} does not exist`);
}

class Planner {
  constructor(
    private readonly cache: SchemaSnapshot,
    private readonly embeds: Map<string, EmbedParams>,
  ) {}

  node(
    rel: Relation,
    alias: string,
    key: string,
    entries: SelectEntry[],
    path: string[],
    columnsKnown: boolean,
  ): PlanNode {
    const node: PlanNode = {
      rel,
      alias,
      key,
      select: [],
      children: [],
      conditions: [],
      order: [],
      inner: false,
      spread: false,
      columnsKnown,
    };
    for (const entry of entries) {
      if (entry.kind === 'embed') {
        node.children.push(this.embed(node, entry, path));
        continue;
      }
      if (entry.aggregate && !this.cache.aggregatesEnabled) {
        throw new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      }
      // `leads(count)`: the embedded count PostgREST kept from before aggregates existed.
      if (
        path.length > 0 &&
        entry.column === 'count' &&
        !entry.aggregate &&
        !entry.jsonPath &&
        !rel.columnNames.has('count')
      ) {
        node.select.push({ column: '', alias: entry.alias, aggregate: 'count' });
        continue;
      }
      this.checkColumn(node, entry.column);
      node.select.push(entry);
    }
    const params = this.embeds.get(path.join('.'));
    if (path.length > 0 && params) {
      node.order = params.order ?? [];
      node.limit = params.limit;
      node.offset = params.offset;
    }
    return node;
  }

  checkColumn(node: PlanNode, column: string): void {
    if (column === '*' || column === '' || !node.columnsKnown) return;
    if (node.rel.columnNames.has(column)) return;
    if (this.cache.computedField(node.rel, column)) return;
    throw columnError(node.alias, column);
  }

  private embed(parent: PlanNode, item: EmbedItem, path: string[]): PlanNode {
    const relationship = this.resolve(parent.rel, item);
    const key = item.alias ?? item.name;
    const depth = path.length + 1;
    // PostgREST's aliases: two embeds of one name at one level clash in SQL as they do there.
    const alias = `${relationship.target.name}_${depth}`;
    const child = this.node(relationship.target, alias, key, item.select, [...path, key], true);
    child.relationship = relationship;
    child.joinAlias = `${parent.rel.name}_${key}_${depth}`;
    child.inner = item.join === 'inner';
    child.spread = item.spread;
    return child;
  }

  /** PostgREST's relationship lookup: candidates by name, narrowed by the hint. */
  resolve(parent: Relation, item: EmbedItem): Relationship {
    const { name, hint } = item;
    const candidates: { rel: Relationship; names: string[] }[] = [];
    const unique = (rel: Relation, cols: string[]) =>
      rel.uniques.some((u) => u.length === cols.length && u.every((c) => cols.includes(c)));
    const sameParent = (schema: string, table: string) =>
      schema === parent.schema && table === parent.name;
    for (const fk of this.cache.fks) {
      // Parent holds the key: many-to-one (one-to-one when the key is unique).
      if (sameParent(fk.schema, fk.table)) {
        const target = this.cache.relation(fk.fSchema, fk.fTable);
        const byTable = fk.fTable === name;
        // By key column or constraint name, the key's own referenced table is meant.
        const byColumn = !fk.fProjected && fk.columns.length === 1 && fk.columns[0] === name;
        const byConstraint = !fk.fProjected && fk.name === name;
        // On a self-reference the table's own name means its children (one-to-many), not the parent.
        const selfByName =
          !hint && byTable && !byColumn && !byConstraint && fk.fTable === parent.name;
        if (target && !selfByName && (byTable || byColumn || byConstraint)) {
          const o2o = unique(parent, fk.columns);
          candidates.push({
            rel: {
              cardinality: o2o ? 'one-to-one' : 'many-to-one',
              target,
              toOne: true,
              fk,
              pairs: fk.columns.map((c, i) => [c, fk.fColumns[i] as string]),
            },
            names: [fk.name, ...single(fk.columns), ...single(fk.fColumns)],
          });
        }
      }
      // Target holds the key: one-to-many (one-to-one when the key is unique there).
      if (sameParent(fk.fSchema, fk.fTable) && (fk.table === name || fk.name === name)) {
        const target = this.cache.relation(fk.schema, fk.table);
        if (target) {
          const o2o = unique(target, fk.columns);
          candidates.push({
            rel: {
              cardinality: o2o ? 'one-to-one' : 'one-to-many',
              target,
              toOne: o2o,
              fk,
              pairs: fk.fColumns.map((c, i) => [c, fk.columns[i] as string]),
            },
            names: [fk.name, ...single(fk.columns), ...single(fk.fColumns)],
          });
        }
      }
    }
    // Many-to-many through a junction whose keys to both sides are part of its primary key.
    for (const a of this.cache.fks) {
      if (!sameParent(a.fSchema, a.fTable)) continue;
      const junction = this.cache.relation(a.schema, a.table);
      if (!junction || !a.columns.every((c) => junction.pk.includes(c))) continue;
      for (const b of this.cache.fks) {
        if (b === a || b.schema !== a.schema || b.table !== a.table || b.fTable !== name) continue;
        if (b.name === a.name && b.fTable === a.fTable) continue;
        if (!b.columns.every((c) => junction.pk.includes(c))) continue;
        const target = this.cache.relation(b.fSchema, b.fTable);
        if (!target) continue;
        candidates.push({
          rel: {
            cardinality: 'many-to-many',
            target,
            toOne: false,
            junction: {
              rel: junction,
              parent: a.columns.map((c, i) => [c, a.fColumns[i] as string]),
              target: b.columns.map((c, i) => [c, b.fColumns[i] as string]),
            },
            fk: a,
          },
          names: [junction.name, a.name, b.name],
        });
      }
    }
    // Computed relationships: a function of the parent's row type returning the target's rows.
    for (const fn of this.cache.computedRelationships(parent)) {
      if (fn.name !== name || !fn.returnsRelation) continue;
      const target = this.cache.relation(fn.returnsRelation.schema, fn.returnsRelation.name);
      if (!target) continue;
      candidates.push({
        rel: {
          cardinality: fn.singleRow ? 'many-to-one' : 'one-to-many',
          target,
          toOne: fn.singleRow,
          fn,
        },
        names: [],
      });
      // A computed relationship overrides the detected ones of the same name.
      return candidates.at(-1)!.rel;
    }

    const matching = hint ? candidates.filter((c) => c.names.includes(hint)) : candidates;
    if (matching.length === 1) return (matching[0] as (typeof matching)[number]).rel;
    if (matching.length === 0) {
      const using = hint ? ` using the hint '${hint}'` : '';
      throw new PgrstError(
        400,
        'PGRST200',
        `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
        `Searched for a foreign key relationship between '${parent.name}' and '${name}'${using} in the schema '${parent.schema}', but no matches were found.`,
        this.suggest(parent, name),
      );
    }
    // Self-references: a column hint picks the many-to-one side (PostgREST's rule).
    if (hint) {
      const m2o = matching.filter(
        (c) => c.rel.cardinality === 'many-to-one' && c.rel.fk?.columns.includes(hint),
      );
      if (m2o.length === 1) return (m2o[0] as (typeof m2o)[number]).rel;
    }
    throw new PgrstError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      matching.map((c) => describe(parent, c.rel)),
      `Try changing '${name}' to one of the following: ${matching
        .map((c) => `'${name}!${hintFor(c.rel)}'`)
        .join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }

  private suggest(parent: Relation, name: string): string | null {
    // PostgREST suggests a close relation name that the parent does have a relationship with.
    let best: string | null = null;
    let bestScore = Infinity;
    const names = new Set<string>();
    for (const fk of this.cache.fks) {
      if (fk.schema === parent.schema && fk.table === parent.name) names.add(fk.fTable);
      if (fk.fSchema === parent.schema && fk.fTable === parent.name) names.add(fk.table);
    }
    for (const n of names) {
      const d = editDistance(n, name);
      if (d < bestScore && d <= Math.max(2, Math.floor(name.length / 3))) {
        best = n;
        bestScore = d;
      }
    }
    return best ? `Perhaps you meant '${best}' instead of '${name}'.` : null;
  }

  /** Moves each condition to the node its path names; PGRST108 for a path not embedded. */
  place(root: PlanNode, conditions: ConditionNode[]): void {
    for (const c of conditions) {
      if (c.kind === 'filter' && c.path?.length) {
        const target = this.find(root, c.path);
        target.conditions.push({ ...c, path: undefined });
      } else if (c.kind === 'logic' && allSamePath(c)) {
        const p = firstPath(c);
        const target = p.length ? this.find(root, p) : root;
        target.conditions.push(p.length ? stripPath(c) : c);
      } else {
        // Mixed paths (`or=(title.eq.x,author.name.eq.y)`): resolved against root's embeds.
        for (const f of filters(c)) if (f.path?.length) this.find(root, f.path);
        root.conditions.push(c);
      }
    }
  }

  find(root: PlanNode, path: string[]): PlanNode {
    let node = root;
    for (const step of path) {
      const next = node.children.find((ch) => ch.key === step);
      if (!next) {
        throw new PgrstError(
          400,
          'PGRST108',
          `'${step}' is not an embedded resource in this request`,
          null,
          `Verify that '${step}' is included in the 'select' query parameter.`,
        );
      }
      node = next;
    }
    return node;
  }
}

function single(cols: string[]): string[] {
  return cols.length === 1 ? [cols[0] as string] : [];
}

function hintFor(rel: Relationship): string {
  if (rel.junction) return rel.junction.rel.name;
  return rel.fk?.name ?? '';
}

function describe(
  parent: Relation,
  rel: Relationship,
): { cardinality: string; embedding: string; relationship: string } {
  const fk = rel.fk as ForeignKey;
  let relationship: string;
  if (rel.junction) {
    relationship = `${rel.junction.rel.name} using ${fk.name}(${fk.columns.join(', ')}) and ${rel.junction.target.map((p) => p[0]).join(', ')}`;
  } else {
    const parentCols = (rel.pairs ?? []).map((p) => p[0]).join(', ');
    const targetCols = (rel.pairs ?? []).map((p) => p[1]).join(', ');
    relationship = `${fk.name} using ${parent.name}(${parentCols}) and ${rel.target.name}(${targetCols})`;
  }
  return {
    cardinality: rel.cardinality,
    embedding: `${parent.name} with ${rel.target.name}`,
    relationship,
  };
}

function* filters(c: ConditionNode): Generator<FilterNode> {
  if (c.kind === 'filter') yield c;
  else for (const ch of c.children) yield* filters(ch);
}
function firstPath(c: ConditionNode): string[] {
  for (const f of filters(c)) return f.path ?? [];
  return [];
}
function allSamePath(c: ConditionNode): boolean {
  const p = firstPath(c).join('.');
  for (const f of filters(c)) if ((f.path ?? []).join('.') !== p) return false;
  return true;
}
function stripPath(c: ConditionNode): ConditionNode {
  if (c.kind === 'filter') return { ...c, path: undefined };
  return { ...c, children: c.children.map(stripPath) };
}

/** Levenshtein distance: how PostgREST picks the name to suggest for a misspelled one. */
export function editDistance(a: string, b: string): number {
  const dp = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = dp[0] as number;
    dp[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j] as number;
      dp[j] = Math.min(
        (dp[j] as number) + 1,
        (dp[j - 1] as number) + 1,
        prev + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      prev = tmp;
    }
  }
  return dp[b.length] as number;
}

/** Plans a read of `rel` (aliased `alias` in SQL) with its embeds, filters and order. */
export function planRead(
  input: PlanInput,
  rel: Relation,
  alias: string,
  columnsKnown = true,
): PlanNode {
  const planner = new Planner(input.cache, input.embeds);
  const root = planner.node(rel, alias, alias, input.select, [], columnsKnown);
  planner.place(root, input.conditions);
  root.order = input.order;
  for (const o of root.order) {
    if (o.relation) {
      const child = planner.find(root, [o.relation]);
      if (!child.relationship?.toOne) {
        throw new PgrstError(
          400,
          'PGRST118',
          `A related order on '${child.key}' is not possible`,
          `'${rel.name}' and '${child.key}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      planner.checkColumn(child, o.column);
    } else planner.checkColumn(root, o.column);
  }
  checkConditionColumns(planner, root);
  for (const path of input.embeds.keys()) planner.find(root, path.split('.'));
  return root;
}

function checkConditionColumns(planner: Planner, node: PlanNode): void {
  for (const c of node.conditions) {
    for (const f of filters(c)) {
      const target = f.path?.length ? planner.find(node, f.path) : node;
      if (target.children.some((ch) => ch.key === f.column) && f.op === 'is') continue;
      planner.checkColumn(target, f.column);
    }
  }
  for (const ch of node.children) checkConditionColumns(planner, ch);
}
