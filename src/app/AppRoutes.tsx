import { useRoutes } from 'react-router-dom';
import { toRouteElements } from './routeElements';
import { routes } from './routes';

const routeElements = toRouteElements(routes);

/**
 * The site's routes. Render inside <BrowserRouter> (browser) or <StaticRouter location> (prerender),
 * after `preloadRoutes(routes, pathname)` so that no lazy page suspends.
 */
export function AppRoutes() {
  return useRoutes(routeElements);
}
