/** Budget logic (pure): the gzipped JS a route loads before it is interactive, and what it contains. */
import { gzipSync } from 'node:zlib';
import { routeChunkKeys, type Manifest } from './vite-manifest.ts';

/** 100 KB of gzipped JavaScript per route, counted in KiB (1 KB = 1,024 bytes, as Lighthouse does). */
export const JS_BUDGET_BYTES = 100 * 1024;

/** Source names that mean the Supabase client got into a chunk. */
const SUPABASE_SOURCE = /(^|\/)node_modules\/@supabase\/|(^|\/)@supabase\//;
/** Strings that survive minification in @supabase/supabase-js and its sub-clients. */
const SUPABASE_CODE = /supabase-js|GoTrueClient|PostgrestClient|RealtimeClient/;

export interface ChunkMeasure {
  key: string;
  file: string;
  gzipBytes: number;
  /** Why the chunk counts as Supabase client code, if it does. */
  supabase?: string;
}

export interface RouteBudget {
  path: string;
  chunks: ChunkMeasure[];
  totalGzipBytes: number;
  overBudget: boolean;
  supabaseChunks: ChunkMeasure[];
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
 * Measures one route. `readChunk` returns a chunk file's code (from dist/ in the CLI, from
 * memory in tests), so the logic stays independent of the file system.
 */
export function measureRoute(
  path: string,
  manifest: Manifest,
  pageSources: readonly string[],
  readChunk: (file: string) => string,
  budgetBytes: number = JS_BUDGET_BYTES,
): RouteBudget {
  const { entry, page } = routeChunkKeys(manifest, pageSources);
  const chunks = [...entry, ...page].map((key): ChunkMeasure => {
    const file = manifest[key]!.file;
    const code = readChunk(file);
    const reason = supabaseReason(key, manifest, code);
    return { key, file, gzipBytes: gzipSize(code), ...(reason ? { supabase: reason } : {}) };
  });
  const totalGzipBytes = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
  return {
    path,
    chunks,
    totalGzipBytes,
    overBudget: totalGzipBytes > budgetBytes,
    supabaseChunks: chunks.filter((c) => c.supabase),
  };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A plain-text table: one row per route, worst first is left to the caller's order. */
export function formatBudgetTable(
  results: readonly RouteBudget[],
  budgetBytes = JS_BUDGET_BYTES,
): string {
  const rows = results.map((r) => {
    const page = r.chunks.filter((c) => !c.key.endsWith('.html') && c.key.startsWith('src/pages/'));
    return [
      r.path,
      String(r.chunks.length),
      kib(r.totalGzipBytes),
      page.map((c) => c.file.replace(/^assets\//, '')).join(' ') || '-',
      r.overBudget ? 'OVER' : r.supabaseChunks.length > 0 ? 'SUPABASE' : 'ok',
    ];
  });
  const header = ['route', 'chunks', 'JS gzip', 'page chunk', 'verdict'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [
    `JavaScript before interactive, gzip -9, budget ${kib(budgetBytes)} per route (1 KB = 1,024 bytes)`,
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
  ].join('\n');
}
