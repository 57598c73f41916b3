// @vitest-environment node
/**
 * The boundaries of src/features (eslint.config.js) fire on a bad import: each case lints one
 * import, written in a virtual file at a path inside a zone, of a real module (ESLint's
 * `lintText` with a `filePath`; the TypeScript resolver resolves the specifier from there).
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages for `import` of `specifier` in a file at `filePath` (repo-relative). */
async function boundaryErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import * as imported from '${specifier}';\n\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('feature boundaries', () => {
  it.each([
    // [importing file, import, what the rule says]
    [
      'src/features/money/office/Probe.tsx',
      '@/features/maintenance/api/maintenance',
      "only through a domain's index.ts",
    ],
    ['src/features/maintenance/office/Probe.tsx', '../portal/format', 'Audiences of a domain'],
    ['src/features/maintenance/portal/Probe.tsx', '../links/linkPages', 'Audiences of a domain'],
    [
      'src/features/maintenance/api/Probe.ts',
      '../office/components/ActionForms',
      "A domain's shared part",
    ],
    ['src/features/money/office/Probe.tsx', '@/features/portal/locale', "portal's frame"],
    [
      'src/features/portal/components/Probe.tsx',
      '@/features/money/portal/format',
      "only through a domain's index.ts",
    ],
    [
      'src/features/marketing/blog/Probe.tsx',
      '@/features/marketing/faq/jsonLd',
      "only through a domain's index.ts",
    ],
    [
      'src/features/auth/Probe.tsx',
      '@/features/staff/api/staff',
      "only through a domain's index.ts",
    ],
    ['src/lib/Probe.ts', '@/features/auth/api', 'Shared code never imports a feature'],
  ])('%s importing %s: refused', { timeout: 60_000 }, async (file, specifier, rule) => {
    const errors = await boundaryErrors(file, specifier);
    expect(errors.length, `${file} -> ${specifier}`).toBeGreaterThan(0);
    expect(errors.join('\n')).toContain(rule);
  });

  it.each([
    // An audience uses its domain's api; a portal screen its frame; the portal shell a domain's
    // audience entry (index.ts), as it lazy-loads the maintenance and money screens.
    ['src/features/maintenance/office/Probe.tsx', '../api/maintenance'],
    ['src/features/maintenance/office/Probe.tsx', '../queue'],
    ['src/features/maintenance/portal/Probe.tsx', '../api/portal'],
    ['src/features/money/portal/Probe.tsx', '@/features/portal/locale'],
    ['src/features/money/api/Probe.ts', '@/features/portal/api/queries'],
    ['src/features/portal/components/Probe.tsx', '@/features/maintenance/portal'],
  ])('%s importing %s: allowed', { timeout: 60_000 }, async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });
});
