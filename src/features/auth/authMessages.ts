/** What the sign-in page says. */
export const AUTH_MESSAGES = {
  signedIn: 'Successfully logged in!',
  signedUp: 'Account created! You can now log in.',
  alreadyRegistered: 'This email is already registered. Please log in instead.',
  signUpClosed: 'New accounts are by invitation only. Ask an administrator to invite you.',
  fallback: 'Authentication failed',
  loggedOut: 'Logged out successfully',
  resetSent:
    'If an account exists for that address, a link to set a new password is on its way. Check your inbox.',
  passwordSaved: 'Your new password is saved. You are signed in.',
  linkExpired:
    'This link has expired or has already been used. Ask for a new one below; each link works once.',
  linkInvalid: 'This link did not work. Ask for a new one below.',
  noLinkSession:
    'Open the link from your email to set a password here, or ask for a new link below.',
} as const;

/** Why a mailed link did not sign the person in (the words: setPasswordCopy.ts, per language). */
export interface LinkProblem {
  reason: 'expired' | 'invalid' | 'noSession';
  /** Auth's own English description of the failure, if it gave one. */
  detail?: string;
}

/**
 * Auth redirects a failed link back with GoTrue's error parameters (in the fragment, or the query
 * with the PKCE flow). Null when the URL carries none.
 */
export function linkProblem(hash: string, search: string): LinkProblem | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  const code = params.get('error_code') ?? query.get('error_code');
  const error = params.get('error') ?? query.get('error');
  if (!code && !error) return null;
  if (code === 'otp_expired' || code === 'flow_state_expired') return { reason: 'expired' };
  const description = params.get('error_description') ?? query.get('error_description');
  return description ? { reason: 'invalid', detail: description } : { reason: 'invalid' };
}

/** The message for a failed sign-in or sign-up: the server's own words, except the known cases. */
export function authErrorMessage(error: unknown): string {
  const message =
    error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message.trim()
      : '';
  const code =
    error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
      ? error.code
      : '';
  if (/already registered/i.test(message) || code === 'user_already_exists') {
    return AUTH_MESSAGES.alreadyRegistered;
  }
  // A sign-up sent while the page still offered it (or from an old tab) after it was closed.
  if (code === 'signup_disabled') return AUTH_MESSAGES.signUpClosed;
  return message || AUTH_MESSAGES.fallback;
}
