// @vitest-environment node
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  dev?: boolean;
  devOptional?: boolean;
  link?: boolean;
  engines?: { node?: string } | string[];
}

const read = <T>(file: string) =>
  JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as T;

describe('engines', () => {
  it('every production dependency runs on every Node the project declares (package.json engines.node)', () => {
    const declared = read<{ engines: { node: string } }>('../package.json').engines.node;
    const lock = read<{ packages: Record<string, LockEntry> }>('../package-lock.json');
    const refusing: string[] = [];
    let checked = 0;
    for (const [where, entry] of Object.entries(lock.packages)) {
      // The lockfile is what `npm ci` installs; dev tools only run on the developers' Node.
      if (where === '' || entry.dev || entry.devOptional || entry.link) continue;
      const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!node) continue;
      checked += 1;
      // subset: each version the project's range allows, the dependency's range allows too.
      if (!semver.subset(declared, node)) refusing.push(`${where}@${entry.version}: ${node}`);
    }
    expect(checked).toBeGreaterThan(10);
    // The workspaces (local-supabase) run on the same Node.
    for (const [where, entry] of Object.entries(lock.packages)) {
      if (where.startsWith('packages/') && !Array.isArray(entry.engines)) {
        expect(entry.engines?.node, where).toBe(declared);
      }
    }
    expect(refusing, `package.json declares node ${declared}`).toEqual([]);
  });
});
