/**
 * manage-portal-access: staff only (the caller's JWT, checked by Auth, then is_admin()).
 *   GET                                                   → { people: PortalPerson[] }
 *   POST { action: 'invite', personId, role, redirectTo } → Auth's invite mail + an open role row
 *        (only to an account the invite makes or one whose address is proven:
 *        ../_shared/portal-access/invite-binding.ts)
 *   POST { action: 'resend', personId, role, redirectTo } → the invite mail again (still pending)
 *   POST { action: 'revoke', personId, role }             → revoked_at / revoked_by, row kept
 * Writes people.user_id and portal_access with the secret key (clients cannot). Access ends at
 * once on revoke: every policy reads portal_access on each request, not the JWT.
 */
import {
  type AccessState,
  type PortalAccessAction,
  portalAccessActionSchema,
  type PortalAccessResponse,
  type PortalPeopleResponse,
  type PortalPerson,
  type RoleAccess,
} from '../_shared/contract/portal-access.ts';
import { type PortalRole, portalRoleLabels, portalRoles } from '../_shared/contract/portal.ts';
import {
  adminApi,
  type AdminFunctionOptions,
  adminHandler,
} from '../_shared/platform/admin-handler.ts';
import {
  bindInvitation,
  type InvitationWords,
  type InviteeAccount,
  STAFF_CREATED,
  unprovenAccountMessage,
} from '../_shared/portal-access/invite-binding.ts';
import { jsonError } from '../_shared/platform/http.ts';
import { RestError } from '../_shared/platform/rest-store.ts';

const MAX_BODY_BYTES = 8 * 1024;
const USERS_PER_PAGE = 1000;

export interface ManagePortalAccessOptions extends AdminFunctionOptions {
  now?: () => Date;
}

interface PersonRow {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  user_id: string | null;
}

interface AccessRow {
  id: string;
  person_id: string;
  role: PortalRole;
  granted_at: string;
  invited_at: string | null;
  revoked_at: string | null;
  revoked_by: string | null;
}

type AuthUser = InviteeAccount;

/** A refusal the caller can act on (409 / 404 with the function's own words). */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const roleWord = (role: PortalRole) => portalRoleLabels[role].toLowerCase();
const confirmed = (user: AuthUser | undefined) => Boolean(user?.email_confirmed_at);

export function createManagePortalAccessHandler(options: ManagePortalAccessOptions = {}) {
  const now = options.now ?? (() => new Date());
  const api = adminApi('manage-portal-access', options);
  const call = api.call;

  const minimal = 'return=minimal';

  async function listUsers(): Promise<AuthUser[]> {
    const all: AuthUser[] = [];
    for (let page = 1; ; page++) {
      const { users } = await call<{ users: AuthUser[] }>(
        `/auth/v1/admin/users?page=${page}&per_page=${USERS_PER_PAGE}`,
      );
      all.push(...users);
      if (users.length < USERS_PER_PAGE) return all;
    }
  }

  async function findUserByEmail(email: string): Promise<AuthUser | undefined> {
    const wanted = email.toLowerCase();
    return (await listUsers()).find((u) => u.email?.toLowerCase() === wanted);
  }

  async function getUser(id: string | null): Promise<AuthUser | undefined> {
    if (!id) return undefined;
    try {
      return await call<AuthUser>(`/auth/v1/admin/users/${encodeURIComponent(id)}`);
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return undefined;
      throw error;
    }
  }

  async function person(id: string): Promise<PersonRow> {
    const rows = await call<PersonRow[]>(
      `/rest/v1/people?id=eq.${id}&select=id,full_name,email,phone,user_id`,
    );
    const row = rows[0];
    if (!row) throw new Refusal(404, 'not_found', 'That person does not exist (any more).');
    return row;
  }

  async function openRows(personId: string): Promise<AccessRow[]> {
    return await call<AccessRow[]>(
      `/rest/v1/portal_access?person_id=eq.${personId}&revoked_at=is.null&select=*`,
    );
  }

  const inList = (ids: string[]) => `in.(${[...new Set(ids)].join(',')})`;

  /** The homes the invitation is about: an owner's homes, a tenant's current leases' units. */
  async function homesOf(personId: string, role: PortalRole): Promise<string> {
    let homeIds: string[];
    let unitIds: string[] = [];
    if (role === 'owner') {
      const owned = await call<{ home_id: string }[]>(
        `/rest/v1/home_owners?person_id=eq.${personId}&select=home_id`,
      );
      homeIds = owned.map((o) => o.home_id);
    } else {
      const links = await call<{ lease_id: string }[]>(
        `/rest/v1/lease_tenants?person_id=eq.${personId}&select=lease_id`,
      );
      if (links.length === 0) return '';
      const leases = await call<{ home_id: string; unit_id: string }[]>(
        `/rest/v1/leases?id=${inList(links.map((l) => l.lease_id))}&status=neq.ended&select=home_id,unit_id`,
      );
      homeIds = leases.map((l) => l.home_id);
      unitIds = leases.map((l) => l.unit_id);
    }
    if (homeIds.length === 0) return '';
    const [homes, units] = await Promise.all([
      call<{ id: string; street: string; city: string }[]>(
        `/rest/v1/managed_homes?id=${inList(homeIds)}&select=id,street,city&order=street`,
      ),
      unitIds.length
        ? call<{ home_id: string; label: string }[]>(
            `/rest/v1/home_units?id=${inList(unitIds)}&select=home_id,label&order=label`,
          )
        : Promise.resolve([]),
    ]);
    return homes
      .map((h) => {
        const labels = units.filter((u) => u.home_id === h.id).map((u) => u.label);
        return labels.length
          ? `${h.street} (${labels.join(', ')}), ${h.city}`
          : `${h.street}, ${h.city}`;
      })
      .join('; ');
  }

  async function invitationWords(p: PersonRow, role: PortalRole): Promise<InvitationWords> {
    return { full_name: p.full_name, invited_as: role, invited_to: await homesOf(p.id, role) };
  }

  async function sendInvite(email: string, words: InvitationWords, redirectTo: string) {
    return await call<AuthUser>(`/auth/v1/invite?redirect_to=${encodeURIComponent(redirectTo)}`, {
      method: 'POST',
      body: JSON.stringify({ email, data: words }),
    });
  }

  /** Marks the invited account as staff's (app_metadata: the secret key alone may write it). */
  async function markStaffCreated(userId: string): Promise<void> {
    await call(`/auth/v1/admin/users/${encodeURIComponent(userId)}`, {
      method: 'PUT',
      body: JSON.stringify({ app_metadata: { [STAFF_CREATED]: true } }),
    });
  }

  async function linkUser(p: PersonRow, userId: string, callerId: string): Promise<void> {
    if (p.user_id === userId) return;
    try {
      await call(
        `/rest/v1/people?id=eq.${p.id}`,
        {
          method: 'PATCH',
          prefer: minimal,
          body: JSON.stringify({ user_id: userId }),
        },
        callerId,
      );
    } catch (error) {
      // people.user_id is unique: the account belongs to someone else on the list.
      if (error instanceof RestError && error.code === '23505') {
        throw new Refusal(
          409,
          'account_in_use',
          `The account of ${p.email} is already linked to another person on the list.`,
        );
      }
      throw error;
    }
  }

  async function list(): Promise<PortalPeopleResponse> {
    const [people, rows, owned, rented, users] = await Promise.all([
      call<PersonRow[]>('/rest/v1/people?select=id,full_name,email,phone,user_id&order=full_name'),
      call<AccessRow[]>('/rest/v1/portal_access?select=*&order=granted_at.desc'),
      call<{ person_id: string }[]>('/rest/v1/home_owners?select=person_id'),
      call<{ person_id: string }[]>('/rest/v1/lease_tenants?select=person_id'),
      listUsers(),
    ]);
    const usersById = new Map(users.map((u) => [u.id, u]));
    const count = (links: { person_id: string }[], id: string) =>
      links.filter((l) => l.person_id === id).length;
    const result: PortalPerson[] = people.map((p) => {
      const user = p.user_id ? usersById.get(p.user_id) : undefined;
      const access = Object.fromEntries(
        portalRoles.map((role): [PortalRole, RoleAccess] => {
          // Newest first: the open row if any (one at most), else the latest revoked one.
          const mine = rows.filter((r) => r.person_id === p.id && r.role === role);
          const row = mine.find((r) => !r.revoked_at) ?? mine[0];
          let state: AccessState = 'none';
          if (row?.revoked_at) state = 'revoked';
          else if (row) state = confirmed(user) ? 'active' : 'invited';
          return [
            role,
            {
              state,
              grantedAt: row?.granted_at ?? null,
              invitedAt: row?.invited_at ?? null,
              revokedAt: row?.revoked_at ?? null,
              revokedByEmail: row?.revoked_by
                ? (usersById.get(row.revoked_by)?.email ?? null)
                : null,
            },
          ];
        }),
      ) as Record<PortalRole, RoleAccess>;
      return {
        id: p.id,
        fullName: p.full_name,
        email: p.email,
        phone: p.phone,
        hasAccount: confirmed(user),
        access,
        homes: count(owned, p.id),
        leases: count(rented, p.id),
      };
    });
    return { people: result };
  }

  async function invite(
    a: Extract<PortalAccessAction, { action: 'invite' }>,
    callerId: string,
  ): Promise<PortalAccessResponse> {
    const p = await person(a.personId);
    if ((await openRows(p.id)).some((r) => r.role === a.role)) {
      throw new Refusal(
        409,
        'already_open',
        `${p.full_name} already has ${roleWord(a.role)} access or a pending invitation. Use Resend for a new mail.`,
      );
    }
    // The linked account, else whoever has the address; bound only as invite-binding.ts allows.
    const linked = await getUser(p.user_id);
    let account = linked ?? (await findUserByEmail(p.email));
    let mailed = false;
    let binding = bindInvitation(account);
    if (binding.action === 'replace') {
      // Never confirmed, not staff's: its password is whoever registered the address.
      await call(`/auth/v1/admin/users/${encodeURIComponent(binding.userId)}`, {
        method: 'DELETE',
      });
    }
    if (binding.action === 'invite' || binding.action === 'replace') {
      try {
        account = await sendInvite(p.email, await invitationWords(p, a.role), a.redirectTo);
        mailed = true;
        await markStaffCreated(account.id);
      } catch (error) {
        // Someone confirmed an account for the address since the lookup: judge it afresh.
        if (!(error instanceof RestError) || error.code !== 'email_exists') throw error;
        account = await findUserByEmail(p.email);
        binding = bindInvitation(account);
      }
    }
    if (binding.action === 'refuse') {
      throw new Refusal(409, 'unproven_account', unprovenAccountMessage(p.email));
    }
    const userId = account?.id;
    if (!userId) throw new Error('Auth answered without a user id');
    await linkUser(p, userId, callerId);
    try {
      await call(
        '/rest/v1/portal_access',
        {
          method: 'POST',
          prefer: minimal,
          body: JSON.stringify({
            person_id: p.id,
            role: a.role,
            granted_by: callerId,
            invited_at: mailed ? now().toISOString() : null,
          }),
        },
        callerId,
      );
    } catch (error) {
      // portal_access_one_open_per_role: another staff member was quicker.
      if (error instanceof RestError && error.code === '23505') {
        throw new Refusal(409, 'already_open', `${p.full_name} was just invited by someone else.`);
      }
      throw error;
    }
    return mailed
      ? {
          result: 'invited',
          message: `Invitation sent to ${p.email}. They get ${roleWord(a.role)} access once they set a password.`,
        }
      : {
          result: 'granted',
          message: `${p.email} already has an account: ${roleWord(a.role)} access is granted, no invitation needed. They sign in as usual.`,
        };
  }

  async function resend(
    a: Extract<PortalAccessAction, { action: 'resend' }>,
    callerId: string,
  ): Promise<PortalAccessResponse> {
    const p = await person(a.personId);
    const row = (await openRows(p.id)).find((r) => r.role === a.role);
    if (!row) {
      throw new Refusal(
        409,
        'not_invited',
        `${p.full_name} has no open ${roleWord(a.role)} invitation. Invite them first.`,
      );
    }
    const linked = await getUser(p.user_id);
    if (confirmed(linked)) {
      throw new Refusal(
        409,
        'already_accepted',
        `${p.full_name} has already accepted and can sign in. If they forgot the password, they can reset it from the sign-in page.`,
      );
    }
    // GoTrue re-invites an unconfirmed user: a new link, the old one stops working. Only staff's
    // own account is re-invited; any other is replaced, as in invite.
    const existing = linked ?? (await findUserByEmail(p.email));
    const binding = bindInvitation(existing);
    if (binding.action === 'refuse' || binding.action === 'grant') {
      throw new Refusal(409, 'unproven_account', unprovenAccountMessage(p.email));
    }
    if (binding.action === 'replace') {
      await call(`/auth/v1/admin/users/${encodeURIComponent(binding.userId)}`, {
        method: 'DELETE',
      });
    }
    const words = await invitationWords(p, a.role);
    if (binding.action === 'invite' && existing) {
      // GoTrue re-invites an existing account with the metadata it has: this invitation's words.
      await call(`/auth/v1/admin/users/${encodeURIComponent(existing.id)}`, {
        method: 'PUT',
        body: JSON.stringify({ user_metadata: words }),
      });
    }
    const account = await sendInvite(p.email, words, a.redirectTo);
    await markStaffCreated(account.id);
    await linkUser(p, account.id, callerId);
    await call(
      `/rest/v1/portal_access?id=eq.${row.id}`,
      {
        method: 'PATCH',
        prefer: minimal,
        body: JSON.stringify({ invited_at: now().toISOString() }),
      },
      callerId,
    );
    return {
      result: 'resent',
      message: `Invitation sent again to ${p.email}. Only the newest link works.`,
    };
  }

  async function revoke(
    a: Extract<PortalAccessAction, { action: 'revoke' }>,
    callerId: string,
  ): Promise<PortalAccessResponse> {
    const p = await person(a.personId);
    const open = await openRows(p.id);
    const row = open.find((r) => r.role === a.role);
    if (!row) {
      throw new Refusal(
        409,
        'not_open',
        `${p.full_name} has no ${roleWord(a.role)} access to remove.`,
      );
    }
    // Never before granted_at (portal_access_revoked_after_granted), whatever the clocks say.
    const at = new Date(Math.max(now().getTime(), Date.parse(row.granted_at)));
    await call(
      `/rest/v1/portal_access?id=eq.${row.id}&revoked_at=is.null`,
      {
        method: 'PATCH',
        prefer: minimal,
        body: JSON.stringify({ revoked_at: at.toISOString(), revoked_by: callerId }),
      },
      callerId,
    );
    const user = await getUser(p.user_id);
    const otherOpen = open.some((r) => r.id !== row.id);
    if (user && !confirmed(user) && !otherOpen && !(await hasStaffRole(user.id))) {
      // The mailed link must die with the invitation: delete the never-used account
      // (people.user_id goes null through its foreign key).
      await call(`/auth/v1/admin/users/${encodeURIComponent(user.id)}`, { method: 'DELETE' });
      return {
        result: 'revoked',
        message: `Invitation withdrawn: the link mailed to ${p.email} no longer works.`,
      };
    }
    return {
      result: 'revoked',
      message: `${portalRoleLabels[a.role]} access removed for ${p.full_name}. It ends at once; the history stays.`,
    };
  }

  async function hasStaffRole(userId: string): Promise<boolean> {
    const roles = await call<unknown[]>(`/rest/v1/user_roles?user_id=eq.${userId}&select=role`);
    return roles.length > 0;
  }

  return adminHandler({
    name: 'manage-portal-access',
    lists: 'people',
    unavailable: 'Portal access management is unavailable. Try again.',
    options,
    api,
    schema: portalAccessActionSchema,
    maxBytes: MAX_BODY_BYTES,
    list,
    act: (action, adminId) =>
      action.action === 'invite'
        ? invite(action, adminId)
        : action.action === 'resend'
          ? resend(action, adminId)
          : revoke(action, adminId),
    refusal: (error) =>
      error instanceof Refusal ? jsonError(error.status, error.code, error.message) : null,
  });
}
