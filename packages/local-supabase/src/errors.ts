/**
 * The local error catcher: what the mail catcher is to mail, this is to error reports. It speaks
 * the two endpoints of Sentry the app uses, under `/errors` of the backend's own port (the local
 * DSN is `http://local@<backend>/errors/1`, so the SDKs' URLs `…/errors/api/1/envelope/` and the
 * CSP's `…/errors/api/1/security/` land here), and keeps what arrived for tests and developers:
 * `GET /errors/reports` lists it (oldest first), `DELETE /errors/reports` empties it.
 */
import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, json, readBody, type Reply } from './http-util.ts';

/** One item that arrived: an envelope's event (or session, …) or a CSP report. */
export interface CaughtReport {
  /** The envelope item's type (`event`, `session`, …) or `csp` for the security endpoint. */
  type: string;
  receivedAt: string;
  /** The item's JSON as sent. */
  payload: unknown;
}

const PREFIX = '/errors';
const MAX_REPORTS = 500;
const MAX_BODY = 1024 * 1024;

/** The DSN the local backend at `baseUrl` gives its functions and `npm start` the browser. */
export function localErrorDsn(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//local@${url.host}${PREFIX}/1`;
}

/** Envelope items: a header line, then per item a header line and its payload (by `length` or line). */
export function parseEnvelope(body: Buffer): Array<{ type: string; payload: unknown }> {
  const items: Array<{ type: string; payload: unknown }> = [];
  let at = body.indexOf(0x0a);
  if (at < 0) return items;
  at += 1;
  while (at < body.length) {
    const headerEnd = body.indexOf(0x0a, at);
    const headerLine = body.subarray(at, headerEnd < 0 ? body.length : headerEnd).toString('utf8');
    if (headerLine.trim() === '') break;
    const header = JSON.parse(headerLine) as { type?: string; length?: number };
    const start = headerEnd < 0 ? body.length : headerEnd + 1;
    let end: number;
    if (typeof header.length === 'number') end = start + header.length;
    else {
      const newline = body.indexOf(0x0a, start);
      end = newline < 0 ? body.length : newline;
    }
    const text = body.subarray(start, end).toString('utf8');
    let payload: unknown = text;
    try {
      payload = JSON.parse(text);
    } catch {
      // Not JSON (an attachment): kept as text.
    }
    items.push({ type: header.type ?? 'unknown', payload });
    at = end + 1;
  }
  return items;
}

export interface ErrorCatcher {
  /** The reply when the request is the catcher's, else undefined. */
  handle(req: IncomingMessage, pathname: string, method: string): Promise<Reply | undefined>;
  reports: CaughtReport[];
}

export function createErrorCatcher(): ErrorCatcher {
  const reports: CaughtReport[] = [];
  const keep = (type: string, payload: unknown) => {
    reports.push({ type, receivedAt: new Date().toISOString(), payload });
    if (reports.length > MAX_REPORTS) reports.splice(0, reports.length - MAX_REPORTS);
  };
  return {
    reports,
    async handle(req, pathname, method) {
      if (pathname !== PREFIX && !pathname.startsWith(`${PREFIX}/`)) return undefined;
      if (method === 'OPTIONS') return { status: 204 };
      if (pathname === `${PREFIX}/reports`) {
        if (method === 'GET') return json(200, reports);
        if (method === 'DELETE') {
          reports.length = 0;
          return { status: 204 };
        }
        return json(405, { message: 'GET or DELETE' });
      }
      const endpoint = /^\/errors\/api\/\d+\/(envelope|security)\/?$/.exec(pathname)?.[1];
      if (!endpoint) return json(404, { message: 'not an endpoint of the error catcher' });
      if (method !== 'POST') return json(405, { message: 'POST' });
      let body: Buffer;
      try {
        body = await readBody(req, MAX_BODY);
      } catch (err) {
        if (err instanceof BodyTooLargeError) return json(413, { message: 'too large' });
        throw err;
      }
      try {
        if (endpoint === 'envelope') {
          const items = parseEnvelope(body);
          for (const item of items) keep(item.type, item.payload);
          const event = items.find((item) => item.type === 'event')?.payload as
            { event_id?: string } | undefined;
          return json(200, { id: event?.event_id ?? null });
        }
        // report-uri posts one `{ "csp-report": … }`; report-to posts a list of reports.
        const parsed = JSON.parse(body.toString('utf8')) as unknown;
        for (const report of Array.isArray(parsed) ? parsed : [parsed]) keep('csp', report);
        return { status: 201 };
      } catch {
        return json(400, { message: 'not an envelope or a report' });
      }
    },
  };
}
