import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import type { ListingsContent } from '@/content/listings';
import type { Property } from '@/lib/database.types';
import {
  isFiltered,
  listingSearchParams,
  noSearch,
  parseListingSearch,
  type ListingFilter,
  type ListingSearch,
} from './filters';
import { ListingCard, ListingCardSkeleton } from './ListingCard';
import { ListingAlertControl } from './ListingAlertControl';
import { ListingFilterButtons } from './ListingFilterButtons';
import { ListingSearchForm } from './ListingSearchForm';
import { ListingsContentProvider, useListingsContent } from './listingsContent';
import { embeddedListingJson, LISTINGS_DATA_ID, readEmbeddedListings } from './prerenderedListing';
import { listingQueries } from './queries';
import { useHydrated } from '@/lib/useHydrated';
import { toast } from '@/lib/toast';

/** Cards in the first row (3 columns at most) load their photo at once. */
const EAGER_CARDS = 3;

/**
 * The type buttons, the search form and the card grid of /properties (and /es/properties, with
 * the Spanish `content`); the search is the URL.
 */
export function ListingsBrowser({ content }: { content: ListingsContent }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  // The prerendered page shows everything; the URL's search applies once hydration is done.
  const search = hydrated ? parseListingSearch(searchParams) : noSearch;
  // The prerendered page carries the listings it was built with: hydrate from them, then
  // refetch at once (updated at 0: always stale), since listings may have changed since.
  const [embedded] = useState(() => readEmbeddedListings());
  const unfiltered = listingSearchParams(search).size === 0;
  const query = useQuery({
    ...listingQueries.active(search),
    ...(embedded && unfiltered ? { initialData: embedded.listings, initialDataUpdatedAt: 0 } : {}),
  });

  useEffect(() => {
    if (query.isError) toast.error(content.browser.loadError, { id: 'properties-load-error' });
  }, [query.isError, query.errorUpdatedAt, content]);

  // Each search is a history entry, so back/forward step through searches.
  const setSearch = (next: ListingSearch) =>
    setSearchParams(listingSearchParams(next), { preventScrollReset: true });
  const setFilter = (type: ListingFilter) => setSearch({ ...search, type });
  const clear = () => setSearch(noSearch);

  return (
    <ListingsContentProvider value={content}>
      <div className="flex flex-col gap-6">
        <ListingFilterButtons value={search.type} onChange={setFilter} />
        <ListingSearchForm
          key={listingSearchParams({ ...search, type: 'all' }).toString()}
          search={search}
          onSearch={setSearch}
        />
        <Results query={query} search={search} onClear={clear} />
        {!hydrated && query.data ? (
          // Server render and hydration only: the data the HTML was built from, for hydration.
          <script
            type="application/json"
            id={LISTINGS_DATA_ID}
            // Data for hydration, not HTML: React would entity-escape a text child.
            dangerouslySetInnerHTML={{
              __html: embeddedListingJson({
                listings: query.data,
                fetchedAt: embedded?.fetchedAt ?? query.dataUpdatedAt,
              }),
            }}
          />
        ) : null}
      </div>
    </ListingsContentProvider>
  );
}

function Results({
  query,
  search,
  onClear,
}: {
  query: UseQueryResult<Property[]>;
  search: ListingSearch;
  onClear: () => void;
}) {
  const c = useListingsContent().browser;
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
          {c.loading}
        </p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="font-medium">{c.loadError}.</p>
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? c.retrying : c.retry}
        </Button>
      </div>
    );
  }
  const listings = query.data;
  const filtered = isFiltered(search);
  const count = (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm font-medium text-muted-foreground">
        {c.count(listings.length, filtered)}
      </p>
      <ListingAlertControl filters={search} />
    </div>
  );
  if (listings.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {count}
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border py-16 text-center">
          <h2 className="text-xl font-semibold">{filtered ? c.noMatchTitle : c.emptyTitle}</h2>
          <p className="text-muted-foreground">{filtered ? c.noMatchText : c.emptyText}</p>
          {filtered ? (
            <Button onClick={onClear} className="min-h-11">
              {c.clearFilters}
            </Button>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {count}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={c.listLabel}>
        {listings.map((listing, index) => (
          <li key={listing.id} className="flex">
            <ListingCard listing={listing} eager={index < EAGER_CARDS} priority={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
