import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fetchActiveListings } from './api';
import { listingQueries, startLoadingActiveListings } from './queries';

vi.mock('./api', () => ({ fetchActiveListings: vi.fn(), fetchActiveListing: vi.fn() }));
const fetchMock = vi.mocked(fetchActiveListings);

describe('early listings request', () => {
  it('is taken over by the first query, and only by the first', async () => {
    fetchMock.mockResolvedValueOnce([]).mockResolvedValueOnce([]);
    startLoadingActiveListings();
    startLoadingActiveListings(); // a second call does not start another request
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const client = new QueryClient();
    await client.fetchQuery(listingQueries.active());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await client.fetchQuery({ ...listingQueries.active(), staleTime: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
