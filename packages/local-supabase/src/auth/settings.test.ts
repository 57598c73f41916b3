// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../../../supabase/functions/_shared/contract/account-schemas.ts';
import { parseGoDuration, readProjectConfig } from '../config.ts';
import { checkNewPassword } from './handler.ts';
import { localSignupOverride, readAuthProjectSettings, readAuthSender } from './mailer.ts';

describe('auth settings that ship (supabase/config.toml)', () => {
  const settings = readAuthProjectSettings(
    readProjectConfig(undefined, {
      SUPABASE_AUTH_SITE_URL: 'https://example.com',
      SUPABASE_AUTH_REDIRECT_URLS: 'https://example.com/**',
    }),
  );

  it('asks for passwords of at least 8 characters, the same minimum as the forms', () => {
    expect(settings.minPasswordLength).toBeGreaterThanOrEqual(8);
    expect(settings.minPasswordLength).toBe(PASSWORD_MIN_LENGTH);
  });

  it('requires reauthentication for a password change from an old session', () => {
    expect(settings.securePasswordChange).toBe(true);
  });

  it('limits each kind of Auth mail to one account to one a minute ([auth.email] max_frequency)', () => {
    expect(settings.emailMaxFrequencyMs).toBe(60_000);
    expect(parseGoDuration('1m30s')).toBe(90_000);
    expect(parseGoDuration('500ms')).toBe(500);
    expect(() => parseGoDuration('60')).toThrow(/Go duration/);
  });

  it('keeps mailed links working 24 hours, so invitations outlive a day ([auth.email] otp_expiry)', () => {
    expect(settings.emailOtpExpirySeconds).toBe(86_400);
  });

  it('writes out no required character classes, and enforces classes as GoTrue would', () => {
    expect(settings.passwordRequiredCharacters).toEqual([]);
    const strict = readAuthProjectSettings({
      auth: { password_requirements: 'lower_upper_letters_digits' },
    }).passwordRequiredCharacters;
    expect(checkNewPassword('Abcdefg1', 8, strict)).toBe('Abcdefg1');
    expect(() => checkNewPassword('abcdefg1', 8, strict)).toThrow(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    );
    expect(() => readAuthProjectSettings({ auth: { password_requirements: 'digits' } })).toThrow(
      /not one the CLI knows/,
    );
  });

  it('ships with public sign-up off', () => {
    expect(settings.enableSignup).toBe(false);
  });

  it('lets the local backend open sign-up only by its own LOCAL_AUTH_ENABLE_SIGNUP', () => {
    expect(localSignupOverride({ LOCAL_AUTH_ENABLE_SIGNUP: 'true' })).toEqual({
      enableSignup: true,
    });
    expect(localSignupOverride({ LOCAL_AUTH_ENABLE_SIGNUP: 'false' })).toEqual({
      enableSignup: false,
    });
    expect(localSignupOverride({ SUPABASE_AUTH_ENABLE_SIGNUP: 'true' })).toEqual({});
  });

  it('sends as the production sender of [auth.email.smtp]', () => {
    expect(readAuthSender()).toBe(
      'Summit Flat Fee Property Management <no-reply@summitflatfeepm.com>',
    );
  });

  it('reads GoTrue defaults when the file leaves the settings out', () => {
    expect(readAuthProjectSettings({ auth: {} })).toMatchObject({
      minPasswordLength: 6,
      securePasswordChange: false,
      enableSignup: true,
    });
  });
});
