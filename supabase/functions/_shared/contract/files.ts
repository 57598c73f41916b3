/**
 * The `files` function's wire contract: the one way a browser gets a private file. The server
 * checks the caller may read the file's row (with the caller's JWT, under RLS), that the content
 * is what the row says (magic bytes), and only then signs, for SIGNED_FILE_URL_TTL_SECONDS, with
 * the service role. No browser role (staff included) has a Storage policy to sign or download.
 * Browser-safe and zod-free (the portal's first chunk carries it).
 */
export const FILES_FUNCTION = 'files';

/** The private buckets whose files only the `files` function signs. */
export const privateFileBuckets = ['documents', 'maintenance-photos', 'statements'] as const;
export type PrivateFileBucket = (typeof privateFileBuckets)[number];

/**
 * Every signed URL of a private file lives exactly this long. A signed URL cannot be recalled,
 * so this is how long access outlives its revocation at most.
 */
export const SIGNED_FILE_URL_TTL_SECONDS = 60;

/** Paths one request may sign (a maintenance request holds 10 tenant and 10 vendor photos). */
export const FILES_MAX_PATHS = 40;

export type FilesRequest =
  | {
      action: 'sign';
      bucket: PrivateFileBucket;
      paths: string[];
      /** The saved file's name for a single path (the extension is the file's own). */
      downloadName?: string;
    }
  /** A tenant's replaced renters-insurance proof (or staff's document): row as the caller, then the file. */
  | { action: 'remove'; bucket: 'documents'; documentId: string };

export interface SignedFile {
  path: string;
  /** Null when the caller may not read it, it is missing, or its content is not its type. */
  url: string | null;
}

export interface FilesSignAnswer {
  files: SignedFile[];
  expiresIn: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PATH = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.(pdf|jpg|png|webp|heic)$/;

/** The request, or a message saying what is wrong with it. */
export function parseFilesRequest(body: unknown): FilesRequest | string {
  if (typeof body !== 'object' || body === null) return 'Send a JSON object.';
  const b = body as Record<string, unknown>;
  if (b.action === 'remove') {
    if (b.bucket !== 'documents') return 'Only documents are removed through this function.';
    if (typeof b.documentId !== 'string' || !UUID.test(b.documentId))
      return 'documentId must be a document id.';
    return { action: 'remove', bucket: 'documents', documentId: b.documentId };
  }
  if (b.action !== 'sign') return "action must be 'sign' or 'remove'.";
  if (!privateFileBuckets.includes(b.bucket as PrivateFileBucket)) {
    return `bucket must be one of ${privateFileBuckets.join(', ')}.`;
  }
  const paths = b.paths;
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > FILES_MAX_PATHS) {
    return `paths must list 1 to ${FILES_MAX_PATHS} files.`;
  }
  if (!paths.every((p) => typeof p === 'string' && PATH.test(p))) {
    return 'Each path must be <id>/<id>.<extension>.';
  }
  const name = b.downloadName;
  if (name !== undefined && (typeof name !== 'string' || name.length > 200)) {
    return 'downloadName must be a text of 200 characters at most.';
  }
  return {
    action: 'sign',
    bucket: b.bucket as PrivateFileBucket,
    paths: [...new Set(paths as string[])],
    ...(typeof name === 'string' && name.trim() ? { downloadName: name.trim() } : {}),
  };
}
