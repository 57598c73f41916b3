/**
 * The committed supabase/schema/*.sql are what `npm run schema` makes of the migrations: the
 * current schema a reader finds there is the one the migrations build.
 */
import { describe, expect, it } from 'vitest';
import { committedSchemaFiles, generateSchemaFiles } from '../../../scripts/schema.ts';

describe('supabase/schema', () => {
  it('is what npm run schema generates from the migrations', async () => {
    const generated = await generateSchemaFiles();
    // On failure: run `npm run schema` and commit the result.
    expect(Object.fromEntries(committedSchemaFiles())).toEqual(Object.fromEntries(generated));
  });
});
