/**
 * Query keys shared by the admin bar's count of new leads (features/auth) and the inbox
 * (features/admin-leads), which may not import each other: the inbox's writes invalidate the
 * ['admin', 'leads'] prefix, which the count's key is under, so the count refreshes after a
 * change. Keys only: the count's fetch lives with the bar, out of the shared chunks.
 */

export const LEADS_QUERY_KEY = ['admin', 'leads'] as const;

/** The admin bar's count of new leads: under the inbox's prefix. */
export const NEW_LEADS_COUNT_KEY = [...LEADS_QUERY_KEY, 'new-count'] as const;
