/** The `files` function as the browser calls it: signed URLs of private files for a session. */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  FILES_FUNCTION,
  type FilesSignAnswer,
  type PrivateFileBucket,
} from '../../supabase/functions/_shared/contract/files';

/** The URL of each path (null where this session gets none); throws on a refused request. */
export async function signFiles(
  client: SupabaseClient,
  bucket: PrivateFileBucket,
  paths: string[],
): Promise<(string | null)[]> {
  const { data, error } = await client.functions.invoke<FilesSignAnswer>(FILES_FUNCTION, {
    body: { action: 'sign', bucket, paths },
  });
  if (error) throw new Error(`files refused: ${error.message}`);
  const byPath = new Map(data!.files.map((f) => [f.path, f.url]));
  return paths.map((p) => byPath.get(p) ?? null);
}

/** One path's URL, or null. */
export async function signFile(
  client: SupabaseClient,
  bucket: PrivateFileBucket,
  path: string,
): Promise<string | null> {
  return (await signFiles(client, bucket, [path]))[0]!;
}
