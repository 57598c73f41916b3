/** TanStack Query keys, queries and mutations of the managed-homes screens. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HomePayload, LeasePayload } from '@contract/managed-homes.ts';
import { deleteDocument, uploadDocument, type NewDocument } from './documents';
import {
  fetchDocuments,
  fetchHome,
  fetchHomes,
  fetchLeases,
  fetchListings,
  fetchPeople,
  saveHome,
  saveLease,
} from './homes';

export const homeQueries = {
  homes: () =>
    queryOptions({ queryKey: ['admin', 'homes'], queryFn: () => fetchHomes(), staleTime: 0 }),
  home: (id: string) =>
    queryOptions({ queryKey: ['admin', 'homes', id], queryFn: () => fetchHome(id), staleTime: 0 }),
  leases: (homeId: string) =>
    queryOptions({
      queryKey: ['admin', 'homes', homeId, 'leases'],
      queryFn: () => fetchLeases(homeId),
      staleTime: 0,
    }),
  documents: (homeId: string) =>
    queryOptions({
      queryKey: ['admin', 'homes', homeId, 'documents'],
      queryFn: () => fetchDocuments(homeId),
      staleTime: 0,
    }),
  people: () =>
    queryOptions({
      // Not ['admin', 'people']: the People screen caches manage-portal-access's list there, in
      // another shape. staleTime 0: staff add someone there and come straight back.
      queryKey: ['admin', 'homes', 'people-choices'],
      queryFn: fetchPeople,
      staleTime: 0,
    }),
  listings: () =>
    queryOptions({
      queryKey: ['admin', 'homes', 'listing-choices'],
      queryFn: fetchListings,
      staleTime: 30_000,
    }),
};

/** After any write: every homes query refetches (list, detail, leases, documents). */
function useInvalidateHomes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin', 'homes'] });
}

export function useSaveHome() {
  const invalidate = useInvalidateHomes();
  return useMutation({
    mutationFn: (payload: HomePayload) => saveHome(payload),
    onSuccess: invalidate,
  });
}

export function useSaveLease() {
  const invalidate = useInvalidateHomes();
  return useMutation({
    mutationFn: ({ payload, unitLabel }: { payload: LeasePayload; unitLabel: string }) =>
      saveLease(payload, unitLabel),
    onSuccess: invalidate,
  });
}

export function useUploadDocument() {
  const invalidate = useInvalidateHomes();
  return useMutation({
    mutationFn: (doc: NewDocument) => uploadDocument(doc),
    onSuccess: invalidate,
  });
}

export function useDeleteDocument() {
  const invalidate = useInvalidateHomes();
  return useMutation({
    mutationFn: (id: string) => deleteDocument(id),
    onSuccess: invalidate,
  });
}
