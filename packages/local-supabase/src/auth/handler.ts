/**
 * The GoTrue subset supabase-js uses: signup (and anonymous sign-in), password, refresh-token and
 * PKCE grants, user, logout, recovery, OTP/magic link, invite, verify, email change, reauthenticate,
 * generate_link, TOTP factors, settings, health, the JWKS, and the admin user and factor endpoints.
 * Signups are confirmed automatically, as in Supabase's local default, and refused with
 * `signup_disabled` when the sign-up switch is off; every other flow mails a link to the mail
 * catcher, rendered from config.toml's templates (templates.ts).
 */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { JwtError, type JwtClaims, type JwtKeys } from '../jwt.ts';
import { json, type Reply } from '../http-util.ts';
import {
  allowedRedirect,
  type AuthMail,
  type AuthProjectSettings,
  type AuthSiteConfig,
} from './mailer.ts';
import {
  DEFAULT_TEMPLATES,
  renderTemplate,
  type MailTemplate,
  type TemplateData,
  type TemplateName,
} from './templates.ts';
import {
  MfaError,
  adminDeleteFactor,
  challengeFactor,
  enrollTotp,
  factorsOf,
  unenrollFactor,
  verifyFactor,
} from './mfa.ts';
import {
  PKCE_TOKEN_PREFIX,
  PkceError,
  flowStateExpired,
  parseChallenge,
  verifierMatches,
  type ChallengeMethod,
  type PkceChallenge,
} from './pkce.ts';
import {
  checkPassword,
  insertAnonymousUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  identitiesOf,
  insertUser,
  userJson,
  type UserRow,
} from './users.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** GoTrue's default when config.toml sets no `minimum_password_length`. */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;
/** A password change without a reauthentication nonce needs a session younger than this. */
const RECENT_SESSION_MS = 24 * 3600_000;
// GoTrue's (HTML5) email pattern.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface AuthRequest {
  method: string;
  path: string; // below /auth/v1
  query: URLSearchParams;
  headers: Record<string, string>;
  body: Buffer;
  ip?: string;
}

export interface AuthDeps {
  db: PGlite;
  keys: JwtKeys;
  /** Public URL of the backend, for the `iss` claim. */
  baseUrl: () => string;
  site: AuthSiteConfig;
  /** config.toml's [auth] switches (anonymous sign-ins, password rules). */
  settings: Pick<AuthProjectSettings, 'anonymousSignIns'> &
    Partial<
      Pick<
        AuthProjectSettings,
        | 'minPasswordLength'
        | 'securePasswordChange'
        | 'enableSignup'
        | 'emailMaxFrequencyMs'
        | 'emailOtpExpirySeconds'
        | 'passwordRequiredCharacters'
      >
    >;
  sendMail: (mail: AuthMail) => Promise<void>;
  /** The mails' subjects and Go templates (config.toml's, else GoTrue's defaults). */
  templates?: Record<TemplateName, MailTemplate>;
  /** Failed password sign-ins per email within THROTTLE_WINDOW_MS before 429 (default 10). */
  maxFailedSignIns?: number;
  /** bcrypt's cost for new password hashes (default GoTrue's, BCRYPT_COST). */
  passwordHashCost?: number;
}

/** The CLI's default `[auth.email] otp_expiry` (GoTrue's mailer_otp_exp) when config.toml has none. */
const OTP_TTL_SECONDS = 3600;
/** GoTrue's default SMTP max_frequency (internal/conf/configuration.go). */
const DEFAULT_EMAIL_MAX_FREQUENCY_MS = 60_000;
const THROTTLE_WINDOW_MS = 5 * 60_000;

type TokenKind = 'confirmation' | 'recovery' | 'email_change' | 'reauthentication';
const VERIFY_TYPES: Record<string, TokenKind> = {
  signup: 'confirmation',
  invite: 'confirmation',
  magiclink: 'confirmation',
  email: 'confirmation',
  recovery: 'recovery',
  email_change: 'email_change',
};

/** GoTrue's authentication method of each mailed flow: the flow state's and the token's `amr`. */
const AUTH_METHODS: Record<string, string> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  email: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

/** The issuers GoTrue's id_token grant knows for each built-in provider. */
const ID_TOKEN_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
};

/** GoTrue's pagination parameter: a non-negative integer, else a 400 naming the bad value. */
function pageParam(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback;
  if (!/^\d+$/.test(value)) {
    throw new AuthError(
      400,
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing "${value}": invalid syntax`,
    );
  }
  return Number(value);
}

/** GoTrue's token hash: hex sha224 of email + OTP, so the code and the link's token_hash agree. */
function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

function otpExpired(): AuthError {
  return new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
}

function parseBody(body: Buffer): Record<string, unknown> {
  const text = body.toString('utf8').trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${(err as Error).message}`,
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(
      400,
      'bad_json',
      'Could not parse request body as JSON: expected an object',
    );
  }
  return value as Record<string, unknown>;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function obj(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function checkEmail(email: string | undefined): string {
  if (!email) throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
  if (!EMAIL_PATTERN.test(email.trim())) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  return email.trim().toLowerCase();
}

/** GoTrue's checkPasswordStrength: the length and each required character set, in one 422. */
export function checkNewPassword(
  password: string | undefined,
  minLength: number,
  requiredSets: readonly string[] = [],
): string {
  if (!password) throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
  const reasons: string[] = [];
  const messages: string[] = [];
  if (password.length < minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${minLength} characters.`);
  }
  if (requiredSets.some((set) => set !== '' && ![...set].some((c) => password.includes(c)))) {
    reasons.push('characters');
    messages.push(
      `Password should contain at least one character of each: ${requiredSets.join(', ')}.`,
    );
  }
  if (reasons.length > 0) {
    throw new AuthError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
  }
  return password;
}

function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The user timestamps GoTrue checks against `[auth.email] max_frequency`, one per kind of mail. */
type SentAt =
  'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at' | 'reauthentication_sent_at';

class AuthApi {
  private readonly failures = new Map<string, number[]>();
  /** When each kind of mail last went to each user (`${kind}:${userId}`), for max_frequency. */
  private readonly lastSent = new Map<string, number>();
  constructor(private readonly deps: AuthDeps) {}

  /**
   * GoTrue's validateSentWithinFrequencyLimit (internal/api/mail.go): the same kind of mail to
   * the same account again within max_frequency is 429 over_email_send_rate_limit. Invites and
   * admin links are not limited, as in GoTrue. Records the send when allowed.
   */
  private checkMailFrequency(userId: string, kind: SentAt): void {
    const frequency = this.deps.settings.emailMaxFrequencyMs ?? DEFAULT_EMAIL_MAX_FREQUENCY_MS;
    const key = `${kind}:${userId}`;
    const last = this.lastSent.get(key);
    const now = Date.now();
    if (last !== undefined && last + frequency > now) {
      const left = Math.floor((last + frequency - now) / 1000);
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${left} seconds.`,
      );
    }
    this.lastSent.set(key, now);
  }

  private get minPasswordLength(): number {
    return this.deps.settings.minPasswordLength ?? DEFAULT_MIN_PASSWORD_LENGTH;
  }

  private get requiredCharacters(): readonly string[] {
    return this.deps.settings.passwordRequiredCharacters ?? [];
  }

  /** Sign-in throttling: too many recent failures for an email answer 429 as GoTrue does. */
  private checkThrottle(email: string): void {
    const max = this.deps.maxFailedSignIns ?? 10;
    const since = Date.now() - THROTTLE_WINDOW_MS;
    const recent = (this.failures.get(email) ?? []).filter((t) => t > since);
    this.failures.set(email, recent);
    if (recent.length >= max) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  }

  private recordFailure(email: string): void {
    const list = this.failures.get(email) ?? [];
    list.push(Date.now());
    this.failures.set(email, list);
  }

  /** How long a mailed link or code works: config.toml's otp_expiry, for every mail kind. */
  private otpTtlSeconds(): number {
    return this.deps.settings.emailOtpExpirySeconds ?? OTP_TTL_SECONDS;
  }

  /** A fresh 6-digit code for `kind`, replacing older ones; returns the code and its hash. */
  private async issueToken(tx: Transaction, userId: string, email: string, kind: TokenKind) {
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const hash = tokenHash(email, otp);
    await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [
      userId,
      kind,
    ]);
    await tx.query(
      `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)`,
      [userId, kind, hash, email],
    );
    return { otp, hash };
  }

  /** The mailed link; a PKCE flow's token carries the `pkce_` prefix, as GoTrue's does. */
  private verifyLink(hash: string, type: string, redirectTo: string, pkce = false): string {
    const token = pkce ? `${PKCE_TOKEN_PREFIX}${hash}` : hash;
    const q = new URLSearchParams({ token, type, redirect_to: redirectTo });
    return `${this.deps.baseUrl()}/auth/v1/verify?${q.toString()}`;
  }

  private redirectFor(req: AuthRequest, body: Record<string, unknown>): string {
    const options = obj(body.options);
    const asked =
      req.query.get('redirect_to') ??
      str(body.redirect_to) ??
      str(options?.redirect_to) ??
      str(options?.redirectTo);
    return allowedRedirect(this.deps.site, asked ?? undefined);
  }

  /** GoTrue's sign-up switch (`[auth] enable_signup`); refused as GoTrue refuses it. */
  private assertSignupAllowed(): void {
    if (this.deps.settings.enableSignup === false) {
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    }
  }

  /** A mail whose link verifies `sent` (its code too, for templates that show it). */
  private linkMail(
    name: TemplateName,
    to: string,
    type: string,
    sent: { hash: string; otp: string; isPkce?: boolean },
    redirectTo: string,
    data: TemplateData = {},
  ) {
    return this.mail(name, to, {
      ConfirmationURL: this.verifyLink(sent.hash, type, redirectTo, sent.isPkce),
      Token: sent.otp,
      TokenHash: sent.hash,
      RedirectTo: redirectTo,
      ...data,
    });
  }

  /** Renders the template `name` with GoTrue's variables and sends it to `to`. */
  private async mail(name: TemplateName, to: string, data: TemplateData) {
    const template = (this.deps.templates ?? DEFAULT_TEMPLATES)[name];
    // `.Data` is the account's user_metadata, as GoTrue gives it to the templates.
    const account = await findUserByEmail(this.deps.db, data.Email ?? to);
    const vars: TemplateData = {
      SiteURL: this.deps.site.siteUrl,
      Email: to,
      Data: obj(account?.raw_user_meta_data) ?? {},
      ...data,
    };
    const subject = renderTemplate(template.subject, vars, false);
    const html = renderTemplate(template.content, vars);
    try {
      await this.deps.sendMail({ to, subject, html });
    } catch (err) {
      console.error('[local-supabase] auth mail failed', err);
      const what = name === 'magic_link' ? 'magic link' : name.replace('_', ' ');
      throw new AuthError(500, 'unexpected_failure', `Error sending ${what} email`);
    }
  }

  /** Starts a PKCE flow for a mailed link (GoTrue's flow_state); its auth code is revealed at verify. */
  private async startFlow(
    tx: Transaction,
    userId: string,
    type: string,
    pkce: PkceChallenge | undefined,
  ): Promise<boolean> {
    if (!pkce) return false;
    await tx.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
                                    provider_type, authentication_method)
       values ($1, $2, $3, $4, $5, 'email', $6)`,
      [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, AUTH_METHODS[type] ?? type],
    );
    return true;
  }

  /** POST /token?grant_type=pkce: the auth code from the mailed link plus the original verifier. */
  private async pkceGrant(req: AuthRequest, body: Record<string, unknown>): Promise<Reply> {
    const authCode = str(body.auth_code) ?? '';
    const verifier = str(body.code_verifier) ?? '';
    if (authCode === '' || verifier === '') {
      throw new AuthError(
        400,
        'validation_failed',
        'invalid request: both auth code and code verifier should be non-empty',
      );
    }
    return this.deps.db.transaction(async (tx) => {
      const found = await tx.query<{
        id: string;
        user_id: string | null;
        code_challenge_method: ChallengeMethod;
        code_challenge: string;
        authentication_method: string;
        created_at: Date;
        auth_code_issued_at: Date | null;
      }>(
        `select id::text, user_id::text, code_challenge_method, code_challenge, authentication_method,
                created_at, auth_code_issued_at
           from auth.flow_state where auth_code = $1`,
        [authCode],
      );
      const flow = found.rows[0];
      if (!flow || !flow.user_id) {
        throw new AuthError(
          404,
          'flow_state_not_found',
          'invalid flow state, no valid flow state found',
        );
      }
      if (flowStateExpired(flow.created_at, flow.auth_code_issued_at, new Date())) {
        throw new AuthError(
          422,
          'flow_state_expired',
          'invalid flow state, flow state has expired',
        );
      }
      const saved = { challenge: flow.code_challenge, method: flow.code_challenge_method };
      if (!verifierMatches(saved, verifier)) {
        throw new AuthError(
          400,
          'bad_code_verifier',
          'code challenge does not match previously saved code verifier',
        );
      }
      await tx.query(`delete from auth.flow_state where id = $1`, [flow.id]);
      return json(200, await this.newSession(tx, flow.user_id, req, flow.authentication_method));
    });
  }

  private async accessToken(
    user: UserRow,
    sessionId: string,
    amr: { method: string; timestamp: number }[],
    aal = 'aal1',
  ) {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + ACCESS_TOKEN_TTL_SECONDS;
    const claims: JwtClaims = {
      iss: `${this.deps.baseUrl()}/auth/v1`,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      exp,
      iat: now,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    };
    return { token: await this.deps.keys.sign(claims), exp };
  }

  /** Creates a session with its first refresh token and returns GoTrue's token response. */
  private async newSession(
    tx: Transaction,
    userId: string,
    req: AuthRequest,
    method = 'password',
  ): Promise<Record<string, unknown>> {
    const sessionId = randomUUID();
    await tx.query(
      `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
      [userId],
    );
    await tx.query(
      `insert into auth.sessions (id, user_id, user_agent, ip, refreshed_at, amr_method)
       values ($1, $2, $3, $4, now(), $5)`,
      [sessionId, userId, req.headers['user-agent'] ?? null, req.ip ?? null, method],
    );
    const refresh = newRefreshToken();
    await tx.query(
      `insert into auth.refresh_tokens (token, user_id, session_id, revoked) values ($1, $2, $3, false)`,
      [refresh, userId, sessionId],
    );
    return this.tokenResponse(tx, userId, sessionId, refresh);
  }

  /** GoTrue's token response; `amr` names how the session began (and TOTP once it is aal2). */
  private async tokenResponse(tx: Transaction, userId: string, sessionId: string, refresh: string) {
    const user = await findUserById(tx, userId);
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const created = await tx.query<{
      t: number;
      aal: string | null;
      stepped: number;
      method: string | null;
    }>(
      `select extract(epoch from created_at)::int as t, aal,
              extract(epoch from updated_at)::int as stepped, amr_method as method
         from auth.sessions where id = $1`,
      [sessionId],
    );
    const session = created.rows[0];
    const aal = session?.aal ?? 'aal1';
    const method = session?.method ?? 'password';
    const amr = [{ method, timestamp: session?.t ?? Math.floor(Date.now() / 1000) }];
    if (aal === 'aal2')
      amr.unshift({ method: 'totp', timestamp: session?.stepped ?? amr[0]!.timestamp });
    const { token, exp } = await this.accessToken(user, sessionId, amr, aal);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      expires_at: exp,
      refresh_token: refresh,
      user: userJson(user, await identitiesOf(tx, userId), await factorsOf(tx, userId)),
    };
  }

  async signup(req: AuthRequest): Promise<Reply> {
    const body = parseBody(req.body);
    if (str(body.phone) && !str(body.email)) {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    if (!str(body.email) && !str(body.phone)) return this.anonymousSignIn(req, body);
    this.assertSignupAllowed();
    // Local sign-ups are confirmed at once, so a PKCE sign-up gets its session straight away, as
    // GoTrue's does with autoconfirm; the challenge is still checked.
    parseChallenge(body);
    const email = checkEmail(str(body.email));
    const password = checkNewPassword(
      str(body.password),
      this.minPasswordLength,
      this.requiredCharacters,
    );
    const data = obj(body.data) ?? {};
    // Hash outside the transaction: PGlite has one connection, so it would block every request.
    const passwordHash = await hashPassword(password, this.deps.passwordHashCost);
    return this.deps.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      const user = await insertUser(tx, {
        email,
        passwordHash,
        userMetadata: data,
        confirmed: true,
      });
      return json(200, await this.newSession(tx, user.id, req));
    });
  }

  /** GoTrue's anonymous sign-in: POST /signup with neither email nor phone, if the project allows it. */
  private async anonymousSignIn(req: AuthRequest, body: Record<string, unknown>): Promise<Reply> {
    if (!this.deps.settings.anonymousSignIns) {
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    const data = obj(body.data) ?? {};
    return this.deps.db.transaction(async (tx) => {
      const user = await insertAnonymousUser(tx, data);
      return json(200, await this.newSession(tx, user.id, req, 'anonymous'));
    });
  }

  async token(req: AuthRequest): Promise<Reply> {
    const grant = req.query.get('grant_type');
    const body = parseBody(req.body);
    if (grant === 'password') {
      const email = str(body.email);
      const password = str(body.password);
      if (!email && !str(body.phone)) {
        throw new AuthError(400, 'validation_failed', 'missing email or phone');
      }
      const throttleKey = (email ?? '').trim().toLowerCase();
      this.checkThrottle(throttleKey);
      // The bcrypt check runs outside any transaction so it never holds the database.
      const user = email ? await findUserByEmail(this.deps.db, email) : undefined;
      const ok = user && password ? await checkPassword(password, user.encrypted_password) : false;
      if (!user || !ok) {
        this.recordFailure(throttleKey);
        throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
      }
      this.failures.delete(throttleKey);
      if (!user.email_confirmed_at) {
        throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      }
      if (user.banned_until && Date.parse(user.banned_until) > Date.now()) {
        throw new AuthError(400, 'user_banned', 'User is banned');
      }
      return this.deps.db.transaction(async (tx) => {
        const current = await findUserById(tx, user.id);
        if (!current || current.encrypted_password !== user.encrypted_password) {
          throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
        }
        return json(200, await this.newSession(tx, user.id, req));
      });
    }
    if (grant === 'pkce') return this.pkceGrant(req, body);
    // No external providers locally (config.toml enables none): GoTrue's answers when they are off.
    if (grant === 'id_token') {
      const provider = str(body.provider) ?? '';
      const issuer = ID_TOKEN_ISSUERS[provider];
      if (!issuer) {
        throw new AuthError(
          400,
          'validation_failed',
          `Custom OIDC provider "${provider}" not allowed`,
        );
      }
      throw new AuthError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
    }
    if (grant === 'web3') {
      throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
    }
    if (grant === 'refresh_token') {
      const token = str(body.refresh_token);
      if (!token)
        throw new AuthError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        );
      // Reuse detection must commit its revocation, so the error is thrown after the commit.
      const result = await this.deps.db.transaction(async (tx) => this.refresh(tx, token));
      if (result instanceof AuthError) throw result;
      return result;
    }
    throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  }

  /** Rotates a refresh token; reusing a revoked one ends the whole session (GoTrue's reuse detection). */
  private async refresh(tx: Transaction, token: string): Promise<Reply | AuthError> {
    const found = await tx.query<{
      id: string;
      user_id: string;
      session_id: string | null;
      revoked: boolean;
    }>(
      `select id::text, user_id, session_id::text, revoked from auth.refresh_tokens where token = $1`,
      [token],
    );
    const row = found.rows[0];
    if (!row || !row.session_id) {
      throw new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    }
    if (row.revoked) {
      await tx.query(`delete from auth.sessions where id = $1`, [row.session_id]);
      return new AuthError(
        400,
        'refresh_token_already_used',
        'Invalid Refresh Token: Already Used',
      );
    }
    await tx.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`,
      [row.id],
    );
    const next = newRefreshToken();
    await tx.query(
      `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked) values ($1, $2, $3, $4, false)`,
      [next, row.user_id, row.session_id, token],
    );
    await tx.query(
      `update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`,
      [row.session_id],
    );
    return json(200, await this.tokenResponse(tx, row.user_id, row.session_id, next));
  }

  /** Verifies the Bearer user token and returns its claims and user. */
  private async requireUser(tx: Transaction | PGlite, req: AuthRequest) {
    const header = req.headers['authorization'];
    const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
    if (!match)
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: JwtClaims;
    try {
      claims = await this.deps.keys.verify((match[1] as string).trim());
    } catch (err) {
      const reason =
        err instanceof JwtError && err.expired ? 'token is expired' : 'signature is invalid';
      throw new AuthError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${reason}`,
      );
    }
    if (typeof claims.sub !== 'string' || claims.sub === '') {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    const user = await findUserById(tx, claims.sub);
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
    if (sessionId) {
      const s = await tx.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
      if (s.rows.length === 0) {
        throw new AuthError(
          403,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        );
      }
    }
    return { claims, user, sessionId };
  }

  /** The TOTP factor endpoints (POST /factors, /factors/:id/challenge, /factors/:id/verify, DELETE). */
  async factors(req: AuthRequest, rest: string[]): Promise<Reply> {
    const body = req.method === 'POST' ? parseBody(req.body) : {};
    const [factorId, action] = rest;
    return this.deps.db.transaction(async (tx) => {
      const { user, sessionId } = await this.requireUser(tx, req);
      if (req.method === 'POST' && factorId === undefined) {
        const issuer = new URL(this.deps.site.siteUrl).host;
        return json(200, await enrollTotp(tx, user, body, issuer));
      }
      if (req.method === 'POST' && factorId && action === 'challenge') {
        return json(200, await challengeFactor(tx, user.id, factorId, req.ip));
      }
      if (req.method === 'POST' && factorId && action === 'verify') {
        if (!sessionId) throw new AuthError(403, 'session_not_found', 'Session not found');
        await verifyFactor(tx, user.id, factorId, body);
        // The session steps up to aal2; the client gets a new token pair for it, as from GoTrue.
        await tx.query(`update auth.sessions set aal = 'aal2', updated_at = now() where id = $1`, [
          sessionId,
        ]);
        await tx.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`,
          [sessionId],
        );
        const refresh = newRefreshToken();
        await tx.query(
          `insert into auth.refresh_tokens (token, user_id, session_id, revoked) values ($1, $2, $3, false)`,
          [refresh, user.id, sessionId],
        );
        return json(200, await this.tokenResponse(tx, user.id, sessionId, refresh));
      }
      if (req.method === 'DELETE' && factorId && action === undefined) {
        const aal = sessionId
          ? (
              await tx.query<{ aal: string }>(`select aal from auth.sessions where id = $1`, [
                sessionId,
              ])
            ).rows[0]?.aal
          : undefined;
        return json(200, await unenrollFactor(tx, user.id, factorId, aal));
      }
      throw new AuthError(404, 'not_found', `${req.method} /factors is not supported`);
    });
  }

  async assertSignedIn(req: AuthRequest): Promise<void> {
    await this.deps.db.transaction((tx) => this.requireUser(tx, req));
  }

  async getUser(req: AuthRequest): Promise<Reply> {
    return this.deps.db.transaction(async (tx) => {
      const { user } = await this.requireUser(tx, req);
      return json(
        200,
        userJson(user, await identitiesOf(tx, user.id), await factorsOf(tx, user.id)),
      );
    });
  }

  async updateUser(req: AuthRequest): Promise<Reply> {
    const body = parseBody(req.body);
    let passwordHash: string | undefined;
    const newPassword = str(body.password);
    if (newPassword !== undefined) {
      // bcrypt work happens outside the transaction (see signup).
      const password = checkNewPassword(
        newPassword,
        this.minPasswordLength,
        this.requiredCharacters,
      );
      const { user } = await this.deps.db.transaction((tx) => this.requireUser(tx, req));
      if (await checkPassword(password, user.encrypted_password)) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      passwordHash = await hashPassword(password, this.deps.passwordHashCost);
    }
    const redirectTo = this.redirectFor(req, body);
    const pkce = parseChallenge(body);
    let pending:
      { to: string; link: string; otp: string; hash: string; current: string } | undefined;
    const nonce = str(body.nonce);
    const reply = await this.deps.db.transaction(async (tx) => {
      const { user, sessionId } = await this.requireUser(tx, req);
      if (passwordHash !== undefined && this.deps.settings.securePasswordChange) {
        // GoTrue: a session signed in within 24 hours may change the password; an older one (or
        // a token without a session) must quote the reauthentication code.
        const recent = sessionId
          ? await tx.query<{ recent: boolean }>(
              `select created_at > now() - make_interval(secs => $2) as recent
                 from auth.sessions where id = $1`,
              [sessionId, RECENT_SESSION_MS / 1000],
            )
          : { rows: [] };
        if (recent.rows[0]?.recent !== true) {
          if (nonce === undefined || nonce === '') {
            throw new AuthError(
              400,
              'reauthentication_needed',
              'Password update requires reauthentication',
            );
          }
          await this.checkNonce(tx, user, nonce);
        }
      }
      await this.applyUserChanges(tx, user, { passwordHash, userMetadata: obj(body.data) });
      const newEmail = str(body.email);
      let pendingEmail: string | undefined;
      if (newEmail !== undefined && newEmail.trim().toLowerCase() !== user.email) {
        // Email change needs confirmation from the new address (GoTrue's mailer flow).
        const email = checkEmail(newEmail);
        const other = await findUserByEmail(tx, email);
        if (other && other.id !== user.id) {
          throw new AuthError(
            422,
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        this.checkMailFrequency(user.id, 'email_change_sent_at');
        await tx.query(
          `update auth.users set email_change = $2, email_change_sent_at = now(), updated_at = now() where id = $1`,
          [user.id, email],
        );
        const isPkce = await this.startFlow(tx, user.id, 'email_change', pkce);
        const { otp, hash } = await this.issueToken(tx, user.id, email, 'email_change');
        const link = this.verifyLink(hash, 'email_change', redirectTo, isPkce);
        pending = { to: email, otp, link, hash, current: user.email ?? '' };
        pendingEmail = email;
      }
      const updated = await findUserById(tx, user.id);
      if (!updated) throw new AuthError(404, 'user_not_found', 'User not found');
      const out = userJson(updated, await identitiesOf(tx, user.id));
      if (pendingEmail) {
        out.new_email = pendingEmail;
        out.email_change_sent_at = new Date().toISOString();
      }
      return json(200, out);
    });
    if (pending) {
      await this.mail('email_change', pending.to, {
        ConfirmationURL: pending.link,
        Token: pending.otp,
        TokenHash: pending.hash,
        RedirectTo: redirectTo,
        Email: pending.current,
        NewEmail: pending.to,
      });
    }
    return reply;
  }

  /** GET /reauthenticate: mails a one-time code that a password change may quote as `nonce`. */
  async reauthenticate(req: AuthRequest): Promise<Reply> {
    const sent = await this.deps.db.transaction(async (tx) => {
      const { user } = await this.requireUser(tx, req);
      if (!user.email) {
        throw new AuthError(
          400,
          'validation_failed',
          'Reauthentication requires the user to have an email or a phone number',
        );
      }
      if (!user.email_confirmed_at) {
        throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
      }
      this.checkMailFrequency(user.id, 'reauthentication_sent_at');
      return {
        to: user.email,
        ...(await this.issueToken(tx, user.id, user.email, 'reauthentication')),
      };
    });
    await this.mail('reauthentication', sent.to, { Token: sent.otp, TokenHash: sent.hash });
    return json(200, {});
  }

  /** The nonce of a password change: the reauthentication code, valid once (GoTrue's check). */
  private async checkNonce(tx: Transaction, user: UserRow, nonce: string): Promise<void> {
    const used = await tx.query<{ fresh: boolean }>(
      `delete from auth.one_time_tokens where user_id = $1 and token_type = 'reauthentication'
          and token_hash = $2
       returning created_at > now() - make_interval(secs => $3) as fresh`,
      [user.id, tokenHash(user.email ?? '', nonce.trim()), this.otpTtlSeconds()],
    );
    if (!used.rows[0]?.fresh) {
      throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
    }
  }

  private async applyUserChanges(
    tx: Transaction,
    user: UserRow,
    changes: {
      email?: string;
      passwordHash?: string;
      userMetadata?: Record<string, unknown>;
      appMetadata?: Record<string, unknown>;
      confirmEmail?: boolean;
      banDuration?: string;
    },
  ): Promise<void> {
    if (changes.email !== undefined && changes.email.toLowerCase() !== user.email) {
      const email = checkEmail(changes.email);
      const other = await findUserByEmail(tx, email);
      if (other && other.id !== user.id) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [
        user.id,
        email,
      ]);
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
          where user_id = $1 and provider = 'email'`,
        [user.id, email],
      );
    }
    if (changes.passwordHash !== undefined) {
      await tx.query(
        `update auth.users set encrypted_password = $2, updated_at = now() where id = $1`,
        [user.id, changes.passwordHash],
      );
    }
    if (changes.userMetadata) {
      await tx.query(
        `update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1`,
        [user.id, JSON.stringify(changes.userMetadata)],
      );
    }
    if (changes.appMetadata) {
      await tx.query(
        `update auth.users set raw_app_meta_data = raw_app_meta_data || $2::jsonb, updated_at = now() where id = $1`,
        [user.id, JSON.stringify(changes.appMetadata)],
      );
    }
    if (changes.confirmEmail) {
      await tx.query(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
        [user.id],
      );
    }
    if (changes.banDuration !== undefined) {
      const until = changes.banDuration === 'none' ? null : parseBanDuration(changes.banDuration);
      await tx.query(`update auth.users set banned_until = $2 where id = $1`, [user.id, until]);
    }
  }

  async logout(req: AuthRequest): Promise<Reply> {
    const scope = req.query.get('scope') ?? 'global';
    return this.deps.db.transaction(async (tx) => {
      const { user, sessionId } = await this.requireUser(tx, req);
      if (scope === 'local') {
        if (sessionId) await tx.query(`delete from auth.sessions where id = $1`, [sessionId]);
      } else if (scope === 'others') {
        await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [
          user.id,
          sessionId ?? '',
        ]);
      } else {
        await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
      }
      return { status: 204 };
    });
  }

  // --- mailed flows ---------------------------------------------------------------------------

  async recover(req: AuthRequest): Promise<Reply> {
    const body = parseBody(req.body);
    const email = checkEmail(str(body.email));
    const pkce = parseChallenge(body);
    const redirectTo = this.redirectFor(req, body);
    const sent = await this.deps.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return undefined; // GoTrue answers 200 either way so emails cannot be probed.
      this.checkMailFrequency(user.id, 'recovery_sent_at');
      await tx.query(`update auth.users set recovery_sent_at = now() where id = $1`, [user.id]);
      const isPkce = await this.startFlow(tx, user.id, 'recovery', pkce);
      return { isPkce, ...(await this.issueToken(tx, user.id, email, 'recovery')) };
    });
    if (sent) {
      await this.linkMail('recovery', email, 'recovery', sent, redirectTo);
    }
    return json(200, {});
  }

  /** Re-sends the signup or email-change mail (GoTrue's /resend). */
  async resend(req: AuthRequest): Promise<Reply> {
    const body = parseBody(req.body);
    const type = str(body.type);
    if (type !== 'signup' && type !== 'email_change') {
      throw new AuthError(
        400,
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    const email = checkEmail(str(body.email));
    const pkce = parseChallenge(body);
    const redirectTo = this.redirectFor(req, body);
    const sent = await this.deps.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return undefined;
      if (type === 'signup') {
        if (user.email_confirmed_at) return undefined; // nothing to confirm
        this.checkMailFrequency(user.id, 'confirmation_sent_at');
        const isPkce = await this.startFlow(tx, user.id, type, pkce);
        const token = await this.issueToken(tx, user.id, email, 'confirmation');
        return { to: email, current: email, isPkce, ...token };
      }
      const to = user.email_change;
      if (!to) return undefined;
      this.checkMailFrequency(user.id, 'email_change_sent_at');
      const isPkce = await this.startFlow(tx, user.id, type, pkce);
      const token = await this.issueToken(tx, user.id, to, 'email_change');
      return { to, current: user.email ?? '', isPkce, ...token };
    });
    if (sent) {
      const template = type === 'signup' ? 'confirmation' : 'email_change';
      await this.linkMail(template, sent.to, type, sent, redirectTo, {
        Email: sent.current,
        ...(type === 'email_change' ? { NewEmail: sent.to } : {}),
      });
    }
    return json(200, {});
  }

  async otp(req: AuthRequest): Promise<Reply> {
    const body = parseBody(req.body);
    if (str(body.phone) && !str(body.email)) {
      throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    }
    const email = checkEmail(str(body.email));
    const pkce = parseChallenge(body);
    const createUser = body.create_user !== false;
    const redirectTo = this.redirectFor(req, body);
    const sent = await this.deps.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (!user) {
        if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
        this.assertSignupAllowed();
        user = await insertUser(tx, {
          email,
          passwordHash: null,
          userMetadata: obj(body.data) ?? {},
          confirmed: false,
        });
      }
      // A magic link shares the recovery timer in GoTrue (sendMagicLink).
      this.checkMailFrequency(user.id, 'recovery_sent_at');
      const isPkce = await this.startFlow(tx, user.id, 'magiclink', pkce);
      return { isPkce, ...(await this.issueToken(tx, user.id, email, 'confirmation')) };
    });
    await this.linkMail('magic_link', email, 'magiclink', sent, redirectTo);
    return json(200, {});
  }

  async invite(req: AuthRequest): Promise<Reply> {
    await this.requireAdmin(req);
    const body = parseBody(req.body);
    const email = checkEmail(str(body.email));
    const redirectTo = this.redirectFor(req, body);
    const { user, token } = await this.deps.db.transaction(async (tx) => {
      const invited = await this.inviteUser(tx, email, obj(body.data));
      const token = await this.issueToken(tx, invited.id, email, 'confirmation');
      const user = userJson(invited, await identitiesOf(tx, invited.id));
      return { user, token };
    });
    await this.linkMail('invite', email, 'invite', token, redirectTo);
    return json(200, user);
  }

  /** The invited user: created unconfirmed, or an existing unconfirmed one (GoTrue re-invites). */
  private async inviteUser(tx: Transaction, email: string, data?: Record<string, unknown>) {
    let user = await findUserByEmail(tx, email);
    if (user?.email_confirmed_at) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    user ??= await insertUser(tx, {
      email,
      passwordHash: null,
      userMetadata: data ?? {},
      confirmed: false,
      metadataAsGiven: true,
    });
    await tx.query(`update auth.users set invited_at = now() where id = $1`, [user.id]);
    return (await findUserById(tx, user.id)) ?? user;
  }

  /** Applies a verified token; returns the token response of the new session and its type. */
  /** Applies a verified token (confirms the address, completes an email change); returns the user. */
  private async redeemToken(tx: Transaction, type: string, hash: string): Promise<UserRow> {
    const kind = VERIFY_TYPES[type];
    if (!kind) throw new AuthError(400, 'validation_failed', `Verify requires a verification type`);
    const found = await tx.query<{ user_id: string; relates_to: string; fresh: boolean }>(
      `delete from auth.one_time_tokens where token_hash = $1 and token_type = $2
       returning user_id::text, relates_to, created_at > now() - make_interval(secs => $3) as fresh`,
      [hash, kind, this.otpTtlSeconds()],
    );
    const row = found.rows[0];
    if (!row || !row.fresh) throw otpExpired();
    const user = await findUserById(tx, row.user_id);
    if (!user) throw otpExpired();
    if (kind === 'email_change') {
      const other = await findUserByEmail(tx, row.relates_to);
      if (other && other.id !== user.id) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      await tx.query(
        `update auth.users set email = email_change, email_change = null, updated_at = now() where id = $1`,
        [user.id],
      );
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
          where user_id = $1 and provider = 'email'`,
        [user.id, row.relates_to],
      );
    }
    // Any mailed link proves the address, so it also confirms it (GoTrue does the same).
    await tx.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
      [user.id],
    );
    return user;
  }

  /** The auth code of the user's latest PKCE flow of this type, marked issued now. */
  private async issueAuthCode(tx: Transaction, userId: string, type: string): Promise<string> {
    const issued = await tx.query<{ auth_code: string }>(
      `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
        where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                     order by created_at desc limit 1)
        returning auth_code`,
      [userId, AUTH_METHODS[type] ?? type],
    );
    const code = issued.rows[0]?.auth_code;
    if (!code) {
      throw new AuthError(
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      );
    }
    return code;
  }

  async verifyPost(req: AuthRequest): Promise<Reply> {
    const body = parseBody(req.body);
    const type = str(body.type) ?? '';
    // No phone tokens are ever issued locally, so any phone code is unknown, as GoTrue reports it;
    // a malformed number fails GoTrue's E.164 check first.
    const phone = str(body.phone);
    if (phone) {
      if (!/^[1-9]\d{1,14}$/.test(phone.replace(/[\s+\-()]/g, ''))) {
        throw new AuthError(
          400,
          'validation_failed',
          'Invalid phone number format (E.164 required)',
        );
      }
      throw otpExpired();
    }
    let hash = str(body.token_hash)?.replace(PKCE_TOKEN_PREFIX, '');
    if (!hash) {
      const email = str(body.email);
      const token = str(body.token);
      if (!email || !token) {
        throw new AuthError(
          400,
          'validation_failed',
          'Only an email address or phone number should be provided on verify',
        );
      }
      hash = tokenHash(email.trim().toLowerCase(), token.trim());
    }
    const session = await this.deps.db.transaction(async (tx) => {
      const user = await this.redeemToken(tx, type, hash);
      return this.newSession(tx, user.id, req, AUTH_METHODS[type]);
    });
    return json(200, session);
  }

  /**
   * The mailed link: verifies, then redirects with the session in the fragment (implicit flow) or
   * with `?code=` for the client to redeem with its verifier (PKCE flow). Errors go in the
   * fragment, and for PKCE also in the query, as GoTrue puts them.
   */
  async verifyGet(req: AuthRequest): Promise<Reply> {
    const type = req.query.get('type') ?? '';
    const token = req.query.get('token') ?? '';
    const isPkce = token.startsWith(PKCE_TOKEN_PREFIX);
    const hash = isPkce ? token.slice(PKCE_TOKEN_PREFIX.length) : token;
    const redirectTo = allowedRedirect(this.deps.site, req.query.get('redirect_to') ?? undefined);
    const target = new URL(redirectTo);
    target.hash = '';
    let fragment: URLSearchParams;
    try {
      if (isPkce) {
        const code = await this.deps.db.transaction(async (tx) => {
          const user = await this.redeemToken(tx, type, hash);
          return this.issueAuthCode(tx, user.id, type);
        });
        target.searchParams.set('code', code);
        return { status: 303, headers: { Location: target.toString() } };
      }
      const session = await this.deps.db.transaction(async (tx) => {
        const user = await this.redeemToken(tx, type, hash);
        return this.newSession(tx, user.id, req, AUTH_METHODS[type]);
      });
      fragment = new URLSearchParams({
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        token_type: 'bearer',
        type,
      });
    } catch (err) {
      if (!(err instanceof AuthError)) throw err;
      fragment = new URLSearchParams({
        error: err.status === 403 ? 'access_denied' : 'server_error',
        error_code: err.errorCode,
        error_description:
          err.errorCode === 'otp_expired' ? 'Email link is invalid or has expired' : err.message,
      });
      if (isPkce) {
        for (const [k, v] of fragment) target.searchParams.set(k, v);
        return { status: 303, headers: { Location: `${target.toString()}#${fragment}` } };
      }
    }
    return { status: 303, headers: { Location: `${redirectTo.split('#')[0]}#${fragment}` } };
  }

  async generateLink(req: AuthRequest): Promise<Reply> {
    const body = parseBody(req.body);
    const type = str(body.type) ?? '';
    const email = checkEmail(str(body.email));
    const redirectTo = this.redirectFor(req, body);
    const password = str(body.password);
    const passwordHash =
      type === 'signup'
        ? await hashPassword(
            checkNewPassword(password, this.minPasswordLength, this.requiredCharacters),
            this.deps.passwordHashCost,
          )
        : undefined;
    const data = obj(body.data);
    return this.deps.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      let kind: TokenKind = 'confirmation';
      let tokenEmail = email;
      let verificationType = type;
      if (type === 'signup' || (type === 'magiclink' && !user)) {
        if (user) {
          throw new AuthError(
            422,
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        user = await insertUser(tx, {
          email,
          passwordHash: passwordHash ?? null,
          userMetadata: data ?? {},
          confirmed: false,
          metadataAsGiven: true,
        });
        if (type === 'magiclink') verificationType = 'signup';
      } else if (type === 'invite') {
        user = await this.inviteUser(tx, email, data);
      } else if (type === 'magiclink' || type === 'recovery') {
        if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
        if (type === 'recovery') kind = 'recovery';
      } else if (type === 'email_change_new' || type === 'email_change_current') {
        if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
        const newEmail = checkEmail(str(body.new_email));
        const other = await findUserByEmail(tx, newEmail);
        if (other) {
          throw new AuthError(
            422,
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        await tx.query(
          `update auth.users set email_change = $2, email_change_sent_at = now() where id = $1`,
          [user.id, newEmail],
        );
        kind = 'email_change';
        tokenEmail = newEmail;
        verificationType = 'email_change';
      } else {
        throw new AuthError(400, 'validation_failed', 'Invalid email action link type requested');
      }
      const { otp, hash } = await this.issueToken(tx, user.id, tokenEmail, kind);
      const current = (await findUserById(tx, user.id)) ?? user;
      return json(200, {
        ...userJson(current, await identitiesOf(tx, user.id)),
        action_link: this.verifyLink(hash, verificationType, redirectTo),
        email_otp: otp,
        hashed_token: hash,
        verification_type: verificationType,
        redirect_to: redirectTo,
      });
    });
  }

  // --- admin ----------------------------------------------------------------------------------

  private async requireAdmin(req: AuthRequest): Promise<void> {
    const header = req.headers['authorization'];
    const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
    if (!match)
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: JwtClaims;
    try {
      claims = await this.deps.keys.verify((match[1] as string).trim());
    } catch {
      throw new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    }
    if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
      throw new AuthError(403, 'not_admin', 'User not allowed');
    }
  }

  async admin(req: AuthRequest, rest: string[]): Promise<Reply> {
    await this.requireAdmin(req);
    const [resource, id, sub, factorId] = rest;
    if (resource === 'users' && id && sub === 'factors') {
      return this.deps.db.transaction(async (tx) => {
        if (!(await findUserById(tx, id))) {
          throw new AuthError(404, 'user_not_found', 'User not found');
        }
        if (req.method === 'GET' && factorId === undefined)
          return json(200, await factorsOf(tx, id));
        if (req.method === 'DELETE' && factorId) {
          return json(200, await adminDeleteFactor(tx, id, factorId));
        }
        throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
      });
    }
    if (resource === 'generate_link' && id === undefined && req.method === 'POST') {
      return this.generateLink(req);
    }
    if (resource !== 'users') throw new AuthError(404, 'not_found', 'Not Found');
    const db = this.deps.db;
    if (id === undefined) {
      if (req.method === 'GET') {
        const page = Math.max(1, pageParam(req.query.get('page'), 1));
        const perPage = Math.min(1000, Math.max(1, pageParam(req.query.get('per_page'), 50)));
        return db.transaction(async (tx) => {
          const ids = await tx.query<{ id: string }>(
            `select id::text from auth.users where deleted_at is null order by created_at desc limit $1 offset $2`,
            [perPage, (page - 1) * perPage],
          );
          const total = await tx.query<{ n: number }>(
            `select count(*)::int as n from auth.users where deleted_at is null`,
          );
          const users = [];
          for (const { id: uid } of ids.rows) {
            const u = await findUserById(tx, uid);
            if (u) users.push(userJson(u, await identitiesOf(tx, uid)));
          }
          // supabase-js reads nextPage/lastPage from GoTrue's Link header.
          const count = total.rows[0]?.n ?? 0;
          const last = Math.max(1, Math.ceil(count / perPage));
          const links = [`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`];
          if (page < last) {
            links.unshift(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
          }
          return json(
            200,
            { users, aud: 'authenticated' },
            { 'X-Total-Count': String(count), Link: links.join(', ') },
          );
        });
      }
      if (req.method === 'POST') {
        const body = parseBody(req.body);
        const email = checkEmail(str(body.email));
        const password = str(body.password);
        const passwordHash =
          password === undefined
            ? null
            : await hashPassword(
                checkNewPassword(password, this.minPasswordLength, this.requiredCharacters),
                this.deps.passwordHashCost,
              );
        return db.transaction(async (tx) => {
          if (await findUserByEmail(tx, email)) {
            throw new AuthError(
              422,
              'email_exists',
              'A user with this email address has already been registered',
            );
          }
          const user = await insertUser(tx, {
            email,
            passwordHash,
            userMetadata: obj(body.user_metadata),
            appMetadata: obj(body.app_metadata),
            confirmed: body.email_confirm === true,
            metadataAsGiven: true,
          });
          return json(200, userJson(user, await identitiesOf(tx, user.id)));
        });
      }
      throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
    }
    const body = req.method === 'PUT' ? parseBody(req.body) : {};
    const newPassword = str(body.password);
    const passwordHash =
      newPassword === undefined
        ? undefined
        : await hashPassword(
            checkNewPassword(newPassword, this.minPasswordLength, this.requiredCharacters),
            this.deps.passwordHashCost,
          );
    return db.transaction(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      if (req.method === 'GET') return json(200, userJson(user, await identitiesOf(tx, id)));
      if (req.method === 'DELETE') {
        await tx.query(`delete from auth.users where id = $1`, [id]);
        return json(200, {});
      }
      if (req.method === 'PUT') {
        await this.applyUserChanges(tx, user, {
          email: str(body.email),
          passwordHash,
          userMetadata: obj(body.user_metadata),
          appMetadata: obj(body.app_metadata),
          confirmEmail: body.email_confirm === true,
          banDuration: str(body.ban_duration),
        });
        const updated = await findUserById(tx, id);
        return json(200, userJson(updated ?? user, await identitiesOf(tx, id)));
      }
      throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
    });
  }
}

function parseBanDuration(value: string): string {
  const match = /^(\d+)h$/.exec(value);
  if (!match) throw new AuthError(400, 'validation_failed', 'invalid format for ban duration');
  return new Date(Date.now() + Number(match[1]) * 3600_000).toISOString();
}

const SETTINGS = {
  external: {
    anonymous_users: false,
    apple: false,
    azure: false,
    bitbucket: false,
    discord: false,
    facebook: false,
    figma: false,
    fly: false,
    github: false,
    gitlab: false,
    google: false,
    keycloak: false,
    kakao: false,
    linkedin_oidc: false,
    notion: false,
    spotify: false,
    slack_oidc: false,
    workos: false,
    twitch: false,
    twitter: false,
    zoom: false,
    email: true,
    phone: false,
  },
  disable_signup: false,
  mailer_autoconfirm: true,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

/** GoTrue's error JSON: the 2024-01-01 API shape when the client asks for it, else the legacy one. */
export function authErrorReply(err: unknown, apiVersion: string | undefined): Reply {
  const error =
    err instanceof AuthError
      ? err
      : err instanceof PkceError || err instanceof MfaError
        ? new AuthError(err.status, err.errorCode, err.message)
        : new AuthError(
            500,
            'unexpected_failure',
            'Unexpected failure, please check server logs for more information',
          );
  if (!(err instanceof AuthError || err instanceof PkceError || err instanceof MfaError))
    console.error('[local-supabase] auth error', err);
  if (apiVersion && apiVersion >= '2024-01-01') {
    return json(
      error.status,
      { code: error.errorCode, msg: error.message, ...error.extra },
      { 'X-Supabase-Api-Version': '2024-01-01' },
    );
  }
  return json(error.status, {
    code: error.status,
    error_code: error.errorCode,
    msg: error.message,
    ...error.extra,
  });
}

export function createAuthHandler(deps: AuthDeps): (req: AuthRequest) => Promise<Reply> {
  const api = new AuthApi(deps);
  return async (req) => {
    const apiVersion = req.headers['x-supabase-api-version'];
    try {
      const segments = req.path.split('/').filter(Boolean);
      const route = `${req.method} /${segments.join('/')}`;
      let reply: Reply;
      if (segments[0] === 'admin') reply = await api.admin(req, segments.slice(1));
      else if (route === 'POST /signup') reply = await api.signup(req);
      else if (route === 'POST /token') reply = await api.token(req);
      else if (route === 'GET /user') reply = await api.getUser(req);
      else if (route === 'PUT /user') reply = await api.updateUser(req);
      else if (route === 'POST /logout') reply = await api.logout(req);
      else if (route === 'POST /recover') reply = await api.recover(req);
      else if (route === 'POST /resend') reply = await api.resend(req);
      else if (route === 'POST /otp' || route === 'POST /magiclink') reply = await api.otp(req);
      else if (route === 'POST /invite') reply = await api.invite(req);
      else if (route === 'POST /verify') reply = await api.verifyPost(req);
      else if (route === 'GET /verify') reply = await api.verifyGet(req);
      else if (segments[0] === 'factors') reply = await api.factors(req, segments.slice(1));
      else if (route === 'GET /reauthenticate') reply = await api.reauthenticate(req);
      else if (route === 'GET /.well-known/jwks.json' || route === 'GET /jwks') {
        // The public keys that verify user tokens (supabase-js getClaims() fetches this).
        reply = json(200, deps.keys.jwks, { 'Cache-Control': 'public, max-age=600' });
      } else if (route === 'GET /settings') {
        const external = { ...SETTINGS.external, anonymous_users: deps.settings.anonymousSignIns };
        // disable_signup is GoTrue's answer to `[auth] enable_signup`; the /auth page reads it.
        reply = json(200, {
          ...SETTINGS,
          external,
          disable_signup: deps.settings.enableSignup === false,
        });
      } else if (route === 'GET /health') {
        reply = json(200, {
          version: 'local',
          name: 'GoTrue',
          description: 'GoTrue is a user registration and authentication API',
        });
      } else if (route === 'POST /sso') {
        // Same answer as GoTrue with SAML off (the local default).
        throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
      } else {
        // Identity linking is not served; like GoTrue it still demands a session first.
        if (segments[0] === 'user' && segments[1] === 'identities') {
          await api.assertSignedIn(req);
          throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
        }
        throw new AuthError(404, 'not_found', `${route} is not supported by the local Auth API`);
      }
      if (apiVersion) reply.headers = { ...reply.headers, 'X-Supabase-Api-Version': '2024-01-01' };
      return reply;
    } catch (err) {
      return authErrorReply(err, apiVersion);
    }
  };
}
