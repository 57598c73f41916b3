/**
 * The one sender of every domain's mail: claims due rows of `public.outbox` (claim_outbox, each
 * row leased for one try), asks the renderer its domain registered for the row's kind what to
 * send, sends it through the mailer and records the outcome (record_outbox: sent, skipped with
 * why, or failed, due again by the one backoff of contract/outbox.ts). The domains keep their
 * mail text; this keeps the queue.
 */
import { company } from '../contract/company.ts';
import { type OutboxKind, outboxBackoff } from '../contract/outbox.ts';
import {
  configProblems,
  type EnvGet,
  MAIL_REQUIREMENTS,
  type Requirement,
  siteUrlSetting,
  supabaseUrlSetting,
} from './config.ts';
import { reportError } from './error-report.ts';
import { secretKey } from './keys.ts';
import { type MailMessage, mailerConfigFromEnv, sendMail } from './mailer.ts';
import { RestStore } from './rest-store.ts';

/** One claimed row: `ref` is the domain's row saying what to send. */
export interface OutboxRow {
  id: string;
  kind: OutboxKind;
  ref: string;
  /** Tries so far, this one included. */
  attempts: number;
}

/** Sent, skipped (no longer applies) or failed (tried again later). */
export type OutboxOutcome = 'sent' | 'skipped' | 'failed';

export interface OutboxStore {
  claim(
    kinds: readonly OutboxKind[],
    limit: number,
    refs?: readonly string[],
  ): Promise<OutboxRow[]>;
  record(id: string, status: OutboxOutcome, error: string | null): Promise<void>;
}

/** What a renderer answers for one row: the mail to send, or why none is owed any more. */
export type Rendered = { message: MailMessage } | { skip: string };

/** A domain's renderer of its kind. A throw is a failed try (retried by the backoff). */
export type Renderer = (row: OutboxRow) => Promise<Rendered>;

export interface OutboxSenderDeps {
  outbox: OutboxStore;
  send: (message: MailMessage) => Promise<void>;
  log: (event: Record<string, unknown>) => void;
  /** Unmet configuration (config.ts): nothing is claimed while there is any, so no try is spent. */
  configProblems?: string[];
  /** The error tracker (error-report.ts); a mail that failed its last try is reported. */
  report?: typeof reportError;
}

interface SendOptions {
  /** The function's name, for the logs. */
  fn: string;
  /** Rows per claim. */
  limit?: number;
  /** Claims per call at most (a batch shorter than `limit` ends the call). */
  batches?: number;
  /** Only the mail about these rows (a request sends its own first, whatever else is due). */
  refs?: readonly string[];
}

interface SendTally {
  sent: number;
  skipped: number;
  failed: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sends what is due of the renderers' kinds, each row once; returns how it went. */
export async function sendDueMail(
  deps: OutboxSenderDeps,
  renderers: Partial<Record<OutboxKind, Renderer>>,
  { fn, limit = 20, batches = 10, refs }: SendOptions,
): Promise<SendTally> {
  const tally: SendTally = { sent: 0, skipped: 0, failed: 0 };
  if (deps.configProblems?.length) {
    deps.log({ fn, event: 'configuration_error', problems: deps.configProblems });
    return tally;
  }
  const kinds = Object.keys(renderers) as OutboxKind[];
  if (kinds.length === 0) return tally;
  for (let batch = 0; batch < batches; batch += 1) {
    const due = await deps.outbox.claim(kinds, limit, refs);
    for (const row of due) {
      try {
        const render = renderers[row.kind];
        const mail = render ? await render(row) : { skip: `no renderer for ${row.kind}` };
        if ('skip' in mail) {
          await deps.outbox.record(row.id, 'skipped', mail.skip);
          tally.skipped += 1;
          continue;
        }
        await deps.send(mail.message);
        await deps.outbox.record(row.id, 'sent', null);
        tally.sent += 1;
      } catch (error) {
        tally.failed += 1;
        deps.log({
          fn,
          event: 'mail_failed',
          kind: row.kind,
          mail: row.id,
          error: errorText(error),
        });
        await deps.outbox.record(row.id, 'failed', errorText(error)).catch(() => {});
        // Its last try: no one will send it now unless the office does.
        if (row.attempts >= outboxBackoff.maxAttempts) {
          (deps.report ?? reportError)(error, { fn, kind: 'mail_failed' });
        }
      }
    }
    if (due.length < limit) break;
  }
  return tally;
}

/** The outbox over PostgREST with the secret key. */
export class RestOutbox extends RestStore implements OutboxStore {
  constructor(supabaseUrl: string, secret: string, timeoutMs = 10_000) {
    super({ supabaseUrl, secret, timeoutMs });
  }

  async claim(
    kinds: readonly OutboxKind[],
    limit: number,
    refs?: readonly string[],
  ): Promise<OutboxRow[]> {
    const rows = await this.rpc('claim_outbox', {
      p_kinds: kinds,
      p_limit: limit,
      ...(refs ? { p_refs: refs } : {}),
    });
    return Array.isArray(rows) ? (rows as OutboxRow[]) : [];
  }

  async record(id: string, status: OutboxOutcome, error: string | null): Promise<void> {
    await this.rpc('record_outbox', { p_id: id, p_status: status, p_error: error });
  }
}

/** What every domain's sender has from the environment: the outbox, the mailer, the office. */
export interface MailSetup extends OutboxSenderDeps {
  siteUrl: string;
  companyName: string;
  /** NOTIFY_EMAIL: the office's mails, and the reply-to of everyone else's. */
  officeEmail: string;
}

/** The senders' setup; `needs`: the configuration without which nothing is claimed. */
export function mailSetupFromEnv(
  env: EnvGet,
  needs: readonly Requirement[] = MAIL_REQUIREMENTS,
): MailSetup {
  const mailer = mailerConfigFromEnv(env);
  return {
    outbox: new RestOutbox(supabaseUrlSetting(env), secretKey(env)),
    send: (message) => sendMail(message, mailer),
    siteUrl: siteUrlSetting(env) ?? '',
    companyName: company.name,
    officeEmail: env('NOTIFY_EMAIL')?.trim() || '',
    configProblems: configProblems(env, needs),
    log: (event) => console.error(JSON.stringify(event)),
  };
}
