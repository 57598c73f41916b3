/**
 * Signing private files with the secret key, for SIGNED_FILE_URL_TTL_SECONDS, as attachments:
 * the one signer the `files` function and the maintenance function's work order share. The
 * caller has already decided who may have the file; this only signs.
 */
import { SIGNED_FILE_URL_TTL_SECONDS } from '../contract/files.ts';
import type { RestClient } from './rest-store.ts';

export interface SignTarget {
  path: string;
  /** The saved file's name (Content-Disposition: attachment; filename*=...). */
  name: string;
}

/**
 * Signed URLs by path (absolute, on the project's URL), null where Storage would not sign. `download=` is a
 * query parameter outside the token, so one batch signature serves every name.
 */
export async function signPrivateFiles(
  rest: RestClient,
  bucket: string,
  targets: SignTarget[],
): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  if (targets.length === 0) return out;
  const signed = await rest.request<{ path: string; signedURL: string | null }[]>(
    `/storage/v1/object/sign/${encodeURIComponent(bucket)}`,
    {
      method: 'POST',
      body: JSON.stringify({
        expiresIn: SIGNED_FILE_URL_TTL_SECONDS,
        paths: targets.map((t) => t.path),
      }),
    },
  );
  const byPath = new Map(signed.map((s) => [s.path, s.signedURL]));
  for (const t of targets) {
    const url = byPath.get(t.path);
    out.set(
      t.path,
      url ? rest.url(`/storage/v1${url}&download=${encodeURIComponent(t.name)}`) : null,
    );
  }
  return out;
}
