/** The request side of PostgREST: Prefer, media type negotiation, bodies, ranges. */
import { PgrstError } from './errors.ts';
import { parseNonNegativeInt, parseRangeHeader } from './parse.ts';

export interface RestRequest {
  method: string;
  /** Path below /rest/v1, e.g. `/leads` or `/rpc/is_admin`. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: Buffer;
  /** PostgREST's max-rows (config.toml [api] max_rows): caps every read. */
  maxRows?: number;
  /** Exposed schemas (PostgREST's db-schemas); the first is the default. Default: public. */
  schemas?: string[];
}

export interface Preferences {
  returnMode: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  /** `tx=rollback`: run the request, answer, then roll its transaction back. */
  rollback: boolean;
  strict: boolean;
  maxAffected?: number;
  singleObject: boolean;
  applied: string[];
}

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = {
    returnMode: 'minimal',
    missingDefault: false,
    rollback: false,
    strict: false,
    singleObject: false,
    applied: [],
  };
  if (!header) return prefs;
  const invalid: string[] = [];
  for (const raw of header.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const [key, value] = item.split('=').map((s) => s.trim());
    if (key === 'handling' && (value === 'strict' || value === 'lenient')) {
      prefs.strict = value === 'strict';
      prefs.applied.push(item);
    } else if (key === 'tx' && (value === 'commit' || value === 'rollback')) {
      prefs.rollback = value === 'rollback';
      prefs.applied.push(item);
    } else if (key === 'max-affected' && value !== undefined && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value);
      prefs.applied.push(item);
    } else if (key === 'params' && value === 'single-object') {
      prefs.singleObject = true;
      prefs.applied.push(item);
    } else if (key === 'timezone' || key === 'plurality') {
      // Not implemented: refused under handling=strict, ignored (not applied) otherwise.
      invalid.push(item);
    } else if (
      key === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      prefs.returnMode = value;
      prefs.applied.push(item);
    } else if (
      key === 'count' &&
      (value === 'exact' || value === 'planned' || value === 'estimated')
    ) {
      prefs.count = value;
      prefs.applied.push(item);
    } else if (
      key === 'resolution' &&
      (value === 'merge-duplicates' || value === 'ignore-duplicates')
    ) {
      prefs.resolution = value;
      prefs.applied.push(item);
    } else if (key === 'missing' && value === 'default') {
      prefs.missingDefault = true;
      prefs.applied.push(item);
    } else {
      invalid.push(item);
    }
  }
  if (prefs.strict && invalid.length > 0) {
    throw new PgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  // max-affected only binds under handling=strict, as in PostgREST.
  if (!prefs.strict && prefs.maxAffected !== undefined) {
    prefs.maxAffected = undefined;
    prefs.applied = prefs.applied.filter((p) => !p.startsWith('max-affected'));
  }
  return prefs;
}

/** PostgREST's PGRST124 when a request touches more rows than `max-affected` allows. */
export function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.maxAffected !== undefined && affected > prefs.maxAffected) {
    throw new PgrstError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  }
}

export interface MediaChoice {
  singular: boolean;
  stripNulls: boolean;
  /** `Accept: text/csv`: PostgREST's CSV body (header line, then each row's text form). */
  csv?: boolean;
  /** `Accept: application/vnd.pgrst.plan`: the EXPLAIN of the query instead of its rows. */
  plan?: PlanMedia;
}

export interface PlanMedia {
  accept: string;
  format: 'json' | 'text';
  for: string;
  options: ('analyze' | 'verbose' | 'settings' | 'buffers' | 'wal')[];
}

const PLAN_OPTIONS = new Set(['analyze', 'verbose', 'settings', 'buffers', 'wal']);

/** Chooses the response media type from Accept, as PostgREST does for the types we serve. */
export function negotiate(accept: string | undefined): MediaChoice {
  if (!accept) return { singular: false, stripNulls: false };
  const types = accept.split(',').map((t) => t.trim().toLowerCase());
  for (const type of types) {
    const [mime, ...params] = type.split(';').map((s) => s.trim());
    const stripNulls = params.includes('nulls=stripped');
    if (mime === 'application/vnd.pgrst.object+json' || mime === 'application/vnd.pgrst.object') {
      return { singular: true, stripNulls };
    }
    if (mime === 'text/csv') return { singular: false, stripNulls: false, csv: true };
    const planType = /^application\/vnd\.pgrst\.plan(?:\+(json|text))?$/.exec(mime ?? '');
    if (planType) {
      const param = (name: string) =>
        params
          .find((p) => p.startsWith(`${name}=`))
          ?.slice(name.length + 1)
          .replace(/^"|"$/g, '');
      const options = (param('options') ?? '')
        .split('|')
        .filter((o) => PLAN_OPTIONS.has(o)) as PlanMedia['options'];
      return {
        singular: false,
        stripNulls: false,
        plan: {
          accept,
          format: planType[1] === 'json' ? 'json' : 'text',
          for: param('for') ?? 'application/json',
          options,
        },
      };
    }
    if (
      mime === 'application/json' ||
      mime === 'application/vnd.pgrst.array+json' ||
      mime === 'application/*' ||
      mime === '*/*'
    ) {
      return { singular: false, stripNulls };
    }
  }
  throw new PgrstError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/**
 * The request body as JSON, from JSON or (Content-Type: text/csv) CSV with a header line, where
 * PostgREST reads an unquoted `NULL` as null.
 */
export async function parseBody(req: RestRequest): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/csv') return parseJsonBody(req.body);
  // Loaded on first use: CSV bodies are rare and start-up time counts.
  const { parse: parseCsv } = await import('csv-parse/sync');
  try {
    const records = parseCsv(req.body, {
      columns: true,
      skip_empty_lines: true,
      cast: (value, ctx) => (value === 'NULL' && !ctx.quoting ? null : value),
    }) as Record<string, string | null>[];
    return records;
  } catch (err) {
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid CSV', (err as Error).message);
  }
}

export function parseJsonBody(body: Buffer): unknown {
  const text = body.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json', (err as Error).message);
  }
}

export function readRange(req: RestRequest): { offset: number; limit?: number } {
  const range = parseRangeHeader(req.headers['range']);
  const offset = parseNonNegativeInt(req.query.get('offset'), 'offset') ?? range?.offset ?? 0;
  const requested = parseNonNegativeInt(req.query.get('limit'), 'limit') ?? range?.limit;
  const limit =
    req.maxRows === undefined ? requested : Math.min(requested ?? req.maxRows, req.maxRows);
  return { offset, limit };
}
