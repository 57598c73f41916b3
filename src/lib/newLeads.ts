/**
 * The leads inbox's query key prefix (features/leads/office): its writes invalidate everything
 * under it. The admin bar's count of new leads is one of the work counts (lib/staffWork.ts),
 * which the bar refetches after any write of the staff area.
 */

export const LEADS_QUERY_KEY = ['admin', 'leads'] as const;
