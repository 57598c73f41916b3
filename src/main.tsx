import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { createQueryClient } from '@/app/queryClient';
import { routes } from '@/app/routes';
import './index.css';

/**
 * Load the lazy route modules of the current URL before hydrating, so the first client render
 * matches the prerendered HTML (react-router's recipe for lazy routes with SSR hydration).
 */
async function resolveLazyMatches(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The prerenderer marks #root with the path it rendered. Hosts serve that HTML as the SPA fallback
 * for other paths too; hydrating it there would mismatch, so render from scratch instead.
 */
function prerenderedForThisPath(container: HTMLElement): boolean {
  if (container.firstElementChild === null) return false;
  const renderedPath = container.dataset.prerenderedPath;
  if (renderedPath === undefined) return true;
  const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return normalize(renderedPath) === normalize(window.location.pathname);
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const queryClient = createQueryClient();
  const hydrate = prerenderedForThisPath(container);

  if (hydrate) await resolveLazyMatches(routes);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  if (hydrate) {
    hydrateRoot(container, app);
  } else {
    container.textContent = '';
    createRoot(container).render(app);
  }
}

void start();
