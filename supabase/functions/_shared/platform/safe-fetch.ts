/**
 * The one way edge functions fetch a URL that came from a user (SSRF defence, see design.md):
 * - http and https only, no credentials in the URL;
 * - the host (an IP literal, or every A and AAAA address it resolves to) must be public
 *   unicast: see ip-address.ts for the refused ranges, names and embedded-IPv4 forms;
 * - redirects are followed by hand (at most `maxRedirects`), each hop checked again;
 * - one deadline for the whole exchange including the body, and a byte cap enforced while the
 *   body streams (plus a Content-Length pre-check).
 *
 * DNS rebinding: for http: hops the request is sent to the very address that was checked (URL
 * rewritten to the IP, the Host header kept), so a second DNS answer cannot move it. For https:
 * the runtime resolves again, but a rebound answer pointing at an internal service fails TLS
 * verification (that service has no certificate for the attacker's name). Residual risk: on
 * runtimes without `Deno.createHttpClient` (checked at run time) http: hops fall back to a
 * by-name fetch with a small window between our check and the runtime's own lookup.
 *
 * `SAFE_FETCH_ALLOW_HOSTS=127.0.0.1:8123,localhost:9000` lets tests reach named loopback
 * fixture servers (exact host:port only; empty by default, never set in production).
 */
import { blockedHostnameReason, classifyIpLiteral } from './ip-address.ts';
import { readCapped } from './http.ts';

export type SafeFetchErrorKind =
  'invalid_url' | 'refused_address' | 'too_large' | 'unsupported_type' | 'upstream' | 'timeout';

export const safeFetchErrorStatus: Record<SafeFetchErrorKind, number> = {
  invalid_url: 400,
  refused_address: 403,
  too_large: 413,
  unsupported_type: 415,
  upstream: 502,
  timeout: 504,
};

export class SafeFetchError extends Error {
  readonly kind: SafeFetchErrorKind;
  readonly status: number;
  constructor(kind: SafeFetchErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SafeFetchError';
    this.kind = kind;
    this.status = safeFetchErrorStatus[kind];
  }
}

/** Resolves a host name to its IP addresses (A and AAAA). Injectable so tests need no DNS. */
export type Resolver = (hostname: string) => Promise<string[]>;

export interface SafeFetchOptions {
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** Deadline for the whole exchange (all hops and the body), in milliseconds. */
  timeoutMs: number;
  maxRedirects?: number;
  /** Sent as the Accept header. */
  accept?: string;
  /** `host:port` pairs exempt from the address checks; defaults to SAFE_FETCH_ALLOW_HOSTS. */
  allowHosts?: readonly string[];
  resolve?: Resolver;
}

export interface SafeFetchResult {
  /** The URL of the last hop (after redirects). */
  url: string;
  status: number;
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
}

export const DEFAULT_MAX_REDIRECTS = 5;
const USER_AGENT = 'FlatFeePM-SafeFetch/1.0';

/** Reads SAFE_FETCH_ALLOW_HOSTS (comma-separated host:port); empty when unset or unreadable. */
export function allowHostsFromEnv(): string[] {
  let raw: string | undefined;
  try {
    raw = Deno.env.get('SAFE_FETCH_ALLOW_HOSTS');
  } catch {
    return []; // no env permission: nothing is allowed
  }
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(entry));
}

/** `host:port` of a URL with the scheme's default port filled in (IPv6 keeps its brackets). */
export function hostPort(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** Parses and vets the syntax of a URL: http(s) only, no userinfo. Throws invalid_url. */
export function parseFetchUrl(input: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw new SafeFetchError('invalid_url', 'The URL is not valid.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError(
      'invalid_url',
      `Only http and https URLs are allowed, not ${url.protocol}`,
    );
  if (url.username || url.password)
    throw new SafeFetchError('invalid_url', 'URLs with credentials are not allowed.');
  if (!url.hostname) throw new SafeFetchError('invalid_url', 'The URL has no host.');
  return url;
}

/** A redirect target: unparseable is an upstream fault; a forbidden scheme is refused. */
function parseRedirect(location: string, base: URL): URL {
  try {
    new URL(location, base);
  } catch {
    throw new SafeFetchError('upstream', 'Redirect to an invalid URL.');
  }
  try {
    return parseFetchUrl(location, base);
  } catch (error) {
    throw new SafeFetchError(
      'refused_address',
      `Refused redirect: ${error instanceof Error ? error.message : 'bad URL'}`,
    );
  }
}

export const defaultResolver: Resolver = async (hostname) => {
  const lookups = await Promise.allSettled([
    Deno.resolveDns(hostname, 'A'),
    Deno.resolveDns(hostname, 'AAAA'),
  ]);
  const addresses: string[] = [];
  for (const lookup of lookups) if (lookup.status === 'fulfilled') addresses.push(...lookup.value);
  return addresses;
};

/** A vetted URL and where to connect for it. */
export interface CheckedTarget {
  url: URL;
  /** An address that was checked, to pin the connection to; undefined for IP literals. */
  pinnedAddress?: string;
  allowedByName: boolean;
}

/**
 * Decides whether a URL may be fetched. Throws `refused_address` for refused hosts and
 * `upstream` when the name does not resolve.
 */
export async function checkUrlTarget(
  url: URL,
  allowHosts: readonly string[],
  resolve: Resolver,
): Promise<CheckedTarget> {
  if (allowHosts.includes(hostPort(url))) return { url, allowedByName: true };

  const host = url.hostname.toLowerCase();
  const literal = classifyIpLiteral(host.replace(/\.+$/, ''));
  if (literal) {
    if (literal.blocked)
      throw new SafeFetchError('refused_address', `Refused address: ${literal.blocked}.`);
    return { url, allowedByName: false };
  }

  const nameReason = blockedHostnameReason(host);
  if (nameReason) throw new SafeFetchError('refused_address', `Refused host: ${nameReason}.`);

  let addresses: string[];
  try {
    addresses = await resolve(host.replace(/\.+$/, ''));
  } catch (error) {
    throw new SafeFetchError('upstream', `Could not resolve ${host}.`, { cause: error });
  }
  if (addresses.length === 0) throw new SafeFetchError('upstream', `Could not resolve ${host}.`);
  for (const address of addresses) {
    const classified = classifyIpLiteral(address);
    if (!classified)
      throw new SafeFetchError('refused_address', `Unparseable DNS answer for ${host}.`);
    if (classified.blocked)
      throw new SafeFetchError(
        'refused_address',
        `Refused address: ${host} resolves to ${classified.blocked}.`,
      );
  }
  const pinned = addresses.find((a) => !a.includes(':')) ?? addresses[0];
  return { url, pinnedAddress: pinned, allowedByName: false };
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

interface Hop {
  response: Response;
  /** Frees the hop's connection resources once its body has been read or cancelled. */
  release: () => void;
}

/** Sends one hop (exported for tests). http: hops with a checked address go to that address. */
export async function sendHop(
  target: CheckedTarget,
  headers: Headers,
  signal: AbortSignal,
): Promise<Hop> {
  const { url, pinnedAddress } = target;
  const canPin =
    pinnedAddress !== undefined &&
    url.protocol === 'http:' &&
    typeof Deno.createHttpClient === 'function';
  if (!canPin) {
    const response = await fetch(url, { headers, signal, redirect: 'manual' });
    return { response, release: () => {} };
  }

  const pinnedUrl = new URL(url);
  pinnedUrl.hostname = pinnedAddress.includes(':') ? `[${pinnedAddress}]` : pinnedAddress;
  const pinnedHeaders = new Headers(headers);
  pinnedHeaders.set('host', url.host);
  const client = Deno.createHttpClient({ allowHost: true });
  let closed = false;
  const release = () => {
    if (!closed) client.close();
    closed = true;
  };
  try {
    const response = await fetch(pinnedUrl, {
      headers: pinnedHeaders,
      signal,
      redirect: 'manual',
      client,
    });
    return { response, release };
  } catch (error) {
    release();
    throw error;
  }
}

/** Rejects as soon as the signal aborts (DNS lookups cannot be cancelled themselves). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () =>
      reject(new SafeFetchError('timeout', 'The upstream server took too long.'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The answer's bytes, refused once they pass `maxBytes` (platform/http.ts's reader). */
async function readAtMost(response: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const body = await readCapped(response, maxBytes);
  if (!body)
    throw new SafeFetchError('too_large', `The response is larger than ${maxBytes} bytes.`);
  return body;
}

/**
 * Fetches a URL safely (GET). Resolves with the final 2xx response and its whole body; throws
 * SafeFetchError for everything else (a non-2xx final status is `upstream`).
 */
export async function safeFetch(
  input: string | URL,
  options: SafeFetchOptions,
): Promise<SafeFetchResult> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const allowHosts = (options.allowHosts ?? allowHostsFromEnv()).map((h) => h.toLowerCase());
  const resolve = options.resolve ?? defaultResolver;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const timedOut = () => controller.signal.aborted;
  const headers = new Headers({ 'user-agent': USER_AGENT });
  if (options.accept) headers.set('accept', options.accept);

  try {
    let url = parseFetchUrl(input);
    for (let hop = 0; ; hop++) {
      const target = await untilAborted(
        checkUrlTarget(url, allowHosts, resolve),
        controller.signal,
      );
      let hopResult: Hop;
      try {
        hopResult = await sendHop(target, headers, controller.signal);
      } catch (error) {
        if (timedOut()) throw new SafeFetchError('timeout', 'The upstream server took too long.');
        throw new SafeFetchError('upstream', 'The upstream server could not be reached.', {
          cause: error,
        });
      }
      const { response, release } = hopResult;
      try {
        if (REDIRECT_STATUSES.has(response.status)) {
          await response.body?.cancel().catch(() => {});
          const location = response.headers.get('location');
          if (!location)
            throw new SafeFetchError('upstream', 'Redirect without a Location header.');
          if (hop >= maxRedirects)
            throw new SafeFetchError('upstream', `More than ${maxRedirects} redirects.`);
          url = parseRedirect(location, url);
          continue;
        }
        if (response.status < 200 || response.status > 299) {
          await response.body?.cancel().catch(() => {});
          throw new SafeFetchError('upstream', `The upstream server answered ${response.status}.`);
        }

        let body: Uint8Array<ArrayBuffer>;
        try {
          body = await readAtMost(response, options.maxBytes);
        } catch (error) {
          if (error instanceof SafeFetchError) throw error;
          if (timedOut()) throw new SafeFetchError('timeout', 'The upstream server took too long.');
          throw new SafeFetchError('upstream', 'The upstream response broke off.', {
            cause: error,
          });
        }
        return { url: url.href, status: response.status, headers: response.headers, body };
      } finally {
        release();
      }
    }
  } finally {
    clearTimeout(timer);
  }
}
