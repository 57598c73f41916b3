// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lockGaps, type Lockfile } from './lockfile';

describe('package-lock', () => {
  it('has an entry for every optional binary, so npm ci accepts it on a clean machine', () => {
    const lock = JSON.parse(
      readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'),
    ) as Lockfile;
    expect(Object.keys(lock.packages).length).toBeGreaterThan(100);
    // On failure run: npx tsx scripts/lockfile.ts --fix && npm install --package-lock-only
    expect(lockGaps(lock).map((g) => g.name)).toEqual([]);
  });

  it('finds a missing platform binary and resolves nested and hoisted copies', () => {
    const lock: Lockfile = {
      packages: {
        '': {},
        'node_modules/resolver': {
          version: '1.0.0',
          dev: true,
          optionalDependencies: {
            '@x/binding-linux-x64-gnu': '1.0.0',
            '@x/binding-darwin-arm64': '1.0.0',
            '@x/binding-linux-arm-musleabihf': '1.0.0',
            nested: '2.0.0',
          },
        },
        'node_modules/@x/binding-linux-x64-gnu': { version: '1.0.0' },
        'node_modules/resolver/node_modules/nested': { version: '2.0.0' },
      },
    };
    expect(lockGaps(lock)).toEqual([
      {
        name: '@x/binding-darwin-arm64',
        entry: { version: '1.0.0', dev: true, optional: true, os: ['darwin'], cpu: ['arm64'] },
      },
      {
        name: '@x/binding-linux-arm-musleabihf',
        entry: {
          version: '1.0.0',
          dev: true,
          optional: true,
          os: ['linux'],
          cpu: ['arm'],
          libc: ['musl'],
        },
      },
    ]);
  });
});
