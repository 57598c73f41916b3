/**
 * The link pages' calls to the `maintenance` function (contract: maintenance-api.ts). Plain
 * fetch, not supabase-js: these pages have no session, and a vendor on a phone should not
 * download the client for four POSTs. Every call is a POST: opening the page only reads.
 */
import type {
  ApprovalAnswer,
  ApprovalRequest,
  LinkAnswer,
  WorkOrder,
  WorkOrderAnswer,
} from '@contract/maintenance-api.ts';
import { MAINTENANCE_FUNCTION, type LinkOutcome } from '@contract/maintenance.ts';
import { env } from '@/config/env';
import { functionHeaders } from '@/lib/functionAnswer';

const outcomes: readonly LinkOutcome[] = ['ok', 'used', 'expired', 'unknown'];

/** The network or the server failed: nothing was decided, the person may try again. */
export class LinkCallFailed extends Error {
  override name = 'LinkCallFailed';
}

/** The server refused the form's fields (`invalid_request`), by field name. */
export interface FieldRefusal {
  fields: Record<string, string>;
}

interface Answer {
  status: LinkOutcome;
}

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
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.status === 400 && data?.error === 'invalid_request' && isFields(data.fields)) {
    return { fields: data.fields };
  }
  if (!res.ok || !data || !outcomes.includes(data.status as LinkOutcome)) {
    throw new LinkCallFailed(`The maintenance function answered ${res.status}`);
  }
  return data as unknown as Answer;
}

function isFields(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value as Record<string, unknown>).every((v) => typeof v === 'string')
  );
}

/** An outcome other than `ok`: the link no longer acts (or never did). */
export type Spent = Exclude<LinkOutcome, 'ok'>;
/** What a page's first read answers: what the link is for, or why it no longer acts. */
export type LinkRead<T> = { status: 'ok'; data: T } | { status: Spent };

function linkOnly(answer: Answer | FieldRefusal): Answer {
  if ('fields' in answer) throw new LinkCallFailed(Object.values(answer.fields).join(' '));
  return answer;
}

export async function readWorkOrder(token: string): Promise<LinkRead<WorkOrder>> {
  const answer = linkOnly(
    await post({ action: 'work-order', token }),
  ) as unknown as WorkOrderAnswer;
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
  const answer = linkOnly(await post({ action: 'approval', token })) as unknown as ApprovalAnswer;
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
