/**
 * The link pages' calls to the `maintenance` function (contract: maintenance-api.ts). Plain
 * fetch, not supabase-js: these pages have no session, and a vendor on a phone should not
 * download the client for four POSTs. Every call is a POST: opening the page only reads.
 */
import {
  approvalAnswerSchema,
  linkAnswerSchema,
  workOrderAnswerSchema,
  type ApprovalRequest,
  type LinkAnswer,
  type WorkOrder,
} from '@contract/maintenance-api.ts';
import { MAINTENANCE_FUNCTION, type LinkOutcome } from '@contract/maintenance.ts';
import { z } from 'zod';
import { env } from '@/config/env';
import { functionHeaders } from '@/lib/functionAnswer';

/** The network or the server failed: nothing was decided, the person may try again. */
export class LinkCallFailed extends Error {
  override name = 'LinkCallFailed';
}

/** The server refused the form's fields (`invalid_request`), by field name. */
export interface FieldRefusal {
  fields: Record<string, string>;
}

/** What the function answered: a link's outcome (with what the action reads), unparsed past it. */
type Answer = LinkAnswer & { body: unknown };

async function post(body: Record<string, unknown> | FormData): Promise<Answer | FieldRefusal> {
  const headers = functionHeaders();
  // The browser sets the multipart boundary itself.
  if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${env.supabaseUrl}/functions/v1/${MAINTENANCE_FUNCTION}`, {
      method: 'POST',
      headers,
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (error) {
    throw new LinkCallFailed(error instanceof Error ? error.message : 'Network error');
  }
  const data: unknown = await res.json().catch(() => null);
  const refusal = fieldRefusal.safeParse(data);
  if (res.status === 400 && refusal.success) return { fields: refusal.data.fields };
  const answer = linkAnswerSchema.safeParse(data);
  if (!res.ok || !answer.success) {
    throw new LinkCallFailed(`The maintenance function answered ${res.status}`);
  }
  return { status: answer.data.status, body: data };
}

const fieldRefusal = z.object({
  error: z.literal('invalid_request'),
  fields: z.record(z.string(), z.string()),
});

/** An outcome other than `ok`: the link no longer acts (or never did). */
export type Spent = Exclude<LinkOutcome, 'ok'>;
/** What a page's first read answers: what the link is for, or why it no longer acts. */
export type LinkRead<T> = { status: 'ok'; data: T } | { status: Spent };

function linkOnly(answer: Answer | FieldRefusal): Answer {
  if ('fields' in answer) throw new LinkCallFailed(Object.values(answer.fields).join(' '));
  return answer;
}

export async function readWorkOrder(token: string): Promise<LinkRead<WorkOrder>> {
  const answer = workOrderAnswerSchema.parse(
    linkOnly(await post({ action: 'work-order', token })).body,
  );
  return 'workOrder' in answer && answer.status === 'ok'
    ? { status: 'ok', data: answer.workOrder }
    : { status: answer.status === 'ok' ? 'unknown' : answer.status };
}

export async function confirmVisit(token: string): Promise<LinkOutcome> {
  return linkOnly(await post({ action: 'confirm-visit', token })).status;
}

export interface Completion {
  note: string;
  /** As typed, in dollars (the function converts it with the same rule). */
  cost: string;
  photos: Blob[];
}

export async function completeJob(
  token: string,
  job: Completion,
): Promise<LinkAnswer | FieldRefusal> {
  const form = new FormData();
  form.set('action', 'complete-job');
  form.set('token', token);
  form.set('note', job.note);
  form.set('cost', job.cost);
  job.photos.forEach((photo, i) => form.append('photo', photo, `photo-${i + 1}.webp`));
  const answer = await post(form);
  return 'fields' in answer ? answer : { status: answer.status };
}

export async function readApproval(token: string): Promise<LinkRead<ApprovalRequest>> {
  const answer = approvalAnswerSchema.parse(
    linkOnly(await post({ action: 'approval', token })).body,
  );
  return 'approval' in answer && answer.status === 'ok'
    ? { status: 'ok', data: answer.approval }
    : { status: answer.status === 'ok' ? 'unknown' : answer.status };
}

export async function decideApproval(
  token: string,
  decision: 'approved' | 'declined',
  note: string,
): Promise<LinkOutcome> {
  return linkOnly(await post({ action: 'decide', token, decision, note })).status;
}
