/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { leadFieldsPlugin } from './scripts/vite-lead-fields.ts';
import { shellFallbackPlugin } from './scripts/vite-shell-fallback.ts';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const alias = [
  { find: '@', replacement: local('./src') },
  { find: '@shared', replacement: local('./supabase/functions/_shared') },
];

// react-router's package exports point only at its development build (dev warnings, larger);
// production builds take the production build it ships beside it (about 4 KB gzipped less).
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: local('./node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: local('./node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), leadFieldsPlugin(), shellFallbackPlugin()],
  resolve: { alias: mode === 'production' ? [...reactRouterProduction, ...alias] : alias },
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: 'localhost', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false, manifest: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'supabase/local/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          setupFiles: ['./tests/setup/unit.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['**/*.int.test.ts'],
          exclude: ['node_modules/**', 'dist/**'],
          globalSetup: ['./tests/setup/local-backend.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The deployment check: a real Postgres set up like hosted Supabase, and the functions
          // bundled by the Supabase CLI's rules.
          name: 'deploy',
          environment: 'node',
          include: ['supabase/deploy/**/*.deploy.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}));
