import { useQuery, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders';
import { lazyQueryClient, loadedQueryClient } from './lazyQueryClient';

function Greeting() {
  const { data } = useQuery({ queryKey: ['greeting'], queryFn: async () => 'Hello from a query' });
  return <p>{data ?? 'fetching'}</p>;
}

function ClientIdentity() {
  const client = useQueryClient();
  return <p>{client === lazyQueryClient ? 'lazy client' : 'other client'}</p>;
}

describe('lazily loaded QueryClient', () => {
  it('suspends the first query until the client has loaded, then runs it', async () => {
    render(
      <AppProviders>
        <ClientIdentity />
        <Suspense fallback={<p>waiting for the client</p>}>
          <Greeting />
        </Suspense>
      </AppProviders>,
    );
    expect(screen.getByText('lazy client')).toBeInTheDocument();
    expect(await screen.findByText('Hello from a query')).toBeInTheDocument();
    const client = loadedQueryClient();
    expect(client).toBeDefined();
    // The stand-in forwards to the real client, cache included.
    expect(lazyQueryClient.getQueryData(['greeting'])).toBe('Hello from a query');
    expect(client?.getQueryData(['greeting'])).toBe('Hello from a query');
  });

  it('is not a thenable', async () => {
    await expect(Promise.resolve(lazyQueryClient)).resolves.toBe(lazyQueryClient);
  });
});
