// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DATA_ROUTE_JS_BUDGET_BYTES,
  eagerChunkKeys,
  formatBudgetTable,
  gzipSize,
  JS_BUDGET_BYTES,
  marketingPolicy,
  measureRoute,
  routeLoadKeys,
  routePolicy,
  supabaseReason,
} from './budgets.ts';
import { routeChunkKeys, staticClosure, type Manifest } from './vite-manifest.ts';

// A small app: entry -> shared vendor chunk; two pages, one sharing a chunk with a form,
// and the Supabase client only behind a dynamic import; a listings page (a data route) whose
// client module imports supabase-js dynamically, and the query client the entry loads lazily.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_vendor-1.js'],
    dynamicImports: [
      'src/pages/HomePage.tsx',
      'src/pages/ContactPage.tsx',
      'src/pages/PropertiesPage.tsx',
      'src/app/queryClient.ts',
    ],
  },
  'src/app/queryClient.ts': {
    file: 'assets/queryClient-1.js',
    src: 'src/app/queryClient.ts',
    isDynamicEntry: true,
    imports: ['_vendor-1.js'],
  },
  'src/pages/PropertiesPage.tsx': {
    file: 'assets/PropertiesPage-1.js',
    src: 'src/pages/PropertiesPage.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_ui-1.js', '_supabase-1.js'],
  },
  '_supabase-1.js': {
    file: 'assets/supabase-1.js',
    dynamicImports: ['node_modules/@supabase/supabase-js/dist/module/index.js'],
  },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_ui-1.js': { file: 'assets/ui-1.js', imports: ['_vendor-1.js'] },
  'src/pages/HomePage.tsx': {
    file: 'assets/HomePage-1.js',
    src: 'src/pages/HomePage.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_ui-1.js'],
  },
  'src/pages/ContactPage.tsx': {
    file: 'assets/ContactPage-1.js',
    src: 'src/pages/ContactPage.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_ui-1.js'],
    dynamicImports: ['node_modules/@supabase/supabase-js/dist/module/index.js'],
  },
  'node_modules/@supabase/supabase-js/dist/module/index.js': {
    file: 'assets/index-sb.js',
    src: 'node_modules/@supabase/supabase-js/dist/module/index.js',
    isDynamicEntry: true,
  },
  'src/pages/BadPage.tsx': {
    file: 'assets/BadPage-1.js',
    src: 'src/pages/BadPage.tsx',
    isDynamicEntry: true,
    imports: ['index.html', 'node_modules/@supabase/supabase-js/dist/module/index.js'],
  },
};

// Deterministic, poorly compressible code of a given length.
function code(length: number, seed: number): string {
  let s = '';
  let x = seed;
  while (s.length < length) {
    x = (x * 1103515245 + 12345) % 2147483648;
    s += x.toString(36);
  }
  return s.slice(0, length);
}

const files: Record<string, string> = {
  'assets/index-1.js': code(20_000, 1),
  'assets/vendor-1.js': code(60_000, 2),
  'assets/ui-1.js': code(10_000, 3),
  'assets/HomePage-1.js': code(5_000, 4),
  'assets/ContactPage-1.js': code(5_000, 5),
  'assets/index-sb.js': 'const info = "supabase-js-web/2.109.0";',
  'assets/BadPage-1.js': code(1_000, 6),
  'assets/queryClient-1.js': code(3_000, 7),
  'assets/PropertiesPage-1.js': code(4_000, 8),
  'assets/supabase-1.js': 'export const getSupabase = () => import("./index-sb.js");',
};
const read = (file: string) => {
  const text = files[file];
  if (text === undefined) throw new Error(`no file ${file}`);
  return text;
};

/** What a browser would report for these built files. */
const fetchedOf = (...names: string[]) =>
  names.map((file) => ({
    url: `http://127.0.0.1:4173/${file}`,
    gzipBytes: gzipSize(read(file)),
    body: read(file),
  }));
/** The browser fetched exactly what the build says the page needs. */
const asBuilt = (pageSource: string, policy = routePolicy('/')) =>
  fetchedOf(
    ...[...Object.values(routeLoadKeys(manifest, [pageSource], policy))]
      .flat()
      .map((key) => manifest[key]!.file),
  );

describe('manifest closure', () => {
  it('follows static imports only, each chunk once', () => {
    expect(staticClosure(manifest, ['src/pages/HomePage.tsx'])).toEqual([
      'src/pages/HomePage.tsx',
      'index.html',
      '_vendor-1.js',
      '_ui-1.js',
    ]);
  });

  it('splits a route into the entry closure and the page chunks not already in it', () => {
    expect(routeChunkKeys(manifest, ['src/pages/ContactPage.tsx'])).toEqual({
      entry: ['index.html', '_vendor-1.js'],
      page: ['src/pages/ContactPage.tsx', '_ui-1.js'],
    });
  });

  it('refuses a page the manifest does not know', () => {
    expect(() => staticClosure(manifest, ['src/pages/Nope.tsx'])).toThrow(/no chunk/);
  });
});

describe('route budget', () => {
  it('sums the gzipped size of what the browser fetched; the build lists what to preload', () => {
    const result = measureRoute(
      '/contact',
      manifest,
      ['src/pages/ContactPage.tsx'],
      read,
      asBuilt('src/pages/ContactPage.tsx'),
    );
    expect(result.chunks.map((c) => c.file)).toEqual([
      'assets/index-1.js',
      'assets/vendor-1.js',
      'assets/ContactPage-1.js',
      'assets/ui-1.js',
    ]);
    const expected = [
      'assets/index-1.js',
      'assets/vendor-1.js',
      'assets/ContactPage-1.js',
      'assets/ui-1.js',
    ]
      .map((f) => gzipSize(read(f)))
      .reduce((a, b) => a + b, 0);
    expect(result.totalGzipBytes).toBe(expected);
    expect(result.supabaseChunks).toEqual([]);
  });

  it('fails a route over the budget and passes it under', () => {
    const fetched = asBuilt('src/pages/HomePage.tsx');
    const total = measureRoute(
      '/',
      manifest,
      ['src/pages/HomePage.tsx'],
      read,
      fetched,
    ).totalGzipBytes;
    const withBudget = (budgetBytes: number) =>
      measureRoute('/', manifest, ['src/pages/HomePage.tsx'], read, fetched, {
        ...marketingPolicy,
        budgetBytes,
      });
    expect(withBudget(total).overBudget).toBe(false);
    expect(withBudget(total - 1).overBudget).toBe(true);
  });

  it('counts a script fetched after load that the build does not preload (a deferred load)', () => {
    const fetched = [
      { url: 'http://127.0.0.1:4173/assets/index-1.js', gzipBytes: 90 * 1024, body: 'app' },
      { url: 'http://127.0.0.1:4173/assets/late-1.js', gzipBytes: 11 * 1024, body: 'toast' },
    ];
    const result = measureRoute('/', manifest, ['src/pages/HomePage.tsx'], read, fetched);
    expect(result.fetched.map((c) => c.file)).toEqual(['assets/index-1.js', 'assets/late-1.js']);
    expect(result.totalGzipBytes).toBe(101 * 1024);
    expect(result.overBudget).toBe(true);
    // The build's view of the route is kept to check the HTML's preloads.
    expect(result.chunks.map((c) => c.file)).toContain('assets/index-1.js');
  });

  it('flags Supabase client code the browser fetched on a marketing route', () => {
    const fetched = [
      { url: 'http://127.0.0.1:4173/assets/x-1.js', gzipBytes: 1000, body: 'new GoTrueClient()' },
    ];
    const result = measureRoute('/', manifest, ['src/pages/HomePage.tsx'], read, fetched);
    expect(result.forbiddenSupabase).toBe(true);
    expect(result.supabaseChunks[0]?.supabase).toBe('code mentions "GoTrueClient"');
  });

  it('flags the Supabase client by its chunk names when a page imports it statically', () => {
    const result = measureRoute(
      '/bad',
      manifest,
      ['src/pages/BadPage.tsx'],
      read,
      asBuilt('src/pages/BadPage.tsx'),
    );
    expect(result.supabaseChunks.map((c) => c.file)).toEqual(['assets/index-sb.js']);
    expect(result.supabaseChunks[0]?.supabase).toMatch(/@supabase/);
    expect(result.forbiddenSupabase).toBe(true);
  });

  it('recognises Supabase code in an anonymous shared chunk by its strings', () => {
    const anon: Manifest = { '_shared-9.js': { file: 'assets/shared-9.js' } };
    expect(
      supabaseReason('_shared-9.js', anon, 'x.headers["X-Client-Info"]="supabase-js-web/2"'),
    ).toMatch(/supabase-js/);
    expect(supabaseReason('_shared-9.js', anon, 'fetch(url + "/functions/v1/submit-lead")')).toBe(
      undefined,
    );
  });

  it('prints a table with one row per route, its budget and its verdict', () => {
    const table = formatBudgetTable([
      measureRoute(
        '/',
        manifest,
        ['src/pages/HomePage.tsx'],
        read,
        asBuilt('src/pages/HomePage.tsx'),
      ),
      measureRoute(
        '/bad',
        manifest,
        ['src/pages/BadPage.tsx'],
        read,
        asBuilt('src/pages/BadPage.tsx'),
      ),
      measureRoute(
        '/properties',
        manifest,
        ['src/pages/PropertiesPage.tsx'],
        read,
        asBuilt('src/pages/PropertiesPage.tsx', routePolicy('/properties')),
      ),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/100\.0 KB per marketing route, no Supabase client/);
    expect(lines[0]).toMatch(/175\.0 KB per data route/);
    expect(lines.find((l) => l.startsWith('/ '))).toMatch(
      /100\.0 KB marketing\s+HomePage-1\.js\s+ok$/,
    );
    expect(lines.find((l) => l.startsWith('/bad'))).toMatch(/SUPABASE$/);
    expect(lines.find((l) => l.startsWith('/properties'))).toMatch(
      /175\.0 KB data\s+PropertiesPage-1\.js\s+ok$/,
    );
  });
});

describe('route policies', () => {
  it('judges /properties and a listing page as data routes and the marketing pages as marketing', () => {
    for (const path of ['/properties', '/properties/abc', '/es/properties', '/es/properties/abc']) {
      expect(routePolicy(path)).toMatchObject({
        kind: 'data',
        budgetBytes: DATA_ROUTE_JS_BUDGET_BYTES,
        allowSupabase: true,
      });
    }
    expect(routePolicy('/properties/abc/photos')).toBe(marketingPolicy);
    // The Spanish listings are judged like their English twins.
    expect(routePolicy('/es/properties')).toEqual(routePolicy('/properties'));
    expect(routePolicy('/es/properties/abc')).toEqual(routePolicy('/properties/abc'));
    expect(routePolicy('/es/properties/abc/photos')).toBe(marketingPolicy);
    expect(routePolicy('/es/pricing')).toBe(marketingPolicy);
    for (const path of ['/', '/pricing', '/blog/tenant-screening']) {
      expect(routePolicy(path)).toBe(marketingPolicy);
    }
    expect(marketingPolicy).toMatchObject({ budgetBytes: JS_BUDGET_BYTES, allowSupabase: false });
    expect(DATA_ROUTE_JS_BUDGET_BYTES).toBeGreaterThan(JS_BUDGET_BYTES);
  });

  it('counts the query client a data route imports at once and the client it loads once hydrated, and allows Supabase', () => {
    const result = measureRoute(
      '/properties',
      manifest,
      ['src/pages/PropertiesPage.tsx'],
      read,
      asBuilt('src/pages/PropertiesPage.tsx', routePolicy('/properties')),
    );
    expect(result.chunks.filter((c) => c.eager).map((c) => c.file)).toEqual([
      'assets/queryClient-1.js',
    ]);
    // supabase-js refetches the prerendered list after hydration: counted, not preloaded.
    expect(result.chunks.filter((c) => c.late).map((c) => c.file)).toEqual(['assets/index-sb.js']);
    expect(result.supabaseChunks.map((c) => c.file)).toEqual(['assets/index-sb.js']);
    expect(result.forbiddenSupabase).toBe(false);
    expect(result.totalGzipBytes).toBe(
      result.chunks.reduce((sum, c) => sum + gzipSize(read(c.file)), 0),
    );
  });

  it('leaves dynamic imports out of a marketing route, even the same page', () => {
    const result = measureRoute(
      '/properties',
      manifest,
      ['src/pages/PropertiesPage.tsx'],
      read,
      asBuilt('src/pages/PropertiesPage.tsx'),
      marketingPolicy,
    );
    expect(result.chunks.some((c) => c.eager)).toBe(false);
    expect(result.supabaseChunks).toEqual([]);
  });

  it('fails loudly when an eager import no longer exists in the build', () => {
    expect(() => eagerChunkKeys(manifest, ['index.html'], [/^src\/app\/missing\.ts$/])).toThrow(
      /No dynamic import of the route matches/,
    );
    expect(eagerChunkKeys(manifest, ['index.html', '_vendor-1.js'], [/queryClient/])).toEqual([
      'src/app/queryClient.ts',
    ]);
  });
});
