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

describe('early listings request on a prerendered /properties', () => {
  it('is not made when the page carries the unfiltered list it was built with', async () => {
    vi.resetModules();
    document.body.innerHTML =
      '<script type="application/json" id="listings-data">{"listings":[],"fetchedAt":1}</script>';
    const { startLoadingActiveListings: startFresh } = await import('./queries');
    const freshFetch = vi.mocked((await import('./api')).fetchActiveListings);
    freshFetch.mockReset();
    freshFetch.mockResolvedValue([]);
    startFresh();
    expect(freshFetch).not.toHaveBeenCalled();

    // A filtered URL still starts it: the prerendered list is the unfiltered one.
    vi.resetModules();
    window.history.replaceState(null, '', '/properties?type=rent');
    const { startLoadingActiveListings: startFiltered } = await import('./queries');
    const filteredFetch = vi.mocked((await import('./api')).fetchActiveListings);
    filteredFetch.mockReset();
    filteredFetch.mockResolvedValue([]);
    startFiltered();
    expect(filteredFetch).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '';
  });
});
