/** Stored rows as the forms hold them (strings, dollars), and the empty forms. */
import {
  centsToDollars,
  emptyUnit,
  type HomeFormValues,
  type LeaseFormValues,
} from '@contract/managed-homes.ts';
import type { Home, Lease } from '../api/homes';

const text = (n: number | null) => (n === null ? '' : String(n));

export function emptyHomeForm(today: string): HomeFormValues {
  return {
    street: '',
    city: '',
    state: 'CA',
    zip_code: '',
    property_id: '',
    plan: 'standard',
    billing_term: 'monthly',
    starts_on: today,
    repair_approval_limit: '500',
    units: [{ ...emptyUnit, label: 'Main house' }],
    owner_ids: [],
  };
}

export function toHomeFormValues(home: Home): HomeFormValues {
  return {
    street: home.street,
    city: home.city,
    state: home.state,
    zip_code: home.zip_code,
    property_id: home.property_id ?? '',
    plan: home.agreement?.plan ?? 'standard',
    billing_term: home.agreement?.billing_term ?? 'monthly',
    starts_on: home.agreement?.starts_on ?? '',
    repair_approval_limit: centsToDollars(home.agreement?.repair_approval_limit_cents ?? 50000),
    units: home.units.map((u) => ({
      id: u.id,
      label: u.label,
      bedrooms: text(u.bedrooms),
      bathrooms: text(u.bathrooms),
    })),
    owner_ids: home.owners.map((o) => o.id),
  };
}

export function emptyLeaseForm(unitId: string, today: string): LeaseFormValues {
  return {
    unit_id: unitId,
    tenant_ids: [],
    starts_on: today,
    month_to_month: false,
    ends_on: '',
    rent: '',
    deposit: '',
    due_day: '1',
    late_fee_grace_days: '5',
    late_fee: '0',
    status: 'upcoming',
    move_in_on: '',
    move_out_on: '',
  };
}

export function toLeaseFormValues(lease: Lease): LeaseFormValues {
  return {
    unit_id: lease.unit_id,
    tenant_ids: lease.tenants.map((t) => t.id),
    starts_on: lease.starts_on,
    month_to_month: lease.ends_on === null,
    ends_on: lease.ends_on ?? '',
    rent: centsToDollars(lease.rent_cents),
    deposit: centsToDollars(lease.deposit_cents),
    due_day: String(lease.due_day),
    late_fee_grace_days: String(lease.late_fee_grace_days),
    late_fee: centsToDollars(lease.late_fee_cents),
    status: lease.status,
    move_in_on: lease.move_in_on ?? '',
    move_out_on: lease.move_out_on ?? '',
  };
}
