/** TanStack Query keys, queries and mutations of the maintenance and vendor screens. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VendorValues } from '@contract/maintenance.ts';
import {
  addEvent,
  deleteVendor,
  fetchEvents,
  fetchHomeChoices,
  fetchHomeFacts,
  fetchPhotos,
  fetchQueue,
  fetchRequest,
  fetchVendors,
  saveVendor,
  updateRequest,
  type QueueFilters,
  type WorkflowChange,
} from './maintenance';

export const maintenanceQueries = {
  queue: (filters: QueueFilters, limit: number) =>
    queryOptions({
      queryKey: ['admin', 'maintenance', 'queue', filters, limit],
      queryFn: () => fetchQueue(filters, limit),
      staleTime: 0,
      placeholderData: (previous) => previous,
    }),
  homes: () =>
    queryOptions({
      queryKey: ['admin', 'maintenance', 'home-choices'],
      queryFn: fetchHomeChoices,
      staleTime: 60_000,
    }),
  request: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'maintenance', 'request', id],
      queryFn: () => fetchRequest(id),
      staleTime: 0,
    }),
  home: (homeId: string) =>
    queryOptions({
      queryKey: ['admin', 'maintenance', 'home', homeId],
      queryFn: () => fetchHomeFacts(homeId),
      staleTime: 60_000,
    }),
  events: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'maintenance', 'request', id, 'events'],
      queryFn: () => fetchEvents(id),
      staleTime: 0,
    }),
  photos: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'maintenance', 'request', id, 'photos'],
      queryFn: () => fetchPhotos(id),
      // Signed URLs last 5 minutes: fetch new ones well before.
      staleTime: 120_000,
    }),
  vendors: () =>
    queryOptions({ queryKey: ['admin', 'vendors'], queryFn: fetchVendors, staleTime: 0 }),
};

export function useUpdateRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: WorkflowChange) => updateRequest(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'maintenance'] }),
  });
}

export function useAddEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: 'message' | 'note'; body: string }) =>
      addEvent(id, kind, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['admin', 'maintenance', 'request', id] }),
  });
}

export function useSaveVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: VendorValues }) =>
      saveVendor(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'vendors'] }),
  });
}

export function useDeleteVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteVendor(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'vendors'] }),
  });
}
