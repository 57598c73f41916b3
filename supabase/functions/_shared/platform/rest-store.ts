/**
 * The REST base of the functions' stores that speak PostgREST and Storage with raw fetch
 * (decision 0004): calls with the secret key, RPCs, row reads, and PostgREST's refusals as
 * RestError with their code and hint.
 */
import { apiKeyHeaders } from './keys.ts';

/** PostgREST's (or Storage's) refusal, with its code and hint for the caller's message. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly hint: string,
    message: string,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/** A Data API or Storage answer's JSON body, or a RestError with its code and hint. */
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
    throw new RestError(
      res.status,
      String(b.code ?? b.error ?? b.statusCode ?? res.status),
      String(b.hint ?? ''),
      `${path.split('?')[0]} failed (${res.status}): ${String(b.message ?? text).slice(0, 300)}`,
    );
  }
  return body;
}

/** A PostgREST `in.(…)` filter of ids. */
export const inList = (ids: string[]) => `in.(${ids.map(encodeURIComponent).join(',')})`;

/** A store's fetch plumbing; a subclass adds the domain's reads and writes. */
export abstract class RestStore {
  protected readonly base: string;

  constructor(
    supabaseUrl: string,
    protected readonly secret: string,
    protected readonly publishable: string,
    /** How long one call may take before it is aborted. */
    private readonly timeoutMs: number,
  ) {
    this.base = supabaseUrl.replace(/\/+$/, '');
  }

  protected async call(
    path: string,
    init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<unknown> {
    const res = await fetch(`${this.base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...apiKeyHeaders(this.secret),
        ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    return await restAnswer(res, path);
  }

  protected rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
    return this.call(`/rest/v1/rpc/${name}`, { method: 'POST', body: JSON.stringify(args) });
  }

  protected async rows<T>(path: string): Promise<T[]> {
    const body = await this.call(`/rest/v1/${path}`);
    return Array.isArray(body) ? (body as T[]) : [];
  }

  protected async one<T>(path: string): Promise<T | null> {
    return (await this.rows<T>(path))[0] ?? null;
  }
}
