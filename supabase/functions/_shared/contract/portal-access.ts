/**
 * Who gets portal access: the people form (/admin/people) and the manage-portal-access function
 * validate with these schemas; the database's CHECK constraints on `people` say the same.
 * Runs in Vite and in Deno alike: imports only zod and sibling contract files.
 */
import { z } from 'zod';
import { emailSchema } from './account-schemas.ts';
import { type PortalRole, portalRoles } from './portal.ts';

export const personMessages = {
  nameRequired: 'Full name is required',
  nameLong: 'Full name must be at most 120 characters',
  phoneLength: 'Phone must be 7 to 40 characters',
  /** people_email_key (a unique index on lower(email)). */
  duplicateEmail: 'Another person already has this email address.',
  /** home_owners / lease_tenants reference the person (on delete restrict). */
  linked:
    'This person is on a home or a lease. Remove them from those first; their history stays there.',
} as const;

/** A person as staff type them (people.full_name, email, phone). */
export const personSchema = z.object({
  fullName: z.string().trim().min(1, personMessages.nameRequired).max(120, personMessages.nameLong),
  email: emailSchema,
  /** Empty means none. */
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || (v.length >= 7 && v.length <= 40), personMessages.phoneLength),
});
export type PersonInput = z.infer<typeof personSchema>;

const personId = z.uuid({ error: 'personId must be a person id.' });
const role = z.enum(portalRoles, { error: 'role must be owner or tenant.' });
/** Where the invite link lands (the app's set-password screen); Auth checks its allow list. */
const redirectTo = z.url({ protocol: /^https?$/, error: 'redirectTo must be an http(s) URL.' });

/** manage-portal-access's POST body. */
export const portalAccessActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('invite'), personId, role, redirectTo }),
  z.object({ action: z.literal('resend'), personId, role, redirectTo }),
  z.object({ action: z.literal('revoke'), personId, role }),
]);
export type PortalAccessAction = z.infer<typeof portalAccessActionSchema>;

/**
 * One role of one person, from their latest portal_access row of that role:
 * none (never granted), invited (the mailed link not yet used), active, revoked.
 */
export const accessStates = ['none', 'invited', 'active', 'revoked'] as const;
export type AccessState = (typeof accessStates)[number];
export const accessStateLabels: Record<AccessState, string> = {
  none: 'No access',
  invited: 'Invitation pending',
  active: 'Active',
  revoked: 'Revoked',
};

export interface RoleAccess {
  state: AccessState;
  /** ISO instants of the latest row (null when state is none). */
  grantedAt: string | null;
  /** When the last invitation mail went out (null: granted to an existing account). */
  invitedAt: string | null;
  revokedAt: string | null;
  revokedByEmail: string | null;
}

export interface PortalPerson {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  /** True once the person has an Auth account with a confirmed email. */
  hasAccount: boolean;
  access: Record<PortalRole, RoleAccess>;
  /** How many homes they own and leases they are on (a linked person cannot be deleted). */
  homes: number;
  leases: number;
}

export interface PortalPeopleResponse {
  people: PortalPerson[];
}

export interface PortalAccessResponse {
  /** invited / resent: a mail went out; granted: their existing account has the role now. */
  result: 'invited' | 'granted' | 'resent' | 'revoked';
  message: string;
}
