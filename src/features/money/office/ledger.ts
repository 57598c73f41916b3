/**
 * The ledger screens' view of entries: each line's effect, the running balance, a charge's
 * paid/open state (the contract's oldest-first allocation) and which entries reverse which.
 */
import {
  allocateOldestFirst,
  effectOf,
  type ChargeAllocation,
  type LedgerAccount,
} from '@contract/ledger.ts';
import type { LedgerEntry } from '../api/money';

export interface LedgerLine {
  entry: LedgerEntry;
  /** Signed effect on the account shown (tenant: what they owe; owner: cash held for them). */
  cents: number;
  depositCents: number;
  runningCents: number;
  /** Charges only: how much of it is paid (null when reversed or not a charge). */
  allocation: ChargeAllocation | null;
  /** The entry that reverses this one, if any. */
  reversedBy: LedgerEntry | null;
  /** The entry this one reverses, if it is a reversal. */
  reverses: LedgerEntry | null;
}

export function ledgerLines(entries: readonly LedgerEntry[], account: LedgerAccount): LedgerLine[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const reversal = new Map(entries.filter((e) => e.reverses_id).map((e) => [e.reverses_id, e]));
  const allocations = new Map(
    account === 'tenant' ? allocateOldestFirst(entries).map((a) => [a.chargeId, a]) : [],
  );
  let running = 0;
  return entries.map((entry) => {
    const cents = effectOf(entry, account);
    running += cents;
    return {
      entry,
      cents,
      depositCents: effectOf(entry, 'deposit'),
      runningCents: running,
      allocation: allocations.get(entry.id) ?? null,
      reversedBy: reversal.get(entry.id) ?? null,
      reverses: entry.reverses_id ? (byId.get(entry.reverses_id) ?? null) : null,
    };
  });
}
