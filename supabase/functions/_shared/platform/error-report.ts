/**
 * Error reports from the functions to the error tracker (Sentry's envelope endpoint,
 * docs/decisions/0013-error-tracker.md), configured only by SENTRY_DSN, SENTRY_ENVIRONMENT and
 * SENTRY_RELEASE: no DSN, nothing sent (the reference is still made and logged). Every report is
 * scrubbed by the contract's one scrubber before it leaves (contract/error-scrub.ts) and carries
 * its reference (contract/error-reference.ts), which the answer or the log names. Sending never
 * throws and never delays the answer: it runs beside it (EdgeRuntime.waitUntil).
 */
import { envelopeUrl, newEventId, parseDsn, referenceOf } from '../contract/error-reference.ts';
import { scrubReport, scrubText } from '../contract/error-scrub.ts';
import { edgeRuntime } from './edge-runtime.ts';

type EnvGet = (name: string) => string | undefined;

/** What a report says about where it came from (never about whom). */
export interface ReportContext {
  /** The function's name. */
  fn: string;
  /** What went wrong: `unhandled`, `server_error`, `mail_failed`, `ledger_posting`, … */
  kind: string;
  /** The request's path, without its query. */
  route?: string;
  requestId?: string;
  level?: 'error' | 'warning' | 'fatal';
}

const CLIENT = 'flatfee-edge/1.0';

// Through globalThis: the outbox (which reports) is also type-checked by the Node side's tests.
const deno = (
  globalThis as {
    Deno?: { env: { get(name: string): string | undefined }; version: { deno: string } };
  }
).Deno;

const denoEnv: EnvGet = (name) => {
  try {
    return deno?.env.get(name);
  } catch {
    return undefined; // No --allow-env: no tracker.
  }
};

/** The same error reported twice (a handler's catch, then the wrapper) is one report. */
const reported = new WeakMap<object, string>();
const pending = new Set<Promise<void>>();

interface Frame {
  function?: string;
  filename: string;
  lineno: number;
  colno: number;
  in_app: boolean;
}

/** V8's stack lines as the tracker's frames, oldest call first. */
function framesOf(stack: string | undefined): Frame[] {
  const frames: Frame[] = [];
  for (const line of (stack ?? '').split('\n')) {
    const match = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    if (!match) continue;
    const filename = match[2]!;
    frames.push({
      ...(match[1] ? { function: match[1] } : {}),
      filename,
      lineno: Number(match[3]),
      colno: Number(match[4]),
      in_app: !/^(node:|ext:|https?:\/\/|npm:)|node_modules/.test(filename),
    });
  }
  return frames.reverse();
}

function exceptionOf(error: unknown, kind: string) {
  const err = error instanceof Error ? error : new Error(String(error));
  return {
    type: err.name || 'Error',
    value: err.message,
    stacktrace: { frames: framesOf(err.stack) },
    mechanism: { type: kind, handled: kind !== 'unhandled' },
  };
}

/** The event as the tracker takes it, scrubbed. */
export function errorEvent(
  error: unknown,
  context: ReportContext,
  eventId: string,
  env: EnvGet = denoEnv,
): Record<string, unknown> {
  const release = env('SENTRY_RELEASE')?.trim();
  return scrubReport({
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: context.level ?? 'error',
    environment: env('SENTRY_ENVIRONMENT')?.trim() || 'production',
    ...(release ? { release } : {}),
    transaction: context.route ?? `/${context.fn}`,
    tags: {
      source: 'function',
      fn: context.fn,
      kind: context.kind,
      reference: referenceOf(eventId),
      ...(context.requestId ? { request_id: context.requestId } : {}),
    },
    exception: { values: [exceptionOf(error, context.kind)] },
    contexts: { runtime: { name: 'deno', version: deno?.version.deno ?? '' } },
    sdk: { name: 'flatfee.edge', version: '1.0.0' },
  });
}

async function send(url: string, eventId: string, event: Record<string, unknown>): Promise<void> {
  const header = { event_id: eventId, sent_at: new Date().toISOString() };
  const body = `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-sentry-envelope' },
    body,
    signal: AbortSignal.timeout(5_000),
  });
  await res.body?.cancel();
}

/**
 * Reports `error` (scrubbed) and answers its reference. Never throws. The same error object
 * reported again answers the first reference without a second report.
 */
export function reportError(error: unknown, context: ReportContext, env: EnvGet = denoEnv): string {
  const known = typeof error === 'object' && error !== null ? reported.get(error) : undefined;
  if (known) return referenceOf(known);
  const eventId = newEventId();
  if (typeof error === 'object' && error !== null) reported.set(error, eventId);
  const reference = referenceOf(eventId);
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    JSON.stringify({
      event: 'error_reported',
      fn: context.fn,
      kind: context.kind,
      reference,
      error: scrubText(message),
    }),
  );
  const dsn = parseDsn(env('SENTRY_DSN'));
  if (!dsn) return reference;
  try {
    const task = send(envelopeUrl(dsn, CLIENT), eventId, errorEvent(error, context, eventId, env))
      .catch((sendError) =>
        console.error(
          JSON.stringify({ event: 'error_report_failed', reference, error: String(sendError) }),
        ),
      )
      .finally(() => pending.delete(task));
    pending.add(task);
    edgeRuntime()?.waitUntil(task);
  } catch {
    // Building the report failed: the log line above is what there is.
  }
  return reference;
}

/** Waits for the reports on their way (tests; a scheduled job before it returns). */
export async function flushReports(): Promise<void> {
  await Promise.allSettled([...pending]);
}
