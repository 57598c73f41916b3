/** Invites and revokes through manage-staff; the list itself is shared (src/lib/staff.ts). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffActionResponse } from '@contract/account-schemas.ts';
import { manageStaff, STAFF_QUERY_KEY } from '@/lib/staff';

export function inviteStaff(email: string, redirectTo: string): Promise<StaffActionResponse> {
  return manageStaff<StaffActionResponse>({
    method: 'POST',
    body: { action: 'invite', email, redirectTo },
  });
}

export function revokeStaff(userId: string): Promise<StaffActionResponse> {
  return manageStaff<StaffActionResponse>({ method: 'POST', body: { action: 'revoke', userId } });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, redirectTo }: { email: string; redirectTo: string }) =>
      inviteStaff(email, redirectTo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
  });
}

/** Revoking may end the caller's own access: the admin check refetches too. */
export function useRevokeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => revokeStaff(userId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'is-admin'] }),
      ]),
  });
}
