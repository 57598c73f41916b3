import type { QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

export interface ServerAppProps {
  /** The path (and search) being prerendered, e.g. '/pricing'. */
  location: string;
  queryClient: QueryClient;
}

/**
 * The app for prerendering: the same tree as BrowserApp with a static router. Before rendering,
 * `await preloadRoutes(routes, pathname)` (src/app/routeElements.tsx) so no page suspends, and mark
 * the container `<div id="root" data-prerendered-path="/pricing">` so src/main.tsx hydrates it.
 */
export function ServerApp({ location, queryClient }: ServerAppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={location}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
}
