/**
 * The active listings the build prerenders (scripts/prerender.ts), read through the Data API as
 * the anonymous role (VITE_SUPABASE_URL + the publishable key), so row-level security decides,
 * exactly as for a visitor, which listings are public.
 *
 * In an explicitly local build (LOCAL_BUILD=1, src/config/buildTarget.ts) whose loopback URL has
 * nothing answering (`npm test`'s build layer runs with no backend), a throwaway local backend
 * with the seed is started just for this read, so every local build has the seeded listing
 * pages. A production build never gets there (loopback URLs are refused before it starts); any
 * other unreachable backend fails the build
 * with a clear message (a deploy without its listing pages would lose them from search);
 * PRERENDER_LISTINGS=skip builds without them on purpose.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isLoopbackUrl } from '../src/config/buildTarget.ts';
import type { ListingTexts, Property } from '../src/lib/database.types.ts';

/** PostgREST's page size (config.toml's max_rows is 1000): read page by page. */
const PAGE = 1000;

export { isLoopbackUrl } from '../src/config/buildTarget.ts';

/** The Data API request for one page of active listings. */
export function activeListingsRequest(
  supabaseUrl: string,
  key: string,
  columns: string,
  offset: number,
): { url: string; headers: Record<string, string> } {
  const params = new URLSearchParams({
    select: columns.replace(/\s+/g, ''),
    status: 'eq.active',
    order: 'id.asc',
    limit: String(PAGE),
    offset: String(offset),
  });
  // New keys travel in `apikey` only; a legacy anon JWT also goes in Authorization.
  const headers: Record<string, string> = { apikey: key, accept: 'application/json' };
  if (key.startsWith('eyJ')) headers.authorization = `Bearer ${key}`;
  return { url: `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/properties?${params}`, headers };
}

export class BackendUnreachable extends Error {}

/** Anon reads no free text as columns: title, description, address and tour link come from here. */
async function fetchListingTexts(supabaseUrl: string, key: string): Promise<ListingTexts> {
  const { headers } = activeListingsRequest(supabaseUrl, key, 'id', 0);
  const response = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/listing_texts`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) {
    throw new Error(
      `Reading listing texts from ${supabaseUrl} failed: HTTP ${response.status} ${await response.text()}`,
    );
  }
  return (await response.json()) as ListingTexts;
}

export async function fetchActiveListingRows(
  supabaseUrl: string,
  key: string,
  columns: string,
): Promise<Property[]> {
  // The Data API's JSON: anon's columns of each listing, its texts from listing_texts().
  const rows: Omit<Property, keyof ListingTexts[string]>[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { url, headers } = activeListingsRequest(supabaseUrl, key, columns, offset);
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: AbortSignal.timeout(20_000) });
    } catch (error) {
      throw new BackendUnreachable(
        `${supabaseUrl} did not answer (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    if (!response.ok) {
      throw new Error(
        `Reading active listings from ${supabaseUrl} failed: HTTP ${response.status} ${await response.text()}`,
      );
    }
    const page = (await response.json()) as typeof rows;
    rows.push(...page);
    if (page.length < PAGE) break;
  }
  const texts = await fetchListingTexts(supabaseUrl, key);
  // A listing unpublished between the two reads has no texts: it is not prerendered.
  return rows.flatMap((row) => {
    const text = texts[row.id];
    return text ? [{ ...row, ...text }] : [];
  });
}

export interface ListingRowsResult {
  rows: Property[];
  /** Where they were read: the configured backend, a throwaway local one, or nowhere. */
  source: 'backend' | 'throwaway local backend' | 'skipped';
}

export async function loadActiveListingRows(
  supabaseUrl: string,
  key: string,
  columns: string,
  options: { local: boolean },
): Promise<ListingRowsResult> {
  if (process.env.PRERENDER_LISTINGS === 'skip') return { rows: [], source: 'skipped' };
  try {
    return { rows: await fetchActiveListingRows(supabaseUrl, key, columns), source: 'backend' };
  } catch (error) {
    if (!(error instanceof BackendUnreachable)) throw error;
    if (!options.local || !isLoopbackUrl(supabaseUrl)) {
      throw new Error(
        `Cannot prerender the listing pages: ${error.message}. Check VITE_SUPABASE_URL and the ` +
          'network, or set PRERENDER_LISTINGS=skip to build without them (listing pages then ' +
          'render in the browser only).',
        { cause: error },
      );
    }
  }
  // Nothing runs at the local address: read the seed from a throwaway local backend.
  const { startLocalSupabase } = await import('local-supabase');
  const dataDir = mkdtempSync(join(tmpdir(), 'prerender-backend-'));
  const backend = await startLocalSupabase({ port: 0, dataDir, fresh: true, mail: false });
  try {
    return {
      rows: await fetchActiveListingRows(backend.url, backend.publishableKey, columns),
      source: 'throwaway local backend',
    };
  } finally {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
