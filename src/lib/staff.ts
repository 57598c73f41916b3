/**
 * The manage-staff function's client. Shared by the staff screen (features/staff/office) and the
 * leads inbox's assignee list (features/leads/office), which may not import each other.
 */
import { queryOptions } from '@tanstack/react-query';
import type { StaffAction, StaffListResponse, StaffMember } from '@contract/account-schemas.ts';
import { functionAnswerMessage } from '@/lib/functionAnswer';
import { getSupabase } from '@/lib/supabase';

/** manage-staff's answer or its `{ message }` as an Error (the function's own words). */
export async function manageStaff<T>(
  init: { method: 'GET' } | { method: 'POST'; body: StaffAction },
) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<T>('manage-staff', init);
  if (error) {
    const context = (error as { context?: unknown }).context;
    const detail = context instanceof Response ? await functionAnswerMessage(context) : undefined;
    throw new Error(detail ?? STAFF_UNAVAILABLE);
  }
  if (data === null) throw new Error(STAFF_UNAVAILABLE);
  return data;
}

const STAFF_UNAVAILABLE = 'Staff management is unavailable. Check your connection and try again.';

export async function fetchStaff(): Promise<StaffMember[]> {
  return (await manageStaff<StaffListResponse>({ method: 'GET' })).staff;
}

export const STAFF_QUERY_KEY = ['admin', 'staff'] as const;

export const staffQuery = () =>
  queryOptions({ queryKey: [...STAFF_QUERY_KEY], queryFn: fetchStaff, staleTime: 0 });
