/**
 * What needs the office: the counts behind the admin bar's badges and the staff landing page
 * (`staff_work_counts()`, one read, staff only: the database refuses anyone else). Here because
 * the bar (features/auth) and the landing page (features/staff/office) may not import each other;
 * imported only by their lazy chunks.
 */
import { getSupabase } from './supabase';

export interface WorkCounts {
  newLeads: number;
  /** Requests still submitted: nobody acknowledged them. */
  unacknowledged: number;
  /** Urgent requests still open. */
  urgent: number;
  /** Jobs marked done and not closed: check with the tenant, then close. */
  toCheck: number;
  /** Homes whose owner payout for the latest month due is unsent past the 10th. */
  latePayouts: number;
}

/** Under ['admin']: the bar refetches it after any write of the staff area (see AdminBar). */
export const WORK_COUNTS_KEY = ['admin', 'work-counts'] as const;

export async function fetchWorkCounts(): Promise<WorkCounts> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('staff_work_counts');
  if (error) throw new Error(error.message);
  const row = data[0];
  return {
    newLeads: Number(row?.new_leads ?? 0),
    unacknowledged: Number(row?.unacknowledged ?? 0),
    urgent: Number(row?.urgent ?? 0),
    toCheck: Number(row?.to_check ?? 0),
    latePayouts: Number(row?.late_payouts ?? 0),
  };
}
