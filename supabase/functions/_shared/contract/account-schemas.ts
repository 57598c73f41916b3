/**
 * Account rules, written once: the sign-in / sign-up / set-password forms validate with these
 * schemas (via `@shared/account-schemas.ts`) and manage-staff validates its requests with them.
 * Runs in Vite and in Deno alike: imports only `zod`.
 */
import { z } from 'zod';

/** Auth's minimum (`minimum_password_length` in supabase/config.toml): the forms ask the same. */
export const PASSWORD_MIN_LENGTH = 8;

export const accountMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  confirmRequired: 'Please repeat the new password',
  confirmMismatch: 'The passwords do not match',
} as const;

export const emailSchema = z
  .string()
  .trim()
  .min(1, accountMessages.emailRequired)
  .max(254, accountMessages.emailInvalid)
  .refine((v) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), accountMessages.emailInvalid);

export const passwordSchema = z
  .string()
  .min(1, accountMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, accountMessages.passwordShort);

export const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema });

/** The set-new-password screen (recovery and invite links): the sign-up rules, typed twice. */
export const newPasswordSchema = z
  .object({
    password: passwordSchema,
    confirm: z.string().min(1, accountMessages.confirmRequired),
  })
  .refine((v) => v.password === v.confirm, {
    message: accountMessages.confirmMismatch,
    path: ['confirm'],
  });

/** "Forgot password?" */
export const recoverySchema = z.object({ email: emailSchema });

/** manage-staff's POST body. */
export const staffActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('invite'),
    email: emailSchema,
    /** Where the invite link lands (the app's set-password screen); Auth checks its allow list. */
    redirectTo: z.url({ protocol: /^https?$/, error: 'redirectTo must be an http(s) URL.' }),
  }),
  z.object({
    action: z.literal('revoke'),
    userId: z.uuid({ error: 'userId must be a user id.' }),
  }),
]);
export type StaffAction = z.infer<typeof staffActionSchema>;

/** One admin as manage-staff lists them. */
export interface StaffMember {
  userId: string;
  email: string | null;
  /** When the admin role was granted (ISO). */
  since: string;
  invitedByEmail: string | null;
  /** True until the invitee has followed the invite link. */
  pending: boolean;
}

export interface StaffListResponse {
  staff: StaffMember[];
}

export interface StaffActionResponse {
  /** `invited`: a mail went out; `granted`: the account existed and is an admin now. */
  result: 'invited' | 'granted' | 'revoked';
  message: string;
}
