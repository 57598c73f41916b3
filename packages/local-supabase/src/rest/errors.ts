/** PostgREST's error shape and its mapping of Postgres error codes to HTTP statuses. */

export interface PgrstErrorBody {
  code: string;
  message: string;
  /** A string, or PGRST201's list of candidate relationships. */
  details: unknown;
  hint: string | null;
}

export class PgrstError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toBody(): PgrstErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** A request the parser cannot understand (PostgREST's PGRST100). */
export function parseError(message: string, details: string | null = null): PgrstError {
  return new PgrstError(400, 'PGRST100', message, details);
}

interface PgLikeError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

export function isPgError(err: unknown): err is PgLikeError & Error {
  return (
    err instanceof Error &&
    typeof (err as PgLikeError).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((err as PgLikeError).code as string)
  );
}

/** HTTP status PostgREST answers for a Postgres SQLSTATE (see PostgREST's error docs). */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === 'P0001') return 400;
  const cls = code.slice(0, 2);
  switch (cls) {
    case '08':
    case '53':
      return 503;
    case '0L':
    case '0P':
    case '28':
      return 403;
    case '54':
      return 413;
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    default:
      return 400;
  }
}

export function fromPgError(err: PgLikeError, role: string): PgrstError {
  const code = err.code ?? 'XX000';
  return new PgrstError(
    statusForSqlState(code, role),
    code,
    err.message ?? 'database error',
    err.detail ?? null,
    err.hint ?? null,
  );
}

/**
 * A PostgREST feature the local backend does not implement (PostgREST's PGRST127). Answering
 * this, rather than ignoring part of the request, keeps the stand-in from returning wrong data.
 */
export function notImplemented(feature: string): PgrstError {
  return new PgrstError(
    400,
    'PGRST127',
    'Feature not implemented',
    `${feature} is not implemented by the local backend`,
  );
}
