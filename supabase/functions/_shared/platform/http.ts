/** JSON requests and responses for the edge functions; responses always with the CORS headers. */
import { corsHeaders } from './cors.ts';

export function json(
  body: unknown,
  status = 200,
  extraHeaders: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      ...extraHeaders,
    },
  });
}

/** The error shape every function uses: `{ error: <machine code>, message: <human text> }`. */
export function jsonError(
  status: number,
  error: string,
  message: string,
  extraHeaders: Record<string, string> = {},
): Response {
  return json({ error, message }, status, extraHeaders);
}

/** A JSON object body of at most `maxBytes`, or null (another type, too long, not an object). */
export async function readJsonObject(
  req: Request,
  maxBytes: number,
): Promise<Record<string, unknown> | null> {
  if (!(req.headers.get('content-type') ?? '').includes('application/json')) return null;
  const body = await readBodyCapped(req, maxBytes);
  if (!body.ok) return null;
  try {
    const value = JSON.parse(body.text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A request's or a response's body of at most `max` bytes, or null: refused at once when
 * Content-Length claims more, and as soon as the stream passes it, whatever it claimed.
 */
export async function readCapped(
  message: Request | Response,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(message.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await message.body?.cancel().catch(() => {});
    return null;
  }
  if (!message.body) return new Uint8Array(0);
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

type BodyResult = { ok: true; text: string } | { ok: false };

/** A request's text of at most `max` bytes; anything longer is refused. */
export async function readBodyCapped(req: Request, max: number): Promise<BodyResult> {
  const bytes = await readCapped(req, max);
  return bytes ? { ok: true, text: new TextDecoder().decode(bytes) } : { ok: false };
}
