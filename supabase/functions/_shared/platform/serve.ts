/**
 * Every function's entry point: `serve('<name>', handler)` in its index.ts. It reports what the
 * handler throws and every 5xx answer it gives (platform/error-report.ts), once for all
 * functions, and puts the report's `reference` into the answer so the screen can show it. A
 * handler that reported an error itself names it in the `x-error-reference` header.
 */
import { newEventId } from '../contract/error-reference.ts';
import { json } from './http.ts';
import { reportError } from './error-report.ts';

export type Handler = (req: Request) => Response | Promise<Response>;

/** Set by a handler that reported its own error (the wrapper then reports nothing more). */
export const ERROR_REFERENCE_HEADER = 'x-error-reference';

/** What the person is told when a function failed; the screen adds the reference in its language. */
const FAILED_MESSAGE = 'Something went wrong on our side. Please try again.';

function requestIdOf(req: Request): string {
  // Hosted's gateway names each request; locally and in tests one is made.
  return req.headers.get('sb-request-id') ?? req.headers.get('x-request-id') ?? newEventId();
}

/** `{ …body, reference }` of a JSON error answer (any other answer is kept as it is). */
async function withReference(res: Response, reference: string): Promise<Response> {
  const headers = new Headers(res.headers);
  headers.set(ERROR_REFERENCE_HEADER, reference);
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) {
    return new Response(res.body, { status: res.status, headers });
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = {};
  }
  const object = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  return new Response(JSON.stringify({ ...object, reference }), { status: res.status, headers });
}

/** The handler, reporting its throws and 5xx answers. */
export function withErrorReports(fn: string, handler: Handler): Handler {
  return async (req) => {
    const requestId = requestIdOf(req);
    const route = new URL(req.url).pathname;
    try {
      const res = await handler(req);
      if (res.status < 500 || res.headers.has(ERROR_REFERENCE_HEADER)) return res;
      const code = res.headers.get('content-type')?.includes('application/json')
        ? String(
            (
              (await res
                .clone()
                .json()
                .catch(() => ({}))) as { error?: unknown }
            ).error ?? '',
          )
        : '';
      const error = new Error(`${fn} answered ${res.status}${code ? ` ${code}` : ''}`);
      error.name = 'ServerErrorAnswer';
      const reference = reportError(error, { fn, kind: 'server_error', route, requestId });
      return await withReference(res, reference);
    } catch (error) {
      const reference = reportError(error, { fn, kind: 'unhandled', route, requestId });
      return json({ error: 'internal_error', message: FAILED_MESSAGE, reference }, 500, {
        [ERROR_REFERENCE_HEADER]: reference,
      });
    }
  };
}

let processHandlers = false;

/** Deno.serve with error reports, and the isolate's unhandled rejections and errors reported. */
export function serve(fn: string, handler: Handler): void {
  if (!processHandlers) {
    processHandlers = true;
    globalThis.addEventListener('unhandledrejection', (event) => {
      reportError(event.reason, { fn, kind: 'unhandled_rejection' });
      // Reported: the isolate goes on serving instead of dying with the report unsent.
      event.preventDefault();
    });
    globalThis.addEventListener('error', (event) => {
      reportError(event.error ?? event.message, { fn, kind: 'uncaught' });
    });
  }
  Deno.serve(withErrorReports(fn, handler));
}
