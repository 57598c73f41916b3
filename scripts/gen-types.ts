/**
 * `npm run gen:types`: writes the generated part of src/lib/database.types.ts from
 * supabase/migrations, in the shape `supabase gen types typescript --local` produces (postgres-meta's
 * template). The migrations are applied to a throwaway PGlite database and its catalog is read, so
 * the types describe what Postgres actually built, not what a regex reads in the SQL.
 *
 * `--check` writes nothing and exits 1 when the committed file is stale.
 *
 * Our own generator because the Supabase CLI needs Docker and the network; this is ~250 lines
 * against a 60 MB binary plus images.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import prettier from 'prettier';
import { applyMigrations, openDatabase } from 'local-supabase/db';
import { REPO_ROOT } from 'local-supabase/env';

export const TYPES_FILE = path.join(REPO_ROOT, 'src', 'lib', 'database.types.ts');
/** Everything from this line on is written by hand and kept as it is. */
export const HAND_WRITTEN_MARKER = '// Hand-written additions';
const SCHEMAS = ['public'];
// What PostgREST's version header would report; kept as the CLI wrote it for this project.
const POSTGREST_VERSION = '12.2.3 (519615d)';

interface Column {
  table: string;
  name: string;
  type: string;
  typeSchema: string;
  typeCategory: string;
  elementType: string | null;
  notNull: boolean;
  hasDefault: boolean;
  identity: string;
  generated: string;
}

interface Relation {
  name: string;
  kind: 'table' | 'view';
  insertable: boolean;
}

interface ForeignKey {
  table: string;
  name: string;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

interface FunctionInfo {
  name: string;
  argNames: string[];
  argTypes: string[];
  argDefaults: number;
  returnType: string;
  returnTypeRelation: string | null;
  returnsSet: boolean;
  /** The columns of `returns table(...)` and OUT parameters, in order (empty otherwise). */
  outNames: string[];
  outTypes: string[];
  /** Whether it says `returns table(...)` (postgres-meta's case 1: rows even of one column). */
  returnsTable: boolean;
}

interface EnumInfo {
  name: string;
  values: string[];
}

const q = JSON.stringify;

function scalarTsType(pgType: string, enums: Set<string>, schema: string): string {
  if (enums.has(pgType)) return `Database[${q(schema)}]['Enums'][${q(pgType)}]`;
  switch (pgType) {
    case 'bool':
      return 'boolean';
    case 'int2':
    case 'int4':
    case 'int8':
    case 'float4':
    case 'float8':
    case 'numeric':
      return 'number';
    case 'json':
    case 'jsonb':
      return 'Json';
    case 'void':
      return 'undefined';
    case 'record':
      return 'Record<string, unknown>';
    case 'bytea':
    case 'bpchar':
    case 'varchar':
    case 'date':
    case 'text':
    case 'citext':
    case 'time':
    case 'timetz':
    case 'timestamp':
    case 'timestamptz':
    case 'uuid':
    case 'vector':
    case 'inet':
    case 'cidr':
    case 'macaddr':
    case 'interval':
    case 'tsvector':
    case 'name':
      return 'string';
    default:
      return 'unknown';
  }
}

function tsType(pgType: string, enums: Set<string>, schema: string): string {
  // Array types are named after their element with a leading underscore (`_text`).
  if (pgType.startsWith('_')) return `${scalarTsType(pgType.slice(1), enums, schema)}[]`;
  return scalarTsType(pgType, enums, schema);
}

async function introspect(db: PGlite, schema: string) {
  const relations = (
    await db.query<Relation>(
      `select c.relname as name,
              case when c.relkind in ('r', 'p') then 'table' else 'view' end as kind,
              c.relkind in ('r', 'p') or pg_relation_is_updatable(c.oid::regclass, false) & 8 = 8
                as insertable
         from pg_class c
        where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
        order by c.relname`,
      [schema],
    )
  ).rows;
  const columns = (
    await db.query<Column>(
      `select c.relname as table, a.attname as name, t.typname as type,
              t.typnamespace::regnamespace::text as "typeSchema", t.typcategory as "typeCategory",
              et.typname as "elementType", a.attnotnull as "notNull", a.atthasdef as "hasDefault",
              a.attidentity as identity, a.attgenerated as generated
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_type t on t.oid = a.atttypid
         left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
        where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
          and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attname`,
      [schema],
    )
  ).rows;
  const foreignKeys = (
    await db.query<ForeignKey>(
      `select src.relname as table, con.conname as name,
              array(select attname from unnest(con.conkey) with ordinality k(n, i)
                      join pg_attribute on attrelid = con.conrelid and attnum = k.n order by k.i)
                as columns,
              ref.relname as "referencedRelation",
              array(select attname from unnest(con.confkey) with ordinality k(n, i)
                      join pg_attribute on attrelid = con.confrelid and attnum = k.n order by k.i)
                as "referencedColumns",
              exists (select 1 from pg_constraint u
                       where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                         and (select array_agg(x order by x) from unnest(u.conkey) x)
                           = (select array_agg(x order by x) from unnest(con.conkey) x))
                as "isOneToOne"
         from pg_constraint con
         join pg_class src on src.oid = con.conrelid
         join pg_class ref on ref.oid = con.confrelid
        where con.contype = 'f' and src.relnamespace = $1::regnamespace
        order by src.relname, con.conname`,
      [schema],
    )
  ).rows;
  const functions = (
    await db.query<FunctionInfo>(
      `select p.proname as name,
              case when p.proargmodes is null then coalesce(p.proargnames, '{}')
                   else array(select coalesce(p.proargnames[m.i], '')
                                from unnest(p.proargmodes) with ordinality m(mode, i)
                               where m.mode in ('i', 'b', 'v') order by m.i) end as "argNames",
              array(select t.typname from unnest(p.proargtypes) with ordinality a(oid, i)
                      join pg_type t on t.oid = a.oid order by a.i) as "argTypes",
              p.pronargdefaults as "argDefaults", rt.typname as "returnType",
              case when rt.typtype = 'c' then rc.relname end as "returnTypeRelation",
              p.proretset as "returnsSet",
              -- proallargtypes/proargmodes list every parameter; 't' (table) and 'o' (out) are
              -- the columns of the rows a function returns.
              array(select p.proargnames[m.i] from unnest(p.proargmodes) with ordinality m(mode, i)
                     where m.mode in ('t', 'o') order by m.i) as "outNames",
              array(select t.typname from unnest(p.proargmodes) with ordinality m(mode, i)
                      join pg_type t on t.oid = p.proallargtypes[m.i]
                     where m.mode in ('t', 'o') order by m.i) as "outTypes",
              't' = any(coalesce(p.proargmodes, '{}')) as "returnsTable"
         from pg_proc p
         join pg_type rt on rt.oid = p.prorettype
         left join pg_class rc on rc.oid = rt.typrelid
        where p.pronamespace = $1::regnamespace and p.prokind = 'f'
          and rt.typname not in ('trigger', 'event_trigger')
        order by p.proname, p.oid`,
      [schema],
    )
  ).rows;
  const enums = (
    await db.query<EnumInfo>(
      `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as values
         from pg_type t join pg_enum e on e.enumtypid = t.oid
        where t.typnamespace = $1::regnamespace
        group by t.typname order by t.typname`,
      [schema],
    )
  ).rows;
  return { relations, columns, foreignKeys, functions, enums };
}

type Schema = Awaited<ReturnType<typeof introspect>>;

// Prettier keeps an object expanded when a newline follows its brace, as the CLI's output is.
const NEVER = '{\n[_ in never]: never\n}';
const obj = (members: string[], sep = '\n') => `{\n${members.join(sep)}\n}`;

function renderSchema(schema: string, s: Schema): string {
  const enumNames = new Set(s.enums.map((e) => e.name));
  const colType = (c: Column) => tsType(c.type, enumNames, schema);
  const block = (kind: Relation['kind']) => {
    const rels = s.relations.filter((r) => r.kind === kind);
    if (rels.length === 0) return NEVER;
    return obj(
      rels.map((rel) => {
        const cols = s.columns.filter((c) => c.table === rel.name);
        // Views cannot promise NOT NULL, so their columns are nullable as postgres-meta writes them.
        const nullable = (c: Column) => kind === 'view' || !c.notNull;
        const row = obj(
          cols.map((c) => `${q(c.name)}: ${colType(c)}${nullable(c) ? ' | null' : ''}`),
        );
        const writable = cols.filter((c) => c.generated !== 's' && c.identity !== 'a');
        const insert = obj(
          writable.map((c) => {
            const optional = nullable(c) || c.hasDefault || c.identity !== '';
            return `${q(c.name)}${optional ? '?' : ''}: ${colType(c)}${nullable(c) ? ' | null' : ''}`;
          }),
        );
        const update = obj(
          writable.map((c) => `${q(c.name)}?: ${colType(c)}${nullable(c) ? ' | null' : ''}`),
        );
        const rels2 = s.foreignKeys
          .filter((fk) => fk.table === rel.name)
          .map(
            (fk) => `{
              foreignKeyName: ${q(fk.name)}
              columns: ${q(fk.columns)}
              isOneToOne: ${fk.isOneToOne}
              referencedRelation: ${q(fk.referencedRelation)}
              referencedColumns: ${q(fk.referencedColumns)}
            }`,
          )
          .join(',');
        const writes = rel.insertable ? `Insert: ${insert}\nUpdate: ${update}\n` : '';
        return `${q(rel.name)}: {
          Row: ${row}
          ${writes}Relationships: [${rels2}]
        }`;
      }),
    );
  };

  const functionNames = [...new Set(s.functions.map((f) => f.name))];
  const fnType = (f: FunctionInfo) => {
    const required = f.argTypes.length - f.argDefaults;
    const args = f.argTypes.length
      ? obj(
          f.argTypes.map(
            (t, i) =>
              `${q(f.argNames[i] ?? '')}${i >= required ? '?' : ''}: ${tsType(t, enumNames, schema)}`,
          ),
        )
      : 'never';
    let returns: string;
    if (f.returnsTable || f.outNames.length > 1) {
      // `returns table(...)` or several OUT parameters: one object per row, as postgres-meta
      // writes them (columns not null: Postgres says nothing of their nullability).
      returns = obj(
        f.outNames.map((n, i) => `${q(n)}: ${tsType(f.outTypes[i] ?? '', enumNames, schema)}`),
      );
    } else if (f.returnTypeRelation) {
      const cols = s.columns.filter((c) => c.table === f.returnTypeRelation);
      returns = obj(cols.map((c) => `${q(c.name)}: ${colType(c)}${c.notNull ? '' : ' | null'}`));
    } else {
      returns = tsType(f.returnType, enumNames, schema);
    }
    if (f.returnsSet) returns = `${returns}[]`;
    return `{ Args: ${args}; Returns: ${returns} }`;
  };
  const functionsBlock = functionNames.length
    ? obj(
        functionNames.map((name) => {
          const overloads = s.functions.filter((f) => f.name === name).map(fnType);
          return `${q(name)}: ${overloads.join(' | ')}`;
        }),
      )
    : NEVER;
  const enumsBlock = s.enums.length
    ? obj(s.enums.map((e) => `${q(e.name)}: ${e.values.map((v) => q(v)).join(' | ')}`))
    : NEVER;

  return `${q(schema)}: {
    Tables: ${block('table')}
    Views: ${block('view')}
    Functions: ${functionsBlock}
    Enums: ${enumsBlock}
    CompositeTypes: ${NEVER}
  }`;
}

/** TablesInsert<> and TablesUpdate<>: one shape, over a table's Insert or its Update type. */
const writeHelper = (
  name: string,
  field: 'Insert' | 'Update',
  letter: string,
) => `export type ${name}<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      ${field}: infer ${letter};
    }
    ? ${letter}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        ${field}: infer ${letter};
      }
      ? ${letter}
      : never
    : never;`;

/** Enums<> and CompositeTypes<>: one shape, over the schema's enums or its composite types. */
const writeSchemaHelper = (name: string, param: string, key: string) => `export type ${name}<
  ${param} extends
    keyof DefaultSchema['${name}'] | { schema: keyof DatabaseWithoutInternals },
  ${key} extends (${param} extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[${param}['schema']]['${name}']
    : never) = never,
> = ${param} extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[${param}['schema']]['${name}'][${key}]
  : ${param} extends keyof DefaultSchema['${name}']
    ? DefaultSchema['${name}'][${param}]
    : never;`;

/** The helper types the CLI appends (Tables<>, TablesInsert<>, …), as it writes them. */
const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

${writeHelper('TablesInsert', 'Insert', 'I')}

${writeHelper('TablesUpdate', 'Update', 'U')}

${writeSchemaHelper('Enums', 'DefaultSchemaEnumNameOrOptions', 'EnumName')}

${writeSchemaHelper('CompositeTypes', 'PublicCompositeTypeNameOrOptions', 'CompositeTypeName')}
`;

const HEADER = `/**
 * Types of the database. The part above the hand-written marker is GENERATED by \`npm run gen:types\`
 * from supabase/migrations in the shape \`supabase gen types typescript --local\` produces; do not
 * edit it by hand (a test fails when it is stale). Below the marker: short names and the allowed
 * values of the CHECK constraints, written once.
 */`;

/** Applies the migrations to a throwaway database and renders the whole types file. */
export async function generateDatabaseTypes(
  migrationsDir = path.join(REPO_ROOT, 'supabase', 'migrations'),
  current = readFileSync(TYPES_FILE, 'utf8'),
): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gen-types-'));
  const db = await openDatabase({ dataDir });
  try {
    await applyMigrations(db, migrationsDir);
    return await databaseTypesOf(db, current);
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The types file for a migrated database, keeping `current`'s hand-written part. */
export async function databaseTypesOf(db: PGlite, current: string): Promise<string> {
  const schemas: string[] = [];
  const constants: string[] = [];
  for (const schema of SCHEMAS) {
    const s = await introspect(db, schema);
    schemas.push(renderSchema(schema, s));
    constants.push(
      `${q(schema)}: {\nEnums: ${obj(
        s.enums.map((e) => `${q(e.name)}: ${q(e.values)}`),
        ',',
      )}\n}`,
    );
  }
  const generated = `${HEADER}
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${q(POSTGREST_VERSION)}
  }
  ${schemas.join('\n')}
}
${HELPERS}
export const Constants = ${obj(constants, ',')} as const;
`;
  const markerAt = current.indexOf(HAND_WRITTEN_MARKER);
  if (markerAt < 0) throw new Error(`${TYPES_FILE} has no "${HAND_WRITTEN_MARKER}" line`);
  // Keep the hand-written part from the separator line above the marker on.
  const tailStart = current.lastIndexOf('\n// ----', markerAt);
  const tail = current.slice(tailStart >= 0 ? tailStart + 1 : markerAt);
  const options = (await prettier.resolveConfig(TYPES_FILE)) ?? {};
  return prettier.format(`${generated}\n${tail}`, { ...options, filepath: TYPES_FILE });
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const current = readFileSync(TYPES_FILE, 'utf8');
  const next = await generateDatabaseTypes(undefined, current);
  const rel = path.relative(REPO_ROOT, TYPES_FILE);
  if (check) {
    if (next !== current) {
      console.error(`${rel} is stale: run npm run gen:types`);
      process.exit(1);
    }
    console.log(`${rel} is up to date`);
    return;
  }
  if (next === current) {
    console.log(`${rel} unchanged`);
    return;
  }
  writeFileSync(TYPES_FILE, next);
  console.log(`wrote ${rel}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
