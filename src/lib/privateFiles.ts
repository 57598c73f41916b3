/**
 * Private files (documents, maintenance photos, statements) reach the browser only through the
 * `files` function: it reads each file's row with this session (RLS decides), checks the content
 * is its type, and signs for SIGNED_FILE_URL_TTL_SECONDS. The Storage policies let no browser
 * role (owners, tenants, staff) sign, download or remove these buckets' files themselves.
 */
import {
  FILES_FUNCTION,
  type FilesRequest,
  type FilesSignAnswer,
  type PrivateFileBucket,
} from '@contract/files.ts';
import { getSupabase } from './supabase';

/** Signed URLs by path; null for a file this account may not open (or that is not its type). */
export async function signedFileUrls(
  bucket: PrivateFileBucket,
  paths: string[],
  downloadName?: string,
): Promise<Map<string, string | null>> {
  if (paths.length === 0) return new Map();
  const supabase = await getSupabase();
  const body: FilesRequest = { action: 'sign', bucket, paths, downloadName };
  const { data, error } = await supabase.functions.invoke<FilesSignAnswer>(FILES_FUNCTION, {
    body,
  });
  if (error || !data) throw new Error('The file could not be opened. Try again.');
  return new Map(data.files.map((f) => [f.path, f.url]));
}

/** One file's signed URL, or an error with `failure` as its message. */
export async function signedFileUrl(
  bucket: PrivateFileBucket,
  path: string,
  downloadName: string | undefined,
  failure: string,
): Promise<string> {
  const url = (await signedFileUrls(bucket, [path], downloadName)).get(path);
  if (!url) throw new Error(failure);
  return url;
}

/** Deletes a document's row as this session (RLS decides), then its file (the function). */
export async function removeDocument(documentId: string): Promise<void> {
  const supabase = await getSupabase();
  const body: FilesRequest = { action: 'remove', bucket: 'documents', documentId };
  const { error } = await supabase.functions.invoke(FILES_FUNCTION, { body });
  if (error) throw new Error('The document could not be removed. Try again.');
}
