import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { ListingDetails } from '@/features/properties/ListingDetails';
import { ListingUnavailable } from '@/features/properties/ListingUnavailable';
import { listingQueries } from '@/features/properties/queries';
import { ShowingRequestForm } from '@/features/properties/ShowingRequestForm';

const LOAD_ERROR = 'Failed to load this listing';

export default function PropertyPage() {
  const { id = '' } = useParams();
  const query = useQuery(listingQueries.one(id));

  useEffect(() => {
    if (query.isError) toast.error(LOAD_ERROR, { id: 'listing-load-error' });
  }, [query.isError, query.errorUpdatedAt]);

  if (query.isPending) {
    return (
      <p role="status" className="px-4 py-24 text-center text-muted-foreground">
        Loading listing...
      </p>
    );
  }
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
    <ListingDetails
      listing={query.data}
      showingForm={<ShowingRequestForm listing={query.data} />}
    />
  );
}
