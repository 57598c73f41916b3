// /properties prerendered with the build's listings (scripts/prerender.ts, renderProperties):
// hydration takes the embedded data, so the cards hydrate in place, then the list is refetched.
// Its own file: the early listings request of PropertiesPage is module state.
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noListingDetails } from '@/config/listingRules';
import { fetchActiveListings } from '@/features/listings/public/api';
import { listingQueries } from '@/features/listings/public/queries';
import type { Property } from '@/lib/database.types';
import { BrowserApp } from './BrowserApp';
import { createQueryClient } from './queryClient';
import { preloadRoutes } from './routeElements';
import { routes } from './routes';
import { ServerApp } from './ServerApp';

// The data boundary only: what the page does with the data is under test.
vi.mock('@/features/listings/public/api', () => ({
  fetchActiveListings: vi.fn(),
  fetchActiveListing: vi.fn(),
}));
const fetchMock = vi.mocked(fetchActiveListings);

let root: Root | undefined;

async function hydrateHtml(path: string, html: string) {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <BrowserApp />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { container, recoverable };
}

describe('/properties prerendered with listings', () => {
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('/properties built with listings: the cards hydrate in place, then are refetched', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const listing: Property = {
      ...noListingDetails,
      id: '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e01',
      title: 'Craftsman <b>Bungalow</b>',
      description: 'Near Old Town.',
      property_type: 'rent',
      price: 2450,
      address: '1 Main St',
      city: 'La Verne',
      state: 'CA',
      zip_code: '91750',
      bedrooms: 2,
      bathrooms: 1,
      square_feet: 900,
      status: 'active',
      images: ['/images/listings/la-verne-craftsman-1.webp'],
      listing_date: '2026-11-01T00:00:00Z',
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
    };
    const refetched = { ...listing, title: 'Craftsman Bungalow, refetched' };
    fetchMock.mockResolvedValue([refetched]);
    const path = '/properties';
    await preloadRoutes(routes, path);
    const queryClient = createQueryClient();
    queryClient.setQueryData(listingQueries.active().queryKey, [listing], { updatedAt: 1 });
    // The footer is a lazy island: the first pass starts its import, a later one renders it.
    const render = () => renderToString(<ServerApp location={path} queryClient={queryClient} />);
    let html = render();
    for (let pass = 0; html.includes('<!--$!-->') && pass < 100; pass += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      html = render();
    }
    // Asserted as booleans: a failure should not print the whole page.
    expect(html.includes('id="listings-data"')).toBe(true);
    expect(html.includes('Loading properties')).toBe(false);
    // The first card's photo, with React's preload of it in the head.
    expect(/<img[^>]*fetchpriority="high"/i.test(html)).toBe(true);
    expect(/<link rel="preload" as="image"[^>]*fetchpriority="high"/i.test(html)).toBe(true);
    expect(html.includes('Craftsman &lt;b&gt;Bungalow&lt;/b&gt;')).toBe(true);

    const { container, recoverable } = await hydrateHtml(path, html);
    expect(recoverable).toEqual([]);
    expect(
      consoleError.mock.calls.filter((call) => String(call[0]).match(/hydrat|did not match/i)),
    ).toEqual([]);
    // The build's data first, then the refetch (the listing may have changed since the build).
    await vi.waitFor(() =>
      expect(container.textContent).toContain('Craftsman Bungalow, refetched'),
    );
    expect(container.querySelector('#listings-data')).toBeNull();
  });
});
