/**
 * A stand-in for an S3-compatible bucket (the backups' second place), as the mail catcher stands
 * in for the mail provider: path-style PUT, GET, HEAD, DELETE and ListObjectsV2, each request's
 * SigV4 signature checked against the one key pair it accepts (aws4fetch recomputes it), and a
 * signed payload hash checked against the body. Objects are files under `dir` (one per key).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { AwsV4Signer } from 'aws4fetch';

export interface S3StandInOptions {
  /** Port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  /** Where objects are kept (a folder per bucket). */
  dir: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
}

export interface S3StandIn {
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  stop(): Promise<void>;
}

/** The stand-in's well-known local key pair (valid nowhere else). */
export const LOCAL_S3_ACCESS_KEY_ID = 'local-backups';
export const LOCAL_S3_SECRET_ACCESS_KEY = 'local-backups-secret-key';

const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function s3Error(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xml(message)}</Message></Error>`,
  );
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Whether the request carries a valid SigV4 signature by the accepted key pair. */
async function signatureValid(
  req: IncomingMessage,
  url: URL,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): Promise<boolean> {
  const auth = req.headers.authorization ?? '';
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  const datetime = req.headers['x-amz-date'];
  if (!m || typeof datetime !== 'string' || m[1] !== keys.accessKeyId || m[3] !== keys.region) {
    return false;
  }
  const signed = new Headers();
  for (const name of m[4]!.split(';')) {
    const value = req.headers[name];
    if (value === undefined) return false;
    signed.set(name, Array.isArray(value) ? value.join(',') : value);
  }
  const signer = new AwsV4Signer({
    method: req.method ?? 'GET',
    url: url.toString(),
    headers: signed,
    accessKeyId: keys.accessKeyId,
    secretAccessKey: keys.secretAccessKey,
    region: keys.region,
    service: 's3',
    datetime,
    allHeaders: true,
  });
  const expected = (await signer.sign()).headers.get('authorization') ?? '';
  const a = Buffer.from(expected);
  const b = Buffer.from(auth.replace(/, ?/g, ', '));
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function startS3StandIn(opts: S3StandInOptions): Promise<S3StandIn> {
  const keys = {
    accessKeyId: opts.accessKeyId ?? LOCAL_S3_ACCESS_KEY_ID,
    secretAccessKey: opts.secretAccessKey ?? LOCAL_S3_SECRET_ACCESS_KEY,
    region: opts.region ?? 'us-east-1',
  };
  const file = (bucket: string, key: string) =>
    path.join(opts.dir, bucket, encodeURIComponent(key));

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const body = await readAll(req);
    if (!(await signatureValid(req, url, keys))) {
      s3Error(res, 403, 'SignatureDoesNotMatch', 'The request signature does not match.');
      return;
    }
    const payloadHash = req.headers['x-amz-content-sha256'];
    if (
      typeof payloadHash === 'string' &&
      payloadHash !== 'UNSIGNED-PAYLOAD' &&
      payloadHash !== createHash('sha256').update(body).digest('hex')
    ) {
      s3Error(res, 400, 'XAmzContentSHA256Mismatch', 'The body does not match its signed hash.');
      return;
    }
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
      s3Error(res, 400, 'InvalidBucketName', 'The bucket name is not valid.');
      return;
    }
    const method = req.method ?? 'GET';
    if (!key) {
      if (method !== 'GET' || url.searchParams.get('list-type') !== '2') {
        s3Error(res, 501, 'NotImplemented', 'Only ListObjectsV2 is served on a bucket.');
        return;
      }
      const prefix = url.searchParams.get('prefix') ?? '';
      const after =
        url.searchParams.get('continuation-token') ?? url.searchParams.get('start-after') ?? '';
      const max = Math.min(Number(url.searchParams.get('max-keys') ?? 1000) || 1000, 1000);
      let names: string[] = [];
      try {
        names = readdirSync(path.join(opts.dir, bucket)).map(decodeURIComponent);
      } catch {
        // No object yet: an empty bucket.
      }
      const matching = names.filter((n) => n.startsWith(prefix) && n > after).sort();
      const page = matching.slice(0, max);
      const truncated = matching.length > page.length;
      const contents = page
        .map((n) => {
          const st = statSync(file(bucket, n));
          return `<Contents><Key>${xml(n)}</Key><LastModified>${st.mtime.toISOString()}</LastModified><Size>${st.size}</Size></Contents>`;
        })
        .join('');
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${xml(bucket)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>${
          truncated ? `<NextContinuationToken>${xml(page.at(-1)!)}</NextContinuationToken>` : ''
        }${contents}</ListBucketResult>`,
      );
      return;
    }
    if (method === 'PUT') {
      mkdirSync(path.join(opts.dir, bucket), { recursive: true });
      writeFileSync(file(bucket, key), body);
      const etag = createHash('md5').update(body).digest('hex');
      res.writeHead(200, { etag: `"${etag}"` });
      res.end();
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      let data: Buffer;
      try {
        data = readFileSync(file(bucket, key));
      } catch {
        s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        return;
      }
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': data.length,
      });
      res.end(method === 'GET' ? data : undefined);
      return;
    }
    if (method === 'DELETE') {
      rmSync(file(bucket, key), { force: true });
      res.writeHead(204);
      res.end();
      return;
    }
    s3Error(res, 405, 'MethodNotAllowed', `${method} is not served.`);
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      if (!res.headersSent) s3Error(res, 500, 'InternalError', String(err));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    url: `http://127.0.0.1:${port}`,
    ...keys,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
