/**
 * The `money` edge function's wire contract, shared by the function, the admin screens and the
 * portal. POST /functions/v1/money with JSON:
 *
 * - `{ action: 'run' }` (anyone; pg_cron on hosted, and the function itself after every request):
 *   posts what is due today in the office's zone (post_due_ledger_entries with the contract's
 *   prices), makes last month's statements on the 1st-5th, sends the mails due. Idempotent.
 *   Answers `RunAnswer`.
 * - `{ action: 'record-payment', payment }` with a staff session: validates with paymentSchema,
 *   records it through record_payment as the caller; a repeated idempotency key answers the first
 *   entry (`duplicate: true`). The receipt mail follows. Answers `EntryAnswer`.
 * - `{ action: 'post-entry', entry }` with a staff session: a manual entry (manualEntrySchema).
 *   Answers `EntryAnswer`.
 * - `{ action: 'reverse', reversal }` with a staff session (reversalSchema). Answers `EntryAnswer`.
 * - `{ action: 'remind', leaseId, note? }` with a staff session: records the reminder contact and
 *   mails the tenants their balance. Answers `{ contactId }`.
 * - `{ action: 'record-payout', payout }` with a staff session (payoutSchema). Answers
 *   `EntryAnswer`.
 * - `{ action: 'make-statements', period: 'YYYY-MM' }` with a staff session: makes (once) every
 *   owner's statement for that month, stores the PDF and mails it. Answers `StatementsAnswer`.
 * - `{ action: 'receipt', entryId }` with a tenant's, owner's or staff session: the payment's
 *   receipt as `application/pdf` when the caller can read the entry (row-level security decides),
 *   else 404.
 *
 * Errors: `{ error, message }` with 4xx/5xx, field errors as
 * `{ error: 'invalid_request', fields: { name: message } }` (the same shape as maintenance).
 */
import type { LedgerKind } from './ledger.ts';

export type MoneyAction =
  | 'run'
  | 'record-payment'
  | 'post-entry'
  | 'reverse'
  | 'remind'
  | 'record-payout'
  | 'make-statements'
  | 'receipt';

export interface RunAnswer {
  /** What post_due_ledger_entries posted, by kind. */
  posted: Record<'rent' | 'late_fees' | 'management_fees' | 'placement_fees' | 'repairs', number>;
  statements: number;
  sent: number;
}

export interface EntryAnswer {
  id: string;
  kind: LedgerKind;
  amountCents: number;
  postedOn: string;
  receiptNumber: number | null;
  /** True when this idempotency key had already posted the entry (nothing posted twice). */
  duplicate: boolean;
}

export interface StatementsAnswer {
  period: string;
  /** Statements made by this call. */
  made: number;
  /** Statements that already existed for that month. */
  existing: number;
}
