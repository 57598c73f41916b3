/**
 * A mail link's token leaves the address bar once the page has read it (history.replaceState),
 * so it is not in a screenshot, a shared or bookmarked URL, or the history a later visitor of the
 * device scrolls through. A reload must still work: the token is kept in this tab's
 * sessionStorage (gone when the tab closes, never sent anywhere; any script of the site could
 * read it, as it could read the URL) and in memory where storage is refused.
 */
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from './useHydrated';

export interface LinkTokenSpec {
  /** Names the token in storage: one per page. */
  key: string;
  /** Where the link carries it: the fragment (`#t=`) or the query (`?token=`). */
  in: 'hash' | 'search';
  /** Its parameter names, first match wins (the alerts page: `unsubscribe`, then `confirm`). */
  params: readonly string[];
}

export interface LinkToken {
  param: string;
  value: string;
}

const remembered = new Map<string, LinkToken>();
const storageKey = (spec: LinkTokenSpec) => `link-token:${spec.key}`;

function paramsOf(spec: LinkTokenSpec, location: { hash: string; search: string }) {
  return new URLSearchParams((spec.in === 'hash' ? location.hash : location.search).slice(1));
}

/** The token in a URL's part, if any. */
export function tokenInUrl(
  spec: LinkTokenSpec,
  location: { hash: string; search: string },
): LinkToken | null {
  const params = paramsOf(spec, location);
  for (const param of spec.params) {
    const value = params.get(param);
    if (value !== null) return { param, value };
  }
  return null;
}

/** The address without the token's parameters (the rest of the query and fragment kept). */
export function withoutToken(spec: LinkTokenSpec, href: string): string {
  const url = new URL(href);
  const params = paramsOf(spec, url);
  for (const param of spec.params) params.delete(param);
  const rest = params.toString();
  if (spec.in === 'hash') url.hash = rest;
  else url.search = rest;
  return `${url.pathname}${url.search}${url.hash}`;
}

function remember(spec: LinkTokenSpec, token: LinkToken) {
  remembered.set(spec.key, token);
  try {
    sessionStorage.setItem(storageKey(spec), JSON.stringify(token));
  } catch {
    // Storage refused (a private mode): memory keeps it for this page's life.
  }
}

function recall(spec: LinkTokenSpec): LinkToken | null {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(storageKey(spec));
  } catch {
    return remembered.get(spec.key) ?? null;
  }
  try {
    const token: unknown = stored === null ? null : JSON.parse(stored);
    const { param, value } = (token ?? {}) as Partial<LinkToken>;
    return typeof param === 'string' && typeof value === 'string' ? { param, value } : null;
  } catch {
    return null;
  }
}

/**
 * The page's link token: from the URL when the link carried one (then it is kept and dropped
 * from the address bar), else the one this tab kept (a reload). `undefined` while the page
 * hydrates (prerendered HTML has no query, so the URL is read after it) and on the server.
 */
export function useLinkToken(spec: LinkTokenSpec): LinkToken | null | undefined {
  const location = useLocation();
  const hydrated = useHydrated();
  const inUrl = tokenInUrl(spec, location);
  const param = inUrl?.param;
  const value = inUrl?.value;

  useEffect(() => {
    if (param === undefined || value === undefined) return;
    remember(spec, { param, value });
    window.history.replaceState(window.history.state, '', withoutToken(spec, window.location.href));
  }, [spec, param, value]);

  return useMemo(() => {
    if (!hydrated) return undefined;
    if (param !== undefined && value !== undefined) return { param, value };
    return recall(spec);
  }, [hydrated, spec, param, value]);
}
