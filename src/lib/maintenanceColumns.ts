/**
 * The columns of a repair request that not every reader of it may see, read through their
 * security definer functions (migration 20261201000900_audience_columns.sql; who reads what:
 * supabase/deploy/column-audiences.ts). The table itself grants only the shared columns.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CostState, OwnerApprovalState } from '@contract/maintenance.ts';

/** What the repair costs and the owner's answer: the home's owners and staff. */
export interface MaintenanceOwnerColumns {
  request_id: string;
  estimate_cents: number | null;
  actual_cost_cents: number | null;
  owner_approval: OwnerApprovalState | 'emergency_proceeded';
  owner_approval_decided_at: string | null;
  owner_approval_note: string | null;
  /** The final cost's review (contract costStates): nothing is posted before 'accepted'. */
  cost_state: CostState;
  /** The amount the owner's approval is (or was) for: an estimate or a final cost. */
  approval_cents: number | null;
}

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
export interface MaintenanceStaffColumns {
  request_id: string;
  access_notes: string;
  cost_reviewed_by: string | null;
  cost_reviewed_at: string | null;
  cost_accepted_via: string | null;
}

async function read<T extends { request_id: string }>(
  supabase: SupabaseClient,
  fn: 'maintenance_request_owner_columns' | 'maintenance_request_staff_columns',
  ids: string[],
): Promise<Map<string, T>> {
  if (ids.length === 0) return new Map();
  const { data, error } = await supabase.rpc(fn, { p_request_ids: [...new Set(ids)] });
  if (error) throw new Error((error as { message: string }).message);
  // The generated type of a set-returning function is loose: these are its columns.
  return new Map((data as T[]).map((row) => [row.request_id, row]));
}

/** The owner's columns of the requests the caller owns the home of (staff: all), by id. */
export function readOwnerColumns(
  supabase: SupabaseClient,
  ids: string[],
): Promise<Map<string, MaintenanceOwnerColumns>> {
  return read(supabase, 'maintenance_request_owner_columns', ids);
}

/** Staff's columns of the requests (nothing for anyone else), by id. */
export function readStaffColumns(
  supabase: SupabaseClient,
  ids: string[],
): Promise<Map<string, MaintenanceStaffColumns>> {
  return read(supabase, 'maintenance_request_staff_columns', ids);
}
