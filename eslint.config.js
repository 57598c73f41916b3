import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * src/features holds one folder per domain, each with its shared part (api/, and any types or
 * formatting beside it) and one folder per audience. Besides the domains: the staff area's frame
 * (auth), the signed-in portal's frame (portal: sign-in, shell, language, status, the homes'
 * views), and marketing (one folder per group of pages, each on its own).
 */
const audiences = ['office', 'portal', 'links', 'public'];
const frames = ['auth', 'portal'];
const marketing = foldersOf('./src/features/marketing').map((name) => `marketing/${name}`);
const domains = foldersOf('./src/features').filter(
  (name) => !frames.includes(name) && name !== 'marketing',
);
/** What another folder may import of a domain: its index.ts, or an audience's index.ts. */
const entries = domains.flatMap((domain) => [
  `./${domain}/index.ts`,
  ...audiences.map((audience) => `./${domain}/${audience}/index.ts`),
]);

/**
 * The layers of src, bottom up: config and lib, then content and components, then features, then
 * pages, then app. A layer never imports one above it; inside features, the rules below.
 */
const contractZone = {
  target: './src',
  from: './supabase/functions',
  except: ['./_shared/contract'],
  message:
    'The browser imports only the contract (@contract/*) from supabase/functions; the rest is server-only.',
};

/** The old alias of all of supabase/functions/_shared: gone, as the browser may not use it. */
const serverOnlyAlias = {
  group: ['@shared', '@shared/*'],
  message: contractZone.message,
};

/**
 * The server (supabase/functions/_shared): the platform (plumbing), one folder per domain, the
 * contract. A domain imports the platform, the contract, itself and another domain's public entry
 * (<domain>/mod.ts) only; the platform imports no domain; nothing under supabase imports src. The
 * function folders compose them (index.ts + handler.ts) and may import any of it. Deno tests
 * (*_test.ts) may compose domains as the browser's tests compose layers.
 */
const SHARED = './supabase/functions/_shared';
const serverDomains = [
  'leads',
  'listings',
  'booking',
  'maintenance',
  'money',
  'privacy',
  'portal-access',
];
const supabaseNotSrc = {
  target: './supabase',
  from: './src',
  message: 'Nothing under supabase imports src: what both sides need goes in the contract.',
};
const serverZones = [
  supabaseNotSrc,
  ...serverDomains.map((domain) => ({
    target: `${SHARED}/${domain}`,
    from: '.',
    except: [
      `${SHARED}/${domain}`,
      `${SHARED}/platform`,
      `${SHARED}/contract`,
      ...serverDomains
        .filter((other) => other !== domain)
        .map((other) => `${SHARED}/${other}/mod.ts`),
      './node_modules',
    ],
    message:
      "A domain imports only the platform, the contract and another domain's public entry (<domain>/mod.ts).",
  })),
  {
    target: `${SHARED}/platform`,
    from: '.',
    except: [`${SHARED}/platform`, `${SHARED}/contract`, './node_modules'],
    message: 'The platform imports no domain: only itself and the contract.',
  },
];

const boundaries = [
  contractZone,
  // Between folders of src/features: only through a domain's entries. The portal's frame is
  // open to the domains, whose portal screens and their api sit in it (its language, words,
  // status, the signed-in lease).
  ...[...frames, ...marketing, ...domains].map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`, ...entries, ...(domains.includes(name) ? ['./portal'] : [])],
    message:
      "A folder of src/features imports another only through a domain's index.ts (or an audience's); shared pieces go down to lib or components.",
  })),
  ...domains.flatMap((domain) => [
    // Within a domain, audiences never import each other; all share the domain's api/ and types.
    ...audiences.map((audience) => ({
      target: `./src/features/${domain}/${audience}`,
      from: audiences
        .filter((other) => other !== audience)
        .map((other) => `./src/features/${domain}/${other}`),
      message: `Audiences of a domain never import each other's screens: share through ${domain}/api or the domain's types.`,
    })),
    {
      target: [`./src/features/${domain}/api`, `./src/features/${domain}/*.{ts,tsx}`],
      from: audiences.map((audience) => `./src/features/${domain}/${audience}`),
      message:
        "A domain's shared part (api/, types, formatting) never imports an audience's screens.",
    },
    {
      target: ['office', 'links', 'public'].map(
        (audience) => `./src/features/${domain}/${audience}`,
      ),
      from: './src/features/portal',
      message: "Only a domain's portal screens and its api use the portal's frame.",
    },
  ]),
  {
    target: ['./src/features', './src/components', './src/content', './src/lib', './src/config'],
    from: ['./src/app', './src/pages'],
    message: 'Only pages and app compose features; lower layers never import them.',
  },
  {
    target: ['./src/components', './src/content', './src/lib', './src/config'],
    from: './src/features',
    message: 'Shared code never imports a feature.',
  },
  {
    target: ['./src/lib', './src/config'],
    from: ['./src/content', './src/components'],
    message: 'lib and config sit below content and components.',
  },
  {
    target: './src/pages',
    from: './src/app',
    message: 'Pages never import the app shell.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist', '.data', 'node_modules', 'test-results', 'playwright-report'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['supabase/functions/**', 'tests/support/deno/**'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The import-x plugin and its TypeScript resolver for the boundary rules below. Import cycles
    // are found by scripts/import-cycles.test.ts (no-cycle skips type imports and is slow).
    files: ['src/**/*.{ts,tsx}', 'supabase/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions and parser, the resolver reads no .ts dependency.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
  },
  {
    // Tests may compose layers, but they too reach supabase/functions only through the contract.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [contractZone] }],
      'no-restricted-imports': ['error', { patterns: [serverOnlyAlias] }],
    },
  },
  {
    // The server's layers (above); the contract's own rules below replace these for its files.
    files: ['supabase/**/*.ts'],
    ignores: ['supabase/**/*_test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['supabase/**/*_test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [supabaseNotSrc] }] },
  },
  {
    // The contract is shared by the browser and the edge functions: it may import only zod and
    // other contract files (its Deno tests also their test support).
    files: ['supabase/functions/_shared/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$)[^.]',
              message: 'The contract imports only zod and other contract files.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './supabase/functions/_shared/contract',
              from: '.',
              except: [
                './supabase/functions/_shared/contract',
                './tests/support/deno',
                './node_modules/zod',
              ],
              message: 'The contract imports only zod and other contract files.',
            },
            {
              target: './supabase/functions/_shared/contract',
              from: './tests/support/deno',
              message: 'Only the Deno tests (*_test.ts) import the test support.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['supabase/functions/_shared/contract/**/*_test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './supabase/functions/_shared/contract',
              from: '.',
              except: [
                './supabase/functions/_shared/contract',
                './tests/support/deno',
                './node_modules/zod',
              ],
              message: 'The contract imports only zod and other contract files.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may compose layers (a header inside the app's providers); production code may not.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // sonner loads with the first toast only (src/lib/toast.ts).
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'sonner', message: "Use toast from '@/lib/toast'." }],
          patterns: [serverOnlyAlias],
        },
      ],
    },
  },
  {
    // Every spec runs under the CSP check of tests/e2e/fixtures/test.ts.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures/test' (it fails a test on a CSP violation).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/toast.ts', 'src/app/AppProviders.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Edge functions and their tests' support code run on Deno: its global and the web
    // platform's, no Node or DOM globals.
    files: ['supabase/functions/**/*.ts', 'tests/support/deno/**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.worker, Deno: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // `x as unknown as T` hides a type that does not fit: give the value its real type (the
    // generated database types, or the contract's zod schema where data arrives). Tests may.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*_test.ts', 'tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression > TSAsExpression[typeAnnotation.type='TSUnknownKeyword']",
          message:
            'No `as unknown as`: type the value for real (generated types, or parse it with the contract’s schema).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.node } },
  },
);
