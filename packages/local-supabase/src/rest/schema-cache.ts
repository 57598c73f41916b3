/**
 * PostgREST's schema cache: relations, columns, keys, foreign-key relationships (projected onto
 * simple views), functions (rpc, computed fields and computed relationships) and the role
 * settings PostgREST reads from the database. Loaded in one catalog query after migrations and
 * again when `NOTIFY pgrst, 'reload schema'` arrives (bootstrap installs hosted's DDL event
 * triggers that send it), never per request.
 */
import type { PGlite } from '@electric-sql/pglite';

export interface Column {
  name: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  /** Defaults to a sequence (serial or identity). */
  sequence: boolean;
}

export interface Relation {
  schema: string;
  name: string;
  kind: string; // r, v, m, f, p
  columns: Column[];
  columnNames: Set<string>;
  pk: string[];
  /** Column sets with a unique constraint or index (the primary key included). */
  uniques: string[][];
  rowType: number;
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  fSchema: string;
  fTable: string;
  fColumns: string[];
  /** Projected onto a view on the referenced side (not the key's own table). */
  fProjected?: boolean;
}

export interface FunctionArg {
  name: string;
  type: string;
  typeOid: number;
  hasDefault: boolean;
}

export interface FunctionInfo {
  schema: string;
  name: string;
  retset: boolean;
  /** `setof t rows 1`: PostgREST embeds such a function's result as one object. */
  singleRow: boolean;
  typtype: string;
  rettype: string;
  /** The relation a function returns rows of (`setof t` / `returns t`), if any. */
  returnsRelation?: { schema: string; name: string };
  args: FunctionArg[];
  /** The whole JSON body goes to the one (unnamed, or `params=single-object`) parameter. */
  wholeBody: boolean;
}

interface RawCache {
  relations: {
    schema: string;
    name: string;
    kind: string;
    rowtype: number;
    columns: Column[] | null;
    pk: string[] | null;
    uniques: string[][] | null;
  }[];
  fks: ForeignKey[] | null;
  viewcols: { vschema: string; view: string; tschema: string; tbl: string; col: string }[] | null;
  functions:
    | {
        schema: string;
        name: string;
        retset: boolean;
        typtype: string;
        rettype: string;
        retrel_schema: string | null;
        retrel_name: string | null;
        argnames: string[] | null;
        argtypes: string[];
        argoids: number[];
        argmodes: string[] | null;
        ndefaults: number;
        rows: number;
      }[]
    | null;
  settings: { role: string; config: string[] }[] | null;
}

const CACHE_SQL = `
with rels as (
  select c.oid, n.nspname::text as schema, c.relname::text as name, c.relkind::text as kind,
         c.reltype::int as rowtype
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind in ('r', 'v', 'm', 'f', 'p') and n.nspname = any($1::text[])
)
select
  (select json_agg(json_build_object(
     'schema', r.schema, 'name', r.name, 'kind', r.kind, 'rowtype', r.rowtype,
     'columns', (select json_agg(json_build_object(
                    'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
                    'nullable', not a.attnotnull,
                    'hasDefault', a.atthasdef or a.attidentity <> '' or a.attgenerated <> '',
                    'sequence', a.attidentity <> ''
                      or pg_get_expr(d.adbin, d.adrelid) like 'nextval(%')
                  order by a.attnum)
                   from pg_attribute a
                   left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
                  where a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped),
     'pk', (select json_agg(a.attname order by k.i)
              from pg_index i, unnest(i.indkey::int2[]) with ordinality k(n, i)
              join pg_attribute a on a.attnum = k.n
             where i.indrelid = r.oid and i.indisprimary and a.attrelid = r.oid),
     'uniques', (select json_agg((select json_agg(a.attname) from unnest(i.indkey::int2[]) k(n)
                                    join pg_attribute a on a.attrelid = r.oid and a.attnum = k.n))
                   from pg_index i where i.indrelid = r.oid and i.indisunique and i.indpred is null)
   )) from rels r) as relations,
  (select json_agg(json_build_object(
     'name', con.conname, 'schema', n1.nspname, 'table', c1.relname,
     'columns', (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(n, i)
                   join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n),
     'fSchema', n2.nspname, 'fTable', c2.relname,
     'fColumns', (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n))
     order by con.conname)
     from pg_constraint con
     join pg_class c1 on c1.oid = con.conrelid join pg_namespace n1 on n1.oid = c1.relnamespace
     join pg_class c2 on c2.oid = con.confrelid join pg_namespace n2 on n2.oid = c2.relnamespace
    where con.contype = 'f' and n1.nspname = any($1::text[]) and n2.nspname = any($1::text[])) as fks,
  (select json_agg(distinct jsonb_build_object('vschema', vn.nspname, 'view', v.relname,
                                               'tschema', tn.nspname, 'tbl', t.relname, 'col', a.attname))
     from pg_rewrite rw
     join pg_class v on v.oid = rw.ev_class and v.relkind in ('v', 'm')
     join pg_namespace vn on vn.oid = v.relnamespace
     join pg_depend d on d.objid = rw.oid and d.classid = 'pg_rewrite'::regclass
                     and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0 and d.refobjid <> v.oid
     join pg_class t on t.oid = d.refobjid join pg_namespace tn on tn.oid = t.relnamespace
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     join pg_attribute va on va.attrelid = v.oid and va.attname = a.attname and not va.attisdropped
    where vn.nspname = any($1::text[])) as viewcols,
  (select json_agg(json_build_object(
     'schema', n.nspname, 'name', p.proname, 'retset', p.proretset, 'typtype', t.typtype,
     'rettype', t.typname, 'retrel_schema', rn.nspname, 'retrel_name', rc.relname,
     'argnames', p.proargnames,
     'argtypes', array(select format_type(x, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, i) order by i),
     'argoids', array(select x::int from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, i) order by i),
     'argmodes', p.proargmodes, 'ndefaults', p.pronargdefaults, 'rows', p.prorows) order by p.oid)
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     join pg_type t on t.oid = p.prorettype
     left join pg_class rc on rc.oid = t.typrelid and t.typrelid <> 0
     left join pg_namespace rn on rn.oid = rc.relnamespace
    where p.prokind = 'f' and n.nspname = any($1::text[])) as functions,
  (select json_agg(json_build_object('role', r.rolname, 'config', s.setconfig))
     from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
    where r.rolname in ('authenticator', 'anon', 'authenticated', 'service_role')) as settings
`;

/** Hosted Supabase's role statement timeouts, used when the database sets none. */
const HOSTED_TIMEOUTS: Record<string, number> = { anon: 3000, authenticated: 8000 };
const HOSTED_AUTHENTICATOR_TIMEOUT = 8000;

function parseDuration(value: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|min|h)?\s*$/.exec(value);
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = m[2] ?? 'ms';
  return n * ({ ms: 1, s: 1000, min: 60_000, h: 3_600_000 } as Record<string, number>)[unit]!;
}

export class SchemaSnapshot {
  readonly relations = new Map<string, Relation>();
  readonly fks: ForeignKey[] = [];
  readonly functions = new Map<string, FunctionInfo[]>();
  readonly byRowType = new Map<number, Relation>();
  /** Computed fields and relationships: functions of one row-type argument, per relation. */
  readonly rowFunctions = new Map<string, FunctionInfo[]>();
  readonly aggregatesEnabled: boolean;
  /** PostgREST's db-plan-enabled (`Accept: application/vnd.pgrst.plan`); off on hosted. */
  readonly planEnabled: boolean;
  private readonly timeouts = new Map<string, number>();

  constructor(raw: RawCache) {
    for (const r of raw.relations ?? []) {
      const columns = r.columns ?? [];
      const rel: Relation = {
        schema: r.schema,
        name: r.name,
        kind: r.kind,
        columns,
        columnNames: new Set(columns.map((c) => c.name)),
        pk: r.pk ?? [],
        uniques: r.uniques ?? [],
        rowType: r.rowtype,
      };
      this.relations.set(key(r.schema, r.name), rel);
      this.byRowType.set(r.rowtype, rel);
    }
    const fks = raw.fks ?? [];
    this.fks.push(...fks);
    // Project foreign keys onto views that expose all of a key's columns under the same names.
    const viewCols = new Map<string, Map<string, Set<string>>>(); // table -> view -> cols
    for (const vc of raw.viewcols ?? []) {
      const t = key(vc.tschema, vc.tbl);
      const views = viewCols.get(t) ?? new Map<string, Set<string>>();
      const v = key(vc.vschema, vc.view);
      const cols = views.get(v) ?? new Set<string>();
      cols.add(vc.col);
      views.set(v, cols);
      viewCols.set(t, views);
    }
    const sides = (schema: string, table: string, cols: string[]) => {
      const out: { schema: string; table: string }[] = [{ schema, table }];
      for (const [v, vcols] of viewCols.get(key(schema, table)) ?? []) {
        if (cols.every((c) => vcols.has(c))) {
          const [vs, vn] = splitKey(v);
          out.push({ schema: vs, table: vn });
        }
      }
      return out;
    };
    for (const fk of fks) {
      for (const from of sides(fk.schema, fk.table, fk.columns)) {
        for (const to of sides(fk.fSchema, fk.fTable, fk.fColumns)) {
          if (from.table === fk.table && to.table === fk.fTable && from.schema === fk.schema)
            continue;
          this.fks.push({
            ...fk,
            schema: from.schema,
            table: from.table,
            fSchema: to.schema,
            fTable: to.table,
            fProjected: to.table !== fk.fTable || to.schema !== fk.fSchema,
          });
        }
      }
    }

    for (const f of raw.functions ?? []) {
      const inputs: { name: string; type: string; typeOid: number }[] = [];
      f.argtypes.forEach((type, i) => {
        const mode = f.argmodes?.[i] ?? 'i';
        if (mode === 'i' || mode === 'b' || mode === 'v')
          inputs.push({ name: f.argnames?.[i] ?? '', type, typeOid: f.argoids[i] ?? 0 });
      });
      const firstDefault = inputs.length - f.ndefaults;
      const info: FunctionInfo = {
        schema: f.schema,
        name: f.name,
        retset: f.retset,
        singleRow: !f.retset || f.rows === 1,
        typtype: f.typtype,
        rettype: f.rettype,
        ...(f.retrel_schema &&
          f.retrel_name && { returnsRelation: { schema: f.retrel_schema, name: f.retrel_name } }),
        args: inputs.map((a, i) => ({ ...a, hasDefault: i >= firstDefault })),
        wholeBody: false,
      };
      const k = key(f.schema, f.name);
      this.functions.set(k, [...(this.functions.get(k) ?? []), info]);
      const first = info.args[0];
      const required = info.args.filter((a) => !a.hasDefault).length;
      if (first && required <= 1 && first.typeOid) {
        const rel = this.byRowType.get(first.typeOid);
        if (rel) {
          const rk = key(rel.schema, rel.name);
          this.rowFunctions.set(rk, [...(this.rowFunctions.get(rk) ?? []), info]);
        }
      }
    }

    const settings = new Map<string, Map<string, string>>();
    for (const s of raw.settings ?? []) {
      const m = settings.get(s.role) ?? new Map<string, string>();
      for (const item of s.config ?? []) {
        const eq = item.indexOf('=');
        if (eq > 0) m.set(item.slice(0, eq), item.slice(eq + 1));
      }
      settings.set(s.role, m);
    }
    const auth = settings.get('authenticator');
    this.aggregatesEnabled = auth?.get('pgrst.db_aggregates_enabled') === 'true';
    this.planEnabled = auth?.get('pgrst.db_plan_enabled') === 'true';
    const authTimeout = auth?.get('statement_timeout');
    const fallback =
      authTimeout !== undefined ? parseDuration(authTimeout) : HOSTED_AUTHENTICATOR_TIMEOUT;
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const own = settings.get(role)?.get('statement_timeout');
      const ms = own !== undefined ? parseDuration(own) : (HOSTED_TIMEOUTS[role] ?? fallback);
      if (ms) this.timeouts.set(role, ms);
    }
  }

  relation(schema: string, name: string): Relation | undefined {
    return this.relations.get(key(schema, name));
  }

  functionsNamed(schema: string, name: string): FunctionInfo[] {
    return this.functions.get(key(schema, name)) ?? [];
  }

  /** Scalar functions of the relation's row type (PostgREST's computed fields). */
  computedField(rel: Relation, name: string): FunctionInfo | undefined {
    return this.rowFunctions
      .get(key(rel.schema, rel.name))
      ?.find((f) => f.name === name && !f.returnsRelation && f.rettype !== 'void');
  }

  /** Functions of the relation's row type returning rows of another relation. */
  computedRelationships(rel: Relation): FunctionInfo[] {
    return (this.rowFunctions.get(key(rel.schema, rel.name)) ?? []).filter(
      (f) => f.returnsRelation !== undefined,
    );
  }

  /** The role's statement timeout in ms (0: none), as hosted sets them per role. */
  statementTimeout(role: string): number {
    return this.timeouts.get(role) ?? 0;
  }
}

function key(schema: string, name: string): string {
  return `${schema}\u0000${name}`;
}
function splitKey(k: string): [string, string] {
  const at = k.indexOf('\u0000');
  return [k.slice(0, at), k.slice(at + 1)];
}

/** Holds the current snapshot; marks it stale on `NOTIFY pgrst` and reloads before next use. */
export class SchemaCache {
  private snapshot: SchemaSnapshot | undefined;
  private stale = true;
  private loading: Promise<SchemaSnapshot> | undefined;

  /** `schemas`: the exposed schemas (PostgREST caches only those). */
  constructor(
    private readonly db: PGlite,
    private readonly schemas: string[],
  ) {}

  /** Starts listening for PostgREST's reload notifications. */
  async listen(): Promise<void> {
    await this.db.listen('pgrst', (payload) => {
      // PostgREST's channel: '' reloads both, 'reload config' our role settings (part of the snapshot).
      if (payload === '' || payload === 'reload schema' || payload === 'reload config') {
        this.stale = true;
      }
    });
  }

  invalidate(): void {
    this.stale = true;
  }

  async get(): Promise<SchemaSnapshot> {
    if (!this.stale && this.snapshot) return this.snapshot;
    if (!this.loading) {
      this.stale = false;
      this.loading = this.db
        .query<RawCache>(CACHE_SQL, [this.schemas])
        .then((res) => {
          this.snapshot = new SchemaSnapshot(res.rows[0] as RawCache);
          return this.snapshot;
        })
        .finally(() => {
          this.loading = undefined;
        });
    }
    return this.loading;
  }
}
