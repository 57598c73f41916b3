/** The office's status checks (public.office_status(), staff only). */
import { queryOptions } from '@tanstack/react-query';
import { check } from '@/lib/dataAnswer';
import { getSupabase } from '@/lib/supabase';
import type { StatusRow } from '../status';

export async function fetchOfficeStatus(): Promise<StatusRow[]> {
  const supabase = await getSupabase();
  return check(await supabase.rpc('office_status')).map((row) => ({
    ...row,
    problems: row.problems === null ? null : Number(row.problems),
  }));
}

export const statusQuery = () =>
  queryOptions({ queryKey: ['admin', 'office-status'], queryFn: fetchOfficeStatus, staleTime: 0 });
