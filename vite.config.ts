/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
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

/**
 * The entry stylesheet (9.4 KB gzipped) inlined into index.html, which every prerendered page
 * starts from: Lighthouse found it the one render-blocking request (about 210 ms of first paint
 * on its mobile profile). Pages then paint from the HTML alone.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            delete ctx.bundle![file]; // served inline only
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), leadFieldsPlugin(), inlineEntryCss(), shellFallbackPlugin()],
  resolve: { alias: mode === 'production' ? [...reactRouterProduction, ...alias] : alias },
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: 'localhost', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser es2022 targets but Firefox < 115 and Safari < 17 preloads modules natively;
    // those still load them, just without the preload. The polyfill cost every page 0.4 KB.
    modulePreload: { polyfill: false },
  },
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
            'packages/*/src/**/*.test.ts',
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
          include: ['tests/integration/**/*.int.test.ts', 'packages/*/tests/**/*.int.test.ts'],
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
