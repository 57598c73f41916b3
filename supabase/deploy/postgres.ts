/**
 * A throwaway real Postgres (Debian's `postgresql`, the major version hosted Supabase runs) set
 * up like a hosted project before `supabase db push`: hosted-roles.sql as the superuser, then
 * every migration and the seed as the non-superuser `postgres`, the way the CLI applies them.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createRequire } from 'node:module';
import { freePort } from 'local-supabase/ports';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'supabase', 'migrations');
export const SEED_FILE = path.join(REPO_ROOT, 'supabase', 'seed.sql');
// What hosted Supabase has before any migration, as the local backend applies it too.
const resolve = createRequire(import.meta.url).resolve;
const STORAGE_SCHEMA = resolve('local-supabase/sql/storage-schema.sql');
const AUTH_FUNCTIONS = resolve('local-supabase/sql/auth-functions.sql');

/** The newest Debian Postgres server binaries, or a clear error naming the package to install. */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'The deployment check needs a real Postgres: apt-get install -y postgresql (.ci/run does this).',
    );
  }
  return path.join(root, versions[0] as string, 'bin');
}

export interface HostedLikePostgres {
  port: number;
  /** `PostgreSQL 15.x` as the server reports it. */
  version: string;
  /** A connection as the given role (trust auth on loopback, throwaway cluster). */
  connect(user: 'supabase_admin' | 'postgres' | 'authenticator'): postgres.Sql;
  /** What applying the migrations and seed as `postgres` printed, file by file. */
  applied: string[];
  stop(): Promise<void>;
}

// initdb and postgres refuse to run as root; CI runs as root, so run them as Debian's `postgres`.
function asServerUser(cmd: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [cmd, args];
  return ['runuser', ['-u', 'postgres', '--', cmd, ...args]];
}

function ownedTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  return dir;
}

async function waitForServer(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited early:\n${log()}`);
    const sql = postgres({
      host: '127.0.0.1',
      port,
      user: 'supabase_admin',
      database: 'postgres',
      max: 1,
      onnotice: () => {},
      connect_timeout: 2,
    });
    try {
      await sql`select 1`;
      await sql.end();
      return;
    } catch {
      await sql.end({ timeout: 0 }).catch(() => {});
      if (Date.now() > deadline) throw new Error(`postgres did not start in 60 s:\n${log()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export async function startHostedLikePostgres(): Promise<HostedLikePostgres> {
  const bin = postgresBinDir();
  const dataDir = ownedTempDir('deploy-check-pg-');
  const [initCmd, initArgs] = asServerUser(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'supabase_admin',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'pipe' });

  const port = await freePort();
  const [cmd, args] = asServerUser(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dataDir}`,
    '-c',
    'fsync=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'synchronous_commit=off',
  ]);
  let output = '';
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      // pg_ctl, not a signal to the child: under runuser the signal would not reach postgres.
      const [stopCmd, stopArgs] = asServerUser(path.join(bin, 'pg_ctl'), [
        'stop',
        '-D',
        dataDir,
        '-m',
        'immediate',
        '-s',
      ]);
      try {
        execFileSync(stopCmd, stopArgs, { stdio: 'pipe' });
      } catch {
        child.kill('SIGKILL');
      }
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const connections: postgres.Sql[] = [];
  const connect = (user: 'supabase_admin' | 'postgres' | 'authenticator') => {
    const sql = postgres({
      host: '127.0.0.1',
      port,
      user,
      database: 'postgres',
      max: 1,
      onnotice: () => {},
    });
    connections.push(sql);
    return sql;
  };

  try {
    await waitForServer(port, child, () => output);
    const admin = connect('supabase_admin');
    await admin.unsafe(readFileSync(path.join(import.meta.dirname, 'hosted-roles.sql'), 'utf8'));
    await admin.begin(async (tx) => {
      await tx.unsafe('set local role supabase_auth_admin');
      await tx.unsafe(readFileSync(AUTH_FUNCTIONS, 'utf8'));
      await tx.unsafe('set local role supabase_storage_admin');
      await tx.unsafe(readFileSync(STORAGE_SCHEMA, 'utf8'));
    });

    // `supabase db push`: each migration in order, as postgres, in its own transaction.
    const owner = connect('postgres');
    const applied: string[] = [];
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const file of [...files.map((f) => path.join(MIGRATIONS_DIR, f)), SEED_FILE]) {
      const text = readFileSync(file, 'utf8');
      try {
        await owner.begin((tx) => tx.unsafe(text));
      } catch (err) {
        throw new Error(
          `${path.relative(REPO_ROOT, file)} failed as postgres: ${(err as Error).message}`,
          { cause: err },
        );
      }
      applied.push(path.relative(REPO_ROOT, file));
    }
    const [row] = await admin`select current_setting('server_version') as v`;
    return {
      port,
      version: `PostgreSQL ${String(row?.v)}`,
      connect,
      applied,
      async stop() {
        await Promise.allSettled(connections.map((c) => c.end({ timeout: 1 })));
        await stop();
      },
    };
  } catch (err) {
    await Promise.allSettled(connections.map((c) => c.end({ timeout: 0 })));
    await stop();
    throw err;
  }
}
