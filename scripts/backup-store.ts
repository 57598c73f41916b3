/**
 * Where backups go and how they are sealed: any S3-compatible bucket (path-style requests signed
 * with SigV4 by aws4fetch), every file encrypted with age (typage) to the business owner's public
 * key before it is sent. The private key never needs to be on the machine that makes backups.
 * Why these two: docs/decisions/0012-backups-age-and-s3.md.
 */
import { createHash } from 'node:crypto';
import { Decrypter, Encrypter } from 'age-encryption';
import { AwsClient } from 'aws4fetch';

export interface BucketConfig {
  /** e.g. https://s3.us-west-2.amazonaws.com, https://<account>.r2.cloudflarestorage.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder in the bucket for this project's backups, ending in "/" (default "backups/"). */
  prefix: string;
}

/** The bucket from BACKUP_S3_* variables; names every one missing. */
export function bucketFromEnv(env: NodeJS.ProcessEnv = process.env): BucketConfig {
  const names = {
    endpoint: 'BACKUP_S3_ENDPOINT',
    bucket: 'BACKUP_S3_BUCKET',
    accessKeyId: 'BACKUP_S3_ACCESS_KEY_ID',
    secretAccessKey: 'BACKUP_S3_SECRET_ACCESS_KEY',
  } as const;
  const missing = Object.values(names).filter((n) => !env[n]);
  if (missing.length > 0) throw new Error(`set ${missing.join(', ')} (README, Backups)`);
  const prefix = env.BACKUP_S3_PREFIX ?? 'backups/';
  return {
    endpoint: env.BACKUP_S3_ENDPOINT!.replace(/\/+$/, ''),
    bucket: env.BACKUP_S3_BUCKET!,
    region: env.BACKUP_S3_REGION || 'us-east-1',
    accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY!,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}

export const sha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

export class BackupBucket {
  private readonly client: AwsClient;

  constructor(private readonly config: BucketConfig) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
      retries: 3,
    });
  }

  private url(key = '', query = ''): string {
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `${this.config.endpoint}/${this.config.bucket}/${key ? `${this.config.prefix}${path}` : ''}${query}`;
  }

  private async send(url: string, method: string, body?: Uint8Array): Promise<Response> {
    const res = await this.client.fetch(url, {
      method,
      // A copy on its own ArrayBuffer, as fetch's body type wants.
      body: body ? new Uint8Array(body) : undefined,
      // The payload's hash is signed, so the bucket refuses a body changed on the way.
      headers: { 'x-amz-content-sha256': sha256(body ?? new Uint8Array()) },
    });
    if (!res.ok) {
      throw new Error(`${method} ${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    }
    return res;
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    await this.send(this.url(key), 'PUT', body);
  }

  async get(key: string): Promise<Uint8Array> {
    return new Uint8Array(await (await this.send(this.url(key), 'GET')).arrayBuffer());
  }

  /** Every key under the prefix (relative to it), with ListObjectsV2's pages. */
  async list(under = ''): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const q = new URLSearchParams({ 'list-type': '2', prefix: `${this.config.prefix}${under}` });
      if (token) q.set('continuation-token', token);
      const xml = await (await this.send(this.url('', `?${q}`), 'GET')).text();
      for (const m of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
        keys.push(unescapeXml(m[1]!).slice(this.config.prefix.length));
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? unescapeXml(/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? '')
        : undefined;
    } while (token);
    return keys;
  }
}

function unescapeXml(s: string): string {
  return s.replace(/&(#(\d+)|#x([0-9a-f]+)|amp|lt|gt|quot|apos);/gi, (_m, _e, dec, hex, name) => {
    if (dec) return String.fromCharCode(Number(dec));
    if (hex) return String.fromCharCode(parseInt(hex as string, 16));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[(name as string).toLowerCase()]!;
  });
}

/** Encrypts to the owner's age public key (age1…). */
export async function seal(recipient: string, data: Uint8Array): Promise<Uint8Array> {
  const e = new Encrypter();
  e.addRecipient(recipient);
  return e.encrypt(data);
}

/** Decrypts with the owner's age private key (AGE-SECRET-KEY-1…). */
export async function unseal(identity: string, data: Uint8Array): Promise<Uint8Array> {
  const d = new Decrypter();
  d.addIdentity(identity);
  return d.decrypt(data, 'uint8array');
}
