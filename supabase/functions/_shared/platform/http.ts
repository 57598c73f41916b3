/** JSON responses for the edge functions, always with the CORS headers. */
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
  const text = await req.text();
  if (new TextEncoder().encode(text).length > maxBytes) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
