/** Small HTTP helpers shared by the local API handlers. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) throw new BodyTooLargeError(`request body over ${limit} bytes`);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers':
    'Content-Range, Content-Location, Preference-Applied, Range-Unit, X-Supabase-Api-Version',
  'Access-Control-Max-Age': '3600',
};

/** CORS headers for a response; the preflight echoes the requested headers, as Kong does. */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const requested = req.headers['access-control-request-headers'];
  return {
    ...CORS_HEADERS,
    'Access-Control-Allow-Headers':
      typeof requested === 'string' && requested
        ? requested
        : 'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile, x-supabase-api-version, x-retry-count',
  };
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  };
}

export function send(req: IncomingMessage, res: ServerResponse, reply: Reply, cors = true): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const headers: Record<string, string> = { ...(cors ? corsHeaders(req) : {}), ...reply.headers };
  const body = reply.status === 204 || req.method === 'HEAD' ? undefined : reply.body;
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  res.writeHead(reply.status, headers);
  res.end(body);
}

/** Bearer token of the Authorization header, if any. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim();
}

export function headerRecord(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
