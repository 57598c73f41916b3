/**
 * `npm test`: every test layer of the design, counted. Keeps going after a failing layer so one
 * run shows everything; exits non-zero when anything failed. The last line printed is
 * `N passed, N failed` over all layers (checks such as the type check count as one test each).
 * Layers run in stages (`stages` below): within a stage, lanes run side by side where one lane
 * leaves a core idle (the integration tests wait on their single-threaded backend), and each
 * lane runs its layers in order. The first lane's output streams; the others' is printed, whole,
 * when the stage ends.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { countDeno, countPlaywright, countVitest, type Counts } from './test-counts.ts';
import { BACKEND_URL, ERROR_DSN, PUBLISHABLE_KEY } from '../tests/e2e/fixtures/env.ts';

const resultsDir = 'test-results';
mkdirSync(resultsDir, { recursive: true });
const bin = (name: string) => join('node_modules', '.bin', name);

interface Layer {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string>;
  /** The layer's machine-readable report, removed before it runs (no stale counts). */
  report?: string;
  /** Counts from the layer's report; when absent the layer counts as one test. */
  count?: () => Counts | undefined;
  /** Layers skipped when an earlier one they need has failed. */
  needs?: string;
}

function denoTestFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/_test\.ts$/.test(entry.name)) found.push(path);
    }
  };
  if (existsSync('supabase/functions')) walk('supabase/functions');
  return found;
}

function denoEntryFiles(): string[] {
  if (!existsSync('supabase/functions')) return [];
  return readdirSync('supabase/functions', { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
    .map((d) => join('supabase/functions', d.name, 'index.ts'))
    .filter((f) => existsSync(f));
}

const denoConfig = ['--config', 'supabase/functions/deno.json'];
// The environment playwright.config.ts gives its own build (its `app` web server).
const e2eBuildEnv = {
  LOCAL_BUILD: '1',
  VITE_SUPABASE_URL: BACKEND_URL,
  VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
  VITE_SENTRY_DSN: ERROR_DSN,
  VITE_SENTRY_ENVIRONMENT: 'test',
};
/** A vitest project's layer, with the JSON report its count is read from. */
const vitestLayer = (name: string, project: string): Layer => ({
  name,
  cmd: bin('vitest'),
  args: [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsDir}/${project}.json`,
  ],
  report: `${resultsDir}/${project}.json`,
  count: () => countVitest(`${resultsDir}/${project}.json`),
});
const layers: Layer[] = [
  { name: 'type check', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'format', cmd: bin('prettier'), args: ['--check', '.'] },
  // Unused files, exports and dependencies (knip.jsonc). LOCAL_BUILD: knip loads vite.config.ts.
  { name: 'unused code', cmd: bin('knip'), args: ['--no-progress'], env: { LOCAL_BUILD: '1' } },
  {
    name: 'deno check',
    cmd: bin('deno'),
    args: ['check', ...denoConfig, ...denoEntryFiles(), ...denoTestFiles()],
  },
  {
    name: 'deno unit tests',
    cmd: bin('deno'),
    args: [
      'test',
      ...denoConfig,
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--reporter=junit',
      `--junit-path=${resultsDir}/deno.xml`,
      ...denoTestFiles(),
    ],
    report: `${resultsDir}/deno.xml`,
    count: () => countDeno(`${resultsDir}/deno.xml`),
  },
  vitestLayer('unit and component tests', 'unit'),
  vitestLayer('integration tests', 'integration'),
  vitestLayer('deployment check', 'deploy'),
  // One local build (src/config/buildTarget.ts), made for the end-to-end stack's backend
  // (tests/e2e/fixtures/env.ts): the budgets measure it and the end-to-end tests serve it, as
  // `E2E_SKIP_BUILD=1 npx playwright test` does, instead of building it a second time.
  { name: 'build', cmd: 'npm', args: ['run', 'build'], env: e2eBuildEnv },
  // Its throwaway backend for /properties listens where the build looks (scripts/check-budgets.ts).
  { name: 'budgets', cmd: 'npm', args: ['run', 'budgets'], env: e2eBuildEnv, needs: 'build' },
  {
    name: 'end-to-end tests',
    cmd: bin('playwright'),
    args: ['test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${resultsDir}/e2e.json`, LOCAL_BUILD: '1' },
    report: `${resultsDir}/e2e.json`,
    count: () => countPlaywright(`${resultsDir}/e2e.json`),
  },
];

/**
 * The order of the run. A stage's lanes run side by side; a lane's layers one after another.
 * Unit tests (two workers) and the end-to-end tests (two browsers, the backend and the server)
 * keep both cores busy and run alone. The integration tests run one file at a time against one
 * PGlite backend, a single thread: the other lane (the static checks, the build and the
 * deployment check, each mostly one process) uses the other core. The budgets time the
 * network's quiet: they run alone.
 */
interface Stage {
  lanes: string[][];
  /**
   * The other lanes start once the first lane prints a line matching this (or once it ends), so
   * they don't slow what it starts with: the integration tests' backend start-up (migrations,
   * seed, mail catcher) is timed out.
   */
  othersAfter?: RegExp;
}
const stages: Stage[] = [
  { lanes: [['unit and component tests']] },
  {
    lanes: [
      ['integration tests'],
      [
        'type check',
        'lint',
        'format',
        'unused code',
        'deno check',
        'deno unit tests',
        'build',
        'deployment check',
      ],
    ],
    // Vitest's line for the first finished test file: the backend is up.
    othersAfter: /\.int\.test\.ts \(\d+ tests?/,
  },
  { lanes: [['budgets']] },
  { lanes: [['end-to-end tests']] },
];

/**
 * Runs a layer; with `buffer`, its output is collected instead of printed. `watch` sees the
 * printed output as it comes.
 */
function run(layer: Layer, buffer?: string[], watch?: (text: string) => void): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(layer.cmd, layer.args, {
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : watch ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...layer.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
    });
    const output = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      if (buffer) buffer.push(chunk.toString());
      else {
        to.write(chunk);
        watch?.(chunk.toString());
      }
    };
    child.stdout?.on('data', output(process.stdout));
    child.stderr?.on('data', output(process.stderr));
    child.on('error', (err) => {
      const message = `${layer.name}: ${err.message}`;
      if (buffer) buffer.push(`${message}\n`);
      else console.error(message);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const only = process.argv.slice(2);
const total: Counts = { passed: 0, failed: 0 };
const failedLayers = new Set<string>();
const summary = new Map<string, string>();
const byName = new Map(layers.map((layer) => [layer.name, layer]));
for (const layer of layers) {
  if (!stages.some((stage) => stage.lanes.some((lane) => lane.includes(layer.name)))) {
    throw new Error(`scripts/test-all.ts: layer "${layer.name}" is in no stage`);
  }
}

function wanted(layer: Layer): boolean {
  if (layer.cmd === bin('deno') && denoEntryFiles().length + denoTestFiles().length === 0) {
    return false;
  }
  return only.length === 0 || only.some((o) => layer.name.includes(o));
}

async function runLayer(
  layer: Layer,
  buffer?: string[],
  watch?: (text: string) => void,
): Promise<void> {
  if (layer.needs && failedLayers.has(layer.needs)) {
    summary.set(layer.name, `${layer.name}: skipped (${layer.needs} failed)`);
    total.failed += 1;
    failedLayers.add(layer.name);
    return;
  }
  if (layer.report) rmSync(layer.report, { force: true });
  // The end-to-end tests serve the build layer's dist/ when it was made in this run.
  const env =
    layer.name === 'end-to-end tests' && summary.has('build') && !failedLayers.has('build')
      ? { ...layer.env, E2E_SKIP_BUILD: '1' }
      : layer.env;
  const header = `\n=== ${layer.name} ===`;
  if (buffer) buffer.push(`${header}\n`);
  else console.log(header);
  const started = Date.now();
  const code = await run({ ...layer, env }, buffer, watch);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counted = layer.count?.();
  let counts: Counts;
  if (counted) {
    // A runner that exits non-zero with every test green (e.g. a crashed setup) still fails.
    counts = code !== 0 && counted.failed === 0 ? { ...counted, failed: 1 } : counted;
  } else {
    counts = code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  }
  if (code !== 0 || counts.failed > 0) failedLayers.add(layer.name);
  total.passed += counts.passed;
  total.failed += counts.failed;
  summary.set(
    layer.name,
    `${layer.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds} s)`,
  );
}

const runStarted = Date.now();
for (const stage of stages) {
  const lanes = stage.lanes
    .map((lane) => lane.map((name) => byName.get(name)!).filter(wanted))
    .filter((lane) => lane.length > 0);
  const buffers = lanes.map((_, i) => (i === 0 ? undefined : ([] as string[])));
  let othersMayStart = () => {};
  const othersStart = new Promise<void>((resolve) => (othersMayStart = resolve));
  let seen = '';
  const watch = stage.othersAfter
    ? (text: string) => {
        // eslint-disable-next-line no-control-regex -- colour codes sit between the words
        seen = (seen + text.replace(/\x1b\[[0-9;]*m/g, '')).slice(-4_000);
        if (stage.othersAfter!.test(seen)) othersMayStart();
      }
    : undefined;
  if (!watch) othersMayStart();
  await Promise.all(
    lanes.map(async (lane, i) => {
      if (i === 0) {
        for (const layer of lane) await runLayer(layer, undefined, watch);
        othersMayStart();
        return;
      }
      await othersStart;
      for (const layer of lane) await runLayer(layer, buffers[i]);
    }),
  );
  for (const buffer of buffers) if (buffer) process.stdout.write(buffer.join(''));
}

console.log('\n=== summary ===');
for (const layer of layers) {
  const line = summary.get(layer.name);
  if (line) console.log(line);
}
console.log(`wall time: ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
if (existsSync(`${resultsDir}/budgets.txt`))
  console.log(readFileSync(`${resultsDir}/budgets.txt`, 'utf8'));
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
