/** Lead rows for the admin feature's tests: each call a new person unless told otherwise. */
import type { Lead } from '@/lib/database.types';

let n = 0;
export function testLead(overrides: Partial<Lead> = {}): Lead {
  n += 1;
  const email = overrides.email ?? `person${n}@example.com`;
  const phone = overrides.phone ?? `(909) 555-${String(1000 + n)}`;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    created_at: '2026-03-15T17:30:00Z',
    source: 'lead_dialog',
    locale: 'en',
    full_name: `Person ${n}`,
    email,
    phone,
    property_address: '',
    property_type: 'not specified',
    units_owned: 'not specified',
    has_current_manager: false,
    biggest_frustration: '',
    preferred_contact: 'email',
    best_time: 'anytime',
    property_id: null,
    property_title: null,
    requested_date: null,
    requested_time: null,
    notification_status: 'sent',
    notification_error: null,
    idempotency_key: null,
    mail_pending: [],
    status: 'new',
    status_changed_at: '2026-03-15T17:30:00Z',
    lost_reason: null,
    follow_up_on: null,
    assignee_id: null,
    archived_at: null,
    alert_filters: null,
    plan: null,
    verified_at: null,
    email_key: email.toLowerCase(),
    phone_key: phone.replace(/\D/g, ''),
    consent_version: null,
    consent_at: null,
    text_consent: false,
    privacy_request_type: null,
    fulfilled_at: null,
    fulfilled_by: null,
    fulfilled_by_email: null,
    fulfilled_leads_deleted: null,
    fulfilled_notes_deleted: null,
    ...overrides,
  };
}
