/** TanStack Query keys, queries and mutations of the listings screen. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyInsert } from '@/lib/database.types';
import {
  createProperty,
  deleteProperty,
  fetchAllProperties,
  fetchUpcomingShowings,
  updateProperty,
} from './listings';

export const listingQueries = {
  properties: () =>
    queryOptions({ queryKey: ['admin', 'properties'], queryFn: fetchAllProperties, staleTime: 0 }),
  /** Booked showings ahead, by listing (the calendar's bookings). */
  upcomingShowings: () =>
    queryOptions({
      queryKey: ['admin', 'properties', 'upcoming-showings'],
      queryFn: fetchUpcomingShowings,
      staleTime: 0,
    }),
};

/** After any write: the admin list and every public listing view refetch. */
function useInvalidateListings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'properties'] }),
      queryClient.invalidateQueries({ queryKey: ['properties'] }),
    ]);
}

export function useSaveProperty() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: PropertyInsert }) =>
      id ? updateProperty(id, values) : createProperty(values),
    onSuccess: invalidate,
  });
}

export function useDeleteProperty() {
  const invalidate = useInvalidateListings();
  return useMutation({ mutationFn: (id: string) => deleteProperty(id), onSuccess: invalidate });
}
