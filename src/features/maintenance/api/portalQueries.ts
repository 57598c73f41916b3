/** TanStack Query keys, queries and mutations of the maintenance screens (lazy, with the api). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  decideApproval,
  fetchOwnerRequests,
  fetchRequestDetail,
  fetchTenantRequests,
  postMessage,
} from './portal';
import { PORTAL_QUERY_KEY } from '@/features/portal/api/queries';

const key = (userId: string) => [...PORTAL_QUERY_KEY, userId, 'maintenance'] as const;

export const maintenanceQueries = {
  all: key,
  tenant: (userId: string) =>
    ({ queryKey: [...key(userId), 'tenant'], queryFn: fetchTenantRequests, staleTime: 0 }) as const,
  owner: (userId: string) =>
    ({ queryKey: [...key(userId), 'owner'], queryFn: fetchOwnerRequests, staleTime: 0 }) as const,
  // Signed photo URLs last SIGNED_FILE_URL_TTL_SECONDS (60): refetched on focus, never cached long.
  detail: (userId: string, id: string) =>
    ({
      queryKey: [...key(userId), 'request', id],
      queryFn: () => fetchRequestDetail(id),
      staleTime: 0,
      refetchInterval: 50_000,
    }) as const,
};

/** After any write: every maintenance view of this account reads again. */
function useRefresh(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key(userId) });
}

export function usePostMessage(userId: string, requestId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (body: string) => postMessage(requestId, body),
    onSuccess: refresh,
  });
}

export function useDecideApproval(userId: string, requestId: string, amountCents: number | null) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: ({ decision, note }: { decision: 'approved' | 'declined'; note: string }) =>
      decideApproval(requestId, decision, note, amountCents),
    onSettled: refresh,
  });
}

export { useRefresh as useRefreshMaintenance };
