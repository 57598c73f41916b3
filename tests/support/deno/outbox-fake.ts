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
