/**
 * `npm test`: every test layer of the design, in order, counted. Keeps going after a failing layer
 * so one run shows everything; exits non-zero when anything failed. The last line printed is
 * `N passed, N failed` over all layers (checks such as the type check count as one test each).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { countDeno, countPlaywright, countVitest, type Counts } from './test-counts.ts';

const resultsDir = 'test-results';
mkdirSync(resultsDir, { recursive: true });
const bin = (name: string) => join('node_modules', '.bin', name);

interface Layer {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string>;
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
    count: () => countDeno(`${resultsDir}/deno.xml`),
  },
  {
    name: 'unit and component tests',
    cmd: bin('vitest'),
    args: [
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultsDir}/unit.json`,
    ],
    count: () => countVitest(`${resultsDir}/unit.json`),
  },
  {
    name: 'integration tests',
    cmd: bin('vitest'),
    args: [
      'run',
      '--project',
      'integration',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultsDir}/integration.json`,
    ],
    count: () => countVitest(`${resultsDir}/integration.json`),
  },
  {
    name: 'deployment check',
    cmd: bin('vitest'),
    args: [
      'run',
      '--project',
      'deploy',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultsDir}/deploy.json`,
    ],
    count: () => countVitest(`${resultsDir}/deploy.json`),
  },
  // A local build: against the local backend's defaults (src/config/buildTarget.ts).
  { name: 'build', cmd: 'npm', args: ['run', 'build'], env: { LOCAL_BUILD: '1' } },
  { name: 'budgets', cmd: 'npm', args: ['run', 'budgets'], needs: 'build' },
  {
    name: 'end-to-end tests',
    cmd: bin('playwright'),
    args: ['test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${resultsDir}/e2e.json`, LOCAL_BUILD: '1' },
    count: () => countPlaywright(`${resultsDir}/e2e.json`),
  },
];

function run(layer: Layer): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(layer.cmd, layer.args, {
      stdio: 'inherit',
      env: { ...process.env, ...layer.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
    });
    child.on('error', (err) => {
      console.error(`${layer.name}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const only = process.argv.slice(2);
const total: Counts = { passed: 0, failed: 0 };
const failedLayers = new Set<string>();
const summary: string[] = [];

for (const layer of layers) {
  if (layer.cmd === bin('deno') && denoEntryFiles().length + denoTestFiles().length === 0) continue;
  if (only.length > 0 && !only.some((o) => layer.name.includes(o))) continue;
  if (layer.needs && failedLayers.has(layer.needs)) {
    summary.push(`${layer.name}: skipped (${layer.needs} failed)`);
    total.failed += 1;
    continue;
  }
  for (const f of ['deno.xml', 'unit.json', 'integration.json', 'deploy.json', 'e2e.json']) {
    if (layer.count) rmSync(join(resultsDir, f), { force: true });
  }
  console.log(`\n=== ${layer.name} ===`);
  const started = Date.now();
  const code = await run(layer);
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
  summary.push(`${layer.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds} s)`);
}

console.log('\n=== summary ===');
for (const line of summary) console.log(line);
if (existsSync(`${resultsDir}/budgets.txt`))
  console.log(readFileSync(`${resultsDir}/budgets.txt`, 'utf8'));
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
