/** TanStack Query keys and queries of the portals: keyed by account, so a switch never mixes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type PortalDocument,
  type PortalLease,
  fetchOwnerHomes,
  fetchPortalAccess,
  fetchTenantLeases,
  uploadRentersInsurance,
} from './portal';

export const PORTAL_QUERY_KEY = ['portal'] as const;

// Plain options objects (not queryOptions(): one chunk fewer for every page's preload map).
// staleTime 0: a revoked role or a new document shows on the next load, never from a cache.
export const portalQueries = {
  access: (userId: string) =>
    ({
      queryKey: [...PORTAL_QUERY_KEY, userId, 'access'],
      queryFn: () => fetchPortalAccess(userId),
      staleTime: 0,
    }) as const,
  ownerHomes: (userId: string) =>
    ({
      queryKey: [...PORTAL_QUERY_KEY, userId, 'owner'],
      queryFn: fetchOwnerHomes,
      staleTime: 0,
    }) as const,
  tenantLeases: (userId: string) =>
    ({
      queryKey: [...PORTAL_QUERY_KEY, userId, 'tenant'],
      queryFn: fetchTenantLeases,
      staleTime: 0,
    }) as const,
};

interface InsuranceUpload {
  lease: Pick<PortalLease, 'id' | 'home_id'>;
  file: File;
  replaces: PortalDocument | null;
}

export function useUploadInsurance(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lease, file, replaces }: InsuranceUpload) =>
      uploadRentersInsurance(lease, file, userId, replaces),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: portalQueries.tenantLeases(userId).queryKey }),
  });
}
