/** An in-memory outbox for the senders' Deno tests: the given refs are due, each claimed once. */
import type { OutboxKind } from '../../../supabase/functions/_shared/contract/outbox.ts';
import type {
  OutboxOutcome,
  OutboxRow,
  OutboxStore,
} from '../../../supabase/functions/_shared/platform/outbox.ts';

export class MemoryOutbox implements OutboxStore {
  recorded: { id: string; status: OutboxOutcome; error: string | null }[] = [];
  constructor(
    private readonly kind: OutboxKind,
    private readonly due: string[],
  ) {}

  claim(_kinds: readonly OutboxKind[], limit: number): Promise<OutboxRow[]> {
    const refs = this.due.splice(0, limit);
    return Promise.resolve(refs.map((ref) => ({ id: ref, kind: this.kind, ref, attempts: 1 })));
  }

  record(id: string, status: OutboxOutcome, error: string | null): Promise<void> {
    this.recorded.push({ id, status, error });
    return Promise.resolve();
  }
}

interface QueuedMail {
  id: string;
  kind: OutboxKind;
  ref: string;
  status: 'pending' | 'sending' | OutboxOutcome;
  error: string | null;
}

/**
 * A lead store's outbox in memory: `queue` does what the leads trigger does for a stored lead
 * (one row per owed mail), and `summary` what the database keeps on the lead from the records
 * (mail_pending, notification_status, notification_error).
 */
export class MemoryLeadOutbox implements OutboxStore {
  queued: QueuedMail[] = [];

  queue(lead: { id: string; mail_pending: string[] }): void {
    for (const kind of lead.mail_pending) {
      const k = `lead_${kind}` as OutboxKind;
      this.queued.push({
        id: `${k}:${lead.id}`,
        kind: k,
        ref: lead.id,
        status: 'pending',
        error: null,
      });
    }
  }

  claim(
    kinds: readonly OutboxKind[],
    limit: number,
    refs?: readonly string[],
  ): Promise<OutboxRow[]> {
    const due = this.queued
      .filter((q) => kinds.includes(q.kind) && (q.status === 'pending' || q.status === 'failed'))
      .filter((q) => !refs || refs.includes(q.ref))
      .slice(0, limit);
    for (const q of due) q.status = 'sending';
    return Promise.resolve(due.map(({ id, kind, ref }) => ({ id, kind, ref, attempts: 1 })));
  }

  record(id: string, status: OutboxOutcome, error: string | null): Promise<void> {
    const q = this.queued.find((m) => m.id === id);
    if (q) Object.assign(q, { status, error });
    return Promise.resolve();
  }

  summary(ref: string): { pending: string[]; status: string; errors: string | null } {
    const mine = this.queued.filter((q) => q.ref === ref);
    const failed = mine.filter((q) => q.status === 'failed');
    const pending = mine
      .filter((q) => q.status !== 'sent' && q.status !== 'skipped')
      .map((q) => q.kind.slice('lead_'.length));
    return {
      pending,
      status: failed.length > 0 ? 'failed' : pending.length === 0 ? 'sent' : 'pending',
      errors:
        failed
          .map(
            (q) =>
              `${q.kind === 'lead_office' ? 'office notification' : 'confirmation'}: ${q.error}`,
          )
          .join('; ') || null,
    };
  }
}
