/**
 * Which account an invitation (manage-staff, manage-portal-access) may give a role to. A role
 * goes only to an account the invitation created, or to one that has proven it reads the
 * address through a mail Auth sent. Otherwise whoever registered a person's address first (an
 * open sign-up that confirms at once, as the local backend's does; or an unconfirmed sign-up
 * holding the registrant's password) would receive the role meant for that person.
 */

/** app_metadata key (writable only with the secret key) on accounts staff created. */
export const STAFF_CREATED = 'staff_created';

export interface InviteeAccount {
  id: string;
  email?: string | null;
  email_confirmed_at?: string | null;
  /** Set by GoTrue when it mailed a sign-up confirmation (never with autoconfirm). */
  confirmation_sent_at?: string | null;
  /** Set by GoTrue's admin invite only. */
  invited_at?: string | null;
  app_metadata?: Record<string, unknown> | null;
}

const createdByStaff = (u: InviteeAccount) => u.app_metadata?.[STAFF_CREATED] === true;

/**
 * Confirmed, and the confirmation came through a mail: an invite link, a sign-up confirmation
 * (GoTrue confirms a mailed address only when its link or code comes back), or an account staff
 * created themselves (`admin:grant --create`, an invitation). An account confirmed at once by
 * an open sign-up (autoconfirm) has proven nothing.
 */
export function mailboxProven(u: InviteeAccount): boolean {
  if (!u.email_confirmed_at) return false;
  return createdByStaff(u) || Boolean(u.invited_at) || Boolean(u.confirmation_sent_at);
}

export type InvitationBinding =
  /** No account, or the still-unaccepted account of an earlier invitation: (re)invite it. */
  | { action: 'invite' }
  /** Unconfirmed and not staff's: nobody proved the address, and its password is a stranger's. */
  | { action: 'replace'; userId: string }
  /** The address is proven: grant at once, no mail. */
  | { action: 'grant'; userId: string }
  /** Confirmed without any mail: no role, whoever made it. */
  | { action: 'refuse'; userId: string };

export function bindInvitation(existing: InviteeAccount | undefined): InvitationBinding {
  if (!existing) return { action: 'invite' };
  if (!existing.email_confirmed_at) {
    return createdByStaff(existing)
      ? { action: 'invite' }
      : { action: 'replace', userId: existing.id };
  }
  return mailboxProven(existing)
    ? { action: 'grant', userId: existing.id }
    : { action: 'refuse', userId: existing.id };
}

/** Said to staff when bindInvitation refuses. */
export function unprovenAccountMessage(email: string): string {
  return `${email} already has an account that never proved it reads that address (it signed itself up), so it gets no access. If it is theirs, delete that account (Supabase dashboard, Authentication, Users) and invite them again: the invitation then makes a new one.`;
}

/**
 * What an invitation is for, in its mail: user_metadata that supabase/templates/invite.html reads
 * (`{{ .Data.invited_as }}`, `{{ .Data.invited_to }}`). GoTrue keeps an unconfirmed account's
 * metadata when it invites it again, so a resend writes these first.
 */
export interface InvitationWords {
  full_name?: string;
  invited_as: 'owner' | 'tenant' | 'staff';
  /** The homes, as the office names them ("1520 N Garey Ave (Unit A), Pomona"); '' if none. */
  invited_to: string;
}
