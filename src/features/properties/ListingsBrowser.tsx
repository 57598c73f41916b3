import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import type { Property } from '@/lib/database.types';
import { FILTER_PARAM, filterListings, parseListingFilter, type ListingFilter } from './filters';
import { ListingCard, ListingCardSkeleton } from './ListingCard';
import { ListingFilterButtons } from './ListingFilterButtons';
import { listingQueries } from './queries';
import { useHydrated } from './useHydrated';
import { toast } from '@/lib/toast';

export const LOAD_ERROR_MESSAGE = 'Failed to load properties';
/** Cards in the first row (3 columns at most) load their photo at once. */
const EAGER_CARDS = 3;

/** The filter buttons and the card grid of /properties, with the filter kept in `?type=`. */
export function ListingsBrowser() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  // The prerendered page shows 'all'; the URL's filter applies once hydration is done.
  const filter = hydrated ? parseListingFilter(searchParams.get(FILTER_PARAM)) : 'all';
  const query = useQuery(listingQueries.active());

  useEffect(() => {
    if (query.isError) toast.error(LOAD_ERROR_MESSAGE, { id: 'properties-load-error' });
  }, [query.isError, query.errorUpdatedAt]);

  const setFilter = (next: ListingFilter) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete(FILTER_PARAM);
        else params.set(FILTER_PARAM, next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="flex flex-col gap-8">
      <ListingFilterButtons value={filter} onChange={setFilter} />
      <Results query={query} filter={filter} />
    </div>
  );
}

function Results({ query, filter }: { query: UseQueryResult<Property[]>; filter: ListingFilter }) {
  if (query.isPending) {
    // Placeholder cards hold the grid's place, so nothing jumps when the listings arrive.
    return (
      <div className="relative">
        <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: EAGER_CARDS }, (_, index) => (
            <li key={index} className="flex">
              <ListingCardSkeleton />
            </li>
          ))}
        </ul>
        <p
          role="status"
          className="absolute inset-x-0 top-24 text-center font-medium text-muted-foreground"
        >
          Loading properties...
        </p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="font-medium">{LOAD_ERROR_MESSAGE}.</p>
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Retrying...' : 'Try again'}
        </Button>
      </div>
    );
  }
  const listings = filterListings(query.data, filter);
  if (listings.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border py-16 text-center">
        <h2 className="text-xl font-semibold">No properties available</h2>
        <p className="text-muted-foreground">Check back soon for new listings!</p>
        {filter !== 'all' && query.data.length > 0 ? (
          <Button asChild variant="link">
            <Link to={paths.properties}>Show all properties</Link>
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Listings">
      {listings.map((listing, index) => (
        <li key={listing.id} className="flex">
          <ListingCard listing={listing} eager={index < EAGER_CARDS} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
