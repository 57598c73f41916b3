/**
 * The browser's one way to send a lead: `{ source, values, locale }` to the `submit-lead`
 * function, which validates with the same schema (its messages in the form's `locale`), rate-limits, stores the row and sends the emails. supabase-js is
 * fetched on submit only, so marketing pages never download it before a form is used.
 */
import { HONEYPOT_FIELD, type LeadSource } from '@contract/lead-options.ts';
import type { Locale } from '@contract/locale.ts';
import type { Catalogue } from '@/lib/i18n';
import { challengeToken } from '@/lib/challenge';
import { LeadRefused } from '@/lib/leadErrors';
import { getSupabase } from '@/lib/supabase';

/** True when the hidden field people never see has been filled: a bot. */
export function isBot(values: { [HONEYPOT_FIELD]?: string | undefined }): boolean {
  return (values[HONEYPOT_FIELD] ?? '').trim() !== '';
}

/** The server's answer to a refusal: its message for people and its error code, when it has them. */
async function functionErrorAnswer(
  error: unknown,
): Promise<{ message?: string; code?: string; status?: number }> {
  const context = (error as { context?: unknown } | null)?.context;
  const fallback = error instanceof Error && error.message ? error.message : undefined;
  if (context instanceof Response) {
    try {
      const body = (await context.clone().json()) as { message?: unknown; error?: unknown };
      return {
        message:
          typeof body.message === 'string' && body.message.trim() !== '' ? body.message : fallback,
        ...(typeof body.error === 'string' ? { code: body.error } : {}),
        status: context.status,
      };
    } catch {
      // Not JSON: fall back to the client's own message.
      return { ...(fallback ? { message: fallback } : {}), status: context.status };
    }
  }
  return fallback ? { message: fallback } : {};
}

/**
 * One idempotency key per submission, kept until the server has answered: a retry of the same
 * values after a network error (or a double tap) reuses it, so the server stores one row.
 */
const pendingKeys = new Map<string, string>();

function submissionKey(source: LeadSource, values: object): string {
  const id = JSON.stringify([source, values]);
  let key = pendingKeys.get(id);
  if (!key) {
    key = crypto.randomUUID();
    pendingKeys.set(id, key);
  }
  return key;
}

/** When the answer is not the server's own (no error code: e.g. the network failed). */
const en = { requestFailed: 'The request failed' };
const text: Catalogue<typeof en> = {
  en,
  es: { requestFailed: 'No pudimos enviar su solicitud. Revise su conexión e intente de nuevo.' },
};

function isNetworkError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'FunctionsFetchError';
}

/**
 * Sends one form's values in the form's language (`locale`: the server answers in it); throws a
 * LeadRefused with the server's message (and code, e.g. `slot_taken`) when it refuses them.
 */
export async function submitLead(
  source: LeadSource,
  values: { [HONEYPOT_FIELD]?: string | undefined } & object,
  locale: Locale = 'en',
): Promise<void> {
  // A bot gets the same success as a person, and nothing is sent.
  if (isBot(values)) return;
  const [supabase, token] = await Promise.all([getSupabase(), challengeToken()]);
  const id = JSON.stringify([source, values]);
  const body = {
    source,
    values,
    idempotencyKey: submissionKey(source, values),
    locale,
    ...(token ? { challengeToken: token } : {}),
  };
  let { error } = await supabase.functions.invoke('submit-lead', { body });
  // The request may have been stored before the connection dropped: the same key makes one
  // automatic retry safe.
  if (error && isNetworkError(error)) {
    ({ error } = await supabase.functions.invoke('submit-lead', { body }));
  }
  if (error) {
    // A refusal is final for these values; a network error keeps the key for a manual retry.
    if (!isNetworkError(error)) pendingKeys.delete(id);
    const answer = await functionErrorAnswer(error);
    // The client library's own words (a network error) are English: a Spanish form says its own.
    const message =
      answer.code !== undefined || locale === 'en'
        ? (answer.message ?? text[locale].requestFailed)
        : text[locale].requestFailed;
    throw new LeadRefused(message, answer.code, answer.status);
  }
  pendingKeys.delete(id);
}
