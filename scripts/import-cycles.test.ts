// @vitest-environment node
/**
 * No import cycles anywhere we write code, type-only imports included: ESLint's import-x/no-cycle
 * skips `import type` and covers only src and the edge functions. TypeScript's own scanner and
 * resolver read the imports (static, type-only, re-exports and dynamic import()), so the check
 * costs about a second. Cross-check: `npx madge --circular --extensions ts,tsx --ts-config
 * tsconfig.json src supabase/functions scripts packages tests/support`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const folders = ['src', 'supabase/functions', 'scripts', 'packages', 'tests/support'];
const skipped = new Set(['node_modules', 'dist', '.data']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Each cycle once, as the files of one strongly connected component (Tarjan). */
function importCycles(files: string[], options: ts.CompilerOptions): string[][] {
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      return target && known.has(target) ? [target] : [];
    });
    edges.set(file, [...new Set(targets)]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)!.includes(file)) cycles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

function compilerOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config;
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

it('finds no import cycle in src, the edge functions, scripts, packages or the test support', () => {
  const files = folders.flatMap((folder) => sourceFiles(path.join(root, folder)));
  expect(files.length).toBeGreaterThan(500);
  const cycles = importCycles(files, compilerOptions()).map((cycle) =>
    cycle.map((file) => path.relative(root, file)).join(' <-> '),
  );
  expect(cycles).toEqual([]);
});

it('sees a cycle made of a type-only import and a Deno-style .ts import', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  try {
    writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b.ts';\nexport type A = B;\n");
    writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport type B = typeof a;\n");
    writeFileSync(path.join(dir, 'c.ts'), "import type { A } from './a.ts';\nexport type C = A;\n");
    const files = ['a.ts', 'b.ts', 'c.ts'].map((name) => path.join(dir, name));
    expect(importCycles(files, compilerOptions())).toEqual([files.slice(0, 2)]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
