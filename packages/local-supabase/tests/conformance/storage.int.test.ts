/**
 * Storage (/storage/v1) through the official supabase-js client against a local backend of its
 * own (so it can restart it): the listing-photos bucket and its policies from the migrations,
 * public and signed URLs, bucket limits, byte-exact round trips and persistence.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../../src/index.ts';

const BUCKET = 'listing-photos';
const root = mkdtempSync(path.join(os.tmpdir(), 'local-storage-'));
const dataDir = path.join(root, 'data');
let backend: LocalSupabase;

/** Deterministic bytes that are not valid UTF-8, so any text re-encoding would show. */
function bytes(n: number, seed = 7): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = (i * 31 + seed * 17 + 0x80) & 0xff;
  return out;
}

function client(key: string): SupabaseClient {
  return createClient(backend.url, key, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function signedIn(email: string, password: string): Promise<SupabaseClient> {
  const c = client(backend.anonKey);
  const { error } = await c.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return c;
}

async function start(): Promise<LocalSupabase> {
  return startLocalSupabase({ port: 0, dataDir, mail: false });
}

let admin: SupabaseClient;
let anon: SupabaseClient;
let user: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await start();
  admin = await signedIn(backend.adminEmail, backend.adminPassword);
  anon = client(backend.anonKey);
  service = client(backend.serviceRoleKey);
  user = client(backend.anonKey);
  const { error } = await user.auth.signUp({
    email: 'storage-user@example.com',
    password: 'password-123',
  });
  if (error) throw new Error(`sign-up failed: ${error.message}`);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('listing-photos bucket', () => {
  it('exists as the migration made it', async () => {
    const { data, error } = await service.storage.getBucket(BUCKET);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: BUCKET,
      public: true,
      file_size_limit: 10 * 1024 * 1024,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    });
  });

  it('admin uploads, lists, moves and removes; bytes round-trip exactly', async () => {
    const body = bytes(70_000);
    const up = await admin.storage
      .from(BUCKET)
      .upload('p1/a.png', body, { contentType: 'image/png' });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: 'p1/a.png', fullPath: `${BUCKET}/p1/a.png` });

    const down = await admin.storage.from(BUCKET).download('p1/a.png');
    expect(down.error).toBeNull();
    expect(new Uint8Array(await down.data!.arrayBuffer())).toEqual(body);

    const again = await admin.storage
      .from(BUCKET)
      .upload('p1/a.png', body, { contentType: 'image/png' });
    expect(again.error).toMatchObject({ message: 'The resource already exists' });

    const replaced = bytes(10, 3);
    const upsert = await admin.storage
      .from(BUCKET)
      .upload('p1/a.png', replaced, { contentType: 'image/png', upsert: true });
    expect(upsert.error).toBeNull();
    const down2 = await admin.storage.from(BUCKET).download('p1/a.png');
    expect(new Uint8Array(await down2.data!.arrayBuffer())).toEqual(replaced);

    await admin.storage
      .from(BUCKET)
      .upload('p1/b.webp', new Blob([bytes(5)], { type: 'image/webp' }));
    const list = await admin.storage.from(BUCKET).list('p1', { sortBy: { column: 'name' } });
    expect(list.error).toBeNull();
    expect(list.data!.map((o) => o.name)).toEqual(['a.png', 'b.webp']);
    expect(list.data![1]!.metadata).toMatchObject({ mimetype: 'image/webp', size: 5 });
    const top = await admin.storage.from(BUCKET).list();
    expect(top.data).toContainEqual(expect.objectContaining({ name: 'p1', id: null }));
    const searched = await admin.storage.from(BUCKET).list('p1', { search: 'b' });
    expect(searched.data!.map((o) => o.name)).toEqual(['b.webp']);
    const paged = await admin.storage.from(BUCKET).list('p1', { limit: 1, offset: 1 });
    expect(paged.data!.map((o) => o.name)).toEqual(['b.webp']);

    const moved = await admin.storage.from(BUCKET).move('p1/b.webp', 'p2/b.webp');
    expect(moved.error).toBeNull();
    const gone = await admin.storage.from(BUCKET).download('p1/b.webp');
    expect(gone.error).not.toBeNull();
    const there = await admin.storage.from(BUCKET).download('p2/b.webp');
    expect(new Uint8Array(await there.data!.arrayBuffer())).toEqual(bytes(5));

    const copied = await admin.storage.from(BUCKET).copy('p2/b.webp', 'p3/b.webp');
    expect(copied.error).toBeNull();

    const removed = await admin.storage.from(BUCKET).remove(['p2/b.webp', 'p3/b.webp']);
    expect(removed.error).toBeNull();
    expect(removed.data!.map((o) => o.name).sort()).toEqual(['p2/b.webp', 'p3/b.webp']);
    const afterRemove = await admin.storage.from(BUCKET).list('p2');
    expect(afterRemove.data).toEqual([]);
  });

  it('anon downloads through the public URL', async () => {
    const body = bytes(1234, 9);
    await admin.storage.from(BUCKET).upload('public/x.jpg', body, { contentType: 'image/jpeg' });
    const { data } = anon.storage.from(BUCKET).getPublicUrl('public/x.jpg');
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(body);
    const missing = await fetch(data.publicUrl.replace('x.jpg', 'nope.jpg'));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('refuses uploads by anon and by a signed-in non-admin (RLS), with Storage error shape', async () => {
    for (const c of [anon, user]) {
      const { error } = await c.storage
        .from(BUCKET)
        .upload(`denied-${Math.random()}.png`, bytes(10), { contentType: 'image/png' });
      expect(error).toMatchObject({
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
    }
    const raw = await fetch(`${backend.url}/storage/v1/object/${BUCKET}/raw-denied.png`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${backend.anonKey}`,
        'content-type': 'image/png',
      },
      body: bytes(4),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      statusCode: '403',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    // Nor can a non-admin delete: the row stays.
    await user.storage.from(BUCKET).remove(['public/x.jpg']);
    const still = await anon.storage.from(BUCKET).download('public/x.jpg');
    expect(still.error).toBeNull();
  });

  it('enforces the size limit and the allowed mime types', async () => {
    const big = await admin.storage
      .from(BUCKET)
      .upload('big.png', bytes(10 * 1024 * 1024 + 1), { contentType: 'image/png' });
    expect(big.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const pdf = await admin.storage
      .from(BUCKET)
      .upload('doc.pdf', bytes(10), { contentType: 'application/pdf' });
    expect(pdf.error).toMatchObject({
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    });
  });
});

describe('files on disk', () => {
  it('a refused overwrite keeps the old bytes; a removal deletes the file', async () => {
    const body = bytes(64, 13);
    await admin.storage.from(BUCKET).upload('disk/f.png', body, { contentType: 'image/png' });
    const dir = path.join(dataDir, 'storage', BUCKET, 'disk', 'f.png');
    expect(readdirSync(dir)).toHaveLength(1);
    const denied = await user.storage
      .from(BUCKET)
      .upload('disk/f.png', bytes(8), { contentType: 'image/png', upsert: true });
    expect(denied.error).toMatchObject({ statusCode: '403' });
    const down = await anon.storage.from(BUCKET).download('disk/f.png');
    expect(new Uint8Array(await down.data!.arrayBuffer())).toEqual(body);
    expect(readdirSync(dir)).toHaveLength(1);
    await admin.storage.from(BUCKET).remove(['disk/f.png']);
    expect(readdirSync(dir)).toHaveLength(0);
  });
});

describe('signed URLs', () => {
  it('signs one and many, downloads by token, and the token expires', async () => {
    const body = bytes(300, 4);
    await admin.storage.from(BUCKET).upload('s/one.png', body, { contentType: 'image/png' });
    const one = await admin.storage.from(BUCKET).createSignedUrl('s/one.png', 60);
    expect(one.error).toBeNull();
    const res = await fetch(one.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(body);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBeNull();

    // download= as hosted's renderer answers it: bare, or the name plain and as filename*.
    const bare = await fetch(`${one.data!.signedUrl}&download=`);
    expect(bare.headers.get('content-disposition')).toBe('attachment;');
    await bare.body?.cancel();
    const named = await fetch(`${one.data!.signedUrl}&download=${encodeURIComponent('Año 1.png')}`);
    expect(named.headers.get('content-disposition')).toBe(
      "attachment; filename=A%C3%B1o%201.png; filename*=UTF-8''A%C3%B1o%201.png;",
    );
    await named.body?.cancel();

    const many = await admin.storage
      .from(BUCKET)
      .createSignedUrls(['s/one.png', 's/missing.png'], 60);
    expect(many.error).toBeNull();
    expect(many.data![0]!.error).toBeNull();
    expect(many.data![1]!.error).not.toBeNull();

    // A token signed for another object does not open this one.
    const token = new URL(one.data!.signedUrl).searchParams.get('token')!;
    const other = await fetch(
      `${backend.url}/storage/v1/object/sign/${BUCKET}/public/x.jpg?token=${token}`,
    );
    expect(other.status).toBe(400);

    const short = await admin.storage.from(BUCKET).createSignedUrl('s/one.png', 1);
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await fetch(short.data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
  });

  it('keeps a name with a comma and a non-ASCII letter: stored, listed, signed, downloaded', async () => {
    // As hosted: the object's name is the decoded path; a signed URL carries it as hosted's
    // signObjectUrl does (decodeURI of the path), which storage-js then encodes once (encodeURI).
    const file = 'Lease agreement, Unit Añ.pdf';
    const name = `names/${file}`;
    const body = bytes(64, 9);
    const docs = service.storage.from('documents');
    const up = await docs.upload(name, body, { contentType: 'application/pdf' });
    expect(up.error).toBeNull();
    expect(up.data!.path).toBe(name);
    expect((await docs.list('names')).data!.map((o) => o.name)).toEqual([file]);
    expect(new Uint8Array(await (await docs.download(name)).data!.arrayBuffer())).toEqual(body);

    // download: true — a bare attachment; the browser names it from the URL's last segment.
    const bare = await docs.createSignedUrl(name, 60, { download: true });
    expect(bare.error).toBeNull();
    const url = new URL(bare.data!.signedUrl);
    expect(decodeURIComponent(url.pathname.split('/').pop()!)).toBe(file);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment;');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(body);

    // A name to save as (how the files function asks, the name encoded once): plain and as RFC
    // 5987 filename* (RFC 6266), as hosted's renderer. (storage-js's own `download: 'name'`
    // encodes the name twice, URLSearchParams then encodeURI, on hosted too: the app does not use it.)
    const namedRes = await fetch(`${bare.data!.signedUrl}${encodeURIComponent(file)}`);
    expect(namedRes.status).toBe(200);
    const encoded = 'Lease%20agreement%2C%20Unit%20A%C3%B1.pdf';
    expect(namedRes.headers.get('content-disposition')).toBe(
      `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`,
    );
    await namedRes.body?.cancel();

    const many = await docs.createSignedUrls([name], 60, { download: true });
    expect(many.data![0]!.path).toBe(name);
    const manyRes = await fetch(many.data![0]!.signedUrl!);
    expect(manyRes.status).toBe(200);
    await manyRes.body?.cancel();
    expect((await docs.remove([name])).error).toBeNull();
  });

  it('signed upload URLs: admin gets one, anon uploads with it; anon cannot get one', async () => {
    const signed = await admin.storage.from(BUCKET).createSignedUploadUrl('s/up.png');
    expect(signed.error).toBeNull();
    const body = bytes(99, 5);
    const up = await anon.storage
      .from(BUCKET)
      .uploadToSignedUrl('s/up.png', signed.data!.token, body, { contentType: 'image/png' });
    expect(up.error).toBeNull();
    const down = await anon.storage.from(BUCKET).download('s/up.png');
    expect(new Uint8Array(await down.data!.arrayBuffer())).toEqual(body);

    const refused = await anon.storage.from(BUCKET).createSignedUploadUrl('s/anon.png');
    expect(refused.error).toMatchObject({ statusCode: '403' });
  });
});

describe('buckets', () => {
  it('service role creates, updates, empties and deletes; anon sees no buckets', async () => {
    const created = await service.storage.createBucket('tmp', {
      public: false,
      fileSizeLimit: '1KB',
      allowedMimeTypes: ['text/*'],
    });
    expect(created.error).toBeNull();
    const buckets = await service.storage.listBuckets();
    expect(buckets.data!.map((b) => b.id).sort()).toEqual(
      [BUCKET, 'documents', 'image-proxy-cache', 'maintenance-photos', 'statements', 'tmp'].sort(),
    );
    expect((await anon.storage.listBuckets()).data).toEqual([]);
    expect((await anon.storage.createBucket('nope')).error).toMatchObject({ statusCode: '403' });

    const up = await service.storage
      .from('tmp')
      .upload('a.txt', new TextEncoder().encode('hi'), { contentType: 'text/plain' });
    expect(up.error).toBeNull();
    // Private bucket: no public read.
    const pub = await fetch(service.storage.from('tmp').getPublicUrl('a.txt').data.publicUrl);
    expect(pub.status).toBe(400);
    expect((await service.storage.deleteBucket('tmp')).error).not.toBeNull();

    const updated = await service.storage.updateBucket('tmp', { public: true });
    expect(updated.error).toBeNull();
    expect((await service.storage.getBucket('tmp')).data!.public).toBe(true);
    expect((await service.storage.emptyBucket('tmp')).error).toBeNull();
    expect((await service.storage.deleteBucket('tmp')).error).toBeNull();
    expect((await service.storage.getBucket('tmp')).error).not.toBeNull();
  });
});

describe('persistence', () => {
  it('objects survive a restart of the backend', async () => {
    const body = bytes(4096, 11);
    await admin.storage.from(BUCKET).upload('keep/k.avif', body, { contentType: 'image/avif' });
    await backend.stop();
    backend = await start();
    anon = client(backend.anonKey);
    const { data } = anon.storage.from(BUCKET).getPublicUrl('keep/k.avif');
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(body);
  }, 60_000);
});
