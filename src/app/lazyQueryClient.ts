/**
 * TanStack Query without query-core in the entry chunk. Only the listing pages use queries, so
 * marketing pages should not download the QueryClient (~8 KB gzipped) before they are interactive.
 *
 * `lazyQueryClient` stands in for the QueryClient in the context. Once the real client is loaded
 * it forwards everything to it; before that, the first component that uses it during render
 * suspends (a thrown promise) until `./queryClient` has loaded, and then renders normally.
 * Hydrating a prerendered page keeps the server HTML while it waits.
 */
import type { QueryClient } from '@tanstack/react-query';

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./queryClient').then(({ createQueryClient }) => {
    client = createQueryClient();
    // What QueryClientProvider would do on mount: refetch on focus and reconnect.
    client.mount();
    return client;
  });
  return loading;
}

/** The real client once loaded (for tests and diagnostics). */
export function loadedQueryClient(): QueryClient | undefined {
  return client;
}

export const lazyQueryClient: QueryClient = new Proxy({} as QueryClient, {
  get(_target, property) {
    if (client) {
      const value: unknown = Reflect.get(client, property, client);
      return typeof value === 'function' ? value.bind(client) : value;
    }
    // Not a thenable: awaiting the proxy must not suspend anything.
    if (property === 'then') return undefined;
    throw loadQueryClient();
  },
});
