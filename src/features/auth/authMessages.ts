/** What the sign-in page says. */
export const AUTH_MESSAGES = {
  signedIn: 'Successfully logged in!',
  signedUp: 'Account created! You can now log in.',
  alreadyRegistered: 'This email is already registered. Please log in instead.',
  fallback: 'Authentication failed',
  loggedOut: 'Logged out successfully',
} as const;

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
  return message || AUTH_MESSAGES.fallback;
}
