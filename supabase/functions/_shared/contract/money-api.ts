/**
 * The `money` edge function's wire contract, shared by the function, the admin screens and the
 * portal. Staff write the books through the Data API under row-level security (record_payment,
 * reverse_ledger_entry, record_owner_payout, inserts into ledger_entries and ledger_contacts);
 * the function does what needs the server: the schedule, PDFs and mail. POST
 * /functions/v1/money with JSON:
 *
 * - `{ action: 'run', wait? }` (pg_cron, with the scheduler's secret in `x-cron-secret`; or a
 *   staff session, as the app nudges it after each change it makes through the Data API; anyone
 *   else gets 401): sends a bounded batch of the mails due (receipts, reminders, statements),
 *   posts what is due today in the office's zone (post_due_ledger_entries with the contract's
 *   prices), and on the 1st-5th makes a bounded batch of last month's statements; the next call
 *   goes on. Idempotent. Answers 202 `{ accepted: true }` at once and works after the answer,
 *   or with `wait: true` (tests, `npm start`, the benchmark) `RunAnswer` when done.
 * - `{ action: 'make-statements', period: 'YYYY-MM' }` with a staff session: makes (once) a
 *   bounded batch of the owners' statements for that month, stores the PDFs and queues their
 *   mail. Answers `StatementsAnswer`; call again while `remaining` is above 0.
 * - `{ action: 'receipt', entryId, locale? }` with a tenant's, owner's or staff session: the
 *   payment's receipt as `application/pdf` when the caller can read the entry (row-level
 *   security decides), else 404; in `locale` ('en' or 'es', the reader's portal language;
 *   English when absent or unknown).
 *
 * Errors: `{ error, message }` with 4xx/5xx, field errors as
 * `{ error: 'invalid_request', fields: { name: message } }` (the same shape as maintenance).
 */
export type MoneyAction = 'run' | 'make-statements' | 'receipt';

export interface RunAnswer {
  /** What post_due_ledger_entries posted, by kind. */
  posted: Record<'rent' | 'late_fees' | 'management_fees' | 'placement_fees' | 'repairs', number>;
  statements: number;
  sent: number;
  /** Last month's statements still to make (in the 1st-5th window), by the next calls. */
  remainingStatements: number;
}

export interface StatementsAnswer {
  period: string;
  /** Statements made by this call. */
  made: number;
  /** Statements that already existed for that month. */
  existing: number;
  /** Owners still without one: the next call makes them. */
  remaining: number;
}
