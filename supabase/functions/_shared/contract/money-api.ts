/**
 * The `money` edge function's wire contract, shared by the function, the admin screens and the
 * portal. Staff write the books through the Data API under row-level security (record_payment,
 * reverse_ledger_entry, record_owner_payout, inserts into ledger_entries and ledger_contacts);
 * the function does what needs the server: the schedule, PDFs and mail. POST
 * /functions/v1/money with JSON:
 *
 * - `{ action: 'run' }` (anyone; pg_cron on hosted; the app posts it after each change it makes
 *   through the Data API, as it does the maintenance `send`): posts what is due today in the
 *   office's zone (post_due_ledger_entries with the contract's prices), makes last month's
 *   statements on the 1st-5th, sends the mails due (receipts, reminders, statements).
 *   Idempotent. Answers `RunAnswer`.
 * - `{ action: 'make-statements', period: 'YYYY-MM' }` with a staff session: makes (once) every
 *   owner's statement for that month, stores the PDF and mails it. Answers `StatementsAnswer`.
 * - `{ action: 'receipt', entryId }` with a tenant's, owner's or staff session: the payment's
 *   receipt as `application/pdf` when the caller can read the entry (row-level security
 *   decides), else 404.
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
}

export interface StatementsAnswer {
  period: string;
  /** Statements made by this call. */
  made: number;
  /** Statements that already existed for that month. */
  existing: number;
}
