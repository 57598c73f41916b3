/**
 * The count of new leads in the admin bar. It lives here because the bar (features/auth) and the
 * inbox (features/admin) may not import each other: the inbox's writes invalidate the
 * ['admin', 'leads'] prefix, which this key is under, so the count refreshes after a change.
 */
import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';

export const LEADS_QUERY_KEY = ['admin', 'leads'] as const;

/** New, not archived leads: a head request, so only the count travels. */
export async function fetchNewLeadsCount(): Promise<number> {
  const supabase = await getSupabase();
  const { count, error } = await supabase
    .from('leads')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'new')
    .is('archived_at', null);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

export const newLeadsCountQuery = () =>
  queryOptions({
    queryKey: [...LEADS_QUERY_KEY, 'new-count'],
    queryFn: fetchNewLeadsCount,
    staleTime: 60_000,
  });
