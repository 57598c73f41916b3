/**
 * Deployment check of the edge functions, by the Supabase CLI's bundling rules: a function is
 * bundled from its entry point with only its own `supabase/functions/<name>/deno.json` as import
 * map (the CLI never reads the shared supabase/functions/deno.json), and only the files its module
 * graph reaches are uploaded. So each function is type-checked in a directory holding exactly
 * those files and that config: no package.json, no node_modules, no shared config.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './postgres.ts';

const FUNCTIONS_DIR = path.join(REPO_ROOT, 'supabase', 'functions');
const DENO = path.join(REPO_ROOT, 'node_modules', '.bin', 'deno');
const functionNames = readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => d.name)
  .sort();

const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};
const workDirs: string[] = [];
afterAll(() => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
});

/** The local files the function's module graph reaches, relative to supabase/functions. */
function uploadedFiles(name: string): string[] {
  const out = execFileSync(
    DENO,
    ['info', '--json', '--config', path.join(FUNCTIONS_DIR, name, 'deno.json'), 'index.ts'],
    {
      cwd: path.join(FUNCTIONS_DIR, name),
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  const graph = JSON.parse(out) as { modules: { specifier: string }[] };
  return graph.modules
    .filter((m) => m.specifier.startsWith('file://'))
    .map((m) => path.relative(FUNCTIONS_DIR, fileURLToPath(m.specifier)))
    .sort();
}

/** A directory laid out as the CLI uploads the function; returns its entry point's folder. */
function stage(name: string, withConfig: boolean): string {
  const root = mkdtempSync(path.join(os.tmpdir(), `fn-bundle-${name}-`));
  workDirs.push(root);
  for (const file of uploadedFiles(name)) {
    cpSync(path.join(FUNCTIONS_DIR, file), path.join(root, 'supabase', 'functions', file));
  }
  if (withConfig) {
    cpSync(
      path.join(FUNCTIONS_DIR, name, 'deno.json'),
      path.join(root, 'supabase', 'functions', name, 'deno.json'),
    );
  }
  return path.join(root, 'supabase', 'functions', name);
}

function denoCheck(dir: string, withConfig: boolean) {
  const args = withConfig
    ? ['check', '--config', 'deno.json', 'index.ts']
    : ['check', '--no-config', 'index.ts'];
  const result = spawnSync(DENO, args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

describe.each(functionNames)('function %s', (name) => {
  it('has its own deno.json whose imports are pinned, at the versions the app uses', () => {
    const file = path.join(FUNCTIONS_DIR, name, 'deno.json');
    expect(existsSync(file), `${name}/deno.json`).toBe(true);
    const config = JSON.parse(readFileSync(file, 'utf8')) as { imports?: Record<string, string> };
    for (const [bare, target] of Object.entries(config.imports ?? {})) {
      const match = /^npm:((?:@[^/@]+\/)?[^/@]+)@(\d+\.\d+\.\d+)$/.exec(target);
      expect(match, `${bare} -> ${target} is not an exact npm version`).not.toBeNull();
      // One version of zod for the browser and the functions that share its schemas.
      expect(match?.[2]).toBe(lock.packages[`node_modules/${match?.[1]}`]?.version);
    }
  });

  it('type-checks with only the files the CLI uploads and only its own config', () => {
    const files = uploadedFiles(name);
    expect(files).toContain(`${name}/index.ts`);
    const result = denoCheck(stage(name, true), true);
    console.log(`deno check ${name} (${files.length} files, own deno.json):\n${result.output}`);
    expect(result.output).not.toMatch(/error/i);
    expect(result.status).toBe(0);
  });
});

it('would catch a function that lost its import map: bare imports no longer resolve', () => {
  const name = functionNames.find((n) =>
    uploadedFiles(n).some((f) =>
      /from 'zod'/.test(readFileSync(path.join(FUNCTIONS_DIR, f), 'utf8')),
    ),
  );
  expect(name).toBeDefined();
  const result = denoCheck(stage(name as string, false), false);
  expect(result.status).not.toBe(0);
  expect(result.output).toMatch(/zod/);
});
