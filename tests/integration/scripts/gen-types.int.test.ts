/**
 * The committed database types are what `npm run gen:types` makes of the migrations, and the
 * hand-written allowed-value lists below the marker are the CHECK constraints Postgres built.
 */
import {
  airConditioningOptions,
  laundryOptions,
  parkingOptions,
  utilityOptions,
} from '../../../supabase/functions/_shared/contract/listing-options.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { applyMigrations, openDatabase } from 'local-supabase/db';
import { REPO_ROOT } from 'local-supabase/env';
import {
  leadNotificationStatuses,
  leadSources,
  leadStatuses,
  propertyStatuses,
  listingTypes,
  userRoles,
} from '../../../src/lib/database.types.ts';
import { databaseTypesOf, TYPES_FILE } from '../../../scripts/gen-types.ts';

// One migrated database for both checks (migrating is most of this file's time).
let dataDir: string;
let db: PGlite;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gen-types-checks-'));
  db = await openDatabase({ dataDir });
  await applyMigrations(db, path.join(REPO_ROOT, 'supabase', 'migrations'));
});

afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('src/lib/database.types.ts', () => {
  it('is what npm run gen:types generates from the migrations', async () => {
    const committed = readFileSync(TYPES_FILE, 'utf8');
    const generated = await databaseTypesOf(db, committed);
    // On failure: run `npm run gen:types` and commit the result.
    expect(committed).toBe(generated);
  });
});

describe('the allowed-value lists', () => {
  /** The literals of a `column in (...)` CHECK constraint, as Postgres stores it. */
  async function allowed(constraint: string): Promise<string[]> {
    const { rows } = await db.query<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1`,
      [constraint],
    );
    expect(rows, constraint).toHaveLength(1);
    return [...rows[0]!.def.matchAll(/'([^']*)'::text/g)].map((m) => m[1]!);
  }

  it('are the CHECK constraints of the migrations', async () => {
    expect(await allowed('properties_property_type_allowed')).toEqual([...listingTypes]);
    expect(await allowed('properties_status_allowed')).toEqual([...propertyStatuses]);
    expect(await allowed('leads_source_allowed')).toEqual([...leadSources]);
    expect(await allowed('leads_status_allowed')).toEqual([...leadStatuses]);
    expect(await allowed('leads_notification_status_allowed')).toEqual([
      ...leadNotificationStatuses,
    ]);
    expect(await allowed('user_roles_role_allowed')).toEqual([...userRoles]);
    expect(await allowed('properties_parking_allowed')).toEqual([...parkingOptions]);
    expect(await allowed('properties_laundry_allowed')).toEqual([...laundryOptions]);
    expect(await allowed('properties_air_conditioning_allowed')).toEqual([
      ...airConditioningOptions,
    ]);
    expect(await allowed('properties_utilities_included_allowed')).toEqual([...utilityOptions]);
  });
});
