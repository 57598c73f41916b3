/**
 * The browser's one way to send a lead: `{ source, values }` to the `submit-lead` function, which
 * validates with the same schema, rate-limits, stores the row and sends the emails. supabase-js is
 * fetched on submit only, so marketing pages never download it before a form is used.
 */
import { HONEYPOT_FIELD, type LeadSource } from '@shared/lead-options.ts';
import { getSupabase } from '@/lib/supabase';

/** True when the hidden field people never see has been filled: a bot. */
export function isBot(values: { [HONEYPOT_FIELD]?: string | undefined }): boolean {
  return (values[HONEYPOT_FIELD] ?? '').trim() !== '';
}

/** The human-readable message of a function's error answer, when it has one. */
async function functionErrorMessage(error: unknown): Promise<string | undefined> {
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response) {
    try {
      const body = (await context.clone().json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message.trim() !== '') return body.message;
    } catch {
      // Not JSON: fall back to the client's own message.
    }
  }
  return error instanceof Error && error.message ? error.message : undefined;
}

/** Sends one form's values; throws with the server's message when it refuses them. */
export async function submitLead(
  source: LeadSource,
  values: { [HONEYPOT_FIELD]?: string | undefined } & object,
): Promise<void> {
  // A bot gets the same success as a person, and nothing is sent.
  if (isBot(values)) return;
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke('submit-lead', { body: { source, values } });
  if (error) {
    const message = await functionErrorMessage(error);
    throw new Error(message ?? 'The request failed');
  }
}
