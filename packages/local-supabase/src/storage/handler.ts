/**
 * Storage API (/storage/v1) as storage-js calls it. Every database step runs in a transaction as
 * the caller's role with its JWT claims (withRequestContext), as hosted Storage does, so the RLS
 * policies on storage.objects and storage.buckets decide. Bucket lookups for object operations run
 * as the owner, as hosted's do. Files live at <root>/<bucket>/<name>/<version>: a new version is
 * written (temp file + rename) before the row that points to it commits, and old versions are
 * removed only after the commit, so a killed process leaves at most an orphan file, never a row
 * without its file.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import busboy from 'busboy';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { withRequestContext, type RequestContext, type Transaction } from '../db.ts';
import { json, type Reply } from '../http-util.ts';

export interface StorageRequest {
  method: string;
  /** Path after /storage/v1, e.g. "/object/bucket/a/b.png". */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: Buffer;
}

export interface StorageDeps {
  db: PGlite;
  root: string;
  jwtSecret: string;
  /** Caller identity from apikey/Authorization; throws StorageError when the token is bad. */
  identity: () => Promise<RequestContext>;
}

/** Storage's error body: `{statusCode, error, message}`; the HTTP status is 400 unless stated. */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
  }
}

const notFound = () => new StorageError('404', 'not_found', 'Object not found', 400);
const bucketNotFound = () => new StorageError('404', 'Bucket not found', 'Bucket not found', 400);
const rlsDenied = () =>
  new StorageError('403', 'Unauthorized', 'new row violates row-level security policy', 400);

function pgCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Maps Postgres errors raised under the caller's role to Storage's shapes. */
function fromPg(err: unknown): unknown {
  if (err instanceof StorageError) return err;
  const code = pgCode(err);
  if (code === '42501') return rlsDenied();
  if (code === '23505') return new StorageError('409', 'Duplicate', 'The resource already exists');
  if (code === '23503') return bucketNotFound();
  return err;
}

interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  version: string;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

/** Object keys as hosted accepts them: non-empty, no "..", no leading slash, printable. */
function checkKey(key: string): string {
  if (!key || key.startsWith('/') || key.split('/').some((p) => p === '..' || p === '.')) {
    throw new StorageError('400', 'InvalidKey', `Invalid key: ${key}`);
  }
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f]/.test(key))
    throw new StorageError('400', 'InvalidKey', `Invalid key: ${key}`);
  return key;
}

function decodePath(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    throw new StorageError('400', 'InvalidKey', `Invalid key: ${p}`);
  }
}

/** "bucket/a/b" → ["bucket", "a/b"]. */
function splitBucketKey(rest: string): [string, string] {
  const i = rest.indexOf('/');
  if (i <= 0) throw notFound();
  return [decodePath(rest.slice(0, i)), checkKey(decodePath(rest.slice(i + 1)))];
}

function parseJson(body: Buffer): Record<string, unknown> {
  if (body.length === 0) return {};
  try {
    const v: unknown = JSON.parse(body.toString('utf8'));
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // Falls through to the error below.
  }
  throw new StorageError('400', 'Invalid JSON', 'Body is not a JSON object');
}

function str(v: unknown, name: string): string {
  if (typeof v !== 'string' || !v) {
    throw new StorageError('400', 'Bad Request', `body must have required property '${name}'`);
  }
  return v;
}

/** The handler; `identity` resolves the caller of one request (its apikey/Authorization). */
export function createStorageHandler(base: Omit<StorageDeps, 'identity'>) {
  return (req: StorageRequest, identity: StorageDeps['identity']): Promise<Reply> =>
    storageOps({ ...base, identity })(req);
}

// Per request: the closures below share the request's identity.
function storageOps(deps: StorageDeps) {
  const { db, root } = deps;
  const key = new TextEncoder().encode(deps.jwtSecret);

  const filePath = (bucket: string, name: string, version: string) =>
    path.join(root, bucket, ...name.split('/'), version);

  /** Writes a file atomically: a crash leaves either no file or the whole file. */
  function writeAtomic(file: string, data: Buffer): void {
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
    writeFileSync(tmp, data, { flush: true });
    renameSync(tmp, file);
  }

  function removeFile(bucket: string, name: string, version: string | null): void {
    if (!version) return;
    rmSync(filePath(bucket, name, version), { force: true });
  }

  /** Bucket as the owner: object operations look buckets up without RLS, as hosted does. */
  async function findBucket(id: string): Promise<BucketRow> {
    const res = await db.query<BucketRow>('select * from storage.buckets where id = $1', [id]);
    const row = res.rows[0];
    if (!row) throw bucketNotFound();
    return row;
  }

  const asCaller = async <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> => {
    const ctx = await deps.identity();
    try {
      return await withRequestContext(db, ctx, fn);
    } catch (err) {
      throw fromPg(err);
    }
  };

  const owner = (ctx: RequestContext): string | null =>
    typeof ctx.claims.sub === 'string' && ctx.claims.sub ? ctx.claims.sub : null;

  // ---------------------------------------------------------------- buckets

  function bucketJson(b: BucketRow) {
    return {
      id: b.id,
      name: b.name,
      owner: b.owner ?? '',
      public: b.public,
      file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit),
      allowed_mime_types: b.allowed_mime_types,
      created_at: b.created_at,
      updated_at: b.updated_at,
    };
  }

  function bucketFields(body: Record<string, unknown>) {
    const limit = body.file_size_limit;
    let fileSizeLimit: number | null = null;
    if (typeof limit === 'number') fileSizeLimit = limit;
    else if (typeof limit === 'string' && limit) fileSizeLimit = parseSize(limit);
    const mimes = body.allowed_mime_types;
    return {
      public: body.public === true,
      fileSizeLimit,
      allowedMimeTypes: Array.isArray(mimes) ? mimes.map(String) : null,
    };
  }

  async function bucketRoute(req: StorageRequest, rest: string): Promise<Reply> {
    const parts = rest.split('/').filter(Boolean).map(decodePath);
    const [id, action] = parts;
    if (req.method === 'GET' && !id) {
      const rows = await asCaller((tx) =>
        tx.query<BucketRow>('select * from storage.buckets order by name'),
      );
      return json(200, rows.rows.map(bucketJson));
    }
    if (req.method === 'POST' && !id) {
      const body = parseJson(req.body);
      const name = str(body.name ?? body.id, 'name');
      const bucketId = typeof body.id === 'string' && body.id ? body.id : name;
      const f = bucketFields(body);
      await asCaller(async (tx) => {
        const ctx = await deps.identity();
        await tx.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3::uuid, $3::text, $4, $5, $6)`,
          [bucketId, name, owner(ctx), f.public, f.fileSizeLimit, f.allowedMimeTypes],
        );
      });
      return json(200, { name: bucketId });
    }
    if (!id) throw bucketNotFound();
    if (req.method === 'GET' && !action) {
      const res = await asCaller((tx) =>
        tx.query<BucketRow>('select * from storage.buckets where id = $1', [id]),
      );
      const row = res.rows[0];
      if (!row) throw bucketNotFound();
      return json(200, bucketJson(row));
    }
    if (req.method === 'PUT' && !action) {
      const f = bucketFields(parseJson(req.body));
      const res = await asCaller((tx) =>
        tx.query(
          `update storage.buckets set public = $2, file_size_limit = $3, allowed_mime_types = $4,
             updated_at = now() where id = $1`,
          [id, f.public, f.fileSizeLimit, f.allowedMimeTypes],
        ),
      );
      if (!res.affectedRows) throw bucketNotFound();
      return json(200, { message: 'Successfully updated' });
    }
    if (req.method === 'POST' && action === 'empty') {
      await findBucket(id);
      const removed = await asCaller((tx) =>
        tx.query<{ name: string; version: string }>(
          'delete from storage.objects where bucket_id = $1 returning name, version',
          [id],
        ),
      );
      for (const r of removed.rows) removeFile(id, r.name, r.version);
      return json(200, { message: 'Successfully emptied' });
    }
    if (req.method === 'DELETE' && !action) {
      await findBucket(id);
      await asCaller(async (tx) => {
        const left = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [
          id,
        ]);
        if (left.rows.length) {
          throw new StorageError(
            '409',
            'InvalidRequest',
            'The bucket you tried to delete is not empty',
          );
        }
        const res = await tx.query('delete from storage.buckets where id = $1', [id]);
        if (!res.affectedRows) throw bucketNotFound();
      });
      rmSync(path.join(root, id), { recursive: true, force: true });
      return json(200, { message: 'Successfully deleted' });
    }
    throw new StorageError(
      '404',
      'Not Found',
      `Route ${req.method}:/bucket/${rest} not found`,
      404,
    );
  }

  // ---------------------------------------------------------------- upload

  interface Upload {
    data: Buffer;
    contentType: string;
    cacheControl: string;
    userMetadata: Record<string, unknown> | null;
  }

  function parseUpload(req: StorageRequest): Promise<Upload> {
    const ct = req.headers['content-type'] ?? 'application/octet-stream';
    const cacheHeader = req.headers['cache-control'] ?? 'max-age=3600';
    if (!ct.toLowerCase().startsWith('multipart/form-data')) {
      let userMetadata: Record<string, unknown> | null = null;
      const meta = req.headers['x-metadata'];
      if (meta) {
        try {
          userMetadata = JSON.parse(Buffer.from(meta, 'base64').toString('utf8')) as Record<
            string,
            unknown
          >;
        } catch {
          userMetadata = null;
        }
      }
      return Promise.resolve({
        data: req.body,
        contentType: ct,
        cacheControl: cacheHeader,
        userMetadata,
      });
    }
    // Multipart as storage-js sends a Blob/File/FormData: a file part and an optional cacheControl
    // (and metadata) field.
    return new Promise((resolve, reject) => {
      const fields: Record<string, string> = {};
      let file: { data: Buffer; mime: string } | undefined;
      const bb = busboy({ headers: { 'content-type': ct } });
      bb.on('field', (name, value) => (fields[name] = value));
      bb.on('file', (_name, stream, info) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          // Only the first file counts, as hosted.
          file ??= { data: Buffer.concat(chunks), mime: info.mimeType };
        });
      });
      bb.on('error', (err) =>
        reject(new StorageError('400', 'Invalid multipart', (err as Error).message)),
      );
      bb.on('close', () => {
        if (!file) {
          reject(new StorageError('400', 'Bad Request', 'No file in the multipart body'));
          return;
        }
        let userMetadata: Record<string, unknown> | null = null;
        if (fields.metadata) {
          try {
            userMetadata = JSON.parse(fields.metadata) as Record<string, unknown>;
          } catch {
            userMetadata = null;
          }
        }
        const cc = fields.cacheControl;
        resolve({
          data: file.data,
          contentType: file.mime || 'application/octet-stream',
          cacheControl: cc ? (/^\d+$/.test(cc) ? `max-age=${cc}` : cc) : cacheHeader,
          userMetadata,
        });
      });
      bb.end(req.body);
    });
  }

  /** The bucket's file_size_limit and allowed_mime_types, with Storage's errors. */
  function checkLimits(bucket: BucketRow, size: number, contentType: string): void {
    const limit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
    if (limit !== null && limit > 0 && size > limit) {
      throw new StorageError(
        '413',
        'Payload too large',
        'The object exceeded the maximum allowed size',
        413,
      );
    }
    const allowed = bucket.allowed_mime_types;
    if (allowed && allowed.length > 0) {
      const mime = (contentType.split(';')[0] ?? '').trim().toLowerCase();
      const ok = allowed.some((a) => {
        const pattern = a.toLowerCase();
        return pattern.endsWith('/*') ? mime.startsWith(pattern.slice(0, -1)) : pattern === mime;
      });
      if (!ok) {
        throw new StorageError('415', 'invalid_mime_type', `mime type ${mime} is not supported`);
      }
    }
  }

  /**
   * Inserts (or with upsert replaces) the row under `run`'s role, then writes the file before the
   * transaction commits; the replaced version's file goes after the commit.
   */
  async function storeObject(
    bucketId: string,
    name: string,
    up: Upload,
    upsert: boolean,
    run: <T>(fn: (tx: Transaction, ctx: RequestContext) => Promise<T>) => Promise<T>,
  ): Promise<Reply> {
    const bucket = await findBucket(bucketId);
    checkLimits(bucket, up.data.length, up.contentType);
    const version = randomUUID();
    const metadata = {
      eTag: `"${createHash('md5').update(up.data).digest('hex')}"`,
      size: up.data.length,
      mimetype: up.contentType,
      cacheControl: up.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: up.data.length,
      httpStatusCode: 200,
    };
    const { id, old } = await run(async (tx, ctx) => {
      const prev = await tx.query<{ version: string }>(
        'select version from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      );
      const sub = owner(ctx);
      // Without upsert the row is not read back (no RETURNING), so an upload needs only the
      // INSERT policy, as on hosted; an upsert reads it, needing SELECT and UPDATE too.
      const newId = randomUUID();
      const res = await tx.query<{ id: string }>(
        upsert
          ? `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
             values ($1, $2, $3::uuid, $3::text, $4, $5, $6)
             on conflict (bucket_id, name) do update set version = excluded.version,
               metadata = excluded.metadata, user_metadata = excluded.user_metadata,
               owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()
             returning id`
          : `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
             values ($7, $1, $2, $3::uuid, $3::text, $4, $5, $6)`,
        upsert
          ? [bucketId, name, sub, version, metadata, up.userMetadata]
          : [bucketId, name, sub, version, metadata, up.userMetadata, newId],
      );
      writeAtomic(filePath(bucketId, name, version), up.data);
      return { id: upsert ? res.rows[0]!.id : newId, old: prev.rows[0]?.version ?? null };
    });
    if (old && old !== version) removeFile(bucketId, name, old);
    return json(200, { Id: id, Key: `${bucketId}/${name}` });
  }

  const runAsCaller = async <T>(
    fn: (tx: Transaction, ctx: RequestContext) => Promise<T>,
  ): Promise<T> => {
    const ctx = await deps.identity();
    try {
      return await withRequestContext(db, ctx, (tx) => fn(tx, ctx));
    } catch (err) {
      throw fromPg(err);
    }
  };

  // ---------------------------------------------------------------- download

  async function serveObject(
    req: StorageRequest,
    bucketId: string,
    name: string,
    row: ObjectRow | undefined,
  ): Promise<Reply> {
    if (!row) throw notFound();
    const file = filePath(bucketId, name, row.version);
    if (!existsSync(file)) throw notFound();
    const data = readFileSync(file);
    const meta = row.metadata ?? {};
    const mimetype = typeof meta.mimetype === 'string' ? meta.mimetype : 'application/octet-stream';
    const headers: Record<string, string> = {
      // Hosted never serves text/html (its renderer's normalizeContentType).
      'Content-Type': mimetype.includes('text/html') ? 'text/plain' : mimetype,
      'Cache-Control': typeof meta.cacheControl === 'string' ? meta.cacheControl : 'no-cache',
      'Last-Modified': new Date(row.updated_at).toUTCString(),
      // Local only: hosted's renderer sends no X-Content-Type-Options (docs/security.md).
      'X-Content-Type-Options': 'nosniff',
    };
    if (typeof meta.eTag === 'string') headers.ETag = meta.eTag;
    const download = req.query.get('download');
    if (download !== null) {
      // As hosted's renderer (supabase/storage src/storage/renderer/renderer.ts): a bare
      // `attachment;` for `download=`, else the name both plain and as RFC 5987 filename*.
      const encoded = encodeURIComponent(download);
      headers['Content-Disposition'] = download
        ? `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`
        : 'attachment;';
    }
    return { status: 200, headers, body: data };
  }

  async function findObjectAsOwner(bucketId: string, name: string): Promise<ObjectRow | undefined> {
    const res = await db.query<ObjectRow>(
      'select * from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    );
    return res.rows[0];
  }

  async function findObjectAsCaller(bucketId: string, name: string) {
    await findBucket(bucketId);
    return asCaller(async (tx) => {
      const res = await tx.query<ObjectRow>(
        'select * from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      );
      return res.rows[0];
    });
  }

  // ---------------------------------------------------------------- signed URLs

  async function signUrl(url: string, expiresIn: number): Promise<string> {
    if (!Number.isFinite(expiresIn) || expiresIn < 1) {
      throw new StorageError('400', 'InvalidRequest', 'expiresIn must be a positive number');
    }
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ url })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + Math.floor(expiresIn))
      .sign(key);
  }

  async function verifyToken(token: string | null, url: string): Promise<Record<string, unknown>> {
    if (!token)
      throw new StorageError(
        '400',
        'InvalidJWT',
        "querystring must have required property 'token'",
      );
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (payload.url !== url) {
        throw new StorageError('400', 'InvalidSignature', 'The url do not match the signature');
      }
      return payload;
    } catch (err) {
      if (err instanceof StorageError) throw err;
      if (err instanceof joseErrors.JWTExpired) {
        throw new StorageError('400', 'InvalidJWT', '"exp" claim timestamp check failed');
      }
      throw new StorageError('400', 'InvalidJWT', 'invalid signature');
    }
  }

  // ---------------------------------------------------------------- list

  async function list(bucketId: string, body: Record<string, unknown>): Promise<Reply> {
    await findBucket(bucketId);
    const prefixRaw = typeof body.prefix === 'string' ? body.prefix : '';
    const prefix = prefixRaw && !prefixRaw.endsWith('/') ? `${prefixRaw}/` : prefixRaw;
    const limit = typeof body.limit === 'number' ? body.limit : 100;
    const offset = typeof body.offset === 'number' ? body.offset : 0;
    const search = typeof body.search === 'string' ? body.search : '';
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
    const column = ['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(
      String(sortBy.column),
    )
      ? String(sortBy.column)
      : 'name';
    const order = String(sortBy.order).toLowerCase() === 'desc' ? 'desc' : 'asc';
    // One level below the prefix: files at that level, and each folder once (id null), as
    // storage.search does. Column and order come from the allow-lists above.
    const rows = await asCaller((tx) =>
      tx.query<Record<string, unknown>>(
        `with level as (
           select split_part(substr(name, length($2) + 1), '/', 1) as entry,
                  position('/' in substr(name, length($2) + 1)) > 0 as is_folder,
                  id, updated_at, created_at, last_accessed_at, metadata
             from storage.objects
            where bucket_id = $1 and starts_with(name, $2)
         ), entries as (
           select distinct on (entry, is_folder) entry as name,
                  case when is_folder then null else id end as id,
                  case when is_folder then null else updated_at end as updated_at,
                  case when is_folder then null else created_at end as created_at,
                  case when is_folder then null else last_accessed_at end as last_accessed_at,
                  case when is_folder then null else metadata end as metadata
             from level
            where entry ilike $3
            order by entry, is_folder
         )
         select * from entries order by ${column} ${order} nulls first, name ${order}
         limit $4 offset $5`,
        [bucketId, prefix, `${search.replace(/[\\%_]/g, '\\$&')}%`, limit, offset],
      ),
    );
    return json(200, rows.rows);
  }

  // ---------------------------------------------------------------- move / copy / remove

  async function moveOrCopy(body: Record<string, unknown>, copy: boolean): Promise<Reply> {
    const bucketId = str(body.bucketId, 'bucketId');
    const source = checkKey(str(body.sourceKey, 'sourceKey'));
    const dest = checkKey(str(body.destinationKey, 'destinationKey'));
    const destBucketId =
      typeof body.destinationBucket === 'string' && body.destinationBucket
        ? body.destinationBucket
        : bucketId;
    await findBucket(bucketId);
    const destBucket = await findBucket(destBucketId);
    const version = randomUUID();
    const result = await runAsCaller(async (tx, ctx) => {
      const src = await tx.query<ObjectRow>(
        'select * from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, source],
      );
      const row = src.rows[0];
      if (!row) throw notFound();
      const meta = row.metadata ?? {};
      const size = typeof meta.size === 'number' ? meta.size : 0;
      const mime = typeof meta.mimetype === 'string' ? meta.mimetype : 'application/octet-stream';
      checkLimits(destBucket, size, mime);
      let id: string;
      if (copy) {
        const ins = await tx.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
           values ($1, $2, $3::uuid, $3::text, $4, $5, $6) returning id`,
          [destBucketId, dest, owner(ctx), version, row.metadata, row.user_metadata],
        );
        id = ins.rows[0]!.id;
      } else {
        const upd = await tx.query<{ id: string }>(
          `update storage.objects set bucket_id = $3, name = $4, version = $5, updated_at = now()
            where bucket_id = $1 and name = $2 returning id`,
          [bucketId, source, destBucketId, dest, version],
        );
        if (!upd.rows[0]) throw notFound();
        id = upd.rows[0].id;
      }
      const srcFile = filePath(bucketId, source, row.version);
      if (!existsSync(srcFile)) throw notFound();
      writeAtomic(filePath(destBucketId, dest, version), readFileSync(srcFile));
      return { id, oldVersion: row.version };
    });
    if (copy) return json(200, { Id: result.id, Key: `${destBucketId}/${dest}` });
    removeFile(bucketId, source, result.oldVersion);
    return json(200, { message: 'Successfully moved' });
  }

  async function remove(bucketId: string, body: Record<string, unknown>): Promise<Reply> {
    const prefixes = body.prefixes;
    if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000) {
      throw new StorageError('400', 'Bad Request', 'body/prefixes must have 1 to 1000 items');
    }
    await findBucket(bucketId);
    const removed = await asCaller((tx) =>
      tx.query<ObjectRow>(
        'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
        [bucketId, prefixes.map(String)],
      ),
    );
    for (const r of removed.rows) removeFile(bucketId, r.name, r.version);
    return json(
      200,
      removed.rows.map((r) => ({ ...r, version: undefined })),
    );
  }

  // ---------------------------------------------------------------- routing

  async function objectRoute(req: StorageRequest, rest: string): Promise<Reply> {
    const { method } = req;
    const seg = rest.split('/')[0] ?? '';
    const after = rest.slice(seg.length + 1);

    if (seg === 'public' && (method === 'GET' || method === 'HEAD')) {
      const [bucketId, name] = splitBucketKey(after);
      const bucket = await findBucket(bucketId);
      if (!bucket.public) throw notFound();
      return serveObject(req, bucketId, name, await findObjectAsOwner(bucketId, name));
    }
    if (seg === 'authenticated' && (method === 'GET' || method === 'HEAD')) {
      const [bucketId, name] = splitBucketKey(after);
      return serveObject(req, bucketId, name, await findObjectAsCaller(bucketId, name));
    }
    if (seg === 'info') {
      const [bucketId, name] = splitBucketKey(after.replace(/^(public|authenticated)\//, ''));
      const row = await findObjectAsCaller(bucketId, name);
      if (!row) throw notFound();
      const meta = row.metadata ?? {};
      return json(200, {
        id: row.id,
        name: row.name,
        version: row.version,
        bucket_id: row.bucket_id,
        size: meta.size ?? null,
        content_type: meta.mimetype ?? null,
        cache_control: meta.cacheControl ?? null,
        etag: meta.eTag ?? null,
        metadata: row.user_metadata,
        last_modified: meta.lastModified ?? row.updated_at,
        created_at: row.created_at,
      });
    }
    if (seg === 'list' && method === 'POST') {
      return list(decodePath(after), parseJson(req.body));
    }
    if (seg === 'move' && method === 'POST') return moveOrCopy(parseJson(req.body), false);
    if (seg === 'copy' && method === 'POST') return moveOrCopy(parseJson(req.body), true);

    if (seg === 'sign') {
      if (method === 'GET') {
        const [bucketId, name] = splitBucketKey(after);
        await verifyToken(req.query.get('token'), `${bucketId}/${name}`);
        return serveObject(req, bucketId, name, await findObjectAsOwner(bucketId, name));
      }
      if (method === 'POST') {
        const body = parseJson(req.body);
        const expiresIn = Number(body.expiresIn);
        if (!after.includes('/')) {
          // Many paths: one entry per path, an error for those the caller cannot read.
          const bucketId = decodePath(after);
          await findBucket(bucketId);
          const paths = Array.isArray(body.paths) ? body.paths.map(String) : [];
          const visible = await asCaller((tx) =>
            tx.query<{ name: string }>(
              'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
              [bucketId, paths],
            ),
          );
          const ok = new Set(visible.rows.map((r) => r.name));
          const out = [];
          for (const p of paths) {
            if (!ok.has(p)) {
              out.push({
                error: 'Either the object does not exist or you do not have access to it',
                path: p,
                signedURL: null,
              });
              continue;
            }
            const token = await signUrl(`${bucketId}/${p}`, expiresIn);
            out.push({
              error: null,
              path: p,
              // The name as it is (hosted's signObjectUrls): storage-js encodes it once.
              signedURL: `/object/sign/${bucketId}/${p}?token=${token}`,
            });
          }
          return json(200, out);
        }
        const [bucketId, name] = splitBucketKey(after);
        if (!(await findObjectAsCaller(bucketId, name))) throw notFound();
        const token = await signUrl(`${bucketId}/${name}`, expiresIn);
        return json(200, { signedURL: `/object/sign/${hostedSignedPath(after)}?token=${token}` });
      }
    }

    if (seg === 'upload' && after.startsWith('sign/')) {
      const [bucketId, name] = splitBucketKey(after.slice('sign/'.length));
      if (method === 'POST') {
        await findBucket(bucketId);
        const upsert = req.headers['x-upsert'] === 'true';
        // Only a caller allowed to insert this object gets a URL: a probe insert, rolled back.
        const probed = new Error('probe passed');
        try {
          await runAsCaller(async (tx, ctx) => {
            await tx.query(
              `insert into storage.objects (bucket_id, name, owner, owner_id, version)
               values ($1, $2, $3::uuid, $3::text, 'probe')
               on conflict (bucket_id, name) do nothing`,
              [bucketId, name, owner(ctx)],
            );
            throw probed;
          });
        } catch (err) {
          if (err !== probed) throw err;
        }
        const ctx = await deps.identity();
        const now = Math.floor(Date.now() / 1000);
        const token = await new SignJWT({ url: `${bucketId}/${name}`, owner: owner(ctx), upsert })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuedAt(now)
          .setExpirationTime(now + 2 * 60 * 60)
          .sign(key);
        return json(200, {
          url: `/object/upload/sign/${hostedSignedPath(after.slice('sign/'.length))}?token=${token}`,
          token,
        });
      }
      if (method === 'PUT' || method === 'POST') {
        const payload = await verifyToken(req.query.get('token'), `${bucketId}/${name}`);
        const up = await parseUpload(req);
        const sub = typeof payload.owner === 'string' ? payload.owner : null;
        // The token is the authorisation: the write runs as service_role, owned by the signer.
        return storeObject(bucketId, name, up, payload.upsert === true, (fn) =>
          withRequestContext(
            db,
            { role: 'service_role', claims: { role: 'service_role', ...(sub ? { sub } : {}) } },
            (tx) => fn(tx, { role: 'service_role', claims: sub ? { sub } : {} }),
          ).catch((err: unknown) => {
            throw fromPg(err);
          }),
        );
      }
    }

    if (method === 'DELETE' && seg && !after) return remove(decodePath(seg), parseJson(req.body));

    const [bucketId, name] = splitBucketKey(rest);
    if (method === 'POST' || method === 'PUT') {
      const up = await parseUpload(req);
      // PUT is storage-js's update(): it replaces an existing object.
      const upsert = method === 'PUT' || req.headers['x-upsert'] === 'true';
      if (method === 'PUT' && !(await findObjectAsOwner(bucketId, name))) throw notFound();
      return storeObject(bucketId, name, up, upsert, runAsCaller);
    }
    if (method === 'GET' || method === 'HEAD') {
      return serveObject(req, bucketId, name, await findObjectAsCaller(bucketId, name));
    }
    if (method === 'DELETE') {
      return remove(bucketId, { prefixes: [name] });
    }
    throw new StorageError('404', 'Not Found', `Route ${method}:/object/${rest} not found`, 404);
  }

  return async function handleStorage(req: StorageRequest): Promise<Reply> {
    try {
      if (req.path.startsWith('/bucket'))
        return await bucketRoute(req, req.path.slice('/bucket'.length));
      if (req.path.startsWith('/object/'))
        return await objectRoute(req, req.path.slice('/object/'.length));
      throw new StorageError('404', 'Not Found', `Route ${req.method}:${req.path} not found`, 404);
    } catch (err) {
      const e = fromPg(err);
      if (e instanceof StorageError) {
        return json(e.httpStatus, { statusCode: e.statusCode, error: e.error, message: e.message });
      }
      throw e;
    }
  };
}

/**
 * The path a signed URL carries, as hosted's signObjectUrl and signUploadObjectUrl write it:
 * `decodeURI` of the requested path, so the name reads as it is ("Lease agreement, Unit Añ.pdf")
 * and storage-js's `encodeURI` encodes it once. Encoded here, it was encoded twice, and a browser
 * saved a download named from the URL as "Lease agreement%2C Unit A.pdf".
 */
function hostedSignedPath(requested: string): string {
  return decodeURI(requested);
}

/** "10MB", "512KB", "1048576" → bytes. */
function parseSize(s: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(s.trim());
  if (!m) throw new StorageError('400', 'Bad Request', `Invalid file size limit ${s}`);
  const mult = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(m[2] ?? 'b').toLowerCase()] ?? 1;
  return Math.floor(Number(m[1]) * mult);
}
