/** Reads the machine-readable reports of each test runner into pass/fail counts. */
import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
}

function readJson(path: string): unknown {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Vitest's json reporter (Jest-compatible shape). */
export function countVitest(path: string): Counts | undefined {
  const report = readJson(path) as
    | {
        numPassedTests?: number;
        numFailedTests?: number;
        testResults?: { status?: string; assertionResults?: unknown[] }[];
      }
    | undefined;
  if (!report || typeof report.numPassedTests !== 'number') return undefined;
  // A file that fails to load has no test results but is a failure of its own.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults?.length ?? 0) === 0,
  ).length;
  return { passed: report.numPassedTests, failed: (report.numFailedTests ?? 0) + brokenFiles };
}

interface PlaywrightSuite {
  specs?: { tests?: { status?: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** Playwright's json reporter: expected and flaky pass, unexpected fails, skipped is not counted. */
export function countPlaywright(path: string): Counts | undefined {
  const report = readJson(path) as { suites?: PlaywrightSuite[]; errors?: unknown[] } | undefined;
  if (!report?.suites) return undefined;
  const counts: Counts = { passed: 0, failed: 0 };
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'flaky') counts.passed += 1;
        else if (test.status === 'unexpected') counts.failed += 1;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  report.suites.forEach(walk);
  counts.failed += report.errors?.length ?? 0;
  return counts;
}

/** Deno's JUnit report: <testcase> elements, failed ones hold a <failure>. */
export function countDeno(path: string): Counts | undefined {
  if (!existsSync(path)) return undefined;
  const xml = readFileSync(path, 'utf8');
  const cases = xml.match(/<testcase\b[\s\S]*?(?:\/>|<\/testcase>)/g) ?? [];
  let failed = 0;
  for (const c of cases) if (/<failure\b|<error\b/.test(c)) failed += 1;
  return { passed: cases.length - failed, failed };
}
