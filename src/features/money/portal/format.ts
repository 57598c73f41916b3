/** The money screens' pure helpers: the next rent date and the tenant's lines. */
import {
  allocateOldestFirst,
  chargeKinds,
  effectOf,
  type ChargeAllocation,
} from '@contract/ledger.ts';
import type { MoneyEntry } from '../api/portal';

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** What the rent's due dates depend on (the columns post_due_ledger_entries reads). */
export interface RentDueLease {
  due_day: number;
  starts_on: string;
  ends_on: string | null;
  charges_from: string;
  move_out_on: string | null;
  status: 'upcoming' | 'active' | 'ended';
}

/**
 * The next rent due date on or after `today` (the office's date), as the scheduled job charges
 * rent (post_due_ledger_entries; a test compares the two): on the due day from
 * max(starts_on, charges_from) on; an active lease goes on being charged (month to month), an
 * ended one until its move-out (else its end), exclusive. An upcoming lease is shown as it will
 * be charged once the office makes it active. Due days run 1-28, so every month has one.
 */
export function nextDueDate(lease: RentDueLease, today: string): string | null {
  const from = [today, lease.starts_on, lease.charges_from].reduce((a, b) => (a > b ? a : b));
  let [y, m] = from.split('-').map(Number) as [number, number];
  let due = iso(y, m, lease.due_day);
  if (due < from) {
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
    due = iso(y, m, lease.due_day);
  }
  if (lease.status !== 'ended') return due;
  const end = lease.move_out_on ?? lease.ends_on;
  return end !== null && due < end ? due : null;
}

/** One line of the tenant's list, newest first. */
export interface TenantLine {
  entry: MoneyEntry;
  /** Signed effect on what the tenant owes (deposits: on the deposit held). */
  effectCents: number;
  /** Charges: how much of it is paid (oldest first). */
  allocation: ChargeAllocation | null;
  /** An original that a later entry corrected: the correction. */
  correctedBy: MoneyEntry | null;
  /** A correction: the entry it reverses. */
  corrects: MoneyEntry | null;
}

/** `entries` in posting order; the lines come out newest first. */
export function tenantLines(entries: readonly MoneyEntry[]): TenantLine[] {
  const allocations = new Map(allocateOldestFirst(entries).map((a) => [a.chargeId, a]));
  const byId = new Map(entries.map((e) => [e.id, e]));
  const correction = new Map(
    entries.filter((e) => e.reverses_id).map((e) => [e.reverses_id as string, e]),
  );
  return entries
    .map((entry) => {
      const deposit = entry.kind === 'deposit_received' || entry.kind === 'deposit_returned';
      return {
        entry,
        effectCents: effectOf(entry, deposit ? 'deposit' : 'tenant'),
        allocation: chargeKinds.includes(entry.kind) ? (allocations.get(entry.id) ?? null) : null,
        correctedBy: correction.get(entry.id) ?? null,
        corrects: entry.reverses_id ? (byId.get(entry.reverses_id) ?? null) : null,
      };
    })
    .reverse();
}
