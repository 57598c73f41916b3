/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { leadFieldsPlugin } from './scripts/vite-lead-fields.ts';
import { shellFallbackPlugin } from './scripts/vite-shell-fallback.ts';
import { securityHeadersPlugin } from './scripts/security-headers.ts';
import {
  LOCAL_BUILD_FLAG,
  requireTurnstileSiteKey,
  resolveBuildTarget,
  resolveSiteUrl,
  type EnvLike,
} from './src/config/buildTarget.ts';
import { buildDateFrom, yearInOfficeZone } from './src/config/buildYear.ts';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const alias = [
  { find: '@', replacement: local('./src') },
  // The browser reaches supabase/functions only through the contract (eslint.config.js).
  { find: '@contract', replacement: local('./supabase/functions/_shared/contract') },
  // zod set to parse without eval, which the site's CSP refuses (src/lib/zod.ts).
  { find: /^zod$/, replacement: local('./src/lib/zod.ts') },
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
            // Lazy chunks still list the file among their preloads. Vite's preload helper skips a
            // stylesheet the page already links, and a disabled link is never fetched: without
            // it the helper asked for the missing file, which the SPA fallback answers with
            // HTML, and `nosniff` (scripts/security-headers.ts) made that an error screen.
            return `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}

/**
 * Every `vite build` (the client and the prerender's server build) checks where the site will
 * talk to (src/config/buildTarget.ts): a loopback URL or the well-known local keys fail the build
 * unless LOCAL_BUILD=1 says it is a local one. The checked values are compiled in.
 */
function buildTargetDefines(mode: string): Record<string, string> {
  const env: EnvLike = {
    ...loadEnv(mode, local('.'), 'VITE_'),
    [LOCAL_BUILD_FLAG]: process.env[LOCAL_BUILD_FLAG],
  };
  const target = resolveBuildTarget(env);
  requireTurnstileSiteKey(env, target.local);
  return {
    'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(target.supabaseUrl),
    'import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY': JSON.stringify(target.supabaseKey),
    'import.meta.env.VITE_SITE_URL': JSON.stringify(resolveSiteUrl(env.VITE_SITE_URL)),
  };
}

/** The footer's copyright year (src/config/buildYear.ts), in every mode: dev and tests too. */
const buildYear = { __BUILD_YEAR__: String(yearInOfficeZone(buildDateFrom(process.env))) };

export default defineConfig(({ command, mode }) => ({
  define: command === 'build' ? { ...buildTargetDefines(mode), ...buildYear } : buildYear,
  plugins: [
    react(),
    tailwindcss(),
    leadFieldsPlugin(),
    inlineEntryCss(),
    // Before the shell fallback, whose answers need the headers too.
    securityHeadersPlugin(),
    shellFallbackPlugin(),
  ],
  resolve: { alias: mode === 'production' ? [...reactRouterProduction, ...alias] : alias },
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: 'localhost', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser es2022 targets but Firefox < 115 and Safari < 17 preloads modules natively;
    // those still load them, just without the preload. The polyfill cost every page 0.4 KB.
    // No runtime preload lists for lazy chunks either: the list of every route's files sat in the
    // first chunk every page fetches (1.25 KB gzipped, which put `/` over its 100 KB budget). A
    // page's first load is unaffected (the prerender writes its modulepreload links into the
    // HTML); a later client-side navigation fetches a page's imports once its chunk has loaded.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
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
            'tests/unit/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          setupFiles: ['./tests/setup/unit.ts'],
          testTimeout: 15_000,
          // Vitest's default is one worker per core less one: a single worker on CI's two cores,
          // which ran the files one after another while the main process idled.
          maxWorkers: 2,
          // Each worker runs its files one after another in one process, one DOM: isolation
          // started a process, a DOM and every node_modules import per file, over half of the
          // project's CPU. tests/setup/unit.ts gives each file fresh modules of ours and a blank
          // document.
          isolate: false,
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
