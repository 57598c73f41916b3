/**
 * The embedded local Supabase: PGlite-backed REST (/rest/v1), Auth (/auth/v1) and Functions
 * (/functions/v1 on real Deno) on one HTTP port, plus the maildev mail catcher.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { JSONWebKeySet, JWK } from 'jose';
import { ensureLocalAccounts, ensureLocalAdmin } from './admin.ts';
import { createAuthHandler } from './auth/handler.ts';
import { readAuthTemplates } from './auth/templates.ts';
import {
  localSignupOverride,
  readAuthProjectSettings,
  readAuthSiteConfig,
  smtpSender,
  type AuthProjectSettings,
} from './auth/mailer.ts';
import {
  API_ROLES,
  applyMigrations,
  applySeed,
  lockDataDir,
  openDatabase,
  type ApiRole,
} from './db.ts';
import { readProjectConfig, section } from './config.ts';
import { REPO_ROOT, loadFileEnv, loadProjectEnv, readEnvFile } from './env.ts';
import { FunctionsRuntime } from './functions.ts';
import {
  BodyTooLargeError,
  bearerToken,
  corsHeaders,
  headerRecord,
  json,
  readBody,
  send,
  type Reply,
} from './http-util.ts';
import {
  DEFAULT_JWT_SECRET,
  JwtError,
  JwtKeys,
  LOCAL_PUBLISHABLE_KEY,
  loadSigningKeys,
  LOCAL_SECRET_KEY,
  opaqueKeyRole,
  type JwtClaims,
} from './jwt.ts';
import { startMailCatcher, type MailCatcher } from './mail.ts';
import { createErrorCatcher, localErrorDsn } from './errors.ts';
import { freePort } from './ports.ts';
import { handleRest, restErrorReply, schemaCacheFor } from './rest/handler.ts';
import { PgrstError } from './rest/errors.ts';
import { handlePgAdmin } from './pg-admin.ts';
import { StorageError, createStorageHandler } from './storage/handler.ts';
import { seedObjects } from './storage/seed.ts';

/** A restore's SQL through `/pg/query` (the dump of the whole database) may be large. */
const PG_ADMIN_MAX_BODY_BYTES = 1024 * 1024 * 1024;
export { TEST_BCRYPT_COST } from './auth/users.ts';

/** Hosted Storage's global upload limit (50 MB); buckets set lower ones. */
const STORAGE_MAX_BODY_BYTES = 50 * 1024 * 1024;

export interface LocalSupabaseOptions {
  /** HTTP port; 0 picks a free one. Default SUPABASE_LOCAL_PORT or 54321. */
  port?: number;
  /** Data directory of PGlite. Default `.data` in the repository. */
  dataDir?: string;
  /** Wipe the data directory first. */
  fresh?: boolean;
  migrationsDir?: string;
  seedFile?: string;
  functionsDir?: string;
  /** Mail catcher ports (0 = free port), or false for none. Default 54325 / 54324. */
  mail?: false | { smtpPort: number; webPort: number };
  /** Extra environment for the functions (wins over process env and .env). */
  env?: Record<string, string>;
  /** Restart function workers when files under functionsDir change. */
  watchFunctions?: boolean;
  /** Log sink (default: silent). */
  log?: (line: string) => void;
  /** Log one line per request. */
  logRequests?: boolean;
  /** A mail catcher the caller already started (the CLI starts it first to overlap start-up). */
  mailCatcher?: Promise<MailCatcher | undefined>;
  /**
   * The asymmetric signing keys (the CLI's `signing_keys_path` format: a JSON array of private
   * JWKs). Default: `[auth] signing_keys_path` of config.toml, else `auth-signing-keys.json` in
   * the data directory, created with a fresh ES256 key on first start.
   */
  signingKeysPath?: string;
  /** False: functions get no client-address header (see FunctionsOptions). Default true. */
  clientAddressHeaders?: boolean;
  /** Overrides of config.toml's `[auth]` settings (tests of other project setups). */
  auth?: Partial<AuthProjectSettings>;
  /**
   * bcrypt's cost for the password hashes this backend makes. Default GoTrue's (BCRYPT_COST);
   * test runs pass TEST_BCRYPT_COST, which the same sign-in checks at a fraction of the CPU.
   */
  passwordHashCost?: number;
}

export interface LocalSupabase {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The well-known local publishable key (`sb_publishable_…`, the anon role). */
  publishableKey: string;
  /** The well-known local secret key (`sb_secret_…`, the service_role role). */
  secretKey: string;
  jwtSecret: string;
  /** The public signing keys, as served at /auth/v1/.well-known/jwks.json. */
  jwks: JSONWebKeySet;
  mailUrl?: string;
  smtpUrl?: string;
  /** The DSN of this backend's error catcher (errors.ts): `GET <url>/errors/reports` reads it. */
  errorDsn: string;
  adminEmail: string;
  adminPassword: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** `max_rows` of the `[api]` section of supabase/config.toml, as PostgREST's max-rows. */
function readMaxRows(): number | undefined {
  const maxRows = section(readProjectConfig(), 'api').max_rows;
  return typeof maxRows === 'number' ? maxRows : undefined;
}

/** Where a data directory keeps its signing keys (unless config.toml names a file). */
const SIGNING_KEYS_FILE = 'auth-signing-keys.json';

const KONG_NOT_FOUND = { message: 'no Route matched with those values' };

export async function startLocalSupabase(opts: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const log = opts.log ?? (() => {});
  const projectEnv = loadProjectEnv();
  const jwtSecret = projectEnv.SUPABASE_JWT_SECRET || DEFAULT_JWT_SECRET;
  const dataDir = path.resolve(opts.dataDir ?? path.join(REPO_ROOT, '.data'));
  const migrationsDir = opts.migrationsDir ?? path.join(REPO_ROOT, 'supabase', 'migrations');
  const seedFile = opts.seedFile ?? path.join(REPO_ROOT, 'supabase', 'seed.sql');
  const functionsDir = opts.functionsDir ?? path.join(REPO_ROOT, 'supabase', 'functions');
  const adminEmail = projectEnv.LOCAL_ADMIN_EMAIL || 'admin@example.com';
  const adminPassword = projectEnv.LOCAL_ADMIN_PASSWORD || 'admin-password-123';
  const projectSeed = path.resolve(seedFile) === path.join(REPO_ROOT, 'supabase', 'seed.sql');
  const seedAccounts = (projectEnv.LOCAL_SEED_ACCOUNTS ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const maxRows = readMaxRows();
  // PostgREST's own variable until config.toml [api] schemas is read; default public.
  const restSchemas = process.env.PGRST_DB_SCHEMAS?.split(',').map((s) => s.trim()) ?? ['public'];
  const requestedPort = opts.port ?? Number(projectEnv.SUPABASE_LOCAL_PORT || 54321);

  // Mail catcher starts in parallel with the database.
  const mailSetting = opts.mail;
  const mailPromise: Promise<MailCatcher | undefined> = opts.mailCatcher
    ? opts.mailCatcher
    : mailSetting === false
      ? Promise.resolve(undefined)
      : (async () => {
          const mailOpts = mailSetting ?? { smtpPort: 54325, webPort: 54324 };
          const smtpPort = mailOpts.smtpPort || (await freePort());
          const webPort = mailOpts.webPort || (await freePort());
          return startMailCatcher(smtpPort, webPort, log);
        })();
  mailPromise.catch(() => {});

  let db: PGlite | undefined;
  let mail: MailCatcher | undefined;
  let releaseLock = () => {};
  // config.toml's production values, then the local backend's own sign-up switch, then the caller's.
  const authSettings = {
    ...readAuthProjectSettings(),
    ...localSignupOverride(projectEnv),
    ...opts.auth,
  };
  let signingKeys: JWK[];
  let seeded: boolean;
  try {
    let t = Date.now();
    const phase = (name: string) => {
      log(`${name} in ${Date.now() - t} ms`);
      t = Date.now();
    };
    db = await openDatabase({ dataDir, fresh: opts.fresh, log });
    releaseLock = lockDataDir(dataDir);
    phase('database opened');
    // Hosted's DDL event triggers only tell PostgREST to reload; quiet while we migrate (the
    // cache loads after), by a setting bootstrap.sql's trigger functions check.
    await db.exec(`set local_supabase.migrating = 'on'`);
    await applyMigrations(db, migrationsDir, log);
    // The demo accounts belong to the project's own seed (another seed file, a client suite's,
    // has its own users).
    if (projectSeed) {
      await ensureLocalAccounts(
        db,
        seedAccounts,
        projectEnv.LOCAL_SEED_PASSWORD ?? '',
        opts.passwordHashCost,
      );
    }
    seeded = await applySeed(db, seedFile, log);
    await db.exec(`set local_supabase.migrating = 'off'`);
    phase('migrations and seed checked');
    await ensureLocalAdmin(db, adminEmail, adminPassword, opts.passwordHashCost);
    phase('admin account checked');
    // PostgREST's schema cache: loaded once the schema is in place, reloaded on NOTIFY pgrst.
    // Hosted loads pg_stat_statements, so plans carry a query identifier (EXPLAIN VERBOSE).
    await db.exec(`set compute_query_id = on`);
    // NOTIFY pgrst marks PostgREST's schema cache for reloading; it is loaded once listening.
    const schemaCache = schemaCacheFor(db, restSchemas);
    await schemaCache.listen();
    schemaCache.invalidate();
    mail = await mailPromise;
    phase('mail catcher ready');
    signingKeys = await loadSigningKeys(
      opts.signingKeysPath ?? authSettings.signingKeysPath ?? path.join(dataDir, SIGNING_KEYS_FILE),
    );
  } catch (err) {
    await db?.close().catch(() => {});
    releaseLock();
    await mailPromise.then((m) => m?.stop()).catch(() => {});
    throw err;
  }
  const database = db;
  const keys = await JwtKeys.create(jwtSecret, signingKeys);
  const { anonKey, serviceRoleKey } = await keys.apiKeys();

  let baseUrl = '';
  const functionEnv = (): Record<string, string> => {
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
    const fileEnv = loadFileEnv();
    for (const [k, v] of Object.entries(fileEnv)) if (!env[k]) env[k] = v;
    Object.assign(env, {
      SUPABASE_URL: baseUrl,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      // Hosted injects the new keys as JSON dictionaries keyed by name.
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: LOCAL_SECRET_KEY }),
      // Hosted gives functions the public keys that verify user JWTs.
      SUPABASE_JWKS: JSON.stringify(keys.jwks),
    });
    // The mail catcher's real port wins over the .env.example default, not over an explicit one.
    const explicitSmtp = process.env.SMTP_URL || readEnvFile(path.join(REPO_ROOT, '.env')).SMTP_URL;
    if (mail && !explicitSmtp) env.SMTP_URL = mail.smtpUrl;
    // Error reports go to this backend's catcher (errors.ts) unless a DSN is set explicitly.
    if (!env.SENTRY_DSN) env.SENTRY_DSN = localErrorDsn(baseUrl);
    env.SENTRY_ENVIRONMENT ||= 'local';
    Object.assign(env, opts.env ?? {});
    return env;
  };
  const errorCatcher = createErrorCatcher();
  const functions = new FunctionsRuntime({
    functionsDir,
    env: functionEnv,
    watch: opts.watchFunctions,
    log,
    clientAddressHeaders: opts.clientAddressHeaders,
  });
  const authHandler = createAuthHandler({
    db: database,
    keys,
    baseUrl: () => baseUrl,
    site: readAuthSiteConfig(),
    settings: authSettings,
    sendMail: smtpSender(() => mail?.smtpUrl),
    templates: readAuthTemplates(),
    passwordHashCost: opts.passwordHashCost,
  });

  // Storage: the caller's role and claims as for REST; a bad token gets Storage's error shape.
  const storage = createStorageHandler({
    db: database,
    root: path.join(dataDir, 'storage'),
    jwtSecret,
  });
  // The seed's files, once with the project's own seed (as `supabase db reset` uploads
  // objects_path); another seed file (a client suite's) has other buckets.
  if (seeded && projectSeed) {
    const service = async () => ({
      role: 'service_role' as const,
      claims: { role: 'service_role' },
    });
    for (const object of seedObjects(readProjectConfig(), path.join(REPO_ROOT, 'supabase'))) {
      const reply = await storage(
        {
          method: 'POST',
          path: `/object/${object.bucket}/${object.name}`,
          query: new URLSearchParams(),
          headers: { 'content-type': object.contentType, 'x-upsert': 'true' },
          body: object.data,
        },
        service,
      );
      if (reply.status >= 300) {
        throw new Error(`seed object ${object.bucket}/${object.name}: ${String(reply.body)}`);
      }
    }
    log('uploaded the seed objects');
  }
  const storageIdentity = (req: IncomingMessage, query: URLSearchParams) => async () => {
    let identity: Awaited<ReturnType<typeof restIdentity>>;
    try {
      identity = await restIdentity(req, query);
    } catch (err) {
      throw new StorageError('403', 'Unauthorized', (err as Error).message);
    }
    if (identity.missing) {
      throw new StorageError('400', 'Error', "headers must have required property 'authorization'");
    }
    return { role: identity.role, claims: identity.claims };
  };

  /** Role and claims of a REST request (PostgREST reads Authorization; Kong falls back to apikey). */
  async function restIdentity(req: IncomingMessage, query: URLSearchParams) {
    const apikeyHeader = req.headers['apikey'];
    const apikey =
      (Array.isArray(apikeyHeader) ? apikeyHeader[0] : apikeyHeader) ??
      query.get('apikey') ??
      undefined;
    const token = bearerToken(req) ?? apikey;
    if (!token) return { missing: true as const };
    let claims: JwtClaims;
    try {
      claims = await keys.verify(token);
    } catch (err) {
      const expired = err instanceof JwtError && err.expired;
      throw new PgrstError(
        401,
        expired ? 'PGRST303' : 'PGRST301',
        expired ? 'JWT expired' : `JWSError (${(err as Error).message})`,
      );
    }
    const role = (typeof claims.role === 'string' ? claims.role : 'anon') as ApiRole;
    if (!API_ROLES.includes(role)) {
      throw new PgrstError(
        401,
        'PGRST301',
        `role "${String(claims.role)}" is not allowed by the local backend`,
      );
    }
    return { missing: false as const, role, claims };
  }

  /**
   * The gateway step for opaque keys: an `sb_publishable_…`/`sb_secret_…` apikey becomes the
   * anon/service_role JWT that the services behind it verify, unless the request carries a user
   * JWT. Returns false (after answering 401) for an unknown sb_ key.
   */
  function applyOpaqueKey(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    const header = req.headers['apikey'];
    const apikey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
    const bearer = bearerToken(req);
    const keyRole = opaqueKeyRole(apikey ?? undefined);
    const bearerRole = opaqueKeyRole(bearer);
    if (keyRole === 'invalid' || bearerRole === 'invalid') {
      send(
        req,
        res,
        json(401, { message: 'Invalid API key', hint: 'Double check the provided API key.' }),
      );
      return false;
    }
    const role = bearerRole ?? (bearer ? undefined : keyRole);
    if (role) {
      const jwt = role === 'service_role' ? serviceRoleKey : anonKey;
      req.headers['authorization'] = `Bearer ${jwt}`;
      if (keyRole) req.headers['apikey'] = jwt;
    }
    return true;
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    // The error catcher answers browsers too (CORS) and takes no API key: the DSN is its key.
    const caught = await errorCatcher.handle(req, url.pathname, method);
    if (caught) {
      send(req, res, caught);
      return;
    }
    if (!applyOpaqueKey(req, res, url)) return;
    const pathname = url.pathname;

    if (pathname.startsWith('/functions/v1/')) {
      const rest = pathname.slice('/functions/v1'.length); // "/<name>/..."
      let name = '';
      try {
        name = decodeURIComponent(rest.split('/')[1] ?? '');
      } catch {
        // Malformed percent-encoding: no function has such a name.
      }
      if (!functions.exists(name)) {
        send(
          req,
          res,
          json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }),
        );
        return;
      }
      if (method !== 'OPTIONS' && functions.verifyJwt(name)) {
        const token = bearerToken(req);
        if (!token) {
          send(
            req,
            res,
            json(401, {
              code: 'UNAUTHORIZED_NO_AUTH_HEADER',
              message: 'Missing authorization header',
            }),
          );
          return;
        }
        try {
          await keys.verify(token);
        } catch {
          send(
            req,
            res,
            json(401, { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' }),
          );
          return;
        }
      }
      await functions.proxy(name, `${rest}${url.search}`, req, res);
      return;
    }

    if (pathname.startsWith('/storage/v1/')) {
      if (method === 'OPTIONS') {
        send(req, res, { status: 204, headers: corsHeaders(req) });
        return;
      }
      let storageBody: Buffer;
      try {
        storageBody =
          method === 'GET' || method === 'HEAD'
            ? Buffer.alloc(0)
            : await readBody(req, STORAGE_MAX_BODY_BYTES);
      } catch (err) {
        if (!(err instanceof BodyTooLargeError)) throw err;
        const tooLarge = {
          statusCode: '413',
          error: 'Payload too large',
          message: 'The object exceeded the maximum allowed size',
        };
        send(req, res, json(413, tooLarge));
        return;
      }
      send(
        req,
        res,
        await storage(
          {
            method,
            path: pathname.slice('/storage/v1'.length),
            query: url.searchParams,
            headers: headerRecord(req),
            body: storageBody,
          },
          storageIdentity(req, url.searchParams),
        ),
      );
      return;
    }

    if ((pathname === '/pg/query' || pathname === '/pg/dump') && method === 'POST') {
      // The Postgres port's stand-in: the service role only, as hosted's database password.
      let claims: JwtClaims | undefined;
      try {
        const token = bearerToken(req);
        claims = token ? await keys.verify(token) : undefined;
      } catch {
        claims = undefined;
      }
      if (claims?.role !== 'service_role') {
        send(req, res, json(401, { error: 'The service role key is required.' }));
        return;
      }
      const body = await readBody(req, PG_ADMIN_MAX_BODY_BYTES);
      send(
        req,
        res,
        await handlePgAdmin(database, pathname === '/pg/query' ? 'query' : 'dump', body),
      );
      return;
    }

    const isRest = pathname === '/rest/v1' || pathname.startsWith('/rest/v1/');
    const isAuth = pathname.startsWith('/auth/v1/');
    if (!isRest && !isAuth) {
      send(req, res, json(404, KONG_NOT_FOUND));
      return;
    }
    if (method === 'OPTIONS') {
      send(req, res, { status: 204, headers: corsHeaders(req) });
      return;
    }
    let body: Buffer;
    try {
      body = method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : await readBody(req);
    } catch (err) {
      if (err instanceof BodyTooLargeError) {
        send(
          req,
          res,
          json(413, { code: 'PGRST413', message: err.message, details: null, hint: null }),
        );
        return;
      }
      throw err;
    }
    const headers = headerRecord(req);

    if (isAuth) {
      // Kong leaves the mailed-link endpoint and the public keys open: a browser following an
      // email has no apikey, and anyone may fetch the keys that verify tokens.
      const openRoute =
        method === 'GET' &&
        (pathname === '/auth/v1/verify' || pathname === '/auth/v1/.well-known/jwks.json');
      if (
        !openRoute &&
        !headers['apikey'] &&
        !url.searchParams.get('apikey') &&
        !headers['authorization']
      ) {
        send(
          req,
          res,
          json(401, {
            message: 'No API key found in request',
            hint: 'No `apikey` request header or url param was found.',
          }),
        );
        return;
      }
      const reply = await authHandler({
        method,
        path: pathname.slice('/auth/v1'.length),
        query: url.searchParams,
        headers,
        body,
        ip: req.socket.remoteAddress,
      });
      send(req, res, reply);
      return;
    }

    let reply: Reply;
    try {
      const identity = await restIdentity(req, url.searchParams);
      if (identity.missing) {
        reply = json(401, {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        });
      } else {
        reply = await handleRest(
          database,
          { role: identity.role, claims: identity.claims, method, path: pathname, headers },
          {
            method,
            path: pathname.slice('/rest/v1'.length),
            query: url.searchParams,
            headers,
            body,
            maxRows,
            schemas: restSchemas,
          },
        );
      }
    } catch (err) {
      reply = restErrorReply(err, 'anon');
      if (err instanceof PgrstError && err.status === 401) {
        reply.headers = {
          ...reply.headers,
          'WWW-Authenticate': `Bearer error="invalid_token", error_description="${err.message.replace(/"/g, "'")}"`,
        };
      }
    }
    send(req, res, reply);
  }

  const server = http.createServer((req, res) => {
    const started = Date.now();
    route(req, res)
      .catch((err: unknown) => {
        log(`[local-supabase] unhandled error for ${req.method} ${req.url}: ${String(err)}`);
        if (!res.headersSent) {
          send(
            req,
            res,
            json(500, {
              code: 'PGRST000',
              message: 'Internal error of the local backend',
              details: String(err),
              hint: null,
            }),
          );
        } else res.destroy();
      })
      .finally(() => {
        if (opts.logRequests)
          log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`);
      });
  });
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(requestedPort, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (err: unknown) => {
    await database.close().catch(() => {});
    releaseLock();
    await mail?.stop();
    throw err;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : requestedPort;
  baseUrl = `http://127.0.0.1:${port}`;
  // The schema cache loads right after start (PGlite runs on this thread, so not before the
  // caller has printed its ready line), as PostgREST loads it once listening; requests wait.
  setImmediate(() => {
    schemaCacheFor(database, restSchemas)
      .get()
      .catch((err: unknown) => log(`schema cache: ${String(err)}`));
  });

  let stopping: Promise<void> | undefined;
  return {
    url: baseUrl,
    anonKey,
    serviceRoleKey,
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    secretKey: LOCAL_SECRET_KEY,
    jwtSecret,
    jwks: keys.jwks,
    mailUrl: mail?.webUrl,
    smtpUrl: mail?.smtpUrl,
    errorDsn: localErrorDsn(baseUrl),
    adminEmail,
    adminPassword,
    dataDir,
    stop() {
      stopping ??= (async () => {
        server.closeIdleConnections();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        setTimeout(() => server.closeAllConnections(), 1000).unref();
        await Promise.allSettled([functions.stop(), mail?.stop()]);
        await closed;
        await database.close();
        releaseLock();
      })();
      return stopping;
    },
  };
}
