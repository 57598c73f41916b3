/**
 * The pieces every lead function shares: the request pipeline (preflight, method, rate limit,
 * size cap, JSON, honeypot, zod), the service-role store, and notify-with-retry that records
 * its outcome on the lead row. A lead is always stored before any email is tried, and a
 * failed email never turns into an error for the visitor.
 */
import type { z } from 'zod';
import { handlePreflight } from './cors.ts';
import { json, jsonError } from './http.ts';
import { apiKeyHeaders, secretKey } from './keys.ts';
import { fieldErrorsOf, HONEYPOT_FIELD, type LeadRowInsert } from './lead-schemas.ts';
import { mailerConfigFromEnv, sendMail, type MailMessage } from './mailer.ts';
import { clientAddress, RateLimiter } from './rate-limit.ts';

export const MAX_BODY_BYTES = 32 * 1024;

// ---------------------------------------------------------------------------------------------
// Dependencies (injectable so the pipeline can be unit-tested without a backend)
// ---------------------------------------------------------------------------------------------

export type NotificationStatus = 'pending' | 'sent' | 'failed';

export interface LeadStore {
  /** Inserts a lead and returns its id. */
  insert(row: LeadRowInsert): Promise<string>;
  /** Records how notifying about a lead went. */
  setNotification(id: string, status: NotificationStatus, error: string | null): Promise<void>;
  /** A recent lead-dialog lead still waiting for its emails, by id (when known) and email. */
  findPendingDialogLead(email: string, id?: string): Promise<string | null>;
}

export interface LeadDeps {
  store: LeadStore;
  send: (message: MailMessage) => Promise<void>;
  notifyEmail: string;
  companyName: string;
  siteUrl: string;
  /** Pause before the one retry of a failed email. */
  retryDelayMs: number;
  log: (event: Record<string, unknown>) => void;
}

type EnvGet = (name: string) => string | undefined;

function envValue(env: EnvGet, name: string): string | undefined {
  const v = env(name)?.trim();
  return v ? v : undefined;
}

export function depsFromEnv(env: EnvGet = (n) => Deno.env.get(n)): LeadDeps {
  const mailer = mailerConfigFromEnv(env);
  const fromName = /^\s*"?([^"<]+?)"?\s*</.exec(mailer.from)?.[1];
  return {
    store: new RestLeadStore(
      envValue(env, 'SUPABASE_URL') ?? 'http://127.0.0.1:54321',
      secretKey(env),
    ),
    send: (message) => sendMail(message, mailer),
    notifyEmail: envValue(env, 'NOTIFY_EMAIL') ?? 'leads@summitflatfeepm.com',
    companyName: fromName?.trim() || 'Summit Flat Fee Property Management',
    siteUrl: (
      envValue(env, 'SITE_URL') ??
      envValue(env, 'VITE_SITE_URL') ??
      'https://www.summitflatfeepm.com'
    ).replace(/\/+$/, ''),
    retryDelayMs: Number(envValue(env, 'MAIL_RETRY_DELAY_MS') ?? 500),
    log: (event) => console.error(JSON.stringify(event)),
  };
}

// ---------------------------------------------------------------------------------------------
// The store: PostgREST with the service role (no supabase-js needed inside the function)
// ---------------------------------------------------------------------------------------------

export class StoreError extends Error {
  override name = 'StoreError';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class RestLeadStore implements LeadStore {
  constructor(
    private readonly supabaseUrl: string,
    private readonly serviceRoleKey: string,
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      ...apiKeyHeaders(this.serviceRoleKey),
      'Content-Type': 'application/json',
      ...extra,
    };
  }

  private url(query: string): string {
    return `${this.supabaseUrl.replace(/\/+$/, '')}/rest/v1/leads${query}`;
  }

  async insert(row: LeadRowInsert): Promise<string> {
    const id = crypto.randomUUID();
    const res = await fetch(this.url(''), {
      method: 'POST',
      headers: this.headers({ Prefer: 'return=minimal' }),
      body: JSON.stringify({ id, ...row }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 500);
      throw new StoreError(`Storing the lead failed (${res.status}): ${detail}`);
    }
    await res.body?.cancel().catch(() => {});
    return id;
  }

  async setNotification(id: string, status: NotificationStatus, error: string | null) {
    const res = await fetch(this.url(`?id=eq.${encodeURIComponent(id)}`), {
      method: 'PATCH',
      headers: this.headers({ Prefer: 'return=minimal' }),
      body: JSON.stringify({
        notification_status: status,
        notification_error: error === null ? null : error.slice(0, 2000),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 500);
      throw new StoreError(`Recording the notification failed (${res.status}): ${detail}`);
    }
    await res.body?.cancel().catch(() => {});
  }

  async findPendingDialogLead(email: string, id?: string): Promise<string | null> {
    const since = new Date(Date.now() - 60 * 60_000).toISOString();
    const filters = [
      'select=id',
      'source=eq.lead_dialog',
      'notification_status=eq.pending',
      `email=eq.${encodeURIComponent(email)}`,
      `created_at=gte.${encodeURIComponent(since)}`,
      ...(id && UUID.test(id) ? [`id=eq.${id}`] : []),
      'order=created_at.desc',
      'limit=1',
    ];
    const res = await fetch(this.url(`?${filters.join('&')}`), {
      headers: this.headers(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 500);
      throw new StoreError(`Looking up the lead failed (${res.status}): ${detail}`);
    }
    const rows = (await res.json()) as Array<{ id: string }>;
    return rows[0]?.id ?? null;
  }
}

// ---------------------------------------------------------------------------------------------
// Notify with one retry, and record the outcome
// ---------------------------------------------------------------------------------------------

export interface LabelledMail {
  /** What the mail is, for the error record ('company notification', 'confirmation'). */
  label: string;
  message: MailMessage;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends each mail, retrying a failed one once. Returns the failures (empty when all went). */
export async function sendAllWithRetry(mails: LabelledMail[], deps: LeadDeps): Promise<string[]> {
  const failures: string[] = [];
  for (const mail of mails) {
    try {
      await deps.send(mail.message);
    } catch (first) {
      deps.log({ event: 'mail_retry', mail: mail.label, error: errorText(first) });
      await sleep(deps.retryDelayMs);
      try {
        await deps.send(mail.message);
      } catch (second) {
        failures.push(`${mail.label}: ${errorText(second)}`);
      }
    }
  }
  return failures;
}

/** Sends the mails for a stored lead and records 'sent' or 'failed' (with the error) on it. */
export async function notifyAndRecord(
  fn: string,
  leadId: string,
  mails: LabelledMail[],
  deps: LeadDeps,
): Promise<NotificationStatus> {
  const failures = await sendAllWithRetry(mails, deps);
  const status: NotificationStatus = failures.length === 0 ? 'sent' : 'failed';
  const error = failures.length === 0 ? null : failures.join('; ');
  if (error) deps.log({ fn, event: 'notification_failed', leadId, error });
  try {
    await deps.store.setNotification(leadId, status, error);
  } catch (recordError) {
    // The lead itself is stored; only the bookkeeping failed. Log it for the operator.
    deps.log({
      fn,
      event: 'notification_record_failed',
      leadId,
      status,
      error: errorText(recordError),
    });
  }
  return status;
}

// ---------------------------------------------------------------------------------------------
// The request pipeline
// ---------------------------------------------------------------------------------------------

type BodyResult = { ok: true; text: string } | { ok: false };

/** Reads at most `max` bytes; anything longer is refused whatever Content-Length claimed. */
export async function readBodyCapped(req: Request, max: number): Promise<BodyResult> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > max) {
    await req.body?.cancel().catch(() => {});
    return { ok: false };
  }
  if (!req.body) return { ok: true, text: '' };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      return { ok: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, text: new TextDecoder().decode(bytes) };
}

export function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

export interface LeadFunctionOptions<S extends z.ZodType> {
  name: string;
  schema: S;
  /** Stores and notifies; returns the success response. Throwing answers 500. */
  process: (data: z.output<S>, deps: LeadDeps, raw: Record<string, unknown>) => Promise<Response>;
  deps?: () => LeadDeps;
  limiter?: RateLimiter;
}

export type ServeHandler = (
  req: Request,
  info?: { remoteAddr?: { hostname?: string } },
) => Promise<Response>;

/** Per function instance: a burst of 10 from one address, then 10 a minute. */
export function defaultLimiter(): RateLimiter {
  return new RateLimiter({ capacity: 10, refillPerMinute: 10 });
}

export function success(extra: Record<string, unknown> = {}): Response {
  return json({ success: true, ...extra });
}

export function leadFunction<S extends z.ZodType>(options: LeadFunctionOptions<S>): ServeHandler {
  const limiter = options.limiter ?? defaultLimiter();
  let deps: LeadDeps | undefined;
  const getDeps = () => (deps ??= (options.deps ?? depsFromEnv)());

  return async (req, info) => {
    const preflight = handlePreflight(req);
    if (preflight) return preflight;
    if (req.method !== 'POST') {
      return jsonError(405, 'method_not_allowed', 'Use POST.', { Allow: 'POST, OPTIONS' });
    }

    const limit = limiter.take(clientAddress(req, info?.remoteAddr));
    if (!limit.allowed) {
      await req.body?.cancel().catch(() => {});
      return jsonError(
        429,
        'rate_limited',
        'Too many requests. Please wait a minute and try again.',
        { 'Retry-After': String(limit.retryAfterSeconds) },
      );
    }

    const body = await readBodyCapped(req, MAX_BODY_BYTES);
    if (!body.ok) {
      return jsonError(413, 'payload_too_large', 'The request is too large.');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return jsonError(400, 'invalid_json', 'The request body must be JSON.');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return jsonError(400, 'invalid_body', 'The request body must be a JSON object.');
    }
    const raw = parsed as Record<string, unknown>;

    // A filled honeypot is a bot: answer as if all went well, keep and send nothing.
    if (honeypotFilled(raw)) return success();

    const result = options.schema.safeParse(raw);
    if (!result.success) {
      return json(
        {
          error: 'validation_failed',
          message: 'Please check the highlighted fields and try again.',
          fieldErrors: fieldErrorsOf(result.error),
        },
        400,
      );
    }

    const d = getDeps();
    try {
      return await options.process(result.data, d, raw);
    } catch (error) {
      d.log({ fn: options.name, event: 'failed', error: errorText(error) });
      return jsonError(
        500,
        'store_failed',
        'We could not save your request. Please try again, or call or email us directly.',
      );
    }
  };
}
