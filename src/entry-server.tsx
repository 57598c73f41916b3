/**
 * Server entry for the build-time prerender (scripts/prerender.ts builds it with Vite's SSR build).
 * Renders one URL with the same providers and routes as the browser (src/main.tsx), waiting for
 * every lazy route and Suspense boundary, and reports which page modules the URL used so the
 * prerenderer can preload their chunks.
 */
import { isValidElement, StrictMode, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders, type HelmetContext } from '@/app/AppProviders';
import { createQueryClient } from '@/app/queryClient';
import { routes } from '@/app/routes';
import { staticPublicPaths } from '@/config/paths';
import { site } from '@/config/site';
import { blogPosts } from '@/content/blog';

export { site };

/** Every prerendered path: the route list of src/config/paths.ts with the blog's ids. */
export const prerenderPaths: string[] = staticPublicPaths(blogPosts.map((p) => p.id));

// The page modules, keyed by source path. The router imports the same module instances lazily,
// so a matched route's Component can be traced back to its file (and so to its client chunk).
const pageModules = import.meta.glob<{ default: ComponentType }>([
  './pages/*.tsx',
  '!./pages/*.test.tsx',
]);
let pageSourceByComponent: Map<ComponentType, string> | undefined;
async function pageSources(): Promise<Map<ComponentType, string>> {
  pageSourceByComponent ??= new Map(
    await Promise.all(
      Object.entries(pageModules).map(
        async ([path, load]) => [(await load()).default, `src/${path.slice(2)}`] as const,
      ),
    ),
  );
  return pageSourceByComponent;
}

export interface RenderResult {
  status: number;
  /** Where the route redirects to, when it does. */
  redirect?: string;
  /** The app's HTML for #root; React puts the hoisted head tags (title, meta, link) first. */
  html: string;
  /** Source paths of the page modules rendered, e.g. ['src/pages/HomePage.tsx']. */
  pageSources: string[];
}

export async function render(path: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, site.url)));
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: context.headers.get('Location') ?? undefined,
      html: '',
      pageSources: [],
    };
  }
  const sourceOf = await pageSources();
  const renderedPages = context.matches
    .map((match) => {
      // Once lazy() resolves, the router turns `Component` into `element` (<Component />).
      const { Component, element } = match.route;
      const component = Component ?? (isValidElement(element) ? element.type : undefined);
      return typeof component === 'function' ? sourceOf.get(component as ComponentType) : undefined;
    })
    .filter((source): source is string => typeof source === 'string');

  const router = createStaticRouter(handler.dataRoutes, context);
  const helmetContext: HelmetContext = {};
  const app = (
    <StrictMode>
      <AppProviders queryClient={createQueryClient()} helmetContext={helmetContext}>
        {/* No hydration data: the routes have no loaders, and src/main.tsx does not read it. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(app, {
    onError: (error) => void errors.push(error),
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw errors[0];
  return { status: context.statusCode, html, pageSources: renderedPages };
}
