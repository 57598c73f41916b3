/**
 * /admin/people's data: the list and every invite, resend and revoke through manage-portal-access
 * (Auth's admin API needs the secret key); names and contacts straight to `people` (staff RLS).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalRole } from '@contract/portal.ts';
import {
  personMessages,
  type PersonInput,
  type PortalAccessAction,
  type PortalAccessResponse,
  type PortalPeopleResponse,
  type PortalPerson,
} from '@contract/portal-access.ts';
import { paths } from '@/config/paths';
import { setPasswordUrl } from '@/lib/authLinks';
import { functionAnswerMessage } from '@/lib/functionAnswer';
import { getSupabase } from '@/lib/supabase';

const UNAVAILABLE = 'Portal access is unavailable. Check your connection and try again.';

async function managePortalAccess<T>(
  init: { method: 'GET' } | { method: 'POST'; body: PortalAccessAction },
): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<T>('manage-portal-access', init);
  if (error) {
    const context = (error as { context?: unknown }).context;
    const detail = context instanceof Response ? await functionAnswerMessage(context) : undefined;
    throw new Error(detail ?? UNAVAILABLE);
  }
  if (data === null) throw new Error(UNAVAILABLE);
  return data;
}

const PEOPLE_KEY = ['admin', 'people'] as const;

export const peopleQuery = () =>
  queryOptions({
    queryKey: [...PEOPLE_KEY],
    queryFn: async (): Promise<PortalPerson[]> =>
      (await managePortalAccess<PortalPeopleResponse>({ method: 'GET' })).people,
    staleTime: 0,
  });

/** Where the invite link lands: set a password, then the portal. */
export function inviteRedirect(origin = window.location.origin): string {
  return setPasswordUrl(origin, paths.portal);
}

export type AccessVerb = 'invite' | 'resend' | 'revoke';

export function useAccessAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      verb,
      personId,
      role,
    }: {
      verb: AccessVerb;
      personId: string;
      role: PortalRole;
    }) =>
      managePortalAccess<PortalAccessResponse>({
        method: 'POST',
        body:
          verb === 'revoke'
            ? { action: 'revoke', personId, role }
            : { action: verb, personId, role, redirectTo: inviteRedirect() },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PEOPLE_KEY }),
  });
}

/** The database's refusal in the form's words (unique email, linked person, RLS). */
function peopleError(error: { code?: string; message: string }): Error {
  if (error.code === '23505') return new Error(personMessages.duplicateEmail);
  if (error.code === '23503') return new Error(personMessages.linked);
  if (error.code === '23514') return new Error(`The database refused the value: ${error.message}`);
  if (error.code === '42501') return new Error('Only staff can change people.');
  return new Error(error.message);
}

const row = (input: PersonInput) => ({
  full_name: input.fullName,
  email: input.email,
  phone: input.phone === '' ? null : input.phone,
});

export function useSavePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: PersonInput }) => {
      const supabase = await getSupabase();
      const { error } = id
        ? await supabase.from('people').update(row(input)).eq('id', id)
        : await supabase.from('people').insert(row(input));
      if (error) throw peopleError(error);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PEOPLE_KEY }),
  });
}

export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const supabase = await getSupabase();
      const { error, count } = await supabase
        .from('people')
        .delete({ count: 'exact' })
        .eq('id', id);
      if (error) throw peopleError(error);
      if (count === 0) throw new Error('Nothing was deleted: the person is already gone.');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PEOPLE_KEY }),
  });
}
