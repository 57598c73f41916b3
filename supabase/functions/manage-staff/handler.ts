/**
 * manage-staff: admins only (the caller's JWT, checked by Auth, then is_admin()).
 *   GET                                       → { staff: StaffMember[] }
 *   POST { action: 'invite', email, redirectTo } → Auth's invite mail + the admin role (only to an
 *                                               account the invite makes or one whose address is
 *                                               proven: ../_shared/portal-access/invite-binding.ts)
 *   POST { action: 'revoke', userId }          → removes the admin role
 * Writes user_roles with the secret key; the database itself refuses to lose its last admin
 * (trigger user_roles_keep_one_admin), and this function says so before trying.
 */
import {
  type StaffActionResponse,
  staffActionSchema,
  type StaffListResponse,
  type StaffMember,
} from '../_shared/contract/account-schemas.ts';
import { type AdminCheck, verifyAdmin } from '../_shared/platform/auth.ts';
import { handlePreflight } from '../_shared/platform/cors.ts';
import {
  bindInvitation,
  type InviteeAccount,
  STAFF_CREATED,
  unprovenAccountMessage,
  type InvitationWords,
} from '../_shared/portal-access/invite-binding.ts';
import { json, jsonError } from '../_shared/platform/http.ts';
import { auditHeaders } from '../_shared/platform/audit.ts';
import { apiKeyHeaders, secretKey } from '../_shared/platform/keys.ts';

const MAX_BODY_BYTES = 8 * 1024;
const USERS_PER_PAGE = 1000;
const LAST_ADMIN_MESSAGE =
  'You are the last admin: invite or grant another admin before removing your own access.';

export interface ManageStaffOptions {
  verifyAdmin?: (req: Request) => Promise<AdminCheck>;
  supabaseUrl?: string;
  secretKey?: string;
  fetch?: typeof fetch;
}

interface RoleRow {
  user_id: string;
  created_at: string;
  invited_by: string | null;
}

type AuthUser = InviteeAccount;

class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The staff invitation's words in its mail (supabase/templates/invite.html). */
const STAFF_INVITATION: InvitationWords = { invited_as: 'staff', invited_to: '' };

export function createManageStaffHandler(options: ManageStaffOptions = {}) {
  const checkAdmin = options.verifyAdmin ?? ((req: Request) => verifyAdmin(req));
  const doFetch = options.fetch ?? fetch;
  const baseUrl = () =>
    (options.supabaseUrl ?? Deno.env.get('SUPABASE_URL') ?? '').replace(/\/+$/, '');
  const key = () => options.secretKey ?? secretKey();

  /** `actorId`: the staff member a write acts for, named to the audit trail. */
  async function call<T>(path: string, init: RequestInit = {}, actorId?: string): Promise<T> {
    const res = await doFetch(`${baseUrl()}${path}`, {
      ...init,
      headers: {
        ...apiKeyHeaders(key()),
        ...(path.startsWith('/rest/v1/') ? auditHeaders('manage-staff', actorId) : {}),
        'Content-Type': 'application/json',
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    const text = await res.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    if (!res.ok) {
      const b = (body ?? {}) as Record<string, unknown>;
      const code = String(b.error_code ?? b.code ?? b.error ?? 'upstream_error');
      const message = String(b.msg ?? b.message ?? b.error_description ?? `HTTP ${res.status}`);
      const hint = typeof b.hint === 'string' ? b.hint : '';
      throw new UpstreamError(res.status, hint === 'last_admin' ? 'last_admin' : code, message);
    }
    return body as T;
  }

  const adminRows = () =>
    call<RoleRow[]>('/rest/v1/user_roles?role=eq.admin&select=user_id,created_at,invited_by');
  const getUser = (id: string) =>
    call<AuthUser>(`/auth/v1/admin/users/${encodeURIComponent(id)}`).catch(
      (error: unknown): AuthUser => {
        console.error('manage-staff: user lookup failed', id, error);
        return { id };
      },
    );

  async function list(): Promise<StaffListResponse> {
    const rows = await adminRows();
    const ids = new Set(rows.flatMap((r) => [r.user_id, r.invited_by ?? []].flat()));
    const users = new Map((await Promise.all([...ids].map(getUser))).map((u) => [u.id, u]));
    const staff: StaffMember[] = rows
      .map((r) => {
        const user = users.get(r.user_id);
        return {
          userId: r.user_id,
          email: user?.email ?? null,
          since: r.created_at,
          invitedByEmail: r.invited_by ? (users.get(r.invited_by)?.email ?? null) : null,
          pending: Boolean(user?.invited_at) && !user?.email_confirmed_at,
        };
      })
      .sort((a, b) => a.since.localeCompare(b.since));
    return { staff };
  }

  async function findUserByEmail(email: string): Promise<AuthUser | undefined> {
    const wanted = email.toLowerCase();
    for (let page = 1; ; page++) {
      const { users } = await call<{ users: AuthUser[] }>(
        `/auth/v1/admin/users?page=${page}&per_page=${USERS_PER_PAGE}`,
      );
      const found = users.find((u) => u.email?.toLowerCase() === wanted);
      if (found || users.length < USERS_PER_PAGE) return found;
    }
  }

  async function grant(userId: string, invitedBy: string): Promise<void> {
    await call(
      '/rest/v1/user_roles?on_conflict=user_id,role',
      {
        method: 'POST',
        headers: { Prefer: 'resolution=ignore-duplicates,return=minimal' },
        body: JSON.stringify({ user_id: userId, role: 'admin', invited_by: invitedBy }),
      },
      invitedBy,
    );
  }

  async function invite(
    email: string,
    redirectTo: string,
    callerId: string,
  ): Promise<StaffActionResponse | Response> {
    const binding = bindInvitation(await findUserByEmail(email));
    if (binding.action === 'refuse') {
      return jsonError(409, 'unproven_account', unprovenAccountMessage(email));
    }
    if (binding.action === 'grant') {
      await grant(binding.userId, callerId);
      return {
        result: 'granted',
        message: `${email} already has an account and is now an admin. They can sign in as usual.`,
      };
    }
    if (binding.action === 'replace') {
      // Never confirmed, not staff's: its password is whoever registered the address.
      await call(`/auth/v1/admin/users/${encodeURIComponent(binding.userId)}`, {
        method: 'DELETE',
      });
    }
    let user: AuthUser;
    try {
      user = await call<AuthUser>(`/auth/v1/invite?redirect_to=${encodeURIComponent(redirectTo)}`, {
        method: 'POST',
        body: JSON.stringify({ email, data: STAFF_INVITATION }),
      });
    } catch (error) {
      // Someone confirmed an account for the address since the lookup: judge it afresh, once.
      if (!(error instanceof UpstreamError) || error.code !== 'email_exists') throw error;
      const again = bindInvitation(await findUserByEmail(email));
      if (again.action !== 'grant') {
        return jsonError(409, 'unproven_account', unprovenAccountMessage(email));
      }
      await grant(again.userId, callerId);
      return {
        result: 'granted',
        message: `${email} already has an account and is now an admin. They can sign in as usual.`,
      };
    }
    await markStaffCreated(user.id);
    await grant(user.id, callerId);
    return {
      result: 'invited',
      message: `Invitation sent to ${email}. They become an admin once they set a password.`,
    };
  }

  /** Marks the invited account as staff's (app_metadata: the secret key alone may write it). */
  async function markStaffCreated(userId: string): Promise<void> {
    await call(`/auth/v1/admin/users/${encodeURIComponent(userId)}`, {
      method: 'PUT',
      body: JSON.stringify({ app_metadata: { [STAFF_CREATED]: true } }),
    });
  }

  async function revoke(userId: string, callerId: string): Promise<Response> {
    const rows = await adminRows();
    if (!rows.some((r) => r.user_id === userId)) {
      return jsonError(404, 'not_found', 'That account is not an admin.');
    }
    if (rows.length <= 1) {
      return jsonError(
        409,
        'last_admin',
        userId === callerId ? LAST_ADMIN_MESSAGE : 'The last admin cannot be removed.',
      );
    }
    await call(
      `/rest/v1/user_roles?user_id=eq.${userId}&role=eq.admin`,
      { method: 'DELETE', headers: { Prefer: 'return=minimal' } },
      callerId,
    );
    const body: StaffActionResponse = {
      result: 'revoked',
      message: userId === callerId ? 'Your admin access was removed.' : 'Admin access removed.',
    };
    return json(body);
  }

  return async (req: Request): Promise<Response> => {
    const preflight = handlePreflight(req);
    if (preflight) return preflight;
    if (req.method !== 'GET' && req.method !== 'POST') {
      return jsonError(405, 'method_not_allowed', 'Use GET to list staff or POST an action.');
    }
    const admin = await checkAdmin(req);
    if (!admin.ok) return jsonError(admin.status, admin.error, admin.message);
    if (!baseUrl() || !key()) {
      return jsonError(503, 'not_configured', 'SUPABASE_URL or the secret key is not set.');
    }
    try {
      if (req.method === 'GET') return json(await list());

      const text = await req.text();
      if (text.length > MAX_BODY_BYTES) {
        return jsonError(413, 'payload_too_large', 'The request is too large.');
      }
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        return jsonError(400, 'invalid_json', 'The request body must be JSON.');
      }
      const parsed = staffActionSchema.safeParse(raw);
      if (!parsed.success) {
        return jsonError(
          400,
          'invalid_request',
          parsed.error.issues[0]?.message ?? 'Invalid request.',
        );
      }
      const action = parsed.data;
      if (action.action === 'invite') {
        const result = await invite(action.email, action.redirectTo, admin.userId);
        return result instanceof Response ? result : json(result);
      }
      return await revoke(action.userId, admin.userId);
    } catch (error) {
      if (error instanceof UpstreamError) {
        if (error.code === 'last_admin') {
          return jsonError(409, 'last_admin', 'The last admin cannot be removed.');
        }
        if (error.status === 429 || error.code === 'over_email_send_rate_limit') {
          return jsonError(429, 'rate_limited', 'Too many emails sent. Please try again later.');
        }
        if (error.status < 500) return jsonError(400, error.code, error.message);
      }
      console.error('manage-staff failed', error);
      return jsonError(502, 'upstream_error', 'Staff management is unavailable. Try again.');
    }
  };
}
