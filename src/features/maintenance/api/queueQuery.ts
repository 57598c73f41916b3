/**
 * The queue's read, apart from the app's client so the integration tests and the benchmark
 * (scripts/bench-maintenance-queue.ts) run the very queries the screen runs.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppDatabase } from '@/lib/database.types';
import type { MaintenanceCategory, MaintenanceStatus } from '@contract/maintenance.ts';
import { queueReads, type QueueFilters } from '../queue';

export type { QueueFilters } from '../queue';

/** Rows per page of the queue: "Show more" asks for the next. */
export const QUEUE_PAGE = 50;

/** One row of the queue: only what the list shows. */
export interface QueueRow {
  id: string;
  created_at: string;
  home_id: string;
  category: MaintenanceCategory;
  location: string;
  status: MaintenanceStatus;
  urgent: boolean;
  acknowledged_at: string | null;
  unit: string | null;
}

export interface QueuePage {
  rows: QueueRow[];
  /** True when there may be more rows than asked for. */
  more: boolean;
}

export const QUEUE_COLUMNS =
  'id, created_at, home_id, category, location, status, urgent, acknowledged_at, leases(home_units(label))';

interface RawQueueRow extends Omit<QueueRow, 'unit'> {
  leases: { home_units: { label: string } | null } | null;
}

function toQueueRow(raw: RawQueueRow): QueueRow {
  const { leases, ...row } = raw;
  return { ...row, unit: leases?.home_units?.label ?? null };
}

/**
 * The queue, bounded to `limit` rows: open requests and jobs to check first (urgent on top, then
 * oldest), then the finished ones, newest first (queue.ts queueReads). Two indexed reads, never
 * the whole table.
 */
export async function readQueue(
  supabase: SupabaseClient<AppDatabase>,
  filters: QueueFilters,
  limit: number,
): Promise<QueuePage> {
  const base = () => {
    let q = supabase.from('maintenance_requests').select(QUEUE_COLUMNS);
    if (filters.homeId) q = q.eq('home_id', filters.homeId);
    if (filters.category) q = q.eq('category', filters.category);
    return q;
  };
  const { active, finished } = queueReads(filters.status);
  const rows: QueueRow[] = [];
  if (active.length > 0) {
    const { data, error } = await base()
      .in('status', active)
      .order('urgent', { ascending: false })
      .order('created_at', { ascending: true })
      .limit(limit + 1);
    if (error) throw new Error(error.message);
    rows.push(...data.map(toQueueRow));
  }
  if (finished.length > 0 && rows.length <= limit) {
    const { data, error } = await base()
      .in('status', finished)
      .order('created_at', { ascending: false })
      .limit(limit + 1 - rows.length);
    if (error) throw new Error(error.message);
    rows.push(...data.map(toQueueRow));
  }
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}
