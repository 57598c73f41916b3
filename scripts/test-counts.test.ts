// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countDeno, countPlaywright, countVitest } from './test-counts';

const dir = mkdtempSync(join(tmpdir(), 'counts-'));
function file(name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, body);
  return path;
}

describe('test report counting', () => {
  it('counts vitest passes, failures and files that failed to load', () => {
    const path = file(
      'vitest.json',
      JSON.stringify({
        numPassedTests: 7,
        numFailedTests: 2,
        testResults: [
          { status: 'passed', assertionResults: [{}, {}] },
          { status: 'failed', assertionResults: [] },
        ],
      }),
    );
    expect(countVitest(path)).toEqual({ passed: 7, failed: 3 });
  });

  it('counts nested playwright results, flaky as passed and skipped not at all', () => {
    const path = file(
      'pw.json',
      JSON.stringify({
        suites: [
          {
            specs: [{ tests: [{ status: 'expected' }, { status: 'skipped' }] }],
            suites: [{ specs: [{ tests: [{ status: 'unexpected' }, { status: 'flaky' }] }] }],
          },
        ],
        errors: [],
      }),
    );
    expect(countPlaywright(path)).toEqual({ passed: 2, failed: 1 });
  });

  it('counts deno junit test cases with failures', () => {
    const path = file(
      'deno.xml',
      '<testsuites><testsuite><testcase name="a"/><testcase name="b"><failure message="x"/></testcase>' +
        '<testcase name="c"></testcase></testsuite></testsuites>',
    );
    expect(countDeno(path)).toEqual({ passed: 2, failed: 1 });
  });

  it('answers undefined when a report is missing or unreadable', () => {
    expect(countVitest(join(dir, 'missing.json'))).toBeUndefined();
    expect(countPlaywright(file('bad.json', '{not json'))).toBeUndefined();
  });
});
