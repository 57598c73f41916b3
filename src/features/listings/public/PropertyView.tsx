import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import type { ListingsContent } from '@/content/listings';
import { toast } from '@/lib/toast';
import { LazyShowingForm } from './LazyShowingForm';
import { ListingDetails } from './ListingDetails';
import { ListingDetailsSkeleton } from './ListingDetailsSkeleton';
import { ListingsContentProvider } from './listingsContent';
import { ListingUnavailable } from './ListingUnavailable';
import { embeddedListingJson, LISTING_DATA_ID, readEmbeddedListing } from './prerenderedListing';
import { listingQueries } from './queries';

/**
 * /properties/<id> (and /es/properties/<id> with the Spanish `content`): the listing from the
 * prerendered page's data or the database, its loading, error and unavailable states.
 */
export function PropertyView({ content }: { content: ListingsContent }) {
  const { id = '' } = useParams();
  // A prerendered page carries the listing it was built with: hydrate from it, then refetch at
  // once (updated at 0: always stale), since it may have changed or closed since the build.
  const [embedded] = useState(() => readEmbeddedListing(id));
  const query = useQuery({
    ...listingQueries.one(id),
    ...(embedded ? { initialData: embedded.listing, initialDataUpdatedAt: 0 } : {}),
  });

  useEffect(() => {
    if (query.isError) toast.error(content.loadError, { id: 'listing-load-error' });
  }, [query.isError, query.errorUpdatedAt, content]);

  let view;
  if (query.isPending) view = <ListingDetailsSkeleton />;
  else if (query.isError) {
    view = (
      <div role="alert" className="flex flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">{content.loadError}</h1>
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? content.browser.retrying : content.browser.retry}
        </Button>
      </div>
    );
  } else if (!query.data) view = <ListingUnavailable id={id} />;
  else {
    view = (
      <>
        <ListingDetails
          listing={query.data}
          showingForm={<LazyShowingForm listingId={query.data.id} />}
        />
        <script
          type="application/json"
          id={LISTING_DATA_ID}
          // Data for hydration, not HTML: React would entity-escape a text child.
          dangerouslySetInnerHTML={{
            __html: embeddedListingJson({
              listing: query.data,
              fetchedAt: embedded?.fetchedAt ?? query.dataUpdatedAt,
            }),
          }}
        />
      </>
    );
  }
  return <ListingsContentProvider value={content}>{view}</ListingsContentProvider>;
}
