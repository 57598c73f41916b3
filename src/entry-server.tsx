/**
 * Server entry for the build-time prerender (scripts/prerender.ts builds it with Vite's SSR build).
 * Renders one URL with the same tree as the browser (ServerApp is BrowserApp's static twin),
 * after loading the URL's lazy page modules, waiting for every Suspense boundary; reports which
 * page modules the URL used, so the prerenderer can preload their chunks.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { locales, type Locale } from '@contract/locale.ts';
import { createQueryClient } from '@/app/queryClient';
import { preloadRoutes } from '@/app/routeElements';
import { routes } from '@/app/routes';
import { ServerApp } from '@/app/ServerApp';
import { localizedPath, splitLocale, staticPublicPaths } from '@/config/paths';
import { tokenLinkPaths } from '@/config/tokenLinks';
import { site } from '@/config/site';
import { blogPosts } from '@/content/blog';
import { LISTING_COLUMNS } from '@/features/listings/public/api';
import { noSearch, sortListings } from '@/features/listings/public/filters';
import { listingQueries } from '@/features/listings/public/queries';
import { paths } from '@/config/paths';
import type { Property } from '@/lib/database.types';

export { site };
export { sameInBothLanguages } from '@/content/sameInBothLanguages';
export { splitLocale } from '@/config/paths';
/** The Supabase project's URL, for the listings sitemap line of robots.txt. */
export { env as buildEnv } from '@/config/env';

/** The error tracker's settings of this build, for the CSP's report-uri (scripts/security-headers.ts). */
export const errorTrackerEnv = {
  dsn: import.meta.env.VITE_SENTRY_DSN,
  environment: import.meta.env.VITE_SENTRY_ENVIRONMENT,
  release: import.meta.env.VITE_SENTRY_RELEASE,
};

/** Whether the router has a page (not the 404) for a path. */
function hasPage(path: string): boolean {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.length > 0 && matches.at(-1)?.route.path !== '*';
}

const englishPaths = staticPublicPaths(blogPosts.map((p) => p.id));

/**
 * Every prerendered path: the route list of src/config/paths.ts with the blog's ids, then each
 * one's Spanish twin (/es/...) where the router has it.
 */
export const prerenderPaths: string[] = [
  ...englishPaths,
  ...englishPaths
    .map((path) => localizedPath('es', path))
    .filter((path) => splitLocale(path).locale === 'es' && hasPage(path)),
];

/** The token pages in both languages, for their Referrer-Policy (scripts/security-headers.ts). */
export const tokenPagePaths: string[] = [
  ...new Set(tokenLinkPaths.flatMap((path) => [path, localizedPath('es', path)])),
];

/** The sitemap: every prerendered path, with its twin in the other language when it has one. */
export function sitemapEntries(
  paths: readonly string[],
): Array<{ path: string; alternates?: Record<string, string> }> {
  const listed = new Set(paths);
  return paths.map((path) => {
    const english = splitLocale(path).path;
    const spanish = localizedPath('es', english);
    if (spanish === english || !listed.has(spanish) || !listed.has(english)) return { path };
    return { path, alternates: { en: english, es: spanish, 'x-default': english } };
  });
}

/** The language of a prerendered path, for <html lang>. */
export function localeOfPath(path: string): string {
  return splitLocale(path).locale;
}

// The page modules, keyed by source path. The router imports the same module instances lazily,
// so a matched route's component can be traced back to its file (and so to its client chunk).
const pageModules = import.meta.glob<{ default: ComponentType }>([
  './pages/*.tsx',
  './pages/es/*.tsx',
  '!./pages/**/*.test.tsx',
]);
let pageSourceByComponent: Map<ComponentType, string> | undefined;
async function pageSourceMap(): Promise<Map<ComponentType, string>> {
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
  /** 404 when the path falls through to the catch-all route. */
  status: number;
  /** The app's HTML for #root; React puts the hoisted head tags (title, meta, link) first. */
  html: string;
  /** Source paths of the page modules rendered, e.g. ['src/pages/HomePage.tsx']. */
  pageSources: string[];
}

async function matchedPages(pathname: string): Promise<{ sources: string[]; catchAll: boolean }> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const sourceOf = await pageSourceMap();
  const sources: string[] = [];
  for (const { route } of matches) {
    if (typeof route.lazy !== 'function') continue;
    const loaded = (await route.lazy()) as Pick<RouteObject, 'Component'>;
    const source = loaded.Component ? sourceOf.get(loaded.Component) : undefined;
    if (source) sources.push(source);
  }
  return { sources, catchAll: matches.some(({ route }) => route.path === '*') };
}

/** The columns anon reads of a listing, for the build's listings query (texts come beside). */
export { LISTING_COLUMNS };

/** A listing's page in each language: /properties/<id> and /es/properties/<id>. */
export function listingPages(id: string): Array<{ locale: Locale; path: string }> {
  return locales.map((locale) => ({ locale, path: localizedPath(locale, paths.property(id)) }));
}

/**
 * A listing page rendered from the listing the build read (`fetchedAt`: when), so its HTML has
 * the whole listing and its head tags; the page embeds the same data for hydration. In Spanish
 * at /es/properties/<id>: the page's words are Spanish, the listing's text as stored.
 */
export function renderListing(
  listing: Property,
  fetchedAt: number,
  locale: Locale = 'en',
): Promise<RenderResult> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(listingQueries.one(listing.id).queryKey, listing, {
    updatedAt: fetchedAt,
  });
  return render(localizedPath(locale, paths.property(listing.id)), queryClient);
}

/** The paths renderProperties renders (the prerender renders them with listings). */
export const listingsPagePaths: string[] = locales.map((locale) =>
  localizedPath(locale, paths.properties),
);

/**
 * /properties (or its Spanish twin, `path` /es/properties) rendered with every active listing the build read, in the order the page asks
 * the database for (newest first), so its cards and first photo are in the HTML; the page
 * embeds the same data for hydration and refetches it (docs/listings.md, "Listing pages
 * before JavaScript").
 */
export function renderProperties(
  listings: Property[],
  fetchedAt: number,
  path: string = paths.properties,
): Promise<RenderResult> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    listingQueries.active(noSearch).queryKey,
    sortListings(listings, noSearch.sort),
    { updatedAt: fetchedAt },
  );
  return render(path, queryClient);
}

export async function render(
  path: string,
  queryClient: QueryClient = createQueryClient(),
): Promise<RenderResult> {
  const pathname = new URL(path, site.url).pathname;
  await preloadRoutes(routes, pathname);
  const { sources, catchAll } = await matchedPages(pathname);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <ServerApp location={path} queryClient={queryClient} />,
    {
      onError: (error) => void errors.push(error),
      // Inline every boundary: React outlines big ones (over ~12 KB) into hidden nodes that a
      // script swaps in later, so the page first paints its 'Loading…' fallback, then jumps.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw errors[0];
  return { status: catchAll ? 404 : 200, html, pageSources: sources };
}
