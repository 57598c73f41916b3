/**
 * The one lead pipeline every form goes through, keyed by source:
 *   { source, values } -> the source's schema (shared with the form) -> honeypot -> the
 *   client's rate limit (kept by the database) -> store the row -> email the office and
 *   confirm to the requester, rendered from the stored row -> record the outcome on the row
 *   (each mail retried once).
 * A lead is always stored before any email is tried, and a failed email never turns into an
 * error for the visitor. What differs per source is in lead-registry.ts.
 */
import { company } from './company.ts';
import { handlePreflight } from './cors.ts';
import { confirmationEmail, officeEmail } from './email-templates/index.ts';
import { json, jsonError } from './http.ts';
import { apiKeyHeaders, secretKey } from './keys.ts';
import {
  isLeadSource,
  LeadInputError,
  leadRegistry,
  type LeadRowInsert,
  type LeadSourceEntry,
  type Listing,
  type StoredLead,
} from './lead-registry.ts';
import { fieldErrorsOf, HONEYPOT_FIELD, type LeadSource } from './lead-schemas.ts';
import { mailerConfigFromEnv, sendMail, type MailMessage } from './mailer.ts';
import { clientKey } from './rate-limit.ts';

export const MAX_BODY_BYTES = 32 * 1024;

// ---------------------------------------------------------------------------------------------
// Dependencies (injectable so the pipeline can be unit-tested without a backend)
// ---------------------------------------------------------------------------------------------

export type NotificationStatus = 'pending' | 'sent' | 'failed';

export interface LeadStore {
  /** Takes one submission from the client's bucket: 0 when allowed, else seconds to wait. */
  takeQuota(client: string): Promise<number>;
  /** An active listing, for a showing request. */
  listing(id: string): Promise<Listing | null>;
  /** Inserts a lead and returns the stored row. */
  insert(row: LeadRowInsert): Promise<StoredLead>;
  /** Records how notifying about a lead went. */
  setNotification(id: string, status: NotificationStatus, error: string | null): Promise<void>;
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
  return {
    store: new RestLeadStore(
      envValue(env, 'SUPABASE_URL') ?? 'http://127.0.0.1:54321',
      secretKey(env),
    ),
    send: (message) => sendMail(message, mailer),
    notifyEmail: envValue(env, 'NOTIFY_EMAIL') ?? 'leads@summitflatfeepm.com',
    companyName: company.name,
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

  private async fail(res: Response, what: string): Promise<never> {
    const detail = (await res.text().catch(() => '')).slice(0, 500);
    throw new StoreError(`${what} failed (${res.status}): ${detail}`);
  }

  async takeQuota(client: string): Promise<number> {
    const base = this.supabaseUrl.replace(/\/+$/, '');
    const res = await fetch(`${base}/rest/v1/rpc/take_lead_quota`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({ p_client: client }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return this.fail(res, 'Checking the rate limit');
    return Number(await res.json());
  }

  async listing(id: string): Promise<Listing | null> {
    if (!UUID.test(id)) return null;
    const base = this.supabaseUrl.replace(/\/+$/, '');
    const query = `select=id,title,address,city,state,zip_code&status=eq.active&id=eq.${id}`;
    const res = await fetch(`${base}/rest/v1/properties?${query}`, {
      headers: this.headers(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return this.fail(res, 'Looking up the listing');
    const rows = (await res.json()) as Listing[];
    return rows[0] ?? null;
  }

  async insert(row: LeadRowInsert): Promise<StoredLead> {
    const res = await fetch(this.url(''), {
      method: 'POST',
      headers: this.headers({ Prefer: 'return=representation' }),
      body: JSON.stringify(row),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return this.fail(res, 'Storing the lead');
    const rows = (await res.json()) as StoredLead[];
    const stored = rows[0];
    if (!stored) throw new StoreError('Storing the lead returned no row');
    return stored;
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

export function honeypotFilled(values: Record<string, unknown>): boolean {
  const value = values[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

export type ServeHandler = (req: Request) => Promise<Response>;

export function success(extra: Record<string, unknown> = {}): Response {
  return json({ success: true, ...extra });
}

export interface LeadHandlerOptions {
  /** The function's name, for the logs. */
  name: string;
  /** The sources this entry point accepts (all when omitted). */
  sources?: readonly LeadSource[];
  deps?: () => LeadDeps;
}

function validationFailed(fieldErrors: Record<string, string[]>): Response {
  return json(
    {
      error: 'validation_failed',
      message: 'Please check the highlighted fields and try again.',
      fieldErrors,
    },
    400,
  );
}

/** The office's email and the requester's confirmation of a stored lead. */
export function leadMails(entry: LeadSourceEntry, row: StoredLead, deps: LeadDeps): LabelledMail[] {
  const ctx = { companyName: deps.companyName, siteUrl: deps.siteUrl };
  return [
    {
      label: 'office notification',
      message: { to: deps.notifyEmail, replyTo: row.email, ...officeEmail(entry, row, ctx) },
    },
    {
      label: 'confirmation',
      message: { to: row.email, replyTo: deps.notifyEmail, ...confirmationEmail(entry, row, ctx) },
    },
  ];
}

/** The pipeline as a Deno.serve handler. Every lead entry point is one of these. */
export function leadHandler(options: LeadHandlerOptions): ServeHandler {
  let deps: LeadDeps | undefined;
  const getDeps = () => (deps ??= (options.deps ?? depsFromEnv)());
  const accepts = (source: LeadSource) => !options.sources || options.sources.includes(source);

  return async (req) => {
    const preflight = handlePreflight(req);
    if (preflight) return preflight;
    if (req.method !== 'POST') {
      return jsonError(405, 'method_not_allowed', 'Use POST.', { Allow: 'POST, OPTIONS' });
    }

    const body = await readBodyCapped(req, MAX_BODY_BYTES);
    if (!body.ok) return jsonError(413, 'payload_too_large', 'The request is too large.');
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return jsonError(400, 'invalid_json', 'The request body must be JSON.');
    }
    const request = parsed as { source?: unknown; values?: unknown } | null;
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      return jsonError(400, 'invalid_body', 'The request body must be { source, values }.');
    }
    const { source, values } = request;
    if (!isLeadSource(source) || !accepts(source)) {
      return jsonError(400, 'unknown_source', 'This form is not accepted here.');
    }
    if (typeof values !== 'object' || values === null || Array.isArray(values)) {
      return jsonError(400, 'invalid_body', 'The request body must be { source, values }.');
    }

    const entry: LeadSourceEntry = leadRegistry[source];
    const result = entry.schema.safeParse(values);
    if (!result.success) return validationFailed(fieldErrorsOf(result.error));

    // A filled honeypot is a bot: answer as if all went well, keep and send nothing.
    if (honeypotFilled(values as Record<string, unknown>)) return success();

    const d = getDeps();
    try {
      const wait = await d.store.takeQuota(clientKey(req));
      if (wait > 0) {
        return jsonError(
          429,
          'rate_limited',
          'Too many requests from your network. Please try again later, or call or email us.',
          { 'Retry-After': String(wait) },
        );
      }
      const row = await d.store.insert(await entry.toRow(result.data, d.store));
      const status = await notifyAndRecord(options.name, row.id, leadMails(entry, row, d), d);
      return success({ notification: status });
    } catch (error) {
      if (error instanceof LeadInputError) return validationFailed(error.fieldErrors);
      d.log({ fn: options.name, source, event: 'failed', error: errorText(error) });
      return jsonError(
        500,
        'store_failed',
        'We could not save your request. Please try again, or call or email us directly.',
      );
    }
  };
}
