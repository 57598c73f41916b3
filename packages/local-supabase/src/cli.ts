/**
 * `local-supabase` (`npm run backend`): the local Supabase stand-in on http://127.0.0.1:54321 with its mail catcher.
 * Usage: local-supabase [--port N] [--data-dir DIR] [--fresh] [--mail-smtp N]
 *        [--mail-web N] [--no-mail] [--no-watch] [--quiet]
 *        [--migrations-dir DIR] [--seed-file FILE] [--functions-dir DIR] [--s3 N]
 *        [--password-hash-cost N]
 */
import path from 'node:path';
import type { LocalSupabase } from './index.ts';
import { REPO_ROOT } from './env.ts';
import { startMailCatcher } from './mail.ts';
import { freePort } from './ports.ts';
import { startS3StandIn } from './s3.ts';

interface CliArgs {
  port?: number;
  dataDir?: string;
  fresh: boolean;
  smtpPort: number;
  webPort: number;
  mail: boolean;
  watch: boolean;
  quiet: boolean;
  migrationsDir?: string;
  seedFile?: string;
  functionsDir?: string;
  /** Port of the backups' S3 stand-in (off unless given). */
  s3Port?: number;
  passwordHashCost?: number;
}

function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = {
    fresh: false,
    smtpPort: 54325,
    webPort: 54324,
    mail: true,
    watch: true,
    quiet: false,
  };
  const needValue = (i: number, flag: string): string => {
    const value = argv[i + 1];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    return value;
  };
  const toPort = (value: string, flag: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 65535)
      throw new Error(`${flag}: invalid port ${value}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = (): string => inline ?? needValue(i++, flag);
    switch (flag) {
      case '--port':
        args.port = toPort(value(), flag);
        break;
      case '--data-dir':
        args.dataDir = path.resolve(value());
        break;
      case '--fresh':
        args.fresh = true;
        break;
      case '--mail-smtp':
        args.smtpPort = toPort(value(), flag);
        break;
      case '--mail-web':
        args.webPort = toPort(value(), flag);
        break;
      case '--no-mail':
        args.mail = false;
        break;
      case '--no-watch':
        args.watch = false;
        break;
      case '--migrations-dir':
        args.migrationsDir = path.resolve(value());
        break;
      case '--seed-file':
        args.seedFile = path.resolve(value());
        break;
      case '--functions-dir':
        args.functionsDir = path.resolve(value());
        break;
      case '--quiet':
        args.quiet = true;
        break;
      case '--s3':
        args.s3Port = toPort(value(), flag);
        break;
      case '--password-hash-cost': {
        // bcrypt takes 4 to 31 (a test stack passes 4: see TEST_BCRYPT_COST).
        const cost = Number(value());
        if (!Number.isInteger(cost) || cost < 4 || cost > 31) {
          throw new Error(`${flag}: bcrypt's cost is 4 to 31`);
        }
        args.passwordHashCost = cost;
        break;
      }
      case '--help':
      case '-h':
        console.log(
          'Usage: local-supabase [--port N] [--data-dir DIR] [--fresh] [--mail-smtp N] [--mail-web N] [--no-mail] [--no-watch] [--quiet] [--s3 N] [--password-hash-cost N]',
        );
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${arg}`);
    }
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = Date.now();
  // Until the backend is up, a signal just exits: Postgres recovers from an interrupted start,
  // and the mail catcher and function workers exit when our pipes close.
  const running: { backend?: LocalSupabase } = {};
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const backendRef = running.backend;
    if (!backendRef) process.exit(130);
    console.log(`\n${signal}: stopping the local backend...`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    backendRef
      .stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  const log = (line: string) => console.log(line);
  const quietLog = args.quiet ? () => {} : log;
  // maildev takes a second or two to boot: start it before loading the database code.
  const mailCatcher = args.mail
    ? (async () =>
        startMailCatcher(
          args.smtpPort || (await freePort()),
          args.webPort || (await freePort()),
          quietLog,
        ))()
    : Promise.resolve(undefined);
  mailCatcher.catch(() => {});
  const { startLocalSupabase } = await import('./index.ts');
  const backend: LocalSupabase = await startLocalSupabase({
    port: args.port,
    dataDir: args.dataDir ?? path.join(REPO_ROOT, '.data'),
    fresh: args.fresh,
    migrationsDir: args.migrationsDir,
    seedFile: args.seedFile,
    functionsDir: args.functionsDir,
    mail: args.mail ? { smtpPort: args.smtpPort, webPort: args.webPort } : false,
    mailCatcher,
    watchFunctions: args.watch,
    log: quietLog,
    logRequests: !args.quiet,
    passwordHashCost: args.passwordHashCost,
  });
  running.backend = backend;
  if (args.s3Port !== undefined) {
    const s3 = await startS3StandIn({ port: args.s3Port, dir: path.join(backend.dataDir, 's3') });
    const stopBackend = backend.stop.bind(backend);
    backend.stop = async () => {
      await Promise.all([stopBackend(), s3.stop()]);
    };
    console.log(
      `  S3:        ${s3.url} (backups' bucket stand-in; keys ${s3.accessKeyId} / ${s3.secretAccessKey})`,
    );
  }
  console.log(`Local Supabase ready at ${backend.url} (started in ${Date.now() - started} ms)`);
  console.log(`  REST:      ${backend.url}/rest/v1`);
  console.log(`  Auth:      ${backend.url}/auth/v1`);
  console.log(`  Functions: ${backend.url}/functions/v1/<name>`);
  if (backend.mailUrl) console.log(`  Mail UI:   ${backend.mailUrl}  (SMTP ${backend.smtpUrl})`);
  console.log(`  Admin:     ${backend.adminEmail} / ${backend.adminPassword}`);
  console.log(`  Data:      ${backend.dataDir}`);
  console.log(`  Anon key:  ${backend.anonKey}`);
  console.log(`  JWKS:      ${backend.url}/auth/v1/.well-known/jwks.json (user tokens: ES256)`);

  // A bug in one request handler must not take the whole local backend down.
  process.on('uncaughtException', (err) => console.error('[local-supabase] uncaught error:', err));
  process.on('unhandledRejection', (err) =>
    console.error('[local-supabase] unhandled rejection:', err),
  );
}

main().catch((err: unknown) => {
  console.error(
    `Local Supabase failed to start: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
});
