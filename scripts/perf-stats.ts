/**
 * Pure helpers of `npm run perf` (scripts/perf.ts): Lighthouse's mobile settings passed
 * explicitly, what one run measured, and the median and spread of several runs.
 */

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export const categories: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse 12's mobile defaults (constants.js `throttling.mobileSlow4G`, a Moto G Power
 * screen), passed explicitly so a change of defaults cannot move the figures unnoticed.
 * Simulated throttling (Lantern) replays the trace of an unthrottled load on these figures.
 */
export const throttling = {
  method: 'simulate',
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: 4,
} as const;
export const screen = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

/** Lighthouse CLI flags for the settings above. */
export function lighthouseSettingsFlags(): string[] {
  return [
    '--form-factor=mobile',
    `--throttling-method=${throttling.method}`,
    `--throttling.rttMs=${throttling.rttMs}`,
    `--throttling.throughputKbps=${throttling.throughputKbps}`,
    `--throttling.requestLatencyMs=${throttling.requestLatencyMs}`,
    `--throttling.downloadThroughputKbps=${throttling.downloadThroughputKbps}`,
    `--throttling.uploadThroughputKbps=${throttling.uploadThroughputKbps}`,
    `--throttling.cpuSlowdownMultiplier=${throttling.cpuSlowdownMultiplier}`,
    '--screenEmulation.mobile',
    `--screenEmulation.width=${screen.width}`,
    `--screenEmulation.height=${screen.height}`,
    `--screenEmulation.deviceScaleFactor=${screen.deviceScaleFactor}`,
  ];
}

/** One Lighthouse run of one page, with the machine's load around it. */
export interface RunMeasure {
  scores: Record<Category, number>;
  /** Simulated metrics in ms (CLS unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Lighthouse's CPU benchmark of this machine at the time (higher is faster). */
  benchmarkIndex: number;
  /** 1-minute load average before and after the run (`uptime`'s first figure). */
  loadBefore: number;
  loadAfter: number;
}

interface LighthouseJson {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
}

export function measureOf(
  lhr: LighthouseJson,
  load: { before: number; after: number },
): RunMeasure {
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(categories.map((c) => [c, score(c)])) as Record<Category, number>,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    loadBefore: load.before,
    loadAfter: load.after,
  };
}

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface PageSummary {
  /** Median score per category. */
  scores: Record<Category, number>;
  /** Performance per run, in run order. */
  performanceRuns: number[];
  performanceMin: number;
  performanceMax: number;
  /** Median of each simulated metric. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Lowest and highest 1-minute load average seen around the runs. */
  loadMin: number;
  loadMax: number;
}

export function summarize(runs: readonly RunMeasure[]): PageSummary {
  const perf = runs.map((r) => r.scores.performance);
  const loads = runs.flatMap((r) => [r.loadBefore, r.loadAfter]);
  return {
    scores: Object.fromEntries(
      categories.map((c) => [c, Math.round(median(runs.map((r) => r.scores[c])))]),
    ) as Record<Category, number>,
    performanceRuns: perf,
    performanceMin: Math.min(...perf),
    performanceMax: Math.max(...perf),
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    si: median(runs.map((r) => r.si)),
    loadMin: Math.min(...loads),
    loadMax: Math.max(...loads),
  };
}

/** One line per page, e.g. `/pricing  97 (96-98: 96, 97, 98, 97, 98)  FCP 1.2 s ...`. */
export function formatSummaryRow(path: string, s: PageSummary): string[] {
  const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    path,
    `${s.scores.performance} (${s.performanceMin}-${s.performanceMax}: ${s.performanceRuns.join(', ')})`,
    String(s.scores.accessibility),
    String(s.scores['best-practices']),
    String(s.scores.seo),
    `FCP ${sec(s.fcp)}, LCP ${sec(s.lcp)}, TBT ${Math.round(s.tbt)} ms, CLS ${s.cls.toFixed(3)}, SI ${sec(s.si)}`,
    `${s.loadMin.toFixed(1)}-${s.loadMax.toFixed(1)}`,
  ];
}
