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
import {
  adminApi,
  type AdminFunctionOptions,
  adminHandler,
} from '../_shared/platform/admin-handler.ts';
import {
  bindInvitation,
  type InviteeAccount,
  STAFF_CREATED,
  unprovenAccountMessage,
  type InvitationWords,
} from '../_shared/portal-access/invite-binding.ts';
import { json, jsonError } from '../_shared/platform/http.ts';
import { RestError } from '../_shared/platform/rest-store.ts';

const MAX_BODY_BYTES = 8 * 1024;
const USERS_PER_PAGE = 1000;
const LAST_ADMIN_MESSAGE =
  'You are the last admin: invite or grant another admin before removing your own access.';

export type ManageStaffOptions = AdminFunctionOptions;

interface RoleRow {
  user_id: string;
  created_at: string;
  invited_by: string | null;
}

type AuthUser = InviteeAccount;

/** The staff invitation's words in its mail (supabase/templates/invite.html). */
const STAFF_INVITATION: InvitationWords = { invited_as: 'staff', invited_to: '' };

export function createManageStaffHandler(options: ManageStaffOptions = {}) {
  const api = adminApi('manage-staff', options);
  const call = api.call;

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
        prefer: 'resolution=ignore-duplicates,return=minimal',
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
      if (!(error instanceof RestError) || error.code !== 'email_exists') throw error;
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
      {
        method: 'DELETE',
        prefer: 'return=minimal',
      },
      callerId,
    );
    const body: StaffActionResponse = {
      result: 'revoked',
      message: userId === callerId ? 'Your admin access was removed.' : 'Admin access removed.',
    };
    return json(body);
  }

  return adminHandler({
    name: 'manage-staff',
    lists: 'staff',
    unavailable: 'Staff management is unavailable. Try again.',
    options,
    api,
    schema: staffActionSchema,
    maxBytes: MAX_BODY_BYTES,
    list,
    act: (action, adminId) =>
      action.action === 'invite'
        ? invite(action.email, action.redirectTo, adminId)
        : revoke(action.userId, adminId),
    refusal: (error) =>
      error instanceof RestError && error.hint === 'last_admin'
        ? jsonError(409, 'last_admin', 'The last admin cannot be removed.')
        : null,
  });
}
