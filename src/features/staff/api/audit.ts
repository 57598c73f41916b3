/**
 * The audit trail's reads (public.audit_log, staff only by row-level security): one record's or
 * one home's history, and the office's search by person and dates. Newest first, a page at a time
 * (`before`: the last id already shown).
 */
import { infiniteQueryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppDatabase } from '@/lib/database.types';
import { check } from '@/lib/dataAnswer';
import { getSupabase } from '@/lib/supabase';
import { staffQuery } from '@/lib/staff';
import type { AuditedTable } from '../auditColumns';

/** Rows per page. */
export const AUDIT_PAGE = 50;

export type AuditAction = 'insert' | 'update' | 'delete' | 'truncate';
export type AuditActorRole = 'staff' | 'portal' | 'anon' | 'service' | 'database';

export interface AuditEntry {
  id: number;
  at: string;
  actor_id: string | null;
  actor_role: AuditActorRole;
  source: string | null;
  table_name: AuditedTable;
  record_id: string;
  home_id: string | null;
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Whose history: a home (its units, leases, documents… too), one row, or everything. */
export type AuditSubject =
  | { kind: 'home'; homeId: string }
  | { kind: 'record'; table: AuditedTable; recordId: string }
  | { kind: 'all' };

export interface AuditFilter {
  subject: AuditSubject;
  /** Only this person's changes (an Auth user id). */
  actorId?: string;
  /** Office calendar dates, inclusive (YYYY-MM-DD), read as UTC day bounds by the caller. */
  fromIso?: string;
  toIso?: string;
  /** The last id already shown: the next page starts below it. */
  before?: number;
}

export async function readAudit(
  supabase: SupabaseClient<AppDatabase>,
  filter: AuditFilter,
  limit = AUDIT_PAGE,
): Promise<AuditEntry[]> {
  let q = supabase.from('audit_log').select('*');
  const { subject } = filter;
  if (subject.kind === 'home') q = q.eq('home_id', subject.homeId);
  if (subject.kind === 'record') {
    q = q.eq('table_name', subject.table).eq('record_id', subject.recordId);
  }
  if (filter.actorId) q = q.eq('actor_id', filter.actorId);
  if (filter.fromIso) q = q.gte('at', filter.fromIso);
  if (filter.toIso) q = q.lt('at', filter.toIso);
  if (filter.before !== undefined) q = q.lt('id', filter.before);
  // The database's own check constraints hold the columns to these unions.
  return check(await q.order('id', { ascending: false }).limit(limit)) as AuditEntry[];
}

export const auditQueries = {
  /** Page after page (`fetchNextPage`) until one comes back short. */
  pages: (filter: Omit<AuditFilter, 'before'>, limit = AUDIT_PAGE) =>
    infiniteQueryOptions({
      queryKey: ['admin', 'audit', filter, limit],
      queryFn: async ({ pageParam }) =>
        readAudit(await getSupabase(), { ...filter, before: pageParam }, limit),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => (last.length === limit ? last.at(-1)?.id : undefined),
      staleTime: 0,
    }),
};

/** The staff's emails by Auth id, to name who acted (empty while loading or if it fails). */
export function useStaffEmails(): ReadonlyMap<string, string> {
  const { data } = useQuery(staffQuery());
  return new Map(
    (data ?? []).flatMap((m) => (m.email ? [[m.userId, m.email] as [string, string]] : [])),
  );
}
