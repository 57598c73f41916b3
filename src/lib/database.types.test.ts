// @vitest-environment node
/**
 * Keeps the hand-kept `Database` type in step with supabase/migrations: every column, its
 * nullability and whether an insert may omit it, plus the allowed-value lists of the CHECK
 * constraints. The column specs below are typed from `Database`, so a type that drifts from them
 * fails `tsc`; the SQL that drifts from them fails this test.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  leadNotificationStatuses,
  leadSources,
  propertyStatuses,
  propertyTypes,
  userRoles,
  type Database,
} from './database.types';

type Tables = Database['public']['Tables'];

/** What the type says of each column: may it hold null, and may an insert leave it out. */
type ColumnSpec<T extends keyof Tables> = {
  [K in keyof Tables[T]['Row']]-?: {
    nullable: null extends Tables[T]['Row'][K] ? true : false;
    optionalOnInsert: K extends keyof Tables[T]['Insert']
      ? object extends Pick<Tables[T]['Insert'], K>
        ? true
        : false
      : never;
  };
};

const req = { nullable: false, optionalOnInsert: false } as const;
const withDefault = { nullable: false, optionalOnInsert: true } as const;
const nullable = { nullable: true, optionalOnInsert: true } as const;

const specs: { [T in keyof Tables]: ColumnSpec<T> } = {
  properties: {
    id: withDefault,
    title: req,
    description: nullable,
    property_type: withDefault,
    price: req,
    address: req,
    city: req,
    state: withDefault,
    zip_code: req,
    bedrooms: req,
    bathrooms: req,
    square_feet: req,
    status: withDefault,
    images: withDefault,
    listing_date: withDefault,
    created_at: withDefault,
    updated_at: withDefault,
  },
  leads: {
    id: withDefault,
    created_at: withDefault,
    source: req,
    full_name: req,
    email: req,
    phone: req,
    property_address: req,
    property_type: req,
    units_owned: req,
    has_current_manager: withDefault,
    biggest_frustration: req,
    preferred_contact: req,
    best_time: req,
    property_id: nullable,
    property_title: nullable,
    requested_date: nullable,
    requested_time: nullable,
    notification_status: withDefault,
    notification_error: nullable,
  },
  user_roles: {
    user_id: req,
    role: req,
    created_at: withDefault,
    invited_by: nullable,
  },
};

const migrationsDir = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));
const migrations = readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => readFileSync(migrationsDir + f, 'utf8'))
  .join('\n')
  // Comments would otherwise be read as columns.
  .replace(/--[^\n]*/g, '');

interface SqlColumn {
  name: string;
  nullable: boolean;
  hasDefault: boolean;
}

/** Columns of `create table public.<name> (...)` and its `add column`s, from the migrations' text. */
function sqlColumns(table: string): SqlColumn[] {
  const start = migrations.indexOf(`create table public.${table} (`);
  expect(start, `create table public.${table}`).toBeGreaterThanOrEqual(0);
  let depth = 0;
  let end = start;
  for (let i = migrations.indexOf('(', start); i < migrations.length; i++) {
    if (migrations[i] === '(') depth++;
    if (migrations[i] === ')') depth--;
    if (depth === 0) {
      end = i;
      break;
    }
  }
  const body = migrations.slice(migrations.indexOf('(', start) + 1, end);
  const parts: string[] = [];
  let current = '';
  depth = 0;
  for (const ch of body) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  parts.push(current.trim());
  // Columns later migrations add.
  const added = new RegExp(`alter table public\\.${table}\\s+add column ([^;]+);`, 'g');
  for (const m of migrations.matchAll(added)) parts.push(m[1]!.trim());
  return parts
    .filter((p) => p && !/^(constraint|primary key|unique|check|foreign key)\b/i.test(p))
    .map((p) => {
      const name = p.split(/\s+/)[0]!;
      const isPk = /\bprimary key\b/i.test(p);
      const inTablePk = new RegExp(`primary key \\([^)]*\\b${name}\\b`).test(body);
      return {
        name,
        nullable: !/\bnot null\b/i.test(p) && !isPk && !inTablePk,
        hasDefault: /\bdefault\b/i.test(p),
      };
    });
}

/** The quoted values of the `in (...)` list of a named CHECK constraint. */
function allowedValues(constraint: string): string[] {
  const match = new RegExp(
    `constraint ${constraint}\\s+check\\s*\\(\\s*\\w+ in \\(([^)]*)\\)`,
  ).exec(migrations);
  expect(match, constraint).not.toBeNull();
  return [...match![1]!.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
}

describe('database.types.ts matches the migrations', () => {
  for (const table of Object.keys(specs) as Array<keyof Tables>) {
    it(`${table}: same columns, nullability and insert defaults`, () => {
      const fromSql = sqlColumns(table);
      const spec = specs[table] as Record<string, { nullable: boolean; optionalOnInsert: boolean }>;
      expect(fromSql.map((c) => c.name).sort()).toEqual(Object.keys(spec).sort());
      for (const column of fromSql) {
        expect({ column: column.name, nullable: column.nullable }).toEqual({
          column: column.name,
          nullable: spec[column.name]!.nullable,
        });
        expect({ column: column.name, optional: column.nullable || column.hasDefault }).toEqual({
          column: column.name,
          optional: spec[column.name]!.optionalOnInsert,
        });
      }
    });
  }

  it('the allowed-value lists are the CHECK constraints', () => {
    expect(allowedValues('properties_property_type_allowed')).toEqual([...propertyTypes]);
    expect(allowedValues('properties_status_allowed')).toEqual([...propertyStatuses]);
    expect(allowedValues('leads_source_allowed')).toEqual([...leadSources]);
    expect(allowedValues('leads_notification_status_allowed')).toEqual([
      ...leadNotificationStatuses,
    ]);
    expect(allowedValues('user_roles_role_allowed')).toEqual([...userRoles]);
  });

  it('the leads foreign key is declared as the generated Relationships entry', () => {
    expect(migrations).toMatch(
      /property_id uuid references public\.properties \(id\) on delete set null/,
    );
  });
});
