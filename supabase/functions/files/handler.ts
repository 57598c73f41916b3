/**
 * files: the one way a browser gets a private file (wire contract: contract/files.ts).
 *   POST { action: 'sign', bucket, paths, downloadName? } → { files: [{ path, url }], expiresIn }
 *   POST { action: 'remove', bucket: 'documents', documentId } → { removed: true }
 * `sign` reads each path's row with the caller's own JWT, so the tables' RLS decides exactly as
 * for every portal read (a revoked person reads no row, so gets no URL); then checks the stored
 * bytes are the row's content type (magic bytes: HTML uploaded as a PDF is never served); then
 * signs with the secret key for SIGNED_FILE_URL_TTL_SECONDS, as an attachment. No browser role,
 * staff included, has a Storage policy to sign or download (migrations 20261201000400, ...0800).
 * `remove` deletes the document's row as the caller (its RLS decides: staff, or a tenant's own
 * insurance row), then the file as the service role: nobody removes a private file directly.
 */
import { FILE_SIGNATURE_BYTES, signatureMatches } from '../_shared/contract/file-signature.ts';
import {
  type FilesSignAnswer,
  parseFilesRequest,
  type PrivateFileBucket,
  SIGNED_FILE_URL_TTL_SECONDS,
} from '../_shared/contract/files.ts';
import { handlePreflight } from '../_shared/platform/cors.ts';
import { json, jsonError } from '../_shared/platform/http.ts';
import { publishableKey, secretKey } from '../_shared/platform/keys.ts';
import { RestClient, type RestCall, RestError } from '../_shared/platform/rest-store.ts';
import { signPrivateFiles } from '../_shared/platform/private-files.ts';

const MAX_BODY_BYTES = 16 * 1024;

export interface FilesOptions {
  supabaseUrl?: string;
  secretKey?: string;
  publishableKey?: string;
  fetch?: typeof fetch;
  log?: (event: Record<string, unknown>) => void;
}

interface FileRow {
  path: string;
  contentType: string;
  /** The saved file's name when the caller gives none. */
  name: string;
}

/** Where each bucket's rows live, and how a row names and types its file. */
const rowSources: Record<
  PrivateFileBucket,
  { table: string; select: string; row: (r: Record<string, string>) => FileRow }
> = {
  documents: {
    table: 'documents',
    select: 'storage_path,title,content_type',
    row: (r) => ({
      path: r.storage_path!,
      contentType: r.content_type!,
      name: `${r.title}.${extensionOf(r.storage_path!)}`,
    }),
  },
  'maintenance-photos': {
    table: 'maintenance_photos',
    select: 'storage_path,content_type',
    row: (r) => ({
      path: r.storage_path!,
      contentType: r.content_type!,
      name: r.storage_path!.split('/').pop()!,
    }),
  },
  statements: {
    table: 'owner_statements',
    select: 'storage_path,period',
    row: (r) => ({
      path: r.storage_path!,
      contentType: 'application/pdf',
      name: `statement-${String(r.period).slice(0, 7)}.pdf`,
    }),
  },
};

const extensionOf = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/** A name safe in a Content-Disposition, ending in the file's own extension. */
function downloadName(name: string, path: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\x00-\x1f\x7f/\\]+/g, '-').trim() || 'file';
  const ext = `.${extensionOf(path)}`;
  return clean.toLowerCase().endsWith(ext) ? clean : `${clean}${ext}`;
}

function bearer(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  return match ? match[1]! : null;
}

class CallerRefused extends Error {}

export function createFilesHandler(options: FilesOptions = {}) {
  const log = options.log ?? ((event) => console.error(JSON.stringify(event)));
  let client: RestClient | undefined;
  const rest = () =>
    (client ??= new RestClient({
      supabaseUrl: options.supabaseUrl ?? Deno.env.get('SUPABASE_URL') ?? '',
      secret: options.secretKey ?? secretKey(),
      publishable: options.publishableKey ?? publishableKey(),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }));

  /** PostgREST as the caller: their JWT, the publishable key. 401/403 mean "not signed in". */
  async function asCaller(
    token: string,
    path: string,
    init: RestCall = {},
  ): Promise<Record<string, string>[]> {
    try {
      const body = await rest().request<unknown>(`/rest/v1/${path}`, {
        ...init,
        as: `Bearer ${token}`,
      });
      return Array.isArray(body) ? (body as Record<string, string>[]) : [];
    } catch (error) {
      if (error instanceof RestError && (error.status === 401 || error.status === 403)) {
        throw new CallerRefused();
      }
      throw error;
    }
  }

  /** The stored object's first bytes (service role; a Range request, read no further). */
  async function leadingBytes(bucket: string, path: string): Promise<Uint8Array | null> {
    const res = await rest().send(`/storage/v1/object/${bucket}/${path}`, {
      headers: { Range: `bytes=0-${FILE_SIGNATURE_BYTES - 1}` },
    });
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      return null;
    }
    const reader = res.body.getReader();
    const out = new Uint8Array(FILE_SIGNATURE_BYTES);
    let got = 0;
    while (got < FILE_SIGNATURE_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      const take = value.subarray(0, FILE_SIGNATURE_BYTES - got);
      out.set(take, got);
      got += take.length;
    }
    await reader.cancel();
    return out.subarray(0, got);
  }

  async function sign(
    token: string,
    bucket: PrivateFileBucket,
    paths: string[],
    name: string | undefined,
  ): Promise<FilesSignAnswer> {
    const source = rowSources[bucket];
    const inList = paths.map((p) => `"${p}"`).join(',');
    const rows = (
      await asCaller(
        token,
        `${source.table}?select=${source.select}&storage_path=in.(${encodeURIComponent(inList)})`,
      )
    ).map(source.row);
    const checked = await Promise.all(
      rows.map(async (row) => {
        const bytes = await leadingBytes(bucket, row.path);
        if (bytes && signatureMatches(bytes, row.contentType)) return row;
        log({
          event: 'file_not_served',
          bucket,
          path: row.path,
          reason: bytes ? 'type' : 'missing',
        });
        return null;
      }),
    );
    const targets = checked
      .filter((row): row is FileRow => row !== null)
      .map((row) => ({
        path: row.path,
        name: downloadName(name && paths.length === 1 ? name : row.name, row.path),
      }));
    const signed = await signPrivateFiles(rest(), bucket, targets);
    return {
      files: paths.map((path) => ({ path, url: signed.get(path) ?? null })),
      expiresIn: SIGNED_FILE_URL_TTL_SECONDS,
    };
  }

  async function remove(token: string, documentId: string): Promise<Response> {
    const deleted = await asCaller(token, `documents?id=eq.${documentId}&select=storage_path`, {
      method: 'DELETE',
      prefer: 'return=representation',
    });
    const path = deleted[0]?.storage_path;
    if (!path) {
      return jsonError(404, 'not_found', 'That document is gone, or is not yours to remove.');
    }
    const res = await rest().send('/storage/v1/object/documents', {
      method: 'DELETE',
      body: JSON.stringify({ prefixes: [path] }),
    });
    // The row is gone, so nobody can have the file signed; a left file is only storage.
    if (!res.ok) log({ event: 'document_file_left', path, status: res.status });
    await res.body?.cancel();
    return json({ removed: true });
  }

  return async (req: Request): Promise<Response> => {
    const preflight = handlePreflight(req);
    if (preflight) return preflight;
    if (req.method !== 'POST') return jsonError(405, 'method_not_allowed', 'Use POST.');
    const token = bearer(req);
    if (!token) return jsonError(401, 'unauthorized', 'Sign in to open your files.');
    const text = await req.text();
    if (text.length > MAX_BODY_BYTES)
      return jsonError(413, 'too_large', 'The request is too large.');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return jsonError(400, 'invalid_request', 'Send a JSON object.');
    }
    const parsed = parseFilesRequest(body);
    if (typeof parsed === 'string') return jsonError(400, 'invalid_request', parsed);
    try {
      if (parsed.action === 'remove') return await remove(token, parsed.documentId);
      return json(await sign(token, parsed.bucket, parsed.paths, parsed.downloadName), 200, {
        'Cache-Control': 'no-store',
      });
    } catch (error) {
      if (error instanceof CallerRefused) {
        return jsonError(401, 'unauthorized', 'Your session has ended. Sign in again.');
      }
      log({ event: 'files_failed', error: String(error) });
      return jsonError(502, 'upstream_error', 'The file could not be opened. Try again.');
    }
  };
}
