/**
 * `npm run perf`: Lighthouse (mobile) against the production build, served by `vite preview`.
 * Each page is measured several times (5 by default, pages taken in turn, so a burst of load
 * on the shared machine hits every page alike). Per page it prints the median score of each
 * category, the spread and every run's performance score, the median simulated metrics and the
 * machine's 1-minute load average around the runs; it exits 1 when a median misses its target.
 *
 *   npm run perf                       # every page in perfPages, 5 runs each
 *   npm run perf -- /pricing /         # only these paths
 *   npm run perf -- --runs=3           # another number of runs per page
 *   npm run perf -- --max-load=2       # before each run, wait (up to 3 min) for load <= 2
 *   npm run perf -- --no-build         # reuse dist/ (built for this backend URL) as it is
 *
 * Throttling is Lighthouse's simulated mobile throttling with its settings passed explicitly
 * (scripts/perf-stats.ts). Simulation replays the trace of a real, unthrottled load: a busy CPU
 * slows that load and so moves the simulated figures too, hence several runs and the load
 * average beside them.
 *
 * Data pages (/properties) need a backend: when the local-supabase package's CLI exists, a fresh local
 * backend is started on its own port and the build points VITE_SUPABASE_URL at it.
 * The build is copied to a private directory before it is served, so a build started meanwhile
 * (by another process sharing dist/) cannot change the site under measurement.
 * Chromium from CHROME_PATH (default /usr/bin/chromium). Reports go to .lighthouse/ (one JSON
 * per run, and summary.json).
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { localizedPath } from '../src/config/paths.ts';
import {
  categories,
  formatSummaryRow,
  lighthouseSettingsFlags,
  measureOf,
  screen,
  summarize,
  throttling,
  type Category,
  type PageSummary,
  type RunMeasure,
} from './perf-stats.ts';
import {
  buildLocalSite,
  cleanUp,
  removeOnExit,
  startChild,
  waitForOutput,
} from './child-processes.ts';
import { columnLine } from './text-columns.ts';

export type Targets = Partial<Record<Category, number>>;

export interface PerfPage {
  path: string;
  targets: Targets;
  /** Reads listings from the backend: perf starts a local one for it. */
  needsBackend?: boolean;
}

// Marketing pages' targets: performance 97 (the median of the runs), the other three 100.
const marketingTargets: Targets = {
  performance: 97,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

const listingTargets: Targets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** The English pages measured and their targets (scores 0-100). Extend this list for new pages. */
const englishPages: PerfPage[] = [
  { path: '/', targets: marketingTargets },
  { path: '/pricing', targets: marketingTargets },
  { path: '/blog/tenant-screening', targets: marketingTargets },
  // The listing pages' targets: performance 95, the other three 100.
  { path: '/properties', targets: listingTargets, needsBackend: true },
  // A seeded listing (supabase/seed.sql).
  {
    path: '/properties/0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01',
    targets: listingTargets,
    needsBackend: true,
  },
];

/** Each page and its Spanish twin, which must reach the same scores. */
export const perfPages: PerfPage[] = englishPages.flatMap((page) => [
  page,
  { ...page, path: localizedPath('es', page.path) },
]);

const root = resolve(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
// E2E_PORT_OFFSET moves these too, so checkouts sharing a machine can measure side by side.
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const PREVIEW_PORT = 4179 + PORT_OFFSET;
const BACKEND_PORT = 54339 + PORT_OFFSET;
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking';
const reportDir = join(root, '.lighthouse');

/** Does dist/ hold a complete build made against this Supabase URL? */
function distIsUsable(supabaseUrl: string | undefined): boolean {
  const assets = join(root, 'dist', 'assets');
  if (!existsSync(join(root, 'dist', '.vite', 'prerender.json')) || !existsSync(assets))
    return false;
  if (!supabaseUrl) return true;
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .some((f) => readFileSync(join(assets, f), 'utf8').includes(supabaseUrl));
}

interface LighthouseResult {
  categories: Record<Category, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      title: string;
      displayValue?: string;
      scoreDisplayMode: string;
      numericValue?: number;
    }
  >;
  environment?: { benchmarkIndex?: number };
}

/** The 1-minute load average (what `uptime` prints first). */
const load1 = () => loadavg()[0]!;

function runLighthouse(url: string, name: string): { lhr: LighthouseResult; run: RunMeasure } {
  const out = join(reportDir, `${name}.json`);
  const before = load1();
  const result = spawnSync(
    bin('lighthouse'),
    [
      url,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
      `--only-categories=${categories.join(',')}`,
      ...lighthouseSettingsFlags(),
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'inherit', 'inherit'],
      timeout: 180_000,
    },
  );
  if (result.status !== 0 || !existsSync(out)) {
    throw new Error(`Lighthouse failed on ${url} (exit ${result.status})`);
  }
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as LighthouseResult;
  return { lhr, run: measureOf(lhr, { before, after: load1() }) };
}

/**
 * Waits until the 1-minute load average is at most `max` (a shared machine calms down between
 * other jobs), for at most 3 minutes; then runs anyway, saying so (the run records its load).
 */
async function waitForLoad(max: number, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  if (load1() <= max) return;
  console.log(`  waiting for the load average (${load1().toFixed(2)}) to fall to ${max} ...`);
  while (load1() > max) {
    if (Date.now() > deadline) {
      console.log(`  still ${load1().toFixed(2)} after ${timeoutMs / 1000} s: running anyway`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/** The audits that cost points in a category, for the report. */
function failingAudits(lhr: LighthouseResult, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit &&
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual' &&
        audit.scoreDisplayMode !== 'notApplicable',
    )
    .map(({ id, audit }) => `${id}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const runs = Number(
    /^--runs=(\d+)$/.exec(args.find((a) => a.startsWith('--runs=')) ?? '')?.[1] ?? 5,
  );
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number >= 1');
  const maxLoadArg = args.find((a) => a.startsWith('--max-load='));
  const maxLoad = maxLoadArg ? Number(maxLoadArg.slice('--max-load='.length)) : undefined;
  if (maxLoad !== undefined && !(maxLoad > 0)) throw new Error('--max-load needs a number > 0');
  const only = args.filter((a) => a.startsWith('/'));
  const pages = only.length > 0 ? perfPages.filter((p) => only.includes(p.path)) : perfPages;
  if (pages.length === 0) throw new Error(`No perf page matches ${only.join(' ')}`);

  let supabaseUrl: string | undefined;
  // The CLI's path before and after the stand-in became a package, so older commits measure too.
  const cli = ['packages/local-supabase/src/cli.ts', 'supabase/local/cli.ts'].find((f) =>
    existsSync(join(root, f)),
  );
  if (pages.some((p) => p.needsBackend) && cli) {
    supabaseUrl = `http://127.0.0.1:${BACKEND_PORT}`;
    console.log(`Starting the local backend on ${supabaseUrl} ...`);
    const backend = startChild(bin('tsx'), [
      cli,
      '--port',
      String(BACKEND_PORT),
      '--data-dir',
      '.data-perf',
      '--fresh',
      '--no-mail',
      '--no-watch',
      '--quiet',
    ]);
    await waitForOutput(backend, /Local Supabase ready at/, 'The local backend', 120_000);
  }

  // Always a fresh build unless asked not to: a dist/ left from older code would be measured.
  if (!args.includes('--no-build')) {
    console.log('Building the site ...');
    buildLocalSite(supabaseUrl ? { VITE_SUPABASE_URL: supabaseUrl } : {});
  }
  if (!distIsUsable(supabaseUrl)) {
    throw new Error('dist/ is not a complete build for this backend: run without --no-build');
  }
  const siteDir = mkdtempSync(join(tmpdir(), 'perf-site-'));
  removeOnExit(siteDir);
  cpSync(join(root, 'dist'), siteDir, { recursive: true });

  const preview = startChild(bin('vite'), [
    'preview',
    '--outDir',
    siteDir,
    '--port',
    String(PREVIEW_PORT),
    '--strictPort',
  ]);
  await waitForOutput(preview, /localhost:\d+/, 'vite preview', 30_000);
  const origin = `http://localhost:${PREVIEW_PORT}`;

  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const settings =
    `Lighthouse 12, mobile (${screen.width}x${screen.height} at DPR ${screen.deviceScaleFactor}), ` +
    `${throttling.method}d throttling: RTT ${throttling.rttMs} ms, ` +
    `${throttling.throughputKbps} Kbps, CPU ${throttling.cpuSlowdownMultiplier}x slowdown`;
  const startedAt = new Date();
  console.log(`${settings}; ${runs} run(s) per page, pages in turn.`);
  console.log(
    `Machine: ${availableParallelism()} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} (1, 5, 15 min)`,
  );

  // Pages in turn (run 1 of every page, then run 2, ...): load changes hit every page alike.
  const measured = new Map<string, { runs: RunMeasure[]; lhrs: LighthouseResult[] }>(
    pages.map((p) => [p.path, { runs: [], lhrs: [] }]),
  );
  for (let i = 0; i < runs; i++) {
    for (const page of pages) {
      if (maxLoad !== undefined) await waitForLoad(maxLoad);
      const name = page.path === '/' ? 'home' : page.path.slice(1).replace(/\//g, '_');
      const { lhr, run } = runLighthouse(`${origin}${page.path}`, `${name}-run${i + 1}`);
      const entry = measured.get(page.path)!;
      entry.runs.push(run);
      entry.lhrs.push(lhr);
      console.log(
        `  run ${i + 1}/${runs} ${page.path}: performance ${run.scores.performance}, ` +
          `FCP ${Math.round(run.fcp)} ms, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, ` +
          `CLS ${run.cls.toFixed(3)}; load ${run.loadBefore.toFixed(2)} -> ${run.loadAfter.toFixed(2)}`,
      );
    }
  }

  const rows: string[][] = [];
  const misses: string[] = [];
  const summaries: Record<string, PageSummary & { runs: RunMeasure[] }> = {};
  for (const page of pages) {
    const { runs: pageRuns, lhrs } = measured.get(page.path)!;
    const summary = summarize(pageRuns);
    summaries[page.path] = { ...summary, runs: pageRuns };
    rows.push(formatSummaryRow(page.path, summary));
    // For the audits named on a miss: the run whose performance is the median one.
    const order = pageRuns.map((_, i) => i);
    order.sort((a, b) => pageRuns[a]!.scores.performance - pageRuns[b]!.scores.performance);
    const medianRun = lhrs[order[Math.floor((order.length - 1) / 2)]!]!;
    for (const category of categories) {
      const target = page.targets[category];
      const value = summary.scores[category];
      if (target !== undefined && value < target) {
        misses.push(
          `${page.path} ${category} ${value} < ${target}: ${failingAudits(medianRun, category).join(', ') || 'see report'}`,
        );
      }
    }
  }
  writeFileSync(
    join(reportDir, 'summary.json'),
    `${JSON.stringify({ startedAt, settings, runsPerPage: runs, cpus: availableParallelism(), pages: summaries }, null, 2)}\n`,
  );

  const header = [
    'page',
    `performance, median of ${runs} (min-max: runs)`,
    'a11y',
    'best-pr.',
    'seo',
    'median metrics',
    'load avg',
  ];
  const line = columnLine(header, rows);
  console.log(
    `\n${settings}. ${startedAt.toISOString().slice(0, 16)}-${new Date().toISOString().slice(11, 16)} UTC, ` +
      `${availableParallelism()} CPUs; load avg = 1-minute load average around the runs. Reports in .lighthouse/\n${line(header)}`,
  );
  for (const row of rows) console.log(line(row));
  if (misses.length > 0) {
    console.log(`\nMedian below target:\n  ${misses.join('\n  ')}`);
    return 1;
  }
  console.log('\nAll pages meet their targets (median of the runs).');
  return 0;
}

main()
  .then((code) => {
    cleanUp();
    process.exit(code);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    cleanUp();
    process.exit(1);
  });
