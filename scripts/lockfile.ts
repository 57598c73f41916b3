// `npm ci` refuses a lock that lacks an entry for any optional dependency, even another
// platform's binary. This machine's registry mirror has no metadata for those, so `npm install`
// here drops them and the lock then fails `npm ci` everywhere. `--fix` writes the entries back.
// Usage: tsx scripts/lockfile.ts [--fix] (then `npm install --package-lock-only` normalises them)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface LockPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}
export interface Lockfile {
  packages: Record<string, LockPackage>;
  [key: string]: unknown;
}

const OSES = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'sunos', 'aix'];
const CPUS = ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'arm'];

/** Optional dependencies that no lock entry resolves, as `name@range` with the entry to add. */
export function lockGaps(lock: Lockfile): { name: string; entry: LockPackage }[] {
  const gaps: { name: string; entry: LockPackage }[] = [];
  const seen = new Set<string>();
  for (const [key, meta] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
      // Node resolves nested first, then up the tree to the hoisted copy.
      const parts = key ? key.split('/node_modules/') : [];
      let found = false;
      for (let depth = parts.length; depth >= 0 && !found; depth -= 1) {
        const base = parts.slice(0, depth).join('/node_modules/');
        found = Boolean(lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]);
      }
      if (found || seen.has(name)) continue;
      seen.add(name);
      const segments = name.replace(/^@[^/]+\//, '').split(/[-_]/);
      const os =
        OSES.find((o) => segments.includes(o)) ??
        (segments.includes('windows') ? 'win32' : undefined);
      const cpu = CPUS.find((c) => segments.includes(c)) ?? (/eabi/.test(name) ? 'arm' : undefined);
      const entry: LockPackage = { version: range, dev: Boolean(meta.dev), optional: true };
      if (!entry.dev) delete entry.dev;
      if (os) entry.os = [os];
      if (cpu) entry.cpu = [cpu];
      if (/-gnu/.test(name)) entry.libc = ['glibc'];
      if (/-musl/.test(name)) entry.libc = ['musl'];
      gaps.push({ name, entry });
    }
  }
  return gaps;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = new URL('../package-lock.json', import.meta.url);
  const lock = JSON.parse(readFileSync(path, 'utf8')) as Lockfile;
  const gaps = lockGaps(lock);
  for (const gap of gaps) console.log(`missing: ${gap.name}@${gap.entry.version ?? ''}`);
  if (process.argv.includes('--fix') && gaps.length > 0) {
    for (const gap of gaps) lock.packages[`node_modules/${gap.name}`] = gap.entry;
    writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`added ${gaps.length}; now run: npm install --package-lock-only`);
  }
  process.exitCode = gaps.length > 0 && !process.argv.includes('--fix') ? 1 : 0;
}
