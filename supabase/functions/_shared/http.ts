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
