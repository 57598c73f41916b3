// @vitest-environment node
/**
 * Code and docs say what a rule is, not which tracker issue asked for it: an issue number means
 * nothing to the next reader. Applied migrations are history and are never edited, and the
 * decision records may cite outside discussions by number.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

it('no tracked file outside applied migrations names a tracker issue number', () => {
  let hits = '';
  try {
    hits = execFileSync(
      'git',
      [
        'grep',
        '-nEi',
        String.raw`\bissues? ?#?[0-9]+\b`,
        '--',
        ':!package-lock.json',
        ':!supabase/migrations',
        ':!docs/decisions',
        ':!scripts/no-tracker-numbers.test.ts',
      ],
      { cwd: root, encoding: 'utf8' },
    );
  } catch (e) {
    // git grep exits 1 when nothing matches.
    if ((e as { status?: number }).status !== 1) throw e;
  }
  expect(hits).toBe('');
});
