/**
 * What the lead forms send. The Supabase client is fetched here, on submit only, so marketing
 * pages never download supabase-js before a visitor sends a form.
 */
import {
  HONEYPOT_FIELD,
  leadDialogToNotification,
  leadDialogToRow,
  ownerPortalToRow,
} from '@shared/lead-options.ts';
import type {
  DemoRequest,
  LeadDialogValues,
  OwnerPortalValues,
  SubmitLeadBody,
} from '@shared/lead-schemas.ts';
import type { LeadInsert } from '@/lib/database.types';
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

async function invoke(name: string, body: object): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke(name, { body });
  if (error) {
    const message = await functionErrorMessage(error);
    throw new Error(message ?? `The ${name} request failed`);
  }
}

/**
 * Lead dialog: stores the lead straight into `leads` (anon insert, return=minimal), then asks
 * `send-lead-notification` to email it without waiting for the answer.
 */
export async function submitLeadDialog(values: LeadDialogValues): Promise<void> {
  if (isBot(values)) return;
  const supabase = await getSupabase();
  // Our own id lets the function find this row and record how the emails went.
  const id = crypto.randomUUID();
  const row = { id, ...leadDialogToRow(values) } satisfies LeadInsert;
  // No .select(): the insert asks for return=minimal, as anon cannot read leads back.
  const { error } = await supabase.from('leads').insert(row);
  if (error) throw new Error(error.message);
  supabase.functions
    .invoke('send-lead-notification', { body: { ...leadDialogToNotification(values), leadId: id } })
    .then(({ error: notifyError }) => {
      if (notifyError) console.error('send-lead-notification failed', notifyError);
    })
    .catch((notifyError: unknown) => console.error('send-lead-notification failed', notifyError));
}

/** Consultation: `send-demo-request` stores the request and emails both sides. */
export function requestConsultation(body: DemoRequest): Promise<void> {
  return invoke('send-demo-request', body);
}

/** Contact form: `submit-lead` stores the lead and notifies the company. */
export function submitContactLead(body: SubmitLeadBody): Promise<void> {
  return invoke('submit-lead', body);
}

/** Owner portal: a lead-shaped row asking to hear about the launch. */
export async function joinOwnerPortalList(values: OwnerPortalValues): Promise<void> {
  if (isBot(values)) return;
  const supabase = await getSupabase();
  const row = ownerPortalToRow(values) satisfies LeadInsert;
  const { error } = await supabase.from('leads').insert(row);
  if (error) throw new Error(error.message);
}
