/**
 * `npm run budgets` (part of `npm test`, after the build): for every prerendered route, the
 * gzipped JavaScript it downloads before it is interactive (entry chunk and its static imports,
 * the route's page chunk and its static imports, and on data routes the dynamic imports they
 * start at once) must stay within the route's budget (scripts/budgets.ts): 100 KB and no
 * Supabase client on marketing routes; data routes (/properties) load the client and have a
 * budget of their own. Also checks that each page's HTML loads exactly those chunks.
 * Prints a table (also written to test-results/budgets.txt) and exits 1 on any failure.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatBudgetTable, kib, measureRoute } from './budgets.ts';
import type { PrerenderRecord } from './prerender.ts';
import { readManifest } from './vite-manifest.ts';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const recordFile = join(distDir, '.vite', 'prerender.json');

/** Script and modulepreload URLs of a built page: what the browser actually fetches up front. */
function scriptsInHtml(html: string): string[] {
  const urls = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
  ].map((m) => m[1]!);
  return [...new Set(urls)].sort();
}

function main(): number {
  if (!existsSync(recordFile)) {
    console.error('No dist/.vite/prerender.json: run `npm run build` first.');
    return 1;
  }
  const manifest = readManifest(distDir);
  const records = JSON.parse(readFileSync(recordFile, 'utf8')) as PrerenderRecord[];
  const readChunk = (file: string) => readFileSync(join(distDir, file), 'utf8');
  const failures: string[] = [];

  const results = records.map((record) => {
    const result = measureRoute(record.path, manifest, record.pageSources, readChunk);
    if (record.pageSources.length === 0) failures.push(`${record.path}: no page module recorded`);
    if (result.overBudget) {
      failures.push(
        `${record.path}: ${kib(result.totalGzipBytes)} of JavaScript, over the ${kib(result.policy.budgetBytes)} ${result.policy.kind} budget`,
      );
    }
    if (result.forbiddenSupabase) {
      for (const chunk of result.supabaseChunks) {
        failures.push(`${record.path}: ${chunk.file} is Supabase client code (${chunk.supabase})`);
      }
    }
    // The measured chunks must be what the HTML loads; anything else would be unmeasured JS.
    const measured = result.chunks.map((c) => c.file);
    const loaded = scriptsInHtml(readFileSync(join(distDir, record.file), 'utf8'));
    const unmeasured = loaded.filter((f) => !measured.includes(f));
    if (unmeasured.length > 0) {
      failures.push(`${record.path}: the HTML loads unmeasured scripts ${unmeasured.join(', ')}`);
    }
    // And everything measured must be fetched up front, not discovered late (e.g. a data
    // route's preloaded client).
    const notPreloaded = measured.filter((f) => !loaded.includes(f));
    if (notPreloaded.length > 0) {
      failures.push(`${record.path}: the HTML does not preload ${notPreloaded.join(', ')}`);
    }
    return result;
  });

  results.sort((a, b) => b.totalGzipBytes - a.totalGzipBytes);
  const table = formatBudgetTable(results);
  const largest = results[0];
  const entryChunks = largest?.chunks.filter((c) => !c.key.startsWith('src/pages/')) ?? [];
  const detail = largest
    ? `\nLargest route ${largest.path}:\n${largest.chunks
        .map(
          (c) =>
            `  ${kib(c.gzipBytes).padStart(9)}  ${c.file}${c.eager ? ' (preloaded import)' : entryChunks.includes(c) ? '' : ' (page)'}`,
        )
        .join('\n')}`
    : '';
  const verdict =
    failures.length === 0
      ? `Budgets: all ${results.length} routes pass.`
      : `Budgets: ${failures.length} problem(s):\n  ${failures.join('\n  ')}`;
  const report = `${table}\n${detail}\n${verdict}\n`;
  console.log(report);
  mkdirSync(join(root, 'test-results'), { recursive: true });
  writeFileSync(join(root, 'test-results', 'budgets.txt'), report);
  return failures.length === 0 ? 0 : 1;
}

process.exit(main());
