/**
 * The one lead pipeline every form goes through, keyed by source:
 *   { source, values, idempotencyKey } -> the source's schema (shared with the form) ->
 *   honeypot -> a retry of a stored submission? answer as before -> the client's rate limit
 *   (kept by the database) -> the confirmation quota -> store the row -> ANSWER -> then, off the
 *   request path, email the office and confirm to the requester, rendered from the stored row,
 *   and record what is still owed on the row.
 * A lead is always stored before any email is tried, and email never delays or fails the
 * visitor's answer. Storing the lead queues its mails in the outbox (kinds lead_office and
 * lead_confirmation); the outbox's one sender (platform/outbox.ts) sends them after the answer,
 * and retries what failed, or what a crashed isolate never sent, with the one backoff after
 * later requests. The database keeps the lead's mail_pending and notification_status from the
 * outbox's record. What differs per source is in lead-registry.ts.
 */
import { company } from '../contract/company.ts';
import { alertDepsFromEnv, sendDueAlerts } from '../listings/mod.ts';
import { bookingMessagesByLocale } from '../contract/booking.ts';
import { bookingInvitation, manageUrl, officeFacts } from '../booking/mod.ts';
import { bookingSenderDepsFromEnv, sendDueBookingMail } from '../booking/mod.ts';
import { BookingRefused, RestBookingStore } from '../booking/mod.ts';
import type { BookingFacts } from '../booking/mod.ts';
import { handlePreflight } from '../platform/cors.ts';
import { confirmationEmail, officeEmail } from './mail.ts';
import { siteLink } from '../platform/mail-html.ts';
import { json, jsonError, readBodyCapped } from '../platform/http.ts';
import { secretKey } from '../platform/keys.ts';
import { RestStore } from '../platform/rest-store.ts';
import {
  isLeadSource,
  LeadInputError,
  type BookingRequest,
  type ConfirmationLinks,
  leadRegistry,
  type LeadRowInsert,
  type LeadSourceEntry,
  type Listing,
  type StoredLead,
} from './registry.ts';
import {
  fieldErrorsOf,
  HONEYPOT_FIELD,
  leadAnswersByLocale,
  leadSchemasFor,
  translateLeadMessage,
  type LeadSource,
} from '../contract/lead-schemas.ts';
import { localeOr, type Locale } from '../contract/locale.ts';
import { mailerConfigFromEnv, sendMail, type MailMessage } from '../platform/mailer.ts';
import type { OutboxKind } from '../contract/outbox.ts';
import { type OutboxStore, type Renderer, RestOutbox, sendDueMail } from '../platform/outbox.ts';
import {
  challengeConfigFromEnv,
  verifyChallenge,
  type ChallengeConfig,
} from '../platform/challenge.ts';
import {
  bookingClientKey,
  clientIdentity,
  CLIENT_ADDRESS_HEADERS,
  CLIENT_IP_HEADER,
  type LeadLimits,
  PER_CLIENT_LIMITS,
  quotaBuckets,
  SITE_WIDE_LIMITS,
} from '../platform/rate-limit.ts';
import { alertPageUrl, hashAlertToken, newAlertToken } from '../contract/alert-tokens.ts';
import { privacyVerifyUrl } from '../contract/privacy-options.ts';
import { clientAddressDiagnostic } from '../platform/client-address.ts';
import {
  configProblems,
  configurationErrorResponse,
  MAIL_REQUIREMENTS,
  siteUrlSetting,
  supabaseUrlSetting,
} from '../platform/config.ts';

export const MAX_BODY_BYTES = 32 * 1024;

/** Recorded on a lead whose confirmation was not sent because of its daily caps. */
export const CONFIRMATION_HELD_BACK =
  'confirmation held back: this address or client reached its daily confirmation limit';

// ---------------------------------------------------------------------------------------------
// Dependencies (injectable so the pipeline can be unit-tested without a backend)
// ---------------------------------------------------------------------------------------------

/** The two mails of a lead, as `leads.mail_pending` names them. */
export type MailKind = 'office' | 'confirmation';

/** A stored lead with its mail bookkeeping. */
export interface LeadWithMail extends StoredLead {
  mail_pending: string[];
  idempotency_key: string | null;
}

export interface LeadStore {
  /** Takes one submission from the client's bucket: 0 when allowed, else seconds to wait. */
  takeQuota(client: string, limits: LeadLimits): Promise<number>;
  /** Counts a confirmation to `recipient` for `client`; false when either is over its cap. */
  takeConfirmationQuota(recipient: string, client: string, perClient: number): Promise<boolean>;
  /** An active listing, for a showing request. */
  listing(id: string): Promise<Listing | null>;
  /** The lead stored under an idempotency key, if any. */
  findByKey(key: string): Promise<LeadWithMail | null>;
  /** Inserts a lead; null when a concurrent request stored the same idempotency key first. */
  insert(row: LeadRowInsert, mail: LeadMailFields): Promise<LeadWithMail | null>;
  /**
   * Stores a lead and books its slot in one transaction (book_lead); throws BookingRefused
   * ('slot_taken') when the slot is no longer open, and then nothing is stored.
   */
  book?(
    row: LeadRowInsert,
    mail: LeadMailFields,
    booking: BookingRequest,
    /** SHA-256 of the client's booking key (bookingClientKey), or null without an address. */
    client: string | null,
  ): Promise<LeadWithMail>;
  /** A lead's booking with its staff member's address, or null (a request). */
  bookingOf?(leadId: string): Promise<BookingFacts | null>;
  /** Records a fresh manage-link token (its hash); false when the booking can no longer change. */
  issueBookingToken?(bookingId: string, tokenHash: string): Promise<boolean>;
  /** A stored lead (what an outbox lead_office or lead_confirmation row is about). */
  lead(id: string): Promise<LeadWithMail | null>;
  /**
   * Records a fresh confirm token (its hash) for a listing alert lead; false when the alert is
   * confirmed already or gone (then no confirmation is owed).
   */
  issueAlertConfirmToken?(leadId: string, tokenHash: string): Promise<boolean>;
  /**
   * Records a fresh verification token (its hash) for a privacy request; false when it is
   * verified already or gone (then no confirmation is owed).
   */
  issuePrivacyVerifyToken?(leadId: string, tokenHash: string): Promise<boolean>;
}

/** The mail bookkeeping written with a new row. */
export interface LeadMailFields {
  idempotency_key: string | null;
  mail_pending: MailKind[];
  notification_error: string | null;
}

export interface LeadDeps {
  store: LeadStore;
  outbox: OutboxStore;
  send: (message: MailMessage) => Promise<void>;
  notifyEmail: string;
  companyName: string;
  siteUrl: string;
  /** Pause before the one retry of a failed email. */
  retryDelayMs: number;
  log: (event: Record<string, unknown>) => void;
  /** Keeps work running after the response (EdgeRuntime.waitUntil on hosted). */
  defer: (task: Promise<unknown>) => void;
  /** The optional Turnstile check (off without a secret). */
  challenge?: ChallengeConfig;
  /** More work after each request, off its path (the listing alert sender). */
  afterRequest?: () => Promise<unknown>;
  /**
   * Unmet configuration (config.ts), each naming its variable: the lead is still stored, no
   * mail is tried, and the answer is a configuration error.
   */
  configProblems?: string[];
}

interface EdgeRuntimeApi {
  waitUntil(task: Promise<unknown>): void;
}

/** EdgeRuntime.waitUntil where the runtime has it (hosted, and the local backend's workers). */
export function deferToRuntime(task: Promise<unknown>): void {
  const runtime = (globalThis as { EdgeRuntime?: EdgeRuntimeApi }).EdgeRuntime;
  const guarded = task.catch((error) =>
    console.error(JSON.stringify({ event: 'deferred_failed', error: String(error) })),
  );
  runtime?.waitUntil(guarded);
}

type EnvGet = (name: string) => string | undefined;

function envValue(env: EnvGet, name: string): string | undefined {
  const v = env(name)?.trim();
  return v ? v : undefined;
}

export function depsFromEnv(env: EnvGet = (n) => Deno.env.get(n)): LeadDeps {
  const mailer = mailerConfigFromEnv(env);
  return {
    store: new RestLeadStore(supabaseUrlSetting(env), secretKey(env)),
    outbox: new RestOutbox(supabaseUrlSetting(env), secretKey(env)),
    send: (message) => sendMail(message, mailer),
    // No defaults: configProblems() names what is missing and the handler answers with it.
    notifyEmail: envValue(env, 'NOTIFY_EMAIL') ?? '',
    companyName: company.name,
    siteUrl: siteUrlSetting(env) ?? '',
    retryDelayMs: Number(envValue(env, 'MAIL_RETRY_DELAY_MS') ?? 500),
    log: (event) => console.error(JSON.stringify(event)),
    defer: deferToRuntime,
    challenge: challengeConfigFromEnv(env),
    // The alert sender, then the booking reminders and change mails that are due.
    afterRequest: () =>
      sendDueAlerts(alertDepsFromEnv(env)).finally(() =>
        sendDueBookingMail(bookingSenderDepsFromEnv(env)),
      ),
    configProblems: configProblems(env, MAIL_REQUIREMENTS),
  };
}

// ---------------------------------------------------------------------------------------------
// The store: PostgREST with the service role (no supabase-js needed inside the function)
// ---------------------------------------------------------------------------------------------

export class StoreError extends Error {
  override name = 'StoreError';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The leads' store: the functions' one REST client (platform/rest-store.ts), secret key. */
export class RestLeadStore extends RestStore implements LeadStore {
  private readonly bookings: RestBookingStore;
  constructor(supabaseUrl: string, secret: string) {
    super({ supabaseUrl, secret });
    this.bookings = new RestBookingStore(supabaseUrl, secret);
  }

  async book(
    row: LeadRowInsert,
    mail: LeadMailFields,
    booking: BookingRequest,
    client: string | null,
  ): Promise<LeadWithMail> {
    const leadId = await this.bookings.bookLead({ ...row, ...mail }, booking, client);
    if (!leadId) throw new StoreError('Booking the slot returned no lead');
    const stored = await this.lead(leadId);
    if (!stored) throw new StoreError('The booked lead is gone');
    return stored;
  }

  async bookingOf(leadId: string): Promise<BookingFacts | null> {
    const details = await this.bookings.details({ leadId });
    if (!details) return null;
    return officeFacts(this.bookings, details);
  }

  issueBookingToken(bookingId: string, tokenHash: string): Promise<boolean> {
    return this.bookings.issueToken(bookingId, tokenHash);
  }

  async takeQuota(client: string, limits: LeadLimits): Promise<number> {
    return Number(
      await this.rpc('take_lead_quota', {
        p_client: client,
        p_capacity: limits.capacity,
        p_per_hour: limits.perHour,
      }),
    );
  }

  async takeConfirmationQuota(
    recipient: string,
    client: string,
    perClient: number,
  ): Promise<boolean> {
    const allowed = await this.rpc('take_confirmation_quota', {
      p_recipient: recipient,
      p_client: client,
      p_per_client: perClient,
    });
    return allowed === true;
  }

  listing(id: string): Promise<Listing | null> {
    if (!UUID.test(id)) return Promise.resolve(null);
    return this.one<Listing>(
      `properties?select=id,title,address,city,state,zip_code&status=eq.active&id=eq.${id}`,
    );
  }

  findByKey(key: string): Promise<LeadWithMail | null> {
    if (!UUID.test(key)) return Promise.resolve(null);
    return this.one<LeadWithMail>(`leads?idempotency_key=eq.${key}&limit=1`);
  }

  async insert(row: LeadRowInsert, mail: LeadMailFields): Promise<LeadWithMail | null> {
    // With a key, a concurrent duplicate is skipped (empty answer) rather than an error.
    const rows = (await this.call(
      `/rest/v1/leads${mail.idempotency_key ? '?on_conflict=idempotency_key' : ''}`,
      {
        method: 'POST',
        prefer: mail.idempotency_key
          ? 'return=representation,resolution=ignore-duplicates'
          : 'return=representation',
        body: JSON.stringify({ ...row, ...mail }),
      },
    )) as LeadWithMail[] | null;
    return rows?.[0] ?? null;
  }

  lead(id: string): Promise<LeadWithMail | null> {
    if (!UUID.test(id)) return Promise.resolve(null);
    return this.one<LeadWithMail>(`leads?id=eq.${id}&limit=1`);
  }

  async issueAlertConfirmToken(leadId: string, tokenHash: string): Promise<boolean> {
    const issued = await this.rpc('issue_alert_confirm_token', {
      p_lead_id: leadId,
      p_token_hash: tokenHash,
    });
    return issued === true;
  }

  async issuePrivacyVerifyToken(leadId: string, tokenHash: string): Promise<boolean> {
    const issued = await this.rpc('issue_privacy_verify_token', {
      p_lead_id: leadId,
      p_token_hash: tokenHash,
    });
    return issued === true;
  }
}

// ---------------------------------------------------------------------------------------------
// The lead's mails in the outbox: rendered from the stored lead, sent with one quick retry
// ---------------------------------------------------------------------------------------------

export interface LabelledMail {
  kind: MailKind;
  /** What the mail is, for the logs ('office notification', 'confirmation'). */
  label: string;
  message: MailMessage;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The mailer, retrying a failed send once after a pause (a blip need not wait for the backoff). */
function sendWithOneRetry(deps: LeadDeps): (message: MailMessage) => Promise<void> {
  return async (message) => {
    try {
      await deps.send(message);
    } catch (first) {
      deps.log({ event: 'mail_retry', to: message.to, error: errorText(first) });
      await sleep(deps.retryDelayMs);
      await deps.send(message);
    }
  };
}

/** The lead's renderers of the outbox's lead_office and lead_confirmation rows (ref: the lead). */
function leadRenderers(deps: LeadDeps): Partial<Record<OutboxKind, Renderer>> {
  const render =
    (kind: MailKind): Renderer =>
    async (outboxRow) => {
      const row = await deps.store.lead(outboxRow.ref);
      if (!row) return { skip: 'the lead is gone' };
      const entry = isLeadSource(row.source) ? leadRegistry[row.source] : undefined;
      if (!entry) return { skip: `unknown source ${row.source}` };
      // A confirmation mints its own links (a fresh token each try); null: none is owed any more.
      const links =
        kind === 'confirmation'
          ? await confirmationLinks(entry, { ...row, mail_pending: ['confirmation'] }, deps)
          : {};
      if (links === null) return { skip: 'no confirmation is owed any more' };
      // The office's mail says when, where and who: the booking as it stands now.
      const booking =
        links.booking ??
        (entry.booking && kind === 'office'
          ? ((await deps.store.bookingOf?.(row.id)) ?? null)
          : null);
      const mail = leadMails(entry, row, deps, { ...links, booking }).find((m) => m.kind === kind);
      return mail ? { message: mail.message } : { skip: `no ${kind} mail` };
    };
  return { lead_office: render('office'), lead_confirmation: render('confirmation') };
}

/**
 * Sends the lead mail that is due, a fresh lead's and any retry's (run after requests, off their
 * path), by the outbox's one sender and backoff.
 */
export async function sendDueLeadMail(
  fn: string,
  deps: LeadDeps,
  limit = 5,
  leadId?: string,
): Promise<number> {
  const sender = { outbox: deps.outbox, send: sendWithOneRetry(deps), log: deps.log };
  const renderers = leadRenderers(deps);
  // The request's own lead first: its visitor waits for that mail, whatever backlog is due.
  const own = leadId
    ? (await sendDueMail(sender, renderers, { fn, limit: 2, batches: 1, refs: [leadId] })).sent
    : 0;
  const tally = await sendDueMail(sender, renderers, { fn, limit, batches: 1 });
  return own + tally.sent;
}

// ---------------------------------------------------------------------------------------------
// The request pipeline
// ---------------------------------------------------------------------------------------------

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
  /** The environment (the secret key of the header diagnostic); Deno.env when omitted. */
  env?: (name: string) => string | undefined;
  /** The sources this entry point accepts (all when omitted). */
  sources?: readonly LeadSource[];
  deps?: () => LeadDeps;
}

/** The fields' messages in the form's language (`locale`: the request's). */
function validationFailed(fieldErrors: Record<string, string[]>, locale: Locale): Response {
  const translated = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map((m) => translateLeadMessage(m, locale)),
    ]),
  );
  return json(
    {
      error: 'validation_failed',
      message: leadAnswersByLocale[locale].validationFailed,
      fieldErrors: translated,
    },
    400,
  );
}

/**
 * The links a confirmation carries that the pipeline makes itself: a listing alert's confirm link
 * or a privacy request's verification link, with a fresh token (every mail, and every retry, gets
 * its own). Null when no confirmation is owed any more (confirmed or deleted meanwhile).
 */
async function confirmationLinks(
  entry: LeadSourceEntry,
  row: LeadWithMail,
  deps: LeadDeps,
): Promise<ConfirmationLinks | null> {
  if (entry.booking && row.mail_pending.includes('confirmation')) {
    const booking = (await deps.store.bookingOf?.(row.id)) ?? null;
    if (!booking) return {};
    // A booking cancelled meanwhile owes no confirmation (its cancellation mail says it all).
    if (
      (booking.status !== 'booked' && booking.status !== 'held') ||
      !deps.store.issueBookingToken
    ) {
      return null;
    }
    const token = newAlertToken();
    const issued = await deps.store.issueBookingToken(booking.id, await hashAlertToken(token));
    return issued ? { booking: { ...booking, manageUrl: manageUrl(deps.siteUrl, token) } } : null;
  }
  if (!entry.confirmLink || !row.mail_pending.includes('confirmation')) return {};
  const token = newAlertToken();
  const hash = await hashAlertToken(token);
  // The pages of the lead's language (/es/privacy, /es/alerts for Spanish).
  const site = siteLink(deps.siteUrl, localeOr(row.locale));
  if (entry.confirmLink === 'privacy') {
    if (!deps.store.issuePrivacyVerifyToken) return null;
    const issued = await deps.store.issuePrivacyVerifyToken(row.id, hash);
    return issued ? { confirmUrl: privacyVerifyUrl(site, token) } : null;
  }
  if (!deps.store.issueAlertConfirmToken) return null;
  const issued = await deps.store.issueAlertConfirmToken(row.id, hash);
  return issued ? { confirmUrl: alertPageUrl(site, 'confirm', token) } : null;
}

/** The office's email and the requester's confirmation of a stored lead. */
export function leadMails(
  entry: LeadSourceEntry,
  row: StoredLead,
  deps: LeadDeps,
  links: ConfirmationLinks = {},
): LabelledMail[] {
  // The visitor's mails and invitation speak the lead's language.
  const booking = links.booking ? { ...links.booking, locale: localeOr(row.locale) } : null;
  const ctx = { companyName: deps.companyName, siteUrl: deps.siteUrl, booking };
  // A booked slot's confirmation carries its invitation (only with its manage link).
  const invite =
    booking?.status === 'booked' && booking.manageUrl
      ? [
          bookingInvitation(booking, row.email, {
            siteUrl: deps.siteUrl,
            companyName: deps.companyName,
            officeEmail: deps.notifyEmail,
          }),
        ]
      : [];
  return [
    {
      kind: 'office',
      label: 'office notification',
      message: { to: deps.notifyEmail, replyTo: row.email, ...officeEmail(entry, row, ctx) },
    },
    {
      kind: 'confirmation',
      label: 'confirmation',
      message: {
        to: row.email,
        replyTo: deps.notifyEmail,
        ...confirmationEmail(row, ctx, booking?.manageUrl ? links : { ...links, booking: null }),
        ...(invite.length > 0 ? { attachments: invite } : {}),
      },
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
    // `?diagnose=headers` with the secret key: which client-address headers arrive (smoke test).
    const diagnosis = await clientAddressDiagnostic(req, options.env);
    if (diagnosis) return diagnosis;
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
    const request = parsed as {
      source?: unknown;
      values?: unknown;
      idempotencyKey?: unknown;
      challengeToken?: unknown;
      locale?: unknown;
    } | null;
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      return jsonError(400, 'invalid_body', 'The request body must be { source, values }.');
    }
    const { source, values, idempotencyKey } = request;
    // The form's language: its answers (and the schema's messages) are in it.
    const locale = localeOr(request.locale);
    const answers = leadAnswersByLocale[locale];
    if (!isLeadSource(source) || !accepts(source)) {
      return jsonError(400, 'unknown_source', 'This form is not accepted here.');
    }
    if (typeof values !== 'object' || values === null || Array.isArray(values)) {
      return jsonError(400, 'invalid_body', 'The request body must be { source, values }.');
    }
    if (
      idempotencyKey !== undefined &&
      (typeof idempotencyKey !== 'string' || !UUID.test(idempotencyKey))
    ) {
      return jsonError(400, 'invalid_body', 'idempotencyKey must be a UUID.');
    }
    const key = typeof idempotencyKey === 'string' ? idempotencyKey.toLowerCase() : null;

    const entry: LeadSourceEntry = leadRegistry[source];
    // The same rules in every language; only the messages differ.
    const schema = locale === 'en' ? entry.schema : leadSchemasFor(locale)[source];
    const result = schema.safeParse(values);
    if (!result.success) return validationFailed(fieldErrorsOf(result.error), locale);

    // A filled honeypot is a bot: answer as if all went well, keep and send nothing.
    if (honeypotFilled(values as Record<string, unknown>)) return success();

    const d = getDeps();
    try {
      // A retry of a submission already stored: the same answer, no second row, no mail.
      if (key && (await d.store.findByKey(key))) return success({ notification: 'pending' });
      if (d.challenge) {
        // Cloudflare's optional remoteip: only the address the platform set.
        const check = await verifyChallenge(
          d.challenge,
          request.challengeToken,
          req.headers.get(CLIENT_IP_HEADER),
        );
        if (!check.ok) {
          d.log({ fn: options.name, source, event: 'challenge_failed', reason: check.reason });
          return jsonError(400, 'challenge_failed', answers.challengeFailed);
        }
      }
      const identity = clientIdentity(req);
      if (identity.header === null) {
        // Every such visitor shares the site-wide ceiling: worth knowing if it happens on hosted.
        d.log({
          fn: options.name,
          level: 'warning',
          event: 'client_address_missing',
          message: `none of ${CLIENT_ADDRESS_HEADERS.join(', ')} held an IP address: the site-wide ceiling applies`,
        });
      }
      const client = identity.key;
      let wait = 0;
      for (const bucket of quotaBuckets(identity)) {
        wait = Math.max(wait, await d.store.takeQuota(bucket.key, bucket.limits));
        if (wait > 0) break;
      }
      if (wait > 0) {
        return jsonError(429, 'rate_limited', answers.rateLimited, {
          'Retry-After': String(wait),
        });
      }
      // The form's language goes on the lead: every mail to the visitor is written in it.
      const row = {
        ...(await entry.toRow(result.data, d.store)),
        locale,
      };
      // The confirmation goes to a typed-in address: capped per recipient and per client.
      const confirm = await d.store.takeConfirmationQuota(
        row.email,
        client,
        identity.header === null
          ? SITE_WIDE_LIMITS.confirmationsPerDay
          : PER_CLIENT_LIMITS.confirmationsPerDay,
      );
      const note = confirm ? null : CONFIRMATION_HELD_BACK;
      const problems = d.configProblems ?? [];
      const booking = entry.booking?.(result.data) ?? null;
      // A booking is held until confirmed from the visitor's mail: without that mail (its caps
      // are used up) the hold could only lapse, so none is made.
      if (booking && !confirm) {
        return jsonError(429, 'booking_limit', bookingMessagesByLocale[locale].bookingLimit);
      }
      // The office hears of a booking once it is confirmed (booking_mail's office_booked), not
      // of every hold.
      const office: MailKind[] = booking ? [] : ['office'];
      const mail: LeadMailFields = {
        idempotency_key: key,
        mail_pending: confirm ? [...office, 'confirmation'] : office,
        notification_error:
          problems.length > 0 ? `configuration error: ${problems.join('; ')}` : note,
      };
      let stored: LeadWithMail | null;
      if (booking) {
        if (!d.store.book) throw new StoreError('This store cannot book slots');
        const bookingKey = bookingClientKey(identity);
        try {
          stored = await d.store.book(
            row,
            mail,
            booking,
            // Only a hash of the address is kept with the booking.
            bookingKey === null ? null : await hashAlertToken(bookingKey),
          );
        } catch (error) {
          if (error instanceof BookingRefused && error.code === 'slot_taken') {
            return jsonError(409, 'slot_taken', bookingMessagesByLocale[locale].slotTaken);
          }
          if (error instanceof BookingRefused && error.code === 'booking_limit') {
            return jsonError(429, 'booking_limit', bookingMessagesByLocale[locale].bookingLimit);
          }
          throw error;
        }
      } else {
        stored = await d.store.insert(row, mail);
      }
      if (problems.length > 0) {
        // Stored, mail still owed (the retry job sends it once the secrets are set), and no
        // half-configured mail is tried now.
        return configurationErrorResponse(options.name, problems, answers.mailNotConfigured, {
          stored: Boolean(stored),
        });
      }
      if (!stored) return success({ notification: 'pending' }); // a concurrent retry won
      // Its mails were queued with it: the sender takes them (and any retry due) now.
      d.defer(sendDueLeadMail(options.name, d, 5, stored.id).then(() => d.afterRequest?.()));
      return success({ notification: 'pending' });
    } catch (error) {
      if (error instanceof LeadInputError) return validationFailed(error.fieldErrors, locale);
      d.log({ fn: options.name, source, event: 'failed', error: errorText(error) });
      return jsonError(500, 'store_failed', answers.storeFailed);
    }
  };
}
