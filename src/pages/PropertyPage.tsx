import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { ListingDetails } from '@/features/properties/ListingDetails';
import { ListingDetailsSkeleton } from '@/features/properties/ListingDetailsSkeleton';
import { ListingUnavailable } from '@/features/properties/ListingUnavailable';
import {
  embeddedListingJson,
  LISTING_DATA_ID,
  readEmbeddedListing,
} from '@/features/properties/prerenderedListing';
import { listingQueries } from '@/features/properties/queries';
import { LazyShowingForm } from '@/features/properties/LazyShowingForm';

const LOAD_ERROR = 'Failed to load this listing';

export default function PropertyPage() {
  const { id = '' } = useParams();
  // A prerendered page carries the listing it was built with: hydrate from it, then refetch at
  // once (updated at 0: always stale), since it may have changed or closed since the build.
  const [embedded] = useState(() => readEmbeddedListing(id));
  const query = useQuery({
    ...listingQueries.one(id),
    ...(embedded ? { initialData: embedded.listing, initialDataUpdatedAt: 0 } : {}),
  });

  useEffect(() => {
    if (query.isError) toast.error(LOAD_ERROR, { id: 'listing-load-error' });
  }, [query.isError, query.errorUpdatedAt]);

  if (query.isPending) return <ListingDetailsSkeleton />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">{LOAD_ERROR}</h1>
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Retrying...' : 'Try again'}
        </Button>
      </div>
    );
  }
  if (!query.data) return <ListingUnavailable id={id} />;
  return (
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
