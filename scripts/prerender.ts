/**
 * Build step 2 of `npm run build` (after `vite build`): renders every static public route to
 * dist/<route>/index.html with its head tags and visible content, so crawlers and first paint
 * need no JavaScript; then writes dist/404.html (the SPA shell), dist/sitemap.xml and fixes
 * the Sitemap line of dist/robots.txt. src/main.tsx hydrates these pages.
 *
 * The server bundle comes from Vite's SSR build of src/entry-server.tsx, so aliases, env and
 * JSX work exactly as in the client build.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv } from 'vite';
import type { RenderResult } from '../src/entry-server.tsx';
import {
  buildSitemap,
  listingPageJobs,
  fillShell,
  modulePreloadLinks,
  outputFilesFor,
  splitHoisted,
  stylesheetLinks,
  withListingsSitemapLine,
  untranslatedTexts,
  withSitemapLine,
  type SitemapEntry,
} from './prerender-html.ts';
import { routeLoadKeys, routePolicy } from './budgets.ts';
import { loadActiveListingRows } from './prerender-listings.ts';
import type { Property } from '../src/lib/database.types.ts';
import { chunkCss, readManifest } from './vite-manifest.ts';
import { LOCAL_BUILD_FLAG, resolveBuildTarget } from '../src/config/buildTarget.ts';
import {
  HEADERS_FILE,
  inlineScriptHashes,
  renderHeadersFile,
  renderVercelConfig,
  securityHeaderRules,
} from './security-headers.ts';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const ssrDir = join(root, 'node_modules', '.cache', 'prerender');

/** What the prerenderer recorded per route; scripts/check-budgets.ts reads it. */
export interface PrerenderRecord {
  path: string;
  file: string;
  pageSources: string[];
}
export const prerenderRecordFile = join('.vite', 'prerender.json');

interface ServerEntry {
  render: (path: string) => Promise<RenderResult>;
  renderListing: (listing: Property, fetchedAt: number, locale: string) => Promise<RenderResult>;
  renderProperties: (
    listings: Property[],
    fetchedAt: number,
    path: string,
  ) => Promise<RenderResult>;
  listingsPagePaths: string[];
  listingPages: (id: string) => Array<{ locale: string; path: string }>;
  LISTING_COLUMNS: string;
  prerenderPaths: string[];
  sitemapEntries: (paths: readonly string[]) => SitemapEntry[];
  localeOfPath: (path: string) => string;
  sameInBothLanguages: readonly string[];
  splitLocale: (pathname: string) => { locale: string; path: string };
  site: { url: string };
  buildEnv: { supabaseUrl: string; supabaseKey: string; turnstileSiteKey?: string };
  errorTrackerEnv: { dsn?: string; environment?: string; release?: string };
  tokenPagePaths: string[];
}

async function buildServerEntry(): Promise<ServerEntry> {
  rmSync(ssrDir, { recursive: true, force: true });
  // The server build renders the footer's year from the client build's date, not today's, so the
  // prerendered HTML and the code that hydrates it agree (src/config/buildYear.ts).
  process.env.BUILD_DATE ??= statSync(join(distDir, '.vite', 'manifest.json')).mtime.toISOString();
  await build({
    root,
    logLevel: 'warn',
    mode: 'production',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      minify: false,
    },
  });
  const file = join(ssrDir, 'entry-server.js');
  if (!existsSync(file)) throw new Error(`SSR build did not produce ${file}`);
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}

async function main() {
  const started = Date.now();
  // Fails fast, naming the variable, before anything is read or written (buildTarget.ts).
  const target = resolveBuildTarget({
    ...loadEnv('production', root, 'VITE_'),
    [LOCAL_BUILD_FLAG]: process.env[LOCAL_BUILD_FLAG],
  });
  const shellFile = join(distDir, 'index.html');
  if (!existsSync(shellFile) || !existsSync(join(distDir, '.vite', 'manifest.json'))) {
    throw new Error(
      'Run `vite build` first (with build.manifest: true): dist/ has no shell or manifest',
    );
  }
  // The shell is read once; dist/index.html is overwritten by the home page below.
  const shell = readFileSync(shellFile, 'utf8');
  if (shell.includes('data-prerendered-path')) {
    throw new Error(
      'dist/index.html is already prerendered: run `vite build` again before this step',
    );
  }
  writeFileSync(join(distDir, '404.html'), shell);

  const manifest = readManifest(distDir);
  const server = await buildServerEntry();
  const records: PrerenderRecord[] = [];
  const problems: string[] = [];
  /** Each page's body by path: a Spanish page is compared with its English twin. */
  const bodies = new Map<string, string>();
  /** Every inline script the written pages would run, for the CSP (scripts/security-headers.ts). */
  const scriptHashes = new Set(inlineScriptHashes(shell));

  /** Writes one rendered route; returns its main file, or undefined after a problem. */
  function writePage(path: string, result: RenderResult, required: RegExp[]): string | undefined {
    if (result.status !== 200) {
      problems.push(`${path}: status ${result.status} (fell through to the 404 route)`);
      return undefined;
    }
    const { head, body } = splitHoisted(result.html);
    bodies.set(path, head + body);
    // Crawlers see exactly this: a page without its title or main heading is a broken build.
    if (!/<title>/.test(head)) problems.push(`${path}: no <title> was rendered`);
    if (!/<h1[\s>]/.test(body)) problems.push(`${path}: no <h1> was rendered`);
    for (const pattern of required) {
      if (!pattern.test(head + body)) problems.push(`${path}: nothing matches ${pattern}`);
    }

    // Preload the page's own chunks (and on data routes the client they import at once, see
    // scripts/budgets.ts): the browser fetches them with the entry, not after it.
    const { page: ownChunks, eager } = routeLoadKeys(
      manifest,
      result.pageSources,
      routePolicy(path),
    );
    const pageChunks = [...ownChunks, ...eager];
    const preload =
      modulePreloadLinks(pageChunks.map((key) => manifest[key]!.file)) +
      stylesheetLinks(chunkCss(manifest, pageChunks));
    const page = fillShell(shell, {
      path,
      head: head + preload,
      body,
      lang: server.localeOfPath(path),
    });
    for (const hash of inlineScriptHashes(page)) scriptHashes.add(hash);
    const files = outputFilesFor(path);
    for (const file of files) {
      const out = join(distDir, file);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, page);
    }
    return files[0]!;
  }

  // Every active listing as it is now: its whole page and head before JavaScript (in English
  // and in Spanish), and /properties and /es/properties with their cards. Listings published later render in the browser until
  // the next build (docs/listings.md).
  const fetchedAt = Date.now();
  const { rows, source } = await loadActiveListingRows(
    server.buildEnv.supabaseUrl,
    server.buildEnv.supabaseKey,
    server.LISTING_COLUMNS,
    { local: target.local },
  );
  // JSON from the Data API: anon's columns joined with listing_texts(), as the page reads it.
  const listings = rows;

  for (const path of server.prerenderPaths) {
    const listingsPage = server.listingsPagePaths.includes(path);
    const result =
      // Skipped listings are not "no listings": that page keeps its loading state.
      listingsPage && source !== 'skipped'
        ? await server.renderProperties(listings, fetchedAt, path)
        : await server.render(path);
    const file = writePage(
      path,
      result,
      listingsPage ? [/<script type="application\/json" id="listings-data">/] : [],
    );
    if (file) records.push({ path, file, pageSources: result.pageSources });
  }

  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const jobs = listingPageJobs([...byId.keys()], server.listingPages);
  for (const job of jobs) {
    const result = await server.renderListing(byId.get(job.id)!, fetchedAt, job.locale);
    const file = writePage(job.path, result, [
      /<link rel="canonical"/,
      /<link rel="alternate" hreflang="es"/i,
      /<link rel="alternate" hreflang="x-default"/i,
      /<meta name="description"/,
      /<meta property="og:image"/,
      /<script type="application\/ld\+json">/,
      /<script type="application\/json" id="listing-data">/,
    ]);
    if (file && job.recorded) {
      records.push({ path: job.path, file, pageSources: result.pageSources });
    }
  }

  // A Spanish page must not show its English twin's words (names and stored listing text aside).
  const same = [
    ...server.sameInBothLanguages,
    // A listing's stored text is the office's own, in English on both pages (docs/listings.md).
    ...listings.flatMap((listing) =>
      Object.values(listing).flatMap((value) =>
        typeof value === 'string'
          ? [value]
          : Array.isArray(value)
            ? value.filter((v): v is string => typeof v === 'string')
            : [],
      ),
    ),
  ];
  for (const [path, body] of bodies) {
    const english = server.splitLocale(path);
    if (english.locale === 'en') continue;
    const twin = bodies.get(english.path);
    if (twin === undefined) continue;
    const left = untranslatedTexts(body, twin, same);
    if (left.length > 0) {
      problems.push(
        `${path}: English text on the Spanish page: ${left.map((t) => JSON.stringify(t)).join(', ')}`,
      );
    }
  }

  if (problems.length > 0) {
    throw new Error(`Prerender failed:\n  ${problems.join('\n  ')}`);
  }

  const siteUrl = server.site.url;
  const today = new Date().toISOString().slice(0, 10);
  writeFileSync(
    join(distDir, 'sitemap.xml'),
    buildSitemap(siteUrl, server.sitemapEntries(server.prerenderPaths), today),
  );
  const robotsFile = join(distDir, 'robots.txt');
  const robots = existsSync(robotsFile)
    ? readFileSync(robotsFile, 'utf8')
    : 'User-agent: *\nAllow: /\nDisallow: /auth\nDisallow: /admin\nDisallow: /portal\n';
  writeFileSync(
    robotsFile,
    withListingsSitemapLine(
      withSitemapLine(robots, `${siteUrl}/sitemap.xml`),
      `${server.buildEnv.supabaseUrl.replace(/\/+$/, '')}/functions/v1/listings-sitemap`,
    ),
  );
  // The security headers, for the hosts the README names and for `vite preview`.
  const headerRules = securityHeaderRules({
    supabaseUrl: server.buildEnv.supabaseUrl,
    turnstile: server.buildEnv.turnstileSiteKey !== undefined,
    errorTracker: server.errorTrackerEnv,
    scriptHashes: [...scriptHashes],
    tokenPaths: server.tokenPagePaths,
  });
  writeFileSync(join(distDir, HEADERS_FILE), renderHeadersFile(headerRules));
  writeFileSync(join(distDir, 'vercel.json'), renderVercelConfig(headerRules));
  writeFileSync(join(distDir, prerenderRecordFile), `${JSON.stringify(records, null, 2)}\n`);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Prerendered ${server.prerenderPaths.length} routes, ${jobs.length} pages of ${rows.length} listings (${source}), sitemap.xml, 404.html, _headers and vercel.json in ${seconds} s`,
  );
}

// Imported by check-budgets for the record's type and name; runs only as the script itself.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
