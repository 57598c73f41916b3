/** The landing page's read through the app's one client (the query itself: todayQuery.ts). */
import { getSupabase } from '@/lib/supabase';
import { readToday, type TodayData } from './todayQuery';

export async function fetchToday(range: { fromIso: string; toIso: string }): Promise<TodayData> {
  return readToday(await getSupabase(), range);
}
