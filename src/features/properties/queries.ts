/** TanStack Query options for listings (cached per session; see src/app/queryClient.ts). */
import { queryOptions } from '@tanstack/react-query';
import { fetchActiveListing, fetchActiveListings } from './api';

export const listingQueries = {
  active: () => queryOptions({ queryKey: ['properties', 'active'], queryFn: fetchActiveListings }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['properties', 'active', id],
      queryFn: () => fetchActiveListing(id),
    }),
};
