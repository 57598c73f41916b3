/**
 * The smoke test's sign-up check: a deployed project must answer Auth's settings with
 * `disable_signup: true` (`[auth] enable_signup = false`, pushed by `supabase config push`; a new
 * hosted project takes sign-ups until then). Kept apart from scripts/smoke.ts, which only calls it.
 */

/** Auth's `GET /auth/v1/settings` answer, judged. Throws a readable reason when it fails. */
export async function signUpClosed(
  call: (path: string) => Promise<Response>,
  allowOpen: boolean,
): Promise<string> {
  const res = await call('/auth/v1/settings');
  const text = await res.text();
  let body: { disable_signup?: unknown } = {};
  try {
    body = JSON.parse(text) as { disable_signup?: unknown };
  } catch {
    // judged below as an unknown answer
  }
  if (res.status !== 200 || typeof body.disable_signup !== 'boolean') {
    throw new Error(`status ${res.status}: ${text.slice(0, 200)}`);
  }
  if (body.disable_signup) return '200, disable_signup true';
  if (allowOpen) return '200, disable_signup false (allowed here: a local backend)';
  throw new Error(
    'public sign-up is on: run `supabase config push` (README, Deploy to production); opening it needs the CAPTCHA (docs/configuration.md, Production Auth settings)',
  );
}
