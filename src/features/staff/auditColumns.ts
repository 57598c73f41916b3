/**
 * The audit trail's tables (public.audit_log, written by their triggers) and, for every column of
 * each, whether the trail keeps its values or masks them. Personal fields (names, emails, phones,
 * street addresses, free text that names people, tokens) are masked: the trail says that they
 * changed, never what they were, because it outlives the people it names (kept three years).
 *
 * Every column is decided here: a column added by a migration fails the type check until it is.
 * The triggers' arguments in SQL (`private.audit_row('<key>', '<masked>', …)`) must say the same;
 * auditColumns.test.ts reads them from supabase/schema and compares.
 */
import type { Database } from '@/lib/database.types';

type Tables = Database['public']['Tables'];
type Decision = 'kept' | 'masked';

export const auditedTables = [
  'properties',
  'managed_homes',
  'home_units',
  'management_agreements',
  'home_owners',
  'leases',
  'lease_tenants',
  'people',
  'portal_access',
  'user_roles',
  'documents',
  'vendors',
  'booking_calendars',
  'booking_hours',
  'booking_blackouts',
  'booking_staff',
] as const;
export type AuditedTable = (typeof auditedTables)[number];

type Columns<T extends AuditedTable> = keyof Tables[T]['Row'] & string;

export const auditColumns: {
  readonly [T in AuditedTable]: {
    /** The row's key: the trail's record_id is these columns' values joined with a colon. */
    key: readonly Columns<T>[];
    columns: Readonly<Record<Columns<T>, Decision>>;
  };
} = {
  // A listing: its street address is masked (the rest is the public listing).
  properties: {
    key: ['id'],
    columns: {
      id: 'kept',
      title: 'kept',
      description: 'kept',
      property_type: 'kept',
      price: 'kept',
      address: 'masked',
      city: 'kept',
      state: 'kept',
      zip_code: 'kept',
      bedrooms: 'kept',
      bathrooms: 'kept',
      square_feet: 'kept',
      status: 'kept',
      images: 'kept',
      listing_date: 'kept',
      created_at: 'kept',
      updated_at: 'kept',
      available_date: 'kept',
      security_deposit: 'kept',
      application_fee: 'kept',
      lease_term_months: 'kept',
      month_to_month: 'kept',
      cats_allowed: 'kept',
      dogs_allowed: 'kept',
      pet_limit: 'kept',
      pet_fee: 'kept',
      parking: 'kept',
      laundry: 'kept',
      utilities_included: 'kept',
      air_conditioning: 'kept',
      appliances: 'kept',
      amenities: 'kept',
      year_built: 'kept',
      hoa_fee: 'kept',
      virtual_tour_url: 'kept',
      mandatory_fees: 'kept',
    },
  },
  // A managed home: the street is where its owner or tenants live.
  managed_homes: {
    key: ['id'],
    columns: {
      id: 'kept',
      street: 'masked',
      city: 'kept',
      state: 'kept',
      zip_code: 'kept',
      property_id: 'kept',
      created_at: 'kept',
      updated_at: 'kept',
    },
  },
  home_units: {
    key: ['id'],
    columns: {
      id: 'kept',
      home_id: 'kept',
      label: 'kept',
      bedrooms: 'kept',
      bathrooms: 'kept',
      created_at: 'kept',
    },
  },
  management_agreements: {
    key: ['home_id'],
    columns: {
      home_id: 'kept',
      plan: 'kept',
      billing_term: 'kept',
      starts_on: 'kept',
      repair_approval_limit_cents: 'kept',
      updated_at: 'kept',
      fees_from: 'kept',
      reserve_cents: 'kept',
    },
  },
  home_owners: {
    key: ['home_id', 'person_id'],
    columns: {
      home_id: 'kept',
      person_id: 'kept',
      created_at: 'kept',
    },
  },
  leases: {
    key: ['id'],
    columns: {
      id: 'kept',
      unit_id: 'kept',
      home_id: 'kept',
      starts_on: 'kept',
      ends_on: 'kept',
      rent_cents: 'kept',
      deposit_cents: 'kept',
      due_day: 'kept',
      late_fee_grace_days: 'kept',
      late_fee_cents: 'kept',
      status: 'kept',
      move_in_on: 'kept',
      move_out_on: 'kept',
      created_at: 'kept',
      updated_at: 'kept',
      charges_from: 'kept',
      placement_fee: 'kept',
    },
  },
  lease_tenants: {
    key: ['lease_id', 'person_id'],
    columns: {
      lease_id: 'kept',
      person_id: 'kept',
      created_at: 'kept',
    },
  },
  // Owners and tenants: name, email and phone are theirs.
  people: {
    key: ['id'],
    columns: {
      id: 'kept',
      full_name: 'masked',
      email: 'masked',
      phone: 'masked',
      user_id: 'kept',
      created_at: 'kept',
      updated_at: 'kept',
      locale: 'kept',
    },
  },
  portal_access: {
    key: ['id'],
    columns: {
      id: 'kept',
      person_id: 'kept',
      role: 'kept',
      granted_by: 'kept',
      granted_at: 'kept',
      invited_at: 'kept',
      revoked_at: 'kept',
      revoked_by: 'kept',
    },
  },
  user_roles: {
    key: ['user_id', 'role'],
    columns: {
      user_id: 'kept',
      role: 'kept',
      created_at: 'kept',
      invited_by: 'kept',
    },
  },
  // A title is typed by staff and often names a person.
  documents: {
    key: ['id'],
    columns: {
      id: 'kept',
      home_id: 'kept',
      unit_id: 'kept',
      lease_id: 'kept',
      kind: 'kept',
      visible_to: 'kept',
      title: 'masked',
      storage_path: 'kept',
      content_type: 'kept',
      size_bytes: 'kept',
      uploaded_by: 'kept',
      created_at: 'kept',
    },
  },
  // A vendor is often one person: name, phone and email.
  vendors: {
    key: ['id'],
    columns: {
      id: 'kept',
      name: 'masked',
      trade: 'kept',
      phone: 'masked',
      email: 'masked',
      licence_number: 'kept',
      insurance_expires_on: 'kept',
      created_at: 'kept',
      updated_at: 'kept',
    },
  },
  booking_calendars: {
    key: ['id'],
    columns: {
      id: 'kept',
      kind: 'kept',
      listing_id: 'kept',
      slot_minutes: 'kept',
      buffer_minutes: 'kept',
      updated_at: 'kept',
    },
  },
  booking_hours: {
    key: ['id'],
    columns: {
      id: 'kept',
      calendar_id: 'kept',
      weekday: 'kept',
      starts: 'kept',
      ends: 'kept',
    },
  },
  booking_blackouts: {
    key: ['id'],
    columns: {
      id: 'kept',
      calendar_id: 'kept',
      on_date: 'kept',
      note: 'kept',
    },
  },
  // The calendar feed's token hash opens a staff member's agenda.
  booking_staff: {
    key: ['user_id'],
    columns: {
      user_id: 'kept',
      takes_consultations: 'kept',
      takes_showings: 'kept',
      feed_token_hash: 'masked',
      feed_created_at: 'kept',
      created_at: 'kept',
    },
  },
};

/** The masked columns of a table, in the order its trigger names them. */
export function maskedColumns(table: AuditedTable): string[] {
  return Object.entries(auditColumns[table].columns)
    .filter(([, decision]) => decision === 'masked')
    .map(([column]) => column);
}
