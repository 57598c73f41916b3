/**
 * The database's refusals (the guard trigger's hints, the CHECK constraints' names) as the form
 * field they concern, with the trigger's own words where it has them.
 */
import { readRefusal, type DatabaseError, type FieldProblem } from '@/lib/saveError';

export { SaveError, type DatabaseError, type FieldProblem } from '@/lib/saveError';

/** The guard trigger's hints: the field to show the message on (null: the form as a whole). */
const hintFields: Record<string, string | null> = {
  maintenance_entry_notice: 'date',
  maintenance_entry_hours: 'from',
  maintenance_visit_past: 'date',
  maintenance_schedule_incomplete: 'vendorId',
  maintenance_needs_approval: null,
  maintenance_transition: null,
  maintenance_approval_not_needed: null,
  maintenance_tenant_words: null,
  maintenance_cost_pending: null,
  maintenance_cost_review: null,
};

const constraints: Record<string, FieldProblem> = {
  maintenance_requests_declined_has_reason: {
    field: 'reason',
    message: 'The reason needs at least 5 characters',
  },
  maintenance_requests_money_range: {
    field: 'amount',
    message: 'The amount must be between $0 and $100,000',
  },
  maintenance_requests_visit_in_order: {
    field: 'to',
    message: 'The window must end after it starts',
  },
  maintenance_requests_access_notes_length: {
    field: 'accessNotes',
    message: 'Access instructions must be at most 1000 characters',
  },
  maintenance_events_message_body: { field: 'body', message: 'Write a message first' },
  vendors_name_length: { field: 'name', message: 'Name is required' },
  vendors_phone_shape: { field: 'phone', message: 'Enter a phone number, like (626) 555-0100' },
  vendors_email_shape: { field: 'email', message: 'Enter an email address, like name@example.com' },
  vendors_licence_shape: {
    field: 'licenceNumber',
    message: 'A CSLB licence number is 5 to 8 digits',
  },
  vendors_trade_allowed: { field: 'trade', message: 'Choose the trade' },
};

export function maintenanceProblem(error: DatabaseError): FieldProblem | null {
  const known = readRefusal(error, hintFields, constraints);
  if (known) return known;
  if (error.code === '42501') return { field: null, message: 'Only staff can do this.' };
  if (error.code === 'PGRST116') {
    return { field: null, message: 'This request is no longer there. Reload the page.' };
  }
  return null;
}
