/**
 * The benchmarks' child processes (the local backend, vite preview): each in its own process
 * group, stopped with everything it spawned, and its temporary folders removed, when the script
 * ends or is interrupted.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
const tempDirs: string[] = [];

/** Removes `dir` when the script ends. */
export function removeOnExit(dir: string): void {
  tempDirs.push(dir);
}

export function startChild(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  // Own process group, so stopping it also stops what it spawned (esbuild, Deno, ...).
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

/** Stops the children and removes the folders (also run on exit and on SIGINT or SIGTERM). */
export function cleanUp(): void {
  for (const child of children) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** Resolves when the child prints a line matching `ready`; rejects if it exits or times out. */
export function waitForOutput(
  child: ChildProcess,
  ready: RegExp,
  what: string,
  timeoutMs = 120_000,
): Promise<void> {
  return new Promise<void>((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${what} did not start:\n${output}`)),
      timeoutMs,
    );
    const onData = (data: Buffer) => {
      output += data.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolvePromise();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}:\n${output}`));
    });
  });
}

/**
 * `npm run build` as a local build (src/config/buildTarget.ts): the local backend's URL and key,
 * with `env` naming which backend. Throws when the build fails.
 */
export function buildLocalSite(env: NodeJS.ProcessEnv): void {
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, LOCAL_BUILD: '1', ...env },
  });
  if (build.status !== 0) throw new Error('The build failed');
}
