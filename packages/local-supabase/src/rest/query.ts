/**
 * SQL for a read plan, shaped like PostgREST's: each embedded resource is a LEFT JOIN LATERAL
 * subquery that yields its JSON (an object for to-one, an array for to-many); `!inner` and
 * `embed=is.null` test that JSON's presence; spreads lift the subquery's columns into the parent.
 */
import { notImplemented } from './errors.ts';
import type { ConditionNode, FilterNode, OrderItem, SelectItem } from './parse.ts';
import type { PlanNode } from './plan.ts';
import type { SchemaSnapshot } from './schema-cache.ts';
import { Params, filterSqlOn, quoteIdent, stepsSql } from './sql.ts';

export interface BuiltRead {
  /** `expr as "name", ...` of the root. */
  select: string;
  /** `from ... joins where ...` of the root (what count(*) also runs on). */
  fromWhere: string;
  groupBy: string;
  orderBy: string;
}

interface NamedExpr {
  expr: string;
  name: string;
  aggregate: boolean;
}

function lateralAlias(child: PlanNode): string {
  return quoteIdent(child.joinAlias ?? `${child.alias}_l`);
}

export class ReadBuilder {
  constructor(
    private readonly cache: SchemaSnapshot,
    private readonly params: Params,
  ) {}

  /** A column of `node` (a computed field is called with the row), with its JSON path. */
  columnExpr(node: PlanNode, column: string, jsonPath?: SelectItem['jsonPath']): string {
    let base: string;
    const fn =
      node.columnsKnown && !node.rel.columnNames.has(column)
        ? this.cache.computedField(node.rel, column)
        : undefined;
    if (fn) base = `${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}(${quoteIdent(node.alias)})`;
    else base = `${quoteIdent(node.alias)}.${quoteIdent(column)}`;
    return base + stepsSql(jsonPath);
  }

  /** Output columns of `node`, named as they appear in its JSON. */
  outputs(node: PlanNode): NamedExpr[] {
    const out: NamedExpr[] = [];
    for (const item of node.select) {
      if (item.column === '*' && !item.aggregate) {
        if (!node.columnsKnown) {
          out.push({ expr: `${quoteIdent(node.alias)}.*`, name: '*', aggregate: false });
          continue;
        }
        for (const c of node.rel.columns) {
          out.push({ expr: this.columnExpr(node, c.name), name: c.name, aggregate: false });
        }
        continue;
      }
      if (item.aggregate) {
        let arg = item.column === '' ? '*' : this.columnExpr(node, item.column, item.jsonPath);
        if (item.cast && item.column !== '') arg = `cast(${arg} as ${item.cast})`;
        let expr = `${item.aggregate}(${arg})`;
        if (item.aggregateCast) expr = `cast(${expr} as ${item.aggregateCast})`;
        out.push({ expr, name: item.alias ?? item.aggregate, aggregate: true });
        continue;
      }
      let expr = this.columnExpr(node, item.column, item.jsonPath);
      if (item.cast) expr = `cast(${expr} as ${item.cast})`;
      out.push({ expr, name: item.alias ?? item.column, aggregate: false });
    }
    for (const child of node.children) {
      const l = lateralAlias(child);
      // `users()`: embedded only to filter (e.g. with !inner), not part of the output.
      if (child.select.length === 0 && child.children.length === 0) continue;
      if (!child.spread) {
        const expr = child.relationship?.toOne
          ? `case when ${l}."__p" then (select row_to_json(_x) from (select ${this.outputs(child)
              .map((e) => `${l}.${quoteIdent(e.name)} as ${quoteIdent(e.name)}`)
              .join(', ')}) _x) end`
          : `coalesce(${l}."__v", '[]'::json)`;
        out.push({ expr, name: child.key, aggregate: false });
        continue;
      }
      for (const inner of this.outputs(child)) {
        if (inner.name === '*') throw notImplemented(`spreading a relation of unknown columns`);
        const ref = `${l}.${quoteIdent(inner.name)}`;
        out.push({
          expr: child.relationship?.toOne ? ref : `coalesce(${ref}, '[]'::json)`,
          name: inner.name,
          aggregate: false,
        });
      }
    }
    return out;
  }

  private selectSql(exprs: NamedExpr[]): string {
    return exprs
      .map((e) => (e.name === '*' ? e.expr : `${e.expr} as ${quoteIdent(e.name)}`))
      .join(', ');
  }

  /** `left join lateral (...) as "x_l" on true` for each embedded resource of `node`. */
  private joins(node: PlanNode): string {
    return node.children
      .map(
        (child) =>
          ` left join lateral (${this.childSql(node, child)}) as ${lateralAlias(child)} on true`,
      )
      .join('');
  }

  private presence(child: PlanNode): string {
    const l = lateralAlias(child);
    return child.relationship?.toOne ? `${l}."__p"` : `${l}."__v"`;
  }

  private childSql(parent: PlanNode, child: PlanNode): string {
    const rel = child.relationship;
    if (!rel) throw new Error('embedded node without a relationship');
    const a = quoteIdent(child.alias);
    const p = quoteIdent(parent.alias);
    const target = `${quoteIdent(rel.target.schema)}.${quoteIdent(rel.target.name)}`;
    let from: string;
    const where: string[] = [];
    if (rel.fn) {
      from = `from ${quoteIdent(rel.fn.schema)}.${quoteIdent(rel.fn.name)}(${p}) as ${a}`;
    } else if (rel.junction) {
      const j = quoteIdent(`${child.alias}_j`);
      const jt = `${quoteIdent(rel.junction.rel.schema)}.${quoteIdent(rel.junction.rel.name)}`;
      from = `from ${target} as ${a} inner join ${jt} as ${j} on ${rel.junction.target
        .map(([jc, tc]) => `${j}.${quoteIdent(jc)} = ${a}.${quoteIdent(tc)}`)
        .join(' and ')}`;
      for (const [jc, pc] of rel.junction.parent) {
        where.push(`${j}.${quoteIdent(jc)} = ${p}.${quoteIdent(pc)}`);
      }
    } else {
      from = `from ${target} as ${a}`;
      for (const [pc, tc] of rel.pairs ?? []) {
        where.push(`${a}.${quoteIdent(tc)} = ${p}.${quoteIdent(pc)}`);
      }
    }
    const body = this.body(child, `${from}${this.joins(child)}`, where);
    const exprs = this.outputs(child);
    if (rel.toOne) {
      const grouped = exprs.some((e) => e.aggregate);
      // The columns the parent orders or filters by (`__r.<column>`), each named: a whole-row
      // reference would need the select privilege on every column, which PostgREST does not.
      const raw = grouped
        ? ''
        : [...this.rawColumns(parent, child)]
            .map((c) => `, ${this.columnExpr(child, c)} as ${quoteIdent(`__r.${c}`)}`)
            .join('');
      return `select ${this.selectSql(exprs)}${exprs.length ? ', ' : ''}true as "__p"${raw} ${body.fromWhere}${body.groupBy}${body.orderBy}${body.limit}`;
    }
    const rows = `select ${this.selectSql(exprs)} ${body.fromWhere}${body.groupBy}${body.orderBy}${body.limit}`;
    if (child.spread) {
      const aggs = exprs.map((e) => `json_agg(_s.${quoteIdent(e.name)}) as ${quoteIdent(e.name)}`);
      return `select ${aggs.join(', ')}, count(*) > 0 as "__v" from (${rows}) _s`;
    }
    return `select json_agg(_s) as "__v" from (${rows}) _s`;
  }

  /** The columns of to-one `child` that `parent`'s order and filters name. */
  private rawColumns(parent: PlanNode, child: PlanNode): Set<string> {
    const columns = new Set<string>();
    for (const o of parent.order) if (o.relation === child.key) columns.add(o.column);
    const walk = (c: ConditionNode): void => {
      if (c.kind === 'logic') c.children.forEach(walk);
      else if (c.path?.length === 1 && c.path[0] === child.key) columns.add(c.column);
    };
    parent.conditions.forEach(walk);
    return columns;
  }

  private body(
    node: PlanNode,
    from: string,
    where: string[],
  ): { fromWhere: string; groupBy: string; orderBy: string; limit: string } {
    const clauses = [...where];
    for (const c of node.conditions) clauses.push(this.condition(node, c));
    for (const child of node.children) {
      if (child.inner) clauses.push(`${this.presence(child)} is not null`);
    }
    const fromWhere = `${from}${clauses.length ? ` where ${clauses.join(' and ')}` : ''}`;
    const exprs = this.outputs(node);
    const grouped = exprs.some((e) => e.aggregate);
    const groupExprs = exprs.filter((e) => !e.aggregate).map((e) => e.expr);
    const groupBy = grouped && groupExprs.length ? ` group by ${groupExprs.join(', ')}` : '';
    const orderBy = this.orderSql(node, node.order);
    let limit = '';
    if (node.limit !== undefined) limit += ` limit ${this.params.add(String(node.limit))}`;
    if (node.offset !== undefined) limit += ` offset ${this.params.add(String(node.offset))}`;
    return { fromWhere, groupBy, orderBy, limit };
  }

  orderSql(node: PlanNode, items: OrderItem[]): string {
    if (items.length === 0) return '';
    const parts = items.map((o) => {
      let expr: string;
      if (o.relation) {
        const child = node.children.find((c) => c.key === o.relation) as PlanNode;
        expr = `${lateralAlias(child)}.${quoteIdent(`__r.${o.column}`)}${stepsSql(o.jsonPath)}`;
      } else expr = this.columnExpr(node, o.column, o.jsonPath);
      return `${expr} ${o.direction}${o.nulls ? ` nulls ${o.nulls}` : ''}`;
    });
    return ` order by ${parts.join(', ')}`;
  }

  private condition(node: PlanNode, c: ConditionNode): string {
    if (c.kind === 'filter') return this.filter(node, c);
    const parts = c.children.map((ch) => this.condition(node, ch));
    const joined =
      parts.length === 0 ? 'true' : `(${parts.join(c.op === 'and' ? ' and ' : ' or ')})`;
    return c.negated ? `not ${joined}` : joined;
  }

  private filter(node: PlanNode, f: FilterNode): string {
    // `books=is.null` / `books=not.is.null`: whether the embedded resource has rows.
    const embedded = f.path?.length ? undefined : node.children.find((c) => c.key === f.column);
    if (embedded && f.op === 'is' && (f.value === 'null' || f.value === 'not_null')) {
      const sql = `${this.presence(embedded)} is ${f.value === 'null' ? 'null' : 'not null'}`;
      return f.negated ? `not (${sql})` : sql;
    }
    let target: string;
    if (f.path?.length) {
      let child: PlanNode | undefined = node;
      for (const step of f.path) child = child?.children.find((c) => c.key === step);
      if (!child || f.path.length !== 1 || !child.relationship?.toOne) {
        throw notImplemented(
          `filters on to-many embedded columns inside logic trees (${f.path.join('.')}.${f.column})`,
        );
      }
      target = `${lateralAlias(child)}.${quoteIdent(`__r.${f.column}`)}${stepsSql(f.jsonPath)}`;
    } else {
      target = this.columnExpr(node, f.column, f.jsonPath);
    }
    return filterSqlOn(target, f, this.params);
  }

  /** The root's clauses; `source` is its FROM item, e.g. `"public"."books" as "books"`. */
  build(root: PlanNode, source: string): BuiltRead {
    const body = this.body(root, `from ${source}${this.joins(root)}`, []);
    return {
      select: this.selectSql(this.outputs(root)),
      fromWhere: body.fromWhere,
      groupBy: body.groupBy,
      orderBy: body.orderBy,
    };
  }
}
