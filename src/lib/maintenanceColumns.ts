/**
 * The columns of a repair request that not every reader of it may see, read through their
 * security definer functions (migration 20261201000900_audience_columns.sql; who reads what:
 * supabase/deploy/column-audiences.ts). The table itself grants only the shared columns.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppDatabase, FunctionRow } from './database.types';

/** What the repair costs and the owner's answer: the home's owners and staff. */
export type MaintenanceOwnerColumns = FunctionRow<'maintenance_request_owner_columns'>;

/** What the screens show of the owner's columns: the reader's row less its id and decision date. */
export type OwnerShownColumns = Omit<
  MaintenanceOwnerColumns,
  'request_id' | 'owner_approval_decided_at'
>;

export function ownerShown(row: MaintenanceOwnerColumns): OwnerShownColumns {
  return {
    estimate_cents: row.estimate_cents,
    actual_cost_cents: row.actual_cost_cents,
    owner_approval: row.owner_approval,
    owner_approval_note: row.owner_approval_note,
    cost_state: row.cost_state,
    approval_cents: row.approval_cents,
  };
}

/** How the vendor gets in: staff only. */
export type MaintenanceStaffColumns = FunctionRow<'maintenance_request_staff_columns'>;

const byRequest = <T extends { request_id: string }>(rows: T[]) =>
  new Map(rows.map((row) => [row.request_id, row]));

/** The owner's columns of the requests the caller owns the home of (staff: all), by id. */
export async function readOwnerColumns(
  supabase: SupabaseClient<AppDatabase>,
  ids: string[],
): Promise<Map<string, MaintenanceOwnerColumns>> {
  if (ids.length === 0) return new Map();
  const { data, error } = await supabase.rpc('maintenance_request_owner_columns', {
    p_request_ids: [...new Set(ids)],
  });
  if (error) throw new Error(error.message);
  return byRequest(data);
}

/** Staff's columns of the requests (nothing for anyone else), by id. */
export async function readStaffColumns(
  supabase: SupabaseClient<AppDatabase>,
  ids: string[],
): Promise<Map<string, MaintenanceStaffColumns>> {
  if (ids.length === 0) return new Map();
  const { data, error } = await supabase.rpc('maintenance_request_staff_columns', {
    p_request_ids: [...new Set(ids)],
  });
  if (error) throw new Error(error.message);
  return byRequest(data);
}
