/**
 * Signing private files with the secret key, for SIGNED_FILE_URL_TTL_SECONDS, as attachments:
 * the one signer the `files` function and the maintenance function's work order share. The
 * caller has already decided who may have the file; this only signs.
 */
import { SIGNED_FILE_URL_TTL_SECONDS } from '../contract/files.ts';
import { apiKeyHeaders } from './keys.ts';

export interface SignTarget {
  path: string;
  /** The saved file's name (Content-Disposition: attachment; filename*=...). */
  name: string;
}

/**
 * Signed URLs by path (absolute, on `base`), null where Storage would not sign. `download=` is a
 * query parameter outside the token, so one batch signature serves every name.
 */
export async function signPrivateFiles(
  doFetch: typeof fetch,
  base: string,
  secret: string,
  bucket: string,
  targets: SignTarget[],
): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  if (targets.length === 0) return out;
  const res = await doFetch(`${base}/storage/v1/object/sign/${encodeURIComponent(bucket)}`, {
    method: 'POST',
    headers: { ...apiKeyHeaders(secret), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      expiresIn: SIGNED_FILE_URL_TTL_SECONDS,
      paths: targets.map((t) => t.path),
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`storage sign answered ${res.status}: ${await res.text()}`);
  const signed = (await res.json()) as { path: string; signedURL: string | null }[];
  const byPath = new Map(signed.map((s) => [s.path, s.signedURL]));
  for (const t of targets) {
    const url = byPath.get(t.path);
    out.set(t.path, url ? `${base}/storage/v1${url}&download=${encodeURIComponent(t.name)}` : null);
  }
  return out;
}
