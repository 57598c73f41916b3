/**
 * The shape of an admin's function (manage-staff, manage-portal-access): admins only, GET lists,
 * POST one action its schema accepts; Auth's and PostgREST's refusals answered alike.
 */
import type { z } from 'zod';
import { type AdminCheck, verifyAdmin } from './auth.ts';
import { auditHeaders } from './audit.ts';
import { handlePreflight } from './cors.ts';
import { json, jsonError, readBodyCapped } from './http.ts';
import { secretKey } from './keys.ts';
import { type RestCall, RestClient, RestError } from './rest-store.ts';

/** What tests hand an admin function; the platform's own otherwise. */
export interface AdminFunctionOptions {
  verifyAdmin?: (req: Request) => Promise<AdminCheck>;
  supabaseUrl?: string;
  secretKey?: string;
  fetch?: typeof fetch;
}

/** The APIs with the secret key, as an admin function calls them. */
export function adminApi(name: string, options: AdminFunctionOptions) {
  const supabaseUrl = () => options.supabaseUrl ?? Deno.env.get('SUPABASE_URL') ?? '';
  const key = () => options.secretKey ?? secretKey();
  let client: RestClient | undefined;
  const rest = () =>
    (client ??= new RestClient({
      supabaseUrl: supabaseUrl(),
      secret: key(),
      // Long enough for Auth's invite, which sends its mail before it answers.
      timeoutMs: 30_000,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }));
  return {
    /** Whether SUPABASE_URL and the secret key are set. */
    configured: () => Boolean(supabaseUrl() && key()),
    /** `actorId`: the staff member a write acts for, named to the audit trail with the function. */
    call: <T>(path: string, init: RestCall = {}, actorId?: string) =>
      rest().request<T>(path, {
        ...init,
        headers: {
          ...(path.startsWith('/rest/v1/') ? auditHeaders(name, actorId) : {}),
          ...init.headers,
        },
      }),
  };
}

export interface AdminHandlerOptions<A> {
  /** The function's name, for the logs. */
  name: string;
  /** What GET lists ('staff', 'people'). */
  lists: string;
  /** The 502's words when the APIs fail. */
  unavailable: string;
  options: AdminFunctionOptions;
  api: { configured: () => boolean };
  schema: z.ZodType<A>;
  maxBytes: number;
  list: () => Promise<unknown>;
  /** One action's answer: a body to send as JSON, or a Response of its own. */
  act: (action: A, adminId: string) => Promise<unknown>;
  /** The function's own refusals (answered before the shared ones), else null. */
  refusal?: (error: unknown) => Response | null;
}

export function adminHandler<A>(o: AdminHandlerOptions<A>): (req: Request) => Promise<Response> {
  return async (req) => {
    const preflight = handlePreflight(req);
    if (preflight) return preflight;
    if (req.method !== 'GET' && req.method !== 'POST') {
      return jsonError(405, 'method_not_allowed', `Use GET to list ${o.lists} or POST an action.`);
    }
    const admin = await (o.options.verifyAdmin ?? verifyAdmin)(req);
    if (!admin.ok) return jsonError(admin.status, admin.error, admin.message);
    if (!o.api.configured()) {
      return jsonError(503, 'not_configured', 'SUPABASE_URL or the secret key is not set.');
    }
    try {
      if (req.method === 'GET') return json(await o.list());
      const body = await readAction(req, o.schema, o.maxBytes);
      if (!body.ok) return body.response;
      const answer = await o.act(body.action, admin.userId);
      return answer instanceof Response ? answer : json(answer);
    } catch (error) {
      const own = o.refusal?.(error);
      if (own) return own;
      if (error instanceof RestError) {
        if (error.status === 429 || error.code === 'over_email_send_rate_limit') {
          return jsonError(429, 'rate_limited', 'Too many emails sent. Please try again later.');
        }
        if (error.status < 500) return jsonError(400, error.code, error.detail);
      }
      console.error(`${o.name} failed`, error);
      return jsonError(502, 'upstream_error', o.unavailable);
    }
  };
}

// Here, not in http.ts: every function uploads http.ts, and only the admin functions map zod.
/** A POSTed action: JSON of at most `maxBytes` that its schema accepts, or the 4xx to answer. */
export async function readAction<T>(
  req: Request,
  schema: z.ZodType<T>,
  maxBytes: number,
): Promise<{ ok: true; action: T } | { ok: false; response: Response }> {
  const body = await readBodyCapped(req, maxBytes);
  if (!body.ok) {
    return {
      ok: false,
      response: jsonError(413, 'payload_too_large', 'The request is too large.'),
    };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(body.text);
  } catch {
    return {
      ok: false,
      response: jsonError(400, 'invalid_json', 'The request body must be JSON.'),
    };
  }
  const parsed = schema.safeParse(raw);
  return parsed.success
    ? { ok: true, action: parsed.data }
    : {
        ok: false,
        response: jsonError(
          400,
          'invalid_request',
          parsed.error.issues[0]?.message ?? 'Invalid request.',
        ),
      };
}
