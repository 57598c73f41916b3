/**
 * The one REST client of the functions (decision 0004: raw fetch, no supabase-js): every store
 * that speaks PostgREST, Storage or Auth's admin API extends RestStore, so every call carries
 * the same key headers and timeout, and every refusal is one RestError with its code and hint.
 */
import { apiKeyHeaders } from './keys.ts';

/** PostgREST's (or Storage's, or Auth's) refusal, with its code and hint for the caller. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly hint: string,
    message: string,
    /** The server's own message (PostgREST's `message`: a RAISE's text), without the path. */
    readonly detail: string = message,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/** A Data API, Storage or Auth answer's JSON body, or a RestError with its code and hint. */
export async function restAnswer(res: Response, path: string): Promise<unknown> {
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!res.ok) {
    const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    // PostgREST says message/code/hint, Storage error/statusCode, Auth msg/error_code (its
    // `code` is the HTTP status).
    const detail = String(
      b.msg ?? b.message ?? b.error_description ?? (text || `HTTP ${res.status}`),
    );
    throw new RestError(
      res.status,
      String(b.error_code ?? b.code ?? b.error ?? b.statusCode ?? res.status),
      String(b.hint ?? ''),
      `${path.split('?')[0]} failed (${res.status}): ${detail.slice(0, 300)}`,
      detail,
    );
  }
  return body;
}

/** A PostgREST `in.(…)` filter of ids. */
export const inList = (ids: string[]) => `in.(${ids.map(encodeURIComponent).join(',')})`;

/** One call's options beyond its path. */
export interface RestCall {
  method?: string;
  /** A string goes as JSON; bytes go with the Content-Type the caller names in `headers`. */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** PostgREST's Prefer header: return=minimal, resolution=ignore-duplicates, count=exact… */
  prefer?: string;
  /**
   * The caller's Authorization header: the call runs as them, with the publishable key, and
   * row-level security decides (never the secret key).
   */
  as?: string;
  /** This call's own limit, where the store's would be too long or too short. */
  timeoutMs?: number;
}

/** The store's connection: where, with which keys, how long a call may take. */
export interface RestTarget {
  supabaseUrl: string;
  /** The key every call carries: the secret key (the public's reads: the publishable one). */
  secret: string;
  /** The browser's key, for calls made as the caller (`as`); '' where none are made. */
  publishable?: string;
  /** How long one call may take before it is aborted. */
  timeoutMs?: number;
  /** Tests hand in a fake; the platform's fetch otherwise. */
  fetch?: typeof fetch;
}

/** A store's fetch plumbing; a subclass adds the domain's reads and writes. */
export abstract class RestStore {
  protected readonly base: string;
  protected readonly secret: string;
  protected readonly publishable: string;
  private readonly timeoutMs: number;
  private readonly doFetch: typeof fetch;

  constructor(target: RestTarget) {
    this.base = target.supabaseUrl.replace(/\/+$/, '');
    this.secret = target.secret;
    this.publishable = target.publishable ?? '';
    this.timeoutMs = target.timeoutMs ?? 10_000;
    this.doFetch = target.fetch ?? fetch;
  }

  /** The raw answer (a caller that wants bytes or its own reading of the status). */
  protected send(path: string, init: RestCall = {}): Promise<Response> {
    const keys = init.as
      ? { apikey: this.publishable, Authorization: init.as }
      : apiKeyHeaders(this.secret);
    return this.doFetch(`${this.base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...keys,
        ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
        ...(init.prefer ? { Prefer: init.prefer } : {}),
        ...init.headers,
      },
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs ?? this.timeoutMs),
    });
  }

  /** The answer's JSON body; a refusal throws RestError. */
  protected async call(path: string, init: RestCall = {}): Promise<unknown> {
    return await restAnswer(await this.send(path, init), path);
  }

  /** A Storage object's bytes; a refusal (a missing object too) throws RestError. */
  protected async bytes(path: string, init: RestCall = {}): Promise<Uint8Array<ArrayBuffer>> {
    const res = await this.send(path, init);
    if (!res.ok) await restAnswer(res, path);
    return new Uint8Array(await res.arrayBuffer());
  }

  protected rpc(
    name: string,
    args: Record<string, unknown>,
    init: RestCall = {},
  ): Promise<unknown> {
    return this.call(`/rest/v1/rpc/${name}`, {
      ...init,
      method: 'POST',
      body: JSON.stringify(args),
    });
  }

  /** A table's or view's rows (`path`: the table and its query). */
  protected async rows<T>(path: string, init: RestCall = {}): Promise<T[]> {
    const body = await this.call(`/rest/v1/${path}`, init);
    return Array.isArray(body) ? (body as T[]) : [];
  }

  protected async one<T>(path: string, init: RestCall = {}): Promise<T | null> {
    return (await this.rows<T>(path, init))[0] ?? null;
  }
}

/** The client itself, for a function that calls the APIs without a domain store of its own. */
export class RestClient extends RestStore {
  /** The answer's JSON body, as the caller says it is (the APIs' answers are not typed). */
  request<T>(path: string, init: RestCall = {}): Promise<T> {
    return this.call(path, init) as Promise<T>;
  }

  override send(path: string, init: RestCall = {}): Promise<Response> {
    return super.send(path, init);
  }

  override rpc(name: string, args: Record<string, unknown>, init: RestCall = {}): Promise<unknown> {
    return super.rpc(name, args, init);
  }

  /** An absolute URL on the project (a signed Storage link). */
  url(path: string): string {
    return `${this.base}${path}`;
  }
}
