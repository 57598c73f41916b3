/** TanStack Query keys and queries of the portals: keyed by account, so a switch never mixes. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type PortalDocument,
  type PortalLease,
  fetchOwnerHomes,
  fetchPortalAccess,
  fetchTenantLeases,
  uploadRentersInsurance,
} from './portal';

export const PORTAL_QUERY_KEY = ['portal'] as const;

// staleTime 0: a revoked role or a new document shows on the next load, never from a cache.
export const portalQueries = {
  access: (userId: string) =>
    queryOptions({
      queryKey: [...PORTAL_QUERY_KEY, userId, 'access'],
      queryFn: fetchPortalAccess,
      staleTime: 0,
    }),
  ownerHomes: (userId: string) =>
    queryOptions({
      queryKey: [...PORTAL_QUERY_KEY, userId, 'owner'],
      queryFn: fetchOwnerHomes,
      staleTime: 0,
    }),
  tenantLeases: (userId: string) =>
    queryOptions({
      queryKey: [...PORTAL_QUERY_KEY, userId, 'tenant'],
      queryFn: fetchTenantLeases,
      staleTime: 0,
    }),
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
