/** TanStack Query keys and queries of the money screens (lazy, with the api). */
import { fetchOwnerMoney, fetchTenantMoney } from './portal';
import { PORTAL_QUERY_KEY } from '@/features/portal/api/queries';

const key = (userId: string) => [...PORTAL_QUERY_KEY, userId, 'money'] as const;

// staleTime 0: a payment the office just recorded shows on the next load, never from a cache.
export const moneyQueries = {
  tenant: (userId: string, leaseId: string) =>
    ({
      queryKey: [...key(userId), 'lease', leaseId],
      queryFn: () => fetchTenantMoney(leaseId),
      staleTime: 0,
    }) as const,
  owner: (userId: string, today: string) =>
    ({
      queryKey: [...key(userId), 'owner', today],
      queryFn: () => fetchOwnerMoney(userId, today),
      staleTime: 0,
    }) as const,
};
