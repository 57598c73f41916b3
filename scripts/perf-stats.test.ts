// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatSummaryRow,
  lighthouseSettingsFlags,
  measureOf,
  median,
  summarize,
  type RunMeasure,
} from './perf-stats';

function run(performance: number, loadBefore: number, loadAfter: number, tbt = 100): RunMeasure {
  return {
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcp: 1000,
    lcp: 1200,
    tbt,
    cls: 0,
    si: 1100,
    benchmarkIndex: 2000,
    loadBefore,
    loadAfter,
  };
}

describe('perf statistics', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([97, 81, 100, 84, 92])).toBe(92);
    expect(median([3, 1, 2, 4])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('summarizes five runs: medians, spread in run order, load range', () => {
    const s = summarize([
      run(84, 2.4, 5.1, 410),
      run(92, 5.1, 6),
      run(100, 6, 7.2, 69),
      run(81, 7.2, 9.1, 812),
      run(87, 9.1, 8),
    ]);
    expect(s.scores.performance).toBe(87);
    expect(s.performanceRuns).toEqual([84, 92, 100, 81, 87]);
    expect([s.performanceMin, s.performanceMax]).toEqual([81, 100]);
    expect(s.tbt).toBe(100);
    expect([s.loadMin, s.loadMax]).toEqual([2.4, 9.1]);
    expect(formatSummaryRow('/properties', s)[1]).toBe('87 (81-100: 84, 92, 100, 81, 87)');
    expect(formatSummaryRow('/properties', s)[6]).toBe('2.4-9.1');
  });

  it('reads scores and metrics from a Lighthouse result', () => {
    const m = measureOf(
      {
        categories: {
          performance: { score: 0.876 },
          accessibility: { score: 1 },
          'best-practices': { score: 1 },
          seo: { score: null },
        },
        audits: {
          'first-contentful-paint': { numericValue: 2530 },
          'largest-contentful-paint': { numericValue: 2530 },
          'total-blocking-time': { numericValue: 311 },
          'cumulative-layout-shift': { numericValue: 0 },
          'speed-index': { numericValue: 2530 },
        },
        environment: { benchmarkIndex: 1156.5 },
      },
      { before: 8.1, after: 9.1 },
    );
    expect(m.scores).toEqual({
      performance: 88,
      accessibility: 100,
      'best-practices': 100,
      seo: 0,
    });
    expect([m.fcp, m.tbt, m.benchmarkIndex, m.loadBefore, m.loadAfter]).toEqual([
      2530, 311, 1156.5, 8.1, 9.1,
    ]);
  });

  it('passes the mobile throttling explicitly', () => {
    const flags = lighthouseSettingsFlags();
    expect(flags).toContain('--throttling-method=simulate');
    expect(flags).toContain('--throttling.cpuSlowdownMultiplier=4');
    expect(flags).toContain('--throttling.rttMs=150');
    expect(flags).toContain('--screenEmulation.width=412');
  });
});
