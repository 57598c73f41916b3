/**
 * `npm run budgets` (part of `npm test`, after the build): every prerendered route opened in
 * Chromium (scripts/browser-js.ts) from `vite preview` of the production build, and every script
 * it fetches, untouched, until the network has been quiet for 1.5 s after hydration, counted
 * gzipped against its budget (scripts/budgets.ts): 100 KB and no Supabase client on marketing
 * routes; data routes (/properties) load the client and have a budget of their own. Islands
 * (src/lib/islands.tsx) load on interaction, so they are not counted.
 * Each page's HTML must also preload exactly the chunks the build says the route needs.
 * Prints a table (also written to test-results/budgets.txt) and exits 1 on any failure.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { preview } from 'vite';
import { freePort } from 'local-supabase/ports';
import { fetchedScripts, launchBrowser, type FetchedScript } from './browser-js.ts';
import { formatBudgetTable, kib, measureRoute, shellRoutes } from './budgets.ts';
import { isLoopbackUrl } from './prerender-listings.ts';
import type { PrerenderRecord } from './prerender.ts';
import { readManifest } from './vite-manifest.ts';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const recordFile = join(distDir, '.vite', 'prerender.json');
/** What src/app/RootLayout.tsx sets on <html> once a page has hydrated (or rendered). */
const APP_READY = 'html[data-app-ready]';
const PAGES_AT_ONCE = 4;

/** Script and modulepreload URLs of a built page: what the browser actually fetches up front. */
function scriptsInHtml(html: string): string[] {
  const urls = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
  ].map((m) => m[1]!);
  return [...new Set(urls)].sort();
}

async function main(): Promise<number> {
  if (!existsSync(recordFile)) {
    console.error('No dist/.vite/prerender.json: run `npm run build` first.');
    return 1;
  }
  const manifest = readManifest(distDir);
  const prerendered = JSON.parse(readFileSync(recordFile, 'utf8')) as PrerenderRecord[];
  const records: Array<PrerenderRecord & { shell?: true }> = [
    ...prerendered,
    ...shellRoutes.map((route) => ({ ...route, file: '404.html', shell: true as const })),
  ];
  const readChunk = (file: string) => readFileSync(join(distDir, file), 'utf8');
  const failures: string[] = [];

  const stopBackend = await backendForMeasuring();
  let fetched: Map<string, FetchedScript[]>;
  const again: string[] = [];
  try {
    fetched = await measureInBrowser(
      records.map((r) => r.path),
      PAGES_AT_ONCE,
    );
    // A route over budget is measured once more, alone: Chromium's synthetic pointer events at
    // the resting cursor (top left, over the header) can release the header island mid-measure,
    // which no reading visitor's page does. A real overrun is over both times.
    const over = records.filter((record) => {
      const scripts = fetched.get(record.path) ?? [];
      return measureRoute(record.path, manifest, record.pageSources, readChunk, scripts).overBudget;
    });
    if (over.length > 0) {
      const second = await measureInBrowser(
        over.map((r) => r.path),
        1,
      );
      for (const [path, scripts] of second) {
        fetched.set(path, scripts);
        again.push(path);
      }
    }
  } finally {
    await stopBackend();
  }
  const results = records.map((record) => {
    const scripts = fetched.get(record.path) ?? [];
    const result = measureRoute(record.path, manifest, record.pageSources, readChunk, scripts);
    if (record.pageSources.length === 0) failures.push(`${record.path}: no page module recorded`);
    if (result.overBudget) {
      failures.push(
        `${record.path}: ${kib(result.totalGzipBytes)} of JavaScript fetched by the browser, over the ${kib(result.policy.budgetBytes)} ${result.policy.kind} budget`,
      );
    }
    if (result.forbiddenSupabase) {
      for (const chunk of result.supabaseChunks) {
        failures.push(`${record.path}: ${chunk.file} is Supabase client code (${chunk.supabase})`);
      }
    }
    // A shell route's HTML is the shared shell: its page chunk comes once the router matches.
    if (record.shell) return result;
    // The measured chunks must be what the HTML loads; anything else would be unmeasured JS.
    const measured = result.chunks.map((c) => c.file);
    const loaded = scriptsInHtml(readFileSync(join(distDir, record.file), 'utf8'));
    const unmeasured = loaded.filter((f) => !measured.includes(f));
    if (unmeasured.length > 0) {
      failures.push(`${record.path}: the HTML loads unmeasured scripts ${unmeasured.join(', ')}`);
    }
    // And everything measured must be fetched up front, not discovered late (e.g. a data
    // route's query client), except what the route loads once hydrated (its policy says which).
    const notPreloaded = result.chunks
      .filter((c) => !c.late && !loaded.includes(c.file))
      .map((c) => c.file);
    if (notPreloaded.length > 0) {
      failures.push(`${record.path}: the HTML does not preload ${notPreloaded.join(', ')}`);
    }
    return result;
  });

  results.sort((a, b) => b.totalGzipBytes - a.totalGzipBytes);
  const table = formatBudgetTable(results);
  // What each route over budget fetched (or the largest marketing route), to see what to defer.
  const over = results.filter((r) => r.overBudget);
  const shown =
    over.length > 0 ? over : results.filter((r) => r.policy.kind === 'marketing').slice(0, 1);
  const detail = shown
    .map(
      (r) =>
        `\n${r.path}, as the browser fetched it:\n${r.fetched
          .map((c) => `  ${kib(c.gzipBytes).padStart(9)}  ${c.file}`)
          .join('\n')}`,
    )
    .join('\n');
  const verdict =
    failures.length === 0
      ? `Budgets: all ${results.length} routes pass.`
      : `Budgets: ${failures.length} problem(s):\n  ${failures.join('\n  ')}`;
  const remeasured =
    again.length > 0
      ? `Measured again, alone, after a first reading over budget: ${again.join(', ')}\n`
      : '';
  const report = `${table}\n${detail}\n${remeasured}${verdict}\n`;
  console.log(report);
  mkdirSync(join(root, 'test-results'), { recursive: true });
  writeFileSync(join(root, 'test-results', 'budgets.txt'), report);
  return failures.length === 0 ? 0 : 1;
}

/**
 * Data routes are measured as a visitor sees them, with their listings: the build's backend
 * (VITE_SUPABASE_URL, the local default otherwise) answers, or, when that is a loopback address
 * with nothing on it (`npm test`), a throwaway seeded local backend is started there. Without
 * one, /properties would show its load error and fetch the toast code, which no visitor does.
 */
async function backendForMeasuring(): Promise<() => Promise<void>> {
  const url = process.env.VITE_SUPABASE_URL?.trim() || 'http://127.0.0.1:54321';
  const reachable = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/`, {
    signal: AbortSignal.timeout(3_000),
  }).then(
    async (res) => (await res.body?.cancel(), true),
    () => false,
  );
  if (reachable || !isLoopbackUrl(url)) return async () => {};
  const { startLocalSupabase } = await import('local-supabase');
  const dataDir = mkdtempSync(join(tmpdir(), 'budgets-backend-'));
  const backend = await startLocalSupabase({
    port: Number(new URL(url).port) || 80,
    dataDir,
    fresh: true,
    mail: false,
  });
  return async () => {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * Serves dist/ with `vite preview` and opens every path in Chromium, four at a time: a page
 * spends most of its measurement waiting for the network's quiet, and each waits for its own
 * hydration first (`APP_READY`), so pages side by side cannot cut one another's measurement.
 */
async function measureInBrowser(
  paths: string[],
  atOnce: number,
): Promise<Map<string, FetchedScript[]>> {
  const port = await freePort();
  const server = await preview({
    root,
    logLevel: 'error',
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  const browser = await launchBrowser();
  const results = new Map<string, FetchedScript[]>();
  try {
    const queue = [...paths];
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        results.set(
          path,
          await fetchedScripts(browser, `http://127.0.0.1:${port}${path}`, {
            readyMarker: APP_READY,
          }),
        );
      }
    };
    await Promise.all(Array.from({ length: atOnce }, worker));
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
