/**
 * Renders the route table (src/app/routes.tsx, written in react-router's data-route shape) with
 * the lighter declarative router: <BrowserRouter> + useRoutes. The data router alone adds ~15 KB
 * of gzipped JS, which the 100 KB per-route budget cannot afford. `lazy` becomes a component that
 * loads its module once; `errorElement` becomes an error boundary that shows it.
 */
import {
  Component,
  createContext,
  use,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { matchRoutes, Outlet, useLocation, type RouteObject } from 'react-router-dom';

interface LoadedRoute {
  Component?: ComponentType | null;
  element?: ReactNode;
}

const loaded = new WeakMap<RouteObject, LoadedRoute>();
const loading = new WeakMap<RouteObject, Promise<LoadedRoute>>();

function loadRoute(route: RouteObject): Promise<LoadedRoute> {
  const cached = loading.get(route);
  if (cached) return cached;
  const lazy = route.lazy;
  if (typeof lazy !== 'function') {
    throw new Error('Only function-style `lazy` routes are supported');
  }
  const promise = Promise.resolve(lazy()).then((module) => {
    const result = module as LoadedRoute;
    loaded.set(route, result);
    return result;
  });
  // A failed download stays failed until the page reloads (the error screen's "Try again"):
  // forgetting it at once let React, rendering the navigation again, start a new download each
  // time the last one failed, an endless loop of failed requests instead of the error screen.
  loading.set(route, promise);
  return promise;
}

/** Loads the lazy modules of every route matching `pathname` (before hydrating or prerendering). */
export async function preloadRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.lazy ? loadRoute(route) : Promise.resolve())),
  );
}

function LazyRoute({ route }: { route: RouteObject }) {
  // Already loaded (preloaded or visited): render synchronously, so hydration matches.
  const module = loaded.get(route) ?? use(loadRoute(route));
  if (module.Component) return <module.Component />;
  return <>{module.element ?? <Outlet />}</>;
}

const RouteErrorContext = createContext<unknown>(undefined);

/** The error caught by the nearest route error boundary (read by RouteErrorScreen). */
export function useRouteErrorValue(): unknown {
  return use(RouteErrorContext);
}

interface BoundaryProps {
  fallback: ReactNode;
  pathname: string;
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
  hasError: boolean;
  pathname: string;
}

class RouteErrorBoundaryInner extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: undefined, hasError: false, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    // Navigating elsewhere clears the error, as react-router's own boundary does.
    if (props.pathname !== state.pathname) {
      return { error: undefined, hasError: false, pathname: props.pathname };
    }
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route error:', error, info.componentStack);
  }

  render() {
    if (!this.state.hasError) return this.props.children;
    return <RouteErrorContext value={this.state.error}>{this.props.fallback}</RouteErrorContext>;
  }
}

function RouteErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundaryInner fallback={fallback} pathname={pathname}>
      {children}
    </RouteErrorBoundaryInner>
  );
}

function routeElement(route: RouteObject): ReactNode {
  let element: ReactNode;
  if (route.element !== undefined) element = route.element;
  else if (route.Component) element = <route.Component />;
  else if (route.lazy) element = <LazyRoute route={route} />;
  else element = <Outlet />;
  if (route.errorElement != null) {
    element = <RouteErrorBoundary fallback={route.errorElement}>{element}</RouteErrorBoundary>;
  }
  return element;
}

/** The same table for useRoutes(): every route rendered through `routeElement`. */
export function toRouteElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const element = routeElement(route);
    if (route.index) {
      return { index: true, caseSensitive: route.caseSensitive, element };
    }
    return {
      path: route.path,
      caseSensitive: route.caseSensitive,
      element,
      children: route.children ? toRouteElements(route.children) : undefined,
    };
  });
}
