/**
 * `npm test`: every test layer of the design, counted. Keeps going after a failing layer so one
 * run shows everything; exits non-zero when anything failed. The last line printed is
 * `N passed, N failed` over all layers (checks such as the type check count as one test each).
 * Layers run side by side as far as the cores allow (`schedule` below), then the end-to-end
 * tests alone. A layer's output is printed whole when it ends; the end-to-end tests' streams.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
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
  /** A layer that must have ended first (and is skipped when that one failed). */
  needs?: string;
  /** How many cores it keeps busy (default 1). */
  cores?: number;
  /** Uses Debian's packages (Chromium, PostgreSQL), which .ci/run may still be installing. */
  systemPackages?: true;
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
  { ...vitestLayer('unit and component tests', 'unit'), cores: 2 },
  vitestLayer('integration tests', 'integration'),
  { ...vitestLayer('deployment check', 'deploy'), systemPackages: true },
  // One local build (src/config/buildTarget.ts), made for the end-to-end stack's backend
  // (tests/e2e/fixtures/env.ts): the budgets measure it and the end-to-end tests serve it, as
  // `E2E_SKIP_BUILD=1 npx playwright test` does, instead of building it a second time.
  { name: 'build', cmd: 'npm', args: ['run', 'build'], env: e2eBuildEnv },
  // Its throwaway backend for /properties listens where the build looks (scripts/check-budgets.ts),
  // the end-to-end backend's port: so never beside the end-to-end tests.
  {
    name: 'budgets',
    cmd: 'npm',
    args: ['run', 'budgets'],
    env: e2eBuildEnv,
    needs: 'build',
    systemPackages: true,
  },
  {
    name: 'end-to-end tests',
    cmd: bin('playwright'),
    args: ['test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${resultsDir}/e2e.json`, LOCAL_BUILD: '1' },
    report: `${resultsDir}/e2e.json`,
    count: () => countPlaywright(`${resultsDir}/e2e.json`),
    cores: 2,
    systemPackages: true,
  },
];

/**
 * The order of the run. The first stage's layers start in this order whenever their cores are
 * free: the integration tests first, as they are the longest and run one file at a time against
 * one PGlite backend (mostly one busy thread), so every other layer runs niced beside them and
 * takes what they leave; the unit tests keep two cores busy; the rest one each. The budgets wait
 * for the build. The end-to-end tests (two browsers, the backend and the server) run alone, last:
 * their journeys time out under load.
 */
const stages: string[][] = [
  [
    'integration tests',
    'unit and component tests',
    'type check',
    'lint',
    'format',
    'unused code',
    'deno check',
    'build',
    'budgets',
    'deno unit tests',
    'deployment check',
  ],
  ['end-to-end tests'],
];
/** Cores the layers of a stage may keep busy: the machine's, and one the integration tests leave. */
const capacity = availableParallelism() + 1;
/** The layer whose priority is kept: everything beside it runs at this nice value. */
const BESIDE_NICE = 10;

/**
 * .ci/run installs Debian's packages beside `npm ci` and this run; it writes this file once apt
 * has ended. Layers that use them wait for it.
 */
const packagesDoneFile = process.env.CI_SYSTEM_PACKAGES_DONE;
const systemPackagesReady: Promise<void> = packagesDoneFile
  ? new Promise((resolve) => {
      const check = () => {
        if (existsSync(packagesDoneFile)) resolve();
        else setTimeout(check, 500);
      };
      check();
    })
  : Promise.resolve();
let systemPackagesInstalled = !packagesDoneFile;
void systemPackagesReady.then(() => (systemPackagesInstalled = true));

/**
 * Runs a layer; with `buffer`, its output is collected instead of printed. `nice`: its process
 * (and what it starts) yields the cores to the run's un-niced layer.
 */
function run(layer: Layer, buffer?: string[], nice?: number): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(layer.cmd, layer.args, {
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...layer.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
    });
    if (nice && child.pid !== undefined) {
      try {
        setPriority(child.pid, nice);
      } catch {
        // Only a scheduling preference: the layer runs the same without it.
      }
    }
    const collect = (chunk: Buffer) => buffer?.push(chunk.toString());
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
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
  if (!stages.some((stage) => stage.includes(layer.name))) {
    throw new Error(`scripts/test-all.ts: layer "${layer.name}" is in no stage`);
  }
}

function wanted(layer: Layer): boolean {
  if (layer.cmd === bin('deno') && denoEntryFiles().length + denoTestFiles().length === 0) {
    return false;
  }
  return only.length === 0 || only.some((o) => layer.name.includes(o));
}

async function runLayer(layer: Layer, buffer?: string[], nice?: number): Promise<void> {
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
  const code = await run({ ...layer, env }, buffer, nice);
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

const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs a stage's layers: each starts, in the stage's order, once the layer it needs has ended,
 * its packages are installed and its cores are free (a layer wanting more cores than are free
 * starts only when nothing else runs). The first runs at normal priority, the others niced. A
 * stage of one layer streams its output; otherwise each layer's is printed whole when it ends.
 */
async function runStage(names: string[], runStarted: number): Promise<void> {
  const pending = names.map((name) => byName.get(name)!).filter(wanted);
  const alone = pending.length === 1;
  const running = new Map<Layer, number>();
  const ended = new Set<string>();
  const first = pending[0];
  await new Promise<void>((resolve) => {
    const busy = () => [...running.values()].reduce((sum, cores) => sum + cores, 0);
    const mayStart = (layer: Layer) =>
      (!layer.needs || ended.has(layer.needs) || !pending.some((l) => l.name === layer.needs)) &&
      (!layer.needs || !running.has(byName.get(layer.needs)!)) &&
      (!layer.systemPackages || systemPackagesInstalled) &&
      (running.size === 0 || busy() + (layer.cores ?? 1) <= capacity);
    const pump = () => {
      for (const layer of [...pending]) {
        if (!mayStart(layer)) continue;
        pending.splice(pending.indexOf(layer), 1);
        const cores = layer.cores ?? 1;
        running.set(layer, cores);
        const buffer = alone ? undefined : ([] as string[]);
        if (buffer) console.log(`[${elapsed(runStarted)}] ${layer.name}: started`);
        void runLayer(layer, buffer, layer === first ? undefined : BESIDE_NICE).then(() => {
          running.delete(layer);
          ended.add(layer.name);
          if (buffer) process.stdout.write(buffer.join(''));
          if (buffer) console.log(`[${elapsed(runStarted)}] ${summary.get(layer.name)}`);
          pump();
        });
      }
      if (pending.length === 0 && running.size === 0) resolve();
    };
    void systemPackagesReady.then(pump);
    pump();
  });
}

const runStarted = Date.now();
for (const stage of stages) await runStage(stage, runStarted);

console.log('\n=== summary ===');
for (const layer of layers) {
  const line = summary.get(layer.name);
  if (line) console.log(line);
}
console.log(`wall time: ${elapsed(runStarted)}`);
if (existsSync(`${resultsDir}/budgets.txt`))
  console.log(readFileSync(`${resultsDir}/budgets.txt`, 'utf8'));
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
