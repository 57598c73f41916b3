// @vitest-environment node
/**
 * Every migration has its own version: `supabase db push` records each file by the digits
 * before the first underscore (supabase_migrations.schema_migrations.version is the primary
 * key), so two files with one version would stop the second from ever being applied.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const migrationsDir = path.resolve(import.meta.dirname, '..', 'supabase', 'migrations');

it('no two migrations share a version, and each name is <14 digits>_<name>.sql', () => {
  const files = readdirSync(migrationsDir).filter((f) => f.endsWith('.sql'));
  for (const f of files) expect(f).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
  const versions = files.map((f) => f.split('_')[0]);
  expect(versions.length).toBeGreaterThan(0);
  expect(new Set(versions).size).toBe(versions.length);
});
