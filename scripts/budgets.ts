/**
 * Budget logic (pure). The one measure: the gzipped JavaScript the browser fetches for a route
 * until the network is quiet (scripts/browser-js.ts). The build's manifest says only which chunks
 * the HTML must preload, which check-budgets compares with the HTML.
 */
import { gzipSync } from 'node:zlib';
import { routeChunkKeys, staticClosure, type Manifest } from './vite-manifest.ts';
import { columnLine } from './text-columns.ts';

/**
 * 100 KB of gzipped JavaScript per marketing route, counted in KiB (1 KB = 1,024 bytes, as
 * Lighthouse does). Marketing routes must not load the Supabase client at all.
 */
export const JS_BUDGET_BYTES = 100 * 1024;

/**
 * Data routes read from Supabase as soon as they open, so the client (supabase-js, ~52 KB gzipped)
 * is part of what they load up front: the marketing budget plus the client plus the page's own
 * query code, with room to spare.
 */
export const DATA_ROUTE_JS_BUDGET_BYTES = 175 * 1024;

/** How a route is judged, and which dynamic imports it starts at once. */
export interface RoutePolicy {
  kind: 'marketing' | 'data';
  budgetBytes: number;
  allowSupabase: boolean;
  /**
   * Manifest keys of dynamic imports the route starts while it loads. The prerender preloads
   * them (modulepreload), so they download in parallel with the entry instead of after it, and
   * the budget counts them.
   */
  eagerImports: readonly RegExp[];
  /**
   * Manifest keys of dynamic imports the route starts once hydrated (on /properties, the refetch
   * of the listings the page was built with). The budget counts them; the HTML does not preload
   * them, so they leave the first paint's bandwidth to the page and its first photo.
   */
  afterHydration: readonly RegExp[];
}

export const marketingPolicy: RoutePolicy = {
  kind: 'marketing',
  budgetBytes: JS_BUDGET_BYTES,
  allowSupabase: false,
  eagerImports: [],
  afterHydration: [],
};

/**
 * The listings page hydrates its prerendered list through TanStack Query (the query client at
 * once), then refetches the list with supabase-js (no longer preloaded, it is not
 * needed before hydration). A visit with a search in its URL starts supabase-js as the page's
 * code runs. (A git worktree whose node_modules is a symlink names the package
 * `../<checkout>/node_modules/...`.)
 */
const listingsPolicy: RoutePolicy = {
  kind: 'data',
  budgetBytes: DATA_ROUTE_JS_BUDGET_BYTES,
  allowSupabase: true,
  eagerImports: [/^src\/app\/queryClient\.ts$/],
  afterHydration: [/(^|\/)node_modules\/@supabase\/supabase-js\//],
};

/**
 * The owner and tenant portal: not prerendered (private), served as the shell (dist/404.html);
 * the router then fetches its page chunk and supabase-js to read the session.
 */
const portalPolicy: RoutePolicy = {
  kind: 'data',
  budgetBytes: DATA_ROUTE_JS_BUDGET_BYTES,
  allowSupabase: true,
  eagerImports: [],
  afterHydration: [],
};

/**
 * The maintenance links' pages (a vendor's work order, an owner's approval): served as the shell
 * like the portal, they read the link's request at once (plain fetch to the maintenance function,
 * no supabase-js) and check the vendor's cost with the contract's zod rules, which alone is about
 * 24 KB: over the marketing budget, so judged as data routes, still without the Supabase client.
 */
const maintenanceLinkPolicy: RoutePolicy = {
  kind: 'data',
  budgetBytes: DATA_ROUTE_JS_BUDGET_BYTES,
  allowSupabase: false,
  eagerImports: [],
  afterHydration: [],
};

/**
 * A booking mail's manage page (/booking?token=…): served as the shell, it reads the booking at
 * once (plain fetch to the bookings function, no supabase-js) and shows the slot picker, whose
 * contract module brings zod: judged as a data route, still without the Supabase client.
 */
const bookingManagePolicy: RoutePolicy = {
  kind: 'data',
  budgetBytes: DATA_ROUTE_JS_BUDGET_BYTES,
  allowSupabase: false,
  eagerImports: [],
  afterHydration: [],
};

/** Routes that read data at once; every other route is a marketing route. */
export const dataRoutePolicies: Readonly<Record<string, RoutePolicy>> = {
  '/properties': listingsPolicy,
  // The Spanish twin: the same code with the Spanish catalogue, judged the same way.
  '/es/properties': listingsPolicy,
  '/portal': portalPolicy,
  '/maintenance/work-order': maintenanceLinkPolicy,
  '/maintenance/approval': maintenanceLinkPolicy,
  '/booking': bookingManagePolicy,
};

/**
 * Routes served as the bare shell (no prerendered HTML) that are measured too: their HTML is the
 * shell every such route shares, so only what the browser fetches is judged, not the preloads.
 */
export const shellRoutes: ReadonlyArray<{ path: string; pageSources: string[] }> = [
  { path: '/portal', pageSources: ['src/pages/PortalPage.tsx'] },
  { path: '/maintenance/work-order', pageSources: ['src/pages/MaintenanceLinkPage.tsx'] },
  { path: '/maintenance/approval', pageSources: ['src/pages/MaintenanceLinkPage.tsx'] },
  { path: '/booking', pageSources: ['src/pages/BookingManagePage.tsx'] },
];

/**
 * A listing's page (/properties/<id>, and /es/properties/<id> in Spanish) is prerendered with its
 * listing and refetches it once hydrated, like /properties, so it has the same policy. Its showing
 * form (and the slot picker) are islands that load on use, so they are not counted.
 */
const LISTING_PAGE = /^(?:\/es)?\/properties\/[^/]+$/;

export function routePolicy(path: string): RoutePolicy {
  return dataRoutePolicies[path] ?? (LISTING_PAGE.test(path) ? listingsPolicy : marketingPolicy);
}

/**
 * The chunks of a route's eager dynamic imports (and their static imports) that the entry and
 * page chunks do not already include.
 */
export function eagerChunkKeys(
  manifest: Manifest,
  loadedKeys: readonly string[],
  eagerImports: readonly RegExp[],
): string[] {
  if (eagerImports.length === 0) return [];
  const loaded = new Set(loadedKeys);
  const targets = [
    ...new Set(loadedKeys.flatMap((key) => manifest[key]?.dynamicImports ?? [])),
  ].filter((key) => eagerImports.some((pattern) => pattern.test(key)));
  const missing = eagerImports.filter((pattern) => !targets.some((key) => pattern.test(key)));
  if (missing.length > 0) {
    throw new Error(`No dynamic import of the route matches ${missing.join(', ')}`);
  }
  return staticClosure(manifest, targets).filter((key) => !loaded.has(key));
}

/**
 * Entry, page and eager chunk keys of a route under its policy (its HTML preloads these), and
 * the chunks it loads once hydrated (`late`: counted, not preloaded).
 */
export function routeLoadKeys(
  manifest: Manifest,
  pageSources: readonly string[],
  policy: RoutePolicy,
): { entry: string[]; page: string[]; eager: string[]; late: string[] } {
  const { entry, page } = routeChunkKeys(manifest, pageSources);
  const eager = eagerChunkKeys(manifest, [...entry, ...page], policy.eagerImports);
  const late = eagerChunkKeys(manifest, [...entry, ...page, ...eager], policy.afterHydration);
  return { entry, page, eager, late };
}

/** Source names that mean the Supabase client got into a chunk. */
const SUPABASE_SOURCE = /(^|\/)node_modules\/@supabase\/|(^|\/)@supabase\//;
/** Strings that survive minification in @supabase/supabase-js and its sub-clients. */
export const SUPABASE_CODE = /supabase-js|GoTrueClient|PostgrestClient|RealtimeClient/;

export interface ChunkMeasure {
  key: string;
  file: string;
  gzipBytes: number;
  /** Loaded by a dynamic import the route starts at once (preloaded in its HTML). */
  eager?: boolean;
  /** Loaded by a dynamic import the route starts once hydrated (not preloaded). */
  late?: boolean;
  /** Why the chunk counts as Supabase client code, if it does. */
  supabase?: string;
}

/** A script the browser fetched (scripts/browser-js.ts). */
export interface FetchedScriptMeasure {
  url: string;
  gzipBytes: number;
  body: string;
}

export interface RouteBudget {
  path: string;
  policy: RoutePolicy;
  /** What the build says the route needs up front (and its HTML must preload). */
  chunks: ChunkMeasure[];
  /** What the browser fetched until the network went quiet; the budget counts these. */
  fetched: ChunkMeasure[];
  totalGzipBytes: number;
  overBudget: boolean;
  supabaseChunks: ChunkMeasure[];
  /** Supabase client code on a route whose policy does not allow it. */
  forbiddenSupabase: boolean;
}

export function gzipSize(code: string | Uint8Array): number {
  return gzipSync(code, { level: 9 }).length;
}

/** Is this chunk (by its manifest names, or its code) the Supabase client? */
export function supabaseReason(key: string, manifest: Manifest, code: string): string | undefined {
  const chunk = manifest[key];
  const names = [key, chunk?.src, chunk?.name, chunk?.file].filter((n): n is string => !!n);
  const byName = names.find((n) => SUPABASE_SOURCE.test(n) || /supabase-js/.test(n));
  if (byName) return `source ${byName}`;
  const match = SUPABASE_CODE.exec(code);
  return match ? `code mentions "${match[0]}"` : undefined;
}

/**
 * Measures one route from what the browser fetched. `readChunk` returns a chunk file's code (from
 * dist/ in the CLI, from memory in tests), so the logic stays independent of the file system.
 */
export function measureRoute(
  path: string,
  manifest: Manifest,
  pageSources: readonly string[],
  readChunk: (file: string) => string,
  fetchedScripts: readonly FetchedScriptMeasure[],
  policy: RoutePolicy = routePolicy(path),
): RouteBudget {
  const { entry, page, eager, late } = routeLoadKeys(manifest, pageSources, policy);
  const eagerKeys = new Set(eager);
  const lateKeys = new Set(late);
  const chunks = [...entry, ...page, ...eager, ...late].map((key): ChunkMeasure => {
    const file = manifest[key]!.file;
    const code = readChunk(file);
    const reason = supabaseReason(key, manifest, code);
    return {
      key,
      file,
      gzipBytes: gzipSize(code),
      ...(eagerKeys.has(key) ? { eager: true } : {}),
      ...(lateKeys.has(key) ? { late: true } : {}),
      ...(reason ? { supabase: reason } : {}),
    };
  });
  // A fetched chunk the manifest knows is judged by its names too (a renamed string survives).
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const fetched = fetchedScripts.map((script): ChunkMeasure => {
    const file = new URL(script.url).pathname.replace(/^\//, '');
    const key = byFile.get(file) ?? file;
    const reason = byFile.has(file)
      ? supabaseReason(key, manifest, script.body)
      : SUPABASE_CODE.exec(script.body)?.[0];
    return {
      key,
      file,
      gzipBytes: script.gzipBytes,
      ...(reason ? { supabase: byFile.has(file) ? reason : `code mentions "${reason}"` } : {}),
    };
  });
  const totalGzipBytes = fetched.reduce((sum, c) => sum + c.gzipBytes, 0);
  const supabaseChunks = fetched.filter((c) => c.supabase);
  return {
    path,
    policy,
    chunks,
    fetched,
    totalGzipBytes,
    overBudget: totalGzipBytes > policy.budgetBytes,
    supabaseChunks,
    forbiddenSupabase: supabaseChunks.length > 0 && !policy.allowSupabase,
  };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A plain-text table: one row per route, worst first is left to the caller's order. */
export function formatBudgetTable(results: readonly RouteBudget[]): string {
  const rows = results.map((r) => {
    const page = r.chunks.filter((c) => !c.key.endsWith('.html') && c.key.startsWith('src/pages/'));
    return [
      r.path,
      String(r.fetched.length),
      kib(r.totalGzipBytes),
      `${kib(r.policy.budgetBytes)} ${r.policy.kind}`,
      page.map((c) => c.file.replace(/^assets\//, '')).join(' ') || '-',
      r.overBudget ? 'OVER' : r.forbiddenSupabase ? 'SUPABASE' : 'ok',
    ];
  });
  const header = ['route', 'scripts', 'JS gzip', 'budget', 'page chunk', 'verdict'];
  const line = columnLine(header, rows);
  return [
    `JavaScript the browser fetches until the network is quiet, gzip -9 (1 KB = 1,024 bytes). Budgets: ${kib(JS_BUDGET_BYTES)} per marketing route, no Supabase client; ${kib(DATA_ROUTE_JS_BUDGET_BYTES)} per data route, Supabase client included`,
    line(header),
    line.rule(),
    ...rows.map(line),
  ].join('\n');
}
