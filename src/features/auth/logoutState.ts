/**
 * Whether a sign-out started from the admin area is under way. Leaving for the (lazily loaded)
 * home page keeps the admin page on screen until its code arrives; meanwhile the session ends,
 * and the admin guard must not send the person to /auth instead.
 */
let loggingOut = false;

export function startLogout(): void {
  loggingOut = true;
}

export function endLogout(): void {
  loggingOut = false;
}

export function isLoggingOut(): boolean {
  return loggingOut;
}
