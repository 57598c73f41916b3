/**
 * The books' refusals in plain words, on the form field they concern: the RPCs' hints, the CHECK
 * constraints' names, unique keys. Anything unknown keeps the database's own message.
 */
import {
  readRefusal,
  SaveError as RefusedSave,
  type DatabaseError,
  type FieldProblem,
} from '@/lib/saveError';

export type { DatabaseError, FieldProblem };

/** The RPCs' hints (their messages are already plain): the field to show them on. */
const hintFields: Record<string, string | null> = {
  ledger_no_lease: null,
  ledger_no_entry: null,
  ledger_no_home: null,
  ledger_reason: 'reason',
  ledger_reverse_reversal: null,
  ledger_already_reversed: null,
  ledger_reference: 'reference',
  ledger_payout_early: 'sentOn',
  ledger_nothing_payable: null,
  ledger_immutable: null,
};

const constraints: Record<string, FieldProblem> = {
  ledger_entries_amount_range: {
    field: 'amount',
    message: 'The amount must be between $0.01 and $1,000,000',
  },
  ledger_entries_posted_on_range: {
    field: 'date',
    message: 'The date must be between 2000 and 2099',
  },
  ledger_entries_reference_needed: {
    field: 'reference',
    message: 'The number is required for this method',
  },
  ledger_entries_reference_length: {
    field: 'reference',
    message: 'The number must be 1 to 80 characters',
  },
  ledger_entries_method_allowed: { field: 'method', message: 'Choose how it was paid' },
  ledger_entries_method_on_receipts: { field: 'method', message: 'Choose how it was paid' },
  ledger_entries_memo_length: { field: 'memo', message: 'Keep the note under 500 characters' },
  ledger_entries_lease_needed: {
    field: null,
    message: 'This kind of entry needs a lease (or belongs to the home alone)',
  },
  ledger_entries_lease_fkey: { field: null, message: 'That lease is not on that home' },
  ledger_contacts_note_length: { field: 'note', message: 'Keep the note under 1,000 characters' },
  ledger_contacts_channel_allowed: { field: 'channel', message: 'Choose how you reached them' },
};

export function moneyProblem(error: DatabaseError): FieldProblem | null {
  const known = readRefusal(error, hintFields, constraints);
  if (known) return known;
  if (error.code === '42501') return { field: null, message: 'Only staff can do this.' };
  return null;
}

/** A write the database (or the money function) refused, read with the books' tables. */
export class SaveError extends RefusedSave {
  constructor(error: DatabaseError, problem: FieldProblem | null = moneyProblem(error)) {
    super(error, problem);
  }
}
