import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const auth = {
  signInWithPassword: vi.fn(() => Promise.resolve({ error: null })),
  signUp: vi.fn(() => Promise.resolve({ data: { session: null }, error: null })),
  resetPasswordForEmail: vi.fn(() => Promise.resolve({ error: null })),
};
const token = vi.fn<() => Promise<string | undefined>>();
// Only the wiring is tested here (Auth's CAPTCHA needs Cloudflare); the requests themselves are
// tested against the local backend in tests/integration.
vi.mock('@/lib/supabase', () => ({ getSupabase: () => Promise.resolve({ auth }) }));
vi.mock('@/lib/challenge', () => ({ challengeToken: () => token() }));

const { fetchSignUpAllowed, requestPasswordReset, signIn, signUp } = await import('./api');
const credentials = { email: 'staff@example.com', password: 'password-123' };

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe("Auth's CAPTCHA on /auth", () => {
  it('sends a Turnstile token with sign-in, sign-up and recovery when the build has a site key', async () => {
    token.mockResolvedValue('turnstile-token');
    await signIn(credentials);
    await signUp(credentials);
    await requestPasswordReset(credentials.email);
    const withToken = expect.objectContaining({ captchaToken: 'turnstile-token' });
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ ...credentials, options: withToken });
    expect(auth.signUp).toHaveBeenCalledWith({ ...credentials, options: withToken });
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith(credentials.email, withToken);
  });

  it('sends none without a site key', async () => {
    token.mockResolvedValue(undefined);
    await signIn(credentials);
    await requestPasswordReset(credentials.email);
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ ...credentials, options: {} });
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith(
      credentials.email,
      expect.not.objectContaining({ captchaToken: expect.anything() }),
    );
  });
});

describe('whether /auth offers sign-up', () => {
  const settings = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
    );

  it("follows GoTrue's disable_signup", async () => {
    settings(200, { disable_signup: false, external: { email: true } });
    expect(await fetchSignUpAllowed()).toBe(true);
    settings(200, { disable_signup: true, external: { email: true } });
    expect(await fetchSignUpAllowed()).toBe(false);
  });

  it('counts an unknown answer as no', async () => {
    settings(500, {});
    expect(await fetchSignUpAllowed()).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    expect(await fetchSignUpAllowed()).toBe(false);
  });
});
